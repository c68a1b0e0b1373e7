// The versions the edge cache keys anonymous pages by (schema.ts contentVersions; bumped by triggers on write).
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { readTemplate, slots, slotValues } from "../db/templates.server";
import { contentVersions } from "../db/schema";

const versionsOf = readTemplate((db, count: number) =>
  db
    .select({ key: contentVersions.key, version: contentVersions.version })
    .from(contentVersions)
    .where(inArray(contentVersions.key, slots("key", count))),
);

export function selectContentVersions(db: Db, keys: string[]) {
  return versionsOf(db, slotValues("key", keys), keys.length);
}

/** The versions as one key segment, in the order the keys were asked for; a key never written is version 0. */
export function versionTag(keys: string[], rows: { key: string; version: number }[]): string {
  const versions = new Map(rows.map((row) => [row.key, row.version]));
  return keys.map((key) => `${key}.${versions.get(key) ?? 0}`).join("-");
}
