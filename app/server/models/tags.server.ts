// Reads of tags: what posts need, the tag list, and one tag with its synonyms and the member's follow.
import { and, asc, count, desc, eq, inArray, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.server";
import { readTemplate, slot } from "../db/templates.server";
import { escapeLike } from "~/lib/like-pattern";
import { follows, tags } from "../db/schema";
import { TagStatus } from "~/lib/status";
import type { TagOrder } from "~/lib/post-constants";

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
    .where(and(inArray(tags.id, ids.length ? ids : [0]), eq(tags.status, TagStatus.normal)));
}

/** Tags whose name or display name starts with the text typed, most used first (the tag picker). */
export function selectTagsByPrefix(db: Db, prefix: string, limit: number) {
  const pattern = `${escapeLike(prefix)}%`;
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
        eq(tags.status, TagStatus.normal),
        or(sql`${tags.slugName} LIKE ${pattern} ESCAPE '\\'`, sql`${tags.displayName} LIKE ${pattern} ESCAPE '\\'`),
      ),
    )
    .orderBy(desc(tags.questionCount), tags.slugName)
    .limit(limit);
}

const mainTag = alias(tags, "main_tag");

/** Whether the viewer follows the tag (0 for visitors: no user has id 0). */
function followedBy(viewerId: number | Placeholder) {
  return sql<number>`EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.objectType} = 'tag'
    AND ${follows.objectId} = ${tags.id} AND ${follows.userId} = ${viewerId})`
    .mapWith(Number)
    .as("followed");
}

const tagColumns = (viewerId: number | Placeholder) => ({
  id: tags.id,
  slugName: tags.slugName,
  displayName: tags.displayName,
  originalText: tags.originalText,
  parsedText: tags.parsedText,
  status: tags.status,
  mainTagId: tags.mainTagId,
  reserved: tags.reserved,
  recommend: tags.recommend,
  questionCount: tags.questionCount,
  followCount: tags.followCount,
  createdAt: tags.createdAt,
  updatedAt: tags.updatedAt,
  followed: followedBy(viewerId),
});

/** A page of the tag list: normal tags that are not synonyms, filtered by name, in an order; and their number. */
export function selectTagPage(
  db: Db,
  query: { order: TagOrder; page: number; pageSize: number; name: string },
  viewerId: number,
) {
  const conditions: (SQL | undefined)[] = [eq(tags.status, TagStatus.normal), eq(tags.mainTagId, 0)];
  if (query.name) {
    const pattern = `%${escapeLike(query.name)}%`;
    conditions.push(
      or(sql`${tags.slugName} LIKE ${pattern} ESCAPE '\\'`, sql`${tags.displayName} LIKE ${pattern} ESCAPE '\\'`),
    );
  }
  const where = and(...conditions);
  const order =
    query.order === "name"
      ? [asc(tags.slugName)]
      : query.order === "newest"
        ? [desc(tags.createdAt), desc(tags.id)]
        : [desc(tags.questionCount), asc(tags.slugName)];
  return {
    list: db
      .select(tagColumns(viewerId))
      .from(tags)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    total: db.select({ total: count() }).from(tags).where(where),
  };
}

/** One tag by slug, whatever its state, with the slug of its main tag when it is a synonym. */
const tagBySlug = readTemplate((db) =>
  db
    .select({
      ...tagColumns(slot("viewerId")),
      mainSlugName: sql<string | null>`${mainTag.slugName}`.as("main_slug_name"),
    })
    .from(tags)
    .leftJoin(mainTag, eq(mainTag.id, tags.mainTagId))
    .where(eq(tags.slugName, slot("slugName"))),
);

export function selectTagBySlug(db: Db, slugName: string, viewerId: number) {
  return tagBySlug(db, { slugName, viewerId });
}

/** One tag by id, whatever its state. */
export function selectTagById(db: Db, id: number, viewerId: number) {
  return db
    .select({ ...tagColumns(viewerId), mainSlugName: sql<string | null>`${mainTag.slugName}`.as("main_slug_name") })
    .from(tags)
    .leftJoin(mainTag, eq(mainTag.id, tags.mainTagId))
    .where(eq(tags.id, id));
}

/** The synonyms of a tag (tags that point at it), the tag named by slug or id, so they come in the tag's round. */
const synonyms = readTemplate((db, namedBy: "id" | "slug") => {
  const mainIds =
    namedBy === "id"
      ? [slot("id")]
      : db
          .select({ id: mainTag.id })
          .from(mainTag)
          .where(eq(mainTag.slugName, slot("slugName")));
  return db
    .select({ id: tags.id, slugName: tags.slugName, displayName: tags.displayName })
    .from(tags)
    .where(and(eq(tags.status, TagStatus.normal), inArray(tags.mainTagId, mainIds)))
    .orderBy(asc(tags.slugName));
});

export function selectSynonyms(db: Db, name: { slugName: string } | { id: number }) {
  return synonyms(db, name, "id" in name ? "id" : "slug");
}

/** The tags a member follows, most used first. */
export function selectFollowedTags(db: Db, userId: number) {
  return db
    .select(tagColumns(userId))
    .from(tags)
    .where(
      and(
        eq(tags.status, TagStatus.normal),
        inArray(
          tags.id,
          db
            .select({ id: follows.objectId })
            .from(follows)
            .where(and(eq(follows.userId, userId), eq(follows.objectType, "tag"))),
        ),
      ),
    )
    .orderBy(desc(tags.questionCount), asc(tags.slugName));
}
