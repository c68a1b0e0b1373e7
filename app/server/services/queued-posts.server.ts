// The queue of posts held for review (SPEC §2 review, queued_post; §7 review/pending/post/page, PUT review/pending/post;
// REFERENCE.md review flow 2): staff see them oldest first with why each waits, and approve one (it appears, counted
// and announced as if just posted) or reject it (deleted). Two moderators on one item: it is claimed first in one
// conditional write, so one verdict is taken and the other is told the item was handled.
import type { AppContext } from "../context.server";
import { AppError, notFound } from "../errors.server";
import { newEvent } from "../events.server";
import { runStatements } from "../db/client.server";
import { selectAnswer } from "../models/answers.server";
import { selectQuestion } from "../models/questions.server";
import {
  approvePostStatements,
  rejectPostStatements,
  reopenReviewItemStatement,
  selectQueuedPosts,
  selectQuestionTagIds,
  selectReviewItem,
  settleReviewItemStatement,
  type QueuedKind,
  type QueuedPostRow,
} from "../models/queued-posts.server";
import { memberOf } from "../models/member-columns.server";
import { requireStaff } from "./guards.server";
import { refreshReviewCounts } from "./review-counts.server";
import { ReviewItemStatus, Show } from "~/lib/status";
import type { QueuedPost } from "~/lib/views/review";

/** A hold reason as stored (a locale key and its parameters), in the reader's language. */
function reasonText(ctx: AppContext, stored: string): string {
  try {
    const { key, params } = JSON.parse(stored) as { key: string; params?: Record<string, unknown> };
    return ctx.t(key, params);
  } catch {
    return stored;
  }
}

export function toQueuedPost(ctx: AppContext, row: QueuedPostRow): QueuedPost {
  return {
    reviewId: row.reviewId,
    objectType: row.objectType,
    objectId: row.objectId,
    questionId: row.questionId,
    title: row.title,
    urlTitle: row.urlTitle,
    parsedText: row.parsedText,
    originalText: row.originalText,
    status: row.status,
    unlisted: row.show === Show.unlisted,
    tags: (JSON.parse(row.tags || "[]") as { slug_name: string; display_name: string }[]).map((tag) => ({
      slugName: tag.slug_name,
      displayName: tag.display_name,
    })),
    reason: reasonText(ctx, row.reason),
    submittedAt: row.submittedAt,
    createdAt: row.createdAt,
    author: memberOf("author", row),
  };
}

/** review/pending/post/page: the posts waiting, a page of them (or one post's item), and how many. */
export async function queuedPostPage(
  ctx: AppContext,
  page: { page: number; pageSize: number },
  only: { kind: QueuedKind; id: number } | null = null,
): Promise<{ count: number; list: QueuedPost[] }> {
  requireStaff(ctx);
  const { list, total } = selectQueuedPosts(
    ctx.db,
    { limit: page.pageSize, offset: (page.page - 1) * page.pageSize },
    only,
  );
  const [rows, [counted]] = await ctx.db.batch([list, total]);
  return { count: counted?.total ?? 0, list: rows.map((row) => toQueuedPost(ctx, row)) };
}

/** The post an item holds, as it is now (it may have been deleted meanwhile: then there is nothing to approve). */
async function heldPost(ctx: AppContext, kind: QueuedKind, id: number) {
  if (kind === "question") {
    const [question] = await selectQuestion(ctx.db, id);
    return question
      ? { kind, id, questionId: question.id, userId: question.userId, questionAuthorId: question.userId }
      : null;
  }
  const [answer] = await selectAnswer(ctx.db, id);
  if (!answer) return null;
  const [question] = await selectQuestion(ctx.db, answer.questionId);
  return { kind, id, questionId: answer.questionId, userId: answer.userId, questionAuthorId: question?.userId ?? 0 };
}

/** PUT review/pending/post: approves or rejects a held post, once. */
export async function settleQueuedPost(
  ctx: AppContext,
  input: { reviewId: number; verdict: "approve" | "reject" },
): Promise<void> {
  const user = requireStaff(ctx);
  const [item] = await selectReviewItem(ctx.db, input.reviewId);
  if (!item || (item.objectType !== "question" && item.objectType !== "answer")) {
    throw notFound("error.review.not_found");
  }
  const post = await heldPost(ctx, item.objectType, item.objectId);
  if (!post) throw notFound("error.review.not_found");
  const now = ctx.now();
  const status = input.verdict === "approve" ? ReviewItemStatus.approved : ReviewItemStatus.rejected;
  const [claimed] = await settleReviewItemStatement(ctx.db, item.id, { status, userId: user.id, at: now });
  if (!claimed) throw new AppError(409, "review.already_handled");
  try {
    await runStatements(
      ctx.db,
      input.verdict === "approve" ? approvePostStatements(ctx.db, post) : rejectPostStatements(ctx.db, post),
    );
  } catch (error) {
    await runStatements(ctx.db, [reopenReviewItemStatement(ctx.db, item.id)]);
    throw error;
  }
  await refreshReviewCounts(ctx.env);
  if (input.verdict === "reject") return;
  // announced as if just posted: followers, the search index, badges
  if (post.kind === "question") {
    const tagIds = (await selectQuestionTagIds(ctx.db, post.id)).map((row) => row.tagId);
    await ctx.emit(newEvent({ type: "question.created", questionId: post.id, userId: post.userId, tagIds, at: now }));
  } else {
    await ctx.emit(
      newEvent({
        type: "answer.created",
        answerId: post.id,
        questionId: post.questionId,
        userId: post.userId,
        questionAuthorId: post.questionAuthorId,
        at: now,
      }),
    );
  }
}
