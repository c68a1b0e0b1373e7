// Reads and writes of answers. Writes are statement lists for one batch: the answer, the question's counters and
// the answerer's count change together.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.server";
import { readTemplate, slot } from "../db/templates.server";
import { activities, answers, questions, revisions, users } from "../db/schema";
import { newestId } from "./question-writes.server";
import { userColumns } from "./questions.server";
import { ANSWERS_PAGE_SIZE_MAX } from "~/lib/limits";
import { PostStatus } from "~/lib/status";
import type { AnswerOrder } from "~/lib/post-constants";

export type AnswerRow = typeof answers.$inferSelect;

const author = alias(users, "answer_author");
const editor = alias(users, "answer_editor");

function answerOrder(order: AnswerOrder): SQL[] {
  // the accepted answer always comes first
  const accepted = desc(answers.accepted);
  switch (order) {
    case "newest":
      return [accepted, desc(answers.createdAt), desc(answers.id)];
    case "oldest":
      return [accepted, asc(answers.createdAt), asc(answers.id)];
    case "default":
    case "score":
      return [accepted, desc(answers.voteCount), asc(answers.createdAt), asc(answers.id)];
  }
}

/**
 * The answers of a question a reader may see: normal ones, plus deleted and pending ones for those allowed (their
 * authors, or staff), with authors and last editors.
 */
type AnswersShape = { order: AnswerOrder; staff: boolean; member: boolean; oneAnswer: boolean };

const answersOfQuestion = readTemplate((db, shape: AnswersShape) => {
  const visible = shape.staff
    ? undefined
    : or(eq(answers.status, PostStatus.normal), shape.member ? eq(answers.userId, slot("userId")) : undefined);
  return db
    .select({
      answer: answers,
      author: userColumns(author, "answer_author"),
      editor: userColumns(editor, "answer_editor"),
    })
    .from(answers)
    .innerJoin(author, eq(author.id, answers.userId))
    .leftJoin(editor, eq(editor.id, answers.lastEditUserId))
    .where(
      and(
        eq(answers.questionId, slot("questionId")),
        visible,
        shape.oneAnswer ? eq(answers.id, slot("answerId")) : undefined,
      ),
    )
    .orderBy(...answerOrder(shape.order))
    .limit(ANSWERS_PAGE_SIZE_MAX);
});

export function selectAnswersOfQuestion(
  db: Db,
  questionId: number,
  viewer: { userId: number | null; staff: boolean },
  order: AnswerOrder,
  onlyAnswerId?: number,
) {
  const shape = { order, staff: viewer.staff, member: viewer.userId !== null, oneAnswer: Boolean(onlyAnswerId) };
  return answersOfQuestion(db, { questionId, userId: viewer.userId ?? 0, answerId: onlyAnswerId ?? 0 }, shape);
}

export function selectAnswer(db: Db, id: number) {
  return db.select().from(answers).where(eq(answers.id, id));
}

/** Whether a member already has a visible answer on a question (for edit-my-answer). */
const ownAnswerIds = readTemplate((db) =>
  db
    .select({ id: answers.id })
    .from(answers)
    .where(
      and(
        eq(answers.questionId, slot("questionId")),
        eq(answers.userId, slot("userId")),
        inArray(answers.status, [PostStatus.normal, PostStatus.pending]),
      ),
    )
    .orderBy(asc(answers.id)),
);

export function selectOwnAnswerIds(db: Db, questionId: number, userId: number) {
  return ownAnswerIds(db, { questionId, userId });
}

/** The id of the answer just inserted, read at the end of the batch that wrote it. */
export function selectNewestAnswerId(db: Db) {
  return db
    .select({ id: newestId(answers).mapWith(Number) })
    .from(users)
    .limit(1);
}

export type NewAnswer = {
  questionId: SQL | number;
  userId: number;
  originalText: string;
  parsedText: string;
  editSummary: string;
  now: number;
};

/** The statements that add an answer and move the question's counters and activity with it. */
export function createAnswerStatements(db: Db, input: NewAnswer) {
  const answerId = newestId(answers);
  const snapshot = JSON.stringify({ content: input.originalText });
  return [
    db.run(sql`INSERT INTO ${answers} (question_id, user_id, original_text, parsed_text, created_at, updated_at)
      VALUES (${input.questionId}, ${input.userId}, ${input.originalText}, ${input.parsedText}, ${input.now}, ${input.now})`),
    db.run(sql`UPDATE ${questions} SET answer_count = answer_count + 1, last_answer_id = ${answerId},
      active_at = ${input.now} WHERE id = ${input.questionId}`),
    db
      .update(users)
      .set({ answerCount: sql`${users.answerCount} + 1` })
      .where(eq(users.id, input.userId)),
    db.run(sql`INSERT INTO ${revisions} (object_type, object_id, user_id, content, reason, created_at)
      VALUES ('answer', ${answerId}, ${input.userId}, ${snapshot}, ${input.editSummary}, ${input.now})`),
    db
      .update(answers)
      .set({ revisionId: newestId(revisions) })
      .where(eq(answers.id, answerId)),
    db.run(sql`INSERT INTO ${activities} (object_type, object_id, question_id, user_id, activity_type, revision_id, created_at)
      VALUES ('answer', ${answerId}, ${input.questionId}, ${input.userId}, 'created', ${newestId(revisions)}, ${input.now})`),
  ];
}
