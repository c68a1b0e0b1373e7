// Questions answer what Answer's client reads: the lists (home, hot, tag, recommended, linked, related, similar), the
// question itself, asking, editing, the staff operations, following, bookmarks, votes, reactions and invitations.
import { expect } from "vitest";
import { DEFAULT_TAG, api, ask, createUser, questionPage, tagsOf, type Member } from "../helpers";
import {
  ADMIN_ONLY,
  describeContract,
  EVERYONE,
  SIGNED_IN,
  type Actor,
  type ContractCall,
  type NotServed,
} from "../support/answer-contract/check";
import { QUESTIONS } from "../support/answer-contract/index";
import { createCast, createPosts } from "../support/answer-contract/world";

async function buildWorld() {
  const cast = await createCast();
  const posts = await createPosts();
  // question/link lists the questions whose bodies link to this one
  const linkingId = await ask(posts.author.token, {
    content: `与 ${questionPage(posts.questionId)} 的情形类似，只是公司已经注销。`,
  });
  const invitee = await createUser({ name: "受邀者" });
  await succeed(cast.member, "question/invite", "PUT", { id: posts.questionId, invite_user: [invitee.user.username] });
  await succeed(posts.answerer, "meta/reaction", "PUT", {
    object_id: posts.questionId,
    emoji: "heart",
    reaction: "activate",
  });
  // the recommended list holds the questions of the tags a member follows
  for (const member of [cast.member, cast.admin]) {
    await succeed(member, "follow/tags", "PUT", { slug_name_list: [posts.tag] });
  }
  return { ...cast, ...posts, linkingId, invitee };
}

type World = Awaited<ReturnType<typeof buildWorld>>;

async function succeed(member: Member, path: string, method: string, body: unknown) {
  const result = await api(path, { method, token: member.token, body });
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(200);
}

let titleCounter = 0;
const newTitle = () => `公司拖欠加班费能否申请劳动仲裁 ${Date.now().toString(36)}${++titleCounter}`;

/** A question of the caller's own, for the writes that act on one. */
const ownQuestion = (actor: Actor) => ask(actor.token!, { tags: tagsOf([DEFAULT_TAG]) });
/** A question of someone else's, for votes, follows and bookmarks (nobody votes on their own). */
const othersQuestion = (world: World) => ask(world.author.token, { tags: tagsOf([DEFAULT_TAG]) });

const CALLS: ContractCall<World>[] = [
  {
    method: "GET",
    path: "/answer/api/v1/question/page",
    label: "home, active",
    as: EVERYONE,
    request: () => ({ query: { page: 1, page_size: 20, order: "active" } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/page",
    label: "hot of the week",
    as: EVERYONE,
    request: () => ({ query: { page: 1, page_size: 6, order: "hot", in_days: 7 } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/page",
    label: "a tag's newest",
    as: EVERYONE,
    request: (world) => ({ query: { page: 1, page_size: 20, order: "newest", tag: world.tag } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/recommend/page",
    as: SIGNED_IN,
    request: () => ({ query: { page: 1, page_size: 20 } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/similar/tag",
    as: EVERYONE,
    request: (world) => ({ query: { question_id: world.questionId, page_size: 5 } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/similar",
    as: SIGNED_IN,
    request: () => ({ query: { title: "离职后公司拒发最后一个月工资" } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/info",
    as: EVERYONE,
    request: (world) => ({ query: { id: world.questionId } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/link",
    as: EVERYONE,
    request: (world) => ({ query: { question_id: world.questionId, page: 1, page_size: 20, order: "newest" } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/invite",
    as: EVERYONE,
    request: (world) => ({ query: { id: world.questionId } }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/question/invite",
    as: SIGNED_IN,
    request: async (world) => ({
      body: { id: await othersQuestion(world), invite_user: [world.invitee.user.username] },
    }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/question",
    as: SIGNED_IN,
    request: () => ({
      body: {
        title: newTitle(),
        content: "公司每月安排加班四十小时以上，却从未支付加班费。",
        tags: tagsOf([DEFAULT_TAG]),
      },
    }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/question/answer",
    as: SIGNED_IN,
    request: () => ({
      body: {
        title: newTitle(),
        content: "公司每月安排加班四十小时以上，却从未支付加班费。",
        tags: tagsOf([DEFAULT_TAG]),
        answer_content: "可以带上考勤记录向劳动仲裁委员会申请仲裁。",
      },
    }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/question",
    as: SIGNED_IN,
    request: async (_world, actor) => ({
      body: {
        id: await ownQuestion(actor),
        title: newTitle(),
        content: "公司每月安排加班四十小时以上，却从未支付加班费，也没有调休。",
        tags: tagsOf([DEFAULT_TAG]),
        edit_summary: "补充了调休的情况",
      },
    }),
  },
  {
    method: "DELETE",
    path: "/answer/api/v1/question",
    as: SIGNED_IN,
    request: async (_world, actor) => ({ body: { id: await ownQuestion(actor) } }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/question/status",
    as: ADMIN_ONLY,
    request: async (world) => ({ body: { id: await othersQuestion(world), close_type: 63, close_msg: "" } }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/question/reopen",
    as: ADMIN_ONLY,
    request: async (world, actor) => {
      const id = await othersQuestion(world);
      await succeed(actor.user!, "question/status", "PUT", { id, close_type: 63, close_msg: "" });
      return { body: { question_id: id } };
    },
  },
  {
    method: "PUT",
    path: "/answer/api/v1/question/operation",
    as: ADMIN_ONLY,
    request: async (world) => ({ body: { id: await othersQuestion(world), operation: "pin" } }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/question/recover",
    as: ADMIN_ONLY,
    request: async (world, actor) => {
      const id = await othersQuestion(world);
      await succeed(actor.user!, "question", "DELETE", { id });
      return { body: { question_id: id } };
    },
  },
  {
    method: "POST",
    path: "/answer/api/v1/follow",
    as: SIGNED_IN,
    request: async (world) => ({ body: { object_id: await othersQuestion(world), is_cancel: false } }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/collection/switch",
    as: SIGNED_IN,
    request: async (world) => ({ body: { group_id: "0", object_id: await othersQuestion(world), bookmark: true } }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/vote/up",
    as: SIGNED_IN,
    request: async (world) => ({ body: { object_id: await othersQuestion(world), is_cancel: false } }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/vote/down",
    as: SIGNED_IN,
    request: async (world) => ({ body: { object_id: await othersQuestion(world), is_cancel: false } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/meta/reaction",
    as: EVERYONE,
    request: (world) => ({ query: { object_id: world.questionId } }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/meta/reaction",
    as: SIGNED_IN,
    request: async (world) => ({
      body: { object_id: await othersQuestion(world), emoji: "smile", reaction: "activate" },
    }),
  },
];

const NOT_SERVED: NotServed<World>[] = [];

describeContract("questions as Answer's client reads them", {
  area: QUESTIONS,
  world: buildWorld,
  calls: CALLS,
  notServed: NOT_SERVED,
});
