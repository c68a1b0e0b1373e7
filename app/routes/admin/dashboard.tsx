import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { guardPage } from "~/server/remix.server";
import { dashboardInfo } from "~/server/services/admin-dashboard.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin", "noindex");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return guardPage(request, () => dashboardInfo(context.app, request.url));
}

export default function Dashboard() {
  const { t } = useTranslation();
  const info = useLoaderData<typeof loader>();
  const stats = [
    ["questions", info.questionCount],
    ["answers", info.answerCount],
    ["comments", info.commentCount],
    ["votes", info.voteCount],
    ["users", info.userCount],
    ["reports", info.reportCount],
  ] as const;
  return (
    <div>
      <h1 className="mb-4 text-xl font-semibold">{t("admin.nav.dashboard")}</h1>
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {stats.map(([key, value]) => (
          <div key={key} className="rounded border border-line bg-surface p-3">
            <dt className="text-sm text-muted">{t(`admin.dashboard.${key}`)}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mb-2 font-semibold">{t("admin.dashboard.health")}</h2>
      <ul className="space-y-1 text-sm">
        <li>
          {t("admin.dashboard.version")}: {info.version}
        </li>
        <li>
          {t("admin.dashboard.mode")}: {t(info.loginRequired ? "admin.dashboard.private" : "admin.dashboard.public")}
        </li>
        <li>HTTPS: {t(info.https ? "common.yes" : "common.no")}</li>
        <li>
          {t("admin.dashboard.time_zone")}: {info.timeZone}
        </li>
        <li>
          SMTP: {t(`admin.dashboard.smtp_${info.smtp}`)}{" "}
          <Link to={paths.admin("smtp")}>{t("admin.dashboard.configure")}</Link>
        </li>
      </ul>
    </div>
  );
}
