// Tags (SPEC §7): GET tags/page, tag, tag/synonyms, tags/following; PUT follow/tags.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import { FollowTagsSchema, TagIdQuerySchema, TagPageQuerySchema, TagQuerySchema } from "~/schemas/tag";
import { followedTags, setFollowedTags, tagInfo, tagListPage } from "~/server/services/tags.server";

export const tagRoutes = new Hono<ApiEnv>()
  .get("/tags/page", async (c) => {
    const query = queryParams(c, TagPageQuerySchema);
    const result = await tagListPage(c.get("app"), {
      order: query.query_cond,
      page: query.page ?? 1,
      pageSize: query.page_size,
      name: query.slug_name,
    });
    return ok(c, { count: result.count, list: result.list });
  })
  .get("/tag", async (c) => {
    const { name, id } = queryParams(c, TagQuerySchema);
    // a synonym answers itself, naming its main tag (main_tag_slug_name); a deleted tag answers with its status
    const { found, synonyms } = await tagInfo(c.get("app"), name ? { slugName: name } : { id: id ?? 0 });
    return ok(c, { ...found.tag, synonyms });
  })
  .get("/tag/synonyms", async (c) => {
    const { tag_id } = queryParams(c, TagIdQuerySchema);
    const { synonyms } = await tagInfo(c.get("app"), { id: tag_id });
    return ok(c, { synonyms, member_actions: [] });
  })
  .get("/tags/following", async (c) => ok(c, await followedTags(c.get("app"))))
  .put("/follow/tags", async (c) => {
    const { slug_name_list } = await jsonBody(c, FollowTagsSchema);
    return ok(c, await setFollowedTags(c.get("app"), slug_name_list));
  });
