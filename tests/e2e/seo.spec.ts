// What search engines and feed readers read, parsed by Chromium's own parsers: the sitemap and the feeds are
// well-formed XML (a title with markup in it stays text), the question page's structured data is JSON a crawler can
// read, and a reader finds the feed from the page. The page is also visited as a returning reader would.
import { communityMember, ensureTags, expect, test } from "./fixtures";

test("the sitemap, the feeds and a question's structured data parse in the browser", async ({ page, request }) => {
  await ensureTags(request, ["合同法"]);
  const asker = await communityMember(request, "结构化数据提问者");
  const title = `租赁合同 <b>“押金”</b> & 'R&D' 条款 ${Date.now()}`;
  const asked = await request.post("/answer/api/v1/question", {
    headers: { Authorization: asker.token },
    data: { title, content: "房东以 <script> 为由扣押押金，是否合法？", tags: [{ slug_name: "合同法" }] },
  });
  expect(asked.status()).toBe(200);
  const questionId = ((await asked.json()) as { data: { id: string } }).data.id;
  const answerer = await communityMember(request, "结构化数据回答者");
  const answered = await request.post("/answer/api/v1/answer", {
    headers: { Authorization: answerer.token },
    data: { question_id: questionId, content: "押金应当在租期届满后返还，扣除合理损耗。" },
  });
  expect(answered.status()).toBe(200);

  await page.goto(`/answer/menu/questions/${questionId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("租赁合同");
  // every XML document the site serves, parsed as XML by the browser: no parser error, the title read back as sent
  const parsed = await page.evaluate(async () => {
    const read = async (path: string) => {
      const response = await fetch(path);
      const document = new DOMParser().parseFromString(await response.text(), "application/xml");
      return { path, status: response.status, document };
    };
    const results = [];
    const index = await read("/sitemap.xml");
    const pages = [...index.document.getElementsByTagName("loc")].map((loc) => new URL(loc.textContent!).pathname);
    const feed = await read("/feeds/questions.xml");
    const feedLink = document.querySelector<HTMLLinkElement>('link[rel="alternate"][type="application/rss+xml"]')!;
    for (const item of [
      index,
      ...(await Promise.all(pages.map(read))),
      feed,
      await read(new URL(feedLink.href).pathname),
    ]) {
      results.push({
        path: item.path,
        status: item.status,
        root: item.document.documentElement.nodeName,
        errors: item.document.getElementsByTagName("parsererror").length,
        titles: [...item.document.getElementsByTagName("title")].map((node) => node.textContent),
        urls: item.document.getElementsByTagName("url").length,
      });
    }
    return results;
  });
  for (const result of parsed) {
    expect(result.status, result.path).toBe(200);
    expect(result.errors, result.path).toBe(0);
  }
  expect(parsed[0]!.root).toBe("sitemapindex");
  expect(parsed.find((result) => result.path === "/sitemap/questions-1.xml")!.urls).toBeGreaterThan(0);
  const siteFeed = parsed.find((result) => result.path === "/feeds/questions.xml")!;
  expect(siteFeed.root).toBe("rss");
  expect(siteFeed.titles).toContain(title);
  const answersFeed = parsed.at(-1)!;
  expect(answersFeed.path).toMatch(/^\/feeds\/questions\/\d+\.xml$/);
  expect(answersFeed.titles[0]).toBe(title);

  // the structured data: QAPage and breadcrumbs, read as a crawler reads them
  const documents = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!) as Record<string, unknown>));
  const qa = documents.find((document) => document["@type"] === "QAPage") as {
    mainEntity: { name: string; answerCount: number; suggestedAnswer: { text: string }[] };
  };
  expect(qa.mainEntity.name).toBe(title);
  expect(qa.mainEntity.answerCount).toBe(1);
  expect(qa.mainEntity.suggestedAnswer[0]!.text).toBe("押金应当在租期届满后返还，扣除合理损耗。");
  expect(documents.some((document) => document["@type"] === "BreadcrumbList")).toBe(true);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);

  // a returning reader: reload, back to the list and forward again find the same page and data
  await page.reload();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  await page.goto("/answer/menu/questions");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/feeds\/questions\.xml$/,
  );
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("租赁合同");
  await page.goForward();
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/feeds\/questions\.xml$/,
  );
});
