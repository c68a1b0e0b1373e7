// The excerpt of a search result: the post's plain text around its first match, with where each matched term is.
import { SEARCH_EXCERPT_LENGTH } from "./limits";
import type { Highlight } from "./views/search";

/** How much of the excerpt comes before the first match. */
const LEAD = 40;

/** An excerpt of `text` centred on the first of `terms` it holds (the start when none), and the terms' places in it. */
export function excerptAround(text: string, terms: string[]): { excerpt: string; highlights: Highlight[] } {
  const lower = text.toLowerCase();
  const wanted = [...new Set(terms.filter(Boolean))];
  const first = Math.min(...wanted.map((term) => lower.indexOf(term)).filter((index) => index >= 0));
  const start = Number.isFinite(first) ? Math.max(0, first - LEAD) : 0;
  const end = Math.min(text.length, start + SEARCH_EXCERPT_LENGTH);
  const prefix = start > 0 ? "…" : "";
  const excerpt = `${prefix}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
  const window = lower.slice(start, end);
  const ranges: Highlight[] = [];
  for (const term of wanted) {
    for (let at = window.indexOf(term); at >= 0; at = window.indexOf(term, at + term.length)) {
      ranges.push([at + prefix.length, at + prefix.length + term.length]);
    }
  }
  return { excerpt, highlights: mergeRanges(ranges) };
}

function mergeRanges(ranges: Highlight[]): Highlight[] {
  const merged: Highlight[] = [];
  for (const [from, to] of ranges.sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The parts of an excerpt, each marked or not: what a page renders, and what the API escapes. */
export function excerptParts(excerpt: string, highlights: Highlight[]): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [from, to] of highlights) {
    if (from > at) parts.push({ text: excerpt.slice(at, from), marked: false });
    parts.push({ text: excerpt.slice(from, to), marked: true });
    at = to;
  }
  if (at < excerpt.length) parts.push({ text: excerpt.slice(at), marked: false });
  return parts;
}
