// The back office dashboard (SPEC §2): the statistics (resolved and unanswered with their rates, the posts waiting for
// review linking to the review page), the site's health, its system, and links for administrators.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { pageTitle } from "~/lib/meta";
import type { VersionCheck } from "~/lib/views/admin";
import { paths } from "~/lib/paths";
import { guardPage } from "~/server/remix.server";
import { dashboardInfo } from "~/server/services/admin-dashboard.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin", "noindex");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return guardPage(request, () => dashboardInfo(context.app, request.url));
}

/** Bytes in the unit that reads best. */
function size(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

const LINKS = [
  ["docs", "https://developers.cloudflare.com/workers/"],
  ["d1", "https://developers.cloudflare.com/d1/"],
  ["answer", "https://answer.apache.org/docs"],
] as const;

const BADGE_TONES = {
  latest: "bg-green-100 text-green-800",
  update: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-800",
};

/** The version's standing against the release feed: latest, a newer one to update to, or a check that failed. */
function VersionBadge({ check }: { check: VersionCheck }) {
  const { t } = useTranslation();
  if (check.state === "off") return null;
  const text =
    check.state === "update"
      ? t("admin.dashboard.update_to", { version: check.remoteVersion })
      : t(`admin.dashboard.version_${check.state}`);
  return <span className={`rounded-full px-2 py-0.5 text-xs ${BADGE_TONES[check.state]}`}>{text}</span>;
}

export default function Dashboard() {
  const { t } = useTranslation();
  const info = useLoaderData<typeof loader>();
  const stats = [
    ["questions", String(info.questionCount)],
    ["resolved", `${info.resolvedCount} (${info.resolvedRate}%)`],
    ["unanswered", `${info.unansweredCount} (${info.unansweredRate}%)`],
    ["answers", String(info.answerCount)],
    ["comments", String(info.commentCount)],
    ["votes", String(info.voteCount)],
    ["users", String(info.userCount)],
  ] as const;
  const yes = (value: boolean) => t(value ? "common.yes" : "common.no");
  return (
    <div>
      <h1 className="mb-4 text-xl font-semibold">{t("admin.nav.dashboard")}</h1>
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="dashboard-stats">
        {stats.map(([key, value]) => (
          <div key={key} className="rounded border border-line bg-surface p-3">
            <dt className="text-sm text-muted">{t(`admin.dashboard.${key}`)}</dt>
            <dd className="text-xl font-semibold">{value}</dd>
          </div>
        ))}
        <div className="rounded border border-line bg-surface p-3">
          <dt className="text-sm text-muted">{t("admin.dashboard.reports")}</dt>
          <dd className="text-xl font-semibold">
            <Link to={paths.review()}>{info.reportCount}</Link>
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 md:grid-cols-3">
        <section>
          <h2 className="mb-2 font-semibold">{t("admin.dashboard.health")}</h2>
          <ul className="space-y-1 text-sm">
            <li data-testid="dashboard-version">
              {t("admin.dashboard.version")}: {info.version} <VersionBadge check={info.versionCheck} />
            </li>
            <li>
              {t("admin.dashboard.mode")}:{" "}
              {t(info.loginRequired ? "admin.dashboard.private" : "admin.dashboard.public")}
            </li>
            <li>
              {t("admin.dashboard.uploads")}:{" "}
              {t(info.uploadsWritable ? "admin.dashboard.writable" : "admin.dashboard.not_writable")}
            </li>
            <li>HTTPS: {yes(info.https)}</li>
            <li>
              {t("admin.dashboard.time_zone")}: {info.timeZone}
            </li>
            <li>
              SMTP: {t(`admin.dashboard.smtp_${info.smtp}`)}{" "}
              <Link to={paths.admin("smtp")}>{t("admin.dashboard.configure")}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-semibold">{t("admin.dashboard.system")}</h2>
          <ul className="space-y-1 text-sm">
            <li>
              {t("admin.dashboard.runtime")}: {info.runtime}
            </li>
            <li>
              {t("admin.dashboard.database")}: {info.databaseVersion}
            </li>
            <li>
              {t("admin.dashboard.database_size")}: {size(info.databaseBytes)}
            </li>
            <li>
              {t("admin.dashboard.storage_used")}: {size(info.storageBytes)}
            </li>
            <li>
              {t("admin.dashboard.uptime")}:{" "}
              {t("admin.dashboard.uptime_hours", { count: Math.floor(info.uptime / 3600) })}
            </li>
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-semibold">{t("admin.dashboard.links")}</h2>
          <ul className="space-y-1 text-sm">
            {LINKS.map(([key, href]) => (
              <li key={key}>
                <a href={href} rel="noopener noreferrer" target="_blank">
                  {t(`admin.dashboard.link.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
