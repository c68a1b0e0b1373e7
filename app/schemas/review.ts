// Payloads of the review calls (SPEC §7): GET revisions/unreviewed (page, page_size), PUT revisions/audit {id,
// operation}, and the review page's form (the same fields). Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { NO_OBJECT, idOf, idText, numericId } from "./ids";
import { parseObjectId } from "~/lib/object-ids";
import { page, pageSize } from "./question";
import { REVIEW_OPERATIONS } from "~/lib/review";
import { REVIEW_PAGE_SIZE_MAX } from "~/lib/limits";

export const UnreviewedQuerySchema = v.object({ page, page_size: pageSize(REVIEW_PAGE_SIZE_MAX) });

export const AuditSchema = v.object({
  id: numericId,
  operation: v.picklist(REVIEW_OPERATIONS, "validation.invalid"),
});

/** GET report/unreviewed/post: the flagged posts, a page of them (one by default, as the review page shows them). */
export const FlaggedQuerySchema = v.object({ page, page_size: pageSize(REVIEW_PAGE_SIZE_MAX) });

export const FLAG_OPERATIONS = ["ignore_report", "edit_post", "close_post", "delete_post", "unlist_post"] as const;

/**
 * PUT report/review: a flag (any pending report of the post) and what to do; a close carries `close_type` and
 * `close_msg`, an edit `title`, `content` and `tags`, which the close and edit schemas check.
 */
export const ReviewReportSchema = v.pipe(
  v.object({
    flag_id: idOf("report"),
    operation_type: v.picklist(FLAG_OPERATIONS, "validation.invalid"),
    close_type: v.optional(v.unknown()),
    close_msg: v.optional(v.unknown()),
    title: v.optional(v.unknown()),
    content: v.optional(v.unknown()),
    tags: v.optional(v.unknown()),
  }),
  v.transform((input) => ({
    flagId: input.flag_id,
    operation: input.operation_type,
    close: { close_type: input.close_type, close_msg: input.close_msg },
    edit: { title: input.title, content: input.content, tags: input.tags },
  })),
);

/**
 * PUT report (the back office, as Apache Answer's older clients send it): one report settled by a review reason, which
 * stands for an action of PUT report/review. Closing (74) takes the moderator's words as the closing message.
 */
export const HandleReportSchema = v.pipe(
  v.object({
    id: idOf("report"),
    flagged_type: v.picklist([72, 73, 74, 75], "validation.invalid"),
    flagged_content: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, "validation.too_long")), ""),
  }),
  v.forward(
    v.check((input) => input.flagged_type !== 74 || input.flagged_content !== "", "question.close.message_empty"),
    ["flagged_content"],
  ),
  v.transform((input) => {
    const operations = { 72: "ignore_report", 73: "settle", 74: "close_post", 75: "delete_post" } as const;
    return {
      flagId: input.id,
      operation: operations[input.flagged_type],
      close: { close_type: 59, close_msg: input.flagged_content },
    };
  }),
);

/** GET review/pending/post/page: the posts held for review, a page of them, or (object_id) one post's item. */
export const QueuedQuerySchema = v.object({
  page,
  page_size: pageSize(REVIEW_PAGE_SIZE_MAX),
  // a question's or an answer's typed id; any other names nothing held
  object_id: v.optional(
    v.pipe(
      idText,
      v.transform((text) => {
        const named = parseObjectId(text);
        return named?.kind === "answer"
          ? { kind: "answer" as const, id: named.id }
          : { kind: "question" as const, id: named?.kind === "question" ? named.id : NO_OBJECT };
      }),
    ),
  ),
});

/** PUT review/pending/post {review_id, status: approve | reject}, and the review page's form of it. */
export const QueuedVerdictSchema = v.pipe(
  v.object({
    review_id: numericId,
    status: v.picklist(["approve", "reject"], "validation.invalid"),
  }),
  v.transform((input) => ({ reviewId: input.review_id, verdict: input.status })),
);
