// Statements that change the state of questions and answers (SPEC §4) and keep every counter they touch exact.
// Counters are recounted from the rows they summarise rather than nudged, so a retried or repeated change can never
// make them drift.
import { and, eq, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import { sqlConstant, sqlList, type Db } from "../db/client.server";
import { activities, answers, questionLinks, questionTags, questions, revisions, tags, users } from "../db/schema";
import {
  chosenTags,
  linkStatements,
  newTagStatements,
  newestId,
  questionSnapshot,
  type NewTag,
} from "./question-writes.server";
import { Accepted, PostStatus, READABLE_QUESTION_STATUSES, RevisionStatus } from "~/lib/status";

/** The tags of one question, counted again (after it is deleted, undeleted or approved). */
export function recountTagsOfQuestion(db: Db, questionId: number | SQL) {
  return db
    .update(tags)
    .set({
      questionCount: sql`(SELECT COUNT(*) FROM ${questionTags} qt JOIN ${questions} q ON q.id = qt.question_id
        WHERE qt.tag_id = ${tags.id} AND q.status IN ${sqlList(READABLE_QUESTION_STATUSES)})`,
    })
    .where(
      inArray(
        tags.id,
        db.select({ id: questionTags.tagId }).from(questionTags).where(eq(questionTags.questionId, questionId)),
      ),
    );
}

export function recountUserPosts(db: Db, userId: number) {
  return db
    .update(users)
    .set({
      questionCount: sql`(SELECT COUNT(*) FROM ${questions} WHERE ${questions.userId} = ${users.id} AND ${questions.status} IN ${sqlList(READABLE_QUESTION_STATUSES)})`,
      answerCount: sql`(SELECT COUNT(*) FROM ${answers} WHERE ${answers.userId} = ${users.id} AND ${answers.status} = ${sqlConstant(PostStatus.normal)})`,
    })
    .where(eq(users.id, userId));
}

/** answer_count of a question, its accepted answer (dropped when that answer is no longer visible). */
export function recountQuestionAnswers(db: Db, questionId: number | SQL) {
  return db
    .update(questions)
    .set({
      answerCount: sql`(SELECT COUNT(*) FROM ${answers} WHERE ${answers.questionId} = ${questions.id} AND ${answers.status} = ${sqlConstant(PostStatus.normal)})`,
      acceptedAnswerId: sql`COALESCE((SELECT ${answers.id} FROM ${answers} WHERE ${answers.questionId} = ${questions.id}
        AND ${answers.status} = ${sqlConstant(PostStatus.normal)} AND ${answers.accepted} = ${sqlConstant(Accepted.yes)} LIMIT 1), 0)`,
    })
    .where(eq(questions.id, questionId));
}

export type Activity = {
  objectType: "question" | "answer";
  objectId: number;
  questionId: number;
  userId: number;
  type: string;
  comment?: string;
  now: number;
  revisionId?: ReturnType<typeof newestId> | number;
};

export function activityStatement(db: Db, activity: Activity) {
  return db.run(sql`INSERT INTO ${activities} (object_type, object_id, question_id, user_id, activity_type, revision_id, comment, created_at)
    VALUES (${activity.objectType}, ${activity.objectId}, ${activity.questionId}, ${activity.userId}, ${activity.type},
      ${activity.revisionId ?? 0}, ${activity.comment ?? ""}, ${activity.now})`);
}

export function updateQuestionState(db: Db, questionId: number, changes: Partial<typeof questions.$inferInsert>) {
  return db.update(questions).set(changes).where(eq(questions.id, questionId));
}

export function updateAnswerState(db: Db, answerId: number, changes: Partial<typeof answers.$inferInsert>) {
  return db.update(answers).set(changes).where(eq(answers.id, answerId));
}

/** Marks one answer accepted (or none, with 0) and the question's accepted answer with it. */
export function acceptStatements(db: Db, questionId: number, answerId: number) {
  return [
    db
      .update(answers)
      .set({
        accepted: sql`CASE WHEN ${answers.id} = ${answerId} THEN ${sqlConstant(Accepted.yes)} ELSE ${sqlConstant(Accepted.no)} END`,
      })
      .where(and(eq(answers.questionId, questionId), or(eq(answers.accepted, Accepted.yes), eq(answers.id, answerId)))),
    db.update(questions).set({ acceptedAnswerId: answerId }).where(eq(questions.id, questionId)),
  ];
}

export type QuestionEdit = {
  questionId: number;
  editorId: number;
  title: string;
  /** the title's URL segment (url-titles.server.ts) */
  urlTitle: string;
  originalText: string;
  parsedText: string;
  tagIds: number[];
  tagSlugs: string[];
  newTags: NewTag[];
  oldTagIds: number[];
  linkedQuestionIds: number[];
  oldLinkedIds: number[];
  province: string;
  city: string;
  editSummary: string;
  now: number;
  /** a suggested edit being approved: it becomes the post's revision instead of a new one */
  approvedRevisionId?: number;
};

/** Applies an edit to a question: content, tags (with exact counts), links, revision and timeline entry. */
export function applyQuestionEditStatements(db: Db, edit: QuestionEdit) {
  const chosen = chosenTags(edit.tagIds, edit.newTags);
  const snapshot = questionSnapshot(edit);
  return [
    db
      .update(questions)
      .set({
        title: edit.title,
        urlTitle: edit.urlTitle,
        originalText: edit.originalText,
        parsedText: edit.parsedText,
        province: edit.province,
        city: edit.city,
        lastEditUserId: edit.editorId,
        editedAt: edit.now,
        updatedAt: edit.now,
        activeAt: edit.now,
      })
      .where(eq(questions.id, edit.questionId)),
    ...newTagStatements(db, edit.newTags, edit.editorId, edit.now),
    db
      .delete(questionTags)
      .where(
        and(
          eq(questionTags.questionId, edit.questionId),
          notInArray(questionTags.tagId, db.select({ id: tags.id }).from(tags).where(chosen)),
        ),
      ),
    db.run(sql`INSERT INTO ${questionTags} (question_id, tag_id, created_at)
      SELECT ${edit.questionId}, ${tags.id}, ${edit.now} FROM ${tags} WHERE ${chosen} ON CONFLICT DO NOTHING`),
    db
      .update(tags)
      .set({
        questionCount: sql`(SELECT COUNT(*) FROM ${questionTags} qt JOIN ${questions} q ON q.id = qt.question_id
          WHERE qt.tag_id = ${tags.id} AND q.status IN ${sqlList(READABLE_QUESTION_STATUSES)})`,
      })
      .where(or(inArray(tags.id, edit.oldTagIds.length ? edit.oldTagIds : [0]), chosen)),
    db.delete(questionLinks).where(eq(questionLinks.fromQuestionId, edit.questionId)),
    ...linkStatements(db, edit.questionId, edit.linkedQuestionIds, edit.now),
    ...(edit.oldLinkedIds.length
      ? [
          db
            .update(questions)
            .set({
              linkedCount: sql`(SELECT COUNT(*) FROM ${questionLinks} WHERE ${questionLinks.toQuestionId} = ${questions.id})`,
            })
            .where(inArray(questions.id, edit.oldLinkedIds)),
        ]
      : []),
    ...(edit.approvedRevisionId
      ? []
      : [
          db.run(sql`INSERT INTO ${revisions} (object_type, object_id, user_id, title, content, reason, created_at)
            VALUES ('question', ${edit.questionId}, ${edit.editorId}, ${edit.title}, ${snapshot}, ${edit.editSummary}, ${edit.now})`),
        ]),
    db
      .update(questions)
      .set({ revisionId: edit.approvedRevisionId ?? newestId(revisions) })
      .where(eq(questions.id, edit.questionId)),
    activityStatement(db, {
      objectType: "question",
      objectId: edit.questionId,
      questionId: edit.questionId,
      userId: edit.editorId,
      type: "edited",
      revisionId: edit.approvedRevisionId ?? newestId(revisions),
      now: edit.now,
    }),
  ];
}

export type AnswerEdit = {
  answerId: number;
  questionId: number;
  editorId: number;
  originalText: string;
  parsedText: string;
  editSummary: string;
  now: number;
  /** a suggested edit being approved: it becomes the answer's revision instead of a new one */
  approvedRevisionId?: number;
};

export function applyAnswerEditStatements(db: Db, edit: AnswerEdit) {
  const snapshot = JSON.stringify({ content: edit.originalText });
  return [
    db
      .update(answers)
      .set({
        originalText: edit.originalText,
        parsedText: edit.parsedText,
        lastEditUserId: edit.editorId,
        updatedAt: edit.now,
      })
      .where(eq(answers.id, edit.answerId)),
    db.update(questions).set({ activeAt: edit.now }).where(eq(questions.id, edit.questionId)),
    ...(edit.approvedRevisionId
      ? []
      : [
          db.run(sql`INSERT INTO ${revisions} (object_type, object_id, user_id, content, reason, created_at)
            VALUES ('answer', ${edit.answerId}, ${edit.editorId}, ${snapshot}, ${edit.editSummary}, ${edit.now})`),
        ]),
    db
      .update(answers)
      .set({ revisionId: edit.approvedRevisionId ?? newestId(revisions) })
      .where(eq(answers.id, edit.answerId)),
    activityStatement(db, {
      objectType: "answer",
      objectId: edit.answerId,
      questionId: edit.questionId,
      userId: edit.editorId,
      type: "edited",
      revisionId: edit.approvedRevisionId ?? newestId(revisions),
      now: edit.now,
    }),
  ];
}

/** A suggested edit: a revision awaiting review (at most one per post, by the unique index). */
export function suggestEditStatement(
  db: Db,
  suggestion: {
    objectType: "question" | "answer";
    objectId: number;
    userId: number;
    title: string;
    snapshot: object;
    editSummary: string;
    now: number;
  },
) {
  return db.insert(revisions).values({
    objectType: suggestion.objectType,
    objectId: suggestion.objectId,
    userId: suggestion.userId,
    title: suggestion.title,
    content: JSON.stringify(suggestion.snapshot),
    reason: suggestion.editSummary,
    status: RevisionStatus.pending,
    createdAt: suggestion.now,
  });
}

/** The current tag ids and outgoing links of a question, read before an edit. */
export function selectQuestionTagIds(db: Db, questionId: number) {
  return db.select({ id: questionTags.tagId }).from(questionTags).where(eq(questionTags.questionId, questionId));
}

export function selectOutgoingLinks(db: Db, questionId: number) {
  return db
    .select({ id: questionLinks.toQuestionId })
    .from(questionLinks)
    .where(eq(questionLinks.fromQuestionId, questionId));
}

export function selectPendingRevision(db: Db, objectType: "question" | "answer", objectId: number) {
  return db
    .select({ id: revisions.id })
    .from(revisions)
    .where(
      and(
        eq(revisions.objectType, objectType),
        eq(revisions.objectId, objectId),
        eq(revisions.status, RevisionStatus.pending),
      ),
    );
}
