// The search syntax of Apache Answer and Stack Overflow (REFERENCE.md): words (all must match), "exact phrase",
// -word, [tag], user:name and user:me, is:question, is:answer, score:N, answers:N, isaccepted:yes|no, inquestion:ID;
// and region:name (a question's jurisdiction, a province or city whose name starts so: region:深圳, region:广东).
// An operator that is unknown, or given a value it does not take, is searched as words.
import { normalizeSearchText } from "./search-text";

export type SearchQuery = {
  /** terms every result holds */
  words: string[];
  /** texts every result holds exactly as written */
  phrases: string[];
  /** terms no result holds */
  excluded: string[];
  /** tag slug names, each of which every result's question carries */
  tags: string[];
  /** the author's username, or "me" */
  user: string | null;
  kind: "question" | "answer" | null;
  /** at least this many votes */
  score: number | null;
  /** questions with at least this many answers */
  answers: number | null;
  /** answers that are (or are not) accepted */
  accepted: boolean | null;
  /** the question (its id as written) whose question and answers are searched */
  inQuestion: string | null;
  /** the start of the name of the province or city the question's jurisdiction names */
  region: string | null;
};

const TOKEN = /(-?)"([^"]*)"?|\[([^\]]*)\]?|(\S+)/g;
const INTEGER = /^-?\d{1,9}$/;

/** Reads a query; whatever it cannot read as syntax it keeps as words. */
export function parseSearchQuery(text: string): SearchQuery {
  const query: SearchQuery = {
    words: [],
    phrases: [],
    excluded: [],
    tags: [],
    user: null,
    kind: null,
    score: null,
    answers: null,
    accepted: null,
    inQuestion: null,
    region: null,
  };
  for (const match of normalizeSearchText(text).matchAll(TOKEN)) {
    const [, negated, phrase, tag, word] = match;
    if (phrase !== undefined) {
      const trimmed = phrase.trim();
      if (trimmed) (negated ? query.excluded : query.phrases).push(trimmed);
    } else if (tag !== undefined) {
      if (tag.trim()) query.tags.push(tag.trim());
    } else if (word !== undefined && !readOperator(query, word)) {
      if (word.startsWith("-") && word.length > 1) query.excluded.push(word.slice(1));
      else query.words.push(word);
    }
  }
  return query;
}

/** Applies `word` to the query when it is an operator with a value it takes; false when it is a plain word. */
function readOperator(query: SearchQuery, word: string): boolean {
  const colon = word.indexOf(":");
  if (colon <= 0) return false;
  const name = word.slice(0, colon);
  const value = word.slice(colon + 1);
  switch (name) {
    case "user":
      if (!value) return false;
      query.user = value;
      return true;
    case "is":
      if (value !== "question" && value !== "answer") return false;
      query.kind = value;
      return true;
    case "score":
    case "answers":
      if (!INTEGER.test(value)) return false;
      query[name] = Number(value);
      return true;
    case "isaccepted":
      if (value !== "yes" && value !== "no") return false;
      query.accepted = value === "yes";
      return true;
    case "inquestion":
      if (!/^\d{1,17}$/.test(value)) return false;
      query.inQuestion = value;
      return true;
    case "region":
      if (!value) return false;
      query.region = value;
      return true;
    default:
      return false;
  }
}

/** Whether a query asks for anything: a term, a phrase or a filter (a query of only exclusions finds nothing). */
export function searchesSomething(query: SearchQuery): boolean {
  return (
    query.words.length > 0 ||
    query.phrases.length > 0 ||
    query.tags.length > 0 ||
    query.user !== null ||
    query.kind !== null ||
    query.region !== null ||
    query.score !== null ||
    query.answers !== null ||
    query.accepted !== null ||
    query.inQuestion !== null
  );
}

/**
 * What the header's box asks for: a search (answers only with is:answer, a member's posts with user:) or the tag list
 * filtered by the name typed.
 */
export function headerSearch(type: string | null, text: string): { tags: string } | { q: string } {
  const typed = text.trim();
  if (type === "tag") return { tags: typed.replace(/^\[|\]$/g, "") };
  if (type === "answer" && typed) return { q: `is:answer ${typed}` };
  if (type === "user" && typed) return { q: `user:${typed.split(/\s+/)[0]}` };
  return { q: typed };
}
