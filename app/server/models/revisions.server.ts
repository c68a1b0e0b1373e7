// Reads of revisions: the history of a post (applied revisions, newest first).
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { revisions, users } from "../db/schema";
import { RevisionStatus } from "~/lib/status";
import { REVISIONS_MAX } from "~/lib/limits";

export function selectRevisions(db: Db, objectType: "question" | "answer" | "tag", objectId: number) {
  return db
    .select({
      id: revisions.id,
      content: revisions.content,
      reason: revisions.reason,
      createdAt: revisions.createdAt,
      userDisplayName: users.displayName,
      username: users.username,
    })
    .from(revisions)
    .innerJoin(users, eq(users.id, revisions.userId))
    .where(
      and(
        eq(revisions.objectType, objectType),
        eq(revisions.objectId, objectId),
        inArray(revisions.status, [RevisionStatus.applied, RevisionStatus.approved]),
      ),
    )
    .orderBy(desc(revisions.id))
    .limit(REVISIONS_MAX);
}
