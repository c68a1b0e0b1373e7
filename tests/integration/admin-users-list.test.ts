// The back office user list and one user (SPEC §7 admin calls, §3 admin user fields): paging, searching, filtering
// by status, and bad queries refused with a 400.
// Storage is shared by the tests of this file: each searches for its own users by a word no other test uses.
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminApi,
  createAdmin,
  createUser,
  emailFor,
  uniqueSearchWord as uniqueTag,
  usersPageAs,
  type AdminUser,
  type Member,
} from "../helpers";
import { formatObjectId } from "~/lib/object-ids";

let admin: Member;

beforeAll(async () => {
  admin = await createAdmin();
});
const page = usersPageAs(() => admin.token);

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
      user_id: formatObjectId("user", user.id),
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
    expect(rows).toEqual([formatObjectId("user", byName.user.id), formatObjectId("user", byEmail.user.id)].sort());
    const byUsername = await page({ query: byEmail.user.username });
    expect(byUsername.body.data.list.map((row) => row.user_id)).toEqual([formatObjectId("user", byEmail.user.id)]);

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
    const result = await adminApi<AdminUser>(`user?user_id=${formatObjectId("user", target.user.id)}`, {
      token: admin.token,
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      user_id: formatObjectId("user", target.user.id),
      e_mail: target.email,
      display_name: "王律师",
    });
  });

  it("answers 404 for an unknown id and 400 for an id that is not a number", async () => {
    const unknown = await adminApi(`user?user_id=${formatObjectId("user", 999_999_999)}`, { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("用户不存在");
    for (const id of ["abc", "1;DROP", "", "1e3"]) {
      const bad = await adminApi(`user?user_id=${encodeURIComponent(id)}`, { token: admin.token });
      expect(bad.status, id).toBe(400);
    }
    expect((await adminApi("user", { token: admin.token })).status).toBe(400);
  });
});
