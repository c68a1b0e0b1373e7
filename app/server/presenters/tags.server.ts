// The API's shapes of tags (SPEC §3 Tag; ids as strings; the description is the original text again).
import type { Tag, TagSynonym } from "~/lib/views/tags";

export function toTagInfo(tag: Tag) {
  return {
    tag_id: String(tag.id),
    slug_name: tag.slugName,
    display_name: tag.displayName,
    excerpt: tag.excerpt,
    original_text: tag.originalText,
    parsed_text: tag.parsedText,
    description: tag.originalText,
    status: tag.status,
    main_tag_slug_name: tag.mainSlugName,
    is_follower: tag.followed,
    question_count: tag.questionCount,
    follow_count: tag.followCount,
    reserved: tag.reserved,
    recommend: tag.recommended,
    created_at: tag.createdAt,
    updated_at: tag.updatedAt,
  };
}

export function toSynonym(tag: TagSynonym) {
  return { tag_id: String(tag.id), slug_name: tag.slugName, display_name: tag.displayName };
}
