// Page weight budgets (issue #4): what a reader's browser downloads for the list and a question page, gzip, measured
// from the responses Chromium actually receives. The editor and other parts for members must not be among them.
import { measurePageWeight } from "../../scripts/lib/page-weight";
import { communityMember, ensureTags, expect, test } from "./fixtures";

const KB = 1024;
const JS_BUDGET = 120 * KB;
const CSS_BUDGET = 30 * KB;

test("a reader downloads at most 120 KB of JavaScript and 30 KB of CSS (gzip) for the list and a question page", async ({
  browser,
  request,
  baseURL,
}) => {
  await ensureTags(request, ["劳动法"]);
  const asker = await communityMember(request, "页面重量提问者");
  const asked = await request.post("/answer/api/v1/question", {
    headers: { Authorization: asker.token },
    data: {
      title: "劳动合同到期不续签有没有经济补偿",
      content: "合同到期后公司通知不再续签，是否可以要求支付经济补偿？按什么标准计算？",
      tags: [{ slug_name: "劳动法" }],
    },
  });
  expect(asked.status()).toBe(200);
  const questionId = ((await asked.json()) as { data: { id: string } }).data.id;

  for (const path of ["/answer/menu/questions", `/answer/menu/questions/${questionId}`]) {
    const weight = await measurePageWeight(browser, new URL(path, baseURL).href);
    const listing = weight.files.map((f) => `${(f.gzip / KB).toFixed(1)} KB ${f.url}`).join("\n");
    expect(weight.js, `JavaScript on ${path}:\n${listing}`).toBeLessThanOrEqual(JS_BUDGET);
    expect(weight.css, `CSS on ${path}:\n${listing}`).toBeLessThanOrEqual(CSS_BUDGET);
    expect(weight.js, "the page loaded its scripts").toBeGreaterThan(0);
    // readers never download the editor, the preview or client validation
    expect(weight.files.map((f) => f.url).join("\n")).not.toMatch(/answer-editor-form|markdown-editor|purify|marked/);
    console.log(`${path}: JavaScript ${(weight.js / KB).toFixed(1)} KB, CSS ${(weight.css / KB).toFixed(1)} KB`);
  }
});

test("the icon browsers ask every site for is a static file, not a rendered 404 page", async ({ request }) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/icon/);
  // an ICO file's header: reserved 0, type 1
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
