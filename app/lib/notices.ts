// The notices a page shows once after an operation, each page's in one list: the action that sends a reader back
// names one of them in the query (paths.withNotice), the page's loader takes back only a key of its own list and
// hands over its sentence (locales/*/titles.json, notice.*).

export const QUESTION_NOTICES = [
  "closed",
  "reported",
  "reopened",
  "deleted",
  "undeleted",
  "pinned",
  "unpinned",
  "hidden",
  "shown",
  "accepted",
  "unaccepted",
  "answer_deleted",
  "answer_undeleted",
  "edited",
  "wait_for_review",
  "comment_deleted",
  "invited",
] as const;

export const TAG_NOTICES = ["tag_updated", "tag_wait_for_review", "tag_undeleted"] as const;

export const TAG_LIST_NOTICES = ["tag_deleted"] as const;

export const REVIEW_NOTICES = [
  "review_approved",
  "review_rejected",
  "flag_ignored",
  "flag_handled",
  "post_approved",
  "post_rejected",
  "lawyer_verified",
  "lawyer_rejected",
] as const;

export type QuestionNotice = (typeof QUESTION_NOTICES)[number];
export type TagNotice = (typeof TAG_NOTICES)[number];
export type TagListNotice = (typeof TAG_LIST_NOTICES)[number];
export type ReviewNotice = (typeof REVIEW_NOTICES)[number];
export type PageNotice = QuestionNotice | TagNotice | TagListNotice | ReviewNotice;

/** The key a query names, if it is one of the page's own notices. */
export function noticeFrom<const K extends string>(list: readonly K[], value: string | null): K | null {
  return list.find((key) => key === value) ?? null;
}

/** What a form's action answers when it stays on the page: a notice key (with its count, or a link to show). */
export type FormNotice = { notice: string; count?: number; link?: string };
