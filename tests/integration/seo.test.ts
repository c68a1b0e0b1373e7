// What search engines and feed readers get (issue: sitemaps, feeds): the sitemap index and its pages list exactly the
// public questions and tags in the permalink setting's form, robots.txt names the sitemap, the feeds carry the newest
// posts escaped, and a site that requires login has neither.
// Storage is shared by the tests of this file: every test builds its own members and posts.
import { env, SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE,
  accept,
  answer,
  createTags,
  ask,
  close,
  createAdmin,
  createUser,
  deleteQuestion,
  operate,
  rowId,
  settingsApi,
  type Member,
} from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

let admin: Member;
const { putGroup } = settingsApi(() => admin.token);
beforeAll(async () => {
  admin = await createAdmin();
});
afterAll(async () => {
  expect((await putGroup("siteinfo/seo", DEFAULT_SETTINGS.seo)).status).toBe(200);
  expect((await putGroup("siteinfo/login", DEFAULT_SETTINGS.login)).status).toBe(200);
});

const fetchText = async (path: string) => {
  const response = await SELF.fetch(`${BASE}${path}`);
  return { status: response.status, type: response.headers.get("Content-Type"), text: await response.text() };
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
/** Every <url> of every page the index names, as paths. */
async function sitemapPaths(): Promise<string[]> {
  const index = await fetchText("/sitemap.xml");
  expect(index.status).toBe(200);
  const paths = [];
  for (const page of locs(index.text)) {
    const listed = await fetchText(new URL(page).pathname);
    expect(listed.status, page).toBe(200);
    paths.push(...locs(listed.text).map((loc) => new URL(loc).pathname));
  }
  return paths;
}
const listedIds = async () =>
  (await env.DB.prepare("SELECT id FROM questions WHERE listed = 1 ORDER BY id").all<{ id: number }>()).results.map(
    (row) => row.id,
  );

describe("the sitemap", () => {
  it("is an index of pages that list exactly the listed questions, in the permalink's form, with lastmod", async () => {
    const member = await createUser();
    const open = await ask(member.token);
    const closed = await ask(member.token);
    expect((await close(admin.token, closed, 64)).status).toBe(200);
    const unlisted = await ask(member.token);
    expect((await operate(admin.token, unlisted, "hide")).status).toBe(200);
    const deleted = await ask(member.token);
    expect((await deleteQuestion(member.token, deleted)).status).toBe(200);
    const pending = await ask(member.token);
    await env.DB.prepare("UPDATE questions SET status = 11 WHERE id = ?").bind(rowId(pending)).run();

    expect((await putGroup("siteinfo/seo", { ...DEFAULT_SETTINGS.seo, permalink: 2 })).status).toBe(200);
    const index = await fetchText("/sitemap.xml");
    expect(index.type).toBe("application/xml; charset=utf-8");
    expect(index.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(locs(index.text)).toEqual([
      "http://localhost/sitemap/questions-1.xml",
      "http://localhost/sitemap/tags-1.xml",
    ]);
    expect(index.text).toMatch(
      /<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod><\/sitemap>/,
    );

    const questionPaths = (await sitemapPaths()).filter((path) => path.startsWith("/answer/menu/questions/"));
    expect(questionPaths).toEqual((await listedIds()).map((id) => `/answer/menu/questions/${id}`));
    for (const id of [open, closed]) expect(questionPaths).toContain(`/answer/menu/questions/${rowId(id)}`);
    for (const id of [unlisted, deleted, pending]) {
      expect(questionPaths).not.toContain(`/answer/menu/questions/${rowId(id)}`);
    }
    // the short-id form of permalink 4
    expect((await putGroup("siteinfo/seo", { ...DEFAULT_SETTINGS.seo, permalink: 4 })).status).toBe(200);
    const short = (await sitemapPaths()).filter((path) => path.startsWith("/answer/menu/questions/"));
    expect(short).toEqual((await listedIds()).map((id) => `/answer/menu/questions/D${id.toString(36)}`));
    // lastmod is the question's last change, its newest answer included
    await answer((await createUser()).token, open);
    const active = await env.DB.prepare("SELECT max(updated_at, active_at) AS t FROM questions WHERE id = ?")
      .bind(rowId(open))
      .first<{ t: number }>();
    const page = (await fetchText("/sitemap/questions-1.xml")).text;
    const stamp = new Date(active!.t * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
    expect(page).toContain(`/answer/menu/questions/D${rowId(open).toString(36)}</loc><lastmod>${stamp}</lastmod>`);
  });

  it("is kept at the edge until a question changes", async () => {
    const timing = async () => (await SELF.fetch(`${BASE}/sitemap/questions-1.xml`)).headers.get("Server-Timing");
    await timing();
    expect(await timing()).toContain('edge;desc="hit"');
    const id = await ask((await createUser()).token);
    const page = await fetchText("/sitemap/questions-1.xml");
    expect(page.text).toContain(`/answer/menu/questions/D${rowId(id).toString(36)}<`);
  });

  it("lists the live tags that have questions, and a page past the end is not found", async () => {
    const tags = (await sitemapPaths()).filter((path) => path.startsWith("/answer/menu/tags/"));
    const live = await env.DB.prepare(
      "SELECT slug_name FROM tags WHERE status = 1 AND main_tag_id = 0 AND question_count > 0 ORDER BY id",
    ).all<{ slug_name: string }>();
    expect(tags.length).toBeGreaterThan(0);
    expect(tags).toEqual(live.results.map((row) => `/answer/menu/tags/${encodeURIComponent(row.slug_name)}`));
    expect((await fetchText("/sitemap/questions-2.xml")).status).toBe(404);
    expect((await fetchText("/sitemap/questions-0.xml")).status).toBe(404);
  });

  it("is named by robots.txt, unless the setting names one; a site that requires login has none, nor feeds", async () => {
    const robots = await fetchText("/robots.txt");
    expect(robots.text).toBe("User-agent: *\nAllow: /\nSitemap: http://localhost/sitemap.xml\n");
    const own = "User-agent: *\nDisallow: /answer/admin\nSitemap: https://cdn.example/sitemap.xml";
    expect((await putGroup("siteinfo/seo", { ...DEFAULT_SETTINGS.seo, robots: own })).status).toBe(200);
    expect((await fetchText("/robots.txt")).text).toBe(`${own}\n`);
    expect((await putGroup("siteinfo/seo", DEFAULT_SETTINGS.seo)).status).toBe(200);

    expect((await putGroup("siteinfo/login", { ...DEFAULT_SETTINGS.login, login_required: true })).status).toBe(200);
    try {
      expect((await fetchText("/robots.txt")).text).toBe("User-agent: *\nDisallow: /\n");
      for (const path of ["/sitemap.xml", "/sitemap/questions-1.xml", "/feeds/questions.xml"]) {
        expect((await fetchText(path)).status, path).toBe(404);
      }
    } finally {
      expect((await putGroup("siteinfo/login", DEFAULT_SETTINGS.login)).status).toBe(200);
    }
    expect((await fetchText("/sitemap.xml")).status).toBe(200);
  });
});

describe("the feeds", () => {
  const items = (xml: string) => [...xml.matchAll(/<item>(.*?)<\/item>/gs)].map((match) => match[1]!);
  const field = (item: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(item)?.[1];

  it("carry the newest listed questions, their titles and bodies escaped, and leave hidden ones out", async () => {
    const member = await createUser({ name: "订阅者" });
    const title = `合同里写着 <b>"违约金"</b> & 'ABC' 条款是否有效 ${Date.now()}`;
    const shown = await ask(member.token, { title });
    const hidden = await ask(member.token);
    expect((await operate(admin.token, hidden, "hide")).status).toBe(200);

    const feed = await fetchText("/feeds/questions.xml");
    expect(feed.status).toBe(200);
    expect(feed.type).toBe("application/rss+xml; charset=utf-8");
    expect(feed.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" /);
    expect(feed.text).toContain('<atom:link href="http://localhost/feeds/questions.xml" rel="self"');
    const list = items(feed.text);
    expect(list.length).toBeLessThanOrEqual(20);
    const first = list[0]!;
    expect(field(first, "title")).toBe(
      "合同里写着 &lt;b&gt;&quot;违约金&quot;&lt;/b&gt; &amp; &apos;ABC&apos; 条款是否有效 " + title.split(" ").at(-1),
    );
    expect(field(first, "link")).toBe(`http://localhost/answer/menu/questions/D${rowId(shown).toString(36)}`);
    expect(field(first, "dc:creator")).toBe("订阅者");
    expect(field(first, "description")).toMatch(/^&lt;p&gt;/);
    expect(field(first, "pubDate")).toMatch(/^\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$/);
    expect(feed.text).not.toContain(`D${rowId(hidden).toString(36)}<`);
    // kept at the edge like the list, until a question changes
    const timing = async () => (await SELF.fetch(`${BASE}/feeds/questions.xml`)).headers.get("Server-Timing");
    expect(await timing()).toContain('edge;desc="hit"');
    await ask(member.token, { title: `合同到期后继续履行的法律后果 ${Date.now()}` });
    expect(await timing()).toContain('edge;desc="miss"');
  });

  it("of a tag carries its questions; of a question, its answers; a hidden question or unknown tag has none", async () => {
    const member = await createUser();
    await createTags("劳动法");
    const question = await ask(member.token, { tags: [{ slug_name: "劳动法" }] });
    const answerer = await createUser({ name: "回答者" });
    const answerId = await answer(answerer.token, question, "可以申请 **劳动仲裁**。");

    const tag = await fetchText(`/feeds/tags/${encodeURIComponent("劳动法")}.xml`);
    expect(tag.status).toBe(200);
    expect(items(tag.text).map((item) => field(item, "link"))).toContain(
      `http://localhost/answer/menu/questions/D${rowId(question).toString(36)}`,
    );
    expect(tag.text).toMatch(/<channel>\n<title>劳动法 - /);

    const answers = await fetchText(`/feeds/questions/${rowId(question)}.xml`);
    expect(answers.status).toBe(200);
    const [item] = items(answers.text);
    expect(field(item!, "link")).toBe(
      `http://localhost/answer/menu/questions/D${rowId(question).toString(36)}/${rowId(answerId)}`,
    );
    expect(field(item!, "title")).toMatch(/^回答者 回答了：/);
    expect(field(item!, "description")).toContain("&lt;strong&gt;劳动仲裁&lt;/strong&gt;");

    expect((await deleteQuestion(member.token, question)).status).toBe(200);
    expect((await fetchText(`/feeds/questions/${rowId(question)}.xml`)).status).toBe(404);
    expect((await fetchText("/feeds/tags/no-such-tag-here.xml")).status).toBe(404);
    expect((await fetchText("/feeds/nothing.xml")).status).toBe(404);
  });
});

describe("the pages' heads", () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
  const metaContent = (html: string, attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];
  const alternate = (html: string) =>
    /<link rel="alternate" type="application\/rss\+xml" title="([^"]*)" href="([^"]*)"/.exec(html)?.slice(1);

  it("a question page has a QAPage with its accepted and suggested answers, breadcrumbs, a preview and its feed", async () => {
    await createTags("合同法");
    const asker = await createUser({ name: "提问人" });
    const question = await ask(asker.token, {
      title: "合同约定的违约金过高 </script><script>alert(1)</script> 怎么办",
      tags: [{ slug_name: "合同法" }],
    });
    const first = await answer((await createUser({ name: "甲律师" })).token, question, "可以请求法院**调整**违约金。");
    const second = await answer((await createUser({ name: "乙律师" })).token, question, "约定过高的部分可以不支付。");
    expect((await accept(asker.token, question, second)).status).toBe(200);

    const page = await SELF.fetch(`${BASE}/answer/menu/questions/${question}`);
    const html = await page.text();
    // the title's markup stays text: the script element is never closed early
    expect(html).not.toContain("<script>alert(1)</script>");
    const [qa, breadcrumbs] = jsonLd(html);
    const canonical = `http://localhost/answer/menu/questions/D${rowId(question).toString(36)}`;
    expect(qa).toMatchObject({
      "@context": "https://schema.org",
      "@type": "QAPage",
      mainEntity: {
        "@type": "Question",
        name: "合同约定的违约金过高 </script><script>alert(1)</script> 怎么办",
        answerCount: 2,
        upvoteCount: 0,
        url: canonical,
        author: { "@type": "Person", name: "提问人" },
        acceptedAnswer: {
          "@type": "Answer",
          text: "约定过高的部分可以不支付。",
          upvoteCount: 0,
          url: `${canonical}/${rowId(second)}`,
          author: { "@type": "Person", name: "乙律师" },
        },
        suggestedAnswer: [
          { "@type": "Answer", text: "可以请求法院**调整**违约金。", url: `${canonical}/${rowId(first)}` },
        ],
      },
    });
    const entity = (qa as { mainEntity: Record<string, unknown> }).mainEntity;
    expect(entity.dateCreated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((entity.author as { url: string }).url).toMatch(/^http:\/\/localhost\/answer\/menu\/users\//);
    expect(breadcrumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, item: "http://localhost/answer/menu" },
        {
          "@type": "ListItem",
          position: 2,
          name: "合同法",
          item: "http://localhost/answer/menu/tags/%E5%90%88%E5%90%8C%E6%B3%95",
        },
        { "@type": "ListItem", position: 3, item: canonical },
      ],
    });
    expect(metaContent(html, "property", "og:title")).toBe(
      "合同约定的违约金过高 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; 怎么办",
    );
    expect(metaContent(html, "property", "og:url")).toBe(canonical);
    expect(metaContent(html, "property", "og:type")).toBe("article");
    expect(metaContent(html, "name", "twitter:card")).toBe("summary");
    expect(metaContent(html, "name", "description")).toBe(
      "上个月提出离职，交接完毕后公司以各种理由拒绝发放最后一个月的工资，应该如何维权？",
    );
    expect(alternate(html)?.[1]).toBe(`http://localhost/feeds/questions/${rowId(question)}.xml`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  });

  it("the list and a tag's page are CollectionPages with their feeds; the square icon is the preview's image", async () => {
    const { putGroup: put } = settingsApi(() => admin.token);
    const branding = { ...DEFAULT_SETTINGS.branding, square_icon: "https://cdn.example/icon-512.png" };
    expect((await put("siteinfo/branding", branding)).status).toBe(200);
    try {
      const list = await (await SELF.fetch(`${BASE}/answer/menu/questions`)).text();
      expect(jsonLd(list)[0]).toMatchObject({
        "@type": "CollectionPage",
        url: "http://localhost/answer/menu/questions",
        isPartOf: { "@type": "WebSite", url: "http://localhost/answer/menu" },
      });
      expect(alternate(list)?.[1]).toBe("http://localhost/feeds/questions.xml");
      expect(metaContent(list, "property", "og:image")).toBe("https://cdn.example/icon-512.png");

      await createTags("合同法");
      const tag = await (await SELF.fetch(`${BASE}/answer/menu/tags/${encodeURIComponent("合同法")}`)).text();
      expect(jsonLd(tag)[0]).toMatchObject({ "@type": "CollectionPage", name: "合同法" });
      expect(alternate(tag)?.[1]).toBe(`http://localhost/feeds/tags/${encodeURIComponent("合同法")}.xml`);

      const manifest = (await (await SELF.fetch(`${BASE}/manifest.webmanifest`)).json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        start_url: "/answer/menu",
        display: "standalone",
        theme_color: DEFAULT_SETTINGS.theme.theme_config.primary_color,
        icons: [{ src: "https://cdn.example/icon-512.png", sizes: "512x512" }, { src: "/favicon.ico" }],
      });
    } finally {
      expect((await put("siteinfo/branding", DEFAULT_SETTINGS.branding)).status).toBe(200);
    }
  });
});

describe("a search engine's cache URL", () => {
  const location = async (path: string) => {
    const response = await SELF.fetch(`${BASE}${path}`, { redirect: "manual" });
    return { status: response.status, location: response.headers.get("Location") };
  };

  it("goes to the real page when it names this site, absolute or as a path; another site's stays a search", async () => {
    const page = "/answer/menu/questions/D2s?order=newest";
    expect(await location(`/answer/menu/search?q=${encodeURIComponent(`cache:http://localhost${page}`)}`)).toEqual({
      status: 301,
      location: page,
    });
    expect(await location(`/?q=${encodeURIComponent("cache:/answer/menu/tags")}`)).toEqual({
      status: 301,
      location: "/answer/menu/tags",
    });
    expect(
      await location(`/answer/menu/search?q=${encodeURIComponent("CACHE: http://localhost/answer/menu")}`),
    ).toEqual({ status: 301, location: "/answer/menu" });
    const elsewhere = await location(`/answer/menu/search?q=${encodeURIComponent("cache:https://evil.example/x")}`);
    expect(elsewhere.status).toBe(200);
    const script = await location(`/answer/menu/search?q=${encodeURIComponent("cache:javascript:alert(1)")}`);
    expect(script.status).toBe(200);
    expect((await location(`/answer/menu/search?q=${encodeURIComponent("合同 cache:")}`)).status).toBe(200);
  });
});
