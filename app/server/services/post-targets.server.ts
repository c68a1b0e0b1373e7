// The post a member acts on, checked the same way for votes, bookmarks and reactions: it exists and takes actions
// (open or closed, not deleted or pending), else the 404 that names what was not found.
import type { AppContext } from "../context.server";
import { notFound } from "../errors.server";
import { selectPostTarget, type PostType } from "../models/post-targets.server";

export const NOT_FOUND_REASONS = {
  question: "error.question.not_found",
  answer: "error.answer.not_found",
  comment: "error.comment.not_found",
} as const;

export async function openPost(ctx: AppContext, objectType: PostType, objectId: number) {
  const [target] = await selectPostTarget(ctx.db, objectType, objectId);
  if (!target || !target.open) throw notFound(NOT_FOUND_REASONS[objectType]);
  return target;
}
