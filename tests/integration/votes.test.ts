// Votes (SPEC §4, §5, §7; REFERENCE.md privileges; SECURITY.md §2, §4): up and down on questions and answers, up on
// comments; the active direction cancels; an upvote replaces a downvote; own posts refused; the guard matrix; the
// rank each level asks; exact counts under concurrency through the post's Durable Object.
// Storage is shared by the tests of this file: every test builds its own members and posts.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  adminApi,
  answerQuestion,
  api,
  buttonSubmission,
  cookieFor,
  createAdmin,
  createUser,
  getPage,
  postForm,
  visibleText,
  withoutScripts,
  questionPage,
  newQuestion,
  rowId,
} from "../helpers";
import { formatObjectId } from "~/lib/object-ids";
import { paths } from "~/lib/paths";
import { voteSerializerFor } from "~/server/services/votes.server";

type Member = Awaited<ReturnType<typeof createUser>>;
type VoteResult = { votes: number; vote_status: "vote_up" | "vote_down" | "" };
type ObjectType = "question" | "answer" | "comment";

/** The question page without a title in its path (the route answers it as it is). */
const TABLES = { question: "questions", answer: "answers", comment: "comments" } as const;

function vote(
  member: Member | undefined,
  direction: "up" | "down",
  objectId: string | number,
  options: { objectType?: ObjectType; cancel?: boolean } = {},
) {
  return api<VoteResult>(`vote/${direction}`, {
    token: member?.token,
    body: { object_id: String(objectId), object_type: options.objectType, is_cancel: options.cancel ?? false },
  });
}

/** The post's stored total and the sum of its vote rows: the two must always agree. */
async function tally(objectType: ObjectType, id: string | number) {
  const stored = await env.DB.prepare(`SELECT vote_count AS n FROM ${TABLES[objectType]} WHERE id = ?`)
    .bind(rowId(id))
    .first<{ n: number }>();
  const rows = await env.DB.prepare(
    "SELECT COUNT(*) AS rows, COALESCE(SUM(direction), 0) AS total FROM votes WHERE object_type = ? AND object_id = ?",
  )
    .bind(objectType, rowId(id))
    .first<{ rows: number; total: number }>();
  return { count: stored!.n, rows: rows!.rows, total: rows!.total };
}

async function newAnswer(questionId: string, author?: Member) {
  const answerer = author ?? (await createUser());
  const answered = await answerQuestion(answerer.token, questionId);
  expect(answered.status).toBe(200);
  return { answerer, id: answered.body.data.id };
}

async function newComment(questionId: string, author: Member) {
  const row = await env.DB.prepare(
    `INSERT INTO comments (object_type, object_id, question_id, user_id, original_text, parsed_text)
     VALUES ('question', ?, ?, ?, '请补充劳动合同的约定。', '<p>请补充劳动合同的约定。</p>') RETURNING id`,
  )
    .bind(rowId(questionId), rowId(questionId), author.user.id)
    .first<{ id: number }>();
  return row!.id;
}

async function setPrivilegeLevel(level: 1 | 2 | 3) {
  const admin = await createAdmin();
  const saved = await adminApi("setting/privileges", {
    method: "PUT",
    token: admin.token,
    body: { level, custom_privileges: [] },
  });
  expect(saved.status).toBe(200);
}

describe("voting on a question", () => {
  it("an upvote counts one and says the member's vote; the same click again changes nothing", async () => {
    const { id } = await newQuestion();
    const voter = await createUser({ rank: 10 });
    const first = await vote(voter, "up", id);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ votes: 1, vote_status: "vote_up" });
    const again = await vote(voter, "up", id);
    expect(again.body.data).toEqual({ votes: 1, vote_status: "vote_up" });
    expect(await tally("question", id)).toEqual({ count: 1, rows: 1, total: 1 });
    const info = await api<{ vote_count: number }>(`question/info?id=${id}`, { token: voter.token });
    expect(info.body.data.vote_count).toBe(1);
  });

  it("clicking the active direction cancels; a stale cancel of the other direction changes nothing", async () => {
    const { id } = await newQuestion();
    const voter = await createUser({ rank: 200 });
    await vote(voter, "up", id);
    const staleCancel = await vote(voter, "down", id, { cancel: true });
    expect(staleCancel.body.data).toEqual({ votes: 1, vote_status: "vote_up" });
    const cancelled = await vote(voter, "up", id, { cancel: true });
    expect(cancelled.body.data).toEqual({ votes: 0, vote_status: "" });
    expect(await tally("question", id)).toEqual({ count: 0, rows: 0, total: 0 });
  });

  it("an upvote replaces a downvote and the other way round, leaving one row", async () => {
    const { id } = await newQuestion();
    const voter = await createUser({ rank: 200 });
    expect((await vote(voter, "down", id)).body.data).toEqual({ votes: -1, vote_status: "vote_down" });
    expect((await vote(voter, "up", id)).body.data).toEqual({ votes: 1, vote_status: "vote_up" });
    expect((await vote(voter, "down", id)).body.data).toEqual({ votes: -1, vote_status: "vote_down" });
    expect(await tally("question", id)).toEqual({ count: -1, rows: 1, total: -1 });
  });

  it("votes of several members add up", async () => {
    const { id } = await newQuestion();
    const [a, b, c] = [
      await createUser({ rank: 200 }),
      await createUser({ rank: 200 }),
      await createUser({ rank: 200 }),
    ];
    await vote(a, "up", id);
    await vote(b, "up", id);
    const last = await vote(c, "down", id);
    expect(last.body.data).toEqual({ votes: 1, vote_status: "vote_down" });
    expect(await tally("question", id)).toEqual({ count: 1, rows: 3, total: 1 });
  });

  it("the author cannot vote on their own question: 你不能给自己的帖子投票。", async () => {
    const { asker, id } = await newQuestion({ asker: await createUser({ rank: 500 }) });
    const result = await vote(asker, "up", id);
    expect(result.status).toBe(403);
    expect(result.body.msg).toBe("你不能给自己的帖子投票。");
    const english = await api(`vote/down`, { token: asker.token, lang: "en-US", body: { object_id: id } });
    expect(english.body.msg).toBe("You cannot vote for your own post.");
    expect(await tally("question", id)).toEqual({ count: 0, rows: 0, total: 0 });
  });

  it("a deleted question takes no votes", async () => {
    const { asker, id } = await newQuestion();
    expect((await api("question", { method: "DELETE", token: asker.token, body: { id } })).status).toBe(200);
    const result = await vote(await createUser({ rank: 10 }), "up", id);
    expect(result.status).toBe(404);
    expect(result.body.msg).toBe("问题不存在");
  });

  it("an unknown post is a 404 and bad input a 400 with the field named", async () => {
    const voter = await createUser({ rank: 10 });
    expect((await vote(voter, "up", formatObjectId("question", 999_999_999))).status).toBe(404);
    // a plain number names no post by itself: questions, answers and comments share numbers
    const plain = await api("vote/up", { token: voter.token, body: { object_id: "1" } });
    expect(plain.status).toBe(400);
    expect(plain.body.data).toEqual([{ error_field: "object_type", error_msg: "内容是无效的" }]);
    const badId = await api("vote/up", { token: voter.token, body: { object_id: "abc" } });
    expect(badId.status).toBe(400);
    expect(badId.body.data).toEqual([{ error_field: "object_id", error_msg: "内容是无效的" }]);
    const badType = await api("vote/up", { token: voter.token, body: { object_id: "1", object_type: "tag" } });
    expect(badType.status).toBe(400);
    const badCancel = await api("vote/up", { token: voter.token, body: { object_id: "1", is_cancel: "yes" } });
    expect(badCancel.status).toBe(400);
  });
});

describe("voting on answers and comments", () => {
  it("answers take up and down votes; the answer's author cannot vote on it", async () => {
    const { id: questionId } = await newQuestion();
    const { answerer, id } = await newAnswer(questionId, await createUser({ rank: 200 }));
    const voter = await createUser({ rank: 200 });
    expect((await vote(voter, "up", id, { objectType: "answer" })).body.data).toEqual({
      votes: 1,
      vote_status: "vote_up",
    });
    expect((await vote(voter, "down", id, { objectType: "answer" })).body.data).toEqual({
      votes: -1,
      vote_status: "vote_down",
    });
    const own = await vote(answerer, "up", id, { objectType: "answer" });
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe("你不能给自己的帖子投票。");
    expect(await tally("answer", id)).toEqual({ count: -1, rows: 1, total: -1 });
    // the question's own total is untouched
    expect((await tally("question", questionId)).count).toBe(0);
  });

  it("comments take upvotes only", async () => {
    const { asker, id: questionId } = await newQuestion();
    const commentId = await newComment(questionId, asker);
    const voter = await createUser();
    expect((await vote(voter, "up", commentId, { objectType: "comment" })).body.data).toEqual({
      votes: 1,
      vote_status: "vote_up",
    });
    const down = await vote(voter, "down", commentId, { objectType: "comment" });
    expect(down.status).toBe(400);
    expect(down.body.msg).toBe("评论只能赞同，不能反对。");
    expect(await tally("comment", commentId)).toEqual({ count: 1, rows: 1, total: 1 });
    expect((await vote(asker, "up", commentId, { objectType: "comment" })).status).toBe(403);
  });
});

describe("who may vote (the guard matrix)", () => {
  it("guests log in, inactive and suspended members go to their pages, members who have not opened the community are told", async () => {
    const { id } = await newQuestion();
    const cases: [Member | undefined, number, string, string | null][] = [
      [undefined, 401, "请先登录", null],
      [await createUser({ activated: false, rank: 500 }), 403, "请先激活账号", "inactive"],
      [await createUser({ status: 9, rank: 500 }), 403, "账号被封禁", "suspended"],
      [await createUser({ communityOpened: false, rank: 500 }), 403, "请先开通社区", "not_opened"],
    ];
    for (const [member, status, msg, type] of cases) {
      const result = await vote(member, "up", id);
      expect(result.status, msg).toBe(status);
      expect(result.body.msg).toBe(msg);
      if (type) expect(result.body.data).toEqual({ type });
    }
    expect(await tally("question", id)).toEqual({ count: 0, rows: 0, total: 0 });
  });

  it("staff vote whatever their rank", async () => {
    const { id } = await newQuestion();
    const moderator = await createUser({ role: 3, rank: 1 });
    expect((await vote(moderator, "down", id)).body.data).toEqual({ votes: -1, vote_status: "vote_down" });
  });
});

describe("the rank each privilege level asks (REFERENCE.md)", () => {
  const cases = [
    { level: 1, up: 1, down: 125 },
    { level: 2, up: 8, down: 125 },
    { level: 3, up: 15, down: 125 },
  ] as const;
  for (const { level, up, down } of cases) {
    it(`level ${level}: upvotes from rank ${up}, downvotes from rank ${down}`, async () => {
      await setPrivilegeLevel(level);
      try {
        const { id: questionId } = await newQuestion();
        const { id: answerId } = await newAnswer(questionId);
        for (const [objectType, id] of [
          ["question", questionId],
          ["answer", answerId],
        ] as const) {
          if (up > 1) {
            const below = await vote(await createUser({ rank: up - 1 }), "up", id, { objectType });
            expect(below.status, `${objectType} up at ${up - 1}`).toBe(403);
            expect(below.body.msg).toBe(`声望达到 ${up} 才能执行此操作`);
          }
          expect((await vote(await createUser({ rank: up }), "up", id, { objectType })).status).toBe(200);
          const belowDown = await vote(await createUser({ rank: down - 1 }), "down", id, { objectType });
          expect(belowDown.status, `${objectType} down at ${down - 1}`).toBe(403);
          expect(belowDown.body.msg).toBe(`声望达到 ${down} 才能执行此操作`);
          expect((await vote(await createUser({ rank: down }), "down", id, { objectType })).status).toBe(200);
          expect(await tally(objectType, id)).toEqual({ count: 0, rows: 2, total: 0 });
        }
      } finally {
        await setPrivilegeLevel(2);
      }
    });
  }

  it("a member below the rank may still withdraw the vote they cast", async () => {
    const { id } = await newQuestion();
    const voter = await createUser({ rank: 8 });
    await vote(voter, "up", id);
    await env.DB.prepare("UPDATE users SET rank = 1 WHERE id = ?").bind(voter.user.id).run();
    expect((await vote(voter, "up", id, { cancel: true })).body.data).toEqual({ votes: 0, vote_status: "" });
  });
});

describe("concurrency (SECURITY.md §2)", () => {
  it("one member firing 30 identical upvotes at once counts once", async () => {
    const { id } = await newQuestion();
    const voter = await createUser({ rank: 10 });
    const results = await Promise.all(Array.from({ length: 30 }, () => vote(voter, "up", id)));
    for (const result of results) {
      // each is either applied (the same outcome) or refused as a duplicate in flight
      if (result.status === 200) expect(result.body.data).toEqual({ votes: 1, vote_status: "vote_up" });
      else expect(result.body.msg).toBe("该请求已经发送过，避免重复发送");
    }
    expect(await tally("question", id)).toEqual({ count: 1, rows: 1, total: 1 });
  });

  it("30 identical votes reaching the post's Durable Object at once count once", async () => {
    const { asker, id } = await newQuestion();
    const voter = await createUser({ rank: 10 });
    const serializer = voteSerializerFor({ env }, "question", rowId(id));
    const request = {
      objectType: "question" as const,
      objectId: rowId(id),
      questionId: rowId(id),
      voterId: voter.user.id,
      authorId: asker.user.id,
      direction: "up" as const,
      cancel: false,
      now: Math.floor(Date.now() / 1000),
    };
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => serializer.cast(request)));
    expect(outcomes.every((outcome) => outcome.votes === 1 && outcome.value === 1)).toBe(true);
    // exactly one of them changed the vote, so exactly one event was emitted
    expect(outcomes.filter((outcome) => outcome.changed)).toHaveLength(1);
    expect(await tally("question", id)).toEqual({ count: 1, rows: 1, total: 1 });
  });

  it("20 members voting at once count 20", async () => {
    const { id } = await newQuestion();
    const voters = await Promise.all(Array.from({ length: 20 }, () => createUser({ rank: 10 })));
    const results = await Promise.all(voters.map((voter) => vote(voter, "up", id)));
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    expect(await tally("question", id)).toEqual({ count: 20, rows: 20, total: 20 });
  });

  it("up, cancel, down, up in quick succession ends exactly as the last click says", async () => {
    const { id } = await newQuestion();
    const voter = await createUser({ rank: 200 });
    await vote(voter, "up", id);
    await vote(voter, "up", id, { cancel: true });
    await vote(voter, "down", id);
    const last = await vote(voter, "up", id);
    expect(last.body.data).toEqual({ votes: 1, vote_status: "vote_up" });
    expect(await tally("question", id)).toEqual({ count: 1, rows: 1, total: 1 });

    // the same clicks sent together without waiting reach the post's object in order
    const { asker, id: other } = await newQuestion();
    const serializer = voteSerializerFor({ env }, "question", rowId(other));
    const base = {
      objectType: "question" as const,
      objectId: rowId(other),
      questionId: rowId(other),
      voterId: voter.user.id,
      authorId: asker.user.id,
      now: Math.floor(Date.now() / 1000),
    };
    const clicks = [
      serializer.cast({ ...base, direction: "up", cancel: false }),
      serializer.cast({ ...base, direction: "up", cancel: true }),
      serializer.cast({ ...base, direction: "down", cancel: false }),
      serializer.cast({ ...base, direction: "up", cancel: false }),
    ];
    const outcomes = await Promise.all(clicks);
    expect(outcomes.map((outcome) => outcome.value)).toEqual([1, 0, -1, 1]);
    expect(outcomes.every((outcome) => outcome.changed)).toBe(true);
    expect(await tally("question", other)).toEqual({ count: 1, rows: 1, total: 1 });
  });
});

describe("the vote buttons of the question page", () => {
  it("show the totals, and the member's own vote as pressed", async () => {
    const { id } = await newQuestion();
    const { id: answerId } = await newAnswer(id);
    const voter = await createUser({ rank: 200 });
    await vote(voter, "up", id);
    await vote(voter, "down", answerId, { objectType: "answer" });
    const html = withoutScripts(await (await getPage(questionPage(id), { cookie: cookieFor(voter.token) })).text());
    expect(html).toMatch(/aria-label="取消赞同"[^>]*aria-pressed="true"|aria-pressed="true"[^>]*aria-label="取消赞同"/);
    expect(html).toMatch(/aria-label="取消反对"[^>]*aria-pressed="true"|aria-pressed="true"[^>]*aria-label="取消反对"/);
    expect(visibleText(html)).toContain("1 票");
    expect(visibleText(html)).toContain("-1 票");
  });

  it("work as plain forms: the page's up button posts the vote, and then withdraws it", async () => {
    const { id } = await newQuestion();
    const { id: answerId } = await newAnswer(id);
    const voter = await createUser({ rank: 10 });
    const cookie = cookieFor(voter.token);
    const path = questionPage(id);
    const page = async () => withoutScripts(await (await getPage(path, { cookie })).text());
    const answerHtml = (html: string) => html.slice(html.indexOf(`id="answer-${rowId(answerId)}"`));

    const posted = await postForm(path, await buttonSubmission(answerHtml(await page()), "赞同"), { cookie });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe(`${path}#answer-${rowId(answerId)}`);
    expect(await tally("answer", answerId)).toEqual({ count: 1, rows: 1, total: 1 });
    // the same button now withdraws the vote
    const cancelled = await postForm(path, await buttonSubmission(answerHtml(await page()), "取消赞同"), { cookie });
    expect(cancelled.status).toBe(302);
    expect(await tally("answer", answerId)).toEqual({ count: 0, rows: 0, total: 0 });
  });

  it("a malformed button command changes nothing and says the input is invalid", async () => {
    const { id } = await newQuestion();
    const voter = await createUser({ rank: 10 });
    for (const intent of [
      `${id}:vote:sideways`,
      `${id}:vote:up:twice`,
      `${id}:vote:up:cancel:again`,
      `${id}:vote`,
      "vote:up",
      "vote",
    ]) {
      const posted = await postForm(
        questionPage(id),
        { intent, object_type: "question", object_id: id },
        { cookie: cookieFor(voter.token) },
      );
      expect(posted.status, intent).toBe(400);
    }
    expect(await tally("question", id)).toEqual({ count: 0, rows: 0, total: 0 });
  });

  it("a guest's vote goes to the login page, and a refused vote says why on the page", async () => {
    const { asker, id } = await newQuestion();
    const path = questionPage(id);
    const guest = await postForm(path, { intent: `${id}:vote:up` });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toBe(paths.login(path));
    const own = await postForm(path, { intent: `${id}:vote:up` }, { cookie: cookieFor(asker.token) });
    expect(own.status).toBe(403);
    expect(visibleText(await own.text())).toContain("你不能给自己的帖子投票。");
  });
});

describe("votes on the timeline (show_vote)", () => {
  it("staff see the standing votes of a post with who cast them; members never do; a cancelled vote is gone", async () => {
    const { asker, id } = await newQuestion();
    const up = await createUser({ rank: 200, name: "赞同的律师" });
    const down = await createUser({ rank: 200, name: "反对的律师" });
    expect((await vote(up, "up", id)).status).toBe(200);
    expect((await vote(down, "down", id)).status).toBe(200);
    const admin = await createAdmin();
    const timeline = async (token: string, showVote: string) =>
      api<{ timeline: { activity_type: string; user_display_name: string }[] }>(
        `activity/timeline?object_id=${id}&object_type=question&show_vote=${showVote}`,
        { method: "GET", token },
      );
    const votesIn = (body: { timeline: { activity_type: string; user_display_name: string }[] }) =>
      body.timeline
        .filter((item) => item.activity_type === "upvote" || item.activity_type === "downvote")
        .map((item) => `${item.activity_type}:${item.user_display_name}`);

    expect(votesIn((await timeline(admin.token, "true")).body.data)).toEqual([
      "upvote:赞同的律师",
      "downvote:反对的律师",
    ]);
    expect(votesIn((await timeline(admin.token, "false")).body.data)).toEqual([]);
    // who voted is private to everyone but staff, the author included
    expect(votesIn((await timeline(asker.token, "true")).body.data)).toEqual([]);

    const page = async (token: string, query: string) =>
      visibleText(
        withoutScripts(
          await (await getPage(`/answer/menu/posts/${id}/timeline${query}`, { cookie: cookieFor(token) })).text(),
        ),
      );
    const staffPage = await page(admin.token, "?show_vote=true");
    expect(staffPage).toContain("隐藏投票");
    expect(staffPage).toContain("赞同的律师");
    expect(staffPage).toContain("反对的律师");
    expect(await page(admin.token, "")).toContain("显示投票");
    const memberPage = await page(asker.token, "?show_vote=true");
    expect(memberPage).not.toContain("赞同的律师");
    expect(memberPage).not.toContain("显示投票");

    expect((await vote(up, "up", id, { cancel: true })).status).toBe(200);
    expect(votesIn((await timeline(admin.token, "true")).body.data)).toEqual(["downvote:反对的律师"]);
  });
});
