// Invitations to answer and the member search (SPEC §7): GET/PUT question/invite, GET user/info/search.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import { InviteQuerySchema, InviteSchema, MemberSearchQuerySchema } from "~/schemas/invite";
import { findMembers, inviteesOf, inviteToAnswer } from "~/server/services/invites.server";
import { toMemberInfo } from "~/server/presenters/users.server";

export const inviteRoutes = new Hono<ApiEnv>()
  .get("/question/invite", async (c) => {
    const { id } = queryParams(c, InviteQuerySchema);
    return ok(c, (await inviteesOf(c.get("app"), id)).map(toMemberInfo));
  })
  .put("/question/invite", async (c) => {
    const { id, invite_user } = await jsonBody(c, InviteSchema);
    const invitees = await inviteToAnswer(c.get("app"), { questionId: id, usernames: invite_user });
    return ok(c, invitees.map(toMemberInfo));
  })
  .get("/user/info/search", async (c) => {
    const { username, question_id } = queryParams(c, MemberSearchQuerySchema);
    const members = await findMembers(c.get("app"), { text: username, questionId: question_id });
    return ok(c, members.map(toMemberInfo));
  });
