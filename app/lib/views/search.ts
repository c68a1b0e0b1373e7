// Search results as pages show them (SPEC §3 search result): the post, an excerpt around its first match with the
// matched terms' places, its question's tags and its author.
import type { TagSummary, UserSummary } from "./questions";
import type { Tag } from "./tags";

/** Where the matched terms are in an excerpt: [start, end) offsets in its characters. */
export type Highlight = [number, number];

export type SearchResult = {
  objectType: "question" | "answer";
  id: number;
  questionId: number;
  title: string;
  /** the question's URL segment, "" until one is made */
  urlTitle: string;
  excerpt: string;
  highlights: Highlight[];
  status: number;
  tags: TagSummary[];
  voteCount: number;
  answerCount: number;
  accepted: boolean;
  createdAt: number;
  author: UserSummary;
};

/** A page of results, and the tag when the query is that tag alone (`[劳动法]`). */
export type SearchPage = { count: number; list: SearchResult[]; tag: Tag | null };
