// Reads of tags that posts need. The tag pages and tag editing arrive with the community issue (#5).
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
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

/** Tags whose name or display name starts with the text typed, most used first (the tag picker). */
export function selectTagsByPrefix(db: Db, prefix: string, limit: number) {
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .select({
      slugName: tags.slugName,
      displayName: tags.displayName,
      recommend: tags.recommend,
      reserved: tags.reserved,
      questionCount: tags.questionCount,
    })
    .from(tags)
    .where(
      and(
        eq(tags.status, 1),
        or(sql`${tags.slugName} LIKE ${pattern} ESCAPE '\\'`, sql`${tags.displayName} LIKE ${pattern} ESCAPE '\\'`),
      ),
    )
    .orderBy(desc(tags.questionCount), tags.slugName)
    .limit(limit);
}
