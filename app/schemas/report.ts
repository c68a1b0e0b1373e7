// Payload of a report (SPEC §5, §7): POST report {source, report_type, object_id, content}, and the question page's
// report form (which also sends its intent). The reason must be one the reported kind of post takes; "something
// else" needs a text and "duplicate" a link (whose origin the use-case checks, as it knows the site's address).
import * as v from "valibot";
import "./messages";
import { idText, numberOf } from "./ids";
import { parseObjectId } from "~/lib/object-ids";
import { chosenReason, looksLikeLink } from "./reasons";
import { REASON_CONTENT, REPORT_OBJECT_TYPES, REPORT_REASONS } from "~/lib/report-reasons";

export const ReportSchema = v.pipe(
  v.object({
    intent: v.optional(v.literal("report", "validation.invalid")),
    source: v.picklist(REPORT_OBJECT_TYPES, "validation.invalid"),
    object_id: idText,
    report_type: v.pipe(chosenReason("report.reason_empty"), v.integer("report.reason_empty")),
    // no default: conform reads a default as "required" (an empty field arrives as missing)
    content: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, "validation.too_long"))),
    // the API family's captcha fields are accepted and not asked for (reports are for members only)
    captcha_id: v.optional(v.string()),
    captcha_code: v.optional(v.string()),
  }),
  // a typed id names its own kind of post, which must be the one reported
  v.forward(
    v.check((input) => (parseObjectId(input.object_id)?.kind ?? input.source) === input.source, "validation.invalid"),
    ["object_id"],
  ),
  v.forward(
    v.check(
      (input) => (REPORT_REASONS[input.source] as readonly number[]).includes(input.report_type),
      "report.reason_empty",
    ),
    ["report_type"],
  ),
  v.forward(
    v.check((input) => !(input.report_type in REASON_CONTENT) || Boolean(input.content), "report.content_empty"),
    ["content"],
  ),
  v.forward(
    v.check((input) => input.report_type !== 60 || looksLikeLink(input.content), "duplicate_link.invalid"),
    ["content"],
  ),
  v.transform((input) => ({ ...input, object_id: numberOf(input.source, input.object_id) })),
);

export const ReasonsQuerySchema = v.object({
  object_type: v.picklist(REPORT_OBJECT_TYPES, "validation.invalid"),
  action: v.optional(v.picklist(["flag", "close", "review"], "validation.invalid"), "flag"),
});
