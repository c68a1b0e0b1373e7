// A member's profile (SPEC §2 users/{username}/{tab}, §6, §7 personal/*): who sees which posts (SECURITY.md §4), the
// owner-only tabs, orders and pages, the badges, and a deleted member's 404.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  api,
  answer,
  cookieFor,
  ask,
  createStaff,
  createUser,
  deleteQuestion,
  getPage,
  pageHtml,
  rowId,
  type Member,
  type Staff,
} from "../helpers";
import { formatObjectId } from "~/lib/object-ids";
import { MENU_BASE } from "~/lib/paths";

type Counted<T> = { count: number; list: T[] };
type ProfileQuestion = { question_id: string; title: string; status: string; vote_count: number; created_at: number };
type ProfileAnswer = { answer_id: string; question_id: string; vote_count: number; question_info: { title: string } };

const profileApi = <T>(path: string, params: Record<string, string>, token?: string) =>
  api<T>(`${path}?${new URLSearchParams(params)}`, { method: "GET", token });

const idsOf = (list: { question_id?: string; answer_id?: string; comment_id?: string }[]) =>
  list.map((item) => item.answer_id ?? item.comment_id ?? item.question_id);

let owner: Member;
let other: Member;
let staff: Staff;
let listed: string;
let pending: string;
let unlisted: string;
let deleted: string;
let popular: string;

beforeAll(async () => {
  owner = await createUser({ name: "张律师" });
  other = await createUser({ rank: 1000 });
  staff = await createStaff();
  listed = await ask(owner.token, { title: "劳动合同到期不续签要赔偿吗" });
  popular = await ask(owner.token, { title: "离婚时房产如何分割才公平" });
  pending = await ask(owner.token, { title: "待审核的问题会出现在资料页吗" });
  unlisted = await ask(owner.token, { title: "不公开的问题会出现在资料页吗" });
  deleted = await ask(owner.token, { title: "删除的问题不会出现在资料页" });
  await env.DB.prepare("UPDATE questions SET status = 11 WHERE id = ?").bind(rowId(pending)).run();
  await env.DB.prepare("UPDATE questions SET show = 2 WHERE id = ?").bind(rowId(unlisted)).run();
  expect((await deleteQuestion(owner.token, deleted)).status).toBe(200);
  await env.DB.prepare("UPDATE questions SET vote_count = 7 WHERE id = ?").bind(rowId(popular)).run();
});

describe("the profile header", () => {
  it("answers a member's public fields, the email only to the member", async () => {
    await env.DB.prepare(
      "UPDATE users SET bio = '执业十年', location = '上海', website = 'https://lvwen.example' WHERE id = ?",
    )
      .bind(owner.user.id)
      .run();
    const seen = await profileApi<Record<string, unknown>>("personal/user/info", { username: owner.user.username });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      id: formatObjectId("user", owner.user.id),
      username: owner.user.username,
      display_name: "张律师",
      bio: "执业十年",
      location: "上海",
      website: "https://lvwen.example",
      status: "normal",
      rank: 1,
    });
    expect(seen.body.data).not.toHaveProperty("e_mail");
    const own = await profileApi<Record<string, unknown>>(
      "personal/user/info",
      { username: owner.user.username },
      owner.token,
    );
    expect(own.body.data.e_mail).toBe(owner.email);
  });

  it("a deleted or unknown member has no profile: 404 for the API and the page", async () => {
    const gone = await createUser({ status: 10 });
    for (const username of [gone.user.username, "nobody-here"]) {
      expect((await profileApi("personal/user/info", { username })).status).toBe(404);
      expect((await getPage(`${MENU_BASE}/users/${username}`)).status).toBe(404);
      expect((await profileApi("personal/answer/page", { username })).status).toBe(404);
    }
  });

  it("says a suspended or inactive member's state", async () => {
    const suspended = await createUser({ status: 9 });
    const inactive = await createUser({ activated: false });
    const info = async (member: Member) =>
      (
        await profileApi<{ status: string; status_msg: string }>("personal/user/info", {
          username: member.user.username,
        })
      ).body.data;
    expect(await info(suspended)).toMatchObject({
      status: "suspended",
      status_msg: "该用户已被封禁。该用户不符合社区准则。",
    });
    expect(await info(inactive)).toMatchObject({ status: "inactive", status_msg: "该用户未激活。" });
  });

  it("refuses a missing username and an unknown order with 400", async () => {
    expect((await api("personal/user/info", { method: "GET" })).status).toBe(400);
    const badOrder = await profileApi("personal/question/page", { username: owner.user.username, order: "sideways" });
    expect(badOrder.status).toBe(400);
    const badPage = await profileApi("personal/question/page", { username: owner.user.username, page: "0" });
    expect(badPage.status).toBe(400);
  });
});

describe("questions and answers", () => {
  it("others see the listed questions; the member and staff also the pending and unlisted; nobody the deleted", async () => {
    const questionsFor = async (token?: string) =>
      (await profileApi<Counted<ProfileQuestion>>("personal/question/page", { username: owner.user.username }, token))
        .body.data;
    for (const token of [undefined, other.token]) {
      const seen = await questionsFor(token);
      expect(seen.count).toBe(2);
      expect(idsOf(seen.list).sort()).toEqual([listed, popular].sort());
    }
    for (const token of [owner.token, staff.moderator.token]) {
      const seen = await questionsFor(token);
      expect(seen.count).toBe(4);
      expect(idsOf(seen.list).sort()).toEqual([listed, popular, pending, unlisted].sort());
      expect(seen.list.find((item) => item.question_id === pending)!.status).toBe("pending");
    }
  });

  it("orders by newest or by score, 30 a page or as asked, with the count of all", async () => {
    const page = (params: Record<string, string>) =>
      profileApi<Counted<ProfileQuestion>>("personal/question/page", { username: owner.user.username, ...params });
    const newest = (await page({})).body.data.list;
    expect(newest.map((item) => item.created_at)).toEqual(newest.map((item) => item.created_at).sort((a, b) => b - a));
    expect((await page({ order: "score" })).body.data.list[0]!.question_id).toBe(popular);
    const first = (await page({ order: "score", page_size: "1" })).body.data;
    const second = (await page({ order: "score", page_size: "1", page: "2" })).body.data;
    expect([first.count, second.count]).toEqual([2, 2]);
    expect(idsOf([...first.list, ...second.list])).toEqual([popular, listed]);
  });

  it("lists answers on questions the reader may see, the accepted and best first by score", async () => {
    const answerer = await createUser();
    const onListed = await answer(answerer.token, listed, "到期不续签的，用人单位一般要支付经济补偿。");
    const onPopular = await answer(answerer.token, popular, "婚前全款购买的房产一般归一方所有。");
    const onDeleted = await answer(answerer.token, unlisted, "不公开问题下的回答，别人看不到。");
    await env.DB.prepare("UPDATE answers SET vote_count = 3 WHERE id = ?").bind(rowId(onPopular)).run();
    const answersFor = async (params: Record<string, string>, token?: string) =>
      (
        await profileApi<Counted<ProfileAnswer>>(
          "personal/answer/page",
          { username: answerer.user.username, ...params },
          token,
        )
      ).body.data;
    const guest = await answersFor({ order: "score" });
    expect(idsOf(guest.list)).toEqual([onPopular, onListed]);
    expect(guest.list[0]!.question_info.title).toBe("离婚时房产如何分割才公平");
    const own = await answersFor({}, answerer.token);
    expect(idsOf(own.list).sort()).toEqual([onListed, onPopular, onDeleted].sort());

    const top = (
      await profileApi<{ question: ProfileQuestion[]; answer: ProfileAnswer[] }>("personal/qa/top", {
        username: answerer.user.username,
      })
    ).body.data;
    expect(idsOf(top.answer)).toEqual([onPopular, onListed]);
    expect(top.question).toEqual([]);
  });
});

describe("comments, reputation and badges", () => {
  it("lists the member's comments on posts still shown, newest first", async () => {
    const commenter = await createUser();
    const shown = await api<{ comment_id: string }>("comment", {
      token: commenter.token,
      body: { object_id: listed, original_text: "请问劳动合同是哪一年签的？" },
    });
    const hidden = await api<{ comment_id: string }>("comment", {
      token: commenter.token,
      body: { object_id: unlisted, original_text: "不公开问题下的评论，别人看不到。" },
    });
    expect([shown.status, hidden.status]).toEqual([200, 200]);
    const seen = (
      await profileApi<Counted<{ comment_id: string; title: string; content: string }>>("personal/comment/page", {
        username: commenter.user.username,
      })
    ).body.data;
    expect(seen.count).toBe(1);
    expect(seen.list[0]).toMatchObject({ comment_id: shown.body.data.comment_id, title: "劳动合同到期不续签要赔偿吗" });
    expect(seen.list[0]!.content).toContain("劳动合同是哪一年签的");
  });

  it("counts each badge the member earned, the recent list newest first", async () => {
    const earner = await createUser();
    const badge = async (slug: string) =>
      (await env.DB.prepare("SELECT id FROM badges WHERE slug = ?").bind(slug).first<{ id: number }>())!.id;
    const nice = await badge("nice_answer");
    const solved = await badge("solved");
    const insert = (badgeId: number, objectId: number, at: number) =>
      env.DB.prepare(
        "INSERT INTO badge_awards (user_id, badge_id, object_type, object_id, created_at) VALUES (?, ?, 'answer', ?, ?)",
      )
        .bind(earner.user.id, badgeId, objectId, at)
        .run();
    await insert(nice, 1, 100);
    await insert(nice, 2, 300);
    await insert(solved, 0, 200);
    type Earned = { id: string; name: string; earned_count: number; level: number };
    const all = (await profileApi<Counted<Earned>>("badge/user/awards", { username: earner.user.username })).body.data;
    expect(all.count).toBe(2);
    expect(all.list.map((item) => [item.id, item.earned_count])).toEqual([
      [formatObjectId("badge", nice), 2],
      [formatObjectId("badge", solved), 1],
    ]);
    const recent = await profileApi<Counted<Earned>>("badge/user/awards/recent", { username: earner.user.username });
    expect(recent.body.data.list[0]!.name).toBe(all.list[0]!.name);
    const header = await profileApi<{ badge_counts: Record<string, number> }>("personal/user/info", {
      username: earner.user.username,
    });
    expect(header.body.data.badge_counts).toEqual({ gold: 0, silver: 0, bronze: 3 });
  });
});

describe("the member's own tabs", () => {
  it("votes and bookmarks are the member's own: a guest is asked to log in, another member's tab is a 404", async () => {
    expect((await api("personal/vote/page", { method: "GET" })).status).toBe(401);
    expect((await api("personal/collection/page", { method: "GET" })).status).toBe(401);
    const voted = await api("vote/up", { token: other.token, body: { object_id: listed } });
    expect(voted.status, JSON.stringify(voted.body)).toBe(200);
    const votes = await api<Counted<{ object_id: string; vote_type: string }>>("personal/vote/page", {
      method: "GET",
      token: other.token,
    });
    expect(votes.body.data.list).toEqual([expect.objectContaining({ object_id: listed, vote_type: "点赞" })]);

    for (const tab of ["votes", "bookmarks"]) {
      const path = `${MENU_BASE}/users/${owner.user.username}/${tab}`;
      expect((await getPage(path)).status, `${tab} as a guest`).toBe(404);
      expect((await getPage(path, { cookie: cookieFor(other.token) })).status, `${tab} as another member`).toBe(404);
      expect((await getPage(path, { cookie: cookieFor(owner.token) })).status, `${tab} as its owner`).toBe(200);
    }
  });
});

describe("the profile page", () => {
  it("shows the header and each public tab; the private tabs only to the member", async () => {
    const base = `${MENU_BASE}/users/${owner.user.username}`;
    const overview = await pageHtml(base);
    expect(overview).toContain("张律师");
    expect(overview).toContain(`@${owner.user.username}`);
    expect(overview).not.toContain(`${base}/votes`);
    expect(await pageHtml(base, owner.token)).toContain(`${base}/votes`);
    for (const tab of ["answers", "questions", "comments", "reputation", "badges"]) await pageHtml(`${base}/${tab}`);
    const questions = await pageHtml(`${base}/questions?order=score`);
    expect(questions).toContain("离婚时房产如何分割才公平");
    expect(questions).not.toContain("待审核的问题会出现在资料页吗");
    expect(await pageHtml(`${base}/questions`, owner.token)).toContain("待审核的问题会出现在资料页吗");
    expect((await getPage(`${base}/nonsense`)).status).toBe(404);
  });
});
