// The reputation ledger (REFERENCE.md): the statements that bring a member's reputation in line with a vote or an
// acceptance, and the reads of the ledger.
//
// The statements reconcile with the current state (the vote row, the question's accepted answer) instead of
// replaying the event's before-and-after: events may arrive out of order or twice, and a batch is one transaction
// at the D1 primary, so deciding inside SQL, at write time, is what keeps the ledger exact. A live row that no longer
// matches the state is cancelled and its delta taken back; the row the state asks for is added if it is missing.
// Each row holds the delta actually applied: the floor of 1 and the daily cap are applied when the row is written,
// so taking a row back is exact (only the floor can stop it short).
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server";
import {
  ACCEPT_ANSWER_GAIN,
  ANSWER_ACCEPTED_GAIN,
  DOWNVOTE_CAST_LOSS,
  DOWNVOTED_LOSS,
  EDIT_APPROVED_GAIN,
  EMAIL_ACTIVATED_GAIN,
  UPVOTED_GAIN,
  VOTE_GAIN_PER_DAY,
} from "~/lib/reputation";
import { NotificationType } from "~/lib/notifications";

export const VOTE_REASONS = ["vote_up", "vote_down", "downvote_cast"] as const;

const DAY = 86_400;

type VoteTarget = {
  objectType: "question" | "answer";
  objectId: number;
  questionId: number;
  voterId: number;
  authorId: number;
};

const listOf = (reasons: readonly string[]) =>
  sql.join(
    reasons.map((reason) => sql`${reason}`),
    sql`, `,
  );

/** The condition on live ledger rows of one voter's vote on one post (for `reasons`). */
function ofVote(target: VoteTarget, reasons: readonly string[]): SQL {
  return sql`object_type = ${target.objectType} AND object_id = ${target.objectId}
    AND trigger_user_id = ${target.voterId} AND reason IN (${listOf(reasons)}) AND cancelled = 0`;
}

/** Live ledger rows of one voter's vote on one post (for `reasons`). */
function liveVoteRows(target: VoteTarget, reasons: readonly string[]): SQL {
  return sql`SELECT 1 FROM reputation_ledger WHERE ${ofVote(target, reasons)}`;
}

/** The voter's current vote on the post: 1, -1, or NULL when there is none. */
function currentVote(target: VoteTarget): SQL {
  return sql`(SELECT direction FROM votes WHERE object_type = ${target.objectType} AND object_id = ${target.objectId}
    AND user_id = ${target.voterId})`;
}

/** The direction the ledger holds for the vote: 1, -1, or NULL. */
function appliedVote(target: VoteTarget): SQL {
  return sql`(SELECT CASE reason WHEN 'vote_up' THEN 1 ELSE -1 END FROM reputation_ledger
    WHERE object_type = ${target.objectType} AND object_id = ${target.objectId} AND trigger_user_id = ${target.voterId}
      AND reason IN ('vote_up', 'vote_down') AND cancelled = 0 LIMIT 1)`;
}

/** What a user's rank can lose without going below 1, as a negative number no smaller than `-loss`. */
function cappedLoss(userId: number, loss: number): SQL {
  return sql`MAX(${-loss}, 1 - (SELECT rank FROM users WHERE id = ${userId}))`;
}

/** The statements that make the ledger and both ranks match one voter's current vote on a question or answer. */
export function voteReputationStatements(db: Db, target: VoteTarget, eventId: string, at: number) {
  const stale = sql`COALESCE(${currentVote(target)}, 0) IS NOT COALESCE(${appliedVote(target)}, 0)`;
  const dayStart = at - (at % DAY);
  const gainedToday = sql`(SELECT COALESCE(SUM(delta), 0) FROM reputation_ledger WHERE user_id = ${target.authorId}
    AND reason = 'vote_up' AND cancelled = 0 AND created_at >= ${dayStart})`;
  const insert = (userId: number, reason: string, delta: SQL, direction: 1 | -1, guardReasons: readonly string[]) =>
    db.run(sql`INSERT INTO reputation_ledger
      (user_id, trigger_user_id, object_type, object_id, reason, delta, event_id, created_at)
      SELECT ${userId}, ${target.voterId}, ${target.objectType}, ${target.objectId}, ${reason}, ${delta}, ${eventId}, ${at}
      WHERE ${currentVote(target)} = ${direction} AND NOT EXISTS (${liveVoteRows(target, guardReasons)})`);
  return [
    // take back what no longer matches the vote (the subquery sums each user's own rows)
    db.run(sql`UPDATE users SET rank = MAX(1, rank - COALESCE((SELECT SUM(delta) FROM reputation_ledger
        WHERE user_id = users.id AND ${ofVote(target, VOTE_REASONS)}), 0))
      WHERE id IN (${target.authorId}, ${target.voterId}) AND ${stale}`),
    db.run(sql`UPDATE reputation_ledger SET cancelled = 1, cancelled_at = ${at}, cancel_event_id = ${eventId}
      WHERE ${ofVote(target, VOTE_REASONS)} AND ${stale}`),
    // add what the vote asks for
    insert(target.authorId, "vote_up", sql`MIN(${UPVOTED_GAIN}, MAX(0, ${VOTE_GAIN_PER_DAY} - ${gainedToday}))`, 1, [
      "vote_up",
      "vote_down",
    ]),
    insert(target.authorId, "vote_down", cappedLoss(target.authorId, DOWNVOTED_LOSS), -1, ["vote_up", "vote_down"]),
    ...(target.objectType === "answer"
      ? [insert(target.voterId, "downvote_cast", cappedLoss(target.voterId, DOWNVOTE_CAST_LOSS), -1, ["downvote_cast"])]
      : []),
    addEventDeltas(db, eventId),
    tellEventDeltas(db, eventId, at, {
      objectType: target.objectType,
      objectId: target.objectId,
      questionId: target.questionId,
      answerId: target.objectType === "answer" ? target.objectId : 0,
    }),
  ];
}

/** Live acceptance rows of any answer of the question. */
function liveAcceptRows(questionId: number, reasons: readonly string[]): SQL {
  return sql`SELECT 1 FROM reputation_ledger WHERE object_type = 'answer'
    AND object_id IN (SELECT id FROM answers WHERE question_id = ${questionId})
    AND reason IN (${listOf(reasons)}) AND cancelled = 0`;
}

/** The statements that make the ledger and the ranks match a question's current accepted answer. */
export function acceptanceReputationStatements(db: Db, questionId: number, eventId: string, at: number) {
  const accepted = sql`COALESCE((SELECT accepted_answer_id FROM questions WHERE id = ${questionId}), 0)`;
  const applied = sql`COALESCE((SELECT object_id FROM reputation_ledger WHERE object_type = 'answer'
    AND object_id IN (SELECT id FROM answers WHERE question_id = ${questionId})
    AND reason IN ('answer_accepted', 'accept_answer') AND cancelled = 0 LIMIT 1), 0)`;
  const stale = sql`${accepted} IS NOT ${applied}`;
  const ofQuestion = sql`object_type = 'answer' AND object_id IN (SELECT id FROM answers WHERE question_id = ${questionId})
    AND reason IN ('answer_accepted', 'accept_answer') AND cancelled = 0`;
  // accepting one's own answer gains nobody anything (REFERENCE.md)
  const insert = (reason: string, userColumn: "a.user_id" | "q.user_id", gain: number) =>
    db.run(sql`INSERT INTO reputation_ledger
      (user_id, trigger_user_id, object_type, object_id, reason, delta, event_id, created_at)
      SELECT ${sql.raw(userColumn)}, q.user_id, 'answer', a.id, ${reason}, ${gain}, ${eventId}, ${at}
      FROM questions q JOIN answers a ON a.id = q.accepted_answer_id
      WHERE q.id = ${questionId} AND a.user_id != q.user_id
        AND NOT EXISTS (${liveAcceptRows(questionId, [reason])})`);
  return [
    db.run(sql`UPDATE users SET rank = MAX(1, rank - COALESCE((SELECT SUM(delta) FROM reputation_ledger
        WHERE user_id = users.id AND ${ofQuestion}), 0))
      WHERE id IN (SELECT user_id FROM reputation_ledger WHERE ${ofQuestion}) AND ${stale}`),
    db.run(sql`UPDATE reputation_ledger SET cancelled = 1, cancelled_at = ${at}, cancel_event_id = ${eventId}
      WHERE ${ofQuestion} AND ${stale}`),
    insert("answer_accepted", "a.user_id", ANSWER_ACCEPTED_GAIN),
    insert("accept_answer", "q.user_id", ACCEPT_ANSWER_GAIN),
    addEventDeltas(db, eventId),
    // told as a change on the answer (the one accepted now, or the one whose acceptance was withdrawn)
    tellEventDeltas(db, eventId, at, { objectType: "answer", objectId: null, questionId, answerId: null }),
  ];
}

/**
 * An achievement notification for each member whose reputation this event changed, with the net change (what it
 * added less what it took back). The object is the post the change was for; null takes it from the ledger row.
 */
function tellEventDeltas(
  db: Db,
  eventId: string,
  at: number,
  post: { objectType: "question" | "answer"; objectId: number | null; questionId: number; answerId: number | null },
) {
  const objectId = post.objectId ?? sql`MAX(object_id)`;
  const answerId = post.answerId ?? sql`MAX(object_id)`;
  return db.run(sql`INSERT OR IGNORE INTO notifications
      (user_id, actor_id, type, inbox_type, action, object_type, object_id, question_id, answer_id, rank_delta,
       event_id, created_at)
    SELECT user_id, MAX(trigger_user_id), ${NotificationType.achievement}, '', 'reputation', ${post.objectType},
      ${objectId}, ${post.questionId}, ${answerId}, SUM(change), ${eventId}, ${at}
    FROM (SELECT user_id, trigger_user_id, object_id, delta AS change FROM reputation_ledger WHERE event_id = ${eventId}
      UNION ALL
      SELECT user_id, trigger_user_id, object_id, -delta FROM reputation_ledger WHERE cancel_event_id = ${eventId})
    GROUP BY user_id HAVING SUM(change) != 0`);
}

/** The statements that give a member the activation's +1, once however often they activate (REFERENCE.md). */
export function activationReputationStatements(db: Db, userId: number, eventId: string, at: number) {
  return [
    db.run(sql`INSERT INTO reputation_ledger
        (user_id, trigger_user_id, object_type, object_id, reason, delta, event_id, created_at)
      SELECT ${userId}, ${userId}, 'user', ${userId}, 'email_activated', ${EMAIL_ACTIVATED_GAIN}, ${eventId}, ${at}
      WHERE NOT EXISTS (SELECT 1 FROM reputation_ledger WHERE user_id = ${userId} AND reason = 'email_activated')`),
    addEventDeltas(db, eventId),
  ];
}

/**
 * The statements that give an editor the +2 of an approved suggested edit (REFERENCE.md), told as an achievement when
 * the edit was of a question or answer. An approval is final, so nothing takes it back.
 */
export function editApprovedReputationStatements(
  db: Db,
  edit: {
    objectType: "question" | "answer" | "tag";
    objectId: number;
    questionId: number;
    editorId: number;
    reviewerId: number;
  },
  eventId: string,
  at: number,
) {
  return [
    db.run(sql`INSERT INTO reputation_ledger
        (user_id, trigger_user_id, object_type, object_id, reason, delta, event_id, created_at)
      VALUES (${edit.editorId}, ${edit.reviewerId}, ${edit.objectType}, ${edit.objectId}, 'edit_approved',
        ${EDIT_APPROVED_GAIN}, ${eventId}, ${at})`),
    addEventDeltas(db, eventId),
    ...(edit.objectType === "tag"
      ? []
      : [
          tellEventDeltas(db, eventId, at, {
            objectType: edit.objectType,
            objectId: edit.objectId,
            questionId: edit.questionId,
            answerId: edit.objectType === "answer" ? edit.objectId : 0,
          }),
        ]),
  ];
}

/** Adds the rows this event wrote to their users' ranks. */
function addEventDeltas(db: Db, eventId: string) {
  return db.run(sql`UPDATE users SET rank = rank + (SELECT SUM(delta) FROM reputation_ledger
      WHERE event_id = ${eventId} AND user_id = users.id)
    WHERE id IN (SELECT user_id FROM reputation_ledger WHERE event_id = ${eventId})`);
}
