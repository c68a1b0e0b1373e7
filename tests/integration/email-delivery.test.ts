// Email over a real SMTP server (tests/setup/global-smtp.ts): the SMTP client itself, then the whole path from a
// registration through the outbox and the queue to the server, and the queue consumer's guarantees (SECURITY.md §11).
// The inbox is shared by every test file of the run, so each test uses its own addresses and filters by them.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, inject, it } from "vitest";
import { SmtpError, sendMail, type SmtpConfig, type SmtpMessage } from "../../workers/mail/smtp";
import { adminApi, api, codeFromLastMail, createAdmin, db, deliver, lastMailTo, uniqueEmail } from "../helpers";
import { decodeEncodedWords, header, mailsTo, part } from "../support/mail";
import type { DomainEvent } from "~/server/events.server";
import { MailState, getMail, insertMail } from "~/server/models/mail-outbox.server";

const smtpPort = inject("smtpPort");
const SMTP_USER = "mailer";
const SMTP_PASSWORD = "mailer-password";
/** Nothing listens on port 1 of loopback (tcpmux is never run): connections are refused. */
const CLOSED_PORT = 1;

const plainConfig = (overrides: Partial<SmtpConfig> = {}): SmtpConfig => ({
  host: "127.0.0.1",
  port: smtpPort,
  encryption: "none",
  timeoutMs: 5_000,
  ...overrides,
});

const message = (to: string, overrides: Partial<SmtpMessage> = {}): SmtpMessage => ({
  fromEmail: "noreply@lvwen.example",
  fromName: "律问",
  to,
  subject: "Test",
  html: "<p>hello</p>",
  text: "hello",
  ...overrides,
});

/** Configures SMTP through the back office, as an administrator would. */
async function configureSmtp(token: string, overrides: Record<string, unknown> = {}) {
  const response = await adminApi("setting/smtp", {
    method: "PUT",
    token,
    body: {
      from_email: "noreply@lvwen.example",
      from_name: "律问通知",
      smtp_host: "127.0.0.1",
      smtp_port: smtpPort,
      encryption: "none",
      smtp_authentication: true,
      smtp_username: SMTP_USER,
      smtp_password: SMTP_PASSWORD,
      ...overrides,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** Back to an unconfigured site: the settings groups this file changes fall back to their defaults. */
async function resetSettings() {
  await env.DB.prepare("DELETE FROM site_settings WHERE name IN ('smtp', 'general')").run();
}

afterEach(resetSettings);

const password = "Lawful-answer-42";

async function register(email: string) {
  const response = await api("user/register/email", { body: { name: "王律师", e_mail: email, pass: password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function outboxStatus(email: string): Promise<number | undefined> {
  return (await lastMailTo(email))?.status;
}

describe("the SMTP client against a real server", () => {
  it("delivers over plain SMTP without authentication", async () => {
    const to = uniqueEmail("plain");
    await sendMail(plainConfig(), message(to, { subject: "Plain delivery", text: "plain body" }));
    const [mail, ...more] = await mailsTo(to);
    expect(more).toHaveLength(0);
    expect(mail!.from).toBe("noreply@lvwen.example");
    expect(mail!.user).toBeNull();
    expect(header(mail!.raw, "Subject")).toBe("Plain delivery");
    expect(part(mail!.raw, "text/plain")).toBe("plain body");
  });

  it.each([
    ["STARTTLS", "TLS", inject("smtpStartTlsPort")],
    ["implicit TLS", "SSL", inject("smtpImplicitTlsPort")],
  ] as const)("delivers over %s with AUTH, the conversation encrypted", async (_, encryption, port) => {
    expect(port, "run through `npm run test:worker`, which makes the test certificate").toBeGreaterThan(0);
    const to = uniqueEmail(`tls-${encryption.toLowerCase()}`);
    await sendMail(
      plainConfig({ port, encryption, username: SMTP_USER, password: SMTP_PASSWORD }),
      message(to, { subject: "加密投递", text: "经由 TLS 送达" }),
    );
    const [mail, ...more] = await mailsTo(to);
    expect(more).toHaveLength(0);
    expect(mail!.secure).toBe(true);
    expect(mail!.user).toBe(SMTP_USER);
    expect(part(mail!.raw, "text/plain")).toBe("经由 TLS 送达");
  });

  it("refuses to send in clear text when STARTTLS is required but the server does not offer it", async () => {
    const to = uniqueEmail("no-starttls");
    await expect(sendMail(plainConfig({ encryption: "TLS" }), message(to))).rejects.toThrow();
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it("delivers with AUTH and the server sees the authenticated user", async () => {
    const to = uniqueEmail("auth");
    await sendMail(plainConfig({ username: SMTP_USER, password: SMTP_PASSWORD }), message(to));
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.user).toBe(SMTP_USER);
  });

  it("rejects wrong credentials with an SmtpError and delivers nothing", async () => {
    const to = uniqueEmail("badauth");
    const sending = sendMail(plainConfig({ username: SMTP_USER, password: "not-the-password" }), message(to));
    await expect(sending).rejects.toBeInstanceOf(SmtpError);
    await expect(sendMail(plainConfig({ username: "intruder", password: SMTP_PASSWORD }), message(to))).rejects.toThrow(
      /535|SMTP error/,
    );
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it("sends a Chinese subject as an RFC 2047 encoded word and the body as base64 UTF-8", async () => {
    const to = uniqueEmail("chinese");
    const subject = "【律问】您的劳动合同问题有了新回答";
    const text = "您好！\n关于试用期工资的问题，有律师回答了。\n.以点开头的行也要完整送达";
    const html = "<p>您好！关于<strong>试用期工资</strong>的问题，有律师回答了。</p>";
    await sendMail(plainConfig(), message(to, { subject, text, html, fromName: "律问通知" }));
    const [mail] = await mailsTo(to);
    const rawSubject = header(mail!.raw, "Subject")!;
    // one or more encoded words, each within RFC 2047's 75 characters
    const words = rawSubject.split(" ");
    for (const word of words) expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(Math.max(...words.map((word) => word.length))).toBeLessThanOrEqual(75);
    expect(rawSubject).not.toContain("律");
    expect(decodeEncodedWords(rawSubject)).toBe(subject);
    expect(decodeEncodedWords(header(mail!.raw, "From")!)).toBe("律问通知 <noreply@lvwen.example>");
    expect(part(mail!.raw, "text/plain")).toBe(text);
    expect(part(mail!.raw, "text/html")).toBe(html);
    // every line of the message is 7-bit: nothing Chinese travels unencoded
    expect(/^[\x00-\x7f]*$/.test(mail!.raw)).toBe(true);
  });

  it.each([
    ["subject", { subject: "Hello\r\nBcc: victim@example.com" }],
    ["subject with a bare LF", { subject: "Hello\nBcc: victim@example.com" }],
    ["sender name", { fromName: "律问\r\nBcc: victim@example.com" }],
    ["sender address", { fromEmail: "noreply@lvwen.example>\r\nRCPT TO:<victim@example.com" }],
  ] as const)("refuses a line break in the %s (header injection) and sends nothing", async (_, overrides) => {
    const to = uniqueEmail("inject");
    await expect(sendMail(plainConfig(), message(to, overrides))).rejects.toBeInstanceOf(SmtpError);
    expect(await mailsTo(to)).toHaveLength(0);
    expect(await mailsTo("victim@example.com")).toHaveLength(0);
  });

  it("refuses a line break in the recipient (an injected second RCPT)", async () => {
    const to = uniqueEmail("inject-to");
    await expect(sendMail(plainConfig(), message(`${to}>\r\nRCPT TO:<victim@example.com`))).rejects.toBeInstanceOf(
      SmtpError,
    );
    expect(await mailsTo(to)).toHaveLength(0);
    expect(await mailsTo("victim@example.com")).toHaveLength(0);
  });

  it("fails fast with an error when nothing listens on the port", async () => {
    const started = Date.now();
    await expect(
      sendMail(plainConfig({ port: CLOSED_PORT, timeoutMs: 10_000 }), message(uniqueEmail("closed"))),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("gives up at its deadline when the server never greets", async () => {
    // the inbox's HTTP server accepts the connection and then waits for an HTTP request: it never says 220
    const silentPort = Number(new URL(inject("smtpInboxUrl")).port);
    const started = Date.now();
    await expect(
      sendMail(plainConfig({ port: silentPort, timeoutMs: 500 }), message(uniqueEmail("silent"))),
    ).rejects.toThrow(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe("mail from the site, end to end through the queue", () => {
  it("a registration's activation mail reaches the SMTP server and the outbox row becomes sent", async () => {
    const admin = await createAdmin();
    await configureSmtp(admin.token);
    const email = uniqueEmail("register");
    await register(email);

    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000, interval: 200 }).toBe(1);
    await expect.poll(() => outboxStatus(email), { timeout: 10_000, interval: 200 }).toBe(MailState.sent);

    const [mail] = await mailsTo(email);
    expect(mail!.user).toBe(SMTP_USER);
    expect(mail!.from).toBe("noreply@lvwen.example");
    expect(decodeEncodedWords(header(mail!.raw, "Subject")!)).toBe("[律问] 请激活您的账号");
    expect(decodeEncodedWords(header(mail!.raw, "From")!)).toBe("律问通知 <noreply@lvwen.example>");
    const code = await codeFromLastMail(email);
    expect(part(mail!.raw, "text/plain")).toContain(`account-activation?code=${code}`);
    expect(part(mail!.raw, "text/html")).toContain(`account-activation?code=${code}`);
    const row = await lastMailTo(email);
    expect(row).toMatchObject({ status: MailState.sent, attempts: 1, lastError: "" });
    expect(row!.sentAt).toBeGreaterThan(0);

    // the link in the delivered mail activates the account
    expect((await api("user/email/verification", { body: { code } })).status).toBe(200);
  });

  it("the back office never shows the stored SMTP password", async () => {
    const admin = await createAdmin();
    await configureSmtp(admin.token);
    const read = await adminApi<{ smtp_password: string; smtp_username: string }>("setting/smtp", {
      token: admin.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.data.smtp_username).toBe(SMTP_USER);
    expect(read.body.data.smtp_password).toBe("");
  });

  it("without SMTP the mail stays in the outbox as kept, and the back office lists it", async () => {
    const admin = await createAdmin();
    const email = uniqueEmail("kept");
    await register(email);

    await expect.poll(() => outboxStatus(email), { timeout: 10_000, interval: 200 }).toBe(MailState.kept);
    expect(await mailsTo(email)).toHaveLength(0);

    const page = await adminApi<{
      count: number;
      list: { to: string; status: number; subject: string; kind: string }[];
    }>("mail/page", {
      token: admin.token,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.count).toBeGreaterThanOrEqual(1);
    expect(page.body.data.list.find((mail) => mail.to === email)).toMatchObject({
      status: MailState.kept,
      subject: "[律问] 请激活您的账号",
      kind: "activation",
    });
  });

  it("the outbox is for administrators only", async () => {
    const member = await api("/answer/admin/api/mail/page");
    expect(member.status).toBe(401);
  });

  it("the site name in a mail is HTML-escaped", async () => {
    const admin = await createAdmin();
    await configureSmtp(admin.token);
    const siteName = `<script>alert("x")</script><img src=x onerror=alert(1)>律所 & 'co'`;
    const general = await adminApi("siteinfo/general", {
      method: "PUT",
      token: admin.token,
      body: { name: siteName, site_url: "http://localhost", contact_email: "admin@lvwen.example" },
    });
    expect(general.status, JSON.stringify(general.body)).toBe(200);

    const email = uniqueEmail("escaped");
    await register(email);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000, interval: 200 }).toBe(1);
    const [mail] = await mailsTo(email);

    const html = part(mail!.raw, "text/html");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;律所 &amp; &#39;co&#39;",
    );
    // the plain-text part and the subject carry the name as text
    expect(part(mail!.raw, "text/plain")).toContain(siteName);
    expect(decodeEncodedWords(header(mail!.raw, "Subject")!)).toBe(`[${siteName}] 请激活您的账号`);
  });
});

describe("the queue consumer", () => {
  async function outboxRow(to: string): Promise<number> {
    const [row] = await insertMail(db(), {
      toEmail: to,
      subject: "队列测试",
      html: "<p>队列</p>",
      text: "队列",
      kind: "test",
    });
    return row!.id;
  }

  /** An outbox id no row has: its event has nothing to do and is acked. */
  const missingOutboxId = 876_543;

  function mailEvent(outboxId: number, id = crypto.randomUUID()): Extract<DomainEvent, { type: "mail.send" }> {
    return { id, type: "mail.send", outboxId };
  }

  it("a mail.send event delivered twice sends one mail", async () => {
    const admin = await createAdmin();
    await configureSmtp(admin.token);
    const to = uniqueEmail("twice");
    const event = mailEvent(await outboxRow(to));

    const first = await deliver([{ id: "twice-1", body: event }], "lvwen-events");
    expect(first.explicitAcks).toEqual(["twice-1"]);
    expect(first.retryMessages).toEqual([]);
    // redelivered (a retry after a lost ack), once on its own and once twice in the same batch
    const second = await deliver([{ id: "twice-2", body: event, attempts: 2 }], "lvwen-events");
    const third = await deliver(
      [
        { id: "twice-3", body: event, attempts: 3 },
        { id: "twice-4", body: event, attempts: 3 },
      ],
      "lvwen-events",
    );
    expect(second.explicitAcks).toEqual(["twice-2"]);
    expect(third.explicitAcks.sort()).toEqual(["twice-3", "twice-4"]);

    expect(await mailsTo(to)).toHaveLength(1);
    const row = await getMail(db(), event.outboxId);
    expect(row).toMatchObject({ status: MailState.sent, attempts: 1 });
  });

  it("one failing message is retried while the rest of its batch is acked and delivered", async () => {
    const admin = await createAdmin();
    await configureSmtp(admin.token);
    const first = uniqueEmail("batch-a");
    const last = uniqueEmail("batch-c");
    // a poisoned row: its recipient would inject a second RCPT, so the SMTP client refuses it
    const poisoned = await outboxRow(`${uniqueEmail("batch-b")}>\r\nRCPT TO:<victim@example.com`);
    const result = await deliver(
      [
        { id: "batch-a", body: mailEvent(await outboxRow(first)) },
        { id: "batch-b", body: mailEvent(poisoned) },
        { id: "batch-c", body: mailEvent(await outboxRow(last)) },
        { id: "batch-d", body: mailEvent(missingOutboxId) },
      ],
      "lvwen-events",
    );

    expect(result.explicitAcks.sort()).toEqual(["batch-a", "batch-c", "batch-d"]);
    expect(result.retryMessages.map((message) => message.msgId)).toEqual(["batch-b"]);
    expect(result.ackAll).toBe(false);
    expect(await mailsTo(first)).toHaveLength(1);
    expect(await mailsTo(last)).toHaveLength(1);
    expect(await mailsTo("victim@example.com")).toHaveLength(0);
    const failed = await getMail(db(), poisoned);
    expect(failed).toMatchObject({ status: MailState.failed, attempts: 1 });
    expect(failed!.lastError).toMatch(/line break/);
  });

  it("a mail for an SMTP port that refuses is retried, and sent once the server is reachable", async () => {
    const admin = await createAdmin();
    await configureSmtp(admin.token, {
      smtp_port: CLOSED_PORT,
      smtp_authentication: false,
      smtp_username: "",
      smtp_password: "",
    });
    const to = uniqueEmail("refused");
    const event = mailEvent(await outboxRow(to));

    const started = Date.now();
    const refused = await deliver(
      [
        { id: "refused-1", body: event },
        { id: "other-1", body: mailEvent(missingOutboxId) },
      ],
      "lvwen-events",
    );
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(refused.retryMessages.map((message) => message.msgId)).toEqual(["refused-1"]);
    expect(refused.explicitAcks).toEqual(["other-1"]);
    const afterFailure = await getMail(db(), event.outboxId);
    expect(afterFailure).toMatchObject({ status: MailState.failed, attempts: 1 });
    expect(afterFailure!.lastError).not.toBe("");

    // the administrator fixes the port; the retry delivers it
    await configureSmtp(admin.token);
    const retried = await deliver([{ id: "refused-2", body: event, attempts: 2 }], "lvwen-events");
    expect(retried.explicitAcks).toEqual(["refused-2"]);
    expect(await mailsTo(to)).toHaveLength(1);
    expect(await getMail(db(), event.outboxId)).toMatchObject({ status: MailState.sent, attempts: 2, lastError: "" });
  });

  it("a message on the dead-letter queue is parked in dead_letters, once", async () => {
    const event = mailEvent(987_654, crypto.randomUUID());
    const result = await deliver([{ id: "dead-1", body: event, attempts: 4 }], "lvwen-events-dlq");
    expect(result.explicitAcks).toEqual(["dead-1"]);
    expect(result.retryMessages).toEqual([]);
    // delivered to the dead-letter consumer again: still one row
    await deliver([{ id: "dead-2", body: event, attempts: 1 }], "lvwen-events-dlq");

    const { results } = await env.DB.prepare("SELECT event_id, type, body FROM dead_letters WHERE event_id = ?")
      .bind(event.id)
      .all<{ event_id: string; type: string; body: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]!.type).toBe("mail.send");
    expect(JSON.parse(results[0]!.body)).toEqual(event);
  });

  it("a mail.send for a mail that no longer exists is acked, not retried forever", async () => {
    const result = await deliver([{ id: "gone-1", body: mailEvent(missingOutboxId) }], "lvwen-events");
    expect(result.explicitAcks).toEqual(["gone-1"]);
    expect(result.retryMessages).toEqual([]);
  });
});
