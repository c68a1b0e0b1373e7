// Asking, answering, editing, accepting, closing and reopening all work as plain HTML forms, without JavaScript.
import { DEFAULT_ADMIN, communityMember, ensureTags, expect, logIn, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

test("a member asks with tags, another answers, the asker edits and accepts, an administrator closes and reopens", async ({
  browser,
  request,
}) => {
  await ensureTags(request, ["合同法", "劳动法"]);
  const asker = await communityMember(request, "提问的律师");
  const answerer = await communityMember(request, "回答的律师");

  const askerPage = await browser.newPage({ javaScriptEnabled: false });
  await logIn(askerPage, asker.email, asker.password);
  await askerPage.goto("/answer/menu/questions/ask");
  await askerPage.getByLabel("标题").fill("试用期被辞退能拿到经济补偿吗");
  await askerPage.getByLabel("内容").fill("入职两个月，公司以不符合录用条件为由辞退，没有任何书面考核。");
  await askerPage.getByLabel("标签").fill("合同法, 劳动法");
  await askerPage.getByRole("button", { name: "发布问题" }).click();
  await expect(askerPage.getByRole("heading", { level: 1 })).toHaveText("试用期被辞退能拿到经济补偿吗");
  await expect(askerPage.getByRole("link", { name: "劳动法", exact: true })).toBeVisible();
  await expect(askerPage.getByRole("link", { name: "合同法", exact: true })).toBeVisible();
  const questionUrl = askerPage.url();

  const answererPage = await browser.newPage({ javaScriptEnabled: false });
  await logIn(answererPage, answerer.email, answerer.password);
  await answererPage.goto(questionUrl);
  await answererPage.getByLabel("您的回答").fill("短");
  await answererPage.getByRole("button", { name: "发布回答" }).click();
  await expect(answererPage.getByText("内容长度至少 6 个字符")).toBeVisible();
  await answererPage
    .getByLabel("您的回答")
    .fill("用人单位须举证证明您不符合录用条件，否则属于违法解除，可以主张赔偿金。");
  await answererPage.getByRole("button", { name: "发布回答" }).click();
  await expect(answererPage.getByTestId("answer")).toContainText("可以主张赔偿金");
  await expect(answererPage.getByText("您已经回答过这个问题。")).toBeVisible();

  await askerPage.goto(questionUrl);
  await askerPage.getByRole("link", { name: "编辑" }).first().click();
  await askerPage.getByLabel("标题").fill("试用期被辞退，能拿到经济补偿吗？");
  await askerPage.getByLabel("编辑摘要").fill("标题补充标点");
  await askerPage.getByRole("button", { name: "保存修改" }).click();
  await expect(askerPage.getByText("更新成功")).toBeVisible();
  await expect(askerPage.getByRole("heading", { level: 1 })).toHaveText("试用期被辞退，能拿到经济补偿吗？");

  await askerPage.getByRole("button", { name: "采纳" }).click();
  await expect(askerPage.getByText("已采纳该回答。")).toBeVisible();
  await expect(askerPage.getByTestId("answer").getByText("已采纳", { exact: true })).toBeVisible();

  const adminPage = await browser.newPage({ javaScriptEnabled: false });
  await logIn(adminPage, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
  await adminPage.goto(questionUrl);
  await adminPage.locator("summary", { hasText: "操作" }).click();
  await adminPage.locator("summary", { hasText: "关闭" }).click();
  await adminPage.getByLabel("问题不清楚").check();
  await adminPage.getByRole("button", { name: "关闭问题" }).click();
  await expect(adminPage.getByText("此帖已关闭。")).toBeVisible();
  await expect(adminPage.getByRole("heading", { level: 1 })).toContainText("[已关闭]");
  await expect(adminPage.getByText("此问题已关闭，不能再回答。")).toBeVisible();

  await adminPage.locator("summary", { hasText: "操作" }).click();
  await adminPage.getByRole("button", { name: "重新打开" }).click();
  await expect(adminPage.getByText("这个帖子已被重新打开.")).toBeVisible();
  await expect(adminPage.getByRole("heading", { level: 1 })).not.toContainText("[已关闭]");
});
