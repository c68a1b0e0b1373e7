// Payloads of the operations on questions and answers (SPEC §4, §7): close, reopen, delete, undelete, pin, hide,
// accept, and edits. Field names are the API's; messages are locale keys.
import * as v from "valibot";
import "./messages";
import { CLOSE_REASONS } from "~/lib/post-constants";
import { QuestionSchema } from "./question";
import { idTextOf } from "./ids";
import { chosenReason, looksLikeLink } from "./reasons";

const questionId = idTextOf("question");
const answerId = idTextOf("answer");

export const CloseSchema = v.pipe(
  v.object({
    id: questionId,
    close_type: v.pipe(
      chosenReason("question.close.reason_empty"),
      v.picklist(CLOSE_REASONS, "question.close.reason_empty"),
    ),
    // no default: conform reads a default as "required" (an empty field arrives as missing)
    close_msg: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, "validation.too_long"))),
  }),
  v.forward(
    v.check((input) => input.close_type !== 59 || Boolean(input.close_msg), "question.close.message_empty"),
    ["close_msg"],
  ),
  v.forward(
    v.check((input) => input.close_type !== 60 || looksLikeLink(input.close_msg), "duplicate_link.invalid"),
    ["close_msg"],
  ),
);

export const ReopenSchema = v.object({ question_id: questionId });
export const QuestionIdSchema = v.object({ question_id: questionId });
export const QuestionDeleteSchema = v.object({ id: questionId });
export const AnswerDeleteSchema = v.object({ id: answerId });
export const AnswerIdSchema = v.object({ answer_id: answerId });

export const OPERATIONS = ["pin", "unpin", "hide", "show"] as const;
export const OperationSchema = v.object({
  id: questionId,
  operation: v.picklist(OPERATIONS, "validation.invalid"),
});

/** answer_id "0" withdraws the acceptance. */
export const AcceptSchema = v.object({
  question_id: questionId,
  answer_id: answerId,
});

export const QuestionEditSchema = v.object({ ...QuestionSchema.entries, id: questionId });

export const AnswerEditSchema = v.object({
  id: answerId,
  question_id: v.optional(questionId),
  content: QuestionSchema.entries.content,
  edit_summary: QuestionSchema.entries.edit_summary,
  html: v.optional(v.string()),
});

/** The operation buttons on the question page (forms that work without JavaScript). */
export const QUESTION_PAGE_INTENTS = [
  "reopen",
  "delete",
  "undelete",
  "pin",
  "unpin",
  "hide",
  "show",
  "accept",
  "unaccept",
  "delete_answer",
  "undelete_answer",
] as const;

export const PageOperationSchema = v.object({
  intent: v.picklist(QUESTION_PAGE_INTENTS, "validation.invalid"),
  answer_id: v.optional(answerId),
});
