// Posts held for review (SPEC §4 pending; §7 review/pending/post/page, PUT review/pending/post; REFERENCE.md review
// flow 2): the back office's rules (a member's first posts, words, links below the link rank) hold new questions and
// answers, which only their authors and staff then see, counted nowhere; approving posts them as if just written,
// rejecting deletes them; two moderators at once: one verdict, the other told.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminApi,
  answerQuestion,
  api,
  askQuestion,
  cookieFor,
  createAdmin,
  createStaff,
  createUser,
  getPage,
  postForm,
  questionRow,
  rowId,
  type Member,
} from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

type Held = {
  review_id: number;
  object_type: string;
  object_id: string;
  title: string;
  reason: string;
  object_status: number;
  author_user_info: { username: string };
};

async function setRules(change: Partial<typeof DEFAULT_SETTINGS.review>) {
  const admin = await createAdmin();
  const saved = await adminApi("siteinfo/review", {
    method: "PUT",
    token: admin.token,
    body: { ...DEFAULT_SETTINGS.review, ...change },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

afterEach(async () => setRules({}));

const queued = (member: Member, query = "page=1&page_size=10") =>
  api<{ count: number; list: Held[] }>(`review/pending/post/page?${query}`, { method: "GET", token: member.token });
const settle = (member: Member, reviewId: number, status: string) =>
  api("review/pending/post", { method: "PUT", token: member.token, body: { review_id: reviewId, status } });

const heldItem = async (moderator: Member, objectId: string) =>
  (await queued(moderator)).body.data.list.find((item) => item.object_id === objectId);

const counts = async (member: Member) =>
  (await env.DB.prepare("SELECT question_count, answer_count FROM users WHERE id = ?")
    .bind(member.user.id)
    .first<{ question_count: number; answer_count: number }>())!;

describe("what holds a new post", () => {
  it("a new member's first posts wait, seen by their author and staff only and counted nowhere; staff never wait", async () => {
    await setRules({ first_posts: 1 });
    const staff = await createStaff();
    const member = await createUser();
    const asked = await askQuestion(member.token, { title: "新成员的第一个问题需要审核吗" });
    expect(asked.status).toBe(200);
    const id = asked.body.data.id;
    expect((await questionRow(id))!.status).toBe(11);
    expect(await counts(member)).toMatchObject({ question_count: 0 });
    expect((await api(`question/info?id=${id}`, { method: "GET" })).status).toBe(404);
    expect((await api(`question/info?id=${id}`, { method: "GET", token: member.token })).status).toBe(200);
    const item = (await heldItem(staff.moderator, id))!;
    expect(item).toMatchObject({ object_type: "question", object_status: 11, reason: "新成员的前 1 个帖子需要审核。" });
    expect(item.author_user_info.username).toBe(member.user.username);
    // the next post of a member with nothing approved waits too
    const again = await askQuestion(member.token, { title: "新成员的第二个问题也要审核" });
    expect((await questionRow(again.body.data.id))!.status).toBe(11);
    // staff post at once
    const own = await askQuestion(staff.moderator.token, { title: "版主的问题不需要审核" });
    expect((await questionRow(own.body.data.id))!.status).toBe(1);
  });

  it("a post holding a listed word waits, full- and half-width alike, inside Chinese text", async () => {
    await setRules({ keywords: ["代办证件", "vx"] });
    const staff = await createStaff();
    const member = await createUser();
    const plain = await askQuestion(member.token, { title: "劳动合同到期后公司不续签怎么办" });
    expect((await questionRow(plain.body.data.id))!.status).toBe(1);
    const spam = await askQuestion(member.token, {
      title: "专业代办证件加急出证",
      content: "各类证件都能办理，联系我的ＶＸ获取报价，价格公道童叟无欺。",
    });
    expect((await questionRow(spam.body.data.id))!.status).toBe(11);
    expect((await heldItem(staff.moderator, spam.body.data.id))!.reason).toBe("包含需要审核的词语“代办证件”。");
    const question = await askQuestion(staff.moderator.token, { title: "工伤认定需要哪些材料呢" });
    const answer = await answerQuestion(
      member.token,
      question.body.data.id,
      "可以加我ＶＸ详细沟通这个问题的处理办法。",
    );
    expect(answer.status).toBe(200);
    const row = await env.DB.prepare("SELECT status FROM answers WHERE id = ?")
      .bind(rowId(answer.body.data.id))
      .first();
    expect(row).toMatchObject({ status: 11 });
    expect((await heldItem(staff.moderator, answer.body.data.id))!.reason).toBe("包含需要审核的词语“vx”。");
  });

  it("links to other sites wait when their author is below the link rank; links to this site and higher ranks do not", async () => {
    await setRules({ hold_links: true });
    const staff = await createStaff();
    const question = (await askQuestion(staff.moderator.token, { title: "劳动仲裁的时效是多久呢" })).body.data.id;
    const newcomer = await createUser();
    const statusOf = async (member: Member, content: string) => {
      const answered = await answerQuestion(member.token, question, content);
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      const row = await env.DB.prepare("SELECT status FROM answers WHERE id = ?")
        .bind(rowId(answered.body.data.id))
        .first<{ status: number }>();
      return row!.status;
    };
    expect(await statusOf(newcomer, "详见 https://spam.example/offer 的说明，一年内申请。")).toBe(11);
    expect(await statusOf(newcomer, "本站已有讨论：http://localhost/answer/menu/questions/1 可以参考。")).toBe(1);
    expect(await statusOf(await createUser({ rank: 20 }), "依据见 https://flk.npc.gov.cn 的法律条文。")).toBe(1);
  });
});

describe("approving and rejecting", () => {
  it("approving posts it as if just written; rejecting deletes it; members may do neither", async () => {
    await setRules({ first_posts: 1 });
    const staff = await createStaff();
    const member = await createUser();
    const approved = (await askQuestion(member.token, { title: "待审核后公开的劳动法问题" })).body.data.id;
    const rejected = (await askQuestion(member.token, { title: "待审核后被拒绝的推广内容" })).body.data.id;
    const first = (await heldItem(staff.moderator, approved))!;
    const second = (await heldItem(staff.moderator, rejected))!;
    expect((await queued(member)).status).toBe(403);
    expect((await settle(member, first.review_id, "approve")).status).toBe(403);

    expect((await settle(staff.moderator, first.review_id, "approve")).status).toBe(200);
    expect((await questionRow(approved))!.status).toBe(1);
    expect(await counts(member)).toMatchObject({ question_count: 1 });
    expect((await api(`question/info?id=${approved}`, { method: "GET" })).status).toBe(200);
    // announced as if just posted: the search index holds it
    await expect
      .poll(
        async () =>
          (await api<{ count: number }>(`search?q=${encodeURIComponent("待审核后公开")}`, { method: "GET" })).body.data
            .count,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);

    expect((await settle(staff.moderator, second.review_id, "reject")).status).toBe(200);
    expect((await questionRow(rejected))!.status).toBe(10);
    expect(await counts(member)).toMatchObject({ question_count: 1 });
    // settled already: the other moderator is told
    const late = await settle(staff.administrator, second.review_id, "approve");
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe("此项已由其他审核者处理。");
    expect((await questionRow(rejected))!.status).toBe(10);
  });

  it("two moderators at once: one verdict is taken", async () => {
    await setRules({ first_posts: 1 });
    const staff = await createStaff();
    const member = await createUser();
    const id = (await askQuestion(member.token, { title: "两位版主同时审核的问题" })).body.data.id;
    const item = (await heldItem(staff.moderator, id))!;
    const results = await Promise.all([
      settle(staff.moderator, item.review_id, "approve"),
      settle(staff.administrator, item.review_id, "reject"),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const approvedWon = results[0]!.status === 200;
    expect((await questionRow(id))!.status).toBe(approvedWon ? 1 : 10);
  });

  it("the review page approves with a plain form, and lists the queue first with its count", async () => {
    await setRules({ first_posts: 1 });
    const staff = await createStaff();
    const member = await createUser();
    const id = (await askQuestion(member.token, { title: "用表单审核通过的问题" })).body.data.id;
    const cookie = cookieFor(staff.moderator.token);
    const html = await (await getPage("/answer/menu/review?type=queued_post", { cookie })).text();
    expect(html).toContain("排队的帖子");
    const item = (await heldItem(staff.moderator, id))!;
    const approving = await postForm(
      "/answer/menu/review?type=queued_post",
      { intent: "queued", review_id: String(item.review_id), status: "approve" },
      { cookie },
    );
    expect(approving.status).toBe(302);
    expect(approving.headers.get("Location")).toBe("/answer/menu/review?type=queued_post&notice=post_approved");
    expect((await questionRow(id))!.status).toBe(1);
  });
});
