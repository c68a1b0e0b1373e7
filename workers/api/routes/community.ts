// Bookmarks, follows and reactions (SPEC §7): POST collection/switch → {object_collection_count}; POST follow →
// {follows, is_followed}; GET and PUT meta/reaction → {reaction_summary}; POST share {object_type, object_id} when a
// member copies a post's share link (this project's addition, for the First Share badge).
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import { BookmarkSchema, FollowSchema, ReactionQuerySchema, ReactionSchema, ShareSchema } from "~/schemas/community";
import { switchBookmark } from "~/server/services/bookmarks.server";
import { follow } from "~/server/services/follows.server";
import { recordShare } from "~/server/services/shares.server";
import { react, reactionsOf } from "~/server/services/reactions.server";
import { toReactionSummary } from "~/server/presenters/reactions.server";

export const communityRoutes = new Hono<ApiEnv>()
  .post("/collection/switch", async (c) => {
    const { object_id, object_type, bookmark } = await jsonBody(c, BookmarkSchema);
    return ok(
      c,
      await switchBookmark(c.get("app"), { objectType: object_type, objectId: object_id, bookmarked: bookmark }),
    );
  })
  .post("/follow", async (c) => {
    const { object_id, object_type, is_cancel } = await jsonBody(c, FollowSchema);
    return ok(c, await follow(c.get("app"), { objectType: object_type, objectId: object_id, following: !is_cancel }));
  })
  .get("/meta/reaction", async (c) => {
    const { object_id, object_type } = queryParams(c, ReactionQuerySchema);
    const app = c.get("app");
    return ok(c, toReactionSummary(app, await reactionsOf(app, object_type, object_id)));
  })
  .put("/meta/reaction", async (c) => {
    const { object_id, object_type, emoji, reaction } = await jsonBody(c, ReactionSchema);
    const app = c.get("app");
    const summaries = await react(app, {
      objectType: object_type,
      objectId: object_id,
      emoji,
      active: reaction === "activate",
    });
    return ok(c, toReactionSummary(app, summaries));
  })
  .post("/share", async (c) => {
    const { object_id, object_type } = await jsonBody(c, ShareSchema);
    await recordShare(c.get("app"), { objectType: object_type, objectId: object_id });
    return ok(c);
  });
