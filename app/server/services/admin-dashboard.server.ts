// The back office dashboard (SPEC §2 dashboard): the statistics (with the resolved and unanswered rates, and what waits
// for review), the site's health (version, private or public, upload storage, HTTPS, time zone, SMTP) and its system
// (runtime, database version and size, storage used, uptime), as far as they apply at the edge.
import type { AppContext } from "../context.server";
import { selectSiteCounts } from "../models/site-counts.server";
import { requireAdmin } from "./guards.server";
import { checkForUpdate } from "./release-check.server";
import type { DashboardInfo } from "~/lib/views/admin";
import { APP_VERSION } from "~/lib/version";

/** When this instance began (an isolate's uptime: the Worker has no longer-lived process). */
const STARTED_AT = Date.now();

const rate = (part: number, whole: number) => (whole > 0 ? ((part / whole) * 100).toFixed(2) : "0.00");

/** Whether the upload storage answers (a read of a key no upload has: R2 is reachable and the binding works). */
async function uploadsWritable(ctx: AppContext): Promise<boolean> {
  try {
    await ctx.env.UPLOADS.head("__health");
    return true;
  } catch {
    return false;
  }
}

/** GET dashboard: the site's numbers, health and system. */
export async function dashboardInfo(ctx: AppContext, requestUrl: string): Promise<DashboardInfo> {
  requireAdmin(ctx);
  const feedUrl = ctx.settings.general.check_update ? ctx.env.RELEASE_FEED_URL : undefined;
  const [counts, writable, versionCheck] = await Promise.all([
    selectSiteCounts(ctx.db),
    uploadsWritable(ctx),
    checkForUpdate(feedUrl, APP_VERSION),
  ]);
  const smtp = ctx.settings.smtp;
  return {
    questionCount: counts.questions,
    resolvedCount: counts.resolved,
    resolvedRate: rate(counts.resolved, counts.questions),
    unansweredCount: counts.unanswered,
    unansweredRate: rate(counts.unanswered, counts.questions),
    answerCount: counts.answers,
    commentCount: counts.comments,
    voteCount: counts.votes,
    userCount: counts.users,
    reportCount: counts.waitingReview,
    loginRequired: ctx.settings.login.login_required,
    https: new URL(requestUrl).protocol === "https:",
    timeZone: ctx.settings.interface.time_zone,
    smtp: smtp.smtp_host && smtp.from_email ? "enabled" : "not_configured",
    version: APP_VERSION,
    versionCheck,
    uploadsWritable: writable,
    runtime: "Cloudflare Workers",
    databaseVersion: counts.databaseServer ? `D1 (${counts.databaseServer})` : "D1",
    storageBytes: counts.uploadBytes,
    databaseBytes: counts.databaseBytes,
    uptime: Math.floor((Date.now() - STARTED_AT) / 1000),
  };
}
