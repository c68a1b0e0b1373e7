// The back office dashboard: counts and health (SPEC §2 dashboard, the parts that apply at the edge).
import type { AppContext } from "../context.server";
import { selectSiteCounts } from "../models/site-counts.server";
import { requireAdmin } from "./guards.server";
import type { DashboardInfo } from "~/lib/views/admin";

/** GET dashboard: the site's numbers and whether it is served over HTTPS, private, and able to send mail. */
export async function dashboardInfo(ctx: AppContext, requestUrl: string): Promise<DashboardInfo> {
  requireAdmin(ctx);
  const counts = await selectSiteCounts(ctx.db);
  const smtp = ctx.settings.smtp;
  return {
    questionCount: counts.questions,
    answerCount: counts.answers,
    commentCount: counts.comments,
    voteCount: counts.votes,
    userCount: counts.users,
    reportCount: counts.pendingReports,
    loginRequired: ctx.settings.login.login_required,
    https: new URL(requestUrl).protocol === "https:",
    timeZone: ctx.settings.interface.time_zone,
    smtp: smtp.smtp_host && smtp.from_email ? "enabled" : "not_configured",
    version: "0.1.0",
  };
}
