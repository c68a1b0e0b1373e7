// Changing the account email in two steps (SPEC §5, §7 POST user/email/change/code then PUT user/email; SECURITY.md §3):
// the password is checked, the link goes to the new address, and the link is single-use and voided by a newer one.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  api,
  codeFromLastMail,
  createUser,
  getPage,
  getUser,
  lastMailTo,
  login,
  mailCount,
  postForm,
  tokenCount,
  uniqueEmail,
  visibleText,
} from "../helpers";
import { MailStatus, UserStatus } from "~/lib/status";

const LINK_EXPIRED = "您使用的链接不再有效。";
const SETTINGS = "/answer/menu/users/settings/account";

type Fields = { error_field: string; error_msg: string }[];

function requestChange(token: string | undefined, body: Record<string, string>) {
  return api<Fields | { type: string } | null>("user/email/change/code", { token, body });
}

function confirmChange(code: string, token?: string) {
  return api<Fields | { type: string } | null>("user/email", { method: "PUT", token, body: { code } });
}

describe("asking to change the email (POST user/email/change/code)", () => {
  it("an empty new email is refused with 新邮箱不能为空。", async () => {
    const { password, token } = await createUser();
    const refused = await requestChange(token, { e_mail: "", pass: password });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("新邮箱不能为空。");
    expect(refused.body.data).toEqual([{ error_field: "e_mail", error_msg: "新邮箱不能为空。" }]);

    const blank = await requestChange(token, { e_mail: "   ", pass: password });
    expect(blank.body.data).toEqual([{ error_field: "e_mail", error_msg: "新邮箱不能为空。" }]);
  });

  it("a malformed new email is refused", async () => {
    const { password, token } = await createUser();
    const refused = await requestChange(token, { e_mail: "not-an-email", pass: password });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([{ error_field: "e_mail", error_msg: "邮箱格式不正确" }]);
  });

  it("an empty password is refused with 密码不能为空。", async () => {
    const { token } = await createUser();
    const newEmail = uniqueEmail("nopass");
    const refused = await requestChange(token, { e_mail: newEmail, pass: "" });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("密码不能为空。");
    expect(refused.body.data).toEqual([{ error_field: "pass", error_msg: "密码不能为空。" }]);
    expect(await mailCount(newEmail)).toBe(0);
  });

  it("a wrong password is a field error on pass and sends nothing", async () => {
    const { token, user } = await createUser();
    const newEmail = uniqueEmail("wrongpass");
    const refused = await requestChange(token, { e_mail: newEmail, pass: "Not-my-password-1" });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("密码错误");
    expect(refused.body.data).toEqual([{ error_field: "pass", error_msg: "密码错误" }]);
    expect(await mailCount(newEmail)).toBe(0);
    expect(await tokenCount(user.id, "email_change")).toBe(0);
  });

  it("an email that belongs to another account is refused", async () => {
    const other = await createUser();
    const { password, token, user } = await createUser();
    const before = await mailCount(other.email);
    const refused = await requestChange(token, { e_mail: other.email.toUpperCase(), pass: password });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("该邮箱已被注册");
    expect(refused.body.data).toEqual([{ error_field: "e_mail", error_msg: "该邮箱已被注册" }]);
    expect(await mailCount(other.email)).toBe(before);
    expect(await tokenCount(user.id, "email_change")).toBe(0);
  });

  it("the current email is refused as the new one", async () => {
    const { email, password, token } = await createUser();
    const refused = await requestChange(token, { e_mail: email, pass: password });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([{ error_field: "e_mail", error_msg: "新邮箱与当前邮箱相同" }]);
  });

  it("a guest gets 401 and a suspended member 403 suspended", async () => {
    const guest = await requestChange(undefined, { e_mail: uniqueEmail("guest"), pass: "Whatever-pass-1" });
    expect(guest.status).toBe(401);
    expect(guest.body.msg).toBe("请先登录");

    const { password, token } = await createUser({ status: UserStatus.suspended });
    const newEmail = uniqueEmail("suspended");
    const suspended = await requestChange(token, { e_mail: newEmail, pass: password });
    expect(suspended.status).toBe(403);
    expect(suspended.body.msg).toBe("账号被封禁");
    expect(suspended.body.data).toEqual({ type: "suspended" });
    expect(await mailCount(newEmail)).toBe(0);
  });

  it("the confirmation mail goes to the new address only, and the email does not change yet", async () => {
    const { email, password, token } = await createUser();
    const newEmail = uniqueEmail("new");
    const asked = await requestChange(token, { e_mail: newEmail.toUpperCase(), pass: password });
    expect(asked.status).toBe(200);

    expect(await mailCount(newEmail)).toBe(1);
    expect(await mailCount(email)).toBe(0);
    const mail = await lastMailTo(newEmail);
    expect(mail?.kind).toBe("email_change");
    expect(mail?.text).toMatch(/\/users\/confirm-new-email\?code=[A-Za-z0-9_-]{22,}/);
    expect((await getUser(email))?.email).toBe(email);
    expect(await getUser(newEmail)).toBeUndefined();
  });

  it("more than five requests an hour are refused", async () => {
    const { password, token } = await createUser();
    for (let i = 0; i < 5; i++)
      expect((await requestChange(token, { e_mail: uniqueEmail("often"), pass: password })).status).toBe(200);
    const sixth = await requestChange(token, { e_mail: uniqueEmail("often"), pass: password });
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toBe("操作过于频繁，请稍后再试");
  });
});

describe("confirming the new email (PUT user/email)", () => {
  it("confirming changes users.email; the member logs in with the new address, not the old one", async () => {
    const { email, password, token, user } = await createUser();
    const newEmail = uniqueEmail("confirmed");
    await requestChange(token, { e_mail: newEmail, pass: password });

    // the link may be opened in another browser: no session needed
    const confirmed = await confirmChange(await codeFromLastMail(newEmail));
    expect(confirmed.status).toBe(200);

    const row = await env.DB.prepare("SELECT email, mail_status FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ email: string; mail_status: number }>();
    expect(row).toEqual({ email: newEmail, mail_status: MailStatus.activated });
    expect(await getUser(email)).toBeUndefined();
    expect((await api<{ e_mail: string }>("user/info", { token })).body.data.e_mail).toBe(newEmail);

    expect((await login(email, password)).status).toBe(400);
    expect((await login(newEmail, password)).status).toBe(200);
  });

  it("a confirmation link works only once", async () => {
    const { password, token, user } = await createUser();
    const newEmail = uniqueEmail("once");
    await requestChange(token, { e_mail: newEmail, pass: password });
    const code = await codeFromLastMail(newEmail);
    expect((await confirmChange(code)).status).toBe(200);

    const again = await confirmChange(code);
    expect(again.status).toBe(403);
    expect(again.body.msg).toBe(LINK_EXPIRED);
    expect(again.body.data).toEqual({ type: "url_expired" });
    expect(await tokenCount(user.id, "email_change")).toBe(0);
  });

  it("asking again voids the first link, and only the second address is applied", async () => {
    const { email, password, token, user } = await createUser();
    const firstEmail = uniqueEmail("first");
    const secondEmail = uniqueEmail("second");
    await requestChange(token, { e_mail: firstEmail, pass: password });
    const first = await codeFromLastMail(firstEmail);
    await requestChange(token, { e_mail: secondEmail, pass: password });
    const second = await codeFromLastMail(secondEmail);
    expect(await tokenCount(user.id, "email_change")).toBe(1);

    const stale = await confirmChange(first);
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ msg: LINK_EXPIRED, data: { type: "url_expired" } });
    expect((await getUser(email))?.id).toBe(user.id);

    expect((await confirmChange(second)).status).toBe(200);
    expect((await getUser(secondEmail))?.id).toBe(user.id);
    expect(await getUser(firstEmail)).toBeUndefined();
  });

  it("an expired link is refused and the email stays", async () => {
    const { email, password, token, user } = await createUser();
    const newEmail = uniqueEmail("expired");
    await requestChange(token, { e_mail: newEmail, pass: password });
    const code = await codeFromLastMail(newEmail);
    await env.DB.prepare("UPDATE user_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'email_change'")
      .bind(Math.floor(Date.now() / 1000) - 1, user.id)
      .run();

    const expired = await confirmChange(code);
    expect(expired.status).toBe(403);
    expect(expired.body).toMatchObject({ msg: LINK_EXPIRED, data: { type: "url_expired" } });
    expect((await getUser(email))?.id).toBe(user.id);
  });

  it("the link lasts at most an hour and its code is stored only as a hash", async () => {
    const { password, token, user } = await createUser();
    const newEmail = uniqueEmail("ttl");
    await requestChange(token, { e_mail: newEmail, pass: password });
    const code = await codeFromLastMail(newEmail);
    const row = await env.DB.prepare(
      "SELECT token_hash, new_email, expires_at FROM user_tokens WHERE user_id = ? AND purpose = 'email_change'",
    )
      .bind(user.id)
      .first<{ token_hash: string; new_email: string; expires_at: number }>();
    expect(row!.token_hash).not.toBe(code);
    expect(row!.new_email).toBe(newEmail);
    expect(row!.expires_at - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(60 * 60);
  });

  it("a link to an address another account took in the meantime is refused", async () => {
    const { email, password, token, user } = await createUser();
    const newEmail = uniqueEmail("taken-later");
    await requestChange(token, { e_mail: newEmail, pass: password });
    const code = await codeFromLastMail(newEmail);
    await createUser({ email: newEmail });

    const refused = await confirmChange(code);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("该邮箱已被注册");
    expect((await getUser(email))?.id).toBe(user.id);
  });

  // Someone who knew the password may have asked to move the account to their own address: securing the account with
  // a new password must also void that pending link, as it voids every session.
  it("a password change voids a pending email change link", async () => {
    const { email, password, token, user } = await createUser();
    const intruderEmail = uniqueEmail("intruder-change");
    await requestChange(token, { e_mail: intruderEmail, pass: password });
    const code = await codeFromLastMail(intruderEmail);

    const changed = await api("user/password", {
      method: "PUT",
      token,
      body: { old_pass: password, pass: "Secured-again-2024" },
    });
    expect(changed.status).toBe(200);

    const stale = await confirmChange(code);
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ msg: LINK_EXPIRED, data: { type: "url_expired" } });
    expect((await getUser(email))?.id).toBe(user.id);
  });

  it("a password reset voids a pending email change link", async () => {
    const { email, password, token, user } = await createUser();
    const intruderEmail = uniqueEmail("intruder-reset");
    await requestChange(token, { e_mail: intruderEmail, pass: password });
    const code = await codeFromLastMail(intruderEmail);

    await api("user/password/reset", { body: { e_mail: email } });
    // the reset mail is written by the queue's consumer
    await expect.poll(() => mailCount(email), { timeout: 10_000, interval: 100 }).toBe(1);
    const reset = await api("user/password/replacement", {
      body: { code: await codeFromLastMail(email), pass: "Secured-again-2024" },
    });
    expect(reset.status).toBe(200);

    const stale = await confirmChange(code);
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ msg: LINK_EXPIRED, data: { type: "url_expired" } });
    expect((await getUser(email))?.id).toBe(user.id);
  });

  it("an unknown or malformed code is refused", async () => {
    const unknown = await confirmChange("D".repeat(43));
    expect(unknown.status).toBe(403);
    expect(unknown.body).toMatchObject({ msg: LINK_EXPIRED, data: { type: "url_expired" } });

    const malformed = await confirmChange("bad");
    expect(malformed.status).toBe(400);
    expect(malformed.body.data).toEqual([{ error_field: "code", error_msg: LINK_EXPIRED }]);
  });
});

describe("the email change pages without JavaScript", () => {
  it("the settings form (intent=email) mails the new address and says so", async () => {
    const { email, password, token } = await createUser();
    const newEmail = uniqueEmail("page");
    const response = await postForm(
      SETTINGS,
      { intent: "email", e_mail: newEmail, pass: password },
      { cookie: `lw_session=${token}` },
    );
    expect(response.status).toBe(200);
    expect(visibleText(await response.text())).toContain("确认邮件已发送到新邮箱，请点击邮件中的链接完成更换。");
    expect(await mailCount(newEmail)).toBe(1);
    expect((await getUser(email))?.email).toBe(email);
  });

  it("the settings form shows 新邮箱不能为空。 and 密码错误 next to the fields", async () => {
    const { password, token } = await createUser();
    const cookie = `lw_session=${token}`;
    const empty = await postForm(SETTINGS, { intent: "email", e_mail: "", pass: password }, { cookie });
    expect(empty.status).toBe(400);
    expect(visibleText(await empty.text())).toContain("新邮箱不能为空。");

    const wrong = await postForm(
      SETTINGS,
      { intent: "email", e_mail: uniqueEmail("page-wrong"), pass: "Not-my-password-1" },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(visibleText(html)).toContain("密码错误");
    expect(html).not.toContain("Not-my-password-1");
  });

  it("/users/confirm-new-email shows a confirm button, and posting it changes the email once", async () => {
    const { password, token, user } = await createUser();
    const newEmail = uniqueEmail("page-confirm");
    await requestChange(token, { e_mail: newEmail, pass: password });
    const code = await codeFromLastMail(newEmail);

    // opening the link changes nothing yet
    const page = await getPage(`/users/confirm-new-email?code=${code}`);
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain("确认将账号邮箱更换为此邮箱。");
    expect(await tokenCount(user.id, "email_change")).toBe(1);

    const done = await postForm(`/users/confirm-new-email?code=${code}`, { code });
    expect(done.status).toBe(200);
    expect(visibleText(await done.text())).toContain("邮箱已更换。");
    expect((await getUser(newEmail))?.id).toBe(user.id);

    const again = await postForm(`/users/confirm-new-email?code=${code}`, { code });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/users/account-activation/failed");
  });
});
