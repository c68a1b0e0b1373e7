// Search (SPEC §2 search, §7 search; DESIGN.md decision 9): the query language read into an FTS5 match and filters,
// run against the index and the posts in one round; results are the posts the reader may see (SECURITY.md §4).
import type { AppContext } from "../context.server";
import type { SearchOrder, SearchRow } from "../models/search.server";
import { searchProvider } from "./search-provider.server";
import { searchedTag } from "./tags.server";
import { isStaff, requireMember } from "./guards.server";
import { plainText } from "~/lib/format";
import { Accepted } from "~/lib/status";
import { numberOf } from "~/schemas/ids";
import { parseSearchQuery, searchesSomething, type SearchQuery } from "~/lib/search-query";
import { excerptAround } from "~/lib/search-excerpt";
import { normalizeSearchText, searchRuns, termExpression } from "~/lib/search-text";
import type { SearchPage, SearchResult } from "~/lib/views/search";
import { regionsNamed } from "../regions.server";

export type SearchInput = { q: string; order: SearchOrder; page: number; size: number };

const NOTHING: SearchPage = { count: 0, list: [], tag: null };

/** The tag a query names and nothing else: its card goes above the results. */
function onlyTag(query: SearchQuery): string | null {
  const { tags, ...rest } = query;
  const more = Object.values(rest).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null));
  return tags.length === 1 && !more ? tags[0]! : null;
}

/** The FTS5 expression of `terms` joined by `joiner` (all must match, or any), or null when they name none. */
function expressionOf(terms: string[], joiner: "AND" | "OR"): string | null {
  const parts = terms.map(termExpression).filter((part): part is string => part !== null);
  return parts.length ? parts.join(` ${joiner} `) : null;
}

/** One page of what a query finds, in the order asked. */
export async function search(ctx: AppContext, input: SearchInput): Promise<SearchPage> {
  // guests search what guests may read; a member must be in good standing and have opened the community (SPEC §6)
  const user = ctx.user ? requireMember(ctx) : null;
  const query = parseSearchQuery(input.q);
  if (!searchesSomething(query)) return NOTHING;
  const username = query.user === "me" ? (user?.username ?? null) : query.user;
  if (query.user !== null && username === null) return NOTHING;

  const regions = query.region === null ? null : regionsNamed(query.region);
  if (regions && regions.provinces.length + regions.cities.length === 0) return NOTHING;
  const tagName = onlyTag(query);
  const searching = searchProvider().search(ctx.db, {
    match: expressionOf([...query.words, ...query.phrases], "AND"),
    // a result holding any excluded term is left out
    exclude: expressionOf(query.excluded, "OR"),
    phrases: query.phrases.map(normalizeSearchText),
    // a tag alone lists the tag's questions, as Stack Overflow's [tag] search does; is:answer asks for their answers
    kind: tagName !== null ? "question" : query.kind,
    tags: query.tags,
    username,
    score: query.score,
    answers: query.answers,
    accepted: query.accepted,
    inQuestion: query.inQuestion === null ? null : numberOf("question", query.inQuestion),
    regions,
    viewer: { userId: user?.id ?? 0, staff: isStaff(user) },
    order: input.order,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  const [{ count, rows }, tag] = await Promise.all([searching, tagName ? searchedTag(ctx, tagName) : null]);
  const terms = [...query.words, ...query.phrases].flatMap(searchRuns);
  return { count, list: rows.map((row) => toResult(row, terms)), tag };
}

function toResult(row: SearchRow, terms: string[]): SearchResult {
  const { excerpt, highlights } = excerptAround(plainText(row.text), terms);
  return {
    objectType: row.type,
    id: row.id,
    questionId: row.question_id,
    title: row.title,
    urlTitle: row.url_title,
    excerpt,
    highlights,
    status: row.status,
    tags: (JSON.parse(row.tags) as { slug_name: string; display_name: string }[]).map((tag) => ({
      slugName: tag.slug_name,
      displayName: tag.display_name,
    })),
    voteCount: row.vote_count,
    answerCount: row.answer_count,
    accepted: row.accepted === Accepted.yes,
    createdAt: row.created_at,
    author: {
      id: row.user_id,
      username: row.username,
      displayName: row.display_name,
      avatar: row.avatar,
      rank: row.user_rank,
      status: row.user_status,
      lawyer: row.user_lawyer === 1,
    },
  };
}
