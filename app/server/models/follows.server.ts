// Follows of questions and tags. Like bookmarks, a write states what should be and the followed object's
// follow_count is recounted in the same batch (SECURITY.md §2).
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { readTemplate, slot } from "../db/templates.server";
import { follows, questions, tags } from "../db/schema";
import { QuestionStatus, TagStatus } from "~/lib/status";

export type FollowObjectType = "question" | "tag";

const FOLLOWED = { question: questions, tag: tags } as const;

export function writeFollowStatements(
  db: Db,
  follow: { userId: number; objectType: FollowObjectType; objectId: number; following: boolean },
  now: number,
) {
  const { userId, objectType, objectId, following } = follow;
  const write = following
    ? db.insert(follows).values({ userId, objectType, objectId, createdAt: now }).onConflictDoNothing()
    : db
        .delete(follows)
        .where(and(eq(follows.userId, userId), eq(follows.objectType, objectType), eq(follows.objectId, objectId)));
  const table = FOLLOWED[objectType];
  const total = db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.objectType, objectType), eq(follows.objectId, objectId)));
  const recount = db
    .update(table)
    .set({ followCount: sql`(${total})` })
    .where(eq(table.id, objectId))
    .returning({ followCount: table.followCount });
  return { write, recount };
}

/** Whether a member follows one object (no row when not). */
const followOf = readTemplate((db) =>
  db
    .select({ objectId: follows.objectId })
    .from(follows)
    .where(
      and(
        eq(follows.userId, slot("userId")),
        eq(follows.objectType, slot("objectType")),
        eq(follows.objectId, slot("objectId")),
      ),
    ),
);

export function selectFollow(db: Db, objectType: FollowObjectType, objectId: number, userId: number) {
  return followOf(db, { objectType, objectId, userId });
}

/** The object, if members may follow it now: an open or closed question, a tag that is not deleted. */
export function selectFollowable(db: Db, objectType: FollowObjectType, objectId: number) {
  return objectType === "tag"
    ? db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.id, objectId), eq(tags.status, TagStatus.normal)))
    : db
        .select({ id: questions.id })
        .from(questions)
        .where(
          and(eq(questions.id, objectId), inArray(questions.status, [QuestionStatus.normal, QuestionStatus.closed])),
        );
}
