// Tags (SPEC §2 tag routes, §3 Tag, §4, §7): the tag list in its orders with the name filter, a tag's landing page
// with its questions, its info with synonyms, synonyms and deleted tags opened, following tags one by one or as a set,
// reserved and recommended marks.
// Storage is shared by the tests of this file: each test makes tags with names of its own.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  adminApi,
  api,
  askQuestion,
  cookieFor,
  createTags,
  createUser,
  getPage,
  postForm,
  visibleText,
  withoutScripts,
} from "../helpers";
import { formatObjectId } from "~/lib/object-ids";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

type Tag = {
  tag_id: string;
  slug_name: string;
  display_name: string;
  excerpt: string;
  status: string;
  main_tag_slug_name: string;
  is_follower: boolean;
  question_count: number;
  follow_count: number;
  synonyms?: { slug_name: string }[];
};

let counter = 0;
/** A prefix no other test uses, so that a name filter finds only this test's tags. */
const unique = () => `t${Date.now().toString(36)}${(counter += 1)}`;

async function tagRow(slug: string) {
  return (await env.DB.prepare("SELECT id FROM tags WHERE slug_name = ?").bind(slug).first<{ id: number }>())!;
}

async function setTag(slug: string, fields: Record<string, string | number>) {
  const sets = Object.keys(fields)
    .map((key) => `${key} = ?`)
    .join(", ");
  await env.DB.prepare(`UPDATE tags SET ${sets} WHERE slug_name = ?`)
    .bind(...Object.values(fields), slug)
    .run();
}

async function ask(token: string, tags: string[]) {
  const asked = await askQuestion(token, { tags: tags.map((slug_name) => ({ slug_name })) });
  expect(asked.status).toBe(200);
  return asked.body.data.title;
}

const tagPage = (query: string) => api<{ count: number; list: Tag[] }>(`tags/page?${query}`);

describe("the tag list", () => {
  it("orders by popularity, name or age, filters by name, and leaves synonyms and deleted tags out", async () => {
    const p = unique();
    const [a, b, c, synonym, deleted] = [`${p}-a`, `${p}-b`, `${p}-c`, `${p}-syn`, `${p}-gone`];
    await createTags(a, b, c, synonym, deleted);
    await setTag(a, { question_count: 1, created_at: 1000 });
    await setTag(b, { question_count: 5, created_at: 3000 });
    await setTag(c, { question_count: 3, created_at: 2000 });
    await setTag(synonym, { main_tag_id: (await tagRow(a)).id });
    await setTag(deleted, { status: 10 });
    const names = async (order: string) =>
      (await tagPage(`slug_name=${p}&query_cond=${order}`)).body.data.list.map((tag) => tag.slug_name);
    expect(await names("popular")).toEqual([b, c, a]);
    expect(await names("name")).toEqual([a, b, c]);
    expect(await names("newest")).toEqual([b, c, a]);
    expect((await tagPage(`slug_name=${p}-b`)).body.data).toMatchObject({ count: 1 });
    expect((await tagPage("query_cond=oldest")).status).toBe(400);
  });

  it("pages 20 at a time and cuts excerpts at 256 characters", async () => {
    const p = unique();
    const slugs = Array.from({ length: 21 }, (_, i) => `${p}-${String(i).padStart(2, "0")}`);
    await createTags(...slugs);
    await setTag(slugs[0]!, { original_text: "劳".repeat(300) });
    const first = await tagPage(`slug_name=${p}&query_cond=name`);
    expect(first.body.data.count).toBe(21);
    expect(first.body.data.list).toHaveLength(20);
    expect(first.body.data.list[0]!.excerpt).toBe(`${"劳".repeat(256)}…`);
    const second = await tagPage(`slug_name=${p}&query_cond=name&page=2`);
    expect(second.body.data.list.map((tag) => tag.slug_name)).toEqual([slugs[20]]);
    const html = visibleText(
      withoutScripts(await (await getPage(`/answer/menu/tags?name=${p}&order=name&page=2`)).text()),
    );
    expect(html).toContain(slugs[20]);
    expect(html).not.toContain(slugs[0]);
  });
});

describe("a tag's pages", () => {
  it("the landing page lists the tag's questions in every order, with its followers and a follow button", async () => {
    const p = unique();
    const [tag, other] = [`${p}-劳动法`, `${p}-刑法`];
    await createTags(tag, other);
    const asker = await createUser();
    const mine = await ask(asker.token, [tag]);
    const notMine = await ask(asker.token, [other]);
    for (const order of ["newest", "active", "score", "unanswered", "frequent"]) {
      const response = await getPage(`/answer/menu/tags/${encodeURIComponent(tag)}?order=${order}`);
      expect(response.status, order).toBe(200);
      const html = withoutScripts(await response.text());
      expect(html, order).toContain(mine);
      expect(html, order).not.toContain(notMine);
    }
    const member = await createUser();
    const cookie = cookieFor(member.token);
    const followed = await postForm(
      `/answer/menu/tags/${encodeURIComponent(tag)}`,
      { intent: `${formatObjectId("tag", (await tagRow(tag)).id)}:follow:on` },
      { cookie },
    );
    expect(followed.status).toBe(302);
    const html = withoutScripts(
      await (await getPage(`/answer/menu/tags/${encodeURIComponent(tag)}`, { cookie })).text(),
    );
    expect(html).toMatch(/aria-pressed="true"[^>]*>已关注 1</);
  });

  it("a synonym leads to its main tag; a deleted tag back to the list, which says so; an unknown tag is not found", async () => {
    const p = unique();
    const [main, synonym, deleted] = [`${p}-main`, `${p}-syn`, `${p}-gone`];
    await createTags(main, synonym, deleted);
    await setTag(synonym, { main_tag_id: (await tagRow(main)).id });
    await setTag(deleted, { status: 10 });
    const toMain = await getPage(`/answer/menu/tags/${synonym}`);
    expect([toMain.status, toMain.headers.get("Location")]).toEqual([302, `/answer/menu/tags/${main}`]);
    const back = await getPage(`/answer/menu/tags/${deleted}`);
    expect([back.status, back.headers.get("Location")]).toEqual([302, "/answer/menu/tags?notice=tag_deleted"]);
    expect(visibleText(await (await getPage("/answer/menu/tags?notice=tag_deleted")).text())).toContain(
      "该标签已被删除",
    );
    expect((await getPage(`/answer/menu/tags/${p}-none`)).status).toBe(404);
    const info = await api<Tag>(`tag?name=${synonym}`);
    expect(info.body.data).toMatchObject({ slug_name: synonym, main_tag_slug_name: main });
    expect((await api<Tag>(`tag?name=${deleted}`)).body.data.status).toBe("deleted");
    expect((await api(`tag?name=${p}-none`)).status).toBe(404);
  });

  it("the info page shows the description and the synonyms", async () => {
    const p = unique();
    const [main, synonym] = [`${p}-main`, `${p}-syn`];
    await createTags(main, synonym);
    await setTag(main, { original_text: "劳动合同相关问题", parsed_text: "<p>劳动合同相关问题</p>" });
    await setTag(synonym, { main_tag_id: (await tagRow(main)).id });
    const text = visibleText(withoutScripts(await (await getPage(`/answer/menu/tags/${main}/info`)).text()));
    expect(text).toContain("劳动合同相关问题");
    expect(text).toContain(synonym);
    const synonyms = await api<{ synonyms: { slug_name: string }[] }>(`tag/synonyms?tag_id=${(await tagRow(main)).id}`);
    expect(synonyms.body.data.synonyms.map((tag) => tag.slug_name)).toEqual([synonym]);
  });
});

describe("following tags", () => {
  it("follow/tags makes the member follow exactly the tags named, counts stay exact, unknown names are ignored", async () => {
    const p = unique();
    const [a, b, c] = [`${p}-a`, `${p}-b`, `${p}-c`];
    await createTags(a, b, c);
    const member = await createUser();
    const put = (list: string[]) =>
      api<Tag[]>("follow/tags", { method: "PUT", token: member.token, body: { slug_name_list: list } });
    expect((await put([a, b, `${p}-none`])).body.data.map((tag) => tag.slug_name).sort()).toEqual([a, b]);
    expect((await put([b, c])).body.data.map((tag) => tag.slug_name).sort()).toEqual([b, c]);
    const following = await api<Tag[]>("tags/following", { token: member.token });
    expect(following.body.data.map((tag) => tag.slug_name).sort()).toEqual([b, c]);
    expect(following.body.data.every((tag) => tag.is_follower)).toBe(true);
    const counts = (await tagPage(`slug_name=${p}&query_cond=name`)).body.data.list.map((tag) => tag.follow_count);
    expect(counts).toEqual([0, 1, 1]);
    expect((await api("tags/following")).status).toBe(401);
  });
});

describe("reserved and recommended tags", () => {
  it("are marked as the write settings name them", async () => {
    const p = unique();
    const [reserved, recommended, plain] = [`${p}-r`, `${p}-c`, `${p}-p`];
    await createTags(reserved, recommended, plain);
    const admin = await createUser({ role: 2 });
    const saved = await adminApi("siteinfo/write", {
      method: "PUT",
      token: admin.token,
      body: { ...DEFAULT_SETTINGS.write, reserved_tags: [reserved.toUpperCase()], recommend_tags: [recommended] },
    });
    expect(saved.status).toBe(200);
    try {
      const list = (await tagPage(`slug_name=${p}&query_cond=name`)).body.data.list as (Tag & {
        reserved: boolean;
        recommend: boolean;
      })[];
      expect(list.map((tag) => [tag.slug_name, tag.reserved, tag.recommend])).toEqual([
        [recommended, false, true],
        [plain, false, false],
        [reserved, true, false],
      ]);
    } finally {
      await adminApi("siteinfo/write", { method: "PUT", token: admin.token, body: DEFAULT_SETTINGS.write });
    }
  });
});

describe("a main tag's page", () => {
  it("lists the questions of its synonyms too, each once", async () => {
    const p = unique();
    const [main, synonym] = [`${p}-main`, `${p}-syn`];
    await createTags(main, synonym);
    const asker = await createUser();
    const viaSynonym = await ask(asker.token, [synonym]);
    const viaBoth = await ask(asker.token, [main, synonym]);
    await setTag(synonym, { main_tag_id: (await tagRow(main)).id });
    const html = withoutScripts(await (await getPage(`/answer/menu/tags/${main}`)).text());
    expect(html).toContain(viaSynonym);
    expect(html.split(viaBoth).length - 1).toBe(1);
    expect(visibleText(html)).toContain("2 个话题");
  });
});
