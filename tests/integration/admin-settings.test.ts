// The back office settings (SPEC §3 groups, §5 admin rules, §7 calls): validation messages, and that saved settings
// are applied to the API and the pages. Storage is shared by the tests of this file: every test that changes a group
// puts the defaults back before it ends.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { adminApi, api, createAdmin, createUser, getPage, withoutScripts } from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

type FieldErrors = { error_field: string; error_msg: string }[];

let admin: Awaited<ReturnType<typeof createAdmin>>;

const SITE_URL = "http://localhost";
const GENERAL = {
  name: "律问",
  site_url: SITE_URL,
  short_description: "",
  description: "",
  contact_email: "admin@example.com",
  check_update: true,
};
const LOGIN = { ...DEFAULT_SETTINGS.login, allow_email_domains: "" };
const WRITE = DEFAULT_SETTINGS.write;
const SMTP = { ...DEFAULT_SETTINGS.smtp };

const getGroup = <T = Record<string, unknown>>(path: string) => adminApi<T>(path, { token: admin.token });
const putGroup = <T = Record<string, unknown>>(path: string, body: unknown) =>
  adminApi<T>(path, { method: "PUT", token: admin.token, body });

async function pageHtml(path: string, token?: string) {
  const response = await getPage(path, token ? { cookie: `lw_session=${token}` } : {});
  expect(response.status, path).toBe(200);
  return response.text();
}

async function expectFieldError(path: string, body: unknown, field: string, message: string) {
  const result = await putGroup<FieldErrors>(path, body);
  expect(result.status, JSON.stringify(body)).toBe(400);
  expect(result.body.code).toBe(400);
  expect(result.body.data, JSON.stringify(body)).toContainEqual({ error_field: field, error_msg: message });
  return result;
}

async function storedGroup(name: string): Promise<Record<string, unknown> | null> {
  const row = await env.DB.prepare("SELECT value FROM site_settings WHERE name = ?")
    .bind(name)
    .first<{ value: string }>();
  return row ? (JSON.parse(row.value) as Record<string, unknown>) : null;
}

beforeAll(async () => {
  admin = await createAdmin();
});

describe("reading the groups", () => {
  it("every group reads back with the defaults of a new site, the SMTP password never", async () => {
    const siteinfo = [
      "general",
      "interface",
      "branding",
      "write",
      "legal",
      "seo",
      "theme",
      "custom-css-html",
      "login",
      "users",
    ];
    const keys: Record<string, keyof typeof DEFAULT_SETTINGS> = { "custom-css-html": "custom-css-html" };
    for (const group of siteinfo) {
      const result = await getGroup(`siteinfo/${group}`);
      expect(result.status, group).toBe(200);
      expect(result.body.data, group).toEqual(
        DEFAULT_SETTINGS[keys[group] ?? (group as keyof typeof DEFAULT_SETTINGS)],
      );
    }
    const smtp = await getGroup("setting/smtp");
    expect(smtp.body.data).toEqual({ ...DEFAULT_SETTINGS.smtp, smtp_password: "" });
    const privileges = await getGroup("setting/privileges");
    expect(privileges.body.data).toEqual({ level: 2, custom_privileges: [] });
  });

  it("an unknown group, or a group under the wrong prefix, is a 404", async () => {
    for (const path of [
      "siteinfo/smtp",
      "siteinfo/privileges",
      "setting/general",
      "siteinfo/nothing",
      "setting/login",
    ]) {
      const result = await getGroup(path);
      expect(result.status, path).toBe(404);
      expect(result.body.msg).toBe("很抱歉，此页面不存在。");
      expect((await putGroup(path, {})).status, path).toBe(404);
    }
  });
});

describe("siteinfo/general", () => {
  it("a new name shows in GET siteinfo and in the <title> of the pages", async () => {
    const saved = await putGroup("siteinfo/general", {
      ...GENERAL,
      name: "律问测试站",
      site_url: `${SITE_URL}/`,
      description: "法律问答",
    });
    expect(saved.status).toBe(200);
    // the trailing slash of a root URL is dropped
    expect(saved.body.data).toMatchObject({ name: "律问测试站", site_url: SITE_URL, description: "法律问答" });
    expect((await getGroup("siteinfo/general")).body.data).toMatchObject({ name: "律问测试站", site_url: SITE_URL });

    const site = await api<{ general: { name: string; site_url: string; description: string } }>("siteinfo");
    expect(site.body.data.general).toMatchObject({ name: "律问测试站", site_url: SITE_URL, description: "法律问答" });

    const html = await pageHtml("/answer/menu/questions");
    expect(html).toMatch(/<title>[^<]*律问测试站<\/title>/);

    expect((await putGroup("siteinfo/general", GENERAL)).status).toBe(200);
    expect(await pageHtml("/answer/menu/questions")).toMatch(/<title>[^<]*律问<\/title>/);
  });

  it("site_url must be an http(s) root URL without query or hash: 请输入一个有效的 URL。", async () => {
    for (const site_url of [
      "https://lvwen.example.com/answer",
      "https://lvwen.example.com/?from=admin",
      "https://lvwen.example.com/#top",
      "https://lvwen.example.com?",
      "ftp://lvwen.example.com",
      "javascript:alert(1)",
      "lvwen.example.com",
      "https://",
    ]) {
      await expectFieldError("siteinfo/general", { ...GENERAL, site_url }, "site_url", "请输入一个有效的 URL。");
    }
    await expectFieldError("siteinfo/general", { ...GENERAL, site_url: "" }, "site_url", "网站网址不能为空");
    expect((await getGroup("siteinfo/general")).body.data).toMatchObject({ site_url: SITE_URL });
  });

  it("name and contact email are required, and the email must be valid: 联系人邮箱无效。", async () => {
    await expectFieldError("siteinfo/general", { ...GENERAL, name: "  " }, "name", "站点名称不能为空");
    await expectFieldError(
      "siteinfo/general",
      { ...GENERAL, contact_email: "" },
      "contact_email",
      "联系人邮箱不能为空",
    );
    for (const contact_email of ["admin", "admin@", "admin@example", "<a>@example.com"]) {
      await expectFieldError("siteinfo/general", { ...GENERAL, contact_email }, "contact_email", "联系人邮箱无效。");
    }
    const result = await putGroup<FieldErrors>("siteinfo/general", {
      ...GENERAL,
      name: "",
      site_url: "ftp://x",
      contact_email: "x",
    });
    expect(result.body.msg).toBe("站点名称不能为空");
    expect(result.body.data.map((error) => error.error_field).sort()).toEqual(["contact_email", "name", "site_url"]);
    expect((await getGroup("siteinfo/general")).body.data).toMatchObject({
      name: "律问",
      contact_email: "admin@example.com",
    });
  });

  it("malformed JSON and wrong types get a 400 and change nothing; unknown fields are not stored", async () => {
    const cases: { body?: unknown; rawBody?: string }[] = [
      { rawBody: '{"name": ' },
      { rawBody: "[1, 2]" },
      { rawBody: "42" },
      { body: { ...GENERAL, name: 42 } },
      { body: { ...GENERAL, name: ["律问"] } },
      { body: { ...GENERAL, check_update: "yes" } },
      { body: { ...GENERAL, site_url: null } },
    ];
    for (const options of cases) {
      const result = await adminApi("siteinfo/general", { method: "PUT", token: admin.token, ...options });
      expect(result.status, JSON.stringify(options)).toBe(400);
      expect(result.body.code).toBe(400);
    }
    expect((await adminApi("siteinfo/general", { method: "PUT", token: admin.token, rawBody: "{" })).body.msg).toBe(
      "请求内容不是有效的 JSON",
    );
    expect((await putGroup("siteinfo/general", { ...GENERAL, is_admin: true, smtp_password: "x" })).status).toBe(200);
    expect(await storedGroup("general")).toEqual(GENERAL);
  });
});

describe("siteinfo/interface", () => {
  it("language en-US renders the pages in English; zh-CN back in Chinese", async () => {
    expect((await putGroup("siteinfo/interface", { language: "en-US", time_zone: "UTC" })).status).toBe(200);
    const site = await api<{ interface: { language: string; time_zone: string } }>("siteinfo");
    expect(site.body.data.interface).toEqual({ language: "en_US", time_zone: "UTC" });
    const english = await pageHtml("/answer/menu/questions");
    expect(english).toContain('<html lang="en-US"');
    expect(withoutScripts(english)).toContain("All topics");
    // API messages follow the site language when the client does not ask for one
    const login = await api("user/login/email", { body: { e_mail: "nobody@example.com", pass: "Wrong-pass-123" } });
    expect(login.body.msg).toBe("Wrong email or password");

    expect((await putGroup("siteinfo/interface", DEFAULT_SETTINGS.interface)).status).toBe(200);
    const chinese = await pageHtml("/answer/menu/questions");
    expect(chinese).toContain('<html lang="zh-CN"');
    expect(withoutScripts(chinese)).toContain("全部话题");
  });

  it("the language is required (界面语言不能为空) and the time zone must exist", async () => {
    await expectFieldError("siteinfo/interface", { language: "", time_zone: "UTC" }, "language", "界面语言不能为空");
    // a key left out reads "cannot be empty"
    await expectFieldError("siteinfo/interface", { time_zone: "UTC" }, "language", "不能为空");
    await expectFieldError(
      "siteinfo/interface",
      { language: "fr-FR", time_zone: "UTC" },
      "language",
      "界面语言不能为空",
    );
    await expectFieldError(
      "siteinfo/interface",
      { language: "zh-CN", time_zone: "Mars/Olympus" },
      "time_zone",
      "内容是无效的",
    );
    expect((await getGroup("siteinfo/interface")).body.data).toEqual(DEFAULT_SETTINGS.interface);
  });
});

describe("siteinfo/branding", () => {
  it("saves http(s) image addresses and shows the favicon; other schemes are refused", async () => {
    const branding = {
      logo: "https://cdn.example.com/logo.png",
      mobile_logo: "",
      square_icon: "",
      favicon: "https://cdn.example.com/favicon.ico",
    };
    expect((await putGroup("siteinfo/branding", branding)).status).toBe(200);
    expect((await getGroup("siteinfo/branding")).body.data).toEqual(branding);
    expect(await pageHtml("/answer/menu/questions")).toContain(
      '<link rel="icon" href="https://cdn.example.com/favicon.ico"/>',
    );

    for (const logo of ["javascript:alert(1)", "data:image/png;base64,AAAA", "ftp://cdn.example.com/logo.png"]) {
      await expectFieldError("siteinfo/branding", { ...branding, logo }, "logo", "内容是无效的");
    }
    expect((await putGroup("siteinfo/branding", DEFAULT_SETTINGS.branding)).status).toBe(200);
    expect(await pageHtml("/answer/menu/questions")).not.toContain('rel="icon"');
  });
});

describe("siteinfo/write", () => {
  it("extension lists 'JPG, .png ,webp' are trimmed, lowercased and de-duplicated", async () => {
    const saved = await putGroup<typeof WRITE>("siteinfo/write", {
      ...WRITE,
      authorized_image_extensions: "JPG, .png ,webp, jpg,",
      authorized_attachment_extensions: " PDF,.Docx ",
      recommend_tags: "民法\n\n 刑法 \n民法",
      reserved_tags: "公告",
    });
    expect(saved.status).toBe(200);
    const stored = (await getGroup<typeof WRITE>("siteinfo/write")).body.data;
    expect(stored.authorized_image_extensions).toEqual(["jpg", "png", "webp"]);
    expect(stored.authorized_attachment_extensions).toEqual(["pdf", "docx"]);
    expect(stored.recommend_tags).toEqual(["民法", "刑法"]);
    expect(stored.reserved_tags).toEqual(["公告"]);
    const site = await api<{ site_write: typeof WRITE }>("siteinfo");
    expect(site.body.data.site_write.authorized_image_extensions).toEqual(["jpg", "png", "webp"]);
  });

  it("recommended tags may not include a reserved tag: 推荐标签不能包含保留标签", async () => {
    await expectFieldError(
      "siteinfo/write",
      { ...WRITE, recommend_tags: ["民法", "公告"], reserved_tags: ["公告", "置顶"] },
      "recommend_tags",
      "推荐标签不能包含保留标签",
    );
    await expectFieldError(
      "siteinfo/write",
      { ...WRITE, recommend_tags: "刑法\n置顶", reserved_tags: "置顶" },
      "recommend_tags",
      "推荐标签不能包含保留标签",
    );
    // the earlier save is unchanged
    expect((await getGroup<typeof WRITE>("siteinfo/write")).body.data.reserved_tags).toEqual(["公告"]);
  });

  it("sizes must be whole numbers of at least 1; booleans must be booleans", async () => {
    for (const change of [
      { max_image_size: 0 },
      { max_image_size: -4 },
      { max_attachment_size: 1.5 },
      { max_image_megapixel: "40" },
      { restrict_answer: "false" },
    ]) {
      const result = await putGroup("siteinfo/write", { ...WRITE, ...change });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(result.body.data).toContainEqual({ error_field: Object.keys(change)[0], error_msg: "内容是无效的" });
    }
    expect((await putGroup("siteinfo/write", WRITE)).status).toBe(200);
    expect((await getGroup("siteinfo/write")).body.data).toEqual(WRITE);
  });
});

describe("siteinfo/legal", () => {
  it("renders the texts to sanitized HTML and shows them at /answer/menu/legal/tos", async () => {
    const markdown = "# 服务条款\n\n请**遵守**法律。\n\n<script>alert('tos')</script>\n\n[链接](javascript:alert(2))";
    const saved = await putGroup<Record<string, string>>("siteinfo/legal", {
      terms_of_service_original_text: markdown,
      privacy_policy_original_text: "我们只收集必要的信息。",
      // a parsed text sent by the client is ignored: the server renders it
      terms_of_service_parsed_text: "<script>alert('parsed')</script>",
    });
    expect(saved.status).toBe(200);
    const parsed = saved.body.data.terms_of_service_parsed_text!;
    expect(parsed).toContain("<h1");
    expect(parsed).toContain("<strong>遵守</strong>");
    expect(parsed).not.toMatch(/<script|javascript:|alert\('parsed'\)/i);

    const legal = await api<Record<string, string>>("siteinfo/legal?info_type=tos");
    expect(legal.body.data).toEqual({ terms_of_service_original_text: markdown, terms_of_service_parsed_text: parsed });
    const privacy = await api<Record<string, string>>("siteinfo/legal?info_type=privacy");
    expect(privacy.body.data.privacy_policy_parsed_text).toBe("<p>我们只收集必要的信息。</p>\n");

    const html = withoutScripts(await pageHtml("/answer/menu/legal/tos"));
    expect(html).toContain("<strong>遵守</strong>");
    expect(html).not.toMatch(/<script>alert|javascript:alert/);
    expect(withoutScripts(await pageHtml("/answer/menu/legal/privacy"))).toContain("我们只收集必要的信息。");
  });

  it("a text that is just a URL makes the registration page link out", async () => {
    expect(
      (
        await putGroup("siteinfo/legal", {
          terms_of_service_original_text: "服务条款正文",
          privacy_policy_original_text: "https://law.example.com/privacy",
        })
      ).status,
    ).toBe(200);
    const html = withoutScripts(await pageHtml("/answer/menu/users/register"));
    expect(html).toContain('href="https://law.example.com/privacy"');
    expect(html).toContain('href="/answer/menu/legal/tos"');
    // the agreement sentence, translated with its two links in place
    expect(html).toMatch(
      /注册即表示您同意<a href="\/answer\/menu\/legal\/tos"[^>]*>服务条款<\/a>和<a href="https:\/\/law\.example\.com\/privacy"[^>]*>隐私政策<\/a>。/,
    );
  });

  it("both texts are required", async () => {
    await expectFieldError(
      "siteinfo/legal",
      { terms_of_service_original_text: " ", privacy_policy_original_text: "隐私" },
      "terms_of_service_original_text",
      "内容不能为空",
    );
    await expectFieldError(
      "siteinfo/legal",
      { terms_of_service_original_text: "条款" },
      "privacy_policy_original_text",
      "不能为空",
    );
    expect((await getGroup<Record<string, string>>("siteinfo/legal")).body.data.terms_of_service_original_text).toBe(
      "服务条款正文",
    );
    await env.DB.prepare("DELETE FROM site_settings WHERE name = 'legal'").run();
  });
});

describe("siteinfo/seo, theme, custom-css-html and users", () => {
  it("seo: permalink 1-4 only", async () => {
    for (const permalink of [0, 5, "2", 2.5, null]) {
      await expectFieldError("siteinfo/seo", { robots: "", permalink }, "permalink", "内容是无效的");
    }
    expect((await putGroup("siteinfo/seo", { robots: "User-agent: *\nDisallow: /admin", permalink: 2 })).status).toBe(
      200,
    );
    expect((await api<{ site_seo: { permalink: number } }>("siteinfo")).body.data.site_seo.permalink).toBe(2);
    expect((await putGroup("siteinfo/seo", DEFAULT_SETTINGS.seo)).status).toBe(200);
  });

  it("theme: the colour scheme and primary colour reach the pages; unknown values are refused", async () => {
    const theme = {
      theme: "default",
      color_scheme: "dark",
      theme_config: { navbar_style: "light", primary_color: "#123abc" },
    };
    expect((await putGroup("siteinfo/theme", theme)).status).toBe(200);
    const html = await pageHtml("/answer/menu/questions");
    expect(html).toContain('data-color-scheme="dark"');
    expect(html).toContain("--lw-primary:#123abc");

    await expectFieldError("siteinfo/theme", { ...theme, color_scheme: "neon" }, "color_scheme", "内容是无效的");
    for (const primary_color of ["red", "#12345", "#123abc;}body{display:none", "url(x)"]) {
      await expectFieldError(
        "siteinfo/theme",
        { ...theme, theme_config: { ...theme.theme_config, primary_color } },
        "theme_config.primary_color",
        "内容是无效的",
      );
    }
    expect((await putGroup("siteinfo/theme", DEFAULT_SETTINGS.theme)).status).toBe(200);
    expect(await pageHtml("/answer/menu/questions")).toContain('data-color-scheme="system"');
  });

  it("custom-css-html: saved and shown, with scripts removed from the HTML parts", async () => {
    const custom = {
      custom_css: ".lw-banner{color:#b00}",
      custom_head: "",
      custom_header: '<div class="x">律所公告</div><script>alert("header")</script>',
      custom_footer: '<p onclick="alert(1)">页脚信息</p>',
      custom_sidebar: "",
    };
    expect((await putGroup("siteinfo/custom-css-html", custom)).status).toBe(200);
    expect((await getGroup("siteinfo/custom-css-html")).body.data).toEqual(custom);
    const html = withoutScripts(await pageHtml("/answer/menu/questions"));
    expect(html).toContain(".lw-banner{color:#b00}");
    expect(html).toContain("律所公告");
    expect(html).toContain("页脚信息");
    expect(html).not.toMatch(/alert\("header"\)|onclick/);
    expect((await putGroup("siteinfo/custom-css-html", DEFAULT_SETTINGS["custom-css-html"])).status).toBe(200);
  });

  it("users: flags are booleans and the default avatar is system or gravatar", async () => {
    const users = DEFAULT_SETTINGS.users;
    expect(
      (await putGroup("siteinfo/users", { ...users, allow_update_bio: false, default_avatar: "gravatar" })).status,
    ).toBe(200);
    expect(
      (await api<{ site_users: { allow_update_bio: boolean } }>("siteinfo")).body.data.site_users.allow_update_bio,
    ).toBe(false);
    await expectFieldError(
      "siteinfo/users",
      { ...users, default_avatar: "identicon" },
      "default_avatar",
      "内容是无效的",
    );
    await expectFieldError("siteinfo/users", { ...users, allow_update_bio: 0 }, "allow_update_bio", "内容是无效的");
    await expectFieldError(
      "siteinfo/users",
      { ...users, gravatar_base_url: "javascript:alert(1)" },
      "gravatar_base_url",
      "内容是无效的",
    );
    expect((await putGroup("siteinfo/users", users)).status).toBe(200);
    expect((await getGroup("siteinfo/users")).body.data).toEqual(users);
  });
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
    expect((await getGroup("siteinfo/login")).body.data).toEqual(DEFAULT_SETTINGS.login);
  });
});

describe("setting/smtp", () => {
  const host = {
    ...SMTP,
    from_email: "noreply@example.com",
    from_name: "律问",
    smtp_host: "127.0.0.1",
    smtp_port: inject("smtpPort"),
  };

  it("the port must be 1 to 65535: SMTP 端口必须在 1 ~ 65535 之间。", async () => {
    for (const smtp_port of [0, 70000, -25, 25.5, "25", null]) {
      await expectFieldError("setting/smtp", { ...host, smtp_port }, "smtp_port", "SMTP 端口必须在 1 ~ 65535 之间。");
    }
    for (const smtp_port of [1, 65535]) {
      expect((await putGroup("setting/smtp", { ...host, smtp_port })).status, String(smtp_port)).toBe(200);
    }
  });

  it("with authentication on, username and password are required: 不能为空", async () => {
    await expectFieldError(
      "setting/smtp",
      { ...host, smtp_authentication: true, smtp_username: "", smtp_password: "x-pass" },
      "smtp_username",
      "不能为空",
    );
    await expectFieldError(
      "setting/smtp",
      { ...host, smtp_authentication: true, smtp_username: "mailer", smtp_password: "" },
      "smtp_password",
      "不能为空",
    );
    const both = await putGroup<FieldErrors>("setting/smtp", { ...host, smtp_authentication: true });
    expect(both.body.data).toEqual([
      { error_field: "smtp_username", error_msg: "不能为空" },
      { error_field: "smtp_password", error_msg: "不能为空" },
    ]);
  });

  it("the test recipient and the sender must be valid emails", async () => {
    await expectFieldError(
      "setting/smtp",
      { ...host, test_email_recipient: "not-an-email" },
      "test_email_recipient",
      "测试收件邮箱无效",
    );
    await expectFieldError("setting/smtp", { ...host, from_email: "noreply" }, "from_email", "邮箱格式不正确");
    await expectFieldError("setting/smtp", { ...host, encryption: "STARTTLS" }, "encryption", "内容是无效的");
  });

  it("the password is never returned, and an empty password keeps the stored one", async () => {
    const saved = await putGroup<Record<string, unknown>>("setting/smtp", {
      ...host,
      smtp_authentication: true,
      smtp_username: "mailer",
      smtp_password: "s3cret-smtp-pass",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.smtp_password).toBe("");
    const read = await getGroup<Record<string, unknown>>("setting/smtp");
    expect(read.body.data).toMatchObject({
      smtp_username: "mailer",
      smtp_password: "",
      smtp_authentication: true,
      smtp_host: "127.0.0.1",
    });
    expect(JSON.stringify(read.body)).not.toContain("s3cret-smtp-pass");
    expect(JSON.stringify((await api("siteinfo")).body)).not.toContain("s3cret-smtp-pass");
    expect(JSON.stringify((await getGroup("dashboard")).body)).not.toContain("s3cret-smtp-pass");
    expect((await storedGroup("smtp"))?.smtp_password).toBe("s3cret-smtp-pass");

    // the form sends the password back empty: the stored one is kept, and authentication stays valid
    const kept = await putGroup("setting/smtp", {
      ...host,
      from_name: "律问通知",
      smtp_authentication: true,
      smtp_username: "mailer",
      smtp_password: "",
    });
    expect(kept.status).toBe(200);
    expect(await storedGroup("smtp")).toMatchObject({ from_name: "律问通知", smtp_password: "s3cret-smtp-pass" });
    const omitted = await putGroup("setting/smtp", { ...host, smtp_authentication: true, smtp_username: "mailer" });
    expect(omitted.status).toBe(200);
    expect((await storedGroup("smtp"))?.smtp_password).toBe("s3cret-smtp-pass");

    expect(
      (
        await putGroup("setting/smtp", {
          ...host,
          smtp_authentication: true,
          smtp_username: "mailer",
          smtp_password: "n3w-smtp-pass",
        })
      ).status,
    ).toBe(200);
    expect((await storedGroup("smtp"))?.smtp_password).toBe("n3w-smtp-pass");
  });

  it("the defaults go back in (no host: mail stays in the outbox)", async () => {
    expect((await putGroup("setting/smtp", SMTP)).status).toBe(200);
    expect((await getGroup("setting/smtp")).body.data).toEqual({ ...SMTP, smtp_password: "" });
    expect((await getGroup<{ smtp: string }>("dashboard")).body.data.smtp).toBe("not_configured");
  });
});

describe("setting/privileges", () => {
  it("custom values must be numbers of at least 1 (输入必须是数字 / 数字应该大于等于 1)", async () => {
    const custom = (value: unknown) => ({
      level: 99,
      custom_privileges: [
        { key: "question.add", value: 3 },
        { key: "tag.add", value },
      ],
    });
    for (const value of ["abc", "", null, 1.5, true]) {
      await expectFieldError("setting/privileges", custom(value), "custom_privileges.1.value", "输入必须是数字");
    }
    for (const value of [0, -5, "0"]) {
      await expectFieldError("setting/privileges", custom(value), "custom_privileges.1.value", "数字应该大于等于 1");
    }
    expect((await getGroup("setting/privileges")).body.data).toEqual({ level: 2, custom_privileges: [] });

    const saved = await putGroup("setting/privileges", custom("750"));
    expect(saved.status).toBe(200);
    expect((await getGroup("setting/privileges")).body.data).toEqual({
      level: 99,
      custom_privileges: [
        { key: "question.add", value: 3 },
        { key: "tag.add", value: 750 },
      ],
    });
    expect((await api<{ privileges: { level: number } }>("siteinfo")).body.data.privileges.level).toBe(99);
  });

  it("the level is one of 1, 2, 3 or custom", async () => {
    for (const level of [0, 4, "2", null]) {
      await expectFieldError("setting/privileges", { level, custom_privileges: [] }, "level", "内容是无效的");
    }
    expect((await putGroup("setting/privileges", { level: 2, custom_privileges: [] })).status).toBe(200);
    expect((await getGroup("setting/privileges")).body.data).toEqual({ level: 2, custom_privileges: [] });
  });
});
