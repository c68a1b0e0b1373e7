// The flagged-post queue of the review page (SPEC §2 review, flagged_post; §7 report/unreviewed/post, PUT report/review):
// staff see each reported post once, with every pending report on it (reasons and reporters), the oldest flagged
// first, and settle all of them with one action: ignore, edit, close, delete or hide from the list. The action takes
// effect and notifies as the same staff action does anywhere else. Two moderators on one post: the reports are
// settled first, in one conditional write, so only one action runs and the other is told it was handled.
import type { AppContext } from "../context.server";
import { AppError, notFound } from "../errors.server";
import { runStatements } from "../db/client.server";
import {
  reopenReports,
  selectFlaggedPosts,
  selectReport,
  settleReports,
  type FlaggedPostRow,
  type FlagReportRow,
} from "../models/reports.server";
import { memberOf } from "../models/member-columns.server";
import { deleteComment, editComment } from "./comments.server";
import { requireAdmin, requireStaff } from "./guards.server";
import { closeQuestion, deleteAnswer, deleteQuestion, operateQuestion } from "./post-operations.server";
import { editAnswer, editQuestion } from "./post-edit.server";
import { refreshReviewCounts } from "./review-counts.server";
import { Accepted, PostStatus, QuestionStatus, ReportStatus, Show } from "~/lib/status";
import type { FlagAction, FlaggedPost } from "~/lib/views/review";
import type { ReportObjectType } from "~/lib/report-reasons";
import { AnswerEditSchema, CloseSchema, QuestionEditSchema } from "~/schemas/post-operations";
import { CommentEditSchema } from "~/schemas/comment";
import { parseInput } from "../validation.server";

/**
 * What a moderator does with a flagged post (Apache Answer's operation types, and "settle": handled already, as when
 * the moderator edited the post themselves); a close and an edit carry the fields of the close and edit forms,
 * checked by the same schemas.
 */
export type FlagReview = {
  flagId: number;
  operation: "ignore_report" | "settle" | "delete_post" | "unlist_post" | "close_post" | "edit_post";
  close?: { close_type?: unknown; close_msg?: unknown };
  edit?: { title?: unknown; content?: unknown; tags?: unknown };
};

/** The actions a flagged post allows as it stands (SPEC §2 report review). */
function actionsOf(row: Pick<FlaggedPostRow, "objectType" | "status" | "show">): FlagAction[] {
  const deleted = row.status === PostStatus.deleted;
  const question = row.objectType === "question";
  return [
    "ignore",
    ...(deleted ? [] : (["edit", "delete"] as const)),
    ...(question && row.status === QuestionStatus.normal ? (["close"] as const) : []),
    ...(question && !deleted && row.show !== Show.unlisted ? (["unlist"] as const) : []),
  ];
}

export function toFlaggedPost(row: FlaggedPostRow, reports: FlagReportRow[]): FlaggedPost {
  return {
    flagId: row.flagId,
    objectType: row.objectType,
    objectId: row.objectId,
    questionId: row.questionId,
    answerId: row.answerId,
    title: row.title,
    urlTitle: row.urlTitle,
    parsedText: row.parsedText,
    originalText: row.originalText,
    status: row.status,
    unlisted: row.show === Show.unlisted,
    answerCount: row.answerCount,
    accepted: row.objectType === "answer" ? row.answerAccepted === Accepted.yes : row.acceptedAnswerId > 0,
    tags: (JSON.parse(row.tags || "[]") as { slug_name: string; display_name: string }[]).map((tag) => ({
      slugName: tag.slug_name,
      displayName: tag.display_name,
    })),
    author: memberOf("author", row),
    firstAt: row.firstAt,
    reports: reports
      .filter((report) => report.objectType === row.objectType && report.objectId === row.objectId)
      .map((report) => ({
        id: report.id,
        reasonType: report.reasonType,
        content: report.content,
        createdAt: report.createdAt,
        reporter: memberOf("reporter", report),
      })),
    actions: actionsOf(row),
  };
}

/** report/unreviewed/post: the flagged posts, a page of them (the review page shows one at a time), and how many. */
export async function flaggedPostPage(
  ctx: AppContext,
  page: { page: number; pageSize: number },
): Promise<{ count: number; list: FlaggedPost[] }> {
  requireStaff(ctx);
  const { posts, reports, total } = selectFlaggedPosts(ctx.db, {
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  const [postRows, reportRows, [counted]] = await ctx.db.batch([posts, reports, total]);
  return { count: counted?.total ?? 0, list: postRows.map((row) => toFlaggedPost(row, reportRows)) };
}

/** The action's effect, through the staff action it stands for (each checks the post's state and notifies). */
async function apply(ctx: AppContext, post: { objectType: ReportObjectType; objectId: number }, review: FlagReview) {
  const { objectType, objectId } = post;
  switch (review.operation) {
    case "ignore_report":
    case "settle":
      return;
    case "delete_post":
      if (objectType === "question") return deleteQuestion(ctx, objectId);
      if (objectType === "answer") return deleteAnswer(ctx, objectId);
      await deleteComment(ctx, objectId);
      return;
    case "unlist_post":
      if (objectType !== "question") throw new AppError(400, "review.flag.question_only");
      return operateQuestion(ctx, objectId, "hide");
    case "close_post":
      if (objectType !== "question") throw new AppError(400, "review.flag.question_only");
      return closeQuestion(ctx, parseInput(CloseSchema, { ...review.close, id: String(objectId) }));
    case "edit_post": {
      const edit = { ...review.edit, edit_summary: "" };
      if (objectType === "question") {
        await editQuestion(ctx, parseInput(QuestionEditSchema, { ...edit, id: String(objectId) }));
      } else if (objectType === "answer") {
        await editAnswer(ctx, parseInput(AnswerEditSchema, { ...edit, id: String(objectId) }));
      } else {
        const { original_text } = parseInput(CommentEditSchema, {
          comment_id: String(objectId),
          original_text: review.edit?.content,
        });
        await editComment(ctx, { commentId: objectId, text: original_text });
      }
    }
  }
}

/**
 * PUT report/review: settles every pending report of the flagged post with one action. The reports are settled
 * first; should the action be refused (the post changed meanwhile), they go back to the queue.
 */
export async function reviewFlag(ctx: AppContext, review: FlagReview): Promise<void> {
  const user = requireStaff(ctx);
  const [report] = await selectReport(ctx.db, review.flagId);
  if (!report) throw notFound("error.report.not_found");
  const post = { objectType: report.objectType, objectId: report.objectId };
  const status = review.operation === "ignore_report" ? ReportStatus.ignored : ReportStatus.handled;
  const settled = await settleReports(ctx.db, post, { status, userId: user.id, at: ctx.now() });
  if (settled.length === 0) throw new AppError(409, "review.already_handled");
  try {
    await apply(ctx, post, review);
  } catch (error) {
    await runStatements(ctx.db, [
      reopenReports(
        ctx.db,
        settled.map((row) => row.id),
      ),
    ]);
    throw error;
  }
  await refreshReviewCounts(ctx.env);
}

/** PUT report of the back office: administrators settle a report by a review reason (HandleReportSchema). */
export async function handleReport(ctx: AppContext, review: FlagReview): Promise<void> {
  requireAdmin(ctx);
  await reviewFlag(ctx, review);
}
