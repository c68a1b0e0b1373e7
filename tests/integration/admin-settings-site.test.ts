// The back office settings of the site itself (SPEC §3 groups, §5 admin rules, §7 calls): every group read back, and
// the general, interface, branding, seo, theme, custom-css-html and users groups — their validation messages, and
// that what is saved reaches the API and the pages.
// Storage is shared by the tests of this file: every test that changes a group puts the defaults back before it ends.
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminApi,
  api,
  createAdmin,
  pageHtml,
  settingsApi,
  storedGroup,
  withoutScripts,
  type FieldErrors,
  type Member,
} from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

const SITE_URL = "http://localhost";
const GENERAL = {
  name: "律问",
  site_url: SITE_URL,
  short_description: "",
  description: "",
  contact_email: "admin@example.com",
  check_update: true,
};

let admin: Member;
const { getGroup, putGroup, expectFieldError } = settingsApi(() => admin.token);

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
    // where Answer's clients read a group in other words, the API speaks theirs
    const asAnswerReadsThem: Record<string, unknown> = {
      interface: { ...DEFAULT_SETTINGS.interface, language: "zh_CN" },
      login: { ...DEFAULT_SETTINGS.login, require_email_verification: true },
      theme: {
        theme: "default",
        theme_config: { default: DEFAULT_SETTINGS.theme.theme_config },
        color_scheme: DEFAULT_SETTINGS.theme.color_scheme,
        layout: "Fixed-width",
        theme_options: [{ label: "默认", value: "default" }],
      },
    };
    for (const group of siteinfo) {
      const result = await getGroup(`siteinfo/${group}`);
      expect(result.status, group).toBe(200);
      expect(result.body.data, group).toEqual(
        asAnswerReadsThem[group] ?? DEFAULT_SETTINGS[group as keyof typeof DEFAULT_SETTINGS],
      );
    }
    const smtp = await getGroup("setting/smtp");
    expect(smtp.body.data).toEqual({ ...DEFAULT_SETTINGS.smtp, smtp_password: "", encryption: "" });
    const privileges = await getGroup<{ options: { level: number; privileges: unknown[] }[] }>("setting/privileges");
    expect(privileges.body.data).toMatchObject({ level: 2, custom_privileges: [], selected_level: 2 });
    expect(privileges.body.data.options.map((option) => option.level)).toEqual([1, 2, 3, 99]);
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
    await expectFieldError("siteinfo/interface", { time_zone: "UTC" }, "language", "界面语言不能为空");
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
    // the API names the language as Answer's clients do
    expect((await getGroup("siteinfo/interface")).body.data).toEqual({
      ...DEFAULT_SETTINGS.interface,
      language: "zh_CN",
    });
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
