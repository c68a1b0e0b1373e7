// Reads of tags that posts need. The tag pages and tag editing arrive with the community issue (#5).
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { tags } from "../db/schema";

export type TagRow = typeof tags.$inferSelect;

/** Tags by slug name, whatever their status (the service decides what a deleted or synonym tag means). */
export function selectTagsBySlug(db: Db, slugNames: string[]) {
  return db
    .select()
    .from(tags)
    .where(inArray(tags.slugName, slugNames.length ? slugNames : [""]));
}

export function selectTagsById(db: Db, ids: number[]) {
  return db
    .select()
    .from(tags)
    .where(and(inArray(tags.id, ids.length ? ids : [0]), eq(tags.status, 1)));
}
