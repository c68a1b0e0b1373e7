// The API's shapes of a member's profile lists (SPEC §7 personal/rank/page, personal/collection/page): ids as
// strings, "0" where there is none.
import { urlTitle } from "~/lib/permalink";
import type { BookmarkEntry, ReputationEntry } from "~/lib/views/personal";
import { formatObjectId, objectIdOfType, optionalObjectId } from "~/lib/object-ids";

export function toReputationEntry(entry: ReputationEntry) {
  return {
    object_id: objectIdOfType(entry.objectType, entry.objectId),
    object_type: entry.objectType,
    question_id: optionalObjectId("question", entry.questionId),
    answer_id: optionalObjectId("answer", entry.answerId),
    title: entry.title,
    url_title: entry.title ? urlTitle(entry.title) : "",
    rank_type: entry.reason,
    reputation: entry.delta,
    created_at: entry.createdAt,
  };
}

export function toBookmarkEntry(entry: BookmarkEntry) {
  return {
    object_type: entry.objectType,
    object_id: formatObjectId(entry.objectType, entry.objectId),
    question_id: optionalObjectId("question", entry.questionId),
    answer_id: optionalObjectId("answer", entry.answerId),
    title: entry.title,
    url_title: urlTitle(entry.title),
    excerpt: entry.excerpt,
    vote_count: entry.voteCount,
    answer_count: entry.answerCount,
    view_count: entry.viewCount,
    accepted: entry.accepted,
    tags: entry.tags.map((tag) => ({ slug_name: tag.slugName, display_name: tag.displayName })),
    bookmarked_at: entry.bookmarkedAt,
  };
}
