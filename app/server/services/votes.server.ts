// Votes (SPEC §4, §5; REFERENCE.md; DESIGN.md decision 2). The request checks who may vote on what, then hands the
// vote to the post's Durable Object, which applies votes on that post one at a time: read the member's vote, decide,
// write the vote row and the recounted total in one batch, emit the event — the next vote starts after that.
import type { AppContext } from "../context.server";
import { createDb } from "../db/client.server";
import { AppError, badRequest } from "../errors.server";
import { newEvent, type DomainEvent } from "../events.server";
import { selectOwnVote, selectVoteCount, writeVoteStatements } from "../models/votes.server";
import { requireMember } from "./guards.server";
import { requirePrivilege } from "./permissions.server";
import { throttle } from "./throttle.server";
import { openPost } from "./post-targets.server";
import { VOTES_PER_DAY } from "~/lib/limits";
import {
  nextVote,
  voteStatus,
  votePrivilege,
  type VoteDirection,
  type VoteObjectType,
  type VoteValue,
} from "~/lib/votes";

export type VoteRequest = {
  objectType: VoteObjectType;
  objectId: number;
  questionId: number;
  voterId: number;
  authorId: number;
  direction: VoteDirection;
  cancel: boolean;
  now: number;
};

export type VoteOutcome = {
  votes: number;
  value: VoteValue;
  /** Whether this click changed the vote (and so emitted the one event of that change). */
  changed: boolean;
  /** The D1 bookmark after the write, so the voter's next reads see it (DESIGN.md decision 11). */
  bookmark: string | null;
};

/** The Durable Object that serializes the votes of one post. */
export function voteSerializerFor(ctx: Pick<AppContext, "env">, objectType: VoteObjectType, objectId: number) {
  const namespace = ctx.env.VOTES;
  return namespace.get(namespace.idFromName(`${objectType}:${objectId}`));
}

/** A member votes on a post, or withdraws their vote: answers the post's new total and the member's vote. */
export async function castVote(
  ctx: AppContext,
  input: { objectType: VoteObjectType; objectId: number; direction: VoteDirection; cancel: boolean },
): Promise<{ votes: number; vote_status: ReturnType<typeof voteStatus> }> {
  const { objectType, objectId, direction, cancel } = input;
  const user = requireMember(ctx);
  if (objectType === "comment" && direction === "down") throw badRequest("error.vote.comment_down");
  const target = await openPost(ctx, objectType, objectId);
  if (target.authorId === user.id) throw new AppError(403, "error.vote.own_post");
  // withdrawing one's own vote needs no privilege: a member who lost rank can still take a vote back
  if (!cancel) {
    requirePrivilege(ctx, votePrivilege(objectType, direction));
    await throttle(ctx, `vote:user:${user.id}`, VOTES_PER_DAY, 24 * 60 * 60);
  }
  const outcome = await voteSerializerFor(ctx, objectType, objectId).cast({
    objectType,
    objectId,
    questionId: target.questionId,
    voterId: user.id,
    authorId: target.authorId,
    direction,
    cancel,
    now: ctx.now(),
  });
  if (outcome.bookmark) ctx.noteBookmark(outcome.bookmark);
  return { votes: outcome.votes, vote_status: voteStatus(outcome.value) };
}

/**
 * One vote, applied by the post's Durable Object while no other vote on that post runs: the member's vote as D1 has
 * it, the click's outcome, then the row and the recount in one batch and one event. A click that changes nothing
 * writes nothing and emits nothing.
 */
export async function applyVote(
  database: D1Database,
  events: Queue<DomainEvent>,
  request: VoteRequest,
): Promise<VoteOutcome> {
  const { objectType, objectId, voterId } = request;
  // the primary: the decision must see every earlier vote, and the bookmark after it goes back to the voter
  const session = database.withSession("first-primary");
  const db = createDb(session);
  const [own, counts] = await db.batch([
    selectOwnVote(db, objectType, objectId, voterId),
    selectVoteCount(db, objectType, objectId),
  ]);
  const previous = (own[0]?.direction ?? 0) as VoteValue;
  const value = nextVote(previous, request.direction, request.cancel);
  if (value === previous) {
    return { votes: counts[0]?.voteCount ?? 0, value, changed: false, bookmark: session.getBookmark() };
  }

  const { write, recount } = writeVoteStatements(
    db,
    { objectType, objectId, userId: voterId, authorId: request.authorId, value },
    request.now,
  );
  const [, recounted] = await db.batch([write, recount]);
  await events.send(
    newEvent({
      type: "vote.changed",
      objectType,
      objectId,
      questionId: request.questionId,
      voterId,
      authorId: request.authorId,
      previous,
      next: value,
      at: request.now,
    }),
  );
  return { votes: recounted[0]?.voteCount ?? 0, value, changed: true, bookmark: session.getBookmark() };
}
