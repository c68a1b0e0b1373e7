// Notification mails over a real SMTP server (tests/setup/global-smtp.ts; REFERENCE.md; SECURITY.md §1, §10): answers,
// comments, mentions and invitations mailed to members who keep inbox mails on, new questions to those who asked for
// them (at most 50 a week), every mail escaped and with a one-click unsubscribe that works without logging in.
// Storage is shared by the tests of this file: SMTP is configured once, and every test builds its own members.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  adminApi,
  answerQuestion,
  api,
  askQuestion,
  cookieFor,
  createAdmin,
  createTags,
  createUser,
  deliver,
  getPage,
  postForm,
  uniqueEmail,
  rowId,
} from "../helpers";
import { decodeEncodedWords, header, mailsTo, part, type ReceivedMail } from "../support/mail";
import type { DomainEvent } from "~/server/events.server";
import { formatObjectId } from "~/lib/object-ids";

type Member = Awaited<ReturnType<typeof createUser>>;
type NotifyConfig = Record<string, { key: string; enable: boolean }>;

const smtpPort = inject("smtpPort");

async function member(overrides: Parameters<typeof createUser>[0] = {}): Promise<Member> {
  return createUser({ email: uniqueEmail("notified"), ...overrides });
}

async function expectMails(to: Member, count: number): Promise<ReceivedMail[]> {
  await expect.poll(async () => (await mailsTo(to.user.email)).length, { timeout: 15_000, interval: 200 }).toBe(count);
  return mailsTo(to.user.email);
}

const subjectOf = (mail: ReceivedMail) => decodeEncodedWords(header(mail.raw, "Subject") ?? "");

/** The unsubscribe link a mail carries in its header. */
const unsubscribeLinkOf = (mail: ReceivedMail) => /<([^>]+)>/.exec(header(mail.raw, "List-Unsubscribe") ?? "")![1]!;

const setNotify = (who: Member, config: Record<string, { enable: boolean }>) =>
  api<NotifyConfig>("user/notification/config", { method: "PUT", token: who.token, body: config });

beforeAll(async () => {
  const admin = await createAdmin();
  const general = await adminApi("siteinfo/general", {
    method: "PUT",
    token: admin.token,
    body: {
      name: "律问",
      site_url: "http://localhost",
      short_description: "",
      description: "",
      contact_email: "admin@example.com",
      check_update: true,
    },
  });
  expect(general.status).toBe(200);
  const smtp = await adminApi("setting/smtp", {
    method: "PUT",
    token: admin.token,
    body: {
      from_email: "noreply@lvwen.example",
      from_name: "律问通知",
      smtp_host: "127.0.0.1",
      smtp_port: smtpPort,
      encryption: "none",
      smtp_authentication: true,
      smtp_username: "mailer",
      smtp_password: "mailer-password",
    },
  });
  expect(smtp.status).toBe(200);
});

describe("inbox mails", () => {
  it("an answer mails the asker, escaped, with a link to it and a one-click unsubscribe that needs no login", async () => {
    const asker = await member();
    const answerer = await member({ name: "王律师" });
    const title = "<img src=x onerror=alert(1)> 合同到期不续签有补偿吗";
    const question = (await askQuestion(asker.token, { title })).body.data;
    const answerId = (await answerQuestion(answerer.token, question.id)).body.data.id;
    const [mail] = await expectMails(asker, 1);
    expect(subjectOf(mail!)).toBe("[律问] 王律师 回答了你的问题");
    const html = part(mail!.raw, "text/html");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; 合同到期不续签有补偿吗");
    expect(html).not.toContain("<img");
    expect(html).toContain(`/${rowId(answerId)}#answer-${rowId(answerId)}`);
    expect(part(mail!.raw, "text/plain")).toContain("你收到这封邮件，是因为你在 律问 开启了收件箱邮件通知。");
    expect(header(mail!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // the mail client's one-click POST (RFC 8058): no login, no page, no Origin
    const link = new URL(unsubscribeLinkOf(mail!));
    expect(link.pathname).toBe("/users/unsubscribe");
    const { SELF } = await import("cloudflare:test");
    const oneClick = await SELF.fetch(link.toString(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const config = (await api<NotifyConfig>("user/notification/config", { token: asker.token })).body.data;
    expect(config.inbox).toEqual({ key: "inbox", enable: false });
    // the next answer is told in the inbox but not mailed
    const next = await answerQuestion((await member()).token, question.id);
    expect(next.status).toBe(200);
    await expect
      .poll(async () => (await api<{ count: number }>("notification/page", { token: asker.token })).body.data.count, {
        timeout: 10_000,
      })
      .toBe(2);
    await deliver([
      {
        id: "late-answer",
        body: {
          id: crypto.randomUUID(),
          type: "answer.created",
          answerId: rowId(next.body.data.id),
          questionId: rowId(question.id),
          userId: answerer.user.id,
          questionAuthorId: asker.user.id,
          at: Math.floor(Date.now() / 1000),
        },
      },
    ]);
    expect(await mailsTo(asker.user.email)).toHaveLength(1);
  });

  it("comments, mentions and invitations are mailed to each member told, once", async () => {
    const asker = await member({ rank: 1000 });
    const commenter = await member({ name: "李法官" });
    const mentioned = await member();
    const invited = await member();
    const question = (await askQuestion(asker.token)).body.data;
    const comment = await api("comment", {
      token: commenter.token,
      body: { object_id: question.id, original_text: `请 @${mentioned.user.username} 看看这个问题` },
    });
    expect(comment.status).toBe(200);
    const invitation = await api("question/invite", {
      method: "PUT",
      token: asker.token,
      body: { id: question.id, invite_user: [invited.user.username] },
    });
    expect(invitation.status).toBe(200);
    expect(subjectOf((await expectMails(asker, 1))[0]!)).toBe("[律问] 李法官 评论了你的问题");
    expect(subjectOf((await expectMails(mentioned, 1))[0]!)).toBe("[律问] 李法官 在评论中提到了你");
    expect(subjectOf((await expectMails(invited, 1))[0]!)).toContain("邀请你回答");
  });

  it("votes are not mailed, and members who turned inbox mails off get none", async () => {
    const author = await member();
    const quiet = await member();
    expect((await setNotify(quiet, { inbox: { enable: false } })).body.data.inbox!.enable).toBe(false);
    const question = (await askQuestion(author.token)).body.data;
    const quietQuestion = (await askQuestion(quiet.token)).body.data;
    await api("vote/up", { token: (await member({ rank: 10 })).token, body: { object_id: question.id } });
    await answerQuestion((await member()).token, quietQuestion.id);
    await expect
      .poll(async () => (await api<{ count: number }>("notification/page", { token: quiet.token })).body.data.count, {
        timeout: 10_000,
      })
      .toBe(1);
    await expect
      .poll(
        async () =>
          (await api<{ count: number }>("notification/page?inbox_type=votes", { token: author.token })).body.data.count,
        { timeout: 10_000 },
      )
      .toBe(1);
    expect(await mailsTo(author.user.email)).toEqual([]);
    expect(await mailsTo(quiet.user.email)).toEqual([]);
  });
});

describe("new question mails", () => {
  it("go to members who asked for every new question or for their followed tags, at most 50 a week", async () => {
    await createTags("婚姻家事", "知识产权");
    const everything = await member();
    const follower = await member();
    const otherTag = await member();
    const capped = await member();
    const nobody = await member();
    await setNotify(everything, { all_new_question: { enable: true } });
    for (const who of [follower, otherTag])
      await setNotify(who, { all_new_question_for_following_tags: { enable: true } });
    await setNotify(capped, { all_new_question: { enable: true } });
    const followTag = async (who: Member, slug: string) => {
      const row = await env.DB.prepare("SELECT id FROM tags WHERE slug_name = ?").bind(slug).first<{ id: number }>();
      const followed = await api("follow", {
        token: who.token,
        body: { object_id: formatObjectId("tag", row!.id), is_cancel: false },
      });
      expect(followed.status).toBe(200);
    };
    await followTag(follower, "婚姻家事");
    await followTag(otherTag, "知识产权");
    // fifty new-question mails this week already
    const now = Math.floor(Date.now() / 1000);
    for (let i = 0; i < 50; i++) {
      await env.DB.prepare(
        "INSERT INTO mail_outbox (to_email, subject, html, text, kind, status, created_at) VALUES (?, 's', 'h', 't', 'new_question', 2, ?)",
      )
        .bind(capped.user.email, now - 3600)
        .run();
    }
    const asker = await member({ name: "赵律师" });
    const question = (await askQuestion(asker.token, { tags: [{ slug_name: "婚姻家事" }] })).body.data;
    const [mail] = await expectMails(everything, 1);
    expect(subjectOf(mail!)).toBe("[律问] 赵律师 提出了新问题");
    expect(part(mail!.raw, "text/html")).toContain(question.title);
    await expectMails(follower, 1);
    // the asker's own question, another tag, the cap, and those who asked for nothing: no mail
    await deliver([
      {
        id: "asked-again",
        body: {
          id: crypto.randomUUID(),
          type: "question.created",
          questionId: rowId(question.id),
          userId: asker.user.id,
          tagIds: [],
          at: now,
        } satisfies DomainEvent,
      },
    ]);
    for (const who of [asker, otherTag, capped, nobody]) expect(await mailsTo(who.user.email)).toEqual([]);
  });
});

describe("notification settings", () => {
  it("the settings page saves the choices without JavaScript; a forged unsubscribe link changes nothing", async () => {
    const who = await member();
    const cookie = cookieFor(who.token);
    const page = await getPage("/answer/menu/users/settings/notify", { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("所有新问题");
    const saved = await postForm("/answer/menu/users/settings/notify", { all_new_question: "on" }, { cookie });
    expect(saved.status).toBe(200);
    const config = (await api<NotifyConfig>("user/notification/config", { token: who.token })).body.data;
    expect([
      config.inbox!.enable,
      config.all_new_question!.enable,
      config.all_new_question_for_following_tags!.enable,
    ]).toEqual([false, true, false]);
    // a code for another member, or for another kind, under a signature it does not match
    const forged = await postForm(
      `/users/unsubscribe?code=${who.user.id}.all_new_question.forged-signature-0123456789`,
      {},
    );
    expect(forged.status).toBe(400);
    const opened = await getPage(`/users/unsubscribe?code=${who.user.id}.all_new_question.forged-signature-0123456789`);
    expect(opened.status).toBe(400);
    expect(
      (await api<NotifyConfig>("user/notification/config", { token: who.token })).body.data.all_new_question!.enable,
    ).toBe(true);
    const bad = await setNotify(who, { inbox: "yes" } as never);
    expect(bad.status).toBe(400);
  });
});

describe("new question mails by practice field", () => {
  it("go to members following a field the question's tags lead to", async () => {
    await createTags("劳动法", "知识产权");
    const follower = await member();
    const otherField = await member();
    for (const who of [follower, otherField]) {
      await setNotify(who, { all_new_question_for_following_tags: { enable: true } });
    }
    const follow = (who: Member, domains: string[]) =>
      api<string[]>("ly/domain/follows", { method: "PUT", token: who.token, body: { domains } });
    expect((await follow(follower, ["劳动"])).body.data).toEqual(["劳动"]);
    await follow(otherField, ["商标"]);
    expect((await follow(follower, ["占星"])).status).toBe(400);
    expect((await api<string[]>("ly/domain/follows", { token: follower.token })).body.data).toEqual(["劳动"]);
    const asker = await member({ name: "钱律师" });
    // 劳动法 leads to the field 劳动 (the settings' default tags of each field)
    await askQuestion(asker.token, { tags: [{ slug_name: "劳动法" }] });
    const [mail] = await expectMails(follower, 1);
    expect(subjectOf(mail!)).toBe("[律问] 钱律师 提出了新问题");
    expect(await mailsTo(otherField.user.email)).toEqual([]);
  });
});
