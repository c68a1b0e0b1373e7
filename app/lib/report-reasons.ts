// Report reasons (REFERENCE.md; their ids are part of the public API): which reasons each kind of post takes, and
// which of them ask for a text. Outside app/schemas so that the report form can name them without loading valibot.

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
