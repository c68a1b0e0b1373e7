// One instance per post (DESIGN.md decision 2). Votes on a post pass through its instance so that
// read-decide-write is one uninterrupted step. The voting rules arrive with the community issue (#5); the class and
// its binding exist from the first migration so that no Durable Object migration has to rename it later.
import { DurableObject } from "cloudflare:workers";

export class VoteSerializer extends DurableObject {
  /** Number of votes this instance has serialized; lets tests and operators see it is reachable. */
  async servedCount(): Promise<number> {
    return (await this.ctx.storage.get<number>("served")) ?? 0;
  }
}
