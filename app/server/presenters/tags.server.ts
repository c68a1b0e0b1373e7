// The API's shapes of tags (SPEC §3 Tag; ids as strings; the description is the original text again).
import type { AppContext } from "../context.server";
import type { Tag, TagAction, TagSynonym } from "~/lib/views/tags";
import { formatObjectId } from "~/lib/object-ids";
import { statusName } from "~/lib/status";

export function toTagInfo(tag: Tag) {
  return {
    tag_id: formatObjectId("tag", tag.id),
    slug_name: tag.slugName,
    display_name: tag.displayName,
    excerpt: tag.excerpt,
    original_text: tag.originalText,
    parsed_text: tag.parsedText,
    description: tag.originalText,
    status: statusName(tag.status),
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
  return { tag_id: formatObjectId("tag", tag.id), slug_name: tag.slugName, display_name: tag.displayName };
}

/** A tag's member_actions: each action with its name and whether the page asks to confirm it. */
export function toTagActions(ctx: AppContext, actions: TagAction[]) {
  return actions.map((action) => ({
    action,
    name: ctx.t(`tag.${action}`),
    type: action === "delete" || action === "undelete" ? "confirm" : "",
  }));
}

/** question/tags: a tag whose name starts with what is being typed. */
export function toTagSuggestion(row: {
  slugName: string;
  displayName: string;
  recommend: boolean;
  reserved: boolean;
  questionCount: number;
}) {
  return {
    slug_name: row.slugName,
    display_name: row.displayName,
    recommend: row.recommend,
    reserved: row.reserved,
    question_count: row.questionCount,
  };
}
