// A reader who comes back: a reload, back and forward revalidate the cached anonymous pages (a 304 for the copy the
// browser kept), and every view must still be styled and hydrated. The copy's nonce and the 304's CSP must agree.
import type { Page } from "@playwright/test";
import { adminApiToken, communityMember, ensureTags, expect, test } from "./fixtures";

/** The page's stylesheets loaded and applied, and React hydrated the document. */
async function expectStyledAndHydrated(page: Page) {
  await page.waitForLoadState("networkidle");
  const state = await page.evaluate(() => ({
    stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => link.sheet?.cssRules.length ?? 0,
    ),
    // the stylesheet lays the page out: without it the body keeps the browser's 8px margin
    bodyMargin: getComputedStyle(document.body).margin,
    hydrated: Object.keys(document.body).some((key) => key.startsWith("__reactFiber")),
  }));
  expect(state.stylesheets.length, "stylesheets").toBeGreaterThan(0);
  for (const rules of state.stylesheets) expect(rules, "rules of each stylesheet").toBeGreaterThan(0);
  expect(state.bodyMargin).toBe("0px");
  expect(state.hydrated, "hydrated").toBe(true);
}

/**
 * The statuses of the documents the server sent, as they crossed the network (Playwright and the protocol's own
 * response event report a revalidated copy as the 200 it was kept from; the raw response shows the 304).
 */
async function documentStatuses(page: Page): Promise<number[]> {
  const statuses: number[] = [];
  const documents = new Set<string>();
  const session = await page.context().newCDPSession(page);
  session.on("Network.requestWillBeSent", (event) => {
    if (event.type === "Document") documents.add(event.requestId);
  });
  session.on("Network.responseReceivedExtraInfo", (event) => {
    if (documents.has(event.requestId)) statuses.push(event.statusCode);
  });
  await session.send("Network.enable");
  return statuses;
}

test("an anonymous reader reloads, goes back and forward through the list, a question and a tag: every view is styled and hydrated", async ({
  page,
  request,
}) => {
  await ensureTags(request, ["劳动法"]);
  const asker = await communityMember(request, "回访测试提问者");
  const title = `劳动合同到期不续签有补偿吗 ${Date.now().toString(36)}`;
  const asked = await request.post("/answer/api/v1/question", {
    headers: { Authorization: asker.token },
    data: { title, content: "合同到期公司不续签，是否应当支付经济补偿？", tags: [{ slug_name: "劳动法" }] },
  });
  expect(asked.status()).toBe(200);
  const questionId = ((await asked.json()) as { data: { id: string } }).data.id;

  const statuses = await documentStatuses(page);
  const views = ["/answer/menu/questions", `/answer/menu/questions/${questionId}`, "/answer/menu/tags/劳动法"];
  for (const view of views) {
    await page.goto(view);
    await expectStyledAndHydrated(page);
    // the reload revalidates the kept copy: the server answers 304, the browser shows what it kept
    await page.reload();
    await expectStyledAndHydrated(page);
  }
  expect(statuses).toEqual([200, 304, 200, 304, 200, 304]);

  // back and forward through the three, each time as the browser restores it
  for (const view of [views[1], views[0]]) {
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(view!)}$`));
    await expectStyledAndHydrated(page);
  }
  for (const view of [views[1], views[2]]) {
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(view!)}$`));
    await expectStyledAndHydrated(page);
  }

  // a link back to a page already seen is another revalidation
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectStyledAndHydrated(page);
  const before = statuses.length;
  await page.goto(views[0]!);
  await expectStyledAndHydrated(page);
  expect(statuses.slice(before)).toEqual([304]);
});

test("a tag whose description leaves markup open keeps its page whole: styled, hydrated, the footer outside", async ({
  page,
  request,
}) => {
  const token = await adminApiToken(request);
  await request.post("/answer/api/v1/user/community/open", { headers: { Authorization: token }, data: {} });
  const slug = `unclosed-${Date.now().toString(36)}`;
  const created = await request.post("/answer/api/v1/tag", {
    headers: { Authorization: token },
    data: {
      display_name: slug,
      slug_name: slug,
      original_text: "<details><summary>适用条款</summary>说明未闭合 <table><tr><td>表格未闭合 <a href=/x>链接未闭合",
    },
  });
  expect(created.status()).toBe(200);

  await page.goto(`/answer/menu/tags/${slug}/info`);
  for (const view of ["first", "reloaded"]) {
    await expectStyledAndHydrated(page);
    await expect(page.getByText("说明未闭合"), view).toBeAttached();
    await expect(page.locator("details footer, table footer, a footer"), view).toHaveCount(0);
    await expect(page.locator("footer").first(), view).toBeVisible();
    if (view === "first") await page.reload();
  }
});
