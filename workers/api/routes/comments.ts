// Comments (SPEC §7): GET comment/page, POST comment, PUT comment, DELETE comment.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import { CommentDeleteSchema, CommentEditSchema, CommentPageQuerySchema, CommentSchema } from "~/schemas/comment";
import { addComment, commentPage, deleteComment, editComment } from "~/server/services/comments.server";

export const commentRoutes = new Hono<ApiEnv>()
  .get("/comment/page", async (c) => {
    const query = queryParams(c, CommentPageQuerySchema);
    return ok(
      c,
      await commentPage(c.get("app"), {
        objectType: query.object_type,
        objectId: query.object_id,
        page: query.page,
        pageSize: query.page_size,
      }),
    );
  })
  .post("/comment", async (c) => {
    const input = await jsonBody(c, CommentSchema);
    return ok(
      c,
      await addComment(c.get("app"), {
        objectType: input.object_type,
        objectId: input.object_id,
        text: input.original_text,
        replyCommentId: input.reply_comment_id || undefined,
        mentions: input.mention_username_list,
      }),
    );
  })
  .put("/comment", async (c) => {
    const { comment_id, original_text } = await jsonBody(c, CommentEditSchema);
    return ok(c, await editComment(c.get("app"), { commentId: comment_id, text: original_text }));
  })
  .delete("/comment", async (c) => {
    const { comment_id } = await jsonBody(c, CommentDeleteSchema);
    await deleteComment(c.get("app"), comment_id);
    return ok(c);
  });
