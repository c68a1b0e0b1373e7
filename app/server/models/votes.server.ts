// Reads and writes of votes. A post's vote_count is recounted from its vote rows in the same batch as the row that
// changes, so the count can never drift from the rows it summarises, whatever happened before.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { readTemplate, slot } from "../db/templates.server";
import { answers, comments, questions, votes } from "../db/schema";
import type { VoteObjectType, VoteValue } from "~/lib/votes";

const POSTS = { question: questions, answer: answers, comment: comments } as const;

/** One member's vote on one post, if any. */
export function selectOwnVote(db: Db, objectType: VoteObjectType, objectId: number, userId: number) {
  return db
    .select({ direction: votes.direction })
    .from(votes)
    .where(and(eq(votes.objectType, objectType), eq(votes.objectId, objectId), eq(votes.userId, userId)));
}

export function selectVoteCount(db: Db, objectType: VoteObjectType, objectId: number) {
  const table = POSTS[objectType];
  return db.select({ voteCount: table.voteCount }).from(table).where(eq(table.id, objectId));
}

/**
 * The statements that make a member's vote on a post `value` (0 removes it), then recount the post and answer its
 * new count. One batch.
 */
export function writeVoteStatements(
  db: Db,
  vote: { objectType: VoteObjectType; objectId: number; userId: number; authorId: number; value: VoteValue },
  now: number,
) {
  const { objectType, objectId, userId, authorId, value } = vote;
  const own = and(eq(votes.objectType, objectType), eq(votes.objectId, objectId), eq(votes.userId, userId));
  const write =
    value === 0
      ? db.delete(votes).where(own)
      : db
          .insert(votes)
          .values({
            objectType,
            objectId,
            userId,
            objectUserId: authorId,
            direction: value,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [votes.objectType, votes.objectId, votes.userId],
            set: { direction: value, updatedAt: now },
          });
  const table = POSTS[objectType];
  const recount = db
    .update(table)
    .set({
      voteCount: sql`(SELECT COALESCE(SUM(${votes.direction}), 0) FROM ${votes} WHERE ${votes.objectType} = ${objectType} AND ${votes.objectId} = ${objectId})`,
    })
    .where(eq(table.id, objectId))
    .returning({ voteCount: table.voteCount });
  return { write, recount };
}

/** A member's votes on a question and its answers (the question page's vote buttons). */
const votesOnQuestionPage = readTemplate((db) =>
  db
    .select({ objectType: votes.objectType, objectId: votes.objectId, direction: votes.direction })
    .from(votes)
    .where(
      and(
        eq(votes.userId, slot("userId")),
        or(
          and(eq(votes.objectType, "question"), eq(votes.objectId, slot("questionId"))),
          and(
            eq(votes.objectType, "answer"),
            inArray(
              votes.objectId,
              db
                .select({ id: answers.id })
                .from(answers)
                .where(eq(answers.questionId, slot("questionId"))),
            ),
          ),
        ),
      ),
    ),
);

export function selectVotesOnQuestionPage(db: Db, questionId: number, userId: number) {
  return votesOnQuestionPage(db, { questionId, userId });
}
