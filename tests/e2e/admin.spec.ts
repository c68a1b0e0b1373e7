// The back office in the browser: settings forms show SPEC §5 messages in place and saved settings apply at once.
import { DEFAULT_ADMIN } from "../../scripts/lib/admin";
import { expect, logIn, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

test("an administrator renames the site; a bad URL or email is refused with the spec's messages", async ({ page }) => {
  await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
  await page.goto("/answer/admin/general");
  await page.getByLabel("站点名称").fill("律问测试站");
  await page.getByLabel("网站网址").fill("http://127.0.0.1:8799/answer?x=1");
  await page.getByLabel("联系人邮箱").fill("not-an-email");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("请输入一个有效的 URL。")).toBeVisible();
  await expect(page.getByText("联系人邮箱无效。")).toBeVisible();

  await page.getByLabel("网站网址").fill("http://127.0.0.1:8799");
  await page.getByLabel("联系人邮箱").fill("admin@example.com");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("更新成功")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "律问测试站" })).toBeVisible();

  // put the name back for the other tests
  await page.getByLabel("站点名称").fill("律问");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "律问", exact: true })).toBeVisible();
});

test("the SMTP port must be between 1 and 65535", async ({ page }) => {
  await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
  await page.goto("/answer/admin/smtp");
  await page.getByLabel("SMTP 端口").fill("70000");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("SMTP 端口必须在 1 ~ 65535 之间。")).toBeVisible();
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("the back office's texts arrive with it, whether opened directly or from another page", async ({ page }) => {
    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto("/answer/menu/questions");
    await page.getByRole("navigation").getByRole("link", { name: "后台管理" }).click();
    await expect(page).toHaveURL(/\/answer\/admin/);
    await expect(page.getByRole("link", { name: "仪表盘" })).toBeVisible();
    await page.getByRole("link", { name: "邮件发件箱" }).click();
    await expect(page).toHaveURL(/\/answer\/admin\/mail/);
    await expect(page.getByText("admin.", { exact: false })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("link", { name: "用户设置" })).toBeVisible();
    await expect(page.getByText("admin.", { exact: false })).toHaveCount(0);
  });
});
