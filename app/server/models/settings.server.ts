// Site settings: one JSON row per group, merged over the defaults.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { readTemplate } from "../db/templates.server";
import { siteSettings } from "../db/schema";
import type { SettingsGroup, SiteSettings } from "~/schemas/settings";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

const settingsRows = readTemplate((db) =>
  db.select({ name: siteSettings.name, value: siteSettings.value }).from(siteSettings),
);

export function selectSettingsRows(db: Db) {
  return settingsRows(db, {});
}

/** The rows last merged and their result: settings rarely change, and merging costs every request (issue #4). */
let lastMerged: { key: string; settings: SiteSettings } | null = null;

/** The site's settings: each group's stored values over its defaults. The result is frozen, shared by requests. */
export function mergeSettings(rows: { name: string; value: string }[]): SiteSettings {
  const key = rows.map((row) => `${row.name}\u0000${row.value}`).join("\u0001");
  if (lastMerged?.key === key) return lastMerged.settings;
  const settings = deepFreeze(mergeRows(rows));
  lastMerged = { key, settings };
  return settings;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function mergeRows(rows: { name: string; value: string }[]): SiteSettings {
  const settings = structuredClone(DEFAULT_SETTINGS) as Record<string, unknown>;
  for (const row of rows) {
    if (!(row.name in settings)) continue;
    try {
      settings[row.name] = { ...(settings[row.name] as object), ...(JSON.parse(row.value) as object) };
    } catch {
      // a corrupt row falls back to the defaults of its group rather than breaking every page
    }
  }
  return settings as SiteSettings;
}

export function upsertSettingsGroup(db: Db, group: SettingsGroup, value: object) {
  const json = JSON.stringify(value);
  return db
    .insert(siteSettings)
    .values({ name: group, value: json })
    .onConflictDoUpdate({ target: siteSettings.name, set: { value: json, updatedAt: sql`(unixepoch())` } });
}
