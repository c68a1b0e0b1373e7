// The back office changing a user's status and role (SPEC §7 admin calls, §5 admin rules, SECURITY.md §3, §4):
// suspending, deactivating and deleting end the user's sessions, deleting may remove the user's content, a new role
// applies at once, an administrator cannot act on their own account, and bad input changes nothing.
// Storage is shared by the tests of this file: every test builds its own users.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminApi,
  api,
  createAdmin,
  createUser,
  db,
  getUser,
  loggedIn,
  login,
  type AdminUser,
  type Member,
  rowId,
} from "../helpers";
import { answers, comments, questions } from "~/server/db/schema";
import { formatObjectId } from "~/lib/object-ids";

let admin: Member;

beforeAll(async () => {
  admin = await createAdmin();
});

describe("PUT user/status", () => {
  const setStatus = (body: unknown, token = admin.token) => adminApi("user/status", { method: "PUT", token, body });

  it("suspending ends every session of the user, and normal lifts the suspension", async () => {
    const target = await createUser();
    expect(await loggedIn(target.token)).toBe(true);

    const suspended = await setStatus({ user_id: formatObjectId("user", target.user.id), status: "suspended" });
    expect(suspended.status).toBe(200);
    expect(await loggedIn(target.token)).toBe(false);
    const row = await adminApi<AdminUser>(`user?user_id=${target.user.id}`, { token: admin.token });
    expect(row.body.data.status).toBe("suspended");
    expect(row.body.data.suspended_at).toBeGreaterThan(0);

    // logging in again shows the account as suspended
    const relogin = await login(target.email, target.password);
    const info = await api<{ status: string }>("user/info", { token: relogin.body.data.access_token });
    expect(info.body.data.status).toBe("suspended");

    expect((await setStatus({ user_id: formatObjectId("user", target.user.id), status: "normal" })).status).toBe(200);
    const restored = await adminApi<AdminUser>(`user?user_id=${target.user.id}`, { token: admin.token });
    expect(restored.body.data).toMatchObject({ status: "normal", mail_status: 1, suspended_at: 0 });
  });

  it("inactive asks the user to verify the email again; normal activates", async () => {
    const target = await createUser();
    expect((await setStatus({ user_id: formatObjectId("user", target.user.id), status: "inactive" })).status).toBe(200);
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

    expect((await setStatus({ user_id: formatObjectId("user", target.user.id), status: "normal" })).status).toBe(200);
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
    expect((await setStatus({ user_id: formatObjectId("user", keep.user.id), status: "deleted" })).status).toBe(200);
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

    const result = await setStatus({
      user_id: formatObjectId("user", target.user.id),
      status: "deleted",
      remove_all_content: true,
    });
    expect(result.status).toBe(200);
    expect((await db().select().from(questions).where(eq(questions.id, ownQuestion!.id)).get())?.status).toBe(10);
    expect((await db().select().from(answers).where(eq(answers.id, ownAnswer!.id)).get())?.status).toBe(10);
    expect((await db().select().from(comments).where(eq(comments.id, ownComment!.id)).get())?.status).toBe(10);
    expect((await db().select().from(questions).where(eq(questions.id, otherQuestion!.id)).get())?.status).toBe(1);
    expect(await loggedIn(other.token)).toBe(true);
  });

  it("an administrator cannot change their own status: 禁止对自己执行操作", async () => {
    for (const status of ["suspended", "inactive", "deleted", "normal"]) {
      const result = await setStatus({ user_id: formatObjectId("user", admin.user.id), status });
      expect(result.status, status).toBe(400);
      expect(result.body.msg).toBe("禁止对自己执行操作");
    }
    expect(await loggedIn(admin.token)).toBe(true);
    expect((await getUser(admin.email))?.status).toBe(1);
  });

  it("bad input gets a 400 and changes nothing", async () => {
    const target = await createUser();
    const id = formatObjectId("user", target.user.id);
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
      { body: { user_id: rowId(id), status: "suspended" } },
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
    const promoted = await setRole({ user_id: formatObjectId("user", target.user.id), role_id: 2 });
    expect(promoted.status).toBe(200);
    expect(await loggedIn(target.token)).toBe(false);

    const relogin = await login(target.email, target.password);
    const token = relogin.body.data.access_token;
    expect((await adminApi("users/page", { token })).status).toBe(200);

    expect((await setRole({ user_id: formatObjectId("user", target.user.id), role_id: 1 })).status).toBe(200);
    expect(await loggedIn(token)).toBe(false);
    const again = await login(target.email, target.password);
    expect((await adminApi("users/page", { token: again.body.data.access_token })).status).toBe(403);
    const row = await adminApi<AdminUser>(`user?user_id=${target.user.id}`, { token: admin.token });
    expect(row.body.data).toMatchObject({ role_id: 1, role_name: "User" });
  });

  it("sets the moderator role", async () => {
    const target = await createUser();
    expect((await setRole({ user_id: formatObjectId("user", target.user.id), role_id: 3 })).status).toBe(200);
    const row = await adminApi<AdminUser>(`user?user_id=${target.user.id}`, { token: admin.token });
    expect(row.body.data).toMatchObject({ role_id: 3, role_name: "Moderator" });
  });

  it("an administrator cannot change their own role", async () => {
    const result = await setRole({ user_id: formatObjectId("user", admin.user.id), role_id: 1 });
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe("禁止对自己执行操作");
    expect((await getUser(admin.email))?.roleId).toBe(2);
    expect(await loggedIn(admin.token)).toBe(true);
  });

  it("an unknown role or a wrong type gets a 400 and changes nothing", async () => {
    const target = await createUser();
    const id = formatObjectId("user", target.user.id);
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
