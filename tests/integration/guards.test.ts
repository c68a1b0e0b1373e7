// The guard matrix of SECURITY.md §4 and SPEC §6: guest, inactive, suspended, user, moderator and administrator
// against the back office API, a back office page and member actions.
import { beforeAll, describe, expect, it } from "vitest";
import { adminApi, api, createUser, getPage, getUser, withoutScripts } from "../helpers";

type Actor = "guest" | "inactive" | "suspended" | "user" | "moderator" | "administrator";
type Expected = { status: number; type?: string; msg?: string };

const ACTORS: Actor[] = ["guest", "inactive", "suspended", "user", "moderator", "administrator"];
const tokens = {} as Record<Actor, string | undefined>;
const emails = {} as Record<Actor, string | undefined>;

beforeAll(async () => {
  const made = {
    inactive: await createUser({ activated: false }),
    suspended: await createUser({ status: 9 }),
    user: await createUser({ role: 1 }),
    moderator: await createUser({ role: 3 }),
    administrator: await createUser({ role: 2, name: "管理员" }),
  };
  tokens.guest = undefined;
  for (const [actor, made1] of Object.entries(made)) {
    tokens[actor as Actor] = made1.token;
    emails[actor as Actor] = made1.email;
  }
});

const UNAUTHORIZED: Expected = { status: 401, msg: "请先登录" };
const INACTIVE: Expected = { status: 403, type: "inactive", msg: "请先激活账号" };
const SUSPENDED: Expected = { status: 403, type: "suspended", msg: "账号被封禁" };
const FORBIDDEN: Expected = { status: 403, msg: "您无权访问此页面。" };
const OK: Expected = { status: 200 };

const ADMIN_ONLY: Record<Actor, Expected> = {
  guest: UNAUTHORIZED,
  inactive: INACTIVE,
  suspended: SUSPENDED,
  user: FORBIDDEN,
  moderator: FORBIDDEN,
  administrator: OK,
};
const ACTIVE_MEMBERS: Record<Actor, Expected> = {
  guest: UNAUTHORIZED,
  inactive: INACTIVE,
  suspended: SUSPENDED,
  user: OK,
  moderator: OK,
  administrator: OK,
};

function expectOutcome(
  actor: Actor,
  result: { status: number; body: { code: number; msg: string; data: unknown } },
  expected: Expected,
) {
  expect(result.status, actor).toBe(expected.status);
  expect(result.body.code, actor).toBe(expected.status);
  if (expected.msg) expect(result.body.msg, actor).toBe(expected.msg);
  if (expected.type) expect(result.body.data, actor).toEqual({ type: expected.type });
  else if (expected.status === 403) expect(result.body.data, actor).toBeNull();
}

describe("GET /answer/admin/api/users/page", () => {
  for (const actor of ACTORS) {
    it(`${actor} → ${ADMIN_ONLY[actor].status}${ADMIN_ONLY[actor].type ? ` ${ADMIN_ONLY[actor].type}` : ""}`, async () => {
      const result = await adminApi<{ count: number }>("users/page", { token: tokens[actor] });
      expectOutcome(actor, result, ADMIN_ONLY[actor]);
      if (actor === "administrator") expect(result.body.data.count).toBeGreaterThanOrEqual(5);
    });
  }
});

describe("PUT /answer/admin/api/siteinfo/general", () => {
  const general = (name: string) => ({
    name,
    site_url: "http://localhost",
    contact_email: "admin@example.com",
    short_description: "",
    description: "",
  });

  for (const actor of ACTORS) {
    it(`${actor} → ${ADMIN_ONLY[actor].status}`, async () => {
      const result = await adminApi("siteinfo/general", {
        method: "PUT",
        token: tokens[actor],
        body: general(`律问-${actor}`),
      });
      expectOutcome(actor, result, ADMIN_ONLY[actor]);
      const site = await api<{ general: { name: string } }>("siteinfo");
      if (actor === "administrator") expect(site.body.data.general.name).toBe("律问-administrator");
      else expect(site.body.data.general.name).not.toBe(`律问-${actor}`);
    });
  }

  it("the administrator puts the default name back", async () => {
    expect(
      (await adminApi("siteinfo/general", { method: "PUT", token: tokens.administrator, body: general("律问") }))
        .status,
    ).toBe(200);
  });
});

describe("PUT /answer/api/v1/user/interface", () => {
  for (const actor of ACTORS) {
    it(`${actor} → ${ACTIVE_MEMBERS[actor].status}`, async () => {
      const result = await api("user/interface", {
        method: "PUT",
        token: tokens[actor],
        body: { language: "zh-CN", color_scheme: "dark" },
      });
      expectOutcome(actor, result, ACTIVE_MEMBERS[actor]);
      const email = emails[actor];
      if (!email) return;
      const row = await getUser(email);
      if (ACTIVE_MEMBERS[actor].status === 200) expect(row).toMatchObject({ language: "zh-CN", colorScheme: "dark" });
      else expect(row).toMatchObject({ language: "", colorScheme: "default" });
    });
  }
});

describe("POST /answer/api/v1/user/community/open", () => {
  for (const actor of ACTORS) {
    it(`${actor} → ${ACTIVE_MEMBERS[actor].status}`, async () => {
      const result = await api("user/community/open", {
        token: tokens[actor],
        body: { username: `社区-${actor}`, bio: "" },
      });
      expectOutcome(actor, result, ACTIVE_MEMBERS[actor]);
      const email = emails[actor];
      if (!email) return;
      const row = await getUser(email);
      if (ACTIVE_MEMBERS[actor].status === 200) expect(row?.displayName).toBe(`社区-${actor}`);
      else expect(row?.displayName).not.toBe(`社区-${actor}`);
    });
  }
});

describe("the page /answer/admin/dashboard", () => {
  const open = (actor: Actor) =>
    getPage("/answer/admin/dashboard", tokens[actor] ? { cookie: `lw_session=${tokens[actor]}` } : {});

  it("guest → 302 to the login page, coming back afterwards", async () => {
    const response = await open("guest");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/answer/menu/users/login?redirect=%2Fanswer%2Fadmin%2Fdashboard");
  });

  it("inactive → 302 to the inactive page", async () => {
    const response = await open("inactive");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/answer/menu/users/account-activation");
  });

  it("suspended → 302 to the suspended page", async () => {
    const response = await open("suspended");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/answer/menu/users/account-suspended");
  });

  for (const actor of ["user", "moderator"] as const) {
    it(`${actor} → the 403 page: 您无权访问此页面。`, async () => {
      const response = await open(actor);
      expect(response.status).toBe(403);
      const html = withoutScripts(await response.text());
      expect(html).toMatch(/<h1[^>]*>您无权访问此页面。<\/h1>/);
      expect(html).not.toContain("站点状态");
    });
  }

  it("administrator → 200 with the dashboard", async () => {
    const response = await open("administrator");
    expect(response.status).toBe(200);
    const html = withoutScripts(await response.text());
    expect(html).toMatch(/<h1[^>]*>仪表盘<\/h1>/);
    expect(html).toContain("站点状态");
    expect(html).not.toContain("您无权访问此页面。");
  });
});

describe("a deleted account (status 10) is treated as logged out", () => {
  it("its token shows no user and every guarded call answers 401", async () => {
    const deleted = await createUser({ status: 10, role: 2 });
    const info = await api("user/info", { token: deleted.token });
    expect(info.status).toBe(200);
    expect(info.body.data).toBeNull();
    expectOutcome("guest", await adminApi("users/page", { token: deleted.token }), UNAUTHORIZED);
    expectOutcome(
      "guest",
      await api("user/interface", { method: "PUT", token: deleted.token, body: { language: "en-US" } }),
      UNAUTHORIZED,
    );
    expectOutcome(
      "guest",
      await api("user/community/open", { token: deleted.token, body: { username: "已删除用户" } }),
      UNAUTHORIZED,
    );
    const page = await getPage("/answer/admin/dashboard", { cookie: `lw_session=${deleted.token}` });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/answer\/menu\/users\/login\?redirect=/);
    expect((await getUser(deleted.email))?.language).toBe("");
  });
});

describe("staff roles count only for normal accounts", () => {
  it("a suspended administrator does not get into the back office", async () => {
    const admin = await createUser({ role: 2, status: 9 });
    expectOutcome("suspended", await adminApi("users/page", { token: admin.token }), SUSPENDED);
    expectOutcome("suspended", await adminApi("siteinfo/general", { token: admin.token }), SUSPENDED);
    const put = await adminApi("siteinfo/general", {
      method: "PUT",
      token: admin.token,
      body: { name: "被封禁的管理员", site_url: "http://localhost", contact_email: "admin@example.com" },
    });
    expectOutcome("suspended", put, SUSPENDED);
    expect((await api<{ general: { name: string } }>("siteinfo")).body.data.general.name).not.toBe("被封禁的管理员");
    const page = await getPage("/answer/admin/dashboard", { cookie: `lw_session=${admin.token}` });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/answer/menu/users/account-suspended");
  });

  it("an administrator whose email is not activated does not get into the back office", async () => {
    const admin = await createUser({ role: 2, activated: false });
    expectOutcome("inactive", await adminApi("users/page", { token: admin.token }), INACTIVE);
    const page = await getPage("/answer/admin/dashboard", { cookie: `lw_session=${admin.token}` });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/answer/menu/users/account-activation");
  });

  it("a suspended administrator is not shown the back office link", async () => {
    const admin = await createUser({ role: 2, status: 9 });
    const active = await createUser({ role: 2 });
    const suspendedHtml = await (
      await getPage("/answer/menu/users/account-suspended", { cookie: `lw_session=${admin.token}` })
    ).text();
    const activeHtml = await (await getPage("/answer/menu/questions", { cookie: `lw_session=${active.token}` })).text();
    expect(activeHtml).toContain('href="/answer/admin/dashboard"');
    expect(suspendedHtml).not.toContain('href="/answer/admin/dashboard"');
  });
});
