// The search page (SPEC §2 search?q=): results with marked excerpts, orders and pages as links, the empty text, the
// header box's types, a refused query, and noindex — all as plain HTML, before any JavaScript.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  answer,
  ask,
  cookieFor,
  createTags,
  createUser,
  getPage,
  rowId,
  visibleText,
  withoutScripts,
  type Member,
} from "../helpers";
import { paths } from "~/lib/paths";

const MARKER = "表见代理";
let asker: Member;
let questionId: string;
let answerId: string;

async function page(path: string, token?: string) {
  const response = await getPage(path, token ? { cookie: cookieFor(token) } : {});
  return { status: response.status, location: response.headers.get("Location"), html: await response.text() };
}

beforeAll(async () => {
  asker = await createUser({ name: "搜索页提问者" });
  await createTags("合同法");
  questionId = await ask(asker.token, {
    title: `${MARKER}的构成要件是什么`,
    content: `无权代理人以被代理人名义签订合同，相对人有理由相信其有代理权的，构成${MARKER}。<script>alert(1)</script>`,
    tags: [{ slug_name: "合同法" }],
  });
  answerId = await answer((await createUser()).token, questionId, `${MARKER}要求相对人善意且无过失。`);
  const docs = [rowId(questionId) * 2, rowId(answerId) * 2 + 1];
  for (let waited = 0; ; waited += 100) {
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM search_index WHERE rowid IN (?, ?)")
      .bind(...docs)
      .first<{ n: number }>();
    if (row!.n === 2) break;
    if (waited > 20_000) throw new Error("not indexed");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

describe("the search page", () => {
  it("lists what it finds, each linked, its terms marked and its text escaped; noindex, titled and canonical", async () => {
    const { status, html } = await page(paths.search({ q: MARKER }));
    expect(status).toBe(200);
    const body = withoutScripts(html);
    expect(body.match(/data-testid="search-result"/g)).toHaveLength(2);
    expect(body).toContain(`<mark class="bg-tag text-fg">${MARKER}</mark>`);
    // links in the form the permalink setting chooses (4 by default: the short id, no title segment)
    const question = { id: rowId(questionId), urlTitle: "" };
    expect(body).toContain(`href="${paths.question(question, 4)}"`);
    expect(body).toContain(
      `href="${paths.question(question, 4, { answerId: rowId(answerId) })}#answer-${rowId(answerId)}"`,
    );
    expect(body).not.toContain("<script>alert(1)");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(new RegExp(`<title>${MARKER} - 搜索 - `));
    expect(html).toContain(`<link rel="canonical" href="http://localhost/answer/menu/search?q=`);
    expect(visibleText(body)).toContain("共 2 条结果");
  });

  it("offers the four orders and pages as links, and says so when nothing is found", async () => {
    const { html } = await page(paths.search({ q: MARKER, order: "newest" }));
    for (const order of ["active", "score"]) expect(html).toContain(`order=${order}`);
    expect(html).toMatch(/aria-current="page"[^>]*>最新|>最新<\/a>/);
    const none = await page(paths.search({ q: "没有这个词语组合的帖子" }));
    expect(none.status).toBe(200);
    expect(visibleText(none.html)).toContain("没有找到相关的内容。试试看其他选项卡？");
  });

  it("a search for one [tag] shows the tag's card above its questions", async () => {
    const { html } = await page(paths.search({ q: "[合同法]" }));
    const body = withoutScripts(html);
    expect(body).toContain(`href="${paths.tagInfo("合同法")}"`);
    expect(visibleText(body)).toContain("标签详情");
    const other = await page(paths.search({ q: `[合同法] ${MARKER}` }));
    expect(visibleText(withoutScripts(other.html))).not.toContain("标签详情");
  });

  it("without a query shows the box; a query that is too long is refused with 400 and SPEC's message", async () => {
    const empty = await page(paths.search());
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('name="q"');
    const long = await page(paths.search({ q: "法".repeat(61) }));
    expect(long.status).toBe(400);
    expect(visibleText(long.html)).toContain("内容过长");
    const badOrder = await page(paths.search({ q: MARKER, order: "best" }));
    expect(badOrder.status).toBe(400);
  });

  it("the header box's types: answers add is:answer, a member's name user:, a tag goes to the tag list", async () => {
    const answers = await page(`${paths.search()}?type=answer&q=${encodeURIComponent(MARKER)}`);
    expect(answers.status).toBe(302);
    expect(answers.location).toBe(paths.search({ q: `is:answer ${MARKER}` }));
    const followed = await page(answers.location!);
    expect(followed.html.match(/data-testid="search-result"/g)).toHaveLength(1);
    const user = await page(`${paths.search()}?type=user&q=${encodeURIComponent(asker.user.username)}`);
    expect(user.location).toBe(paths.search({ q: `user:${asker.user.username}` }));
    const tag = await page(`${paths.search()}?type=tag&q=${encodeURIComponent("合同")}`);
    expect(tag.location).toBe(paths.tags({ name: "合同" }));
    const topic = await page(`${paths.search()}?type=question&q=${encodeURIComponent(MARKER)}`);
    expect(topic.status).toBe(200);
    expect(topic.html.match(/data-testid="search-result"/g)).toHaveLength(2);
  });

  it("a member who has not opened the community is sent to open it", async () => {
    const notOpened = await createUser({ communityOpened: false });
    const refused = await page(paths.search({ q: MARKER }), notOpened.token);
    expect(refused.status).toBe(302);
    expect(refused.location).toContain(paths.communityOpen());
  });
});
