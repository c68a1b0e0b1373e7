// The header's search history (SPEC §3 search history entry, §9: 10 entries, newest first, de-duplicated), kept in
// the browser's localStorage: it never leaves the reader's device.
/** The header's search types (SPEC §2): a topic search, answers only, the tag list, or the members by name. */
export const HEADER_SEARCH_TYPES = ["question", "answer", "tag", "user"] as const;
export type HeaderSearchType = (typeof HEADER_SEARCH_TYPES)[number];

export type SearchHistoryEntry = { type: HeaderSearchType; value: string };

export const SEARCH_HISTORY_MAX = 10;
const KEY = "lvwen.search-history";

/** The list with `entry` first; the same search earlier drops out, and the list keeps at most ten. */
export function withEntry(list: SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  const value = entry.value.trim();
  if (!value) return list;
  const rest = list.filter((item) => item.type !== entry.type || item.value !== value);
  return [{ type: entry.type, value }, ...rest].slice(0, SEARCH_HISTORY_MAX);
}

export function withoutEntry(list: SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  return list.filter((item) => item.type !== entry.type || item.value !== entry.value);
}

/** The stored list; an unreadable or foreign value reads as empty. */
export function readSearchHistory(): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (item): item is SearchHistoryEntry =>
          typeof item === "object" && item !== null && typeof item.type === "string" && typeof item.value === "string",
      )
      .slice(0, SEARCH_HISTORY_MAX);
  } catch {
    return [];
  }
}

/** Keeps a search made in the header box (its type as the form sent it). */
export function rememberHeaderSearch(type: unknown, value: unknown): void {
  const known = HEADER_SEARCH_TYPES.find((name) => name === type) ?? "question";
  writeSearchHistory(withEntry(readSearchHistory(), { type: known, value: String(value ?? "") }));
}

export function writeSearchHistory(list: SearchHistoryEntry[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage full or refused (private windows): the history is a convenience
  }
}
