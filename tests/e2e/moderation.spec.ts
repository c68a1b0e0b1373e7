// Moderation in Chromium: a new member's posts held by the back office's rule are approved and rejected on the review
// page (with plain forms, and with JavaScript in place, surviving reload, back and forward), and the back office's
// lists filter and search with plain forms.
import type { APIRequestContext } from "@playwright/test";
import { DEFAULT_ADMIN, adminApiToken, communityMember, ensureTags, expect, logIn, test } from "./fixtures";

const TAG = "劳动法";

async function setRules(request: APIRequestContext, firstPosts: number) {
  const saved = await request.put("/answer/admin/api/siteinfo/review", {
    headers: { Authorization: await adminApiToken(request) },
    data: { first_posts: firstPosts, keywords: [], hold_links: false },
  });
  expect(saved.status()).toBe(200);
}

async function ask(request: APIRequestContext, token: string, title: string): Promise<string> {
  const asked = await request.post("/answer/api/v1/question", {
    headers: { Authorization: token },
    data: { title, content: "试用期内公司以不符合录用条件为由辞退，需要支付赔偿吗？", tags: [{ slug_name: TAG }] },
  });
  expect(asked.status()).toBe(200);
  return ((await asked.json()) as { data: { id: string } }).data.id;
}

test.describe("moderation without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a moderator approves one held post and rejects another with plain forms", async ({ page, request }) => {
    await ensureTags(request, [TAG]);
    const stamp = Date.now().toString(36);
    const member = await communityMember(request, `待审成员${stamp}`);
    await setRules(request, 1);
    let kept: string;
    let refused: string;
    try {
      kept = await ask(request, member.token, `试用期被辞退能否要求赔偿 ${stamp}`);
      refused = await ask(request, member.token, `低价代写各类文书 ${stamp}`);
    } finally {
      await setRules(request, 0);
    }
    // a guest does not see a held question
    expect((await request.get(`/answer/api/v1/question/info?id=${kept}`)).status()).toBe(404);

    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto("/answer/menu/review?type=queued_post");
    const card = page.getByTestId("queued-post");
    for (let step = 0; step < 10 && !(await card.textContent())?.includes(stamp); step++) {
      await card.getByRole("button", { name: "跳过" }).click();
    }
    await expect(card).toContainText(`试用期被辞退能否要求赔偿 ${stamp}`);
    await expect(card.getByTestId("queued-reason")).toHaveText("新成员的前 1 个帖子需要审核。");
    await card.getByRole("button", { name: "通过" }).click();
    await expect(page.getByRole("status")).toHaveText("已通过该帖子。");
    await expect(card).toContainText(`低价代写各类文书 ${stamp}`);
    await card.getByRole("button", { name: "拒绝" }).click();
    await expect(page.getByRole("status")).toHaveText("已拒绝该帖子。");

    expect((await request.get(`/answer/api/v1/question/info?id=${kept}`)).status()).toBe(200);
    expect((await request.get(`/answer/api/v1/question/info?id=${refused}`)).status()).toBe(404);
  });

  test("the back office's questions filter by state and search by title, and delete with a plain form", async ({
    page,
    request,
  }) => {
    await ensureTags(request, [TAG]);
    const stamp = Date.now().toString(36);
    const member = await communityMember(request, `后台列表成员${stamp}`);
    await ask(request, member.token, `后台列表检索的问题 ${stamp}`);
    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto("/answer/admin/questions");
    await page.getByPlaceholder("按标题或 ID 搜索").fill(stamp);
    await page.getByRole("button", { name: "搜索" }).click();
    const row = page.getByTestId("admin-question");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`后台列表检索的问题 ${stamp}`);
    await row.getByRole("button", { name: "删除" }).click();
    await expect(page.getByTestId("admin-question")).toHaveCount(0);
    await page.getByRole("link", { name: "已删除" }).click();
    await expect(page).toHaveURL(/status=deleted/);
    await expect(page.getByTestId("admin-question")).toContainText(`后台列表检索的问题 ${stamp}`);
    await page.getByTestId("admin-question").getByRole("button", { name: "撤消删除" }).click();
    await expect(page.getByTestId("admin-question")).toHaveCount(0);
  });
});

test.describe("the back office's answers without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a question's answer count leads to its answers, which search by id and delete with a plain form", async ({
    page,
    request,
  }) => {
    await ensureTags(request, [TAG]);
    const stamp = Date.now().toString(36);
    const asker = await communityMember(request, `后台回答提问者${stamp}`);
    const answerer = await communityMember(request, `后台回答作者${stamp}`);
    const questionId = await ask(request, asker.token, `后台回答列表的问题 ${stamp}`);
    const answered = await request.post("/answer/api/v1/answer", {
      headers: { Authorization: answerer.token },
      data: { question_id: questionId, content: `试用期辞退须证明不符合录用条件，并说明理由。${stamp}` },
    });
    expect(answered.status()).toBe(200);
    const answerId = ((await answered.json()) as { data: { info: { id: string } } }).data.info.id;

    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto(`/answer/admin/questions?query=${stamp}`);
    await page.getByTestId("admin-question").getByRole("link", { name: "1", exact: true }).click();
    const row = page.getByTestId("admin-answer");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`后台回答列表的问题 ${stamp}`);

    await page.goto("/answer/admin/answers");
    await page.getByPlaceholder("按问题标题或回答 ID 搜索").fill(answerId);
    await page.getByRole("button", { name: "搜索" }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "删除" }).click();
    await expect(row).toHaveCount(0);
    await page.getByRole("link", { name: "已删除" }).click();
    await expect(page).toHaveURL(/status=deleted/);
    await expect(row).toContainText(`后台回答列表的问题 ${stamp}`);
  });
});

test.describe("moderation with JavaScript", () => {
  test("approving a held post loads the next in place; the post then reads as just posted", async ({
    page,
    request,
  }) => {
    await ensureTags(request, [TAG]);
    const stamp = Date.now().toString(36);
    const member = await communityMember(request, `待审成员甲${stamp}`);
    await setRules(request, 1);
    let held: string;
    try {
      held = await ask(request, member.token, `劳务派遣员工的工伤由谁负责 ${stamp}`);
    } finally {
      await setRules(request, 0);
    }
    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto("/answer/menu/review?type=queued_post");
    const card = page.getByTestId("queued-post");
    for (let step = 0; step < 10 && !(await card.textContent())?.includes(stamp); step++) {
      await card.getByRole("button", { name: "跳过" }).click();
    }
    await expect(card).toContainText(`劳务派遣员工的工伤由谁负责 ${stamp}`);
    await card.getByRole("button", { name: "通过" }).click();
    await expect(page.getByRole("status")).toHaveText("已通过该帖子。");
    await expect(page.getByTestId("queued-post").filter({ hasText: stamp })).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId("queued-post").filter({ hasText: stamp })).toHaveCount(0);
    await page.goto(`/answer/menu/questions/${held}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`劳务派遣员工的工伤由谁负责 ${stamp}`);
    await page.goBack();
    await expect(page.getByRole("heading", { name: "审核", level: 1 })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`劳务派遣员工的工伤由谁负责 ${stamp}`);

    // a guest now finds it among the newest questions
    const newest = await request.get(`/answer/api/v1/question/page?order=newest&page_size=50`);
    expect(JSON.stringify(await newest.json())).toContain(stamp);
  });
});
