// The back office settings for writing and the legal texts (SPEC §3 groups, §5 admin rules, §7 calls): the write
// group's lists and limits, and the terms and privacy texts rendered safely on their pages and the registration page.
// Storage is shared by the tests of this file: every test that changes a group puts the defaults back before it ends.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createAdmin, pageHtml, settingsApi, withoutScripts, type Member } from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

const WRITE = DEFAULT_SETTINGS.write;

let admin: Member;
const { getGroup, putGroup, expectFieldError } = settingsApi(() => admin.token);

beforeAll(async () => {
  admin = await createAdmin();
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
