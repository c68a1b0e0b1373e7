// Operations on questions and answers (SPEC §4): close, reopen, delete, undelete, pin, unpin, hide, show, accept.
// Who may: owner or staff only, never by rank (REFERENCE.md). Each change and its counters form one batch, with a
// timeline entry.
import type * as v from "valibot";
import type { AppContext, CurrentUser } from "../context.server";
import { AppError, fieldError, notFound } from "../errors.server";
import { runStatements } from "../db/client.server";
import { newEvent, postChanged } from "../events.server";
import { selectAnswer, type AnswerRow } from "../models/answers.server";
import {
  acceptStatements,
  activityStatement,
  recountQuestionAnswers,
  recountTagsOfQuestion,
  recountUserPosts,
  updateAnswerState,
  updateQuestionState,
} from "../models/post-states.server";
import { selectQuestion, type QuestionRow } from "../models/questions.server";
import { isStaff, requireMember } from "./guards.server";
import { isOwnerOrStaff } from "./permissions.server";
import { canSeeQuestion } from "./questions.server";
import { duplicateTarget } from "./duplicate-link.server";
import { Pin, PostStatus, QuestionStatus, Show } from "~/lib/status";
import type { CloseSchema, OPERATIONS } from "~/schemas/post-operations";

async function loadQuestion(ctx: AppContext, user: CurrentUser, id: number): Promise<QuestionRow> {
  const [question] = await selectQuestion(ctx.db, id);
  if (!question || !canSeeQuestion(user, question)) throw notFound("error.question.not_found");
  return question;
}

/** Whether the member may still see the question (a deleted one only staff see). */
export async function isQuestionVisible(ctx: AppContext, id: number): Promise<boolean> {
  const [question] = await selectQuestion(ctx.db, id);
  return question !== undefined && canSeeQuestion(ctx.user, question);
}

async function loadAnswer(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
): Promise<{ answer: AnswerRow; question: QuestionRow }> {
  const [answer] = await selectAnswer(ctx.db, id);
  const visible = answer && (answer.status === PostStatus.normal || isOwnerOrStaff(user, answer.userId));
  if (!answer || !visible) throw notFound("error.answer.not_found");
  const question = await loadQuestion(ctx, user, answer.questionId);
  return { answer, question };
}

/** The timeline entry of an operation on a question, by the member who did it. */
function questionActivity(ctx: AppContext, user: CurrentUser, question: QuestionRow, type: string, comment?: string) {
  return activityStatement(ctx.db, {
    objectType: "question",
    objectId: question.id,
    questionId: question.id,
    userId: user.id,
    type,
    comment,
    now: ctx.now(),
  });
}

function answerActivity(ctx: AppContext, user: CurrentUser, answer: AnswerRow, type: string) {
  return activityStatement(ctx.db, {
    objectType: "answer",
    objectId: answer.id,
    questionId: answer.questionId,
    userId: user.id,
    type,
    now: ctx.now(),
  });
}

function requireStaffMember(ctx: AppContext): CurrentUser {
  const user = requireMember(ctx);
  if (!isStaff(user)) throw new AppError(403, "error.forbidden");
  return user;
}

const questionPost = (question: { id: number; userId: number }) => ({
  objectType: "question" as const,
  objectId: question.id,
  questionId: question.id,
  authorId: question.userId,
});

/** Closes an open question with a reason (staff). */
export async function closeQuestion(ctx: AppContext, input: v.InferOutput<typeof CloseSchema>): Promise<void> {
  const user = requireStaffMember(ctx);
  const question = await loadQuestion(ctx, user, Number(input.id));
  if (question.status !== QuestionStatus.normal) throw new AppError(400, "error.question.not_open");
  const closeMsg = input.close_msg ?? "";
  if (input.close_type === 60 && duplicateTarget(ctx, closeMsg, "close_msg") === question.id)
    throw fieldError("close_msg", "duplicate_link.invalid");
  const now = ctx.now();
  await ctx.db.batch([
    updateQuestionState(ctx.db, question.id, {
      status: QuestionStatus.closed,
      closeType: input.close_type,
      closeMsg,
      updatedAt: now,
    }),
    questionActivity(ctx, user, question, "closed", closeMsg),
  ]);
  await ctx.emit(postChanged(user.id, "closed", questionPost(question), now));
}

/** Reopens a closed question (staff). */
export async function reopenQuestion(ctx: AppContext, questionId: number): Promise<void> {
  const user = requireStaffMember(ctx);
  const question = await loadQuestion(ctx, user, questionId);
  if (question.status !== QuestionStatus.closed) throw new AppError(400, "error.question.not_closed");
  const now = ctx.now();
  await ctx.db.batch([
    updateQuestionState(ctx.db, question.id, {
      status: QuestionStatus.normal,
      closeType: 0,
      closeMsg: "",
      updatedAt: now,
    }),
    questionActivity(ctx, user, question, "reopened"),
  ]);
}

/** Deletes a question (its author or staff); tag and author counts follow. */
export async function deleteQuestion(ctx: AppContext, questionId: number): Promise<void> {
  const user = requireMember(ctx);
  const question = await loadQuestion(ctx, user, questionId);
  if (!isOwnerOrStaff(user, question.userId)) throw new AppError(403, "error.forbidden");
  if (question.status === QuestionStatus.deleted) return;
  const now = ctx.now();
  await ctx.db.batch([
    updateQuestionState(ctx.db, question.id, { status: QuestionStatus.deleted, updatedAt: now }),
    recountTagsOfQuestion(ctx.db, question.id),
    recountUserPosts(ctx.db, question.userId),
    questionActivity(ctx, user, question, "deleted"),
  ]);
  await ctx.emit(postChanged(user.id, "deleted", questionPost(question), now));
}

/** Undeletes a question (staff): it comes back open. */
export async function undeleteQuestion(ctx: AppContext, questionId: number): Promise<void> {
  const user = requireStaffMember(ctx);
  const question = await loadQuestion(ctx, user, questionId);
  if (question.status !== QuestionStatus.deleted) return;
  const now = ctx.now();
  await ctx.db.batch([
    updateQuestionState(ctx.db, question.id, {
      status: QuestionStatus.normal,
      closeType: 0,
      closeMsg: "",
      updatedAt: now,
    }),
    recountTagsOfQuestion(ctx.db, question.id),
    recountUserPosts(ctx.db, question.userId),
    questionActivity(ctx, user, question, "undeleted"),
  ]);
}

/** Pin, unpin, hide (unlist) or show a question (staff). */
export async function operateQuestion(
  ctx: AppContext,
  questionId: number,
  operation: (typeof OPERATIONS)[number],
): Promise<void> {
  const user = requireStaffMember(ctx);
  const question = await loadQuestion(ctx, user, questionId);
  if (question.status === QuestionStatus.deleted || question.status === QuestionStatus.pending)
    throw new AppError(400, "error.question.not_open");
  const changes = {
    pin: { pin: Pin.pinned },
    unpin: { pin: Pin.no },
    hide: { show: Show.unlisted },
    show: { show: Show.listed },
  }[operation];
  const now = ctx.now();
  await ctx.db.batch([
    updateQuestionState(ctx.db, question.id, { ...changes, updatedAt: now }),
    questionActivity(ctx, user, question, operation),
  ]);
}

/** Accepts an answer, or withdraws the acceptance with answer id 0 (the asker or staff). */
export async function acceptAnswer(ctx: AppContext, questionId: number, answerId: number): Promise<void> {
  const user = requireMember(ctx);
  const question = await loadQuestion(ctx, user, questionId);
  if (!isOwnerOrStaff(user, question.userId)) throw new AppError(403, "error.forbidden");
  if (question.status === QuestionStatus.deleted) throw notFound("error.question.not_found");
  if (answerId !== 0) {
    const [answer] = await selectAnswer(ctx.db, answerId);
    if (!answer || answer.questionId !== question.id || answer.status !== PostStatus.normal)
      throw notFound("error.answer.not_found");
  }
  if (question.acceptedAnswerId === answerId) return;
  const now = ctx.now();
  await runStatements(ctx.db, [
    ...acceptStatements(ctx.db, question.id, answerId),
    activityStatement(ctx.db, {
      objectType: "answer",
      objectId: answerId || question.acceptedAnswerId,
      questionId: question.id,
      userId: user.id,
      type: answerId ? "accepted" : "unaccepted",
      now,
    }),
  ]);
  await ctx.emit(newEvent({ type: "acceptance.changed", questionId: question.id, actorId: user.id, at: now }));
}

/** Deletes an answer (its author or staff); the question's counts and acceptance follow. */
export async function deleteAnswer(ctx: AppContext, answerId: number): Promise<void> {
  const user = requireMember(ctx);
  const { answer } = await loadAnswer(ctx, user, answerId);
  if (!isOwnerOrStaff(user, answer.userId)) throw new AppError(403, "error.forbidden");
  if (answer.status === PostStatus.deleted) return;
  const now = ctx.now();
  await ctx.db.batch([
    updateAnswerState(ctx.db, answer.id, { status: PostStatus.deleted, accepted: 1, updatedAt: now }),
    recountQuestionAnswers(ctx.db, answer.questionId),
    recountUserPosts(ctx.db, answer.userId),
    answerActivity(ctx, user, answer, "deleted"),
  ]);
  await ctx.emit(
    postChanged(
      user.id,
      "deleted",
      { objectType: "answer", objectId: answer.id, questionId: answer.questionId, authorId: answer.userId },
      now,
    ),
    // an accepted answer deleted is an acceptance withdrawn
    ...(answer.accepted === 2
      ? [newEvent({ type: "acceptance.changed", questionId: answer.questionId, actorId: user.id, at: now })]
      : []),
  );
}

/** Undeletes an answer (staff). */
export async function undeleteAnswer(ctx: AppContext, answerId: number): Promise<void> {
  const user = requireStaffMember(ctx);
  const { answer } = await loadAnswer(ctx, user, answerId);
  if (answer.status !== PostStatus.deleted) return;
  const now = ctx.now();
  await ctx.db.batch([
    updateAnswerState(ctx.db, answer.id, { status: PostStatus.normal, updatedAt: now }),
    recountQuestionAnswers(ctx.db, answer.questionId),
    recountUserPosts(ctx.db, answer.userId),
    answerActivity(ctx, user, answer, "undeleted"),
  ]);
}
