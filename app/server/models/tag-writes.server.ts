// Writes of tags: create, edit, delete and undelete, each with its revision in one batch.
import { and, count, eq, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { follows, questionTags, questions, revisions, tags } from "../db/schema";
import { newestId } from "./question-writes.server";
import { QuestionStatus, RevisionStatus, type TagStatus } from "~/lib/status";

export type TagText = { displayName: string; slugName: string; originalText: string; parsedText: string };

function snapshot(text: TagText): string {
  return JSON.stringify({ display_name: text.displayName, slug_name: text.slugName, original_text: text.originalText });
}

/** The tag just inserted, read at the end of the batch that wrote it. */
export function selectNewestTag(db: Db) {
  return db
    .select()
    .from(tags)
    .where(eq(tags.id, newestId(tags)));
}

/** A new tag and its first revision; the last statement answers the new tag's id. */
export function createTagStatements(db: Db, tag: TagText & { userId: number; now: number }) {
  const tagId = newestId(tags);
  return [
    db.insert(tags).values({
      slugName: tag.slugName,
      displayName: tag.displayName,
      originalText: tag.originalText,
      parsedText: tag.parsedText,
      userId: tag.userId,
      createdAt: tag.now,
      updatedAt: tag.now,
    }),
    db.run(sql`INSERT INTO ${revisions} (object_type, object_id, user_id, title, content, created_at)
      VALUES ('tag', ${tagId}, ${tag.userId}, ${tag.displayName}, ${snapshot(tag)}, ${tag.now})`),
    db
      .update(tags)
      .set({ revisionId: newestId(revisions) })
      .where(eq(tags.id, tagId)),
  ];
}

/**
 * An edit applied at once (staff, or members who edit without review) with its revision, or an approved suggestion
 * (`approvedRevisionId`), which becomes the tag's revision.
 */
export function updateTagStatements(
  db: Db,
  edit: TagText & { tagId: number; userId: number; reason: string; now: number; approvedRevisionId?: number },
) {
  return [
    ...(edit.approvedRevisionId
      ? []
      : [
          db.run(sql`INSERT INTO ${revisions} (object_type, object_id, user_id, title, content, reason, created_at)
            VALUES ('tag', ${edit.tagId}, ${edit.userId}, ${edit.displayName}, ${snapshot(edit)}, ${edit.reason}, ${edit.now})`),
        ]),
    db
      .update(tags)
      .set({
        displayName: edit.displayName,
        slugName: edit.slugName,
        originalText: edit.originalText,
        parsedText: edit.parsedText,
        revisionId: edit.approvedRevisionId ?? newestId(revisions),
        updatedAt: edit.now,
      })
      .where(eq(tags.id, edit.tagId)),
  ];
}

/** A suggested edit: a revision awaiting review (status 1); the tag stays as it is. */
export function suggestTagEditStatement(
  db: Db,
  edit: TagText & { tagId: number; userId: number; reason: string; now: number },
) {
  return db.insert(revisions).values({
    objectType: "tag",
    objectId: edit.tagId,
    userId: edit.userId,
    title: edit.displayName,
    content: snapshot(edit),
    reason: edit.reason,
    status: RevisionStatus.pending,
    createdAt: edit.now,
  });
}

/** Whether a tag has a revision awaiting review. */
export function selectPendingTagRevision(db: Db, tagId: number) {
  return db
    .select({ id: revisions.id })
    .from(revisions)
    .where(
      and(eq(revisions.objectType, "tag"), eq(revisions.objectId, tagId), eq(revisions.status, RevisionStatus.pending)),
    );
}

/** How many questions that are not deleted carry the tag (a tag with posts cannot be deleted). */
export function countTagPosts(db: Db, tagId: number) {
  return db
    .select({ n: count() })
    .from(questionTags)
    .innerJoin(questions, eq(questions.id, questionTags.questionId))
    .where(
      and(
        eq(questionTags.tagId, tagId),
        inArray(questions.status, [QuestionStatus.normal, QuestionStatus.closed, QuestionStatus.pending]),
      ),
    );
}

export function setTagStatus(db: Db, tagId: number, status: (typeof TagStatus)[keyof typeof TagStatus], now: number) {
  return db.update(tags).set({ status, updatedAt: now }).where(eq(tags.id, tagId));
}

/** The statements that make exactly `synonymIds` the synonyms of a main tag (others that pointed at it let go). */
export function setSynonymsStatements(db: Db, mainId: number, synonymIds: number[], now: number) {
  return [
    db
      .update(tags)
      .set({ mainTagId: 0, updatedAt: now })
      .where(and(eq(tags.mainTagId, mainId), synonymIds.length ? notInArray(tags.id, synonymIds) : undefined)),
    ...(synonymIds.length
      ? [db.update(tags).set({ mainTagId: mainId, updatedAt: now }).where(inArray(tags.id, synonymIds))]
      : []),
  ];
}

/** Which of these tags have synonyms of their own (they cannot become synonyms: no chains). */
export function selectTagsWithSynonyms(db: Db, tagIds: number[]) {
  return db
    .selectDistinct({ id: tags.mainTagId })
    .from(tags)
    .where(inArray(tags.mainTagId, tagIds.length ? tagIds : [0]));
}

/**
 * Merges one tag into another: the source and its synonyms become synonyms of the target (the target's lists and
 * search take in their questions), and its followers follow the target. Counts are recounted in the same batch.
 */
export function mergeTagStatements(db: Db, sourceId: number, targetId: number, now: number) {
  const followersOfSource = and(eq(follows.objectType, "tag"), eq(follows.objectId, sourceId));
  const followCount = (tagId: number) =>
    db
      .update(tags)
      .set({
        followCount: sql`(SELECT COUNT(*) FROM ${follows} WHERE ${follows.objectType} = 'tag' AND ${follows.objectId} = ${tagId})`,
      })
      .where(eq(tags.id, tagId));
  return [
    db
      .update(tags)
      .set({ mainTagId: targetId, updatedAt: now })
      .where(and(or(eq(tags.id, sourceId), eq(tags.mainTagId, sourceId)), ne(tags.id, targetId))),
    db.run(
      sql`INSERT OR IGNORE INTO ${follows} (user_id, object_type, object_id, created_at)
        SELECT ${follows.userId}, 'tag', ${targetId}, ${follows.createdAt} FROM ${follows} WHERE ${followersOfSource}`,
    ),
    db.delete(follows).where(followersOfSource),
    followCount(targetId),
    followCount(sourceId),
  ];
}
