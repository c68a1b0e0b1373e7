// Votes (SPEC §7): POST vote/up and vote/down {object_id, object_type, is_cancel} → {votes, vote_status}.
import { Hono, type Context } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody } from "../validate";
import { VoteSchema } from "~/schemas/votes";
import { castVote } from "~/server/services/votes.server";
import type { VoteDirection } from "~/lib/votes";

const vote = (direction: VoteDirection) => async (c: Context<ApiEnv>) => {
  const { object_id, object_type, is_cancel } = await jsonBody(c, VoteSchema);
  const result = await castVote(c.get("app"), {
    objectType: object_type,
    objectId: object_id,
    direction,
    cancel: is_cancel,
  });
  return ok(c, result);
};

export const voteRoutes = new Hono<ApiEnv>().post("/vote/up", vote("up")).post("/vote/down", vote("down"));
