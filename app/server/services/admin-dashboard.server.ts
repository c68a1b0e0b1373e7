// The back office dashboard: counts and health (SPEC §2 dashboard, the parts that apply at the edge).
import type { AppContext } from "../context.server";
import { selectSiteCounts } from "../models/site-counts.server";
import { requireAdmin } from "./guards.server";

export async function dashboardInfo(ctx: AppContext, requestUrl: string) {
  requireAdmin(ctx);
  const counts = await selectSiteCounts(ctx.db);
  const smtp = ctx.settings.smtp;
  return {
    question_count: counts.questions,
    answer_count: counts.answers,
    comment_count: counts.comments,
    vote_count: counts.votes,
    user_count: counts.users,
    report_count: counts.pendingReports,
    login_required: ctx.settings.login.login_required,
    https: new URL(requestUrl).protocol === "https:",
    time_zone: ctx.settings.interface.time_zone,
    smtp: smtp.smtp_host && smtp.from_email ? "enabled" : "not_configured",
    version: "0.1.0",
  };
}
