// What this isolate read from D1 for anonymous requests in the last second: the settings rows and content versions.
// Under load most requests are anonymous reads of cached pages; with these at hand such a request makes no D1 round
// trip at all. A second bounds how stale another isolate can be after a write; a write through this isolate forgets
// everything at once, so its own next reads are fresh. Members always read D1 (their session must be checked anyway).

const FRESH_MS = 1000;

type SettingsRow = { name: string; value: string };
type VersionRow = { key: string; version: number };

let settings: { rows: SettingsRow[]; at: number } | null = null;
const versions = new Map<string, { version: number | null; at: number }>();

/** The settings rows and the versions of `keys`, if all were read within the last second. */
export function recentReads(
  keys: string[],
  now = Date.now(),
): { settings: SettingsRow[]; versions: VersionRow[] } | null {
  if (!settings || now - settings.at > FRESH_MS) return null;
  const rows: VersionRow[] = [];
  for (const key of keys) {
    const entry = versions.get(key);
    if (!entry || now - entry.at > FRESH_MS) return null;
    if (entry.version !== null) rows.push({ key, version: entry.version });
  }
  return { settings: settings.rows, versions: rows };
}

export function rememberReads(
  keys: string[],
  settingsRows: SettingsRow[],
  versionRows: VersionRow[],
  now = Date.now(),
) {
  settings = { rows: settingsRows, at: now };
  const found = new Map(versionRows.map((row) => [row.key, row.version]));
  // a key without a row is remembered too: it has never been written
  for (const key of keys) versions.set(key, { version: found.get(key) ?? null, at: now });
  if (versions.size > 10_000) versions.clear();
}

export function forgetRecentReads(): void {
  settings = null;
  versions.clear();
}
