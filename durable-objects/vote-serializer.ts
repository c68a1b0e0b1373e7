// One instance per post (DESIGN.md decision 2). Votes on a post pass through its instance, which applies them one
// after another: each starts only once the previous one has written D1. A Durable Object alone does not serialize
// across awaits (D1 calls are outside its input gate), so the instance keeps the chain of votes itself.
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../app/server/env.server";
import { applyVote, type VoteOutcome, type VoteRequest } from "../app/server/services/votes.server";

export class VoteSerializer extends DurableObject<Env> {
  /** The vote being applied now; the next one waits for it, whether it succeeded or failed. */
  #last: Promise<unknown> = Promise.resolve();

  cast(request: VoteRequest): Promise<VoteOutcome> {
    const turn = this.#last.then(() => applyVote(this.env.DB, this.env.EVENTS, request));
    this.#last = turn.catch(() => undefined);
    return turn;
  }
}
