// Comments on questions and answers (SPEC §3, §4, §7; REFERENCE.md): members add them (privilege comment.add), reply
// to one (flat, naming the member replied to), mention others by @username; the author edits within 5 minutes, the
// author or staff delete. Each new comment is one event, which carries the members to notify.
import type { AppContext, CurrentUser } from "../context.server";
import { AppError, badRequest, forbidden, notFound } from "../errors.server";
import { newEvent } from "../events.server";
import { renderMarkdown } from "../markdown.server";
import {
  deleteCommentStatement,
  insertComment,
  selectComment,
  selectCommentPage,
  selectShownComment,
  selectCommentRow,
  selectUsersByUsername,
  updateCommentText,
  type CommentObjectType,
  type CommentRow,
  type CommentWithAuthor,
} from "../models/comments.server";
import { isStaff } from "./guards.server";
import { requirePrivilege } from "./permissions.server";
import { openPost } from "./post-targets.server";
import { throttle } from "./throttle.server";
import { COMMENT_EDIT_SECONDS, COMMENTS_PAGE_SIZE, COMMENTS_PER_HOUR, MENTIONS_MAX } from "~/lib/limits";
import { PostStatus } from "~/lib/status";
import type { CommentAction, CommentView } from "~/lib/views/comments";

/**
 * What the member may do with a comment: report (anybody else's), edit (its author within 5 minutes, or staff),
 * delete (author or staff).
 */
export function commentActions(
  user: CurrentUser | null,
  comment: Pick<CommentRow, "userId" | "createdAt">,
  now: number,
): CommentAction[] {
  if (!user) return [];
  const staff = isStaff(user);
  const own = user.id === comment.userId;
  const actions: CommentAction[] = [];
  if (!own) actions.push("report");
  if (staff || (own && now - comment.createdAt <= COMMENT_EDIT_SECONDS)) actions.push("edit");
  if (staff || own) actions.push("delete");
  return actions;
}

/** The @usernames a text mentions (letters, digits, dots, dashes and underscores, as usernames are made of). */
export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?:^|[^\w@.])@([a-z0-9._-]{1,30})/gi)) names.add(match[1]!.toLowerCase());
  return [...names];
}

/** A comment as the pages show it, with what the member may do with it (the API's shape is its presenter's). */
export function toCommentView(ctx: AppContext, comment: CommentWithAuthor): CommentView {
  return {
    id: comment.id,
    objectType: comment.objectType,
    objectId: comment.objectId,
    author: comment.author,
    replyCommentId: comment.replyCommentId,
    replyUserDisplayName: comment.replyUserDisplayName ?? "",
    replyUsername: comment.replyUsername ?? "",
    replyUserId: comment.replyUserId ?? 0,
    replyUserStatus: comment.replyUserStatus ?? 0,
    createdAt: comment.createdAt,
    originalText: comment.originalText,
    parsedText: comment.parsedText,
    voteCount: comment.voteCount,
    voted: comment.voted === 1,
    actions: commentActions(ctx.user, { userId: comment.userId, createdAt: comment.createdAt }, ctx.now()),
  };
}

/** A page of a post's comments, oldest first (GET comment/page). */
export async function commentPage(
  ctx: AppContext,
  input: { objectType: CommentObjectType; objectId: number; page?: number; pageSize?: number; commentId?: number },
): Promise<{ count: number; list: CommentView[] }> {
  await openPost(ctx, input.objectType, input.objectId);
  const pageSize = input.pageSize ?? COMMENTS_PAGE_SIZE;
  const viewer = ctx.user?.id ?? 0;
  const { list, total } = selectCommentPage(ctx.db, input, viewer, {
    limit: pageSize,
    offset: ((input.page ?? 1) - 1) * pageSize,
  });
  // the comment asked for by id is read only when one is
  const [rows, [counted], named = []] = input.commentId
    ? await ctx.db.batch([list, total, selectShownComment(ctx.db, input.commentId, viewer)])
    : await ctx.db.batch([list, total]);
  // the comment asked for by id joins the page when it is this post's and not already on it
  const [extra] = named.filter(
    (row) =>
      row.objectType === input.objectType &&
      row.objectId === input.objectId &&
      !rows.some((onPage) => onPage.id === row.id),
  );
  const shown = extra ? [...rows, extra] : rows;
  return { count: counted?.total ?? 0, list: shown.map((row) => toCommentView(ctx, row)) };
}

/** Adds a comment to an open post; answers it as shown. */
export async function addComment(
  ctx: AppContext,
  input: {
    objectType: CommentObjectType;
    objectId: number;
    text: string;
    replyCommentId?: number;
    mentions?: string[];
  },
): Promise<CommentView> {
  const user = requirePrivilege(ctx, "comment.add");
  const post = await openPost(ctx, input.objectType, input.objectId);
  let replyUserId = 0;
  if (input.replyCommentId) {
    const [replied] = await selectCommentRow(ctx.db, input.replyCommentId);
    const samePost = replied?.objectType === input.objectType && replied.objectId === input.objectId;
    if (!replied || !samePost || replied.status !== PostStatus.normal) {
      throw badRequest("error.comment.reply_invalid");
    }
    replyUserId = replied.userId;
  }
  await throttle(ctx, `comment:user:${user.id}`, COMMENTS_PER_HOUR, 3600);
  const usernames = [
    ...new Set([...mentionedUsernames(input.text), ...(input.mentions ?? []).map((n) => n.toLowerCase())]),
  ];
  const [parsedText, mentioned] = await Promise.all([
    renderMarkdown(input.text),
    selectUsersByUsername(ctx.db, usernames.slice(0, MENTIONS_MAX)),
  ]);
  const now = ctx.now();
  const [inserted] = await insertComment(ctx.db, {
    objectType: input.objectType,
    objectId: input.objectId,
    questionId: post.questionId,
    userId: user.id,
    replyCommentId: input.replyCommentId ?? 0,
    replyUserId,
    originalText: input.text,
    parsedText,
    now,
  });
  const commentId = inserted!.id;
  await ctx.emit(
    newEvent({
      type: "comment.created",
      commentId,
      objectType: input.objectType,
      objectId: input.objectId,
      questionId: post.questionId,
      userId: user.id,
      postAuthorId: post.authorId,
      replyUserId,
      mentionedUserIds: mentioned.map((member) => member.id).filter((id) => id !== user.id),
      at: now,
    }),
  );
  const [view] = await selectComment(ctx.db, commentId, user.id);
  return toCommentView(ctx, view!);
}

/** The comment a member acts on: a shown one, else not found. */
async function shownComment(ctx: AppContext, commentId: number): Promise<CommentRow> {
  const [comment] = await selectCommentRow(ctx.db, commentId);
  if (!comment || comment.status !== PostStatus.normal) throw notFound("error.comment.not_found");
  return comment;
}

/** Changes a comment's text (its author within 5 minutes, or staff); answers it as shown. */
export async function editComment(ctx: AppContext, input: { commentId: number; text: string }): Promise<CommentView> {
  const user = requirePrivilege(ctx, "comment.add");
  const comment = await shownComment(ctx, input.commentId);
  if (!commentActions(user, comment, ctx.now()).includes("edit")) {
    throw comment.userId === user.id ? new AppError(403, "error.comment.edit_expired") : forbidden();
  }
  await updateCommentText(
    ctx.db,
    comment.id,
    { originalText: input.text, parsedText: await renderMarkdown(input.text) },
    ctx.now(),
  );
  const [view] = await selectComment(ctx.db, comment.id, user.id);
  return toCommentView(ctx, view!);
}

/** Deletes a comment; answers the post it was on. */
export async function deleteComment(
  ctx: AppContext,
  commentId: number,
): Promise<{ objectType: CommentObjectType; objectId: number }> {
  const user = requirePrivilege(ctx, "comment.add");
  const comment = await shownComment(ctx, commentId);
  if (!commentActions(user, comment, ctx.now()).includes("delete")) throw forbidden();
  await deleteCommentStatement(ctx.db, comment.id, ctx.now());
  return { objectType: comment.objectType as CommentObjectType, objectId: comment.objectId };
}
