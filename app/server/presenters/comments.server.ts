// The API's shape of a comment (SPEC §3 Comment field names; ids as strings, times as Unix seconds).
import type { AppContext } from "../context.server";
import { toUserSummary } from "./posts.server";
import type { CommentView } from "~/lib/views/comments";
import { formatObjectId, optionalObjectId } from "~/lib/object-ids";
import { userStatusName } from "~/lib/status";

/** GET comment/page, POST and PUT comment: one comment with its author and the member's actions. */
export function toCommentInfo(ctx: AppContext, comment: CommentView) {
  const author = toUserSummary(comment.author)!;
  return {
    comment_id: formatObjectId("comment", comment.id),
    object_id: formatObjectId(comment.objectType, comment.objectId),
    object_type: comment.objectType,
    user_id: author.id,
    username: author.username,
    user_display_name: author.display_name,
    user_status: author.status,
    user_avatar: author.avatar,
    reply_comment_id: optionalObjectId("comment", comment.replyCommentId),
    reply_user_display_name: comment.replyUserDisplayName,
    reply_user_id: optionalObjectId("user", comment.replyUserId, ""),
    reply_username: comment.replyUsername,
    reply_user_status: comment.replyUserId ? userStatusName(comment.replyUserStatus) : "",
    created_at: comment.createdAt,
    original_text: comment.originalText,
    parsed_text: comment.parsedText,
    vote_count: comment.voteCount,
    is_vote: comment.voted,
    member_actions: comment.actions.map((action) => ({
      action,
      name: ctx.t(`comment.${action}`),
      type: action === "delete" ? "confirm" : "",
    })),
  };
}

/** A page of a post's comments. */
export function toCommentPage(ctx: AppContext, page: { count: number; list: CommentView[] }) {
  return { count: page.count, list: page.list.map((comment) => toCommentInfo(ctx, comment)) };
}
