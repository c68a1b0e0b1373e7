// Back office users: filters (SPEC §2), search, page size 10, and bulk add.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { FieldErrors, Notice, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { Pagination } from "~/components/pagination";
import { ADMIN_USERS_PAGE_SIZE } from "~/lib/limits";
import { paths } from "~/lib/paths";
import { AdminAddUsersSchema } from "~/schemas/account";
import { guardPage, handleForm } from "~/server/remix.server";
import { addUsers, listUsers } from "~/server/services/admin-users.server";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

const FILTERS = ["", "normal", "staff", "inactive", "suspended", "deleted"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const status = (FILTERS as readonly string[]).includes(url.searchParams.get("status") ?? "")
    ? (url.searchParams.get("status") as (typeof FILTERS)[number])
    : "";
  const pageNumber = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const query = (url.searchParams.get("query") ?? "").slice(0, 100);
  const result = await guardPage(request, () =>
    listUsers(context.app, { status, page, page_size: ADMIN_USERS_PAGE_SIZE, query }),
  );
  return { ...result, status, page, query };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, AdminAddUsersSchema, async (input) => {
    const { count } = await addUsers(context.app, input.users);
    return { notice: "admin.users.add.done", count };
  });
}

export default function AdminUsers() {
  const { t } = useTranslation();
  const { list, count, status, page, query } = useLoaderData<typeof loader>();
  const { sentNotice, fieldErrors } = splitFormResult(useActionData<typeof action>());
  const href = (next: { page?: number; status?: string }) =>
    paths.adminUsers({ status: next.status ?? status, query, page: next.page });
  return (
    <div>
      <h1 className="mb-4 text-xl font-semibold">{t("admin.nav.users")}</h1>
      <nav className="mb-3 flex flex-wrap gap-2 text-sm" aria-label={t("admin.users.filter")}>
        {FILTERS.map((filter) => (
          <Link
            key={filter}
            to={href({ status: filter })}
            aria-current={filter === status ? "page" : undefined}
            className={filter === status ? "font-semibold" : "text-muted"}
          >
            {t(`admin.users.status.${filter || "all"}`)}
          </Link>
        ))}
      </nav>
      <Form method="get" className="mb-3 flex gap-2">
        <input type="hidden" name="status" value={status} />
        <label htmlFor="user-query" className="sr-only">
          {t("admin.users.search")}
        </label>
        <input
          id="user-query"
          name="query"
          defaultValue={query}
          placeholder={t("admin.users.search")}
          className="flex-1 rounded border border-line bg-surface px-2 py-1"
        />
        <button type="submit" className="rounded border border-line px-3">
          {t("common.search")}
        </button>
      </Form>
      <div className="overflow-x-auto">
        <table className="w-full border border-line bg-surface text-sm">
          <thead>
            <tr className="border-b border-line text-left">
              <th className="p-2">{t("admin.users.column.user")}</th>
              <th className="p-2">{t("admin.users.column.email")}</th>
              <th className="p-2">{t("admin.users.column.rank")}</th>
              <th className="p-2">{t("admin.users.column.role")}</th>
              <th className="p-2">{t("admin.users.column.status")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((user) => (
              <tr key={user.id} className="border-b border-line">
                <td className="p-2">
                  <Link to={paths.adminUser(user.id)}>{user.displayName}</Link>
                  <div className="text-xs text-muted">@{user.username}</div>
                </td>
                <td className="p-2">{user.email}</td>
                <td className="p-2">{user.rank}</td>
                <td className="p-2">{t(`roles.${user.roleId}.name`)}</td>
                <td className="p-2">
                  {t(`admin.users.status.${user.status === "normal" && !user.activated ? "inactive" : user.status}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.length === 0 ? <p className="py-6 text-center text-muted">{t("common.empty")}</p> : null}
      <Pagination page={page} pageSize={ADMIN_USERS_PAGE_SIZE} count={count} href={(next) => href({ page: next })} />

      <section className="mt-8 max-w-xl">
        <h2 className="mb-2 font-semibold">{t("admin.users.add.title")}</h2>
        {sentNotice ? <Notice tone="success">{t(sentNotice.notice, { count: sentNotice.count })}</Notice> : null}
        <Form method="post" noValidate>
          <label htmlFor="bulk-users" className="block text-sm text-muted">
            {t("admin.users.add.help")}
          </label>
          <textarea
            id="bulk-users"
            name="users"
            rows={4}
            className="mt-1 mb-2 block w-full rounded border border-line bg-surface px-2 py-1 font-mono text-sm"
          />
          <FieldErrors errors={fieldErrors.users ?? fieldErrors[""] ?? undefined} />
          <SubmitButton>{t("admin.users.add.submit")}</SubmitButton>
        </Form>
      </section>
    </div>
  );
}
