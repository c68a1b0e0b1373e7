// Reads of the back office's content lists (SPEC §2 admin questions and answers): every question or answer in one
// state, newest first, found by title or by id, a page of them and how many, each with its author.
import { sql, type SQL } from "drizzle-orm";
import { sqlConstant, type Db } from "../db/client.server";
import { memberColumns, type MemberColumns } from "./member-columns.server";
import { escapeLike } from "~/lib/like-pattern";
import { PostStatus, QuestionStatus } from "~/lib/status";

export type AdminListWindow = { limit: number; offset: number };

const AUTHOR = memberColumns("u", "author");

export type AdminAuthorColumns = MemberColumns<"author">;

export type AdminQuestionRow = AdminAuthorColumns & {
  id: number;
  title: string;
  urlTitle: string;
  status: number;
  show: number;
  pin: number;
  voteCount: number;
  answerCount: number;
  acceptedAnswerId: number;
  createdAt: number;
};

const QUESTION_STATES: Record<string, number> = {
  normal: QuestionStatus.normal,
  closed: QuestionStatus.closed,
  deleted: QuestionStatus.deleted,
  pending: QuestionStatus.pending,
};

/** Found by id when the search names one, else by a piece of the title. */
function searched(column: SQL, title: SQL, search: { id: number | null; query: string }): SQL {
  if (search.id !== null) return sql` AND ${column} = ${search.id}`;
  return search.query ? sql` AND ${title} LIKE ${`%${escapeLike(search.query)}%`} ESCAPE '\\'` : sql``;
}

/** The questions in one state, newest first. */
export function selectAdminQuestions(
  db: Db,
  filter: { status: string; id: number | null; query: string },
  window: AdminListWindow,
) {
  const where = sql`q.status = ${sqlConstant(QUESTION_STATES[filter.status]!)}${searched(sql`q.id`, sql`q.title`, filter)}`;
  return {
    list: db.all<AdminQuestionRow>(sql`SELECT q.id, q.title, q.url_title AS urlTitle, q.status, q.show, q.pin, q.vote_count AS voteCount,
        q.answer_count AS answerCount, q.accepted_answer_id AS acceptedAnswerId, q.created_at AS createdAt, ${AUTHOR}
      FROM questions q JOIN users u ON u.id = q.user_id WHERE ${where}
      ORDER BY q.created_at DESC, q.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`),
    total: db.all<{ total: number }>(sql`SELECT COUNT(*) AS total FROM questions q WHERE ${where}`),
  };
}

export type AdminAnswerRow = AdminAuthorColumns & {
  id: number;
  questionId: number;
  title: string;
  urlTitle: string;
  status: number;
  accepted: number;
  voteCount: number;
  excerpt: string;
  createdAt: number;
};

const ANSWER_STATES: Record<string, number> = {
  normal: PostStatus.normal,
  deleted: PostStatus.deleted,
  pending: PostStatus.pending,
};

/** The answers in one state (of one question, if asked), newest first, with their questions' titles. */
export function selectAdminAnswers(
  db: Db,
  filter: { status: string; id: number | null; query: string; questionId: number | null },
  window: AdminListWindow,
) {
  const ofQuestion = filter.questionId === null ? sql`` : sql` AND a.question_id = ${filter.questionId}`;
  const where = sql`a.status = ${sqlConstant(ANSWER_STATES[filter.status]!)}${ofQuestion}${searched(sql`a.id`, sql`q.title`, filter)}`;
  const from = sql`answers a JOIN questions q ON q.id = a.question_id`;
  return {
    list: db.all<AdminAnswerRow>(sql`SELECT a.id, a.question_id AS questionId, q.title, q.url_title AS urlTitle, a.status, a.accepted,
        a.vote_count AS voteCount, substr(a.original_text, 1, 240) AS excerpt, a.created_at AS createdAt, ${AUTHOR}
      FROM ${from} JOIN users u ON u.id = a.user_id WHERE ${where}
      ORDER BY a.created_at DESC, a.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`),
    total: db.all<{ total: number }>(sql`SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`),
  };
}
