// Profile settings (SPEC §2 users/settings/profile, §5 profile rules, §7 PUT user/info): every field saved and shown,
// every rule with its message and nothing written, the users policy's locks, Gravatar by SHA-256, uploaded avatars
// (with and without JavaScript's help), a renamed member's profile address, and Autobiographer for a bio.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  BASE,
  adminApi,
  api,
  cookieFor,
  createAdmin,
  createUser,
  expectFieldError,
  getPage,
  pageHtml,
  postForm,
  type Member,
} from "../helpers";
import { png } from "../support/images";
import { dangersIn, PAYLOADS } from "../support/xss";
import { sha256Hex } from "~/server/crypto.server";
import { MENU_BASE } from "~/lib/paths";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

const SETTINGS = `${MENU_BASE}/users/settings/profile`;

const putInfo = (member: Member, body: Record<string, unknown>) =>
  api("user/info", { method: "PUT", token: member.token, body });

const userRow = (id: number) =>
  env.DB.prepare(
    "SELECT username, display_name, avatar, avatar_url, bio, bio_html, website, location FROM users WHERE id = ?",
  )
    .bind(id)
    .first<Record<string, string>>();

/** Uploads an avatar image through the API as a member's browser does, and answers its path on the site. */
async function uploadAvatar(member: Member): Promise<string> {
  const form = new FormData();
  form.set("source", "avatar");
  form.set("file", new File([png(192, 192)], "avatar.png", { type: "image/png" }));
  const response = await SELF.fetch(`${BASE}/answer/api/v1/file`, {
    method: "POST",
    headers: { Authorization: member.token },
    body: form,
  });
  expect(response.status).toBe(200);
  return new URL(((await response.json()) as { data: string }).data).pathname;
}

/** Whether the form's field is shown read-only (sent as it is, not editable). */
const readOnlyField = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}(?=[^>]*name="${name}")(?=[^>]*readonly="")[^>]*>`, "i").test(html);

/** Posts the settings form as a browser without JavaScript does when it carries an image (multipart). */
function postSettings(member: Member, fields: Record<string, string>, image: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("avatar_file", image);
  return SELF.fetch(`${BASE}${SETTINGS}`, {
    method: "POST",
    headers: {
      Cookie: cookieFor(member.token),
      Host: new URL(BASE).host,
      Origin: BASE,
      "Sec-Fetch-Site": "same-origin",
    },
    body: form,
  });
}

async function setUsersPolicy(admin: Member, change: Partial<typeof DEFAULT_SETTINGS.users>) {
  const saved = await adminApi("siteinfo/users", {
    method: "PUT",
    token: admin.token,
    body: { ...DEFAULT_SETTINGS.users, ...change },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe("PUT user/info", () => {
  it("saves each field; the profile shows them; the bio is markdown, sanitized; a bio earns Autobiographer", async () => {
    const member = await createUser();
    const saved = await putInfo(member, {
      display_name: "王律师",
      username: `wang-${member.user.id}`,
      bio: "**执业十年**，专注劳动争议。<script>alert(1)</script>",
      website: "https://wang.example/about",
      location: "北京",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const row = (await userRow(member.user.id))!;
    expect(row).toMatchObject({
      display_name: "王律师",
      username: `wang-${member.user.id}`,
      website: "https://wang.example/about",
      location: "北京",
    });
    expect(row.bio_html).toContain("<strong>执业十年</strong>");
    expect(await dangersIn(row.bio_html!)).toEqual([]);
    const page = await pageHtml(`${MENU_BASE}/users/wang-${member.user.id}`);
    expect(page).toContain("王律师");
    expect(page).toContain("<strong>执业十年</strong>");
    expect(page).toContain('href="https://wang.example/about"');
    await expect
      .poll(
        async () =>
          (
            await env.DB.prepare(
              "SELECT COUNT(*) AS n FROM badge_awards a JOIN badges b ON b.id = a.badge_id WHERE a.user_id = ? AND b.slug = 'autobiographer'",
            )
              .bind(member.user.id)
              .first<{ n: number }>()
          )?.n,
        { timeout: 10_000, interval: 100 },
      )
      .toBe(1);
  });

  it("answers each SPEC §5 rule with its message and changes nothing", async () => {
    const member = await createUser();
    const other = await createUser();
    const stranger = await createUser();
    const strangersImage = await uploadAvatar(stranger);
    const before = await userRow(member.user.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ display_name: "" }, "display_name", "昵称不能为空。"],
      [{ display_name: "长".repeat(31) }, "display_name", "显示名称不能超过 30 个字符。"],
      [{ username: "" }, "username", "用户名不能为空"],
      [{ username: "a".repeat(31) }, "username", "用户名长度必须为 3-30 个字符。"],
      [{ username: "Bad Name!" }, "username", '只能由 "a-z", "0-9", " - . _" 组成'],
      [{ username: other.user.username }, "username", "用户名已被使用。"],
      [{ username: "settings" }, "username", "用户名无效。"],
      [{ avatar: { type: "custom", custom: "" } }, "avatar", "请上传头像"],
      [{ avatar: { type: "custom", custom: strangersImage } }, "avatar", "头像设置错误。"],
      [{ avatar: { type: "custom", custom: "https://evil.example/a.png" } }, "avatar", "头像设置错误。"],
      [{ website: "ftp://files.example" }, "website", "网址格式不正确"],
      [{ website: "javascript:alert(1)" }, "website", "网址格式不正确"],
      [{ bio: "长".repeat(501) }, "bio", "最多500个字"],
      [{ location: "长".repeat(101) }, "location", "位置不能超过 100 个字符。"],
    ];
    for (const [body, field, message] of cases) {
      expectFieldError(await putInfo(member, { display_name: "新名字", ...body }), field, message);
    }
    expect(await userRow(member.user.id)).toEqual(before);
  });

  it("a field the users policy locks may not change, but may be sent as it is; the form shows it read-only", async () => {
    const admin = await createAdmin();
    const member = await createUser({ name: "锁定测试" });
    const changes: [keyof typeof DEFAULT_SETTINGS.users, string, Record<string, unknown>][] = [
      ["allow_update_display_name", "display_name", { display_name: "另一个名字" }],
      ["allow_update_username", "username", { username: "new-name-here" }],
      ["allow_update_avatar", "avatar", { avatar: { type: "gravatar" } }],
      ["allow_update_bio", "bio", { bio: "新的简介" }],
      ["allow_update_website", "website", { website: "https://new.example" }],
      ["allow_update_location", "location", { location: "广州" }],
    ];
    for (const [flag, field, body] of changes) {
      await setUsersPolicy(admin, { [flag]: false });
      try {
        expectFieldError(await putInfo(member, body), field, "站点不允许修改此项。");
        // another field still changes, and the locked one sent as it is passes
        const other = field === "location" ? { website: "https://ok.example" } : { location: "杭州" };
        const same = await putInfo(member, { username: member.user.username, display_name: "锁定测试", ...other });
        expect(same.status, `${flag}: ${JSON.stringify(same.body)}`).toBe(200);
      } finally {
        await setUsersPolicy(admin, {});
      }
    }
    expect(await userRow(member.user.id)).toMatchObject({ display_name: "锁定测试", location: "杭州", bio: "" });
    await setUsersPolicy(admin, { allow_update_username: false, allow_update_bio: false });
    try {
      const form = await pageHtml(SETTINGS, member.token);
      expect(readOnlyField(form, "input", "username")).toBe(true);
      expect(readOnlyField(form, "textarea", "bio")).toBe(true);
      expect(readOnlyField(form, "input", "location")).toBe(false);
    } finally {
      await setUsersPolicy(admin, {});
    }
  });

  it("a renamed member's profile is at the new name; the old one answers 404 (SPEC §2 users/{username})", async () => {
    const member = await createUser();
    const oldName = member.user.username;
    expect((await putInfo(member, { username: `renamed-${member.user.id}` })).status).toBe(200);
    expect((await getPage(`${MENU_BASE}/users/${oldName}`)).status).toBe(404);
    expect((await getPage(`${MENU_BASE}/users/renamed-${member.user.id}`)).status).toBe(200);
  });
});

describe("avatars", () => {
  it("Gravatar is the SHA-256 of the email under the site's base URL; the system default has none", async () => {
    const admin = await createAdmin();
    const member = await createUser({ email: `Gravatar.${Date.now()}@Example.com` });
    const hash = await sha256Hex(member.email.trim().toLowerCase());
    expect((await putInfo(member, { avatar: { type: "gravatar" } })).status).toBe(200);
    expect((await userRow(member.user.id))!.avatar_url).toBe(`https://www.gravatar.com/avatar/${hash}`);
    const info = await api<{ avatar: string }>(`personal/user/info?username=${member.user.username}`, {
      method: "GET",
    });
    expect(info.body.data.avatar).toBe(`https://www.gravatar.com/avatar/${hash}`);
    // a mirror set in the back office applies to every member at once
    await setUsersPolicy(admin, { gravatar_base_url: "https://cravatar.cn/avatar/" });
    try {
      expect((await userRow(member.user.id))!.avatar_url).toBe(`https://cravatar.cn/avatar/${hash}`);
      expect(await pageHtml(`${MENU_BASE}/users/${member.user.username}`)).toContain(
        `https://cravatar.cn/avatar/${hash}?s=192&amp;d=identicon`,
      );
    } finally {
      await setUsersPolicy(admin, {});
    }
    expect((await putInfo(member, { avatar: { type: "default" } })).status).toBe(200);
    expect((await userRow(member.user.id))!.avatar_url).toBe("");
  });

  it("with Gravatar as the site's default, a member who never chose shows theirs; one who chose the system's does not", async () => {
    const admin = await createAdmin();
    const unchosen = await createUser();
    const chose = await createUser();
    expect((await putInfo(chose, { avatar: { type: "default" } })).status).toBe(200);
    // members made before hashes were kept get theirs from the scheduled run
    await env.DB.prepare("UPDATE users SET email_hash = '' WHERE id = ?").bind(unchosen.user.id).run();
    const { fillEmailHashes } = await import("~/server/services/avatars.server");
    const { createDb } = await import("~/server/db/client.server");
    await fillEmailHashes(createDb(env.DB), DEFAULT_SETTINGS.users, 500);
    await setUsersPolicy(admin, { default_avatar: "gravatar" });
    try {
      const hash = await sha256Hex(unchosen.email);
      expect((await userRow(unchosen.user.id))!.avatar_url).toBe(`https://www.gravatar.com/avatar/${hash}`);
      expect((await userRow(chose.user.id))!.avatar_url).toBe("");
    } finally {
      await setUsersPolicy(admin, {});
    }
    expect((await userRow(unchosen.user.id))!.avatar_url).toBe("");
  });

  it("an uploaded image becomes the avatar through the API, or with the form itself when there is no JavaScript", async () => {
    const member = await createUser({ name: "头像测试" });
    const image = await uploadAvatar(member);
    expect((await putInfo(member, { avatar: { type: "custom", custom: image } })).status).toBe(200);
    expect((await userRow(member.user.id))!.avatar_url).toBe(image);
    expect(await pageHtml(`${MENU_BASE}/users/${member.user.username}`)).toContain(`src="${image}"`);

    const fields = {
      display_name: "头像测试",
      username: member.user.username,
      avatar_type: "custom",
      avatar_custom: "",
    };
    const posted = await postSettings(member, fields, new File([png(300, 200)], "me.png", { type: "image/png" }));
    const postedPage = await posted.text();
    expect(posted.status, [...postedPage.matchAll(/role="alert">(.*?)<\/ul>/g)].map((m) => m[1]).join(" / ")).toBe(200);
    const row = (await userRow(member.user.id))!;
    expect(row.avatar_url).toMatch(/^\/uploads\/avatar\/\d{6}\/[A-Za-z0-9_-]+\.png$/);
    expect(row.avatar_url).not.toBe(image);

    const notImage = new File(["<svg onload=alert(1)>"], "me.png", { type: "image/png" });
    const refused = await postSettings(member, fields, notImage);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("头像");
    expect((await userRow(member.user.id))!.avatar_url).toBe(row.avatar_url);
  });
});

describe("the settings page", () => {
  it("saves without JavaScript and shows SPEC §5's message beside the field", async () => {
    const member = await createUser({ name: "表单测试" });
    const cookie = cookieFor(member.token);
    const saved = await postForm(
      SETTINGS,
      { display_name: "表单测试", username: member.user.username, bio: "", website: "", location: "深圳" },
      { cookie },
    );
    const savedPage = await saved.text();
    expect(saved.status, [...savedPage.matchAll(/role="alert">(.*?)<\/ul>/g)].map((m) => m[1]).join(" / ")).toBe(200);
    expect(savedPage).toContain("更新成功");
    expect((await userRow(member.user.id))!.location).toBe("深圳");
    const refused = await postForm(SETTINGS, { display_name: "", username: member.user.username }, { cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("昵称不能为空。");
    expect((await userRow(member.user.id))!.display_name).toBe("表单测试");
  });

  it("/users/confirm-email, where Apache Answer binds an external login's email, says the link no longer works", async () => {
    expect(await pageHtml("/users/confirm-email?binding_key=abc")).toContain("您使用的链接不再有效。");
  });

  it("a guest is sent to log in", async () => {
    const response = await getPage(SETTINGS);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toContain("/users/login");
  });
});

describe("the XSS corpus through the bio", () => {
  it("keeps nothing executable in the rendered bio", async () => {
    const member = await createUser();
    for (const payload of PAYLOADS) {
      const saved = await putInfo(member, { bio: payload.slice(0, 500) });
      expect(saved.status, payload).toBe(200);
      expect(await dangersIn((await userRow(member.user.id))!.bio_html!), payload).toEqual([]);
    }
  });
});
