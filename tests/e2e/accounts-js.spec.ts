// The same pages with JavaScript: validation in the browser, the activation link that activates on open, switching
// language, the error pages, and the back office.
import { DEFAULT_ADMIN } from "../../scripts/lib/admin";
import { activatedMember, expect, linkFromMail, logIn, test, uniqueEmail } from "./fixtures";

test("the login form checks fields in the browser and logs the member in", async ({ page, request }) => {
  const member = await activatedMember(request, "赵律师");
  await page.goto("/answer/menu/users/login");
  // the check runs in the browser once the page is interactive; until then leaving the field does nothing
  await expect(async () => {
    await page.getByLabel("邮箱").focus();
    await page.getByLabel("密码").focus(); // leaving the empty email field
    await expect(page.getByText("邮箱不能为空")).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByLabel("邮箱").fill(member.email);
  await page.getByLabel("密码").fill(member.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/answer\/menu$/);
  await expect(page.locator("summary", { hasText: "赵律师" })).toBeVisible();
});

test("a new member's activation link activates as soon as it opens", async ({ page, request }) => {
  const email = uniqueEmail("js");
  await page.goto("/answer/menu/users/register");
  await page.getByLabel("名字").fill("钱律师");
  await page.getByLabel("邮箱").fill(email);
  await page.getByLabel("密码").fill("Js-pass-2026");
  await page.getByRole("button", { name: "注册" }).click();
  await expect(page.getByRole("heading", { name: "请激活您的账号" })).toBeVisible();

  await page.getByRole("button", { name: "重新发送激活邮件" }).click();
  await expect(page.getByText("发送成功")).toBeVisible();

  await page.goto(await linkFromMail(request, email));
  await expect(page.getByRole("heading", { name: "激活成功" })).toBeVisible();
});

test("a member switches the interface to English and back", async ({ page, request }) => {
  const member = await activatedMember(request);
  await logIn(page, member.email, member.password);
  await page.goto("/answer/menu/users/settings/interface");
  await page.getByLabel("语言").selectOption("en-US");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("Updated")).toBeVisible();
  // the page already speaks the new language, without a reload
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
  await page.goto("/answer/menu/questions");
  await expect(page.getByRole("heading", { name: "All topics" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");

  await page.goto("/answer/menu/users/settings/interface");
  await page.getByLabel("Language").selectOption("");
  await page.getByRole("button", { name: "Save" }).click();
  // saved (and said in the site's language) before the next page is opened
  await expect(page.getByText("更新成功")).toBeVisible();
  await page.goto("/answer/menu/questions");
  await expect(page.getByRole("heading", { name: "全部话题" })).toBeVisible();
});

test("unknown pages and the back office show the error pages of the spec", async ({ page, request }) => {
  await page.goto("/answer/menu/no-such-page");
  await expect(page.getByText("很抱歉，此页面不存在。")).toBeVisible();
  await page.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(/\/answer\/menu$/);

  const member = await activatedMember(request);
  await logIn(page, member.email, member.password);
  await page.goto("/answer/admin/dashboard");
  await expect(page.getByText("您无权访问此页面。")).toBeVisible();
});

test("an administrator suspends a member, who then sees the suspended page", async ({ page, browser, request }) => {
  const member = await activatedMember(request, "被封禁的人");
  await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
  await page.goto("/answer/admin/users");
  await page.getByLabel("按名字、用户名或邮箱搜索").fill(member.email);
  await page.getByRole("button", { name: "搜索" }).click();
  // the member may already be listed before the search: wait for the search's page, not to interrupt it
  await expect(page).toHaveURL(/[?&]query=/);
  await page.getByRole("link", { name: "被封禁的人" }).click();
  await page.getByLabel("更改状态").selectOption("suspended");
  await page.getByRole("button", { name: "保存" }).first().click();
  await expect(page.getByText("此用户已被封禁。")).toBeVisible();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await logIn(memberPage, member.email, member.password);
  await expect(memberPage.getByRole("heading", { name: "账号被封禁" })).toBeVisible();
  await memberContext.close();
});
