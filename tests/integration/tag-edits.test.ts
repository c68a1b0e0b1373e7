// Creating, editing, deleting and undeleting tags (SPEC §4, §5, §6; REFERENCE.md tag.add, tag.edit,
// tag.edit_without_review): who may, the messages of each field, suggested edits, the refusal to delete a tag with
// posts, and the pages that do it without JavaScript.
// Storage is shared by the tests of this file: each test makes tags with names of its own.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, askQuestion, cookieFor, createTags, createUser, getPage, postForm, visibleText } from "../helpers";
import { formatObjectId } from "~/lib/object-ids";

type Member = Awaited<ReturnType<typeof createUser>>;
type Tag = { tag_id: string; slug_name: string; display_name: string; original_text: string; status: number };

let counter = 0;
const unique = () => `e${Date.now().toString(36)}${(counter += 1)}`;

const create = (member: Member, body: Record<string, unknown>) => api<Tag>("tag", { token: member.token, body });
const tagBySlug = (slug: string) =>
  env.DB.prepare("SELECT id, display_name, slug_name, original_text, status FROM tags WHERE slug_name = ?")
    .bind(slug)
    .first<{ id: number; display_name: string; slug_name: string; original_text: string; status: number }>();

describe("creating tags", () => {
  it("staff create a tag; the slug must be free; each field says what is wrong", async () => {
    const staff = await createUser({ role: 3 });
    const slug = unique();
    const created = await create(staff, { display_name: "劳动仲裁", slug_name: slug, original_text: "仲裁前置程序" });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      slug_name: slug,
      display_name: "劳动仲裁",
      original_text: "仲裁前置程序",
    });
    const taken = await create(staff, { display_name: "重复", slug_name: slug });
    expect([taken.status, taken.body.data]).toEqual([
      400,
      [{ error_field: "slug_name", error_msg: "该标签编码已存在" }],
    ]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ display_name: "", slug_name: unique() }, "display_name", "请输入标签显示名称"],
      [{ display_name: "名".repeat(36), slug_name: unique() }, "display_name", "显示名称不能超过 35 个字符"],
      [{ display_name: "名称", slug_name: "" }, "slug_name", "请输入标签编码"],
      [{ display_name: "名称", slug_name: "a b" }, "slug_name", "标签编码只能包含文字、数字和 + # . _ -"],
      [
        { display_name: "名称", slug_name: unique(), original_text: "述".repeat(301) },
        "original_text",
        "描述不能超过 300 个字符",
      ],
    ];
    for (const [body, field, message] of cases) {
      const refused = await create(staff, body);
      expect(refused.status, message).toBe(400);
      expect(refused.body.data, message).toEqual([{ error_field: field, error_msg: message }]);
    }
  });

  it("members need the tag.add rank (750 at level 2)", async () => {
    const below = await create(await createUser({ rank: 749 }), { display_name: "新标签", slug_name: unique() });
    expect([below.status, below.body.msg]).toEqual([403, "声望达到 750 才能执行此操作"]);
    expect(
      (await create(await createUser({ rank: 750 }), { display_name: "新标签", slug_name: unique() })).status,
    ).toBe(200);
  });

  it("the create page asks for a description and leads to the new tag; others get the 403 page", async () => {
    const staff = await createUser({ role: 2 });
    const cookie = cookieFor(staff.token);
    expect((await getPage("/answer/menu/tags/create", { cookie })).status).toBe(200);
    expect((await getPage("/answer/menu/tags/create", { cookie: cookieFor((await createUser()).token) })).status).toBe(
      403,
    );
    const slug = unique();
    const missing = await postForm(
      "/answer/menu/tags/create",
      { display_name: "婚姻家事", slug_name: slug, original_text: "" },
      { cookie },
    );
    expect(missing.status).toBe(400);
    expect(visibleText(await missing.text())).toContain("请输入描述");
    const made = await postForm(
      "/answer/menu/tags/create",
      { display_name: "婚姻家事", slug_name: slug, original_text: "离婚、抚养与财产分割" },
      { cookie },
    );
    expect([made.status, made.headers.get("Location")]).toEqual([302, `/answer/menu/tags/${slug}`]);
  });
});

describe("editing tags", () => {
  it("staff change names and description at once; the cached info page shows the new description", async () => {
    const slug = unique();
    await createTags(slug);
    const tag = (await tagBySlug(slug))!;
    // a reader's view is cached first
    expect((await getPage(`/answer/menu/tags/${slug}/info`)).status).toBe(200);
    const staff = await createUser({ role: 3 });
    const edited = await api<{ wait_for_review: boolean }>("tag", {
      method: "PUT",
      token: staff.token,
      body: { tag_id: String(tag.id), display_name: "新名称", slug_name: `${slug}-new`, original_text: "新的描述" },
    });
    expect(edited.body.data).toEqual({ wait_for_review: false });
    expect(await tagBySlug(`${slug}-new`)).toMatchObject({ display_name: "新名称", original_text: "新的描述" });
    expect(visibleText(await (await getPage(`/answer/menu/tags/${slug}-new/info`)).text())).toContain("新的描述");
  });

  it("members with tag.edit suggest a description edit that waits for review, one at a time, and never rename", async () => {
    const slug = unique();
    await createTags(slug);
    const tag = (await tagBySlug(slug))!;
    const member = await createUser({ rank: 50 });
    const body = { tag_id: String(tag.id), display_name: "改名", slug_name: `${slug}-x`, original_text: "建议的描述" };
    const suggested = await api<{ wait_for_review: boolean }>("tag", { method: "PUT", token: member.token, body });
    expect(suggested.body.data).toEqual({ wait_for_review: true });
    expect(await tagBySlug(slug)).toMatchObject({ display_name: slug, original_text: "" });
    const revision = await env.DB.prepare(
      "SELECT status, content FROM revisions WHERE object_type = 'tag' AND object_id = ? ORDER BY id DESC",
    )
      .bind(tag.id)
      .first<{ status: number; content: string }>();
    expect(revision!.status).toBe(1);
    expect(JSON.parse(revision!.content)).toMatchObject({
      display_name: slug,
      slug_name: slug,
      original_text: "建议的描述",
    });
    const again = await api("tag", { method: "PUT", token: member.token, body });
    expect(again.status).toBe(400);
    const below = await api("tag", { method: "PUT", token: (await createUser({ rank: 49 })).token, body });
    expect([below.status, below.body.msg]).toEqual([403, "声望达到 50 才能执行此操作"]);
  });

  it("the edit page locks the names for members and leads back to the info page with the outcome", async () => {
    const slug = unique();
    await createTags(slug);
    const tag = (await tagBySlug(slug))!;
    const member = await createUser({ rank: 50 });
    const page = await (await getPage(`/answer/menu/tags/${tag.id}/edit`, { cookie: cookieFor(member.token) })).text();
    expect(page).toContain("只有管理员和版主可以修改名称和编码。");
    expect(page).not.toMatch(
      /<input[^>]*name="display_name"[^>]*type="text"|<input[^>]*type="text"[^>]*name="display_name"/,
    );
    const saved = await postForm(
      `/answer/menu/tags/${tag.id}/edit`,
      {
        tag_id: String(tag.id),
        display_name: slug,
        slug_name: slug,
        original_text: "成员建议的描述",
        edit_summary: "",
      },
      { cookie: cookieFor(member.token) },
    );
    expect([saved.status, saved.headers.get("Location")]).toEqual([
      302,
      `/answer/menu/tags/${slug}/info?notice=tag_wait_for_review`,
    ]);
    expect(
      (await getPage(`/answer/menu/tags/${tag.id}/edit`, { cookie: cookieFor((await createUser()).token) })).status,
    ).toBe(404);
  });
});

describe("deleting and undeleting", () => {
  it("staff delete a tag without posts and undelete it; a tag with posts is refused; others may not", async () => {
    const [empty, used] = [unique(), unique()];
    await createTags(empty, used);
    const asker = await createUser();
    expect((await askQuestion(asker.token, { tags: [{ slug_name: used }] })).status).toBe(200);
    const staff = await createUser({ role: 2 });
    const remove = (member: Member, slug: string) =>
      tagBySlug(slug).then((tag) =>
        api("tag", { method: "DELETE", token: member.token, body: { tag_id: formatObjectId("tag", tag!.id) } }),
      );
    const refused = await remove(staff, used);
    expect([refused.status, refused.body.msg]).toEqual([400, "不允许删除带有帖子的标签"]);
    expect((await remove(await createUser({ rank: 100000 }), empty)).status).toBe(403);
    expect((await remove(staff, empty)).status).toBe(200);
    expect((await tagBySlug(empty))!.status).toBe(10);
    const landing = await getPage(`/answer/menu/tags/${empty}`);
    expect(landing.headers.get("Location")).toBe("/answer/menu/tags?notice=tag_deleted");
    // staff still see its info page, with the undelete button
    const info = await (await getPage(`/answer/menu/tags/${empty}/info`, { cookie: cookieFor(staff.token) })).text();
    expect(visibleText(info)).toContain("撤销删除");
    const id = String((await tagBySlug(empty))!.id);
    expect((await api("tag/recover", { token: staff.token, body: { tag_id: id } })).status).toBe(200);
    expect((await tagBySlug(empty))!.status).toBe(1);
    expect((await api("tag/recover", { token: staff.token, body: { tag_id: id } })).status).toBe(400);
  });

  it("the info page deletes with a form, and says why a tag with posts stays", async () => {
    const [empty, used] = [unique(), unique()];
    await createTags(empty, used);
    expect((await askQuestion((await createUser()).token, { tags: [{ slug_name: used }] })).status).toBe(200);
    const cookie = cookieFor((await createUser({ role: 3 })).token);
    const refused = await postForm(
      `/answer/menu/tags/${used}/info`,
      { intent: "delete", tag_id: String((await tagBySlug(used))!.id) },
      { cookie },
    );
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("不允许删除带有帖子的标签");
    const deleted = await postForm(
      `/answer/menu/tags/${empty}/info`,
      { intent: "delete", tag_id: String((await tagBySlug(empty))!.id) },
      { cookie },
    );
    expect([deleted.status, deleted.headers.get("Location")]).toEqual([302, "/answer/menu/tags?notice=tag_deleted"]);
  });
});

describe("synonyms", () => {
  it("staff or tag.synonym make tags synonyms of a main tag; new names become tags; the list is what was last sent", async () => {
    const [main, a, b] = [unique(), unique(), unique()];
    await createTags(main, a, b);
    const mainId = String((await tagBySlug(main))!.id);
    const put = (member: Member, slugs: string[]) =>
      api<{ synonyms: { slug_name: string }[] }>("tag/synonym", {
        method: "PUT",
        token: member.token,
        body: { tag_id: mainId, synonym_tag_list: slugs.map((slug_name) => ({ slug_name })) },
      });
    const below = await put(await createUser({ rank: 9999 }), [a]);
    expect([below.status, below.body.msg]).toEqual([403, "声望达到 10000 才能执行此操作"]);
    const member = await createUser({ rank: 10000 });
    const fresh = unique();
    const first = await put(member, [a, b, fresh, main]);
    expect(first.body.data.synonyms.map((tag) => tag.slug_name).sort()).toEqual([a, b, fresh].sort());
    expect((await getPage(`/answer/menu/tags/${fresh}`)).headers.get("Location")).toBe(`/answer/menu/tags/${main}`);
    const second = await put(member, [b]);
    expect(second.body.data.synonyms.map((tag) => tag.slug_name)).toEqual([b]);
    expect((await getPage(`/answer/menu/tags/${a}`)).status).toBe(200);
    // a synonym cannot take synonyms, and a tag with synonyms cannot become one
    const bId = String((await tagBySlug(b))!.id);
    const onSynonym = await api("tag/synonym", {
      method: "PUT",
      token: member.token,
      body: { tag_id: bId, synonym_tag_list: [{ slug_name: a }] },
    });
    expect([onSynonym.status, onSynonym.body.msg]).toEqual([400, "同义词标签不能再有同义词"]);
    const other = unique();
    await createTags(other);
    const otherId = String((await tagBySlug(other))!.id);
    const chained = await api<{ synonyms: unknown[] }>("tag/synonym", {
      method: "PUT",
      token: member.token,
      body: { tag_id: otherId, synonym_tag_list: [{ slug_name: main }] },
    });
    expect(chained.body.data.synonyms).toEqual([]);
  });

  it("the info page edits synonyms with a form", async () => {
    const [main, synonym] = [unique(), unique()];
    await createTags(main, synonym);
    const cookie = cookieFor((await createUser({ role: 3 })).token);
    const saved = await postForm(
      `/answer/menu/tags/${main}/info`,
      { intent: "synonyms", tag_id: String((await tagBySlug(main))!.id), synonyms: synonym },
      { cookie },
    );
    expect([saved.status, saved.headers.get("Location")]).toEqual([
      302,
      `/answer/menu/tags/${main}/info?notice=tag_updated`,
    ]);
    expect(visibleText(await (await getPage(`/answer/menu/tags/${main}/info`, { cookie })).text())).toContain(synonym);
  });
});

describe("the tag timeline", () => {
  it("lists a tag's revisions with what changed, for members only", async () => {
    const staff = await createUser({ role: 3, name: "版主甲" });
    const slug = unique();
    const created = await create(staff, { display_name: "旧名称", slug_name: slug, original_text: "第一版描述" });
    const id = created.body.data.tag_id;
    await api("tag", {
      method: "PUT",
      token: staff.token,
      body: { tag_id: id, display_name: "新名称", slug_name: slug, original_text: "第二版描述", edit_summary: "补充" },
    });
    const page = await getPage(`/answer/menu/tags/${id}/timeline`, { cookie: cookieFor(staff.token) });
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain("版主甲");
    expect(text).toContain("补充");
    expect(text).toContain("第二版描述");
    expect(text.indexOf("编辑")).toBeLessThan(text.lastIndexOf("创建"));
    const guest = await getPage(`/answer/menu/tags/${id}/timeline`);
    expect(guest.status).toBe(302);
    expect((await getPage("/answer/menu/tags/999999999/timeline", { cookie: cookieFor(staff.token) })).status).toBe(
      404,
    );
  });
});

describe("the rank each privilege level asks for tags (REFERENCE.md)", () => {
  const levels = [
    { level: 1, add: 1, edit: 1, synonym: 1 },
    { level: 2, add: 750, edit: 50, synonym: 10000 },
    { level: 3, add: 1500, edit: 100, synonym: 20000 },
  ] as const;
  for (const { level, add, edit, synonym } of levels) {
    it(`level ${level}: create from ${add}, suggest edits from ${edit}, synonyms from ${synonym}`, async () => {
      const admin = await createUser({ role: 2 });
      const setLevel = (value: number) =>
        api("/answer/admin/api/setting/privileges", {
          method: "PUT",
          token: admin.token,
          body: { level: value, custom_privileges: [] },
        });
      expect((await setLevel(level)).status).toBe(200);
      try {
        const slug = unique();
        await createTags(slug);
        const id = String((await tagBySlug(slug))!.id);
        const tries = {
          add: (member: Member) => create(member, { display_name: "等级测试", slug_name: unique() }),
          edit: (member: Member) =>
            api("tag", {
              method: "PUT",
              token: member.token,
              body: { tag_id: id, display_name: slug, slug_name: slug, original_text: `描述 ${member.user.id}` },
            }),
          synonym: (member: Member) =>
            api("tag/synonym", { method: "PUT", token: member.token, body: { tag_id: id, synonym_tag_list: [] } }),
        };
        for (const [key, rank] of [
          ["add", add],
          ["edit", edit],
          ["synonym", synonym],
        ] as const) {
          if (rank > 1) {
            const below = await tries[key](await createUser({ rank: rank - 1 }));
            expect([below.status, below.body.msg], `${key} at ${rank - 1}`).toEqual([
              403,
              `声望达到 ${rank} 才能执行此操作`,
            ]);
          }
          const at = await tries[key](await createUser({ rank }));
          expect(at.status, `${key} at ${rank}`).toBe(200);
        }
      } finally {
        await setLevel(2);
      }
    });
  }
});
