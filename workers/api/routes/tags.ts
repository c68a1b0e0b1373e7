// Tags (SPEC §7): GET tags/page, tag, tag/synonyms, tags/following; POST/PUT/DELETE tag, POST tag/recover;
// PUT follow/tags; POST tag/merge.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import {
  FollowTagsSchema,
  TagCreateSchema,
  TagIdQuerySchema,
  TagIdSchema,
  TagMergeSchema,
  TagPageQuerySchema,
  TagQuerySchema,
  TagSynonymsSchema,
  TagUpdateSchema,
} from "~/schemas/tag";
import {
  createTag,
  deleteTag,
  mergeTags,
  setSynonyms,
  undeleteTag,
  updateTag,
} from "~/server/services/tag-edits.server";
import { followedTags, setFollowedTags, tagInfo, tagListPage } from "~/server/services/tags.server";
import { toSynonym, toTagActions, toTagInfo } from "~/server/presenters/tags.server";

export const tagRoutes = new Hono<ApiEnv>()
  .get("/tags/page", async (c) => {
    const query = queryParams(c, TagPageQuerySchema);
    const result = await tagListPage(c.get("app"), {
      order: query.query_cond,
      page: query.page ?? 1,
      pageSize: query.page_size,
      name: query.slug_name,
    });
    return ok(c, { count: result.count, list: result.list.map(toTagInfo) });
  })
  .get("/tag", async (c) => {
    const { name, id } = queryParams(c, TagQuerySchema);
    // a synonym answers itself, naming its main tag (main_tag_slug_name); a deleted tag answers with its status
    const app = c.get("app");
    const { found, synonyms, actions } = await tagInfo(app, name ? { slugName: name } : { id: id ?? 0 });
    const member_actions = toTagActions(app, actions);
    return ok(c, { ...toTagInfo(found.tag), synonyms: synonyms.map(toSynonym), member_actions });
  })
  .get("/tag/synonyms", async (c) => {
    const { tag_id } = queryParams(c, TagIdQuerySchema);
    const app = c.get("app");
    const { synonyms, synonymActions } = await tagInfo(app, { id: tag_id });
    return ok(c, { synonyms: synonyms.map(toSynonym), member_actions: toTagActions(app, synonymActions) });
  })
  .get("/tags/following", async (c) => ok(c, (await followedTags(c.get("app"))).map(toTagInfo)))
  .put("/follow/tags", async (c) => {
    const { slug_name_list } = await jsonBody(c, FollowTagsSchema);
    return ok(c, (await setFollowedTags(c.get("app"), slug_name_list)).map(toTagInfo));
  })
  .post("/tag/merge", async (c) => {
    const input = await jsonBody(c, TagMergeSchema);
    await mergeTags(c.get("app"), { sourceId: input.source_tag_id, targetId: input.target_tag_id });
    return ok(c);
  })
  .post("/tag", async (c) => {
    const input = await jsonBody(c, TagCreateSchema);
    const tag = await createTag(c.get("app"), {
      displayName: input.display_name,
      slugName: input.slug_name,
      originalText: input.original_text,
    });
    return ok(c, toTagInfo(tag));
  })
  .put("/tag", async (c) => {
    const input = await jsonBody(c, TagUpdateSchema);
    const result = await updateTag(c.get("app"), {
      tagId: input.tag_id,
      displayName: input.display_name,
      slugName: input.slug_name,
      originalText: input.original_text,
      editSummary: input.edit_summary ?? "",
    });
    return ok(c, { wait_for_review: result.waitForReview });
  })
  .delete("/tag", async (c) => {
    const { tag_id } = await jsonBody(c, TagIdSchema);
    await deleteTag(c.get("app"), tag_id);
    return ok(c);
  })
  .post("/tag/recover", async (c) => {
    const { tag_id } = await jsonBody(c, TagIdSchema);
    await undeleteTag(c.get("app"), tag_id);
    return ok(c);
  })
  .put("/tag/synonym", async (c) => {
    const { tag_id, synonym_tag_list } = await jsonBody(c, TagSynonymsSchema);
    const synonyms = await setSynonyms(c.get("app"), {
      tagId: tag_id,
      slugNames: synonym_tag_list.map((tag) => tag.slug_name),
    });
    return ok(c, { synonyms: synonyms.map(toSynonym) });
  });
