// Notifications (SPEC §2, §7; REFERENCE.md): who is told what through the queue, the inbox by sub-type, the
// achievements (reputation changes), marking read, the unread counts the header polls, and the consumer's
// idempotency (every event delivered twice tells everyone once).
// Storage is shared by the tests of this file: every test builds its own members and posts.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  api,
  askQuestion,
  cookieFor,
  createUser,
  deliver,
  getPage,
  postForm,
  visibleText,
  withoutScripts,
  rowId,
} from "../helpers";
import { paths } from "~/lib/paths";
import { parseServerTiming } from "../../workers/server-timing";
import type { DomainEvent } from "~/server/events.server";
import { issuePollToken } from "~/server/poll-token.server";

type Member = Awaited<ReturnType<typeof createUser>>;
type Item = {
  id: string;
  is_read: boolean;
  notification_action: string;
  notification_action_key: string;
  rank: number;
  user_info: { username: string } | null;
  object_info: {
    object_type: string;
    object_id: string;
    title: string;
    object_map: { question: string; answer: string; comment: string };
  };
};
type Page = { count: number; list: Item[] };
type Status = { inbox: number; achievement: number };

const page = async (member: Member, query = "type=inbox") =>
  (await api<Page>(`notification/page?${query}`, { token: member.token })).body.data;
const status = async (member: Member) => (await api<Status>("notification/status", { token: member.token })).body.data;

/** Waits until the queue has told the member `count` things of a kind. */
async function expectTold(member: Member, count: number, query = "type=inbox") {
  await expect.poll(async () => (await page(member, query)).count, { timeout: 10_000, interval: 100 }).toBe(count);
}

function comment(
  member: Member,
  objectId: string,
  text: string,
  options: { objectType?: string; replyTo?: string } = {},
) {
  return api<{ comment_id: string }>("comment", {
    token: member.token,
    body: {
      object_id: objectId,
      object_type: options.objectType,
      original_text: text,
      reply_comment_id: options.replyTo,
    },
  });
}

describe("the inbox", () => {
  it("tells the asker of a new answer, with who answered and the question's title; nobody hears of their own", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const question = (await askQuestion(asker.token, { title: "劳动合同到期不续签有补偿吗" })).body.data;
    expect((await answerQuestion(answerer.token, question.id)).status).toBe(200);
    // the asker answering their own question tells nobody
    expect((await answerQuestion(asker.token, question.id)).status).toBe(200);
    await expectTold(asker, 1);
    const [item] = (await page(asker)).list;
    expect(item).toMatchObject({
      is_read: false,
      notification_action_key: "answered",
      notification_action: "回答了你的问题",
      user_info: { username: answerer.user.username },
      object_info: {
        object_type: "answer",
        title: "劳动合同到期不续签有补偿吗",
        object_map: { question: question.id },
      },
    });
    expect((await page(asker, "type=inbox&inbox_type=posts")).count).toBe(1);
    expect((await page(asker, "type=inbox&inbox_type=votes")).count).toBe(0);
    expect((await page(answerer)).count).toBe(0);
  });

  it("tells a comment's post author, the member replied to and those mentioned, each once and most specifically", async () => {
    const asker = await createUser();
    const first = await createUser();
    const mentioned = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const opening = (await comment(first, question.id, "这个问题需要补充合同的签订时间")).body.data;
    await expectTold(asker, 1);
    // the asker replies to the first commenter and mentions another member
    const reply = await comment(asker, question.id, `同意，@${mentioned.user.username} 也可以看看`, {
      replyTo: opening.comment_id,
    });
    expect(reply.status).toBe(200);
    await expectTold(first, 1);
    await expectTold(mentioned, 1);
    expect((await page(first)).list[0]!.notification_action_key).toBe("replied");
    expect((await page(mentioned)).list[0]!.notification_action_key).toBe("mentioned");
    // the asker is not told of their own reply: still only the first comment
    expect((await page(asker)).list.map((item) => item.notification_action_key)).toEqual(["commented_question"]);
    // a reply to the post's author who is also mentioned: one notification, as a reply
    await comment(first, question.id, `@${asker.user.username} 好的`, { replyTo: reply.body.data.comment_id });
    await expectTold(asker, 2);
    expect((await page(asker)).list[0]!.notification_action_key).toBe("replied");
  });

  it("tells the author of new votes under votes, not of withdrawn ones", async () => {
    const author = await createUser();
    const voter = await createUser({ rank: 200 });
    const question = (await askQuestion(author.token)).body.data;
    const vote = (direction: string, cancel = false) =>
      api(`vote/${direction}`, { token: voter.token, body: { object_id: question.id, is_cancel: cancel } });
    expect((await vote("up")).status).toBe(200);
    await expectTold(author, 1, "type=inbox&inbox_type=votes");
    expect((await vote("up", true)).status).toBe(200);
    expect((await vote("down")).status).toBe(200);
    await expectTold(author, 2, "type=inbox&inbox_type=votes");
    expect(
      (await page(author, "type=inbox&inbox_type=votes")).list.map((item) => item.notification_action_key),
    ).toEqual(["vote_down", "vote_up"]);
  });

  it("tells the answerer of an acceptance and the invited of an invitation", async () => {
    const asker = await createUser({ rank: 1000 });
    const answerer = await createUser();
    const invited = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const answerId = (await answerQuestion(answerer.token, question.id)).body.data.id;
    const accepted = await api("answer/acceptance", {
      token: asker.token,
      body: { question_id: question.id, answer_id: answerId },
    });
    expect(accepted.status).toBe(200);
    await expectTold(answerer, 1);
    expect((await page(answerer)).list[0]).toMatchObject({
      notification_action_key: "accepted",
      object_info: { object_type: "answer", object_id: answerId },
    });
    const invitation = await api("question/invite", {
      method: "PUT",
      token: asker.token,
      body: { id: question.id, invite_user: [invited.user.username] },
    });
    expect(invitation.status).toBe(200);
    await expectTold(invited, 1, "type=inbox&inbox_type=invites");
  });

  it("tells an author when staff edit, close or delete their post", async () => {
    const author = await createUser();
    const moderator = await createUser({ role: 3 });
    const question = (await askQuestion(author.token)).body.data;
    const closed = await api("question/status", {
      method: "PUT",
      token: moderator.token,
      body: { id: question.id, close_type: 63, close_msg: "" },
    });
    expect(closed.status).toBe(200);
    await expectTold(author, 1);
    expect(
      (await api("question", { method: "DELETE", token: moderator.token, body: { id: question.id } })).status,
    ).toBe(200);
    await expectTold(author, 2);
    // a deleted question keeps its notifications, without its title
    const items = (await page(author)).list;
    expect(items.map((item) => item.notification_action_key)).toEqual(["deleted", "closed"]);
    expect(items.every((item) => item.object_info.title === "")).toBe(true);
  });
});

describe("achievements", () => {
  it("list reputation changes with their net amount: +15 to the answerer and +2 to the asker on acceptance", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const answerId = (await answerQuestion(answerer.token, question.id)).body.data.id;
    await api("answer/acceptance", { token: asker.token, body: { question_id: question.id, answer_id: answerId } });
    // each also earns a badge (Solved, Scholar), told beside the reputation
    await expectTold(answerer, 2, "type=achievement");
    await expectTold(asker, 2, "type=achievement");
    const reputation = async (member: Member) =>
      (await page(member, "type=achievement")).list.filter((item) => item.notification_action_key === "reputation");
    expect(await reputation(answerer)).toMatchObject([
      { rank: 15, object_info: { object_type: "answer", object_id: answerId } },
    ]);
    expect((await reputation(asker)).map((item) => item.rank)).toEqual([2]);
    // withdrawing takes it back, and says so (the badges stay)
    await api("answer/acceptance", { token: asker.token, body: { question_id: question.id, answer_id: "0" } });
    await expectTold(answerer, 3, "type=achievement");
    expect((await reputation(answerer)).map((item) => item.rank)).toEqual([-15, 15]);
  });
});

describe("unread counts and marking read", () => {
  it("PUT notification/status: what was seen stops counting yet stays unread; what comes after counts again", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    for (let i = 0; i < 2; i++) await answerQuestion((await createUser()).token, question.id);
    await expectTold(asker, 2);
    await expect.poll(async () => (await status(asker)).inbox, { timeout: 10_000 }).toBe(2);
    const seen = await api<Status>("notification/status", {
      method: "PUT",
      token: asker.token,
      body: { type: "inbox" },
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ inbox: 0, achievement: 0 });
    expect((await status(asker)).inbox).toBe(0);
    expect((await page(asker)).list.every((item) => !item.is_read)).toBe(true);
    await answerQuestion((await createUser()).token, question.id);
    await expectTold(asker, 3);
    await expect.poll(async () => (await status(asker)).inbox, { timeout: 10_000 }).toBe(1);
    // a guest has no red dot to clear; a type other than inbox or achievement is refused
    expect((await api("notification/status", { method: "PUT", body: { type: "inbox" } })).status).toBe(401);
    const bad = await api("notification/status", { method: "PUT", token: asker.token, body: { type: "votes" } });
    expect(bad.status).toBe(400);
    expect((await status(asker)).inbox).toBe(1);
  });

  it("the status counts what is unread; marking one and then all read brings it to zero; another's id is a 404", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    for (let i = 0; i < 3; i++) await answerQuestion((await createUser()).token, question.id);
    await expectTold(asker, 3);
    await expect.poll(async () => (await status(asker)).inbox, { timeout: 10_000 }).toBe(3);
    const [newest] = (await page(asker)).list;
    expect(
      (await api("notification/read/state", { method: "PUT", token: asker.token, body: { id: newest!.id } })).status,
    ).toBe(200);
    expect((await status(asker)).inbox).toBe(2);
    expect((await page(asker)).list[0]!.is_read).toBe(true);
    // another member's notification id is not found and changes nothing
    const other = await createUser();
    const [unread] = (await page(asker)).list.filter((item) => !item.is_read);
    const foreign = await api("notification/read/state", {
      method: "PUT",
      token: other.token,
      body: { id: unread!.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 404, reason: "error.notification.not_found", msg: "通知不存在" });
    expect((await status(asker)).inbox).toBe(2);
    expect((await page(asker)).list.find((item) => item.id === unread!.id)!.is_read).toBe(false);
    const missing = await api("notification/read/state", { method: "PUT", token: asker.token, body: { id: "999999" } });
    expect(missing.status).toBe(404);
    expect(
      (await api("notification/read/state/all", { method: "PUT", token: asker.token, body: { type: "inbox" } })).status,
    ).toBe(200);
    expect((await status(asker)).inbox).toBe(0);
    expect((await page(asker)).list.every((item) => item.is_read)).toBe(true);
  });

  it("guests are asked to log in; bad queries get a 400", async () => {
    expect((await api("notification/status")).status).toBe(401);
    expect((await api("notification/page")).status).toBe(401);
    const member = await createUser();
    expect((await api("notification/page?type=everything", { token: member.token })).status).toBe(400);
    expect((await api("notification/page?inbox_type=spam", { token: member.token })).status).toBe(400);
    expect((await api("notification/page?page_size=11", { token: member.token })).status).toBe(400);
    const bad = await api("notification/read/state", { method: "PUT", token: member.token, body: { id: "x" } });
    expect(bad.status).toBe(400);
  });
});

describe("the notifications consumer", () => {
  it("tells everyone once, however often an event arrives, and counts exactly", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const answerId = rowId((await answerQuestion(answerer.token, question.id)).body.data.id);
    await expectTold(asker, 1);
    const event: DomainEvent = {
      id: crypto.randomUUID(),
      type: "answer.created",
      answerId,
      questionId: rowId(question.id),
      userId: answerer.user.id,
      questionAuthorId: asker.user.id,
      at: Math.floor(Date.now() / 1000),
    };
    const result = await deliver([
      { id: "first", body: event },
      { id: "second", body: event },
    ]);
    expect(result.explicitAcks).toHaveLength(2);
    expect((await deliver([{ id: "third", body: event, attempts: 2 }])).explicitAcks).toHaveLength(1);
    expect((await page(asker)).count).toBe(2);
    expect((await status(asker)).inbox).toBe(2);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM notifications WHERE event_id = ?")
      .bind(event.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });
});

describe("the header's poll (notification/status)", () => {
  const poll = (headers: Record<string, string>) =>
    SELF.fetch("http://localhost/answer/api/v1/notification/status", { headers });

  it("is answered from the member's counter object without a single D1 query once the page handed out its pass", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    await answerQuestion((await createUser()).token, question.id);
    await expectTold(asker, 1);
    // the ordinary way: the session is checked in D1, and a pass comes back
    const first = await api<Status & { poll_token: string }>("notification/status", { token: asker.token });
    expect(first.body.data.inbox).toBe(1);
    const token = first.body.data.poll_token;
    // with the pass and no session at all
    const polled = await poll({ "X-Poll-Token": token });
    expect(polled.status).toBe(200);
    expect((await polled.json<{ data: Status }>()).data.inbox).toBe(1);
    const timing = parseServerTiming(polled.headers.get("Server-Timing"));
    expect(timing).toMatchObject({ rounds: 0, queries: 0 });
  });

  it("takes no forged, altered or expired pass: those polls need the session like any call", async () => {
    const member = await createUser();
    const other = await createUser();
    const now = Math.floor(Date.now() / 1000);
    const genuine = await issuePollToken(env.PASSWORD_PEPPER, { userId: member.user.id, reviewMask: 0 }, now);
    const [, mask, expires, signature] = genuine.split(".");
    const passes = [
      `${other.user.id}.${mask}.${expires}.${signature}`, // another member's id under this signature
      `${member.user.id}.${mask}.${Number(expires) + 10}.${signature}`, // a later expiry
      `${member.user.id}.7.${expires}.${signature}`, // the right to see every review queue
      await issuePollToken("another-secret", { userId: member.user.id, reviewMask: 0 }, now),
      await issuePollToken(env.PASSWORD_PEPPER, { userId: member.user.id, reviewMask: 0 }, now - 7200), // expired an hour ago
      "not a token",
    ];
    for (const pass of passes) {
      const response = await poll({ "X-Poll-Token": pass });
      expect(response.status, pass).toBe(401);
    }
    expect((await poll({ "X-Poll-Token": genuine })).status).toBe(200);
  });
});

describe("the notifications page", () => {
  it("lists the inbox with unread ones marked; opening one marks it read and goes to the answer; all can be marked read", async () => {
    const asker = await createUser();
    const answerer = await createUser({ name: "王律师" });
    const question = (await askQuestion(asker.token, { title: "试用期被辞退可以要求赔偿吗" })).body.data;
    const answerId = (await answerQuestion(answerer.token, question.id)).body.data.id;
    await answerQuestion((await createUser()).token, question.id);
    await expectTold(asker, 2);
    const cookie = cookieFor(asker.token);
    const inbox = paths.notifications("inbox", "all");
    const html = withoutScripts(await (await getPage(inbox, { cookie })).text());
    expect(visibleText(html)).toContain("王律师 回答了你的问题 试用期被辞退可以要求赔偿吗");
    expect(html).toContain('data-testid="unread-dot"');
    // the older notification is the first answer's
    const oldest = (await page(asker)).list.at(-1)!;
    const opened = await postForm(inbox, { id: oldest.id }, { cookie });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toContain(`/${rowId(answerId)}#answer-${rowId(answerId)}`);
    expect((await status(asker)).inbox).toBe(1);
    const all = await postForm(inbox, { intent: "read_all" }, { cookie });
    expect([all.status, all.headers.get("Location")]).toEqual([302, inbox]);
    expect((await status(asker)).inbox).toBe(0);
    const after = withoutScripts(await (await getPage(inbox, { cookie })).text());
    expect(after).not.toContain('data-testid="unread-dot"');
    // another member's notification cannot be opened from here
    const other = await createUser();
    const foreign = await postForm(inbox, { id: oldest.id }, { cookie: cookieFor(other.token) });
    expect(foreign.headers.get("Location")).toBe(inbox);
    // guests log in first; an unknown tab is not a page
    expect((await getPage(inbox)).status).toBe(302);
    expect((await getPage(paths.notifications("inbox", "spam"), { cookie })).status).toBe(404);
  });
});
