// Invitations to answer and the member search (SPEC §7): GET/PUT question/invite, GET user/info/search.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import { InviteQuerySchema, InviteSchema, MemberSearchQuerySchema } from "~/schemas/invite";
import { findMembers, inviteesOf, inviteToAnswer } from "~/server/services/invites.server";

export const inviteRoutes = new Hono<ApiEnv>()
  .get("/question/invite", async (c) => {
    const { id } = queryParams(c, InviteQuerySchema);
    return ok(c, await inviteesOf(c.get("app"), id));
  })
  .put("/question/invite", async (c) => {
    const { id, invite_user } = await jsonBody(c, InviteSchema);
    return ok(c, await inviteToAnswer(c.get("app"), { questionId: id, usernames: invite_user }));
  })
  .get("/user/info/search", async (c) => {
    const { username, question_id } = queryParams(c, MemberSearchQuerySchema);
    return ok(c, await findMembers(c.get("app"), { text: username, questionId: question_id }));
  });
