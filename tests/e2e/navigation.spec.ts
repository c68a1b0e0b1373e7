// In-app links (app/components/navigation.tsx): plain <a> elements that the router follows without reloading the
// page, and a page that, once loaded, asks the server for nothing about the routes it links to (eager route discovery
// re-rendered every page right after it hydrated).
import { communityMember, ensureTags, expect, test } from "./fixtures";

const CONTENT = "入职两个月，公司说我不符合录用条件要辞退我，可以要求赔偿吗？";

test("a reader follows in-app links without the page reloading; loading a page asks the server about no routes", async ({
  page,
  request,
}) => {
  await ensureTags(request, ["劳动法"]);
  const asker = await communityMember(request, "导航测试提问者");
  const title = `试用期被辞退能拿到赔偿吗 ${Date.now().toString(36)}`;
  const asked = await request.post("/answer/api/v1/question", {
    headers: { Authorization: asker.token },
    data: {
      title,
      content: CONTENT,
      tags: [{ slug_name: "劳动法" }],
    },
  });
  expect(asked.status()).toBe(200);

  const routeQueries: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.endsWith("/__manifest")) routeQueries.push(sent.url());
  });
  await page.goto("/answer/menu/questions");
  await page.waitForLoadState("networkidle");
  expect(routeQueries, "route queries while the list loads").toEqual([]);

  // a value the page keeps only as long as it is not reloaded
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveURL(/\/answer\/menu\/questions\/\w+/);
  expect(await sameDocument()).toBe(true);
  // reached in the app, the page's data carries the body (loaded whole, only its markup does)
  await expect(page.locator("article .post-body").first()).toHaveText(CONTENT);

  // the main menu marks the page the reader is on
  const menu = page.getByRole("navigation", { name: "主导航" });
  await menu.getByRole("link", { name: "标签" }).click();
  await expect(page).toHaveURL(/\/answer\/menu\/tags$/);
  await expect(menu.getByRole("link", { name: "标签" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "话题" })).not.toHaveAttribute("aria-current", "page");
  expect(await sameDocument()).toBe(true);

  // a click with Ctrl is the browser's: the link opens in a new tab and this page stays where it is
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    menu.getByRole("link", { name: "话题" }).click({ modifiers: ["Control"] }),
  ]);
  await expect(tab).toHaveURL(/\/answer\/menu\/questions$/);
  await tab.close();
  await expect(page).toHaveURL(/\/answer\/menu\/tags$/);

  // back goes back within the same document
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("article .post-body").first()).toHaveText(CONTENT);
  expect(await sameDocument()).toBe(true);

  // loaded whole, the page hydrates with the body its markup carries, and keeps it when the app goes on from there
  await page.reload();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await expect(page.locator("article .post-body").first()).toHaveText(CONTENT);
  await menu.getByRole("link", { name: "标签" }).click();
  await expect(page).toHaveURL(/\/answer\/menu\/tags$/);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("article .post-body").first()).toHaveText(CONTENT);
  expect(await sameDocument()).toBe(true);
});

test("keystrokes and clicks while a page hydrates leave it whole and live", async ({ page }) => {
  // from the moment the document exists, a keystroke and a click every millisecond for three seconds: React finishes
  // hydrating at once for such input, which failed (React error #345, the page left without its scripts) while
  // Remix was still decoding the page's data
  await page.addInitScript(() => {
    const timer = setInterval(() => {
      const target = document.querySelector("input") ?? document.body;
      target?.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "a" }));
      target?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    }, 1);
    setTimeout(() => clearInterval(timer), 3000);
  });
  for (const path of ["/answer/menu/users/login", "/answer/menu/questions", "/answer/menu/users/login?again=1"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // live: an in-app link is followed without reloading the page (the fixture fails the test on any console error)
  await page.waitForTimeout(3000);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("link", { name: "注册" }).first().click();
  await expect(page).toHaveURL(/\/answer\/menu\/users\/register/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
