// Payloads of the legal community's calls (SPEC §7 POST user/ly/open, the verification queue, the option trees).
// Whether the region, career and fields exist is the service's to check: they come from the site's settings and the
// national division codes. Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { idOf, idTextOf } from "./ids";
import { page, pageSize } from "./question";
import { MAX_LAWYER_DOMAINS, ORG_NAME_MAX, REJECT_REASON_MAX } from "~/lib/lawyers";

const code = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(/^(\d{6})?$/, "validation.invalid"));

/** A form sends one value as a string and several as an array; the API sends an array. */
const list = v.pipe(
  v.optional(v.union([v.string(), v.array(v.string())], "validation.invalid"), []),
  v.transform((value) => [...new Set((Array.isArray(value) ? value : [value]).map((item) => item.trim()))]),
  v.transform((items) => items.filter(Boolean)),
);

// Fields a member may leave empty have no default here: conform reads an empty field as missing, and the transform
// at the end gives them their empty value.
export const LawyerOpenSchema = v.pipe(
  v.object({
    province: v.pipe(code("lawyer.region.required"), v.nonEmpty("lawyer.region.required")),
    city: v.pipe(code("lawyer.region.required"), v.nonEmpty("lawyer.region.required")),
    district: v.optional(code("validation.invalid")),
    career: v.pipe(v.string("lawyer.career.required"), v.trim(), v.nonEmpty("lawyer.career.required")),
    domains: v.pipe(
      list,
      v.minLength(1, "lawyer.domains.required"),
      v.maxLength(MAX_LAWYER_DOMAINS, "lawyer.domains.too_many"),
    ),
    org_name: v.optional(
      v.pipe(v.string("validation.invalid"), v.trim(), v.maxLength(ORG_NAME_MAX, "validation.too_long")),
    ),
    licence_no: v.optional(v.pipe(v.string("validation.invalid"), v.trim())),
    /** a photo of the licence: a file in a form; the API takes it as multipart too */
    licence_photo: v.optional(v.instance(File, "validation.invalid")),
  }),
  v.transform((input) => ({
    ...input,
    district: input.district ?? "",
    org_name: input.org_name ?? "",
    licence_no: input.licence_no ?? "",
  })),
);

export type LawyerOpenInput = v.InferOutput<typeof LawyerOpenSchema>;

export const LAWYER_VERDICTS = ["verify", "reject", "revoke"] as const;

/** A verifier's verdict on a member's profile: rejecting and revoking say why. */
export const LawyerVerdictSchema = v.pipe(
  v.object({
    user_id: idOf("user"),
    operation: v.picklist(LAWYER_VERDICTS, "validation.invalid"),
    reason: v.optional(
      v.pipe(v.string("validation.invalid"), v.trim(), v.maxLength(REJECT_REASON_MAX, "validation.too_long")),
    ),
  }),
  v.forward(
    v.check((input) => input.operation === "verify" || Boolean(input.reason), "lawyer.reason.required"),
    ["reason"],
  ),
  v.transform((input) => ({ ...input, reason: input.reason ?? "" })),
);

export type LawyerVerdictInput = v.InferOutput<typeof LawyerVerdictSchema>;

/** GET ly/options/address: a level of the tree (the provinces without `code`). */
export const RegionQuerySchema = v.object({ code: v.optional(code("validation.invalid")) });

/** GET ly/match: the question to match lawyers to. */
export const QuestionIdParamSchema = v.object({ question_id: idTextOf("question") });

/** GET ly/lawyers: the verified lawyers of a region (a province's or city's code) and field, a page at a time. */
export const LawyerDirectoryQuerySchema = v.object({
  region: v.optional(code("validation.invalid")),
  domain: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, "validation.invalid"))),
  /** the start of a username, or part of a display name */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(30, "validation.invalid"))),
  page,
  page_size: pageSize(50),
});

/** PUT ly/domain/follows and the notification settings' form: the practice fields to follow. */
export const DomainFollowsSchema = v.object({ domains: list });
