// The review counts every reviewer's header shows (SPEC §2 side navigation, notification/status): kept by the site's
// review counter object so the 6-second poll never reads D1. Whoever adds or settles a suggested edit or a report
// refreshes it.
import type { Env } from "../env.server";
import type { AppContext, CurrentUser } from "../context.server";
import { hasPrivilege } from "./permissions.server";
import { isLawyerVerifier, isStaff } from "./guards.server";
import { REVIEW_OBJECT_TYPES, reviewTotal, type ReviewObjectType, type ReviewScope } from "~/lib/review";

type Counters = Pick<Env, "REVIEW_COUNTER">;

/** The site's one review counter object. */
export function reviewCounterOf(env: Counters) {
  return env.REVIEW_COUNTER.get(env.REVIEW_COUNTER.idFromName("site"));
}

/** The kinds of suggested edit a member may review: those whose audit privilege they hold (staff hold them all). */
export function reviewableTypes(ctx: AppContext, user: CurrentUser | null): ReviewObjectType[] {
  return REVIEW_OBJECT_TYPES.filter((type) => hasPrivilege(ctx, user, `${type}.audit` as const));
}

/** What a member reviews: the suggested edits of the kinds they may audit, and if staff the flagged and held posts. */
export function reviewScopes(ctx: AppContext, user: CurrentUser | null): ReviewScope[] {
  return [
    ...reviewableTypes(ctx, user),
    ...(isStaff(user) ? (["flagged", "queued"] as const) : []),
    ...(isLawyerVerifier(ctx, user) ? (["lawyer"] as const) : []),
  ];
}

/** How many items wait for a reviewer of these scopes, from the counter object alone. */
export async function reviewCount(env: Counters, scopes: readonly ReviewScope[]): Promise<number> {
  if (!scopes.length) return 0;
  return reviewTotal(await reviewCounterOf(env).counts(), scopes);
}

/**
 * Has the counter object count again after a suggested edit was added or settled. The write has happened either way:
 * a failed refresh is logged, and the next one puts the count right.
 */
export async function refreshReviewCounts(env: Counters): Promise<void> {
  try {
    await reviewCounterOf(env).refresh();
  } catch (error) {
    console.error("review counts refresh failed", error);
  }
}
