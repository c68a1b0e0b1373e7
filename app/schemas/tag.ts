// Tag payloads (SPEC §5, §7): GET tags/page, tag, tag/synonyms; POST/PUT/DELETE tag, POST tag/recover; PUT
// follow/tags; and the create and edit pages. Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { idOf } from "./ids";
import { TAG_NAME, page, pageSize } from "./question";
import { EDIT_SUMMARY_MAX, TAG_DESCRIPTION_MAX, TAG_NAME_MAX, TAGS_PAGE_SIZE } from "~/lib/limits";

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
    id: v.optional(idOf("tag")),
  }),
  v.check((query) => Boolean(query.name || query.id), "validation.invalid"),
);

export const TagIdQuerySchema = v.object({
  tag_id: idOf("tag"),
});

export const FollowTagsSchema = v.object({
  slug_name_list: v.pipe(v.array(tagName, "validation.invalid"), v.maxLength(100, "validation.invalid")),
});

const displayName = v.pipe(
  v.string("tag.display_name.empty"),
  v.trim(),
  v.nonEmpty("tag.display_name.empty"),
  v.maxLength(TAG_NAME_MAX, "tag.display_name.too_long"),
);
const slugName = v.pipe(
  v.string("tag.slug_name.empty"),
  v.trim(),
  v.nonEmpty("tag.slug_name.empty"),
  v.maxLength(TAG_NAME_MAX, "tag.slug_name.too_long"),
  // the same names tags get when a question names a new one (app/schemas/question.ts)
  v.regex(TAG_NAME, "tag.slug_name.invalid"),
  v.toLowerCase(),
);
const description = v.pipe(
  v.string("validation.invalid"),
  v.trim(),
  v.maxLength(TAG_DESCRIPTION_MAX, "tag.description.too_long"),
);
/** On the create and edit pages the description is required (SPEC §5: 请输入描述); in the API it may be empty. */
const requiredDescription = v.pipe(
  v.string("tag.description.empty"),
  v.trim(),
  v.nonEmpty("tag.description.empty"),
  v.maxLength(TAG_DESCRIPTION_MAX, "tag.description.too_long"),
);
const tagId = idOf("tag");

export const TagCreateSchema = v.object({
  display_name: displayName,
  slug_name: slugName,
  original_text: v.optional(description, ""),
});

export const TagCreateFormSchema = v.object({
  display_name: displayName,
  slug_name: slugName,
  original_text: requiredDescription,
});

export const TagUpdateSchema = v.object({
  tag_id: tagId,
  display_name: displayName,
  slug_name: slugName,
  original_text: v.optional(description, ""),
  // no default: conform reads a default as "required" (an empty field arrives as missing)
  edit_summary: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(EDIT_SUMMARY_MAX, "question.edit_summary.too_long")),
  ),
});

export const TagUpdateFormSchema = v.object({
  ...TagUpdateSchema.entries,
  original_text: requiredDescription,
});

export const TagIdSchema = v.object({ tag_id: tagId });

/** POST tag/merge: the tag that goes, and the tag it becomes. */
export const TagMergeSchema = v.object({ source_tag_id: tagId, target_tag_id: tagId });

/** The delete and undelete buttons of a tag's info page. */
export const TagActionFormSchema = v.object({
  intent: v.picklist(["delete", "undelete"], "validation.invalid"),
  tag_id: tagId,
});

export const TagSynonymsSchema = v.object({
  tag_id: tagId,
  synonym_tag_list: v.pipe(
    v.array(v.object({ slug_name: slugName }), "validation.invalid"),
    v.maxLength(50, "validation.invalid"),
  ),
});

/** The synonyms form of a tag's info page: slugs separated by commas or spaces. */
export const TagSynonymsFormSchema = v.object({
  intent: v.literal("synonyms", "validation.invalid"),
  tag_id: tagId,
  synonyms: v.optional(
    v.pipe(
      v.string("validation.invalid"),
      v.maxLength(2000, "validation.invalid"),
      v.transform((text) => text.split(/[\s,，]+/).filter(Boolean)),
    ),
  ),
});
