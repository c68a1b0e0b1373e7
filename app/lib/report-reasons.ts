// Report reasons (REFERENCE.md; their ids are part of the public API): which reasons each kind of post takes, and
// which of them ask for a text. Outside app/schemas so that the report form can name them without loading valibot.
import { CLOSE_REASONS } from "./post-constants";

export const REPORT_REASONS = {
  question: [57, 58, 60, 59],
  answer: [57, 58, 61, 59],
  comment: [57, 58, 62, 59],
} as const;

export type ReportObjectType = keyof typeof REPORT_REASONS;

export const REPORT_OBJECT_TYPES = Object.keys(REPORT_REASONS) as ReportObjectType[];

/** 59 "something else" asks for an explanation, 60 "duplicate" for the link of the question it repeats. */
export const REASON_CONTENT: Readonly<Record<number, "textarea" | "input">> = { 59: "textarea", 60: "input" };

export function reportReasonsOf(objectType: ReportObjectType): readonly number[] {
  return REPORT_REASONS[objectType];
}

/**
 * How a moderator settles a report (Apache Answer's review reasons, which its older back office sends to PUT report):
 * 72 looks fine, 73 needed an edit and the moderator made it, 74 needs closing (questions only), 75 needs deleting.
 */
export const REVIEW_REASONS = {
  question: [72, 73, 74, 75],
  answer: [72, 73, 75],
  comment: [72, 73, 75],
} as const;

export type ReasonAction = "flag" | "close" | "review";

/**
 * The reasons offered for an action on a post: closing a question takes the close reasons, settling a report the
 * review ones, flagging the report ones.
 */
export function reasonsFor(objectType: ReportObjectType, action: ReasonAction): readonly number[] {
  if (action === "review") return REVIEW_REASONS[objectType];
  return action === "close" && objectType === "question" ? CLOSE_REASONS : reportReasonsOf(objectType);
}
