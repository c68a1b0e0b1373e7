// Tag payloads (SPEC §7): GET tags/page, tag, tag/synonyms, tags; PUT follow/tags. Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { page, pageSize } from "./question";
import { TAG_NAME_MAX, TAGS_PAGE_SIZE } from "~/lib/limits";

const tagName = v.pipe(v.string("validation.invalid"), v.trim(), v.maxLength(TAG_NAME_MAX, "question.tags.too_long"));

export const TagPageQuerySchema = v.object({
  page,
  page_size: pageSize(TAGS_PAGE_SIZE * 5),
  /** a filter on names */
  slug_name: v.optional(tagName, ""),
  query_cond: v.optional(v.picklist(["popular", "name", "newest"], "validation.order"), "popular"),
});

export const TagQuerySchema = v.pipe(
  v.object({
    name: v.optional(tagName),
    id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, "validation.invalid"), v.transform(Number))),
  }),
  v.check((query) => Boolean(query.name || query.id), "validation.invalid"),
);

export const TagIdQuerySchema = v.object({
  tag_id: v.pipe(v.string("validation.invalid"), v.regex(/^\d{1,15}$/, "validation.invalid"), v.transform(Number)),
});

export const FollowTagsSchema = v.object({
  slug_name_list: v.pipe(v.array(tagName, "validation.invalid"), v.maxLength(100, "validation.invalid")),
});
