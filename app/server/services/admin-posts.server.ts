// The back office's content (SPEC §2 admin questions and answers; §7 admin question/page, answer/page, PUT
// question/status, PUT answer/status): administrators list every question or answer in a state and change it through
// the same staff actions the posts' own pages use (each checks, counts and notifies as there). A post held for review
// is settled on the review page, not here.
import type { AppContext } from "../context.server";
import { AppError } from "../errors.server";
import {
  selectAdminAnswers,
  selectAdminQuestions,
  type AdminAnswerRow,
  type AdminAuthorColumns,
  type AdminQuestionRow,
} from "../models/admin-posts.server";
import { selectAnswer } from "../models/answers.server";
import { memberOf } from "../models/member-columns.server";
import { selectQuestion } from "../models/questions.server";
import { parseInput } from "../validation.server";
import { requireAdmin } from "./guards.server";
import {
  closeQuestion,
  deleteAnswer,
  deleteQuestion,
  reopenQuestion,
  undeleteAnswer,
  undeleteQuestion,
} from "./post-operations.server";
import { plainExcerpt } from "~/lib/format";
import { Accepted, PostStatus, QuestionStatus, Show, Pin } from "~/lib/status";
import type { AdminAnswer, AdminQuestion } from "~/lib/views/admin";
import { CloseSchema } from "~/schemas/post-operations";

type Page = { page: number; pageSize: number };
const windowOf = ({ page, pageSize }: Page) => ({ limit: pageSize, offset: (page - 1) * pageSize });

const authorOf = (row: AdminAuthorColumns) => memberOf("author", row);

const toQuestion = (row: AdminQuestionRow): AdminQuestion => ({
  id: row.id,
  title: row.title,
  urlTitle: row.urlTitle,
  status: row.status,
  unlisted: row.show === Show.unlisted,
  pinned: row.pin === Pin.pinned,
  voteCount: row.voteCount,
  answerCount: row.answerCount,
  acceptedAnswerId: row.acceptedAnswerId,
  createdAt: row.createdAt,
  author: authorOf(row),
});

const toAnswer = (row: AdminAnswerRow): AdminAnswer => ({
  id: row.id,
  questionId: row.questionId,
  title: row.title,
  urlTitle: row.urlTitle,
  status: row.status,
  accepted: row.accepted === Accepted.yes,
  voteCount: row.voteCount,
  excerpt: plainExcerpt(row.excerpt, 120),
  createdAt: row.createdAt,
  author: authorOf(row),
});

/** question/page: the questions in one state, found by title or id, newest first. */
export async function adminQuestionPage(
  ctx: AppContext,
  filter: { status: string; id: number | null; query: string },
  page: Page,
): Promise<{ count: number; list: AdminQuestion[] }> {
  requireAdmin(ctx);
  const { list, total } = selectAdminQuestions(ctx.db, filter, windowOf(page));
  const [rows, [counted]] = await ctx.db.batch([list, total]);
  return { count: counted?.total ?? 0, list: rows.map(toQuestion) };
}

/** answer/page: the answers in one state (of one question), found by their question's title or by id. */
export async function adminAnswerPage(
  ctx: AppContext,
  filter: { status: string; id: number | null; query: string; questionId: number | null },
  page: Page,
): Promise<{ count: number; list: AdminAnswer[] }> {
  requireAdmin(ctx);
  const { list, total } = selectAdminAnswers(ctx.db, filter, windowOf(page));
  const [rows, [counted]] = await ctx.db.batch([list, total]);
  return { count: counted?.total ?? 0, list: rows.map(toAnswer) };
}

const heldForReview = () => new AppError(400, "admin.posts.pending_in_review");

/** PUT question/status: available (undeleted, or reopened), closed (with the close form's reason), or deleted. */
export async function setQuestionStatus(
  ctx: AppContext,
  input: { questionId: number; status: "available" | "closed" | "deleted"; close?: unknown },
): Promise<void> {
  requireAdmin(ctx);
  const [question] = await selectQuestion(ctx.db, input.questionId);
  if (!question) throw new AppError(404, "error.question.not_found");
  if (question.status === QuestionStatus.pending) throw heldForReview();
  if (input.status === "deleted") return deleteQuestion(ctx, question.id);
  if (input.status === "closed") {
    const close = parseInput(CloseSchema, { ...(input.close as object), id: String(question.id) });
    return closeQuestion(ctx, close);
  }
  if (question.status === QuestionStatus.deleted) return undeleteQuestion(ctx, question.id);
  if (question.status === QuestionStatus.closed) return reopenQuestion(ctx, question.id);
}

/** PUT answer/status: available (undeleted) or deleted. */
export async function setAnswerStatus(
  ctx: AppContext,
  input: { answerId: number; status: "available" | "deleted" },
): Promise<void> {
  requireAdmin(ctx);
  const [answer] = await selectAnswer(ctx.db, input.answerId);
  if (!answer) throw new AppError(404, "error.answer.not_found");
  if (answer.status === PostStatus.pending) throw heldForReview();
  if (input.status === "deleted") return deleteAnswer(ctx, answer.id);
  if (answer.status === PostStatus.deleted) return undeleteAnswer(ctx, answer.id);
}
