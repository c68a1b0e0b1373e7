// Answering (SPEC §2 answer form, §4 answer states): the question must be open, the member may answer again only
// when the site does not restrict answers, and the answer with the question's counters is written in one batch.
import type * as v from "valibot";
import { newEvent } from "../events.server";
import type { AppContext } from "../context.server";
import { AppError, notFound } from "../errors.server";
import { runBatch } from "../db/client.server";
import { createAnswerStatements, selectNewestAnswerId, selectOwnAnswerIds } from "../models/answers.server";
import { selectQuestion } from "../models/questions.server";
import { questionDetail } from "./question-detail.server";
import type { QuestionDetail } from "~/lib/views/question-detail";
import { requirePrivilege } from "./permissions.server";
import { preparePostContent } from "./post-content.server";
import { canSeeQuestion } from "./questions.server";
import { throttle } from "./throttle.server";
import { reviewNewPost, storedReason } from "./post-review.server";
import { refreshReviewCounts } from "./review-counts.server";
import { holdNewPostStatements } from "../models/queued-posts.server";
import { QuestionStatus } from "~/lib/status";
import type { AnswerSchema } from "~/schemas/question";

export const ANSWERS_PER_HOUR = 30;

/** Adds an answer to a question; answers the new answer's id. */
export async function addAnswer(ctx: AppContext, input: v.InferOutput<typeof AnswerSchema>): Promise<number> {
  const user = requirePrivilege(ctx, "answer.add");
  const questionId = Number(input.question_id);
  const [[question], own] = await ctx.db.batch([
    selectQuestion(ctx.db, questionId),
    selectOwnAnswerIds(ctx.db, questionId, user.id),
  ]);
  // only open questions take answers: deleted and pending ones are not there for the member
  if (
    !question ||
    !canSeeQuestion(user, question) ||
    question.status === QuestionStatus.deleted ||
    question.status === QuestionStatus.pending
  )
    throw notFound("error.question.not_found");
  if (question.status === QuestionStatus.closed) throw new AppError(400, "error.question.closed");
  if (ctx.settings.write.restrict_answer && own.length > 0) throw new AppError(400, "error.answer.restricted");
  await throttle(ctx, `answer:user:${user.id}`, ANSWERS_PER_HOUR, 3600);
  const { parsedText } = await preparePostContent(ctx, input.content);
  const verdict = await reviewNewPost(ctx, {
    kind: "answer",
    title: question.title,
    text: input.content,
    tags: [],
    author: user,
  });
  const now = ctx.now();
  const [row] = await runBatch<{ id: number }>(
    ctx.db,
    [
      ...createAnswerStatements(ctx.db, {
        questionId,
        userId: user.id,
        originalText: input.content,
        parsedText,
        editSummary: "",
        now,
      }),
      ...(verdict.hold
        ? holdNewPostStatements(ctx.db, {
            kind: "answer",
            userId: user.id,
            questionId,
            reason: storedReason(verdict.reason),
            now,
          })
        : []),
    ],
    selectNewestAnswerId(ctx.db),
  );
  const answerId = row!.id;
  if (verdict.hold) {
    // it waits for a moderator: the answer is posted, and its events go out, once approved
    await refreshReviewCounts(ctx.env);
    return answerId;
  }
  await ctx.emit(
    newEvent({
      type: "answer.created",
      answerId,
      questionId,
      userId: user.id,
      questionAuthorId: question.userId,
      at: ctx.now(),
    }),
  );
  return answerId;
}

/** POST answer: adds it, and reads its question with only the new answer (the answer is `answers[0]`). */
export async function answerAndRead(
  ctx: AppContext,
  input: v.InferOutput<typeof AnswerSchema>,
): Promise<QuestionDetail> {
  const answerId = await addAnswer(ctx, input);
  return questionDetail(ctx, Number(input.question_id), { answerId });
}
