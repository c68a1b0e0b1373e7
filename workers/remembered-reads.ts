// What this isolate last read of the request context: the settings (with the `site` version they were read at), the
// content versions, and the member behind each session token. Every request needs them before its page's own queries,
// so without this memory each page would make two round trips to D1.
//
// They are used in two ways (workers/load-context.ts):
// - read within the last second, by an anonymous GET: as they are, unchecked. Under load most requests are anonymous
//   reads of cached pages, and these make no round trip at all. A second bounds how stale another isolate can be after
//   a write; a write through this isolate makes everything it remembers a guess again, so its own next reads check.
// - otherwise, as a guess that the request checks in its first round trip (the check rides along with the page's own
//   batch). A wrong guess throws the response away and the request runs again from D1 (workers/app.ts).
import type { CurrentUser } from "~/server/context.server";

const FRESH_MS = 1000;
/** Entries kept at most, per map; beyond it the map starts again (memory, not correctness, is at stake). */
const MAX_ENTRIES = 10_000;

export type SettingsRow = { name: string; value: string };
export type VersionRow = { key: string; version: number };

let settings: { rows: SettingsRow[]; site: number | null; at: number } | null = null;
/** when this isolate last took a write: nothing read before it is fresh */
let lastWrite = 0;
const versions = new Map<string, { version: number | null; at: number }>();
/** by session token hash: the member it belonged to when last read (null: no live session) */
const members = new Map<string, { user: CurrentUser | null; at: number }>();

export interface Remembered {
  settings: SettingsRow[];
  /** the `site` version the settings were read at */
  site: number | null;
  /** the versions of the keys asked for, or null when one of them was never read here */
  versions: VersionRow[] | null;
  /** all of it read within the last second */
  fresh: boolean;
}

/** The settings and the versions of `keys` as this isolate last read them; null before it read the settings. */
export function remembered(keys: string[], now = Date.now()): Remembered | null {
  if (!settings) return null;
  const isFresh = (at: number) => at > lastWrite && now - at <= FRESH_MS;
  let fresh = isFresh(settings.at);
  let rows: VersionRow[] | null = [];
  for (const key of keys) {
    const entry = versions.get(key);
    if (!entry) {
      rows = null;
      fresh = false;
      break;
    }
    if (!isFresh(entry.at)) fresh = false;
    if (entry.version !== null) rows.push({ key, version: entry.version });
  }
  return { settings: settings.rows, site: settings.site, versions: rows, fresh };
}

/** The member this isolate last found behind a session token hash: undefined if it never looked. */
export function rememberedMember(tokenHash: string): CurrentUser | null | undefined {
  return members.get(tokenHash)?.user;
}

export function rememberSettings(rows: SettingsRow[], site: number | null, now = Date.now()): void {
  settings = { rows, site, at: now };
}

/** Versions as read now; a key without a row is remembered too (it has never been written). */
export function rememberVersions(keys: string[], rows: VersionRow[], now = Date.now()): void {
  if (versions.size + keys.length > MAX_ENTRIES) versions.clear();
  const found = new Map(rows.map((row) => [row.key, row.version]));
  for (const key of keys) versions.set(key, { version: found.get(key) ?? null, at: now });
}

export function rememberMember(tokenHash: string, user: CurrentUser | null, now = Date.now()): void {
  if (members.size >= MAX_ENTRIES) members.clear();
  members.set(tokenHash, { user, at: now });
}

/** The settings were read at another `site` version than the one found now: they are out of date. */
export function forgetSettings(): void {
  settings = null;
}

/** A write through this isolate: whatever it changed, the next reads check what they remember. */
export function noteWrite(now = Date.now()): void {
  lastWrite = now;
}
