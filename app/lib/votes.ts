// The vote rules of SPEC §4 and REFERENCE.md, without I/O: none, up or down; clicking the active direction cancels;
// an upvote replaces a downvote and the other way round. Comments take upvotes only.
import type { PrivilegeKey } from "./privileges";

export const VOTE_OBJECT_TYPES = ["question", "answer", "comment"] as const;
export type VoteObjectType = (typeof VOTE_OBJECT_TYPES)[number];

export const VOTE_DIRECTIONS = ["up", "down"] as const;
export type VoteDirection = (typeof VOTE_DIRECTIONS)[number];

/** A member's vote on one post as stored: 1 up, -1 down, 0 none. */
export type VoteValue = 1 | -1 | 0;

export function valueOf(direction: VoteDirection): 1 | -1 {
  return direction === "up" ? 1 : -1;
}

/**
 * The vote after a click. A cancel withdraws only the direction it names (a stale "cancel up" after the member has
 * since voted down changes nothing); a vote in a direction is idempotent, so repeated identical clicks count once.
 */
export function nextVote(previous: VoteValue, direction: VoteDirection, cancel: boolean): VoteValue {
  const value = valueOf(direction);
  if (cancel) return previous === value ? 0 : previous;
  return value;
}

/** The API's vote_status: "vote_up", "vote_down" or "" for none. */
export function voteStatus(value: VoteValue): "vote_up" | "vote_down" | "" {
  return value === 1 ? "vote_up" : value === -1 ? "vote_down" : "";
}

/** The privilege a vote needs (REFERENCE.md); comments can only be voted up. */
export function votePrivilege(objectType: VoteObjectType, direction: VoteDirection): PrivilegeKey {
  if (objectType === "comment") return "comment.vote_up";
  return `${objectType}.vote_${direction}`;
}
