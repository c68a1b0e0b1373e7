// Comments (SPEC §7): GET comment/page, POST comment, PUT comment, DELETE comment.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import { CommentDeleteSchema, CommentEditSchema, CommentPageQuerySchema, CommentSchema } from "~/schemas/comment";
import { toCommentInfo, toCommentPage } from "~/server/presenters/comments.server";
import { addComment, commentPage, deleteComment, editComment } from "~/server/services/comments.server";

export const commentRoutes = new Hono<ApiEnv>()
  .get("/comment/page", async (c) => {
    const app = c.get("app");
    const query = queryParams(c, CommentPageQuerySchema);
    const page = await commentPage(app, {
      objectType: query.object_type,
      objectId: query.object_id,
      page: query.page,
      pageSize: query.page_size,
      commentId: query.comment_id,
    });
    return ok(c, toCommentPage(app, page));
  })
  .post("/comment", async (c) => {
    const app = c.get("app");
    const input = await jsonBody(c, CommentSchema);
    const comment = await addComment(app, {
      objectType: input.object_type,
      objectId: input.object_id,
      text: input.original_text,
      replyCommentId: input.reply_comment_id || undefined,
      mentions: input.mention_username_list,
    });
    return ok(c, toCommentInfo(app, comment));
  })
  .put("/comment", async (c) => {
    const app = c.get("app");
    const { comment_id, original_text } = await jsonBody(c, CommentEditSchema);
    return ok(c, toCommentInfo(app, await editComment(app, { commentId: comment_id, text: original_text })));
  })
  .delete("/comment", async (c) => {
    const { comment_id } = await jsonBody(c, CommentDeleteSchema);
    await deleteComment(c.get("app"), comment_id);
    return ok(c);
  });
