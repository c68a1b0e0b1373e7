// Comment payloads (SPEC §3, §7): POST/PUT/DELETE comment and GET comment/page, and the page forms that do the same
// without JavaScript. Field names are the API's; messages are locale keys.
import * as v from "valibot";
import "./messages";
import { idOf, postEntries, resolvePost } from "./ids";
import { page, pageSize } from "./question";
import { COMMENT_MAX, COMMENT_MIN, COMMENTS_PAGE_SIZE_MAX, MENTIONS_MAX } from "~/lib/limits";

const commentId = idOf("comment");

/** Comments are on questions and answers: a typed id or a type names the post. */
const COMMENTED = ["question", "answer"] as const;
const post = postEntries(COMMENTED);

export const commentText = v.pipe(
  v.string("comment.content.empty"),
  v.trim(),
  v.nonEmpty("comment.content.empty"),
  v.minLength(COMMENT_MIN, "comment.content.too_short"),
  v.maxLength(COMMENT_MAX, "comment.content.too_long"),
);

/** A reply names the comment it answers; "0" or nothing means none. */
const replyTo = v.optional(v.union([v.literal(""), commentId], "validation.invalid"));

export const CommentSchema = v.pipe(
  v.object({
    ...post,
    original_text: commentText,
    mention_username_list: v.optional(
      v.pipe(
        v.array(v.string("validation.invalid"), "validation.invalid"),
        v.maxLength(MENTIONS_MAX, "validation.invalid"),
      ),
    ),
    reply_comment_id: replyTo,
  }),
  v.rawTransform(resolvePost(COMMENTED)),
);

export const CommentEditSchema = v.object({ comment_id: commentId, original_text: commentText });
export const CommentDeleteSchema = v.object({ comment_id: commentId });

export const CommentPageQuerySchema = v.pipe(
  // comment_id: a comment to show even when it is not on the page (a notification's link names it)
  v.object({ ...post, page, page_size: pageSize(COMMENTS_PAGE_SIZE_MAX), comment_id: v.optional(commentId) }),
  v.rawTransform(resolvePost(COMMENTED)),
);

/** The comment box under a post, and its reply form. */
export const CommentFormSchema = v.pipe(
  v.object({
    intent: v.literal("comment", "validation.invalid"),
    ...post,
    original_text: commentText,
    reply_comment_id: replyTo,
  }),
  v.rawTransform(resolvePost(COMMENTED)),
);

export const CommentEditFormSchema = v.object({
  intent: v.literal("edit_comment", "validation.invalid"),
  comment_id: commentId,
  original_text: commentText,
});

export const CommentDeleteFormSchema = v.object({
  intent: v.literal("delete_comment", "validation.invalid"),
  comment_id: commentId,
});
