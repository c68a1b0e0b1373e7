// The review queue in the browser (SPEC §2 review, §4 edit submit): a member's suggested edit waits for a reviewer,
// who sees what it changes and approves or rejects it; without JavaScript both are plain forms, with JavaScript the
// next suggestion loads in place. The side navigation counts what waits.
import type { APIRequestContext } from "@playwright/test";
import { DEFAULT_ADMIN, apiToken, communityMember, ensureTags, expect, logIn, test } from "./fixtures";

const TAG = "劳动法";

/** Lets new members suggest edits of questions (question.edit at rank 1), or puts level 2 back. */
async function letNewMembersSuggest(request: APIRequestContext, allow: boolean) {
  const admin = await apiToken(request, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
  const saved = await request.put("/answer/admin/api/setting/privileges", {
    headers: { Authorization: admin },
    data: allow ? { level: 99, custom_privileges: [{ key: "question.edit", value: 1 }] } : { level: 2 },
  });
  expect(saved.status()).toBe(200);
}

/** A member's question and another member's suggested edit of it, through the API. */
async function suggestedEdit(request: APIRequestContext, title: string, suggestedTitle: string) {
  await ensureTags(request, [TAG]);
  const asker = await communityMember(request, `审核提问者${Date.now().toString(36)}`);
  const editor = await communityMember(request, `审核编辑者${Date.now().toString(36)}`);
  const asked = await request.post("/answer/api/v1/question", {
    headers: { Authorization: asker.token },
    data: {
      title,
      content: "单位没有为我缴纳社会保险，我想解除劳动合同并要求经济补偿，应该怎么做？",
      tags: [{ slug_name: TAG }],
    },
  });
  expect(asked.status()).toBe(200);
  const questionId = ((await asked.json()) as { data: { id: string } }).data.id;
  const edited = await request.put("/answer/api/v1/question", {
    headers: { Authorization: editor.token },
    data: {
      id: questionId,
      title: suggestedTitle,
      content: "单位入职起一直没有为我缴纳社会保险，我想解除劳动合同并要求经济补偿，应该怎么做？",
      tags: [{ slug_name: TAG }],
      edit_summary: "补充缴纳情况",
    },
  });
  expect(((await edited.json()) as { data: { wait_for_review: boolean } }).data.wait_for_review).toBe(true);
  return { questionId, editor };
}

test.describe("reviewing suggested edits", () => {
  test.beforeAll(async ({ request }) => letNewMembersSuggest(request, true));
  test.afterAll(async ({ request }) => letNewMembersSuggest(request, false));

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a reviewer sees the change and approves it with a plain form", async ({ page, request }) => {
      const stamp = Date.now().toString(36);
      const { questionId, editor } = await suggestedEdit(
        request,
        `单位不缴社保能否解除合同 ${stamp}`,
        `单位不缴社保能否解除劳动合同 ${stamp}`,
      );
      await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
      const nav = page.getByRole("navigation", { name: "主导航" });
      await expect(nav.getByRole("link", { name: /^审核\s*\d+$/ })).toBeVisible();
      await nav.getByRole("link", { name: /^审核/ }).click();
      await expect(page.getByRole("heading", { name: "审核", level: 1 })).toBeVisible();
      // flagged posts of other tests may be the queue it opens on
      await page.getByRole("link", { name: /^建议的编辑/ }).click();
      // earlier tests' suggestions may come first: approve until this one shows
      const card = page.getByTestId("suggested-edit");
      for (let step = 0; step < 10 && !(await card.textContent())?.includes(stamp); step++) {
        await card.getByRole("button", { name: "拒绝" }).click();
      }
      await expect(card).toContainText(editor.name);
      await expect(card).toContainText("补充缴纳情况");
      await expect(card.locator("ins").filter({ hasText: "劳动" }).first()).toBeVisible();
      await card.getByRole("button", { name: "通过" }).click();
      await expect(page.getByRole("status")).toHaveText("已通过该修改。");
      await page.goto(`/answer/menu/questions/${questionId}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`单位不缴社保能否解除劳动合同 ${stamp}`);
    });
  });

  test.describe("with JavaScript", () => {
    test("rejecting loads what is left in place, and the post stays as it was", async ({ page, request }) => {
      const stamp = Date.now().toString(36);
      const { questionId } = await suggestedEdit(
        request,
        `未签劳动合同的双倍工资 ${stamp}`,
        `未签书面劳动合同的双倍工资 ${stamp}`,
      );
      await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
      await page.goto("/answer/menu/review?type=suggested_post_edit");
      const card = page.getByTestId("suggested-edit");
      for (let step = 0; step < 10 && !(await card.textContent())?.includes(stamp); step++) {
        await card.getByRole("button", { name: "拒绝" }).click();
        await expect(page.getByRole("status")).toBeVisible();
      }
      await expect(card).toContainText(stamp);
      await card.getByRole("button", { name: "拒绝" }).click();
      await expect(page.getByRole("status")).toHaveText("已拒绝该修改。");
      await expect(page.getByText("没有剩余的审核任务。")).toBeVisible();
      await page.goto(`/answer/menu/questions/${questionId}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`未签劳动合同的双倍工资 ${stamp}`);
    });
  });
});

/** A question of a new member's, reported by another member with a reason and words of their own. */
async function reportedQuestion(request: APIRequestContext, title: string, words: string) {
  await ensureTags(request, [TAG]);
  const asker = await communityMember(request, `举报提问者${Date.now().toString(36)}`);
  const asked = await request.post("/answer/api/v1/question", {
    headers: { Authorization: asker.token },
    data: { title, content: "这是一段与法律问题毫无关系的推广内容，请大家访问我的网店。", tags: [{ slug_name: TAG }] },
  });
  expect(asked.status()).toBe(200);
  const questionId = ((await asked.json()) as { data: { id: string } }).data.id;
  const reporter = await communityMember(request, `举报者${Date.now().toString(36)}`);
  const reported = await request.post("/answer/api/v1/report", {
    headers: { Authorization: reporter.token },
    data: { source: "question", object_id: questionId, report_type: 59, content: words },
  });
  expect(reported.status()).toBe(200);
  return questionId;
}

test.describe("reviewing flagged posts without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a moderator ignores one report and deletes a post through another, with plain forms", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const kept = await reportedQuestion(request, `劳动合同的试用期能约定多久 ${stamp}`, `误报 ${stamp}`);
    const spam = await reportedQuestion(request, `低价代办各类证件 ${stamp}`, `广告 ${stamp}`);
    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto("/answer/menu/review?type=flagged_post");
    const card = page.getByTestId("flagged-post");
    // earlier tests' reports may come first: ignore them until these show
    for (let step = 0; step < 10 && !(await card.textContent())?.includes(stamp); step++) {
      await card.getByRole("button", { name: "忽略" }).click();
    }
    await expect(card).toContainText(`误报 ${stamp}`);
    await expect(card).toContainText("其他原因");
    await card.getByRole("button", { name: "忽略" }).click();
    await expect(page.getByRole("status")).toHaveText("已忽略该举报。");
    await expect(card).toContainText(`广告 ${stamp}`);
    await card.getByRole("button", { name: "删除" }).click();
    await expect(page.getByRole("status")).toHaveText("已处理该举报。");

    await page.goto(`/answer/menu/questions/${kept}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`劳动合同的试用期能约定多久 ${stamp}`);
    await page.goto(`/answer/menu/questions/${spam}`);
    // a deleted question is shown to staff with its banner
    await expect(page.getByText("该帖子已被删除。").first()).toBeVisible();
  });
});

test.describe("reviewing flagged posts with JavaScript", () => {
  test("hiding a post through its report loads the next in place, and reload, back and forward resend nothing", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const hidden = await reportedQuestion(request, `代写离婚协议加急 ${stamp}`, `推广 ${stamp}`);
    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto("/answer/menu/review?type=flagged_post");
    const card = page.getByTestId("flagged-post");
    for (let step = 0; step < 10 && !(await card.textContent())?.includes(stamp); step++) {
      await card.getByRole("button", { name: "忽略" }).click();
      await expect(page.getByRole("status")).toBeVisible();
    }
    await expect(card).toContainText(`推广 ${stamp}`);
    await card.getByRole("button", { name: "从列表隐藏" }).click();
    await expect(page.getByRole("status")).toHaveText("已处理该举报。");
    const thisReport = page.getByTestId("flagged-post").filter({ hasText: stamp });
    await expect(thisReport).toHaveCount(0);
    // the action answered with a redirect: what a reload asks for again is the queue, not the action
    await expect(page).toHaveURL(/\/answer\/menu\/review\?type=flagged_post/);

    await page.reload();
    await expect(page.getByRole("heading", { name: "审核", level: 1 })).toBeVisible();
    await expect(thisReport).toHaveCount(0);
    await page.goto(`/answer/menu/questions/${hidden}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`代写离婚协议加急 ${stamp}`);
    await page.goBack();
    await expect(page.getByRole("heading", { name: "审核", level: 1 })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`代写离婚协议加急 ${stamp}`);

    // hidden from the lists: a guest's newest questions no longer name it, its page still opens
    const newest = await request.get(`/answer/api/v1/question/page?order=newest&page_size=50`);
    expect(JSON.stringify(await newest.json())).not.toContain(stamp);
    expect((await request.get(`/answer/api/v1/question/info?id=${hidden}`)).status()).toBe(200);
  });
});
