// The search engines told of changed questions (the indexing settings): each ping's address, state, attempts and last
// error, newest first, so that an administrator sees a failing endpoint and its retries.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { Pagination } from "~/components/pagination";
import { INDEX_PINGS_PAGE_SIZE } from "~/lib/limits";
import { paths } from "~/lib/paths";
import { guardPage } from "~/server/remix.server";
import { indexPingPage } from "~/server/services/index-pings.server";
import { pageFrom } from "~/server/services/questions.server";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageFrom(new URL(request.url).searchParams.get("page"));
  return { page, ...(await guardPage(request, () => indexPingPage(context.app, page))) };
}

export default function IndexPings() {
  const { t } = useTranslation();
  const { list, count, page } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="mb-2 text-xl font-semibold">{t("admin.index_pings.title")}</h1>
      <p className="mb-4 text-sm text-muted">{t("admin.index_pings.hint")}</p>
      {list.length === 0 ? (
        <p className="text-muted">{t("admin.index_pings.empty")}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th className="py-2">{t("admin.index_pings.engine")}</th>
              <th>{t("admin.index_pings.url")}</th>
              <th>{t("admin.index_pings.state")}</th>
              <th>{t("admin.index_pings.attempts")}</th>
              <th>{t("admin.index_pings.error")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((ping) => (
              <tr key={ping.id} className="border-b border-line align-top" data-testid="index-ping">
                <td className="py-2">{ping.engine}</td>
                <td className="break-all">{ping.url}</td>
                <td>{t(`admin.index_pings.states.${ping.state}`)}</td>
                <td>{ping.attempts}</td>
                <td className="break-all text-muted">{ping.lastError}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={page}
        pageSize={INDEX_PINGS_PAGE_SIZE}
        count={count}
        href={(next) => paths.adminIndexPings(next)}
      />
    </div>
  );
}
