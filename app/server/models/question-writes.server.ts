// Writes of questions: lists of statements that the service runs as one batch, so a question and every counter it
// moves change together.
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { activities, answers, questionLinks, questionTags, questions, revisions, tags, users } from "../db/schema";

/** The id of the row just inserted into a table, inside the same batch (a batch is one transaction, ids only grow). */
export const newestId = (table: typeof questions | typeof answers | typeof revisions | typeof tags) =>
  sql`(SELECT MAX(id) FROM ${table})`;

/** The id of the question just inserted, to write its first answer in the same batch. */
export const newestQuestionId = () => newestId(questions);

/** The ids of the question and the answer just inserted, read at the end of the batch that wrote them. */
export function selectNewestPostIds(db: Db) {
  return db
    .select({ question: newestId(questions).mapWith(Number), answer: newestId(answers).mapWith(Number) })
    .from(users)
    .limit(1);
}

export type NewQuestion = {
  userId: number;
  title: string;
  /** the title's URL segment (url-titles.server.ts) */
  urlTitle: string;
  originalText: string;
  parsedText: string;
  tagIds: number[];
  /** Every tag of the question by slug, for the revision snapshot. */
  tagSlugs: string[];
  newTags: NewTag[];
  linkedQuestionIds: number[];
  /** the jurisdiction's codes ("" for none) */
  province: string;
  city: string;
  editSummary: string;
  now: number;
};

/** What a question's revision records: its title, body, tags, and its jurisdiction when it names one. */
export function questionSnapshot(edit: {
  title: string;
  originalText: string;
  tagSlugs: string[];
  province: string;
  city: string;
}): string {
  const place = edit.province ? { province: edit.province, city: edit.city } : {};
  return JSON.stringify({ title: edit.title, content: edit.originalText, tags: edit.tagSlugs, ...place });
}

export type NewTag = { slugName: string; displayName: string };

/** The tags a member chose: existing ones by id, new ones by the slug they are created under. */
export function chosenTags(tagIds: number[], newTags: NewTag[]) {
  const newSlugs = newTags.map((tag) => tag.slugName);
  return or(
    tagIds.length ? inArray(tags.id, tagIds) : undefined,
    newSlugs.length ? inArray(tags.slugName, newSlugs) : undefined,
  );
}

/** Creates the new tags a post brings (a tag created meanwhile by someone else is left as it is). */
export function newTagStatements(db: Db, newTags: NewTag[], userId: number, now: number) {
  return newTags.map((tag) =>
    db
      .insert(tags)
      .values({ slugName: tag.slugName, displayName: tag.displayName, userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing(),
  );
}

/** The statements that create a question with its tags, links, first revision and timeline entry. */
export function createQuestionStatements(db: Db, input: NewQuestion) {
  const questionId = newestId(questions);
  const tagsOfQuestion = chosenTags(input.tagIds, input.newTags);
  const snapshot = questionSnapshot(input);
  return [
    db.insert(questions).values({
      userId: input.userId,
      title: input.title,
      urlTitle: input.urlTitle,
      originalText: input.originalText,
      parsedText: input.parsedText,
      province: input.province,
      city: input.city,
      createdAt: input.now,
      updatedAt: input.now,
      activeAt: input.now,
    }),
    ...newTagStatements(db, input.newTags, input.userId, input.now),
    db.run(sql`INSERT INTO ${questionTags} (question_id, tag_id, created_at)
      SELECT ${questionId}, ${tags.id}, ${input.now} FROM ${tags} WHERE ${tagsOfQuestion}`),
    db
      .update(tags)
      .set({ questionCount: sql`${tags.questionCount} + 1` })
      .where(tagsOfQuestion),
    ...linkStatements(db, questionId, input.linkedQuestionIds, input.now),
    db
      .update(users)
      .set({ questionCount: sql`${users.questionCount} + 1` })
      .where(eq(users.id, input.userId)),
    db.run(sql`INSERT INTO ${revisions} (object_type, object_id, user_id, title, content, reason, created_at)
      VALUES ('question', ${questionId}, ${input.userId}, ${input.title}, ${snapshot}, ${input.editSummary}, ${input.now})`),
    db
      .update(questions)
      .set({ revisionId: newestId(revisions) })
      .where(eq(questions.id, questionId)),
    db.run(sql`INSERT INTO ${activities} (object_type, object_id, question_id, user_id, activity_type, revision_id, created_at)
      VALUES ('question', ${questionId}, ${questionId}, ${input.userId}, 'created', ${newestId(revisions)}, ${input.now})`),
  ];
}

/** Records the questions a post refers to and keeps their linked counts (the "frequent" order) exact. */
export function linkStatements(db: Db, fromQuestionId: SQL | number, toQuestionIds: number[], now: number) {
  if (toQuestionIds.length === 0) return [];
  return [
    ...toQuestionIds.map((to) =>
      db.run(sql`INSERT INTO ${questionLinks} (from_question_id, to_question_id, created_at)
        SELECT ${fromQuestionId}, ${to}, ${now} WHERE ${fromQuestionId} <> ${to} ON CONFLICT DO NOTHING`),
    ),
    db
      .update(questions)
      .set({
        linkedCount: sql`(SELECT COUNT(*) FROM ${questionLinks} WHERE ${questionLinks.toQuestionId} = ${questions.id})`,
      })
      .where(inArray(questions.id, toQuestionIds)),
  ];
}

/** Gives a question its URL title, provided it still has none and its title is still the one the URL title is of. */
export function setUrlTitleStatement(db: Db, question: { id: number; title: string }, urlTitle: string) {
  return db
    .update(questions)
    .set({ urlTitle })
    .where(and(eq(questions.id, question.id), eq(questions.title, question.title), eq(questions.urlTitle, "")));
}
