// The rows one seeded question brings: the question, its answers and comments, the tag links, and the first
// revision and the "created" timeline entry of every post, as asking and answering through the site write them.
// Ids are given explicitly (from the next free ids), so rows refer to each other without lookups.
import { tuple } from "./sql";
import { sqlText } from "../lib/local";
import { familyDocs } from "../../app/lib/search-docs";
import { urlTitleOf } from "../../app/server/url-titles.server";

export type SeedRows = {
  questions: string[];
  answers: string[];
  revisions: string[];
  activities: string[];
  questionTags: string[];
  comments: string[];
  /** the search index's rows (app/lib/search-docs.ts) */
  searchDocs: string[];
};

export const COLUMNS = {
  questions: [
    "id",
    "user_id",
    "title",
    "url_title",
    "original_text",
    "parsed_text",
    "vote_count",
    "answer_count",
    "view_count",
    "accepted_answer_id",
    "last_answer_id",
    "created_at",
    "updated_at",
    "active_at",
  ],
  answers: [
    "id",
    "question_id",
    "user_id",
    "original_text",
    "parsed_text",
    "accepted",
    "vote_count",
    "created_at",
    "updated_at",
  ],
  revisions: ["id", "object_type", "object_id", "user_id", "title", "content", "created_at"],
  activities: ["object_type", "object_id", "question_id", "user_id", "activity_type", "revision_id", "created_at"],
  comments: [
    "object_type",
    "object_id",
    "question_id",
    "user_id",
    "original_text",
    "parsed_text",
    "created_at",
    "updated_at",
  ],
} as const;

export function emptyRows(): SeedRows {
  return { questions: [], answers: [], revisions: [], activities: [], questionTags: [], comments: [], searchDocs: [] };
}

export type QuestionSpec = {
  id: number;
  title: string;
  body: string;
  tags: readonly string[];
  answers: readonly string[];
  comments: readonly string[];
  /** index into the demo members; answers and comments go to the members after it */
  author: number;
  created: number;
  votes: number;
  views: number;
};

/** The next free answer and revision ids; advanced as rows are added. */
export type NextIds = { answer: number; revision: number };

type Helpers = { next: () => number; userId: (member: number) => number; html: (markdown: string) => string };

/**
 * Adds one question's rows. Random draws happen in the same order as the original one-row-per-statement seed
 * (per answer: acceptance for the first, then its votes), so a given size always yields the same content.
 */
export function addQuestion(rows: SeedRows, ids: NextIds, q: QuestionSpec, { next, userId, html }: Helpers): void {
  const author = userId(q.author);
  const questionRevision = ids.revision++;
  rows.revisions.push(
    tuple([
      questionRevision,
      "'question'",
      q.id,
      author,
      sqlText(q.title),
      sqlText(JSON.stringify({ title: q.title, content: q.body, tags: q.tags })),
      q.created,
    ]),
  );
  rows.activities.push(tuple(["'question'", q.id, q.id, author, "'created'", questionRevision, q.created]));
  for (const slug of q.tags) rows.questionTags.push(tuple([q.id, sqlText(slug), q.created]));

  let acceptedId = 0;
  let lastAnswerId = 0;
  const indexedAnswers: { id: number; text: string }[] = [];
  q.answers.forEach((answer, index) => {
    const id = ids.answer++;
    indexedAnswers.push({ id, text: answer });
    const revision = ids.revision++;
    const answerer = userId(q.author + index + 1);
    const answered = q.created + (index + 1) * 7200;
    const accepted = index === 0 && next() < 0.6 ? 2 : 1;
    if (accepted === 2) acceptedId = id;
    lastAnswerId = id;
    const votes = Math.floor(next() * 40);
    rows.answers.push(
      tuple([id, q.id, answerer, sqlText(answer), sqlText(html(answer)), accepted, votes, answered, answered]),
    );
    rows.revisions.push(
      tuple([revision, "'answer'", id, answerer, "''", sqlText(JSON.stringify({ content: answer })), answered]),
    );
    rows.activities.push(tuple(["'answer'", id, q.id, answerer, "'created'", revision, answered]));
  });

  rows.questions.push(
    tuple([
      q.id,
      author,
      sqlText(q.title),
      sqlText(urlTitleOf(q.title)),
      sqlText(q.body),
      sqlText(html(q.body)),
      q.votes,
      q.answers.length,
      q.views,
      acceptedId,
      lastAnswerId,
      q.created,
      q.created,
      q.created + q.answers.length * 7200,
    ]),
  );
  for (const doc of familyDocs({ id: q.id, title: q.title, text: q.body }, indexedAnswers)) {
    rows.searchDocs.push(tuple([doc.rowid, sqlText(doc.title), sqlText(doc.body)]));
  }
  q.comments.forEach((comment, index) => {
    const at = q.created + 1800 + index * 600;
    rows.comments.push(
      tuple(["'question'", q.id, q.id, userId(q.author + 3 + index), sqlText(comment), sqlText(html(comment)), at, at]),
    );
  });
}
