// The review queue (SPEC §2 review page, REFERENCE.md review flows): the kinds of object whose suggested edits wait
// for review, each reviewed by members holding its audit privilege (and staff).
export const REVIEW_OBJECT_TYPES = ["question", "answer", "tag"] as const;
export type ReviewObjectType = (typeof REVIEW_OBJECT_TYPES)[number];

/** The queues of the review page, in the order it offers them: posts held for review and flagged posts are staff's. */
export const REVIEW_TYPES = ["queued_post", "flagged_post", "suggested_post_edit"] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const REVIEW_OPERATIONS = ["approve", "reject"] as const;
export type ReviewOperation = (typeof REVIEW_OPERATIONS)[number];

/** Suggested edits waiting, by the kind of object edited. */
export type ReviewCounts = Record<ReviewObjectType, number>;

export const NO_REVIEWS: ReviewCounts = { question: 0, answer: 0, tag: 0 };

/** What a reviewer may review, as a small number that fits in the poll's pass: one bit per kind of object. */
export function reviewMask(types: readonly ReviewObjectType[]): number {
  return types.reduce((mask, type) => mask | (1 << REVIEW_OBJECT_TYPES.indexOf(type)), 0);
}

export function typesOfMask(mask: number): ReviewObjectType[] {
  return REVIEW_OBJECT_TYPES.filter((_, index) => (mask & (1 << index)) !== 0);
}

/** How many suggested edits wait for a reviewer of these kinds of object. */
export function reviewTotal(counts: ReviewCounts, types: readonly ReviewObjectType[]): number {
  return types.reduce((total, type) => total + (counts[type] ?? 0), 0);
}
