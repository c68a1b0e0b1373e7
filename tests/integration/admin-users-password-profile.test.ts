// The back office setting a user's password and profile (SPEC §7 admin calls, §5 admin rules, SECURITY.md §3, §12):
// a new password ends every session, the profile fields' limits and uniqueness, wrong types refused, and an
// administrator cannot reset their own password here.
// Storage is shared by the tests of this file: every test builds its own users.
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminApi,
  createAdmin,
  createUser,
  emailFor,
  getUser,
  loggedIn,
  login,
  uniqueSearchWord as uniqueTag,
  type AdminUser,
  type FieldErrors,
  type Member,
} from "../helpers";
import { formatObjectId } from "~/lib/object-ids";

let admin: Member;

beforeAll(async () => {
  admin = await createAdmin();
});

describe("PUT user/password", () => {
  const setPassword = (body: unknown) => adminApi("user/password", { method: "PUT", token: admin.token, body });

  it("sets a new password and ends every session of the user", async () => {
    const target = await createUser();
    const second = await login(target.email, target.password);
    const result = await setPassword({ user_id: formatObjectId("user", target.user.id), password: "Admin-set-pass-9" });
    expect(result.status).toBe(200);
    expect(await loggedIn(target.token)).toBe(false);
    expect(await loggedIn(second.body.data.access_token)).toBe(false);

    expect((await login(target.email, target.password)).status).toBe(400);
    expect((await login(target.email, "Admin-set-pass-9")).status).toBe(200);
  });

  it("needs 8 to 32 characters: 密码的长度必须是8-32个字符。", async () => {
    const target = await createUser();
    for (const password of ["", "Short-7", "x".repeat(33)]) {
      const result = await setPassword({ user_id: formatObjectId("user", target.user.id), password });
      expect(result.status, password).toBe(400);
      expect(result.body.msg).toBe("密码的长度必须是8-32个字符。");
      expect(result.body.data).toEqual([{ error_field: "password", error_msg: "密码的长度必须是8-32个字符。" }]);
    }
    for (const password of ["12345678", "y".repeat(32)]) {
      expect((await setPassword({ user_id: formatObjectId("user", target.user.id), password })).status, password).toBe(
        200,
      );
    }
    expect((await login(target.email, "y".repeat(32))).status).toBe(200);
  });

  it("a wrong type gets a 400 and keeps the old password", async () => {
    const target = await createUser();
    for (const body of [
      { user_id: formatObjectId("user", target.user.id), password: 12345678 },
      { user_id: formatObjectId("user", target.user.id), password: ["Admin-set-pass-9"] },
      { user_id: formatObjectId("user", target.user.id) },
    ]) {
      expect((await setPassword(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await loggedIn(target.token)).toBe(true);
    expect((await login(target.email, target.password)).status).toBe(200);
  });

  it("an administrator cannot change their own password here", async () => {
    const result = await setPassword({ user_id: formatObjectId("user", admin.user.id), password: "New-admin-pass-1" });
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
      user_id: formatObjectId("user", target.user.id),
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
      user_id: formatObjectId("user", target.user.id),
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
      user_id: formatObjectId("user", target.user.id),
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
      {
        body: {
          user_id: formatObjectId("user", target.user.id),
          display_name: 123,
          username: "abcdef",
          email: target.email,
        },
      },
      {
        body: {
          user_id: formatObjectId("user", target.user.id),
          display_name: "李律师",
          username: ["abc"],
          email: target.email,
        },
      },
      {
        body: {
          user_id: formatObjectId("user", target.user.id),
          display_name: "李律师",
          username: "abcdef",
          email: { a: 1 },
        },
      },
    ]) {
      const result = await adminApi("user/profile", { method: "PUT", token: admin.token, ...options });
      expect(result.status, JSON.stringify(options)).toBe(400);
    }
    expect((await getUser(target.email))?.username).toBe(target.user.username);
  });
});
