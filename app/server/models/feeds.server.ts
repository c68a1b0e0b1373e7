// What the RSS feeds show: the newest listed questions (of the site, or of a tag and its synonyms) and the newest
// answers of a readable question, each with its author's name. One round trip per feed.
import { d1Of, type Db } from "../db/client.server";
import { PostStatus, READABLE_QUESTION_STATUSES, TagStatus } from "~/lib/status";

export type FeedQuestionRow = {
  id: number;
  title: string;
  urlTitle: string;
  parsedText: string;
  createdAt: number;
  author: string;
  /** the display names of its tags, joined by U+001F */
  tags: string | null;
};
export type FeedAnswerRow = { id: number; parsedText: string; createdAt: number; author: string };
export type FeedTagRow = { slugName: string; displayName: string; originalText: string };
export type FeedParentRow = { id: number; title: string; urlTitle: string; originalText: string };

const QUESTION_COLUMNS = `q.id, q.title, q.url_title AS urlTitle, q.parsed_text AS parsedText, q.created_at AS createdAt,
  coalesce(nullif(u.display_name, ''), u.username) AS author,
  (SELECT group_concat(t.display_name, '\u001f') FROM question_tags qt JOIN tags t ON t.id = qt.tag_id
    WHERE qt.question_id = q.id) AS tags`;

export async function selectNewestQuestions(db: Db, limit: number): Promise<FeedQuestionRow[]> {
  const { results } = await d1Of(db)
    .prepare(
      `SELECT ${QUESTION_COLUMNS} FROM questions q JOIN users u ON u.id = q.user_id
       WHERE q.listed = 1 ORDER BY q.created_at DESC LIMIT ?`,
    )
    .bind(limit)
    .all<FeedQuestionRow>();
  return results;
}

/** A live tag by its slug, and the newest listed questions with it or one of its synonyms. */
export async function selectTagFeed(db: Db, slugName: string, limit: number) {
  const d1 = d1Of(db);
  const [tag, questions] = await d1.batch([
    d1
      .prepare(
        `SELECT slug_name AS slugName, display_name AS displayName, original_text AS originalText FROM tags WHERE slug_name = ? AND status = ${TagStatus.normal}`,
      )
      .bind(slugName),
    d1
      .prepare(
        `SELECT ${QUESTION_COLUMNS} FROM questions q JOIN users u ON u.id = q.user_id
         WHERE q.listed = 1 AND q.id IN (SELECT question_id FROM question_tags WHERE tag_id IN (
           SELECT s.id FROM tags s JOIN tags named ON s.id = named.id OR s.main_tag_id = named.id
           WHERE named.slug_name = ? AND named.status = ${TagStatus.normal}))
         ORDER BY q.id DESC LIMIT ?`,
      )
      .bind(slugName, limit),
  ]);
  return {
    tag: (tag!.results[0] as FeedTagRow | undefined) ?? null,
    questions: questions!.results as FeedQuestionRow[],
  };
}

/** A readable question and its newest shown answers. */
export async function selectAnswersFeed(db: Db, questionId: number, limit: number) {
  const d1 = d1Of(db);
  const [question, answers] = await d1.batch([
    d1
      .prepare(
        `SELECT id, title, url_title AS urlTitle, original_text AS originalText FROM questions
         WHERE id = ? AND status IN (${READABLE_QUESTION_STATUSES.join(", ")})`,
      )
      .bind(questionId),
    d1
      .prepare(
        `SELECT a.id, a.parsed_text AS parsedText, a.created_at AS createdAt, coalesce(nullif(u.display_name, ''), u.username) AS author
         FROM answers a JOIN users u ON u.id = a.user_id
         WHERE a.question_id = ? AND a.status = ${PostStatus.normal} ORDER BY a.created_at DESC LIMIT ?`,
      )
      .bind(questionId, limit),
  ]);
  return {
    question: (question!.results[0] as FeedParentRow | undefined) ?? null,
    answers: answers!.results as FeedAnswerRow[],
  };
}
