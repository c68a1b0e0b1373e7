// Changing the password while logged in (SPEC §5, §7 PUT user/password; SECURITY.md §3, §7): through the JSON API
// and through the account settings page without JavaScript.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  BASE,
  api,
  createSession,
  createUser,
  getPage,
  getUser,
  login,
  postForm,
  sessionCookieFrom,
  visibleText,
} from "../helpers";
import { MailStatus, UserStatus } from "~/lib/status";

const NEW_PASSWORD = "Changed-pass-2024";
const SETTINGS = "/answer/menu/users/settings/account";

type Fields = { error_field: string; error_msg: string }[];

function changePassword(token: string | undefined, body: Record<string, string>) {
  return api<{ access_token: string } | Fields | { type: string } | null>("user/password", {
    method: "PUT",
    token,
    body,
  });
}

async function sessionCount(userId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row!.n;
}

describe("PUT user/password", () => {
  it("a wrong current password is a field error on old_pass and changes nothing", async () => {
    const { email, password, token, user } = await createUser();
    const refused = await changePassword(token, { old_pass: "Not-my-password-1", pass: NEW_PASSWORD });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("当前密码错误");
    expect(refused.body.data).toEqual([{ error_field: "old_pass", error_msg: "当前密码错误" }]);

    expect((await getUser(email))?.passwordHash).toBe(user.passwordHash);
    expect((await api<{ e_mail: string }>("user/info", { token })).body.data.e_mail).toBe(email);
    expect((await login(email, password)).status).toBe(200);
  });

  it("a missing current password is a field error on old_pass", async () => {
    const { token } = await createUser();
    const refused = await changePassword(token, { pass: NEW_PASSWORD });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([{ error_field: "old_pass", error_msg: "当前密码不能为空" }]);
  });

  it("success ends every session, including the one that asked, and returns a new token that works", async () => {
    const { email, password, token, user } = await createUser();
    const otherDevice = await createSession(user.id);
    const thirdDevice = await createSession(user.id);

    const changed = await changePassword(token, { old_pass: password, pass: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    const { access_token } = changed.body.data as { access_token: string };
    expect(access_token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect([token, otherDevice, thirdDevice]).not.toContain(access_token);

    for (const oldToken of [token, otherDevice, thirdDevice]) {
      const info = await api("user/info", { token: oldToken });
      expect(info.status).toBe(200);
      expect(info.body.data).toBeNull();
    }
    const info = await api<{ e_mail: string }>("user/info", { token: access_token });
    expect(info.body.data.e_mail).toBe(email);
    expect(await sessionCount(user.id)).toBe(1);

    expect((await login(email, password)).status).toBe(400);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("an old token cannot change the password again after a change", async () => {
    const { password, token } = await createUser();
    expect((await changePassword(token, { old_pass: password, pass: NEW_PASSWORD })).status).toBe(200);
    const again = await changePassword(token, { old_pass: NEW_PASSWORD, pass: "Third-pass-2024" });
    expect(again.status).toBe(401);
  });

  it("a guest gets 401", async () => {
    const guest = await changePassword(undefined, { old_pass: "Whatever-pass-1", pass: NEW_PASSWORD });
    expect(guest.status).toBe(401);
    expect(guest.body.msg).toBe("请先登录");
  });

  it("a suspended member gets 403 suspended and the password stays", async () => {
    const { email, password, token, user } = await createUser({ status: UserStatus.suspended });
    const refused = await changePassword(token, { old_pass: password, pass: NEW_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("账号被封禁");
    expect(refused.body.data).toEqual({ type: "suspended" });
    expect((await getUser(email))?.passwordHash).toBe(user.passwordHash);
  });

  it("a member who has not activated gets 403 inactive and the password stays", async () => {
    const { email, password, token, user } = await createUser({ activated: false });
    expect(user.mailStatus).toBe(MailStatus.inactive);
    const refused = await changePassword(token, { old_pass: password, pass: NEW_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("请先激活账号");
    expect(refused.body.data).toEqual({ type: "inactive" });
    expect((await getUser(email))?.passwordHash).toBe(user.passwordHash);
  });

  it("the new password must be 8 to 32 characters and not a common one", async () => {
    const { email, password, token, user } = await createUser();
    const cases: [string, string][] = [
      ["Short-7", "密码长度必须在 8 至 32 之间"],
      ["Thirty-three-characters-long-pw!!", "密码长度必须在 8 至 32 之间"],
      ["12345678", "该密码过于常见，请换一个"],
      ["", "密码不能为空"],
    ];
    for (const [pass, message] of cases) {
      const refused = await changePassword(token, { old_pass: password, pass });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(message);
      expect(refused.body.data).toEqual([{ error_field: "pass", error_msg: message }]);
    }
    expect((await getUser(email))?.passwordHash).toBe(user.passwordHash);
    // the refusals ended no session
    expect((await api<{ e_mail: string }>("user/info", { token })).body.data.e_mail).toBe(email);
  });

  it("a mismatching confirmation is a field error on pass_confirm", async () => {
    const { password, token } = await createUser();
    const refused = await changePassword(token, {
      old_pass: password,
      pass: NEW_PASSWORD,
      pass_confirm: "Other-pass-2024",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("两次输入的密码不匹配");
    expect(refused.body.data).toEqual([{ error_field: "pass_confirm", error_msg: "两次输入的密码不匹配" }]);
  });

  it("an account without a password sets one without giving a current password", async () => {
    const { email, token, user } = await createUser();
    await env.DB.prepare("UPDATE users SET password_hash = '' WHERE id = ?").bind(user.id).run();
    const changed = await changePassword(token, { pass: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe("the account settings page without JavaScript (intent=password)", () => {
  it("changes the password, redirects with a new session cookie and ends the old session", async () => {
    const { email, password, token, user } = await createUser();
    const otherDevice = await createSession(user.id);
    const oldCookie = `lw_session=${token}`;

    const response = await postForm(
      SETTINGS,
      { intent: "password", old_pass: password, pass: NEW_PASSWORD, pass_confirm: NEW_PASSWORD },
      { cookie: oldCookie },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${SETTINGS}?updated=password`);
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const newCookie = sessionCookieFrom(response);
    expect(newCookie).toMatch(/^lw_session=[A-Za-z0-9_-]{22,}$/);
    expect(newCookie).not.toBe(oldCookie);

    const landing = await getPage(`${SETTINGS}?updated=password`, { cookie: newCookie! });
    expect(landing.status).toBe(200);
    expect(visibleText(await landing.text())).toContain("密码更新成功。");

    const stale = await getPage(SETTINGS, { cookie: oldCookie });
    expect(stale.status).toBe(302);
    expect(stale.headers.get("Location")).toMatch(/^\/answer\/menu\/users\/login/);
    expect((await api("user/info", { token: otherDevice })).body.data).toBeNull();

    expect((await login(email, password)).status).toBe(400);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("shows 当前密码错误 for a wrong current password and keeps the session", async () => {
    const { email, token, user } = await createUser();
    const cookie = `lw_session=${token}`;
    const response = await postForm(
      SETTINGS,
      { intent: "password", old_pass: "Wrong-current-1", pass: NEW_PASSWORD, pass_confirm: NEW_PASSWORD },
      { cookie },
    );
    expect(response.status).toBe(400);
    // the session stays as it was (the D1 bookmark cookie may still come back)
    expect(sessionCookieFrom(response)).toBeNull();
    const html = await response.text();
    expect(visibleText(html)).toContain("当前密码错误");
    // passwords are not sent back in the form
    expect(html).not.toContain(NEW_PASSWORD);
    expect((await getUser(email))?.passwordHash).toBe(user.passwordHash);
    expect((await getPage(SETTINGS, { cookie })).status).toBe(200);
  });

  it("shows 两次输入的密码不匹配 when the confirmation differs", async () => {
    const { email, password, token, user } = await createUser();
    const response = await postForm(
      SETTINGS,
      { intent: "password", old_pass: password, pass: NEW_PASSWORD, pass_confirm: "Different-pass-1" },
      { cookie: `lw_session=${token}` },
    );
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("两次输入的密码不匹配");
    expect((await getUser(email))?.passwordHash).toBe(user.passwordHash);
  });

  it("shows the length rule for a short new password", async () => {
    const { password, token } = await createUser();
    const response = await postForm(
      SETTINGS,
      { intent: "password", old_pass: password, pass: "Short-7", pass_confirm: "Short-7" },
      { cookie: `lw_session=${token}` },
    );
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("密码长度必须在 8 至 32 之间");
  });

  it("sends a guest to the login page and a suspended member to the suspended page", async () => {
    const guest = await postForm(SETTINGS, {
      intent: "password",
      old_pass: "Whatever-pass-1",
      pass: NEW_PASSWORD,
      pass_confirm: NEW_PASSWORD,
    });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toMatch(/^\/answer\/menu\/users\/login/);

    const { email, password, token, user } = await createUser({ status: UserStatus.suspended });
    const suspended = await postForm(
      SETTINGS,
      { intent: "password", old_pass: password, pass: NEW_PASSWORD, pass_confirm: NEW_PASSWORD },
      { cookie: `lw_session=${token}` },
    );
    expect(suspended.status).toBe(302);
    expect(suspended.headers.get("Location")).toBe("/answer/menu/users/account-suspended");
    expect((await getUser(email))?.passwordHash).toBe(user.passwordHash);
  });

  it("refuses a cross-site form post", async () => {
    const { email, password, token, user } = await createUser();
    const response = await SELF.fetch(`${BASE}${SETTINGS}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
        Cookie: `lw_session=${token}`,
      },
      body: new URLSearchParams({
        intent: "password",
        old_pass: password,
        pass: NEW_PASSWORD,
        pass_confirm: NEW_PASSWORD,
      }).toString(),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect((await getUser(email))?.passwordHash).toBe(user.passwordHash);
  });
});
