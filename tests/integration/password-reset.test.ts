// Password reset by mailed link (SPEC §7 user/password/reset and user/password/replacement; SECURITY.md §3, §5, §7):
// through the JSON API and through the pages without JavaScript. The request only hands the address to the queue, whose
// consumer writes the link and the mail, so tests wait for the mail.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  BASE,
  api,
  codeFromLastMail,
  createSession,
  createUser,
  deliver,
  getPage,
  getUser,
  lastMailTo,
  login,
  mailCount,
  postForm,
  tokenCount,
  visibleText,
} from "../helpers";
import { UserStatus } from "~/lib/status";
import { sha256Hex } from "~/server/crypto.server";

const NEW_PASSWORD = "Fresh-start-2024";
const LINK_EXPIRED = "您使用的链接不再有效。";
const LENGTH_MESSAGE = "密码长度必须在 8 至 32 之间";

// Each request comes from its own address, so the per-address hourly limit on reset mails (which is shared by every
// test of this file) never decides a test; the per-email limit is tested on its own below.
let addressCounter = 0;
function requestReset(email: string) {
  addressCounter += 1;
  return api("user/password/reset", {
    body: { e_mail: email },
    headers: { "CF-Connecting-IP": `198.51.100.${addressCounter}` },
  });
}

/** Waits until the outbox holds `count` mails to an address. */
async function expectMails(email: string, count: number) {
  await expect.poll(() => mailCount(email), { timeout: 10_000, interval: 100 }).toBe(count);
}

/** Every reset token held by anyone. */
async function resetTokens(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM user_tokens WHERE purpose = 'password_reset'").first<{
    n: number;
  }>();
  return row!.n;
}

/** Runs the event a reset request sends through the queue's consumer, as the platform would deliver it. */
function deliverResetRequest(email: string) {
  const id = crypto.randomUUID();
  return deliver([{ id, body: { id, type: "password_reset.requested", email, locale: "zh-CN", siteUrl: BASE } }]);
}

/** Asks for a reset link and waits for the queue to mail it; answers the link's code. */
async function resetCode(email: string): Promise<string> {
  const before = await mailCount(email);
  expect((await requestReset(email)).status).toBe(200);
  await expectMails(email, before + 1);
  return codeFromLastMail(email);
}

function replacePassword(code: string, pass: string) {
  return api<{ type: string } | { error_field: string; error_msg: string }[] | null>("user/password/replacement", {
    body: { code, pass },
  });
}

describe("asking for a reset link (user/password/reset)", () => {
  it("answers a registered and an unknown email with the same body, and mails only the registered one", async () => {
    const { email } = await createUser();
    const unknown = `nobody-${Date.now().toString(36)}@example.com`;

    // the unknown address first: once the registered one's mail is written, the queue has passed the other
    const stranger = await requestReset(unknown);
    const known = await requestReset(email);

    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(known.body).toEqual(stranger.body);
    await expectMails(email, 1);
    expect(await mailCount(unknown)).toBe(0);
    const mail = await lastMailTo(email);
    expect(mail?.kind).toBe("password_reset");
    expect(mail?.text).toMatch(/\/users\/password-reset\?code=[A-Za-z0-9_-]+/);
  });

  it("the queue mails nothing and writes no token for an address that is not an account's", async () => {
    const unknown = `queue-nobody-${Date.now().toString(36)}@example.com`;
    const tokens = await resetTokens();
    const result = await deliverResetRequest(unknown);
    expect(result.retryMessages).toEqual([]);
    expect(await mailCount(unknown)).toBe(0);
    expect(await resetTokens()).toBe(tokens);
  });

  it("treats the email without regard to case and surrounding spaces", async () => {
    const { email } = await createUser();
    expect((await requestReset(`  ${email.toUpperCase()} `)).status).toBe(200);
    await expectMails(email, 1);
  });

  it("answers a deleted account like an unknown email and mails nothing", async () => {
    const { email, user } = await createUser({ status: UserStatus.deleted });
    const unknown = `ghost-${Date.now().toString(36)}@example.com`;
    const deleted = await requestReset(email);
    const stranger = await requestReset(unknown);
    expect(deleted.body).toEqual(stranger.body);
    await deliverResetRequest(email);
    expect(await mailCount(email)).toBe(0);
    expect(await tokenCount(user.id, "password_reset")).toBe(0);
  });

  it("an empty or malformed email is a 400 with a field error", async () => {
    const empty = await requestReset("");
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe("邮箱不能为空");
    expect(empty.body.data).toEqual([{ error_field: "e_mail", error_msg: "邮箱不能为空" }]);

    const malformed = await requestReset("not-an-email");
    expect(malformed.status).toBe(400);
    expect(malformed.body.data).toEqual([{ error_field: "e_mail", error_msg: "邮箱格式不正确" }]);
  });

  it("after five requests in an hour the answer stays the same but no more mail is sent", async () => {
    const { email } = await createUser();
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await requestReset(email));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers[0]!.status).toBe(200);
    await expectMails(email, 5);
    // the queue's batches are a second apart: a sixth mail would have come by now
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailCount(email)).toBe(5);
  });

  it("the link carries a long random code that is stored only as a hash and expires within 10 minutes to 1 hour", async () => {
    const { email, user } = await createUser();
    const code = await resetCode(email);
    // at least 128 bits: 22 base64url characters
    expect(code.length).toBeGreaterThanOrEqual(22);
    const row = await env.DB.prepare(
      "SELECT token_hash, created_at, expires_at FROM user_tokens WHERE user_id = ? AND purpose = 'password_reset'",
    )
      .bind(user.id)
      .first<{ token_hash: string; created_at: number; expires_at: number }>();
    expect(row!.token_hash).toBe(await sha256Hex(code));
    expect(row!.token_hash).not.toContain(code);
    const lifetime = row!.expires_at - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThanOrEqual(10 * 60 - 5);
    expect(lifetime).toBeLessThanOrEqual(60 * 60);
  });
});

describe("using the reset link (user/password/replacement)", () => {
  it("after a reset the old password fails, the new one works, and every earlier session has ended", async () => {
    const { email, password, token, user } = await createUser();
    const otherDevice = await createSession(user.id);
    const code = await resetCode(email);

    const reset = await replacePassword(code, NEW_PASSWORD);
    expect(reset.status).toBe(200);
    expect(reset.body.msg).toBe("成功");

    for (const oldToken of [token, otherDevice]) {
      const info = await api("user/info", { token: oldToken });
      expect(info.status).toBe(200);
      expect(info.body.data).toBeNull();
    }
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?")
      .bind(user.id)
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(0);

    const oldLogin = await login(email, password);
    expect(oldLogin.status).toBe(400);
    expect(oldLogin.body.msg).toBe("邮箱或密码错误");
    const newLogin = await login(email, NEW_PASSWORD);
    expect(newLogin.status).toBe(200);
    const info = await api<{ e_mail: string }>("user/info", { token: newLogin.body.data.access_token });
    expect(info.body.data.e_mail).toBe(email);
  });

  it("a reset link works only once", async () => {
    const { email } = await createUser();
    const code = await resetCode(email);
    expect((await replacePassword(code, NEW_PASSWORD)).status).toBe(200);

    const again = await replacePassword(code, "Another-pass-2024");
    expect(again.status).toBe(403);
    expect(again.body.msg).toBe(LINK_EXPIRED);
    expect(again.body.data).toEqual({ type: "url_expired" });
    // the second attempt changed nothing
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("asking for a second link voids the first", async () => {
    const { email, user } = await createUser();
    const first = await resetCode(email);
    const second = await resetCode(email);
    expect(second).not.toBe(first);
    expect(await tokenCount(user.id, "password_reset")).toBe(1);

    const stale = await replacePassword(first, NEW_PASSWORD);
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ msg: LINK_EXPIRED, data: { type: "url_expired" } });
    expect((await replacePassword(second, NEW_PASSWORD)).status).toBe(200);
  });

  it("an expired link is refused and leaves the password as it was", async () => {
    const { email, password, user } = await createUser();
    const code = await resetCode(email);
    await env.DB.prepare("UPDATE user_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'password_reset'")
      .bind(Math.floor(Date.now() / 1000) - 1, user.id)
      .run();

    const expired = await replacePassword(code, NEW_PASSWORD);
    expect(expired.status).toBe(403);
    expect(expired.body.msg).toBe(LINK_EXPIRED);
    expect(expired.body.data).toEqual({ type: "url_expired" });
    expect((await getUser(email))?.passwordHash).toBe(user.passwordHash);
    expect((await login(email, password)).status).toBe(200);
  });

  it("an unknown or malformed code is refused", async () => {
    const unknown = await replacePassword("A".repeat(43), NEW_PASSWORD);
    expect(unknown.status).toBe(403);
    expect(unknown.body).toMatchObject({ msg: LINK_EXPIRED, data: { type: "url_expired" } });

    const malformed = await replacePassword("short", NEW_PASSWORD);
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toBe(LINK_EXPIRED);
    expect(malformed.body.data).toEqual([{ error_field: "code", error_msg: LINK_EXPIRED }]);
  });

  it("the new password must be 8 to 32 characters, and a refused one does not use up the link", async () => {
    const { email } = await createUser();
    const code = await resetCode(email);

    for (const pass of ["Short-7", "x".repeat(20) + "-Too-long-33!"]) {
      const refused = await replacePassword(code, pass);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(LENGTH_MESSAGE);
      expect(refused.body.data).toEqual([{ error_field: "pass", error_msg: LENGTH_MESSAGE }]);
    }
    const empty = await replacePassword(code, "");
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual([{ error_field: "pass", error_msg: "密码不能为空" }]);

    // exactly 8 is allowed, and the link is still good after the refusals
    expect((await replacePassword(code, "Eight-8!")).status).toBe(200);
    expect((await login(email, "Eight-8!")).status).toBe(200);
  });

  it("accepts a 32-character password", async () => {
    const { email } = await createUser();
    const code = await resetCode(email);
    const pass = "Thirty-two-characters-long-pass!";
    expect(pass).toHaveLength(32);
    expect((await replacePassword(code, pass)).status).toBe(200);
    expect((await login(email, pass)).status).toBe(200);
  });

  it("refuses one of the most common passwords", async () => {
    const { email } = await createUser();
    const code = await resetCode(email);
    for (const pass of ["12345678", "Password123"]) {
      const refused = await replacePassword(code, pass);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe("该密码过于常见，请换一个");
      expect(refused.body.data).toEqual([{ error_field: "pass", error_msg: "该密码过于常见，请换一个" }]);
    }
  });

  it("a mismatching confirmation sent by an API client is refused", async () => {
    const { email } = await createUser();
    const code = await resetCode(email);
    const refused = await api("user/password/replacement", {
      body: { code, pass: NEW_PASSWORD, pass_confirm: "Something-else-1" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("两次输入的密码不匹配");
    expect(refused.body.data).toEqual([{ error_field: "pass_confirm", error_msg: "两次输入的密码不匹配" }]);
  });

  it("answers in English when the client asks for it", async () => {
    const expired = await api("user/password/replacement", {
      body: { code: "B".repeat(43), pass: NEW_PASSWORD },
      lang: "en-US",
    });
    expect(expired.status).toBe(403);
    expect(expired.body.msg).not.toBe(LINK_EXPIRED);
    expect(expired.body.msg).toMatch(/[a-z]/i);
  });
});

describe("the recovery and reset pages without JavaScript", () => {
  it("/users/account-recovery shows the same page for a registered and an unknown email, and mails only the registered one", async () => {
    const { email } = await createUser();
    const unknown = `page-nobody-${Date.now().toString(36)}@example.com`;

    const stranger = await postForm("/users/account-recovery", { e_mail: unknown });
    const known = await postForm("/users/account-recovery", { e_mail: email });
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    const knownText = visibleText(await known.text());
    const strangerText = visibleText(await stranger.text());
    expect(knownText).toContain("如果该邮箱已注册，重置密码的邮件已经发出，请查收。");
    expect(knownText).toBe(strangerText);
    await expectMails(email, 1);
    expect(await mailCount(unknown)).toBe(0);
  });

  it("/users/account-recovery shows a field error for an empty email", async () => {
    const response = await postForm("/users/account-recovery", { e_mail: "" });
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("邮箱不能为空");
  });

  it("/users/password-reset shows the form for a valid code, without using it up", async () => {
    const { email } = await createUser();
    const code = await resetCode(email);
    for (let i = 0; i < 2; i++) {
      const page = await getPage(`/users/password-reset?code=${code}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('name="pass"');
      expect(html).toContain('name="pass_confirm"');
      expect(html).toContain(`value="${code}"`);
      expect(visibleText(html)).not.toContain(LINK_EXPIRED);
    }
  });

  it("/users/password-reset says the link is no longer valid for a bad, used or expired code", async () => {
    const { email, user } = await createUser();
    const used = await resetCode(email);
    await replacePassword(used, NEW_PASSWORD);
    const expired = await resetCode(email);
    await env.DB.prepare("UPDATE user_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'password_reset'")
      .bind(Math.floor(Date.now() / 1000) - 1, user.id)
      .run();

    for (const code of ["not-a-code", "C".repeat(43), used, expired]) {
      const page = await getPage(`/users/password-reset?code=${code}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(visibleText(html)).toContain(LINK_EXPIRED);
      expect(html).not.toContain('name="pass_confirm"');
    }
    const noCode = await getPage("/users/password-reset");
    expect(visibleText(await noCode.text())).toContain(LINK_EXPIRED);
  });

  it("posting a mismatching confirmation shows 两次输入的密码不匹配 and keeps the link usable", async () => {
    const { email, password } = await createUser();
    const code = await resetCode(email);

    const mismatch = await postForm(`/users/password-reset?code=${code}`, {
      code,
      pass: NEW_PASSWORD,
      pass_confirm: "Not-the-same-1",
    });
    expect(mismatch.status).toBe(400);
    const html = await mismatch.text();
    expect(visibleText(html)).toContain("两次输入的密码不匹配");
    // passwords are not sent back in the form
    expect(html).not.toContain(NEW_PASSWORD);
    expect((await login(email, password)).status).toBe(200);

    const empty = await postForm(`/users/password-reset?code=${code}`, {
      code,
      pass: NEW_PASSWORD,
      pass_confirm: "",
    });
    expect(empty.status).toBe(400);
    expect(visibleText(await empty.text())).toContain("两次输入的密码不匹配");

    const short = await postForm(`/users/password-reset?code=${code}`, {
      code,
      pass: "Short-7",
      pass_confirm: "Short-7",
    });
    expect(short.status).toBe(400);
    expect(visibleText(await short.text())).toContain(LENGTH_MESSAGE);

    expect((await getPage(`/users/password-reset?code=${code}`)).status).toBe(200);
    expect(await tokenCount((await getUser(email))!.id, "password_reset")).toBe(1);
  });

  it("posting a matching confirmation resets the password and ends every session", async () => {
    const { email, password, token } = await createUser();
    const code = await resetCode(email);

    const done = await postForm(`/users/password-reset?code=${code}`, {
      code,
      pass: NEW_PASSWORD,
      pass_confirm: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(visibleText(await done.text())).toContain("密码更新成功。请使用新密码登录。");

    expect((await api("user/info", { token })).body.data).toBeNull();
    expect((await login(email, password)).status).toBe(400);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    // the same form posted again finds the link used up and goes to the failed-link page
    const again = await postForm(`/users/password-reset?code=${code}`, {
      code,
      pass: NEW_PASSWORD,
      pass_confirm: NEW_PASSWORD,
    });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/users/account-activation/failed");
  });
});
