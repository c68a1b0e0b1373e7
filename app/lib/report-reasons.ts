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

/** The reasons offered for an action on a post: closing a question takes the close reasons, flagging the report ones. */
export function reasonsFor(objectType: ReportObjectType, action: "flag" | "close"): readonly number[] {
  return action === "close" && objectType === "question" ? CLOSE_REASONS : reportReasonsOf(objectType);
}
