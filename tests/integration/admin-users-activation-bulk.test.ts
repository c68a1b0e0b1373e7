// The back office activating users and adding them in bulk (SPEC §7 admin calls, §5 admin rules), and the whole
// back office user API refused to a moderator (SECURITY.md §4).
// Storage is shared by the tests of this file: every test builds its own users.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminApi,
  api,
  createAdmin,
  createUser,
  emailFor,
  getUser,
  lastMailTo,
  loggedIn,
  login,
  uniqueSearchWord as uniqueTag,
  usersPageAs,
  type FieldErrors,
  type Member,
} from "../helpers";
import { formatObjectId } from "~/lib/object-ids";

let admin: Member;

beforeAll(async () => {
  admin = await createAdmin();
});
const page = usersPageAs(() => admin.token);

describe("activation by the back office", () => {
  it("GET user/activation returns a link that activates the user; an earlier link stops working", async () => {
    const target = await createUser({ activated: false });
    const first = await adminApi<{ activation_url: string }>(`user/activation?user_id=${target.user.id}`, {
      token: admin.token,
    });
    expect(first.status).toBe(200);
    const second = await adminApi<{ activation_url: string }>(`user/activation?user_id=${target.user.id}`, {
      token: admin.token,
    });
    const firstUrl = new URL(first.body.data.activation_url);
    const secondUrl = new URL(second.body.data.activation_url);
    expect(secondUrl.pathname).toBe("/answer/menu/users/account-activation");
    expect(secondUrl.searchParams.get("code")).not.toBe(firstUrl.searchParams.get("code"));

    const stale = await api<{ type: string }>("user/email/verification", {
      body: { code: firstUrl.searchParams.get("code") },
    });
    expect(stale.status).toBe(403);
    expect(stale.body.data.type).toBe("url_expired");

    // the link opened in a browser: the page shows a form that posts the code
    const shown = await SELF.fetch(secondUrl.toString(), { redirect: "manual" });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(`value="${secondUrl.searchParams.get("code")}"`);
    const opened = await SELF.fetch(secondUrl.toString(), {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: secondUrl.origin,
        Host: secondUrl.host,
        "Sec-Fetch-Site": "same-origin",
      },
      body: new URLSearchParams({ intent: "activate", code: secondUrl.searchParams.get("code")! }).toString(),
    });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe("/answer/menu/users/account-activation/success");
    expect((await getUser(target.email))?.mailStatus).toBe(1);
  });

  it("POST user/activation mails a fresh link to the user", async () => {
    const target = await createUser({ activated: false });
    const result = await adminApi("user/activation", {
      token: admin.token,
      body: { user_id: formatObjectId("user", target.user.id) },
    });
    expect(result.status).toBe(200);
    const mail = await lastMailTo(target.email);
    expect(mail?.kind).toBe("activation");
    const code = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect((await api("user/email/verification", { body: { code } })).status).toBe(200);
    expect((await getUser(target.email))?.mailStatus).toBe(1);
  });

  it("an unknown user gets a 404 and nothing is mailed", async () => {
    expect((await adminApi("user/activation?user_id=999999998", { token: admin.token })).status).toBe(404);
    expect((await adminApi("user/activation", { token: admin.token, body: { user_id: "999999998" } })).status).toBe(
      404,
    );
    expect((await adminApi("user/activation", { token: admin.token, body: { user_id: 5 } })).status).toBe(400);
  });
});

describe("POST users (bulk add)", () => {
  const addUsers = (users: unknown) =>
    adminApi<{ count: number } | FieldErrors>("users", { token: admin.token, body: { users } });

  it("adds one activated user per line 'name, email, password'", async () => {
    const tag = uniqueTag();
    const lines = [
      `周律师, ${emailFor(tag, "zhou")}, Bulk-pass-001`,
      "",
      `  Wu Lawyer ,${emailFor(tag, "wu").toUpperCase()},Bulk-pass-002  `,
      `郑律师，${emailFor(tag, "zheng")}，Bulk-pass-003`,
    ].join("\n");
    const result = await addUsers(lines);
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ count: 3 });

    const listed = await page({ query: tag });
    expect(listed.body.data.count).toBe(3);
    const wu = listed.body.data.list.find((row) => row.e_mail === emailFor(tag, "wu"));
    expect(wu).toMatchObject({ display_name: "Wu Lawyer", mail_status: 1, role_id: 1, status: "normal" });
    expect((await login(emailFor(tag, "zheng"), "Bulk-pass-003")).status).toBe(200);
  });

  it("is all or nothing: one bad line adds nobody and names the line", async () => {
    const tag = uniqueTag();
    const lines = [
      `甲律师, ${emailFor(tag, "a")}, Bulk-pass-001`,
      `乙律师, not-an-email, Bulk-pass-002`,
      `丙律师, ${emailFor(tag, "c")}, Bulk-pass-003`,
    ].join("\n");
    const result = await addUsers(lines);
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe("第 2 行有误");
    expect(result.body.data).toEqual([{ error_field: "users", error_msg: "邮箱格式不正确" }]);
    expect((await page({ query: tag })).body.data.count).toBe(0);
  });

  it("refuses a short password, a missing field, a taken email or the same email twice", async () => {
    const tag = uniqueTag();
    const existing = await createUser({ email: emailFor(tag, "exists") });
    const cases: [string, string, string][] = [
      [`甲律师, ${emailFor(tag, "a")}, short`, "第 1 行有误", "密码长度必须在 8 至 32 之间"],
      [`甲律师, ${emailFor(tag, "a")}, Bulk-pass-001\n乙律师, ${emailFor(tag, "b")}`, "第 2 行有误", "密码不能为空"],
      [`甲律师, ${existing.email}, Bulk-pass-001`, "第 1 行有误", "该邮箱已被注册"],
      [
        `甲律师, ${emailFor(tag, "a")}, Bulk-pass-001\n乙律师, ${emailFor(tag, "a")}, Bulk-pass-002`,
        "第 2 行有误",
        "该邮箱已被注册",
      ],
    ];
    for (const [lines, msg, fieldMsg] of cases) {
      const result = await addUsers(lines);
      expect(result.status, lines).toBe(400);
      expect(result.body.msg, lines).toBe(msg);
      expect(result.body.data).toEqual([{ error_field: "users", error_msg: fieldMsg }]);
    }
    expect((await page({ query: tag })).body.data.count).toBe(1);
  });

  it("an empty list or a wrong type gets a 400", async () => {
    for (const users of ["", "   \n  ", 42, ["a, b@example.com, Bulk-pass-001"], null]) {
      const result = await addUsers(users);
      expect(result.status, JSON.stringify(users)).toBe(400);
    }
  });
});

describe("the back office user API is for administrators", () => {
  it("a moderator cannot call any of it", async () => {
    const moderator = await createUser({ role: 3 });
    const target = await createUser();
    const id = formatObjectId("user", target.user.id);
    const calls: [string, { method?: string; body?: unknown }][] = [
      ["users/page", {}],
      [`user?user_id=${id}`, {}],
      ["user/status", { method: "PUT", body: { user_id: id, status: "suspended" } }],
      ["user/role", { method: "PUT", body: { user_id: id, role_id: 2 } }],
      ["user/password", { method: "PUT", body: { user_id: id, password: "Hijacked-pass-1" } }],
      [
        "user/profile",
        { method: "PUT", body: { user_id: id, display_name: "冒名者", username: "hijacked", email: "x@example.com" } },
      ],
      [`user/activation?user_id=${id}`, {}],
      ["user/activation", { body: { user_id: id } }],
      ["users", { body: { users: "冒名者, hijack@example.com, Hijacked-pass-1" } }],
    ];
    for (const [path, options] of calls) {
      const result = await adminApi(path, { token: moderator.token, ...options });
      expect(result.status, path).toBe(403);
      expect(result.body.msg).toBe("您无权访问此页面。");
    }
    expect(await getUser(target.email)).toMatchObject({ status: 1, roleId: 1, displayName: target.user.displayName });
    expect(await loggedIn(target.token)).toBe(true);
    expect(await getUser("hijack@example.com")).toBeUndefined();
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_email = ?")
      .bind(target.email)
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
  });
});
