// Question and answer calls of SPEC §7: lists, info, similar, ask (with an answer), answer, answer list, render.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import { QUESTIONS_PAGE_SIZE, RELATED_CARD_SIZE } from "~/lib/limits";
import {
  AnswerPageQuerySchema,
  AnswerSchema,
  AnswerIdQuerySchema,
  QuestionIdQuerySchema,
  LinkedQuerySchema,
  QuestionPageQuerySchema,
  QuestionSchema,
  QuestionWithAnswerSchema,
  RelatedQuerySchema,
  RenderSchema,
  SimilarQuerySchema,
  TagNamesQuerySchema,
  TagSearchQuerySchema,
} from "~/schemas/question";
import { answerAndRead } from "~/server/services/answers.server";
import { askAndRead } from "~/server/services/ask.server";
import { renderPreview } from "~/server/services/post-content.server";
import {
  toAnswerInfo,
  toQuestionCard,
  toQuestionInfo,
  toQuestionListItem,
  toSimilarQuestion,
} from "~/server/presenters/posts.server";
import { toTagSuggestion } from "~/server/presenters/tags.server";
import { answerDetail, questionDetail } from "~/server/services/question-detail.server";
import {
  answerOrderFrom,
  linkedQuestionsPage,
  questionListPageByTag,
  recommendedQuestionPage,
  relatedQuestionsPage,
  similarQuestions,
  tagSuggestions,
  tagsNamed,
} from "~/server/services/questions.server";

export const questionRoutes = new Hono<ApiEnv>()
  .get("/question/page", async (c) => {
    const query = queryParams(c, QuestionPageQuerySchema);
    const page = await questionListPageByTag(c.get("app"), {
      order: query.order,
      page: query.page ?? 1,
      pageSize: query.page_size ?? QUESTIONS_PAGE_SIZE,
      tagSlug: query.tag,
      inDays: query.in_days,
      region: query.region,
    });
    return ok(c, { count: page.count, list: page.list.map(toQuestionListItem) });
  })
  .get("/question/recommend/page", async (c) => {
    const query = queryParams(c, QuestionPageQuerySchema);
    const page = await recommendedQuestionPage(c.get("app"), {
      page: query.page ?? 1,
      pageSize: query.page_size ?? QUESTIONS_PAGE_SIZE,
    });
    return ok(c, { count: page.count, list: page.list.map(toQuestionListItem) });
  })
  .get("/question/link", async (c) => {
    const query = queryParams(c, LinkedQuerySchema);
    const page = await linkedQuestionsPage(
      c.get("app"),
      Number(query.question_id),
      query.order,
      query.page ?? 1,
      query.page_size,
    );
    return ok(c, { count: page.count, list: page.list.map(toQuestionListItem) });
  })
  .get("/question/similar/tag", async (c) => {
    const query = queryParams(c, RelatedQuerySchema);
    const list = await relatedQuestionsPage(
      c.get("app"),
      Number(query.question_id),
      query.page_size ?? RELATED_CARD_SIZE,
    );
    return ok(c, { count: list.length, list: list.map(toQuestionCard) });
  })
  .get("/tags", async (c) => {
    const { tags } = queryParams(c, TagNamesQuerySchema);
    return ok(c, (await tagsNamed(c.get("app"), tags)).map(toTagSuggestion));
  })
  .get("/question/tags", async (c) => {
    const { tag } = queryParams(c, TagSearchQuerySchema);
    const rows = await tagSuggestions(c.get("app"), tag);
    return ok(c, rows.map(toTagSuggestion));
  })
  .get("/question/info", async (c) => {
    const app = c.get("app");
    const { id } = queryParams(c, QuestionIdQuerySchema);
    return ok(c, toQuestionInfo(app, await questionDetail(app, Number(id))));
  })
  .get("/question/similar", async (c) => {
    const app = c.get("app");
    const { title } = queryParams(c, SimilarQuerySchema);
    const rows = await similarQuestions(app, title);
    return ok(c, rows.map(toSimilarQuestion));
  })
  .post("/question", async (c) => {
    const app = c.get("app");
    return ok(c, toQuestionInfo(app, await askAndRead(app, await jsonBody(c, QuestionSchema))));
  })
  .post("/question/answer", async (c) => {
    const app = c.get("app");
    const input = await jsonBody(c, QuestionWithAnswerSchema);
    const detail = await askAndRead(app, input, input.answer_content);
    const answer = detail.answers[0];
    return ok(c, { info: answer ? toAnswerInfo(app, answer) : null, question: toQuestionInfo(app, detail) });
  })
  .post("/answer", async (c) => {
    const app = c.get("app");
    const detail = await answerAndRead(app, await jsonBody(c, AnswerSchema));
    // as answer/info: Answer's clients read the new answer and its question
    return ok(c, { info: toAnswerInfo(app, detail.answers[0]!), question: toQuestionInfo(app, detail) });
  })
  .get("/answer/page", async (c) => {
    const app = c.get("app");
    const query = queryParams(c, AnswerPageQuerySchema);
    const order = answerOrderFrom(
      query.order === "created" ? "oldest" : query.order === "updated" ? "newest" : query.order,
    );
    const detail = await questionDetail(app, Number(query.question_id), { order });
    return ok(c, { count: detail.answers.length, list: detail.answers.map((answer) => toAnswerInfo(app, answer)) });
  })
  .get("/answer/info", async (c) => {
    const app = c.get("app");
    const { id } = queryParams(c, AnswerIdQuerySchema);
    const detail = await answerDetail(app, Number(id));
    return ok(c, { info: toAnswerInfo(app, detail.answers[0]!), question: toQuestionInfo(app, detail) });
  })
  .post("/post/render", async (c) => {
    const { content } = await jsonBody(c, RenderSchema);
    // the HTML itself, as Answer's editor preview reads it
    return ok(c, await renderPreview(c.get("app"), content));
  });
