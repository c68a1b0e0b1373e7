// People in Chromium: a member edits their profile (with and without JavaScript) and uploads an avatar; the profile
// and the ranking show it; a returning reader moves between the tabs; the header's member menu leads to real pages.
import { adminApiToken, communityMember, ensureTags, expect, logIn, solidPng, test } from "./fixtures";

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "profiles with JavaScript" : "profiles without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a member edits their profile and uploads an avatar; the profile shows them", async ({ page, request }) => {
      const member = await communityMember(request, javaScriptEnabled ? "资料编辑甲" : "资料编辑乙");
      await logIn(page, member.email, member.password);
      await page.goto("/answer/menu/users/settings/profile");
      await expect(page.getByRole("link", { name: "个人资料" })).toHaveAttribute("aria-current", "page");

      // a rule of SPEC §5 first: the message beside the field, nothing saved
      await page.getByLabel("网站（选填）").fill("ftp://files.example");
      await page.getByRole("button", { name: "保存" }).click();
      await expect(page.getByText("网址格式不正确")).toBeVisible();

      await page.getByLabel("网站（选填）").fill("https://lawyer.example");
      await page.getByLabel("位置（选填）").fill("上海");
      await page.getByLabel("关于我（选填）").fill("**专注劳动争议**十年。");
      await page.getByLabel("自定义").check();
      await page.getByLabel("上传图片（jpg、jpeg、png、webp）").setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: solidPng(300),
      });
      if (javaScriptEnabled) {
        // the browser crops, scales and uploads at once: the preview shows the stored image
        await expect(page.locator('img[src^="/uploads/avatar/"]')).toHaveCount(1);
      }
      await page.getByRole("button", { name: "保存" }).click();
      await expect(page.getByText("更新成功")).toBeVisible();

      await page.locator("header summary").click();
      await page.getByRole("link", { name: "我的主页" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(member.name);
      await expect(page.getByTestId("profile-location")).toHaveText("上海");
      await expect(page.getByTestId("profile-bio").locator("strong")).toHaveText("专注劳动争议");
      const avatar = page.getByTestId("profile-header").locator('img[src^="/uploads/avatar/"]');
      await expect(avatar).toBeVisible();
      await expect(avatar).toHaveAttribute("width", "96");

      // a returning reader: the tabs, back, forward and reload
      await page.getByRole("link", { name: "声望", exact: true }).click();
      await expect(page).toHaveURL(/\/reputation$/);
      await expect(page.getByTestId("profile-reputation-entry").first()).toContainText("激活邮箱");
      await page.getByRole("link", { name: "投票", exact: true }).click();
      await expect(page).toHaveURL(/\/votes$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/reputation$/);
      await page.goForward();
      await expect(page).toHaveURL(/\/votes$/);
      await page.reload();
      await expect(page.getByRole("link", { name: "投票", exact: true })).toHaveAttribute("aria-current", "page");
    });
  });
}

test("the ranking shows the week's members with their avatars, each linking to a profile", async ({
  page,
  request,
}) => {
  const member = await communityMember(request, "排行榜成员");
  const uploaded = await request.post("/answer/api/v1/file", {
    headers: { Authorization: member.token },
    multipart: { source: "avatar", file: { name: "a.png", mimeType: "image/png", buffer: solidPng(96) } },
  });
  expect(uploaded.status()).toBe(200);
  const image = new URL(((await uploaded.json()) as { data: string }).data).pathname;
  const saved = await request.put("/answer/api/v1/user/info", {
    headers: { Authorization: member.token },
    data: { avatar: { type: "custom", custom: image } },
  });
  expect(saved.status()).toBe(200);
  // ten points from an upvote of their question, to be among the week's first twenty
  await ensureTags(request, ["劳动法"]);
  const asked = await request.post("/answer/api/v1/question", {
    headers: { Authorization: member.token },
    data: {
      title: "排行榜成员提出的劳动法问题",
      content: "试用期被辞退可以要求赔偿吗？",
      tags: [{ slug_name: "劳动法" }],
    },
  });
  expect(asked.status()).toBe(200);
  const questionId = ((await asked.json()) as { data: { id: string } }).data.id;
  const voted = await request.post("/answer/api/v1/vote/up", {
    headers: { Authorization: await adminApiToken(request) },
    data: { object_id: questionId },
  });
  expect(voted.status()).toBe(200);
  // the reputation comes through the queue
  await expect
    .poll(async () => JSON.stringify(await (await request.get("/answer/api/v1/user/ranking")).json()), {
      timeout: 15_000,
    })
    .toContain("排行榜成员");

  // as a member, whose pages are never the edge's copy of an earlier ranking
  await logIn(page, member.email, member.password);
  await page.goto("/answer/menu/users-list");
  await expect(page.getByRole("heading", { name: "本周声望最高的用户" })).toBeVisible();
  const card = page.getByTestId("ranked-member").filter({ hasText: "排行榜成员" }).first();
  await expect(card.locator(`img[src="${image}"]`)).toBeVisible();
  await card.getByRole("link", { name: "排行榜成员" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("排行榜成员");
});

test("every link of the header's member menu lands on a real page", async ({ page, request }) => {
  const member = await communityMember(request, "菜单成员");
  await logIn(page, member.email, member.password);
  await page.goto("/answer/menu/questions");
  await page.locator("header summary").click();
  const links = page.locator("header details ul a");
  const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  expect(targets.length).toBeGreaterThanOrEqual(5);
  for (const target of targets) {
    const response = await page.goto(target);
    expect(response?.status(), target).toBe(200);
    await expect(page.getByText("很抱歉，此页面不存在。")).toHaveCount(0);
  }
});
