// Reads of questions: statements to batch, so a page makes one round of D1 queries. The lists are in
// question-lists.server.ts, writes in question-writes.server.ts.
import { and, desc, eq, inArray, ne, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { BuildAliasTable } from "drizzle-orm/sqlite-core/query-builders/select.types";
import type { Db } from "../db/client.server";
import { readTemplate, slot } from "../db/templates.server";
import { questionLinks, questionTags, questions, tags, users } from "../db/schema";
import { TagStatus } from "~/lib/status";

export type QuestionRow = typeof questions.$inferSelect;

/** Listed questions: normal or closed, not unlisted. Deleted and pending ones never appear in lists. */
export const listedQuestion = eq(questions.listed, 1);

/**
 * The columns of a member shown next to a post, under names of their own: local D1 collapses result columns that
 * share a name (id, status, created_at of the joined tables), which would shift every value after them.
 */
export function userColumns<Name extends string>(table: BuildAliasTable<typeof users, Name>, prefix: Name) {
  return {
    id: sql<number>`${table.id}`.mapWith(Number).as(`${prefix}_id`),
    username: sql<string>`${table.username}`.as(`${prefix}_username`),
    displayName: sql<string>`${table.displayName}`.as(`${prefix}_display_name`),
    avatar: sql<string>`${table.avatarUrl}`.as(`${prefix}_avatar`),
    rank: sql<number>`${table.rank}`.mapWith(Number).as(`${prefix}_rank`),
    status: sql<number>`${table.status}`.mapWith(Number).as(`${prefix}_status`),
    lawyer: sql<boolean>`${table.verifiedLawyer}`.mapWith(Boolean).as(`${prefix}_lawyer`),
  };
}
// the columns a member is shown with, as the pages' view type has them
export type { UserSummary } from "~/lib/views/questions";

const author = alias(users, "author");

/** Questions linked with a question (its id bound as `id`), in either direction. */
export function linkedWith(db: Db, id: SQL | Placeholder) {
  return or(
    inArray(
      questions.id,
      db.select({ id: questionLinks.toQuestionId }).from(questionLinks).where(eq(questionLinks.fromQuestionId, id)),
    ),
    inArray(
      questions.id,
      db.select({ id: questionLinks.fromQuestionId }).from(questionLinks).where(eq(questionLinks.toQuestionId, id)),
    ),
  );
}

/** A subquery selecting question ids (drizzle takes it where a list of ids goes). */
type SQLiteSelectIds = { _: { selectedFields: { id: SQLiteColumn } } };

/** The tags of several questions (given as ids or as a subquery of ids). */
export function tagsOfQuestions(db: Db, questionIds: number[] | SQLiteSelectIds | Placeholder[]) {
  return db
    .select({ questionId: questionTags.questionId, slugName: tags.slugName, displayName: tags.displayName })
    .from(questionTags)
    .innerJoin(tags, eq(tags.id, questionTags.tagId))
    .where(and(inArray(questionTags.questionId, questionIds as number[]), eq(tags.status, TagStatus.normal)))
    .orderBy(questionTags.questionId, questionTags.createdAt, tags.id);
}

const tagsOfOneQuestion = readTemplate((db) => tagsOfQuestions(db, [slot("questionId")]));

/** One question's tags. */
export function tagsOfQuestion(db: Db, questionId: number) {
  return tagsOfOneQuestion(db, { questionId });
}

/** One question with its author and last editor. */
const questionDetail = readTemplate((db) => {
  const editor = alias(users, "editor");
  return db
    .select({ question: questions, author: userColumns(author, "author"), editor: userColumns(editor, "editor") })
    .from(questions)
    .innerJoin(author, eq(author.id, questions.userId))
    .leftJoin(editor, eq(editor.id, questions.lastEditUserId))
    .where(eq(questions.id, slot("id")));
});

export function selectQuestionDetail(db: Db, id: number) {
  return questionDetail(db, { id });
}

export function selectQuestion(db: Db, id: number) {
  return db.select().from(questions).where(eq(questions.id, id));
}

/** Questions written before URL titles were stored (their url_title is ''), oldest first, a few at a time. */
export function selectQuestionsWithoutUrlTitle(db: Db, limit: number) {
  return db
    .select({ id: questions.id, title: questions.title })
    .from(questions)
    .where(eq(questions.urlTitle, ""))
    .orderBy(questions.id)
    .limit(limit);
}

/** What a side card (linked, related, similar) shows of a question. */
const cardColumns = {
  id: questions.id,
  title: questions.title,
  urlTitle: questions.urlTitle,
  answerCount: questions.answerCount,
  acceptedAnswerId: questions.acceptedAnswerId,
  voteCount: questions.voteCount,
};

/** Questions linked with this one, in either direction, that readers may see. */
const linkedQuestions = readTemplate((db) =>
  db
    .select(cardColumns)
    .from(questions)
    .where(and(listedQuestion, linkedWith(db, slot("id"))))
    .orderBy(desc(questions.voteCount), desc(questions.id))
    .limit(slot("limit"))
    .offset(slot("offset")),
);

export function selectLinkedQuestions(db: Db, id: number, limit: number, offset = 0) {
  return linkedQuestions(db, { id, limit, offset });
}

/** Questions sharing the most tags with this one. */
/** Questions of each shared tag looked at for the related card: the newest ones, so the cost stays bounded. */
const RELATED_CANDIDATES_PER_TAG = 200;
/** How many two-character pieces of the title are compared (Chinese titles have no spaces between words). */
const RELATED_TITLE_PIECES = 24;

/**
 * The related card: listed questions that share tags with this one and words of its title. Candidates are the newest
 * questions of each of its tags; each scores 3 per shared tag and 1 per two-character piece of this title that its
 * title also contains; then votes decide.
 */
const relatedQuestions = readTemplate((db) => {
  const id = slot("id");
  const ownTags = db.select({ id: questionTags.tagId }).from(questionTags).where(eq(questionTags.questionId, id));
  const ranked = db
    .select({
      questionId: questionTags.questionId,
      position:
        sql<number>`ROW_NUMBER() OVER (PARTITION BY ${questionTags.tagId} ORDER BY ${questionTags.questionId} DESC)`.as(
          "position",
        ),
    })
    .from(questionTags)
    .where(and(inArray(questionTags.tagId, ownTags), ne(questionTags.questionId, id)))
    .as("ranked");
  const candidates = db
    .select({ questionId: ranked.questionId, shared: sql<number>`COUNT(*)`.as("shared") })
    .from(ranked)
    .where(sql`${ranked.position} <= ${RELATED_CANDIDATES_PER_TAG}`)
    .groupBy(ranked.questionId)
    .as("candidates");
  // this question's title, joined once: D1 allows 100 bound values per statement, so the pieces' positions are
  // written into the SQL (they are constants) and the title is not bound again for each piece
  const self = alias(questions, "self");
  const own = db
    .select({ ownTitle: sql<string>`${self.title}`.as("own_title") })
    .from(self)
    .where(eq(self.id, id))
    .as("own");
  const titlePieces = Array.from({ length: RELATED_TITLE_PIECES }, (_, index) => {
    const piece = sql`substr(${own.ownTitle}, ${sql.raw(String(index + 1))}, 2)`;
    return sql`(length(${piece}) = 2 AND instr(${questions.title}, ${piece}) > 0)`;
  });
  const score = sql`${candidates.shared} * 3 + ${sql.join(titlePieces, sql` + `)}`;
  return db
    .select(cardColumns)
    .from(questions)
    .innerJoin(candidates, eq(candidates.questionId, questions.id))
    .innerJoin(own, sql`1 = 1`)
    .where(listedQuestion)
    .orderBy(desc(score), desc(questions.voteCount), desc(questions.id))
    .limit(slot("limit"));
});

export function selectRelatedQuestions(db: Db, id: number, limit: number) {
  return relatedQuestions(db, { id, limit });
}

/** Which of these ids are questions that exist (for links found in a body). */
export function selectExistingQuestionIds(db: Db, ids: number[]) {
  return db
    .select({ id: questions.id })
    .from(questions)
    .where(inArray(questions.id, ids.length ? ids : [0]));
}
