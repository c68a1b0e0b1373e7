// Payloads of the back office's content lists (SPEC §2 admin questions and answers, §7 admin question/page,
// answer/page, PUT question/status, PUT answer/status): a status filter, a search by title or by id (typed or plain,
// or Apache Answer's "question:ID" / "answer:ID"), page 20.
import * as v from "valibot";
import "./messages";
import { idOf, searchedId } from "./ids";
import { page, pageSize } from "./question";
import { ADMIN_POSTS_PAGE_SIZE } from "~/lib/limits";
import type { ObjectKind } from "~/lib/object-ids";

export const ADMIN_QUESTION_FILTERS = ["normal", "pending", "closed", "deleted"] as const;
export const ADMIN_ANSWER_FILTERS = ["normal", "pending", "deleted"] as const;

const query = v.optional(v.pipe(v.string("validation.invalid"), v.trim(), v.maxLength(100, "validation.invalid")), "");

/** The id a search names, with or without Apache Answer's "question:" / "answer:" in front. */
const idSearched = (kind: ObjectKind, text: string) => searchedId(kind, text.replace(new RegExp(`^${kind}:`, "i"), ""));

export const AdminQuestionsQuerySchema = v.pipe(
  v.object({
    page,
    page_size: pageSize(ADMIN_POSTS_PAGE_SIZE),
    status: v.optional(v.picklist(ADMIN_QUESTION_FILTERS, "validation.invalid"), "normal"),
    query,
  }),
  v.transform((input) => ({ ...input, id: idSearched("question", input.query) })),
);

export const AdminAnswersQuerySchema = v.pipe(
  v.object({
    page,
    page_size: pageSize(ADMIN_POSTS_PAGE_SIZE),
    status: v.optional(v.picklist(ADMIN_ANSWER_FILTERS, "validation.invalid"), "normal"),
    query,
    question_id: v.optional(idOf("question")),
  }),
  v.transform((input) => ({ ...input, id: idSearched("answer", input.query) })),
);

/** PUT question/status: available (undeleted or reopened), closed (with the close form's reason), or deleted. */
export const AdminQuestionStatusSchema = v.object({
  question_id: idOf("question"),
  status: v.picklist(["available", "closed", "deleted"], "validation.invalid"),
  close_type: v.optional(v.unknown()),
  close_msg: v.optional(v.unknown()),
});

/** PUT answer/status: available (undeleted) or deleted. */
export const AdminAnswerStatusSchema = v.object({
  answer_id: idOf("answer"),
  status: v.picklist(["available", "deleted"], "validation.invalid"),
});
