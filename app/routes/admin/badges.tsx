// Back office badges (SPEC §2 admin badges): filter all | active | inactive, search by name or id, 10 a page; each
// badge switched off or on with a form (SPEC §8: 此徽章已被禁用。 / 此徽章已被激活。).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { Notice } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { Pagination } from "~/components/pagination";
import { ADMIN_BADGES_PAGE_SIZE } from "~/lib/limits";
import { paths } from "~/lib/paths";
import { BadgeStatusSchema } from "~/schemas/admin-badges";
import { searchedId } from "~/schemas/ids";
import { guardPage, handleForm } from "~/server/remix.server";
import { adminBadgePage, setBadgeStatus, type BadgeFilter } from "~/server/services/admin-badges.server";
import { pageFrom } from "~/server/services/questions.server";
import { formatObjectId } from "~/lib/object-ids";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

const FILTERS: readonly BadgeFilter[] = ["", "active", "inactive"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const status = FILTERS.find((filter) => filter === url.searchParams.get("status")) ?? "";
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = pageFrom(url.searchParams.get("page"));
  const result = await guardPage(request, () =>
    adminBadgePage(context.app, { status, q, id: searchedId("badge", q), page }),
  );
  return { ...result, status, q, page };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, BadgeStatusSchema, async ({ id, status }) => ({
    notice: await setBadgeStatus(context.app, id, status),
  }));
}

export default function AdminBadges() {
  const { t } = useTranslation();
  const { list, count, status, q, page } = useLoaderData<typeof loader>();
  const { notice } = splitFormResult(useActionData<typeof action>());
  const href = (next: { page?: number; status?: BadgeFilter }) =>
    paths.adminBadges({ status: next.status ?? status, q, page: next.page });
  return (
    <div>
      <h1 className="mb-4 text-xl font-semibold">{t("admin.badges.title")}</h1>
      {notice ? <Notice tone="success">{t(notice)}</Notice> : null}
      <nav className="mb-3 flex flex-wrap gap-2 text-sm" aria-label={t("admin.badges.filter")}>
        {FILTERS.map((filter) => (
          <Link
            key={filter}
            to={href({ status: filter })}
            aria-current={filter === status ? "page" : undefined}
            className={filter === status ? "font-semibold" : "text-muted"}
          >
            {t(`admin.badges.status.${filter || "all"}`)}
          </Link>
        ))}
      </nav>
      <Form method="get" className="mb-3 flex gap-2">
        <input type="hidden" name="status" value={status} />
        <label htmlFor="badge-search" className="sr-only">
          {t("admin.badges.search")}
        </label>
        <input
          id="badge-search"
          name="q"
          defaultValue={q}
          placeholder={t("admin.badges.search")}
          className="rounded border border-line bg-surface px-2 py-1 text-sm"
        />
        <button type="submit" className="rounded border border-line px-2 py-1 text-sm">
          {t("admin.badges.filter")}
        </button>
      </Form>
      <table className="w-full text-left text-sm">
        <thead className="text-muted">
          <tr>
            <th className="py-2">{t("admin.badges.columns.name")}</th>
            <th>{t("admin.badges.columns.group")}</th>
            <th>{t("admin.badges.columns.awards")}</th>
            <th>{t("admin.badges.columns.status")}</th>
            <th>{t("admin.badges.columns.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((badge) => (
            <tr key={badge.id} className="border-t border-line" data-testid="admin-badge">
              <td className="py-2">
                <span aria-hidden="true">{badge.icon}</span> {badge.name}
              </td>
              <td>{badge.groupName}</td>
              <td>{badge.awardCount}</td>
              <td>{t(`admin.badges.status.${badge.status}`)}</td>
              <td>
                <Form method="post">
                  <input type="hidden" name="id" value={formatObjectId("badge", badge.id)} />
                  <input type="hidden" name="status" value={badge.status === "active" ? "inactive" : "active"} />
                  <button type="submit" className="rounded border border-line px-2 py-0.5">
                    {t(badge.status === "active" ? "admin.badges.deactivate" : "admin.badges.activate")}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} pageSize={ADMIN_BADGES_PAGE_SIZE} count={count} href={(next) => href({ page: next })} />
    </div>
  );
}
