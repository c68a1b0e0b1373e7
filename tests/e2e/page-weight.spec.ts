// Page weight budgets (issue #4): what a reader's browser downloads for the list and a question page, gzip, measured
// from the responses Chromium actually receives. The editor and other parts for members must not be among them.
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { communityMember, ensureTags, expect, test } from "./fixtures";

const KB = 1024;
const JS_BUDGET = 120 * KB;
const CSS_BUDGET = 30 * KB;

/** Scripts and stylesheets a first-time reader's browser loads for a page, once it is idle. */
async function pageWeight(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files: { url: string; type: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    pending.push(
      response.body().then((body) => void files.push({ url: response.url(), type, gzip: gzipSync(body).length })),
    );
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await Promise.all(pending);
  await context.close();
  const sum = (type: string) => files.filter((f) => f.type === type).reduce((total, f) => total + f.gzip, 0);
  return { files, js: sum("script"), css: sum("stylesheet") };
}

test("a reader downloads at most 120 KB of JavaScript and 30 KB of CSS (gzip) for the list and a question page", async ({
  browser,
  request,
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
    const weight = await pageWeight(browser, path);
    const listing = weight.files.map((f) => `${(f.gzip / KB).toFixed(1)} KB ${f.url}`).join("\n");
    expect(weight.js, `JavaScript on ${path}:\n${listing}`).toBeLessThanOrEqual(JS_BUDGET);
    expect(weight.css, `CSS on ${path}:\n${listing}`).toBeLessThanOrEqual(CSS_BUDGET);
    expect(weight.js, "the page loaded its scripts").toBeGreaterThan(0);
    // readers never download the editor, the preview or client validation
    expect(weight.files.map((f) => f.url).join("\n")).not.toMatch(/answer-editor-form|markdown-editor|purify|marked/);
    console.log(`${path}: JavaScript ${(weight.js / KB).toFixed(1)} KB, CSS ${(weight.css / KB).toFixed(1)} KB`);
  }
});
