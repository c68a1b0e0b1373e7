import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, codeFromLastMail, getUser } from "../helpers";

const password = "Lawful-answer-42";

async function register(email: string, name = "李律师") {
  return api<{ access_token: string; mail_status: number }>("user/register/email", {
    body: { name, e_mail: email, pass: password },
  });
}

describe("account lifecycle through the API", () => {
  it("register → login shows mail_status 2 → the activation link activates → logout ends the session", async () => {
    const registered = await register("lawyer@example.com");
    expect(registered.status).toBe(200);
    expect(registered.body.data.mail_status).toBe(2);

    const login = await api<{ access_token: string; mail_status: number }>("user/login/email", {
      body: { e_mail: "lawyer@example.com", pass: password },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.mail_status).toBe(2);
    const token = login.body.data.access_token;

    const code = await codeFromLastMail("lawyer@example.com");
    const activated = await api<{ mail_status: number }>("user/email/verification", { body: { code } });
    expect(activated.status).toBe(200);
    expect(activated.body.data.mail_status).toBe(1);

    const info = await api<{ mail_status: number; e_mail: string }>("user/info", { token });
    expect(info.body.data).toMatchObject({ mail_status: 1, e_mail: "lawyer@example.com" });

    expect((await api("user/logout", { method: "POST", token })).status).toBe(200);
    const after = await api("user/info", { token });
    expect(after.status).toBe(200);
    expect(after.body.data).toBeNull();
  });

  it("accepts the token as 'Bearer <token>' too", async () => {
    const registered = await register("bearer@example.com");
    const info = await api<{ e_mail: string }>("user/info", {
      headers: { Authorization: `Bearer ${registered.body.data.access_token}` },
    });
    expect(info.body.data.e_mail).toBe("bearer@example.com");
  });

  it("the same email registering 8 times at once succeeds exactly once", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => register("race@example.com", `并发用户${i}`)),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const { results: rows } = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?")
      .bind("race@example.com")
      .all<{ n: number }>();
    expect(rows[0]!.n).toBe(1);
    // the losers wrote nothing: one activation token and one activation mail
    const { results: tokens } = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM user_tokens WHERE user_id IN (SELECT id FROM users WHERE email = ?)",
    )
      .bind("race@example.com")
      .all<{ n: number }>();
    expect(tokens[0]!.n).toBe(1);
    const { results: mails } = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_email = ?")
      .bind("race@example.com")
      .all<{ n: number }>();
    expect(mails[0]!.n).toBe(1);
  });

  it("a wrong login says the same thing whether or not the email exists", async () => {
    await register("exists@example.com");
    const known = await api("user/login/email", { body: { e_mail: "exists@example.com", pass: "Wrong-pass-123" } });
    const unknown = await api("user/login/email", { body: { e_mail: "nobody@example.com", pass: "Wrong-pass-123" } });
    expect(known.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.msg).toBe("邮箱或密码错误");
  });

  it("an activation link works once", async () => {
    await register("once@example.com");
    const code = await codeFromLastMail("once@example.com");
    expect((await api("user/email/verification", { body: { code } })).status).toBe(200);
    const again = await api<{ type: string }>("user/email/verification", { body: { code } });
    expect(again.status).toBe(403);
    expect(again.body.data.type).toBe("url_expired");
    expect(again.body.msg).toBe("您使用的链接不再有效。");
  });

  it("resending the activation mail voids the earlier link", async () => {
    const registered = await register("resend@example.com");
    const first = await codeFromLastMail("resend@example.com");
    expect(
      (await api("user/email/verification/send", { method: "POST", token: registered.body.data.access_token })).status,
    ).toBe(200);
    const second = await codeFromLastMail("resend@example.com");
    expect(second).not.toBe(first);
    expect((await api("user/email/verification", { body: { code: first } })).status).toBe(403);
    expect((await api("user/email/verification", { body: { code: second } })).status).toBe(200);
    expect((await getUser("resend@example.com"))?.mailStatus).toBe(1);
  });
});
