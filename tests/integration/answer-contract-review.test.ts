// Moderation and history answer what Answer's client reads: revisions and suggested edits, the review queues (flags,
// held posts) with their counts, flagging, and a post's timeline with its diffs.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { DEFAULT_TAG, adminApi, api, ask, askQuestion, createUser, rowId, tagsOf, type Member } from "../helpers";
import {
  ADMIN_ONLY,
  describeContract,
  SIGNED_IN,
  type ContractCall,
  type NotServed,
} from "../support/answer-contract/check";
import { REVIEW } from "../support/answer-contract/index";
import { createCast, createPosts, type Posts } from "../support/answer-contract/world";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

/** Posts holding this word wait for review (the back office's keyword rule). */
const HELD_WORD = "待审关键词";
/** Rank to suggest edits of posts (question.edit at level 2) but not to make them. */
const SUGGESTER_RANK = 100;

async function succeed(member: Member, path: string, method: string, body: unknown) {
  const result = await api(path, { method, token: member.token, body });
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(200);
  return result.body.data;
}

const questionOf = (posts: Posts) => ask(posts.author.token, { tags: tagsOf([DEFAULT_TAG]) });

/** A question of the author's with an edit suggested by `suggester`, waiting in the queue; answers the revision id. */
async function suggestedEdit(posts: Posts, suggester: Member): Promise<string> {
  const id = await questionOf(posts);
  const edit = (await succeed(suggester, "question", "PUT", {
    id,
    title: "试用期被无故辞退，公司需要支付赔偿金吗",
    content: "入职两个月，试用期内公司没有说明理由就辞退了我，是否可以要求赔偿金？",
    tags: tagsOf([DEFAULT_TAG]),
    edit_summary: "补充入职时间",
  })) as { wait_for_review: boolean };
  expect(edit.wait_for_review).toBe(true);
  const row = await env.DB.prepare(
    "SELECT id FROM revisions WHERE object_type = 'question' AND object_id = ? AND status = 1",
  )
    .bind(rowId(id))
    .first<{ id: number }>();
  return String(row!.id);
}

/** A question of the author's flagged by the answerer; answers the flag's id as the flag queue shows it. */
async function flaggedQuestion(posts: Posts, staff: Member): Promise<string> {
  const id = await questionOf(posts);
  await succeed(posts.answerer, "report", "POST", { source: "question", object_id: id, report_type: 57, content: "" });
  const queue = await api<{ list: { flag_id: string; object_id: string }[] }>(
    "report/unreviewed/post?page=1&page_size=10",
    { token: staff.token },
  );
  const flag = queue.body.data.list.find((item) => item.object_id === id);
  expect(flag, JSON.stringify(queue.body)).toBeDefined();
  return flag!.flag_id;
}

/** A question of the author's held for review by the keyword rule; answers its review id. */
async function heldQuestion(posts: Posts, staff: Member): Promise<number> {
  const asked = await askQuestion(posts.author.token, {
    content: `公司要求签署${HELD_WORD}的承诺书，不签就辞退，合法吗？`,
    tags: tagsOf([DEFAULT_TAG]),
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const queue = await api<{ list: { review_id: number }[] }>(
    `review/pending/post/page?object_id=${asked.body.data.id}`,
    { token: staff.token },
  );
  expect(queue.body.data.list, JSON.stringify(queue.body)).toHaveLength(1);
  return queue.body.data.list[0]!.review_id;
}

async function buildWorld() {
  const cast = await createCast();
  const posts = await createPosts();
  const held = await adminApi("siteinfo/review", {
    method: "PUT",
    token: cast.admin.token,
    body: { ...DEFAULT_SETTINGS.review, keywords: [HELD_WORD] },
  });
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  // the author's own edit makes a second revision, so that the timeline has a diff to open
  await succeed(posts.author, "question", "PUT", {
    id: posts.questionId,
    title: "离职后公司拒发最后一个月工资该怎么办",
    content: "上个月提出离职，交接完毕后公司以各种理由拒绝发放最后一个月的工资，应该如何维权？已有工资条。",
    tags: tagsOf([DEFAULT_TAG, posts.tag]),
    edit_summary: "补充证据",
  });
  const suggester = await createUser({ rank: SUGGESTER_RANK, name: "建议者" });
  // something waits in every queue: a suggested edit, a flag, a held post
  await suggestedEdit(posts, suggester);
  await flaggedQuestion(posts, cast.admin);
  await heldQuestion(posts, cast.admin);
  const timeline = await api<{ timeline: { revision_id: string }[] }>(
    `activity/timeline?object_id=${posts.questionId}&show_vote=false`,
    { token: cast.admin.token },
  );
  const revisions = timeline.body.data.timeline.map((row) => row.revision_id).filter((id) => Number(id) > 0);
  expect(revisions.length, JSON.stringify(timeline.body)).toBeGreaterThanOrEqual(2);
  return { ...cast, ...posts, suggester, revisions };
}

type World = Awaited<ReturnType<typeof buildWorld>>;

const CALLS: ContractCall<World>[] = [
  {
    method: "GET",
    path: "/answer/api/v1/revisions",
    as: SIGNED_IN,
    request: (world) => ({ query: { object_id: world.questionId } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/revisions/unreviewed",
    as: SIGNED_IN,
    request: () => ({ query: { page: 1 } }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/revisions/audit",
    as: SIGNED_IN,
    request: async (world) => ({ body: { id: await suggestedEdit(world, world.suggester), operation: "approve" } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/revisions/edit/check",
    as: SIGNED_IN,
    request: (world) => ({ query: { id: world.questionId } }),
  },
  { method: "GET", path: "/answer/api/v1/reviewing/type", as: SIGNED_IN },
  {
    method: "GET",
    path: "/answer/api/v1/report/unreviewed/post",
    as: ADMIN_ONLY,
    request: () => ({ query: { page: 1 } }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/report/review",
    as: ADMIN_ONLY,
    request: async (world, actor) => ({
      body: { flag_id: await flaggedQuestion(world, actor.user!), operation_type: "ignore_report" },
    }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/review/pending/post/page",
    as: ADMIN_ONLY,
    request: () => ({ query: { page: 1 } }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/review/pending/post",
    as: ADMIN_ONLY,
    request: async (world, actor) => ({
      body: { review_id: await heldQuestion(world, actor.user!), status: "approve" },
    }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/report",
    as: SIGNED_IN,
    request: async (world) => ({
      body: { source: "question", object_id: await questionOf(world), report_type: 57, content: "" },
    }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/activity/timeline",
    as: SIGNED_IN,
    request: (world) => ({ query: { object_id: world.questionId, show_vote: "false" } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/activity/timeline/detail",
    as: SIGNED_IN,
    request: (world) => {
      const [newer, older] = [...world.revisions].sort((a, b) => Number(b) - Number(a));
      return { query: { new_revision_id: newer, old_revision_id: older } };
    },
  },
];

const NOT_SERVED: NotServed<World>[] = [];

describeContract("moderation and history as Answer's client reads them", {
  area: REVIEW,
  world: buildWorld,
  calls: CALLS,
  notServed: NOT_SERVED,
});
