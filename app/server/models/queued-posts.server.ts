// Posts held for review (SPEC §4 pending; REFERENCE.md review flow 2): a new question or answer that a review rule
// holds is written as usual, then set pending with its counters recounted without it, and queued in review_items in
// the same batch. Approving makes it a post as if just written; rejecting deletes it. Each is settled once: the item
// is claimed by one conditional write before anything else changes.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { sqlConstant, type Db } from "../db/client.server";
import { answers, questions, questionTags, reviewItems } from "../db/schema";
import { recountQuestionAnswers, recountTagsOfQuestion, recountUserPosts } from "./post-states.server";
import { newestId } from "./question-writes.server";
import { memberColumns, type MemberColumns } from "./member-columns.server";
import { PostStatus, QuestionStatus, ReviewItemStatus, TagStatus } from "~/lib/status";

export type QueuedKind = "question" | "answer";

/** The statements that hold the question or answer just written (the batch's newest) for review, with the reason. */
export function holdNewPostStatements(
  db: Db,
  post: { kind: QueuedKind; userId: number; questionId: number | SQL; reason: string; now: number },
) {
  const item = { objectType: post.kind, userId: post.userId, reason: post.reason, createdAt: post.now };
  if (post.kind === "question") {
    const id = newestId(questions);
    return [
      db.update(questions).set({ status: QuestionStatus.pending }).where(eq(questions.id, id)),
      recountTagsOfQuestion(db, id),
      recountUserPosts(db, post.userId),
      db.insert(reviewItems).values({ ...item, objectId: id }),
    ];
  }
  const id = newestId(answers);
  return [
    db.update(answers).set({ status: PostStatus.pending }).where(eq(answers.id, id)),
    recountQuestionAnswers(db, post.questionId),
    lastAnswerStatement(db, post.questionId),
    recountUserPosts(db, post.userId),
    db.insert(reviewItems).values({ ...item, objectId: id }),
  ];
}

/** A question's last answer: the newest one readers see (a held answer is not one yet). */
function lastAnswerStatement(db: Db, questionId: number | SQL) {
  return db
    .update(questions)
    .set({
      lastAnswerId: sql`COALESCE((SELECT MAX(id) FROM ${answers} WHERE ${answers.questionId} = ${questions.id}
        AND ${answers.status} = ${sqlConstant(PostStatus.normal)}), 0)`,
    })
    .where(eq(questions.id, questionId));
}

/** A queued item by id. */
export const selectReviewItem = (db: Db, id: number) =>
  db.select().from(reviewItems).where(eq(reviewItems.id, id)).limit(1);

/** Claims a pending item for one reviewer's verdict; answers the item when this claim won. */
export function settleReviewItemStatement(db: Db, id: number, verdict: { status: number; userId: number; at: number }) {
  return db
    .update(reviewItems)
    .set({ status: verdict.status, reviewUserId: verdict.userId, reviewedAt: verdict.at })
    .where(and(eq(reviewItems.id, id), eq(reviewItems.status, ReviewItemStatus.pending)))
    .returning();
}

/** Puts a claimed item back (what its verdict had to change could not be changed). */
export function reopenReviewItemStatement(db: Db, id: number) {
  return db
    .update(reviewItems)
    .set({ status: ReviewItemStatus.pending, reviewUserId: 0, reviewedAt: null })
    .where(eq(reviewItems.id, id));
}

/** Makes a held post a post as it would have been had it not waited: visible, and in every counter. */
export function approvePostStatements(
  db: Db,
  post: { kind: QueuedKind; id: number; questionId: number; userId: number },
) {
  if (post.kind === "question") {
    return [
      db
        .update(questions)
        .set({ status: QuestionStatus.normal })
        .where(and(eq(questions.id, post.id), eq(questions.status, QuestionStatus.pending))),
      recountTagsOfQuestion(db, post.id),
      recountUserPosts(db, post.userId),
    ];
  }
  return [
    db
      .update(answers)
      .set({ status: PostStatus.normal })
      .where(and(eq(answers.id, post.id), eq(answers.status, PostStatus.pending))),
    recountQuestionAnswers(db, post.questionId),
    lastAnswerStatement(db, post.questionId),
    recountUserPosts(db, post.userId),
  ];
}

/** Deletes a rejected post (it was never counted). */
export function rejectPostStatements(db: Db, post: { kind: QueuedKind; id: number }) {
  return post.kind === "question"
    ? [db.update(questions).set({ status: QuestionStatus.deleted }).where(eq(questions.id, post.id))]
    : [db.update(answers).set({ status: PostStatus.deleted }).where(eq(answers.id, post.id))];
}

const PENDING = sqlConstant(ReviewItemStatus.pending);

export type QueuedPostRow = {
  reviewId: number;
  objectType: QueuedKind;
  objectId: number;
  questionId: number;
  title: string;
  urlTitle: string;
  parsedText: string;
  originalText: string;
  status: number;
  show: number;
  tags: string;
  reason: string;
  submittedAt: number;
  createdAt: number;
} & MemberColumns<"author">;

/** One page of the posts held for review (or of one post's), oldest first, each as it stands, and how many wait. */
export function selectQueuedPosts(
  db: Db,
  window: { limit: number; offset: number },
  only: { kind: QueuedKind; id: number } | null = null,
) {
  const pending = sql`ri.status = ${PENDING} AND ri.object_type IN ('question', 'answer')${
    only === null ? sql`` : sql` AND ri.object_type = ${only.kind} AND ri.object_id = ${only.id}`
  }`;
  return {
    list: db.all<QueuedPostRow>(sql`SELECT ri.id AS reviewId, ri.object_type AS objectType, ri.object_id AS objectId,
        pq.id AS questionId, pq.title, pq.url_title AS urlTitle, COALESCE(a.parsed_text, q.parsed_text) AS parsedText,
        COALESCE(a.original_text, q.original_text) AS originalText, COALESCE(a.status, q.status) AS status, pq.show,
        (SELECT json_group_array(json_object('slug_name', t.slug_name, 'display_name', t.display_name))
          FROM ${questionTags} qt JOIN tags t ON t.id = qt.tag_id
          WHERE qt.question_id = pq.id AND t.status = ${sqlConstant(TagStatus.normal)}) AS tags,
        ri.reason, ri.created_at AS submittedAt, COALESCE(a.created_at, q.created_at) AS createdAt,
        ${memberColumns("u", "author")}
      FROM review_items ri
        LEFT JOIN questions q ON ri.object_type = 'question' AND q.id = ri.object_id
        LEFT JOIN answers a ON ri.object_type = 'answer' AND a.id = ri.object_id
        JOIN questions pq ON pq.id = COALESCE(a.question_id, q.id)
        JOIN users u ON u.id = ri.user_id
      WHERE ${pending} ORDER BY ri.created_at, ri.id LIMIT ${window.limit} OFFSET ${window.offset}`),
    total: db.all<{ total: number }>(sql`SELECT COUNT(*) AS total FROM review_items ri WHERE ${pending}`),
  };
}

/** How many posts wait for review. */
export const countQueuedPosts = (db: Db) => selectQueuedPosts(db, { limit: 0, offset: 0 }).total;

/** The tags of a question, by id (for the event of a question approved). */
export const selectQuestionTagIds = (db: Db, questionId: number) =>
  db.select({ tagId: questionTags.tagId }).from(questionTags).where(eq(questionTags.questionId, questionId));
