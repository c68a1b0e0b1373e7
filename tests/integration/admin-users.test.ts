// The back office user API (SPEC §7 admin calls, §5 admin rules, SECURITY.md §3, §4, §12).
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminApi, api, createAdmin, createUser, db, getUser, lastMailTo, login } from "../helpers";
import { answers, comments, questions } from "~/server/db/schema";

type AdminUser = {
  user_id: string;
  username: string;
  display_name: string;
  e_mail: string;
  status: "normal" | "suspended" | "deleted";
  role_id: number;
  role_name: string;
  mail_status: number;
  suspended_at: number;
  deleted_at: number;
};
type UserPage = { count: number; list: AdminUser[] };
type FieldErrors = { error_field: string; error_msg: string }[];

let admin: Awaited<ReturnType<typeof createAdmin>>;
let tagCounter = 0;

/** A word no other test's users contain, to search the shared user table for one test's rows. */
function uniqueTag(): string {
  tagCounter += 1;
  return `tag${Date.now().toString(36)}x${tagCounter}`;
}

const emailFor = (tag: string, label: string) => `${label}.${tag}@example.com`;

async function page(query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return adminApi<UserPage>(`users/page${search ? `?${search}` : ""}`, { token: admin.token });
}

async function loggedIn(token: string): Promise<boolean> {
  const info = await api("user/info", { token });
  return info.body.data !== null;
}

beforeAll(async () => {
  admin = await createAdmin();
});

describe("GET users/page", () => {
  it("lists ten users a page by default, newest first, with the total count", async () => {
    const tag = uniqueTag();
    const created = [];
    for (let i = 0; i < 12; i++) created.push(await createUser({ name: `分页${i}`, email: emailFor(tag, `p${i}`) }));

    const first = await page({ query: tag });
    expect(first.status).toBe(200);
    expect(first.body.data.count).toBe(12);
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.list[0]!.e_mail).toBe(created[11]!.email);

    const second = await page({ query: tag, page: "2" });
    expect(second.body.data.count).toBe(12);
    expect(second.body.data.list.map((row) => row.e_mail)).toEqual([created[1]!.email, created[0]!.email]);

    const sized = await page({ query: tag, page_size: "5" });
    expect(sized.body.data.list).toHaveLength(5);
  });

  it("a search takes % and _ literally", async () => {
    const tag = uniqueTag();
    await createUser({ email: emailFor(tag, "under_score") });
    await createUser({ email: emailFor(tag, "underXscore") });
    const found = async (query: string) => (await page({ query })).body.data.list.map((row) => row.e_mail);
    expect(await found(`under_score.${tag}`)).toEqual([emailFor(tag, "under_score")]);
    expect(await found(`under%score.${tag}`)).toEqual([]);
  });

  it("shows the admin user fields of SPEC §3 and never a password", async () => {
    const tag = uniqueTag();
    const { user } = await createUser({ email: emailFor(tag, "fields"), role: 3 });
    const result = await page({ query: tag });
    const row = result.body.data.list[0]!;
    expect(row).toMatchObject({
      user_id: String(user.id),
      username: user.username,
      e_mail: user.email,
      status: "normal",
      role_id: 3,
      role_name: "Moderator",
      mail_status: 1,
    });
    expect(JSON.stringify(result.body)).not.toMatch(/password|pbkdf2/i);
  });

  it("filters normal, staff, inactive, suspended and deleted users", async () => {
    const tag = uniqueTag();
    const normal = await createUser({ email: emailFor(tag, "normal") });
    const moderator = await createUser({ email: emailFor(tag, "moderator"), role: 3 });
    const administrator = await createUser({ email: emailFor(tag, "administrator"), role: 2 });
    const inactive = await createUser({ email: emailFor(tag, "inactive"), activated: false });
    const suspended = await createUser({ email: emailFor(tag, "suspended"), status: 9 });
    const suspendedAdmin = await createUser({ email: emailFor(tag, "suspendedadmin"), status: 9, role: 2 });
    const deleted = await createUser({ email: emailFor(tag, "deleted"), status: 10 });

    const emails = async (status: string) =>
      (await page({ query: tag, status })).body.data.list.map((row) => row.e_mail).sort();

    expect(await emails("")).toHaveLength(7);
    expect(await emails("normal")).toEqual([normal.email, moderator.email, administrator.email, inactive.email].sort());
    // a suspended administrator is not staff: roles count only for normal accounts
    expect(await emails("staff")).toEqual([moderator.email, administrator.email].sort());
    expect(await emails("inactive")).toEqual([inactive.email]);
    expect(await emails("suspended")).toEqual([suspended.email, suspendedAdmin.email].sort());
    expect(await emails("deleted")).toEqual([deleted.email]);
    const counted = await page({ query: tag, status: "suspended" });
    expect(counted.body.data.count).toBe(2);
  });

  it("searches by display name, username or email, and a search that matches nobody is an empty page", async () => {
    const tag = uniqueTag();
    const byName = await createUser({ name: `张律师${tag}`, email: `a${Date.now()}@example.com` });
    const byEmail = await createUser({ email: emailFor(tag, "mail") });

    const rows = (await page({ query: tag })).body.data.list.map((row) => row.user_id).sort();
    expect(rows).toEqual([String(byName.user.id), String(byEmail.user.id)].sort());
    const byUsername = await page({ query: byEmail.user.username });
    expect(byUsername.body.data.list.map((row) => row.user_id)).toEqual([String(byEmail.user.id)]);

    const none = await page({ query: `${tag}-nobody` });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ count: 0, list: [] });
    // LIKE wildcards are plain characters, not "match everything"
    const wildcard = await page({ query: "%" });
    expect(wildcard.status).toBe(200);
  });

  it("refuses unknown filters and out-of-range pages with a 400, never a 500", async () => {
    const queries: Record<string, string>[] = [
      { status: "banned" },
      { page: "0" },
      { page: "-1" },
      { page: "abc" },
      { page_size: "0" },
      { page_size: "1000" },
      { page_size: "1.5" },
      { query: "x".repeat(101) },
    ];
    for (const query of queries) {
      const result = await page(query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      expect(result.body.code).toBe(400);
      expect(result.body.msg).toMatch(/^(内容是无效的|内容过长)$/);
    }
  });
});

describe("GET user", () => {
  it("returns one user by id", async () => {
    const target = await createUser({ name: "王律师" });
    const result = await adminApi<AdminUser>(`user?user_id=${target.user.id}`, { token: admin.token });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      user_id: String(target.user.id),
      e_mail: target.email,
      display_name: "王律师",
    });
  });

  it("answers 404 for an unknown id and 400 for an id that is not a number", async () => {
    const unknown = await adminApi("user?user_id=999999999", { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("用户不存在");
    for (const id of ["abc", "1;DROP", "", "1e3"]) {
      const bad = await adminApi(`user?user_id=${encodeURIComponent(id)}`, { token: admin.token });
      expect(bad.status, id).toBe(400);
    }
    expect((await adminApi("user", { token: admin.token })).status).toBe(400);
  });
});

describe("PUT user/status", () => {
  const setStatus = (body: unknown, token = admin.token) => adminApi("user/status", { method: "PUT", token, body });

  it("suspending ends every session of the user, and normal lifts the suspension", async () => {
    const target = await createUser();
    expect(await loggedIn(target.token)).toBe(true);

    const suspended = await setStatus({ user_id: String(target.user.id), status: "suspended" });
    expect(suspended.status).toBe(200);
    expect(await loggedIn(target.token)).toBe(false);
    const row = await adminApi<AdminUser>(`user?user_id=${target.user.id}`, { token: admin.token });
    expect(row.body.data.status).toBe("suspended");
    expect(row.body.data.suspended_at).toBeGreaterThan(0);

    // logging in again shows the account as suspended
    const relogin = await login(target.email, target.password);
    const info = await api<{ status: string }>("user/info", { token: relogin.body.data.access_token });
    expect(info.body.data.status).toBe("suspended");

    expect((await setStatus({ user_id: String(target.user.id), status: "normal" })).status).toBe(200);
    const restored = await adminApi<AdminUser>(`user?user_id=${target.user.id}`, { token: admin.token });
    expect(restored.body.data).toMatchObject({ status: "normal", mail_status: 1, suspended_at: 0 });
  });

  it("inactive asks the user to verify the email again; normal activates", async () => {
    const target = await createUser();
    expect((await setStatus({ user_id: String(target.user.id), status: "inactive" })).status).toBe(200);
    expect((await getUser(target.email))?.mailStatus).toBe(2);
    expect(await loggedIn(target.token)).toBe(false);

    const relogin = await login(target.email, target.password);
    expect(relogin.status).toBe(200);
    const open = await api<{ type: string }>("user/community/open", {
      token: relogin.body.data.access_token,
      body: { username: "未激活用户" },
    });
    expect(open.status).toBe(403);
    expect(open.body.data.type).toBe("inactive");

    expect((await setStatus({ user_id: String(target.user.id), status: "normal" })).status).toBe(200);
    expect((await getUser(target.email))?.mailStatus).toBe(1);
  });

  it("deleting logs the user out for good; the content stays unless remove_all_content is set", async () => {
    const keep = await createUser();
    const [question] = await db()
      .insert(questions)
      .values({
        userId: keep.user.id,
        title: "劳动合同到期不续签有补偿吗",
        originalText: "正文",
        parsedText: "<p>正文</p>",
      })
      .returning();
    expect((await setStatus({ user_id: String(keep.user.id), status: "deleted" })).status).toBe(200);
    expect(await loggedIn(keep.token)).toBe(false);
    const deleted = await adminApi<AdminUser>(`user?user_id=${keep.user.id}`, { token: admin.token });
    expect(deleted.body.data.status).toBe("deleted");
    expect(deleted.body.data.deleted_at).toBeGreaterThan(0);
    expect((await db().select().from(questions).where(eq(questions.id, question!.id)).get())?.status).toBe(1);
    // a deleted account cannot log in again
    const relogin = await login(keep.email, keep.password);
    expect(relogin.status).toBe(400);
    expect(relogin.body.msg).toBe("邮箱或密码错误");
  });

  it("deleting with remove_all_content deletes the user's questions, answers and comments, and nobody else's", async () => {
    const target = await createUser();
    const other = await createUser();
    const [ownQuestion] = await db()
      .insert(questions)
      .values({
        userId: target.user.id,
        title: "房屋租赁押金不退怎么办",
        originalText: "正文",
        parsedText: "<p>正文</p>",
      })
      .returning();
    const [otherQuestion] = await db()
      .insert(questions)
      .values({ userId: other.user.id, title: "交通事故责任如何认定", originalText: "正文", parsedText: "<p>正文</p>" })
      .returning();
    const [ownAnswer] = await db()
      .insert(answers)
      .values({
        questionId: otherQuestion!.id,
        userId: target.user.id,
        originalText: "回答内容",
        parsedText: "<p>回答内容</p>",
      })
      .returning();
    const [ownComment] = await db()
      .insert(comments)
      .values({
        objectType: "question",
        objectId: otherQuestion!.id,
        questionId: otherQuestion!.id,
        userId: target.user.id,
        originalText: "评论",
        parsedText: "<p>评论</p>",
      })
      .returning();

    const result = await setStatus({ user_id: String(target.user.id), status: "deleted", remove_all_content: true });
    expect(result.status).toBe(200);
    expect((await db().select().from(questions).where(eq(questions.id, ownQuestion!.id)).get())?.status).toBe(10);
    expect((await db().select().from(answers).where(eq(answers.id, ownAnswer!.id)).get())?.status).toBe(10);
    expect((await db().select().from(comments).where(eq(comments.id, ownComment!.id)).get())?.status).toBe(10);
    expect((await db().select().from(questions).where(eq(questions.id, otherQuestion!.id)).get())?.status).toBe(1);
    expect(await loggedIn(other.token)).toBe(true);
  });

  it("an administrator cannot change their own status: 禁止对自己执行操作", async () => {
    for (const status of ["suspended", "inactive", "deleted", "normal"]) {
      const result = await setStatus({ user_id: String(admin.user.id), status });
      expect(result.status, status).toBe(400);
      expect(result.body.msg).toBe("禁止对自己执行操作");
    }
    expect(await loggedIn(admin.token)).toBe(true);
    expect((await getUser(admin.email))?.status).toBe(1);
  });

  it("bad input gets a 400 and changes nothing", async () => {
    const target = await createUser();
    const id = String(target.user.id);
    const bodies: { body?: unknown; rawBody?: string }[] = [
      { rawBody: "{not json" },
      { rawBody: '{"user_id": "' },
      { rawBody: "[]" },
      { rawBody: "null" },
      { rawBody: '"suspended"' },
      { body: { user_id: id, status: "banned" } },
      { body: { user_id: id, status: "SUSPENDED" } },
      { body: { user_id: id, status: 9 } },
      { body: { user_id: id } },
      { body: { user_id: Number(id), status: "suspended" } },
      { body: { user_id: [id], status: "suspended" } },
      { body: { user_id: `${id} OR 1=1`, status: "suspended" } },
      { body: { user_id: id, status: "deleted", remove_all_content: "yes" } },
      { body: { status: "suspended" } },
    ];
    for (const options of bodies) {
      const result = await adminApi("user/status", { method: "PUT", token: admin.token, ...options });
      expect(result.status, JSON.stringify(options)).toBe(400);
      expect(result.body.code).toBe(400);
      expect(result.body.msg).toBeTruthy();
    }
    const malformed = await adminApi("user/status", { method: "PUT", token: admin.token, rawBody: "{not json" });
    expect(malformed.body.msg).toBe("请求内容不是有效的 JSON");
    const unknownStatus = await setStatus({ user_id: id, status: "banned" });
    expect(unknownStatus.body.data).toEqual([{ error_field: "status", error_msg: "内容是无效的" }]);

    const row = await getUser(target.email);
    expect(row).toMatchObject({ status: 1, mailStatus: 1, deletedAt: null, suspendedAt: null });
    expect(await loggedIn(target.token)).toBe(true);
  });

  it("an unknown user id is a 404", async () => {
    const result = await setStatus({ user_id: "999999999", status: "suspended" });
    expect(result.status).toBe(404);
    expect(result.body.msg).toBe("用户不存在");
  });
});

describe("PUT user/role", () => {
  const setRole = (body: unknown) => adminApi("user/role", { method: "PUT", token: admin.token, body });

  it("changes the role and ends the user's sessions, so the new role applies at once", async () => {
    const target = await createUser();
    const promoted = await setRole({ user_id: String(target.user.id), role_id: 2 });
    expect(promoted.status).toBe(200);
    expect(await loggedIn(target.token)).toBe(false);

    const relogin = await login(target.email, target.password);
    const token = relogin.body.data.access_token;
    expect((await adminApi("users/page", { token })).status).toBe(200);

    expect((await setRole({ user_id: String(target.user.id), role_id: 1 })).status).toBe(200);
    expect(await loggedIn(token)).toBe(false);
    const again = await login(target.email, target.password);
    expect((await adminApi("users/page", { token: again.body.data.access_token })).status).toBe(403);
    const row = await adminApi<AdminUser>(`user?user_id=${target.user.id}`, { token: admin.token });
    expect(row.body.data).toMatchObject({ role_id: 1, role_name: "User" });
  });

  it("sets the moderator role", async () => {
    const target = await createUser();
    expect((await setRole({ user_id: String(target.user.id), role_id: 3 })).status).toBe(200);
    const row = await adminApi<AdminUser>(`user?user_id=${target.user.id}`, { token: admin.token });
    expect(row.body.data).toMatchObject({ role_id: 3, role_name: "Moderator" });
  });

  it("an administrator cannot change their own role", async () => {
    const result = await setRole({ user_id: String(admin.user.id), role_id: 1 });
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe("禁止对自己执行操作");
    expect((await getUser(admin.email))?.roleId).toBe(2);
    expect(await loggedIn(admin.token)).toBe(true);
  });

  it("an unknown role or a wrong type gets a 400 and changes nothing", async () => {
    const target = await createUser();
    const id = String(target.user.id);
    for (const body of [
      { user_id: id, role_id: 4 },
      { user_id: id, role_id: 0 },
      { user_id: id, role_id: "2" },
      { user_id: id, role_id: 2.5 },
      { user_id: id, role_id: null },
      { user_id: id },
    ]) {
      const result = await setRole(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
    }
    expect((await adminApi("user/role", { method: "PUT", token: admin.token, rawBody: "{role_id:2}" })).status).toBe(
      400,
    );
    expect((await getUser(target.email))?.roleId).toBe(1);
    expect(await loggedIn(target.token)).toBe(true);
  });
});

describe("PUT user/password", () => {
  const setPassword = (body: unknown) => adminApi("user/password", { method: "PUT", token: admin.token, body });

  it("sets a new password and ends every session of the user", async () => {
    const target = await createUser();
    const second = await login(target.email, target.password);
    const result = await setPassword({ user_id: String(target.user.id), password: "Admin-set-pass-9" });
    expect(result.status).toBe(200);
    expect(await loggedIn(target.token)).toBe(false);
    expect(await loggedIn(second.body.data.access_token)).toBe(false);

    expect((await login(target.email, target.password)).status).toBe(400);
    expect((await login(target.email, "Admin-set-pass-9")).status).toBe(200);
  });

  it("needs 8 to 32 characters: 密码的长度必须是8-32个字符。", async () => {
    const target = await createUser();
    for (const password of ["", "Short-7", "x".repeat(33)]) {
      const result = await setPassword({ user_id: String(target.user.id), password });
      expect(result.status, password).toBe(400);
      expect(result.body.msg).toBe("密码的长度必须是8-32个字符。");
      expect(result.body.data).toEqual([{ error_field: "password", error_msg: "密码的长度必须是8-32个字符。" }]);
    }
    for (const password of ["12345678", "y".repeat(32)]) {
      expect((await setPassword({ user_id: String(target.user.id), password })).status, password).toBe(200);
    }
    expect((await login(target.email, "y".repeat(32))).status).toBe(200);
  });

  it("a wrong type gets a 400 and keeps the old password", async () => {
    const target = await createUser();
    for (const body of [
      { user_id: String(target.user.id), password: 12345678 },
      { user_id: String(target.user.id), password: ["Admin-set-pass-9"] },
      { user_id: String(target.user.id) },
    ]) {
      expect((await setPassword(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await loggedIn(target.token)).toBe(true);
    expect((await login(target.email, target.password)).status).toBe(200);
  });

  it("an administrator cannot change their own password here", async () => {
    const result = await setPassword({ user_id: String(admin.user.id), password: "New-admin-pass-1" });
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe("禁止对自己执行操作");
    expect(await loggedIn(admin.token)).toBe(true);
    expect((await login(admin.email, "New-admin-pass-1")).status).toBe(400);
  });
});

describe("PUT user/profile", () => {
  const setProfile = (body: unknown) =>
    adminApi<FieldErrors>("user/profile", { method: "PUT", token: admin.token, body });

  it("changes display name, username and email", async () => {
    const tag = uniqueTag();
    const target = await createUser();
    const email = emailFor(tag, "renamed");
    const result = await setProfile({
      user_id: String(target.user.id),
      display_name: "赵律师",
      username: `zhao.${tag}`,
      email: email.toUpperCase(),
    });
    expect(result.status).toBe(200);
    const row = await adminApi<AdminUser>(`user?user_id=${target.user.id}`, { token: admin.token });
    expect(row.body.data).toMatchObject({ display_name: "赵律师", username: `zhao.${tag}`, e_mail: email });
    expect((await login(email, target.password)).status).toBe(200);
  });

  it("display name and username need 3 to 30 characters, the email must be valid", async () => {
    const target = await createUser();
    const base = {
      user_id: String(target.user.id),
      display_name: "钱律师们",
      username: `qian-${target.user.id}`,
      email: target.email,
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ display_name: "钱律" }, "display_name", "长度必须在 3 至 30 个字符之间"],
      [{ display_name: "钱".repeat(31) }, "display_name", "长度必须在 3 至 30 个字符之间"],
      [{ display_name: "   " }, "display_name", "显示名称不能为空"],
      [{ username: "ab" }, "username", "长度必须在 3 至 30 个字符之间"],
      [{ username: "a".repeat(31) }, "username", "长度必须在 3 至 30 个字符之间"],
      [{ username: "" }, "username", "用户名不能为空"],
      [{ username: "钱律师abc" }, "username", "用户名只能包含 a-z、0-9、短横线、点和下划线"],
      [{ email: "not-an-email" }, "email", "无效的邮箱地址"],
      [{ email: "a@b" }, "email", "无效的邮箱地址"],
      [{ email: "" }, "email", "邮箱不能为空"],
    ];
    for (const [change, field, message] of cases) {
      const result = await setProfile({ ...base, ...change });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(result.body.data).toContainEqual({ error_field: field, error_msg: message });
    }
    const row = await getUser(target.email);
    expect(row).toMatchObject({ displayName: target.user.displayName, username: target.user.username });
    // the limits themselves are accepted
    expect((await setProfile({ ...base, display_name: "钱".repeat(30), username: "q".repeat(30) })).status).toBe(200);
    expect((await setProfile({ ...base, display_name: "钱律师", username: `qq${target.user.id}` })).status).toBe(200);
  });

  it("an email or username another user has is refused", async () => {
    const target = await createUser();
    const other = await createUser();
    const base = {
      user_id: String(target.user.id),
      display_name: "孙律师",
      username: target.user.username,
      email: target.email,
    };
    const takenEmail = await setProfile({ ...base, email: other.email });
    expect(takenEmail.status).toBe(400);
    expect(takenEmail.body.data).toEqual([{ error_field: "email", error_msg: "该邮箱已被注册" }]);
    const takenUsername = await setProfile({ ...base, username: other.user.username });
    expect(takenUsername.status).toBe(400);
    expect(takenUsername.body.data).toEqual([{ error_field: "username", error_msg: "该用户名已被占用" }]);
    expect((await getUser(target.email))?.displayName).toBe(target.user.displayName);
  });

  it("wrong types and malformed JSON get a 400", async () => {
    const target = await createUser();
    for (const options of [
      { rawBody: "{" },
      { body: { user_id: String(target.user.id), display_name: 123, username: "abcdef", email: target.email } },
      { body: { user_id: String(target.user.id), display_name: "李律师", username: ["abc"], email: target.email } },
      { body: { user_id: String(target.user.id), display_name: "李律师", username: "abcdef", email: { a: 1 } } },
    ]) {
      const result = await adminApi("user/profile", { method: "PUT", token: admin.token, ...options });
      expect(result.status, JSON.stringify(options)).toBe(400);
    }
    expect((await getUser(target.email))?.username).toBe(target.user.username);
  });
});

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
    const result = await adminApi("user/activation", { token: admin.token, body: { user_id: String(target.user.id) } });
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
    const id = String(target.user.id);
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
