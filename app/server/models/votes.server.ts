// Reads and writes of votes. A post's vote_count is recounted from its vote rows in the same batch as the row that
// changes, so the count can never drift from the rows it summarises, whatever happened before.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { answers, comments, questions, votes } from "../db/schema";
import { PostStatus, QuestionStatus } from "~/lib/status";
import type { VoteObjectType, VoteValue } from "~/lib/votes";

const POSTS = { question: questions, answer: answers, comment: comments } as const;

/** A question whose posts take votes: open or closed (deleted and pending ones take none). */
const votableQuestion = inArray(questions.status, [QuestionStatus.normal, QuestionStatus.closed]);

/** Who wrote a post and whether it takes votes now; no row when there is no such post. */
export function selectVoteTarget(db: Db, objectType: VoteObjectType, objectId: number) {
  const votable = (condition: ReturnType<typeof and>) =>
    sql<number>`CASE WHEN ${condition} THEN 1 ELSE 0 END`.mapWith(Number);
  switch (objectType) {
    case "question":
      return db
        .select({ authorId: questions.userId, questionId: questions.id, votable: votable(votableQuestion) })
        .from(questions)
        .where(eq(questions.id, objectId));
    case "answer":
      return db
        .select({
          authorId: answers.userId,
          questionId: answers.questionId,
          votable: votable(and(eq(answers.status, PostStatus.normal), votableQuestion)),
        })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(eq(answers.id, objectId));
    case "comment":
      return db
        .select({
          authorId: comments.userId,
          questionId: comments.questionId,
          votable: votable(and(eq(comments.status, PostStatus.normal), votableQuestion)),
        })
        .from(comments)
        .innerJoin(questions, eq(questions.id, comments.questionId))
        .where(eq(comments.id, objectId));
  }
}

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
export function selectVotesOnQuestionPage(db: Db, questionId: number, userId: number) {
  return db
    .select({ objectType: votes.objectType, objectId: votes.objectId, direction: votes.direction })
    .from(votes)
    .where(
      and(
        eq(votes.userId, userId),
        or(
          and(eq(votes.objectType, "question"), eq(votes.objectId, questionId)),
          and(
            eq(votes.objectType, "answer"),
            inArray(
              votes.objectId,
              db.select({ id: answers.id }).from(answers).where(eq(answers.questionId, questionId)),
            ),
          ),
        ),
      ),
    );
}
