// The back office dashboard: counts and health (SPEC §2 dashboard, the parts that apply at the edge).
import { count, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context.server";
import { answers, comments, questions, reports, users, votes } from "../db/schema";
import { requireAdmin } from "./guards.server";
import { PostStatus, QuestionStatus, ReportStatus } from "~/lib/status";

export async function dashboardInfo(ctx: AppContext, requestUrl: string) {
  requireAdmin(ctx);
  const { db } = ctx;
  const live = inArray(questions.status, [QuestionStatus.normal, QuestionStatus.closed]);
  const [questionRows, answerRows, commentRows, voteRows, userRows, reportRows] = await db.batch([
    db.select({ total: count() }).from(questions).where(live),
    db.select({ total: count() }).from(answers).where(eq(answers.status, PostStatus.normal)),
    db.select({ total: count() }).from(comments).where(eq(comments.status, PostStatus.normal)),
    db.select({ total: count() }).from(votes),
    db.select({ total: count() }).from(users),
    db.select({ total: count() }).from(reports).where(eq(reports.status, ReportStatus.pending)),
  ]);
  const smtp = ctx.settings.smtp;
  return {
    question_count: questionRows[0]?.total ?? 0,
    answer_count: answerRows[0]?.total ?? 0,
    comment_count: commentRows[0]?.total ?? 0,
    vote_count: voteRows[0]?.total ?? 0,
    user_count: userRows[0]?.total ?? 0,
    report_count: reportRows[0]?.total ?? 0,
    login_required: ctx.settings.login.login_required,
    https: new URL(requestUrl).protocol === "https:",
    time_zone: ctx.settings.interface.time_zone,
    smtp: smtp.smtp_host && smtp.from_email ? "enabled" : "not_configured",
    version: "0.1.0",
  };
}
