// Reads of the timeline: the activities of a post with who did them, and the revisions they point at.
import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.server";
import { RevisionStatus } from "~/lib/status";
import { TIMELINE_MAX } from "~/lib/limits";
import { activities, revisions, users, votes } from "../db/schema";
import { userColumns } from "./questions.server";

const actor = alias(users, "actor");

export function selectActivities(db: Db, objectType: "question" | "answer", objectId: number) {
  return db
    .select({
      id: activities.id,
      type: activities.activityType,
      revisionId: activities.revisionId,
      comment: activities.comment,
      cancelled: activities.cancelled,
      cancelledAt: activities.cancelledAt,
      createdAt: activities.createdAt,
      user: userColumns(actor, "actor"),
    })
    .from(activities)
    .innerJoin(actor, eq(actor.id, activities.userId))
    .where(and(eq(activities.objectType, objectType), eq(activities.objectId, objectId)))
    .orderBy(asc(activities.createdAt), asc(activities.id))
    .limit(TIMELINE_MAX);
}

/** Applied revisions of a post, oldest first (the timeline diffs each against the one before). */
export function selectAppliedRevisions(db: Db, objectType: "question" | "answer", objectId: number) {
  return db
    .select({ id: revisions.id, title: revisions.title, content: revisions.content, reason: revisions.reason })
    .from(revisions)
    .where(
      and(
        eq(revisions.objectType, objectType),
        eq(revisions.objectId, objectId),
        inArray(revisions.status, [RevisionStatus.applied, RevisionStatus.approved]),
      ),
    )
    .orderBy(asc(revisions.id))
    .limit(TIMELINE_MAX);
}

export function selectRevisionsById(db: Db, ids: number[]) {
  return db
    .select()
    .from(revisions)
    .where(inArray(revisions.id, ids.length ? ids : [0]));
}

/** The votes standing on a post, oldest first, with who cast them (the timeline shows them to staff). */
export function selectVotesOfPost(db: Db, objectType: "question" | "answer", objectId: number) {
  return db
    .select({ id: votes.id, direction: votes.direction, createdAt: votes.createdAt, user: userColumns(actor, "actor") })
    .from(votes)
    .innerJoin(actor, eq(actor.id, votes.userId))
    .where(and(eq(votes.objectType, objectType), eq(votes.objectId, objectId)))
    .orderBy(asc(votes.createdAt), asc(votes.id))
    .limit(TIMELINE_MAX);
}
