// One instance per post (DESIGN.md decision 2). Votes on a post pass through its instance, which applies them one
// after another: each starts only once the previous one has written D1. A Durable Object alone does not serialize
// across awaits (D1 calls are outside its input gate), so the instance keeps the chain of votes itself.
import { DurableObject } from "cloudflare:workers";

/**
 * The class, given how a vote is applied (the votes service, passed in by workers/app.ts: a Durable Object imports
 * only app/lib and app/schemas).
 */
export function voteSerializer<Env, Request, Outcome>(applyVote: (env: Env, request: Request) => Promise<Outcome>) {
  return class VoteSerializer extends DurableObject<Env> {
    /** The vote being applied now; the next one waits for it, whether it succeeded or failed. */
    #last: Promise<unknown> = Promise.resolve();

    cast(request: Request): Promise<Outcome> {
      const turn = this.#last.then(() => applyVote(this.env, request));
      this.#last = turn.catch(() => undefined);
      return turn;
    }
  };
}

export type VoteSerializer<Env, Request, Outcome> = InstanceType<
  ReturnType<typeof voteSerializer<Env, Request, Outcome>>
>;
