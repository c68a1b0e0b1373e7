// People answer what Answer's client reads: the signed-in member and the account steps (login, registration,
// activation, passwords, email), the profile page and its tabs, rankings, badges, notifications and settings.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import {
  DEFAULT_TAG,
  answer,
  api,
  ask,
  codeFromLastMail,
  createSession,
  createUser,
  mailCount,
  tagsOf,
  uniqueEmail,
  type Member,
} from "../helpers";
import {
  EVERYONE,
  GUEST_ONLY,
  SIGNED_IN,
  describeContract,
  type Actor,
  type ContractCall,
  type NotServed,
} from "../support/answer-contract/check";
import { USERS } from "../support/answer-contract/index";
import { createCast, createPosts, twinOf, waitUntil } from "../support/answer-contract/world";
import { formatObjectId } from "~/lib/object-ids";
import { unsubscribeCode } from "~/server/unsubscribe.server";

async function succeed(member: Member, path: string, method: string, body: unknown) {
  const result = await api(path, { method, token: member.token, body });
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(200);
}

const notificationCount = async (member: Member, type: string) =>
  (await api<{ count: number }>(`notification/page?type=${type}`, { token: member.token })).body.data.count;

async function buildWorld() {
  const cast = await createCast();
  const posts = await createPosts();
  for (const member of [cast.member, cast.admin]) {
    // votes (the profile's votes tab, the asker's reputation, First Upvote's award) and bookmarks
    await succeed(member, "vote/up", "POST", { object_id: posts.questionId, is_cancel: false });
    await succeed(member, "collection/switch", "POST", { group_id: "0", object_id: posts.questionId, bookmark: true });
    // an answer to a question of one's own fills the inbox
    const own = await ask(member.token, { tags: tagsOf([DEFAULT_TAG]) });
    await answer(posts.answerer.token, own);
  }
  // the queue tells them; the badge award is an achievement
  for (const member of [cast.member, cast.admin]) {
    for (const type of ["inbox", "achievement"]) {
      await waitUntil(
        () => notificationCount(member, type),
        (count) => count > 0,
        `a notification of type ${type}`,
      );
    }
  }
  const badge = await env.DB.prepare("SELECT id FROM badges WHERE slug = 'first_upvote'").first<{ id: number }>();
  return { ...cast, ...posts, badgeId: formatObjectId("badge", badge!.id) };
}

type World = Awaited<ReturnType<typeof buildWorld>>;

const NEW_PASSWORD = "N3w-Str0ng-pass";

/** Registers through the API as a visitor does and answers the address, whose mail holds the activation link. */
async function register(): Promise<string> {
  const email = uniqueEmail("contract");
  const result = await api("user/register/email", { body: { name: "新来的律师", e_mail: email, pass: NEW_PASSWORD } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return email;
}

/** The session to make a call with: a guest's is none, a member's is the account's own. */
const sessionOf = (actor: Actor, account: Member) => (actor.role === "guest" ? undefined : account.token);

const personal = (path: string, who: (world: World) => Member, query: Record<string, string | number> = {}) =>
  ({
    method: "GET",
    path: `/answer/api/v1/personal/${path}`,
    as: EVERYONE,
    request: (world: World) => ({ query: { username: who(world).user.username, ...query } }),
  }) as const;

const LIST = { order: "newest", page: 1, page_size: 20 };

const CALLS: ContractCall<World>[] = [
  { method: "GET", path: "/answer/api/v1/user/info", as: EVERYONE },
  {
    method: "PUT",
    path: "/answer/api/v1/user/info",
    as: SIGNED_IN,
    request: (_world, actor) => ({
      body: {
        display_name: actor.user!.user.displayName,
        bio: "执业十年，专注劳动争议。",
        website: "https://example.com",
        location: "上海",
        avatar: { type: "default" },
      },
    }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/user/login/email",
    as: GUEST_ONLY,
    request: async () => {
      const account = await createUser();
      return { body: { e_mail: account.email, pass: account.password } };
    },
  },
  {
    method: "POST",
    path: "/answer/api/v1/user/register/email",
    as: GUEST_ONLY,
    request: () => ({ body: { name: "新来的律师", e_mail: uniqueEmail("contract"), pass: NEW_PASSWORD } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/user/logout",
    as: SIGNED_IN,
    request: async (_world, actor) => ({ token: await createSession(actor.user!.user.id) }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/user/email/verification/send",
    // the page of a member who has not activated yet
    as: ["member"],
    request: async () => ({ token: (await createUser({ activated: false })).token }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/user/email/verification",
    as: GUEST_ONLY,
    request: async () => ({ body: { code: await codeFromLastMail(await register()) } }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/user/password",
    as: SIGNED_IN,
    request: async (_world, actor) => {
      const account = await twinOf(actor);
      return { token: account.token, body: { old_pass: account.password, pass: NEW_PASSWORD } };
    },
  },
  {
    method: "POST",
    path: "/answer/api/v1/user/password/reset",
    as: GUEST_ONLY,
    request: async () => ({ body: { e_mail: (await createUser()).email } }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/user/password/replacement",
    as: GUEST_ONLY,
    request: async () => {
      const account = await createUser();
      const asked = await api("user/password/reset", { body: { e_mail: account.email } });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      // the reset mail is written by the queue's consumer
      await waitUntil(
        () => mailCount(account.email),
        (count) => count > 0,
        "the reset mail",
      );
      return { body: { code: await codeFromLastMail(account.email), pass: NEW_PASSWORD } };
    },
  },
  {
    method: "POST",
    path: "/answer/api/v1/user/email/change/code",
    as: SIGNED_IN,
    request: async (_world, actor) => {
      const account = await twinOf(actor);
      return { token: account.token, body: { e_mail: uniqueEmail("moved"), pass: account.password } };
    },
  },
  {
    method: "PUT",
    path: "/answer/api/v1/user/email",
    // the link in the mail, opened signed in or not
    as: EVERYONE,
    request: async (_world, actor) => {
      const account = await twinOf(actor);
      const email = uniqueEmail("moved");
      const asked = await api("user/email/change/code", {
        token: account.token,
        body: { e_mail: email, pass: account.password },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      return { token: sessionOf(actor, account), body: { code: await codeFromLastMail(email) } };
    },
  },
  {
    method: "PUT",
    path: "/answer/api/v1/user/notification/unsubscribe",
    // the link of a notification mail, opened signed out
    as: GUEST_ONLY,
    request: async (_world, actor) => {
      const account = await twinOf(actor);
      return { body: { code: await unsubscribeCode(env.PASSWORD_PEPPER, account.user.id, "inbox") } };
    },
  },
  {
    method: "PUT",
    path: "/answer/api/v1/user/interface",
    as: SIGNED_IN,
    request: () => ({ body: { language: "zh_CN", color_scheme: "default" } }),
  },
  { method: "GET", path: "/answer/api/v1/user/notification/config", as: SIGNED_IN },
  {
    method: "PUT",
    path: "/answer/api/v1/user/notification/config",
    as: SIGNED_IN,
    request: () => ({
      body: {
        inbox: { enable: true, key: "inbox" },
        all_new_question: { enable: false, key: "all_new_question" },
        all_new_question_for_following_tags: { enable: false, key: "all_new_question_for_following_tags" },
      },
    }),
  },
  { method: "GET", path: "/answer/api/v1/user/ranking", as: EVERYONE },
  {
    method: "GET",
    path: "/answer/api/v1/user/info/search",
    as: SIGNED_IN,
    request: () => ({ query: { username: "user" } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/user/staff",
    as: SIGNED_IN,
    request: () => ({ query: { username: "", page_size: 10 } }),
  },
  personal("user/info", (world) => world.author),
  personal("qa/top", (world) => world.author),
  personal("answer/page", (world) => world.answerer, LIST),
  personal("question/page", (world) => world.author, LIST),
  {
    method: "GET",
    path: "/answer/api/v1/personal/collection/page",
    as: SIGNED_IN,
    request: () => ({ query: { page: 1, page_size: 20 } }),
  },
  personal("comment/page", (world) => world.answerer, LIST),
  personal("rank/page", (world) => world.author, { page: 1, page_size: 20 }),
  {
    method: "GET",
    path: "/answer/api/v1/personal/vote/page",
    as: SIGNED_IN,
    request: () => ({ query: { page: 1, page_size: 20 } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/badge/user/awards",
    as: EVERYONE,
    request: (world) => ({ query: { username: world.member.user.username } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/badge/user/awards/recent",
    as: EVERYONE,
    request: (world) => ({ query: { username: world.member.user.username } }),
  },
  { method: "GET", path: "/answer/api/v1/badges", as: EVERYONE },
  { method: "GET", path: "/answer/api/v1/badge", as: EVERYONE, request: (world) => ({ query: { id: world.badgeId } }) },
  {
    method: "GET",
    path: "/answer/api/v1/badge/awards/page",
    as: EVERYONE,
    request: (world) => ({ query: { badge_id: world.badgeId, page: 1, page_size: 30 } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/notification/page",
    label: "inbox",
    as: SIGNED_IN,
    request: () => ({ query: { type: "inbox", page: 1, page_size: 10 } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/notification/page",
    label: "achievements",
    as: SIGNED_IN,
    request: () => ({ query: { type: "achievement", page: 1, page_size: 10 } }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/notification/read/state",
    as: SIGNED_IN,
    request: async (_world, actor) => {
      const inbox = await api<{ list: { id: string }[] }>("notification/page?type=inbox", { token: actor.token });
      return { body: { id: inbox.body.data.list[0]!.id } };
    },
  },
  { method: "GET", path: "/answer/api/v1/notification/status", as: SIGNED_IN },
  {
    method: "PUT",
    path: "/answer/api/v1/notification/status",
    as: SIGNED_IN,
    request: () => ({ body: { type: "inbox" } }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/notification/read/state/all",
    as: SIGNED_IN,
    request: () => ({ body: { type: "achievement" } }),
  },
];

const NOT_SERVED: NotServed<World>[] = [
  {
    method: "POST",
    path: "/answer/api/v1/user/notice/set",
    status: 404,
    reason: "declared in Answer's services/common.ts but called by no page",
    request: () => ({ body: { notice_switch: true } }),
  },
];

describeContract("people as Answer's client reads them", {
  area: USERS,
  world: buildWorld,
  calls: CALLS,
  notServed: NOT_SERVED,
});
