// The back office login settings (SPEC §3 groups, §5 admin rules, §7 calls): allowed email domains, closing
// registration, and login_required closing the pages and the member API to visitors.
// Storage is shared by the tests of this file: every test that changes a group puts the defaults back before it ends.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  api,
  createAdmin,
  createUser,
  getPage,
  pageHtml,
  settingsApi,
  withoutScripts,
  type FieldErrors,
  type Member,
} from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

const LOGIN = { ...DEFAULT_SETTINGS.login, allow_email_domains: "" };

let admin: Member;
const { getGroup, putGroup } = settingsApi(() => admin.token);

beforeAll(async () => {
  admin = await createAdmin();
});

describe("siteinfo/login", () => {
  it("allow_email_domains is one domain per line, blanks dropped", async () => {
    const saved = await putGroup<{ allow_email_domains: string[] }>("siteinfo/login", {
      ...LOGIN,
      allow_email_domains: "example.com\n\n   \n  LawFirm.CN  \n",
    });
    expect(saved.status).toBe(200);
    expect((await getGroup<{ allow_email_domains: string[] }>("siteinfo/login")).body.data.allow_email_domains).toEqual(
      ["example.com", "lawfirm.cn"],
    );
  });

  it("registration from other domains is refused: 不允许使用该邮箱域名注册", async () => {
    const refused = await api<FieldErrors>("user/register/email", {
      body: { name: "外部用户", e_mail: "someone@gmail.com", pass: "Domain-pass-42" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("不允许使用该邮箱域名注册");
    expect(refused.body.data).toEqual([{ error_field: "e_mail", error_msg: "不允许使用该邮箱域名注册" }]);
    // a look-alike domain is not the allowed one
    const lookalike = await api("user/register/email", {
      body: { name: "外部用户", e_mail: "someone@evil-lawfirm.cn", pass: "Domain-pass-42" },
    });
    expect(lookalike.status).toBe(400);
    const allowed = await api("user/register/email", {
      body: { name: "律所用户", e_mail: "Member@LawFirm.cn", pass: "Domain-pass-42" },
    });
    expect(allowed.status).toBe(200);

    expect((await putGroup("siteinfo/login", LOGIN)).status).toBe(200);
    const open = await api("user/register/email", {
      body: { name: "外部用户", e_mail: "someone@gmail.com", pass: "Domain-pass-42" },
    });
    expect(open.status).toBe(200);
  });

  it("allow_new_registrations false makes registration refuse", async () => {
    expect((await putGroup("siteinfo/login", { ...LOGIN, allow_new_registrations: false })).status).toBe(200);
    const refused = await api("user/register/email", {
      body: { name: "新用户", e_mail: "closed@example.com", pass: "Closed-pass-42" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("本站暂不开放注册");
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?")
      .bind("closed@example.com")
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
    // the login page no longer offers registration
    expect(withoutScripts(await pageHtml("/answer/menu/users/login"))).not.toContain(
      'href="/answer/menu/users/register"',
    );

    expect((await putGroup("siteinfo/login", LOGIN)).status).toBe(200);
    expect(withoutScripts(await pageHtml("/answer/menu/users/login"))).toContain('href="/answer/menu/users/register"');
    expect(
      (
        await api("user/register/email", {
          body: { name: "新用户", e_mail: "closed@example.com", pass: "Closed-pass-42" },
        })
      ).status,
    ).toBe(200);
  });

  it("login_required sends anonymous visitors to the login page and closes the member API to them", async () => {
    expect((await putGroup("siteinfo/login", { ...LOGIN, login_required: true })).status).toBe(200);
    try {
      const questions = await getPage("/answer/menu/questions?page=2");
      expect(questions.status).toBe(302);
      expect(questions.headers.get("Location")).toBe(
        "/answer/menu/users/login?redirect=%2Fanswer%2Fmenu%2Fquestions%3Fpage%3D2",
      );
      for (const path of ["/answer/menu", "/answer/menu/legal/tos", "/answer/admin/dashboard"]) {
        const response = await getPage(path);
        expect(response.status, path).toBe(302);
        expect(response.headers.get("Location"), path).toMatch(/^\/answer\/menu\/users\/login\?redirect=/);
      }
      // the login and registration pages stay open
      for (const path of [
        "/answer/menu/users/login?redirect=%2Fanswer%2Fmenu%2Fquestions",
        "/answer/menu/users/register",
        "/users/account-recovery",
      ]) {
        expect((await getPage(path)).status, path).toBe(200);
      }

      // the member API: siteinfo, login and registration answer; anything else is 401
      expect((await api("siteinfo")).status).toBe(200);
      expect((await api("siteinfo/legal?info_type=tos")).status).toBe(200);
      const login = await api("user/login/email", { body: { e_mail: "nobody@example.com", pass: "Wrong-pass-123" } });
      expect(login.status).toBe(400);
      const registered = await api<{ access_token: string }>("user/register/email", {
        body: { name: "私有站用户", e_mail: "private@example.com", pass: "Private-pass-42" },
      });
      expect(registered.status).toBe(200);
      for (const path of ["question/page", "tags/page", "personal/user/info?username=admin", "search?q=合同"]) {
        const result = await api(path);
        expect(result.status, path).toBe(401);
        expect(result.body.msg).toBe("请先登录");
      }
      expect((await api("user/interface", { method: "PUT", body: { language: "en-US" } })).status).toBe(401);

      // a logged-in member sees the site as usual
      const member = await createUser();
      expect((await getPage("/answer/menu/questions", { cookie: `lw_session=${member.token}` })).status).toBe(200);
      expect((await api("user/info", { token: member.token })).body.data).not.toBeNull();
    } finally {
      expect((await putGroup("siteinfo/login", LOGIN)).status).toBe(200);
    }
    expect((await getPage("/answer/menu/questions")).status).toBe(200);
  });

  it("the flags must be booleans", async () => {
    for (const change of [{ login_required: "true" }, { allow_new_registrations: 1 }, { allow_email_domains: 42 }]) {
      const result = await putGroup("siteinfo/login", { ...LOGIN, ...change });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(result.body.data).toContainEqual({ error_field: Object.keys(change)[0], error_msg: "内容是无效的" });
    }
    expect((await getGroup("siteinfo/login")).body.data).toEqual({
      ...DEFAULT_SETTINGS.login,
      require_email_verification: true,
    });
  });
});
