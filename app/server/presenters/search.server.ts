// The API's shape of a search result (SPEC §3 search result): the post with its typed ids, the excerpt as plain text
// and, for clients that mark the matched terms, as HTML that escapes the post's text and adds only <em>.
import { toUserSummary } from "./posts.server";
import { escapeHtml } from "~/lib/html";
import { formatObjectId } from "~/lib/object-ids";
import { statusName } from "~/lib/status";
import { excerptParts } from "~/lib/search-excerpt";
import type { SearchResult } from "~/lib/views/search";

export function toSearchResult(result: SearchResult) {
  return {
    object_type: result.objectType,
    object: {
      id: formatObjectId(result.objectType, result.id),
      question_id: formatObjectId("question", result.questionId),
      title: result.title,
      url_title: result.urlTitle,
      excerpt: result.excerpt,
      highlighted_excerpt: excerptParts(result.excerpt, result.highlights)
        .map((part) => (part.marked ? `<em>${escapeHtml(part.text)}</em>` : escapeHtml(part.text)))
        .join(""),
      status: statusName(result.status),
      tags: result.tags.map((tag) => ({ slug_name: tag.slugName, display_name: tag.displayName })),
      vote_count: result.voteCount,
      answer_count: result.answerCount,
      accepted: result.accepted,
      created_at: result.createdAt,
      user_info: toUserSummary(result.author),
    },
  };
}
