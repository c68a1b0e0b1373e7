// Reputation (REFERENCE.md): votes and acceptances move it through the queue's reputation consumer, every change a
// ledger row; cancelling reverses exactly; the floor of 1 and the daily cap of +200 from votes hold; every event has
// one effect however often and in whatever order it arrives.
// Storage is shared by the tests of this file: every test builds its own members and posts.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  api,
  askQuestion,
  codeFromLastMail,
  createUser,
  deliver,
  uniqueEmail,
  rowId,
} from "../helpers";
import type { DomainEvent } from "~/server/events.server";

type Member = Awaited<ReturnType<typeof createUser>>;

async function rankOf(member: Member | number): Promise<number> {
  const id = typeof member === "number" ? member : member.user.id;
  const row = await env.DB.prepare("SELECT rank FROM users WHERE id = ?").bind(id).first<{ rank: number }>();
  return row!.rank;
}

/** The sum of a member's live ledger rows: a member who started at 1 has 1 + this as rank. */
async function ledgerOf(member: Member): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COALESCE(SUM(delta), 0) AS total FROM reputation_ledger WHERE user_id = ? AND cancelled = 0",
  )
    .bind(member.user.id)
    .first<{ total: number }>();
  return row!.total;
}

function vote(
  member: Member,
  direction: "up" | "down",
  objectId: string,
  objectType: "question" | "answer",
  cancel = false,
) {
  return api(`vote/${direction}`, {
    token: member.token,
    body: { object_id: objectId, object_type: objectType, is_cancel: cancel },
  });
}

function accept(asker: Member, questionId: string, answerId: string | number) {
  return api("answer/acceptance", {
    token: asker.token,
    body: { question_id: questionId, answer_id: String(answerId) },
  });
}

/** Waits until the queue has brought the member's rank to `expected` (the consumer runs a moment after the write). */
async function expectRank(member: Member, expected: number) {
  await expect.poll(() => rankOf(member), { timeout: 10_000, interval: 100 }).toBe(expected);
}

async function questionWithAnswer(asker: Member, answerer: Member) {
  const question = (await askQuestion(asker.token)).body.data;
  const answered = await answerQuestion(answerer.token, question.id);
  expect(answered.status).toBe(200);
  return { questionId: question.id, answerId: answered.body.data.id };
}

describe("votes move the author's reputation", () => {
  it("an upvote gives the author exactly +10, cancelling takes exactly 10 away, and the rank equals the ledger", async () => {
    const author = await createUser();
    const voter = await createUser({ rank: 200 });
    const question = (await askQuestion(author.token)).body.data;
    expect((await vote(voter, "up", question.id, "question")).status).toBe(200);
    await expectRank(author, 11);
    expect(await ledgerOf(author)).toBe(10);
    expect((await vote(voter, "up", question.id, "question", true)).status).toBe(200);
    await expectRank(author, 1);
    expect(await ledgerOf(author)).toBe(0);
    // the voter gains or loses nothing for upvoting
    expect(await rankOf(voter)).toBe(200);
  });

  it("a downvote on an answer costs the author 2 and the voter 1; turning it into an upvote reverses both exactly", async () => {
    const asker = await createUser();
    const author = await createUser({ rank: 50 });
    const voter = await createUser({ rank: 200 });
    const { answerId } = await questionWithAnswer(asker, author);
    expect((await vote(voter, "down", answerId, "answer")).status).toBe(200);
    await expectRank(author, 48);
    await expectRank(voter, 199);
    expect((await vote(voter, "up", answerId, "answer")).status).toBe(200);
    await expectRank(author, 60);
    await expectRank(voter, 200);
  });

  it("a downvote on a question costs only its author", async () => {
    const author = await createUser({ rank: 30 });
    const voter = await createUser({ rank: 200 });
    const question = (await askQuestion(author.token)).body.data;
    expect((await vote(voter, "down", question.id, "question")).status).toBe(200);
    await expectRank(author, 28);
    expect(await rankOf(voter)).toBe(200);
  });

  it("reputation never drops below 1, and cancelling a downvote that took nothing gives nothing back", async () => {
    const author = await createUser();
    const voter = await createUser({ rank: 200 });
    const question = (await askQuestion(author.token)).body.data;
    expect((await vote(voter, "down", question.id, "question")).status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await env.DB.prepare("SELECT delta FROM reputation_ledger WHERE user_id = ? AND reason = 'vote_down'")
              .bind(author.user.id)
              .first<{ delta: number }>()
          )?.delta,
        // the queue waits up to a second to fill a batch: longer than expect.poll's default
        { timeout: 10_000, interval: 100 },
      )
      .toBe(0);
    expect(await rankOf(author)).toBe(1);
    expect((await vote(voter, "down", question.id, "question", true)).status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await env.DB.prepare("SELECT cancelled FROM reputation_ledger WHERE user_id = ? AND reason = 'vote_down'")
              .bind(author.user.id)
              .first<{ cancelled: number }>()
          )?.cancelled,
        { timeout: 10_000, interval: 100 },
      )
      .toBe(1);
    expect(await rankOf(author)).toBe(1);
  });

  it("comment votes move no reputation", async () => {
    const author = await createUser();
    const voter = await createUser({ rank: 200 });
    const question = (await askQuestion(author.token)).body.data;
    const added = await api<{ comment_id: string }>("comment", {
      token: author.token,
      body: { object_id: question.id, original_text: "补充：合同是书面签订的。" },
    });
    expect(
      (
        await api("vote/up", {
          token: voter.token,
          body: { object_id: added.body.data.comment_id, object_type: "comment", is_cancel: false },
        })
      ).status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await rankOf(author)).toBe(1);
    expect(await ledgerOf(author)).toBe(0);
  });
});

describe("acceptance moves reputation", () => {
  it("accepting gives the answerer +15 and the asker +2; switching and withdrawing reverse exactly", async () => {
    const asker = await createUser();
    const first = await createUser();
    const second = await createUser();
    const { questionId, answerId } = await questionWithAnswer(asker, first);
    const other = (await answerQuestion(second.token, questionId)).body.data.id;

    expect((await accept(asker, questionId, answerId)).status).toBe(200);
    await expectRank(first, 16);
    await expectRank(asker, 3);
    expect((await accept(asker, questionId, other)).status).toBe(200);
    await expectRank(second, 16);
    await expectRank(first, 1);
    await expectRank(asker, 3);
    expect((await accept(asker, questionId, 0)).status).toBe(200);
    await expectRank(second, 1);
    await expectRank(asker, 1);
    for (const member of [asker, first, second]) expect(await ledgerOf(member)).toBe(0);
  });

  it("accepting one's own answer gains nothing", async () => {
    const asker = await createUser();
    const { questionId, answerId } = await questionWithAnswer(asker, asker);
    expect((await accept(asker, questionId, answerId)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await rankOf(asker)).toBe(1);
  });

  it("deleting the accepted answer withdraws its acceptance's reputation", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const { questionId, answerId } = await questionWithAnswer(asker, answerer);
    expect((await accept(asker, questionId, answerId)).status).toBe(200);
    await expectRank(answerer, 16);
    expect((await api("answer", { method: "DELETE", token: answerer.token, body: { id: answerId } })).status).toBe(200);
    await expectRank(answerer, 1);
    await expectRank(asker, 1);
  });
});

describe("the reputation consumer", () => {
  /** A vote row written directly, with its event, as the vote service would have written and emitted them. */
  async function castVote(questionId: string, voterId: number, authorId: number, direction: 1 | -1 | 0) {
    if (direction === 0) {
      await env.DB.prepare("DELETE FROM votes WHERE object_type = 'question' AND object_id = ? AND user_id = ?")
        .bind(rowId(questionId), voterId)
        .run();
    } else {
      await env.DB.prepare(
        `INSERT INTO votes (object_type, object_id, user_id, object_user_id, direction) VALUES ('question', ?, ?, ?, ?)
         ON CONFLICT (object_type, object_id, user_id) DO UPDATE SET direction = excluded.direction`,
      )
        .bind(rowId(questionId), voterId, authorId, direction)
        .run();
    }
  }

  function voteEvent(questionId: string, voterId: number, authorId: number, previous: 1 | -1 | 0, next: 1 | -1 | 0) {
    return {
      id: crypto.randomUUID(),
      type: "vote.changed",
      objectType: "question",
      objectId: rowId(questionId),
      questionId: rowId(questionId),
      voterId,
      authorId,
      previous,
      next,
      at: Math.floor(Date.now() / 1000),
    } as DomainEvent;
  }

  it("every message delivered twice, in one batch and again later, has exactly one effect", async () => {
    const author = await createUser();
    const question = (await askQuestion(author.token)).body.data;
    const events: DomainEvent[] = [];
    for (let voterId = 900_001; voterId <= 900_003; voterId++) {
      await castVote(question.id, voterId, author.user.id, 1);
      events.push(voteEvent(question.id, voterId, author.user.id, 0, 1));
    }
    const twice = [...events, ...events].map((body, i) => ({ id: `twice-${i}`, body }));
    const result = await deliver(twice);
    expect(result.explicitAcks).toHaveLength(6);
    expect(result.retryMessages).toEqual([]);
    const again = await deliver(events.map((body, i) => ({ id: `again-${i}`, body, attempts: 2 })));
    expect(again.explicitAcks).toHaveLength(3);
    expect(await rankOf(author)).toBe(31);
    expect(await ledgerOf(author)).toBe(30);
  });

  it("events that arrive out of order end as the votes are now", async () => {
    const author = await createUser();
    const question = (await askQuestion(author.token)).body.data;
    const voterId = 900_101;
    // up, cancel, down, up: the votes table ends at up; the events arrive last first
    const events = [
      voteEvent(question.id, voterId, author.user.id, 0, 1),
      voteEvent(question.id, voterId, author.user.id, 1, 0),
      voteEvent(question.id, voterId, author.user.id, 0, -1),
      voteEvent(question.id, voterId, author.user.id, -1, 1),
    ];
    await castVote(question.id, voterId, author.user.id, 1);
    for (const [i, body] of [...events].reverse().entries()) await deliver([{ id: `late-${i}`, body }]);
    expect(await rankOf(author)).toBe(11);
    // and cancelled: its event alone brings the ledger back
    await castVote(question.id, voterId, author.user.id, 0);
    await deliver([{ id: "cancel", body: voteEvent(question.id, voterId, author.user.id, 1, 0) }]);
    expect(await rankOf(author)).toBe(1);
    expect(await ledgerOf(author)).toBe(0);
  });

  it("gains from upvotes stop at +200 a day", async () => {
    const author = await createUser();
    const question = (await askQuestion(author.token)).body.data;
    const messages = [];
    for (let i = 0; i < 22; i++) {
      const voterId = 901_000 + i;
      await castVote(question.id, voterId, author.user.id, 1);
      messages.push({ id: `cap-${i}`, body: voteEvent(question.id, voterId, author.user.id, 0, 1) });
    }
    for (let i = 0; i < messages.length; i += 10) await deliver(messages.slice(i, i + 10));
    expect(await rankOf(author)).toBe(201);
    expect(await ledgerOf(author)).toBe(200);
  });

  it("a failing message is retried while the rest of its batch takes effect once", async () => {
    const author = await createUser();
    const question = (await askQuestion(author.token)).body.data;
    await castVote(question.id, 902_001, author.user.id, 1);
    // a message that is not an event at all
    const poison = null as unknown as DomainEvent;
    const result = await deliver([
      { id: "good", body: voteEvent(question.id, 902_001, author.user.id, 0, 1) },
      { id: "poison", body: poison },
    ]);
    expect(result.explicitAcks).toEqual(["good"]);
    expect(result.retryMessages.map((message) => message.msgId)).toEqual(["poison"]);
    expect(await rankOf(author)).toBe(11);
  });
});

describe("the reputation tab (personal/rank/page)", () => {
  type RankPage = {
    count: number;
    list: { object_type: string; question_id: string; title: string; reason: string; reputation: number }[];
  };

  it("lists a member's live changes newest first with the question they were for; anyone may read it", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const voter = await createUser({ rank: 200 });
    const { questionId, answerId } = await questionWithAnswer(asker, answerer);
    expect((await vote(voter, "up", answerId, "answer")).status).toBe(200);
    await expectRank(answerer, 11);
    expect((await accept(asker, questionId, answerId)).status).toBe(200);
    await expectRank(answerer, 26);

    const page = await api<RankPage>(`personal/rank/page?username=${answerer.user.username}`);
    expect(page.status).toBe(200);
    expect(page.body.data.count).toBe(2);
    expect(page.body.data.list.map((item) => [item.reason, item.reputation, item.object_type])).toEqual([
      ["answer_accepted", 15, "answer"],
      ["vote_up", 10, "answer"],
    ]);
    const question = (await api<{ title: string }>(`question/info?id=${questionId}`)).body.data;
    expect(page.body.data.list[0]!.title).toBe(question.title);
    // a cancelled change leaves the list
    expect((await vote(voter, "up", answerId, "answer", true)).status).toBe(200);
    await expectRank(answerer, 16);
    const after = await api<RankPage>(`personal/rank/page?username=${answerer.user.username}&page_size=1`);
    expect(after.body.data.count).toBe(1);
    expect(after.body.data.list).toHaveLength(1);

    const missing = await api(`personal/rank/page?username=nobody-${Date.now()}`);
    expect([missing.status, missing.body.msg]).toEqual([404, "用户不存在"]);
    const bad = await api("personal/rank/page?username=x&page_size=500");
    expect(bad.status).toBe(400);
  });
});

describe("activation", () => {
  it("activating the account by the mailed link gives +1, once", async () => {
    const email = uniqueEmail("activated");
    const registered = await api("user/register/email", {
      body: { name: "新会员", e_mail: email, pass: "Str0ng-pass-word" },
    });
    expect(registered.status).toBe(200);
    const activated = await api("user/email/verification", { body: { code: await codeFromLastMail(email) } });
    expect(activated.status).toBe(200);
    const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>();
    await expect.poll(() => rankOf(row!.id), { timeout: 10_000, interval: 100 }).toBe(2);
    // a second activation event (another link, a redelivery) adds nothing
    await deliver([
      {
        id: "again",
        body: { id: crypto.randomUUID(), type: "user.activated", userId: row!.id, at: Math.floor(Date.now() / 1000) },
      },
    ]);
    expect(await rankOf(row!.id)).toBe(2);
  });
});
