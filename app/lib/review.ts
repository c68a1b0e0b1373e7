// The review queue (SPEC §2 review page, REFERENCE.md review flows): the kinds of object whose suggested edits wait
// for review, each reviewed by members holding its audit privilege (and staff).
export const REVIEW_OBJECT_TYPES = ["question", "answer", "tag"] as const;
export type ReviewObjectType = (typeof REVIEW_OBJECT_TYPES)[number];

/** The queues of the review page, in the order it offers them: posts held for review and flagged posts are staff's. */
export const REVIEW_TYPES = ["queued_post", "flagged_post", "suggested_post_edit", "lawyer_verification"] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const REVIEW_OPERATIONS = ["approve", "reject"] as const;
export type ReviewOperation = (typeof REVIEW_OPERATIONS)[number];

/**
 * What waits for review, counted apart by who may review it: suggested edits by the kind of object edited (members
 * holding its audit privilege), flagged posts and posts held for review (staff), lawyer profiles (administrators,
 * and moderators when the site lets them).
 */
export const REVIEW_SCOPES = [...REVIEW_OBJECT_TYPES, "flagged", "queued", "lawyer"] as const;
export type ReviewScope = (typeof REVIEW_SCOPES)[number];

export type ReviewCounts = Record<ReviewScope, number>;

export const NO_REVIEWS: ReviewCounts = { question: 0, answer: 0, tag: 0, flagged: 0, queued: 0, lawyer: 0 };

/** What a reviewer may review, as a small number that fits in the poll's pass: one bit per scope. */
export function reviewMask(scopes: readonly ReviewScope[]): number {
  return scopes.reduce((mask, scope) => mask | (1 << REVIEW_SCOPES.indexOf(scope)), 0);
}

export function scopesOfMask(mask: number): ReviewScope[] {
  return REVIEW_SCOPES.filter((_, index) => (mask & (1 << index)) !== 0);
}

/** How many items wait for a reviewer of these scopes. */
export function reviewTotal(counts: ReviewCounts, scopes: readonly ReviewScope[]): number {
  return scopes.reduce((total, scope) => total + (counts[scope] ?? 0), 0);
}
