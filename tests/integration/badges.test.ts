// Badges (SPEC §2, §3, §7; REFERENCE.md): the default set in both languages, the award rules run by the queue's
// badge consumer, once per member (or per member and post), counted, told as an achievement; inactive badges are not
// awarded; a badge's awards page by page.
// Storage is shared by the tests of this file: every test builds its own members and posts.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { answerQuestion, api, askQuestion, createUser, deliver, rowId } from "../helpers";
import type { DomainEvent } from "~/server/events.server";
import { formatObjectId } from "~/lib/object-ids";

type Member = Awaited<ReturnType<typeof createUser>>;
type Badge = {
  id: string;
  name: string;
  icon: string;
  level: number;
  group_name: string;
  is_single: boolean;
  award_count: number;
  earned_count: number;
  status: string;
};
type Group = { group_name: string; badges: Badge[] };
type AwardPage = {
  count: number;
  list: {
    object_type: string;
    question_id: string;
    answer_id: string;
    title: string;
    author_user_info: { username: string };
  }[];
};

async function badgeId(slug: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM badges WHERE slug = ?").bind(slug).first<{ id: number }>();
  return row!.id;
}

async function earned(member: Member, slug: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM badge_awards a JOIN badges b ON b.id = a.badge_id WHERE a.user_id = ? AND b.slug = ?",
  )
    .bind(member.user.id, slug)
    .first<{ n: number }>();
  return row!.n;
}

async function expectEarned(member: Member, slug: string, times: number) {
  await expect.poll(() => earned(member, slug), { timeout: 10_000, interval: 100 }).toBe(times);
}

const upvote = (member: Member, objectId: string, objectType = "question") =>
  api("vote/up", { token: member.token, body: { object_id: objectId, object_type: objectType } });

describe("the badges centre", () => {
  it("lists the fourteen default badges in their groups, named in the reader's language", async () => {
    const zh = (await api<Group[]>("badges")).body.data;
    expect(zh.map((group) => group.group_name)).toEqual(["入门", "社区", "发帖"]);
    const names = zh.flatMap((group) => group.badges.map((badge) => badge.name));
    expect(names).toHaveLength(14);
    expect(names).toEqual(expect.arrayContaining(["自传作者", "已解决", "好回答", "精彩问题", "第一次投票"]));
    const great = zh.flatMap((group) => group.badges).find((badge) => badge.name === "精彩回答")!;
    expect(great).toMatchObject({ level: 3, is_single: false, status: "active" });
    const en = (await api<Group[]>("badges", { headers: { "Accept-Language": "en-US" } })).body.data;
    expect(en.map((group) => group.group_name)).toEqual(["Getting started", "Community", "Posting"]);
  });
});

describe("award rules", () => {
  it("a first upvote earns First Upvote once, told as an achievement that opens the dialog", async () => {
    const voter = await createUser({ rank: 10 });
    const author = await createUser();
    const first = (await askQuestion(author.token)).body.data;
    const second = (await askQuestion(author.token)).body.data;
    expect((await upvote(voter, first.id)).status).toBe(200);
    await expectEarned(voter, "first_upvote", 1);
    expect((await upvote(voter, second.id)).status).toBe(200);
    await expect
      .poll(
        async () =>
          (await api<{ count: number }>("notification/page?type=achievement", { token: voter.token })).body.data.count,
        { timeout: 10_000 },
      )
      .toBe(1);
    expect(await earned(voter, "first_upvote")).toBe(1);
    const told = (
      await api<{ list: { notification_action_key: string; object_info: { title: string } }[] }>(
        "notification/page?type=achievement",
        { token: voter.token },
      )
    ).body.data.list;
    expect(told[0]).toMatchObject({ notification_action_key: "badge_award", object_info: { title: "第一次投票" } });
    const status = (
      await api<{ achievement: number; badge_award: { badge_id: string } | null }>("notification/status", {
        token: voter.token,
      })
    ).body.data;
    expect(status.achievement).toBe(1);
    // the centre says who earned what
    const mine = (await api<Group[]>("badges", { token: voter.token })).body.data.flatMap((group) => group.badges);
    expect(mine.find((badge) => badge.name === "第一次投票")!.earned_count).toBe(1);
    expect(mine.find((badge) => badge.name === "已解决")!.earned_count).toBe(0);
    expect(status.badge_award?.badge_id).toBe(formatObjectId("badge", await badgeId("first_upvote")));
  });

  it("an accepted answer earns Solved for the answerer and Scholar for the asker; accepting one's own earns nothing", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const answerId = (await answerQuestion(answerer.token, question.id)).body.data.id;
    await api("answer/acceptance", { token: asker.token, body: { question_id: question.id, answer_id: answerId } });
    await expectEarned(answerer, "solved", 1);
    await expectEarned(asker, "scholar", 1);

    const loner = await createUser();
    const own = (await askQuestion(loner.token)).body.data;
    const ownAnswer = (await answerQuestion(loner.token, own.id)).body.data.id;
    await api("answer/acceptance", { token: loner.token, body: { question_id: own.id, answer_id: ownAnswer } });
    // the acceptance processed here and now (the queue may or may not have got to it yet): still no badge
    const processed = await deliver([
      {
        id: "own-acceptance",
        body: {
          id: crypto.randomUUID(),
          type: "acceptance.changed",
          questionId: rowId(own.id),
          actorId: loner.user.id,
          at: Math.floor(Date.now() / 1000),
        },
      },
    ]);
    expect(processed.explicitAcks).toEqual(["own-acceptance"]);
    expect(await earned(loner, "solved")).toBe(0);
    expect(await earned(loner, "scholar")).toBe(0);
  });

  it("a question reaching a score of 10 earns Nice Question once, for that question", async () => {
    const author = await createUser();
    const question = (await askQuestion(author.token)).body.data;
    for (let i = 0; i < 9; i++) expect((await upvote(await createUser({ rank: 10 }), question.id)).status).toBe(200);
    // nine is not enough
    await expect
      .poll(
        async () =>
          (await api<{ count: number }>("notification/page?type=achievement", { token: author.token })).body.data.count,
        { timeout: 10_000 },
      )
      .toBe(9);
    expect(await earned(author, "nice_question")).toBe(0);
    expect((await upvote(await createUser({ rank: 10 }), question.id)).status).toBe(200);
    await expectEarned(author, "nice_question", 1);
    expect((await upvote(await createUser({ rank: 10 }), question.id)).status).toBe(200);
    await expect
      .poll(
        async () =>
          (await api<{ count: number }>("notification/page?type=achievement", { token: author.token })).body.data.count,
        { timeout: 10_000 },
      )
      .toBe(12);
    expect(await earned(author, "nice_question")).toBe(1);
    const awards = (
      await api<AwardPage>(
        `badge/awards/page?badge_id=${formatObjectId("badge", await badgeId("nice_question"))}&username=${author.user.username}`,
      )
    ).body.data;
    expect(awards.count).toBe(1);
    expect(awards.list[0]).toMatchObject({
      object_type: "question",
      question_id: question.id,
      author_user_info: { username: author.user.username },
    });
  });

  it("a reaction earns First Reaction and a bio Autobiographer", async () => {
    const member = await createUser({ communityOpened: false });
    const author = await createUser();
    const opened = await api("user/community/open", {
      token: member.token,
      body: { username: "张律师", bio: "执业十年，专注劳动争议。" },
    });
    expect(opened.status).toBe(200);
    await expectEarned(member, "autobiographer", 1);
    const question = (await askQuestion(author.token)).body.data;
    const reacted = await api("meta/reaction", {
      method: "PUT",
      token: member.token,
      body: { object_id: question.id, emoji: "heart", reaction: "activate" },
    });
    expect(reacted.status).toBe(200);
    await expectEarned(member, "first_reaction", 1);
  });
});

describe("the badge consumer", () => {
  it("awards once however often an event arrives, keeps the count exact, and awards no inactive badge", async () => {
    const author = await createUser();
    const voter = await createUser({ rank: 10 });
    const question = (await askQuestion(author.token)).body.data;
    await env.DB.prepare("UPDATE questions SET vote_count = 25 WHERE id = ?").bind(rowId(question.id)).run();
    const event: DomainEvent = {
      id: crypto.randomUUID(),
      type: "vote.changed",
      objectType: "question",
      objectId: rowId(question.id),
      questionId: rowId(question.id),
      voterId: voter.user.id,
      authorId: author.user.id,
      previous: 0,
      next: 1,
      at: Math.floor(Date.now() / 1000),
    };
    const good = await badgeId("good_question");
    const countOf = async () =>
      (await env.DB.prepare("SELECT award_count AS n FROM badges WHERE id = ?").bind(good).first<{ n: number }>())!.n;
    const before = await countOf();
    await env.DB.prepare("UPDATE badges SET status = 2 WHERE slug = 'great_question'").run();
    try {
      const result = await deliver([
        { id: "a", body: event },
        { id: "b", body: event },
      ]);
      expect(result.retryMessages).toEqual([]);
      await deliver([{ id: "c", body: event, attempts: 2 }]);
      expect(await earned(author, "nice_question")).toBe(1);
      expect(await earned(author, "good_question")).toBe(1);
      expect(await countOf()).toBe(before + 1);
      // a score of 50 with Great Question switched off earns nothing
      await env.DB.prepare("UPDATE questions SET vote_count = 50 WHERE id = ?").bind(rowId(question.id)).run();
      await deliver([{ id: "d", body: { ...event, id: crypto.randomUUID() } }]);
      expect(await earned(author, "great_question")).toBe(0);
    } finally {
      await env.DB.prepare("UPDATE badges SET status = 1 WHERE slug = 'great_question'").run();
    }
    // one notification per award
    const told = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND action = 'badge_award'",
    )
      .bind(author.user.id)
      .first<{ n: number }>();
    expect(told!.n).toBe(2);
  });
});

describe("a badge's page", () => {
  it("lists awards newest first, 30 a page, by username; an unknown badge is not found", async () => {
    const id = formatObjectId("badge", await badgeId("first_upvote"));
    const info = await api<Badge>(`badge?id=${id}`);
    expect(info.body.data).toMatchObject({ id, name: "第一次投票", is_single: true });
    expect((await api(`badge?id=${formatObjectId("badge", 999999)}`)).status).toBe(404);
    expect((await api(`badge/awards/page?badge_id=${id}&page_size=31`)).status).toBe(400);
    const page = (await api<AwardPage>(`badge/awards/page?badge_id=${id}`)).body.data;
    expect(page.count).toBeGreaterThan(0);
    const nobody = (await api<AwardPage>(`badge/awards/page?badge_id=${id}&username=nobody-at-all`)).body.data;
    expect(nobody).toEqual({ count: 0, list: [] });
  });
});
