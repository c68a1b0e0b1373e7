// Bookmarks and follows (SPEC §7): POST collection/switch → {object_collection_count}; POST follow →
// {follows, is_followed}.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody } from "../validate";
import { BookmarkSchema, FollowSchema } from "~/schemas/community";
import { switchBookmark } from "~/server/services/bookmarks.server";
import { follow } from "~/server/services/follows.server";

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
  });
