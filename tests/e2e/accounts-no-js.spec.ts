// Account forms work before (and without) JavaScript: every step here is a plain HTML form post.
import { activatedMember, expect, linkFromMail, logIn, test, uniqueEmail } from "./fixtures";

test.use({ javaScriptEnabled: false });

test("a visitor registers, activates by the mailed link, opens the community and logs out", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("nojs");
  await page.goto("/answer/menu/users/register");
  await page.getByLabel("名字").fill("王律师");
  await page.getByLabel("邮箱").fill(email);
  await page.getByLabel("密码").fill("Nojs-pass-2026");
  await page.getByRole("button", { name: "注册" }).click();

  await expect(page).toHaveURL(/\/answer\/menu\/users\/account-activation$/);
  await expect(page.getByRole("heading", { name: "请激活您的账号" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto(await linkFromMail(request, email));
  await page.getByRole("button", { name: "激活账号" }).click();
  await expect(page).toHaveURL(/account-activation\/success$/);
  await expect(page.getByRole("heading", { name: "激活成功" })).toBeVisible();

  await page.getByRole("link", { name: "开通社区" }).click();
  await page.getByLabel("社区名称").fill("王律师");
  await page.getByRole("button", { name: "同意公约并开通" }).click();
  await expect(page.getByText("请先阅读并同意社区公约")).toBeVisible();
  await page.getByLabel("社区名称").fill("王");
  await page.getByLabel("我已阅读并同意社区公约").check();
  await page.getByRole("button", { name: "同意公约并开通" }).click();
  await expect(page.getByText("最少2个字")).toBeVisible();
  await page.getByLabel("社区名称").fill("王律师_2026");
  await page.getByLabel("我已阅读并同意社区公约").check();
  await page.getByRole("button", { name: "同意公约并开通" }).click();
  await expect(page.getByText("开通成功！")).toBeVisible();

  await page.locator("summary", { hasText: "王律师_2026" }).click();
  await page.getByRole("button", { name: "退出登录" }).click();
  await expect(page.getByRole("link", { name: "登录" })).toBeVisible();
});

test("login shows the spec's messages and then goes back to the page the member came from", async ({
  page,
  request,
}) => {
  const member = await activatedMember(request);
  await page.goto("/answer/menu/users/login?redirect=%2Fanswer%2Fmenu%2Fusers%2Fsettings%2Finterface");
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByText("邮箱不能为空")).toBeVisible();
  await expect(page.getByText("密码不能为空")).toBeVisible();

  await page.getByLabel("邮箱").fill(member.email);
  await page.getByLabel("密码").fill("Wrong-pass-2026");
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByText("邮箱或密码错误")).toBeVisible();

  await page.getByLabel("邮箱").fill(member.email);
  await page.getByLabel("密码").fill(member.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/answer\/menu\/users\/settings\/interface$/);
});

test("a member who forgot the password resets it by the mailed link", async ({ page, request }) => {
  const member = await activatedMember(request);
  await page.goto("/answer/menu/users/login");
  await page.getByRole("link", { name: "忘记密码？" }).click();
  await page.getByLabel("邮箱").fill(member.email);
  await page.getByRole("button", { name: "发送重置邮件" }).click();
  await expect(page.getByText("如果该邮箱已注册")).toBeVisible();

  await page.goto(await linkFromMail(request, member.email, "/users/password-reset"));
  await page.getByLabel("新密码", { exact: true }).fill("Reset-pass-2026");
  await page.getByLabel("确认新密码").fill("Other-pass-2026");
  await page.getByRole("button", { name: "重置密码" }).click();
  await expect(page.getByText("两次输入的密码不匹配")).toBeVisible();

  await page.getByLabel("新密码", { exact: true }).fill("Reset-pass-2026");
  await page.getByLabel("确认新密码").fill("Reset-pass-2026");
  await page.getByRole("button", { name: "重置密码" }).click();
  await expect(page.getByText("密码更新成功。")).toBeVisible();

  await logIn(page, member.email, "Reset-pass-2026");
  await expect(page).toHaveURL(/\/answer\/menu$/);
});

test("a member changes the password in account settings", async ({ page, request }) => {
  const member = await activatedMember(request);
  await logIn(page, member.email, member.password);
  await page.goto("/answer/menu/users/settings/account");
  await page.getByRole("link", { name: "修改密码" }).click();
  await page.getByLabel("当前密码").fill("Not-my-pass-1");
  await page.getByLabel("新密码", { exact: true }).fill("Changed-pass-2026");
  await page.getByLabel("确认新密码").fill("Changed-pass-2026");
  await page.getByRole("button", { name: "修改密码" }).click();
  await expect(page.getByText("当前密码错误")).toBeVisible();

  await page.getByLabel("当前密码").fill(member.password);
  await page.getByLabel("新密码", { exact: true }).fill("Changed-pass-2026");
  await page.getByLabel("确认新密码").fill("Changed-pass-2026");
  await page.getByRole("button", { name: "修改密码" }).click();
  await expect(page.getByText("密码更新成功。")).toBeVisible();

  await page.context().clearCookies();
  await logIn(page, member.email, "Changed-pass-2026");
  await expect(page).toHaveURL(/\/answer\/menu$/);
});
