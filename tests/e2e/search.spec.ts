// Searching from the header box, with and without JavaScript: the results page, its order tabs, and a returning
// reader's back, forward and reload.
import type { APIRequestContext } from "@playwright/test";
import { communityMember, ensureTags, expect, test } from "./fixtures";

const DIGITS = "零一二三四五六七八九";

/** A question and an answer that hold a term no other post holds; answers the term once both are indexed. */
async function searchablePosts(request: APIRequestContext): Promise<string> {
  const marker = `检索${[...Date.now().toString()]
    .slice(-7)
    .map((digit) => DIGITS[Number(digit)])
    .join("")}`;
  await ensureTags(request, ["合同法"]);
  const asker = await communityMember(request, "搜索测试提问者");
  const asked = await request.post("/answer/api/v1/question", {
    headers: { Authorization: asker.token },
    data: {
      title: `${marker}的合同是否有效`,
      content: `关于${marker}的合同效力问题。`,
      tags: [{ slug_name: "合同法" }],
    },
  });
  expect(asked.status()).toBe(200);
  const questionId = ((await asked.json()) as { data: { id: string } }).data.id;
  const answerer = await communityMember(request, "搜索测试回答者");
  const answered = await request.post("/answer/api/v1/answer", {
    headers: { Authorization: answerer.token },
    data: { question_id: questionId, content: `${marker}的合同一般有效，除非违反强制性规定。` },
  });
  expect(answered.status()).toBe(200);
  await expect
    .poll(
      async () => {
        const found = await request.get(`/answer/api/v1/search?q=${encodeURIComponent(marker)}`);
        return ((await found.json()) as { data: { count: number } }).data.count;
      },
      { timeout: 15_000 },
    )
    .toBe(2);
  return marker;
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "searching with JavaScript" : "searching without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a reader searches from the header, changes the order, goes back and forward and reloads", async ({
      page,
      request,
    }) => {
      const marker = await searchablePosts(request);
      await page.goto("/answer/menu/questions");
      if (javaScriptEnabled) await page.waitForLoadState("networkidle");
      const box = page.getByRole("searchbox", { name: "搜索" });
      await box.fill(marker);
      await box.press("Enter");
      await expect(page).toHaveURL(/\/answer\/menu\/search\?/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`“${marker}” 的搜索结果`);
      const results = page.getByTestId("search-result");
      await expect(results).toHaveCount(2);
      await expect(results.first().locator("mark").first()).toHaveText(marker);

      await page.getByRole("link", { name: "最新", exact: true }).click();
      await expect(page).toHaveURL(/order=newest/);
      await expect(page.getByRole("link", { name: "最新", exact: true })).toHaveAttribute("aria-current", "page");
      await expect(results).toHaveCount(2);

      await page.goBack();
      await expect(page).not.toHaveURL(/order=newest/);
      await expect(results).toHaveCount(2);
      await page.goForward();
      await expect(page).toHaveURL(/order=newest/);
      await page.reload();
      await expect(results).toHaveCount(2);
      await expect(page.getByRole("link", { name: "最新", exact: true })).toHaveAttribute("aria-current", "page");
    });

    test("the header's type 回答 finds only answers, and the result leads to the answer", async ({ page, request }) => {
      const marker = await searchablePosts(request);
      await page.goto("/answer/menu/questions");
      if (javaScriptEnabled) await page.waitForLoadState("networkidle");
      await page.getByRole("combobox", { name: "搜索类型" }).selectOption("answer");
      const box = page.getByRole("searchbox", { name: "搜索" });
      await box.fill(marker);
      await box.press("Enter");
      await expect(page).toHaveURL(/q=is%3Aanswer/);
      const results = page.getByTestId("search-result");
      await expect(results).toHaveCount(1);
      await results.getByRole("link", { name: `${marker}的合同是否有效` }).click();
      await expect(page).toHaveURL(/#answer-\d+$/);
      await expect(page.getByText(`${marker}的合同一般有效`)).toBeVisible();
    });
  });
}

test.describe("the header's search history", () => {
  test("keeps the last searches newest first, searches again from one, forgets one, and survives a reload", async ({
    page,
  }) => {
    await page.goto("/answer/menu/questions");
    await page.waitForLoadState("networkidle");
    // the header's box (the results page has a box of its own)
    const box = page.getByRole("banner").getByRole("searchbox", { name: "搜索" });
    for (const words of ["劳动仲裁", "离婚财产", "劳动仲裁"]) {
      await box.fill(words);
      await box.press("Enter");
      await expect(page).toHaveURL(/\/answer\/menu\/search\?/);
      await page.waitForLoadState("networkidle");
    }
    await box.click();
    const history = page.getByRole("list", { name: "搜索历史" });
    await expect(history.getByRole("link")).toHaveText(["劳动仲裁", "离婚财产"]);

    await history.getByRole("button", { name: "删除搜索记录：劳动仲裁" }).click();
    await expect(history.getByRole("link")).toHaveText(["离婚财产"]);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await box.click();
    await history.getByRole("link", { name: "离婚财产" }).click();
    await expect(page).toHaveURL(/q=%E7%A6%BB%E5%A9%9A%E8%B4%A2%E4%BA%A7/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("“离婚财产” 的搜索结果");
    await box.click();
    await expect(history).toBeVisible();
    await box.press("Escape");
    await expect(history).toHaveCount(0);
  });
});
