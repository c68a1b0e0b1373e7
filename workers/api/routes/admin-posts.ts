// The back office's content (SPEC §7 admin): GET question/page and answer/page (status, query, page, page_size 20;
// answers also question_id), PUT question/status {question_id, status} and answer/status {answer_id, status}, and PUT
// report {id, flagged_type, flagged_content}: one report settled by a review reason.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import { ADMIN_POSTS_PAGE_SIZE } from "~/lib/limits";
import {
  AdminAnswerStatusSchema,
  AdminAnswersQuerySchema,
  AdminQuestionStatusSchema,
  AdminQuestionsQuerySchema,
} from "~/schemas/admin-posts";
import { HandleReportSchema } from "~/schemas/review";
import { toAdminAnswer, toAdminQuestion } from "~/server/presenters/admin-posts.server";
import {
  adminAnswerPage,
  adminQuestionPage,
  setAnswerStatus,
  setQuestionStatus,
} from "~/server/services/admin-posts.server";
import { handleReport } from "~/server/services/flag-review.server";

const pageOf = (query: { page?: number; page_size?: number }) => ({
  page: query.page ?? 1,
  pageSize: query.page_size ?? ADMIN_POSTS_PAGE_SIZE,
});

export const adminPostRoutes = new Hono<ApiEnv>()
  .get("/question/page", async (c) => {
    const query = queryParams(c, AdminQuestionsQuerySchema);
    const { count, list } = await adminQuestionPage(c.get("app"), query, pageOf(query));
    return ok(c, { count, list: list.map(toAdminQuestion) });
  })
  .get("/answer/page", async (c) => {
    const query = queryParams(c, AdminAnswersQuerySchema);
    const filter = { ...query, questionId: query.question_id ?? null };
    const { count, list } = await adminAnswerPage(c.get("app"), filter, pageOf(query));
    return ok(c, { count, list: list.map(toAdminAnswer) });
  })
  .put("/report", async (c) => {
    await handleReport(c.get("app"), await jsonBody(c, HandleReportSchema));
    return ok(c, null);
  })
  .put("/question/status", async (c) => {
    const input = await jsonBody(c, AdminQuestionStatusSchema);
    await setQuestionStatus(c.get("app"), {
      questionId: input.question_id,
      status: input.status,
      close: { close_type: input.close_type, close_msg: input.close_msg },
    });
    return ok(c, null);
  })
  .put("/answer/status", async (c) => {
    const input = await jsonBody(c, AdminAnswerStatusSchema);
    await setAnswerStatus(c.get("app"), { answerId: input.answer_id, status: input.status });
    return ok(c, null);
  });
