// Payloads of the review calls (SPEC §7): GET revisions/unreviewed (page, page_size), PUT revisions/audit {id,
// operation}, and the review page's form (the same fields). Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { numericId } from "./ids";
import { page, pageSize } from "./question";
import { REVIEW_OPERATIONS } from "~/lib/review";
import { REVIEW_PAGE_SIZE_MAX } from "~/lib/limits";

export const UnreviewedQuerySchema = v.object({ page, page_size: pageSize(REVIEW_PAGE_SIZE_MAX) });

export const AuditSchema = v.object({
  id: numericId,
  operation: v.picklist(REVIEW_OPERATIONS, "validation.invalid"),
});
