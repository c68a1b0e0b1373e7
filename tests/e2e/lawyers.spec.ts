// The legal community in Chromium without JavaScript: a member opens a lawyer profile with plain forms (choosing the
// region level by level, sending the licence photo), an administrator verifies it on the review page with the photo
// in view, and the 认证律师 mark then appears beside the lawyer's name on a question page a guest reads, also after a
// reload, back and forward.
import type { APIRequestContext } from "@playwright/test";
import { DEFAULT_ADMIN, communityMember, ensureTags, expect, logIn, solidPng, test } from "./fixtures";

const TAG = "合同法";

async function askAndAnswer(request: APIRequestContext, askerToken: string, lawyerToken: string, title: string) {
  const asked = await request.post("/answer/api/v1/question", {
    headers: { Authorization: askerToken },
    data: { title, content: "对方逾期付款三个月，合同约定的违约金过高，法院会调整吗？", tags: [{ slug_name: TAG }] },
  });
  expect(asked.status()).toBe(200);
  const id = ((await asked.json()) as { data: { id: string } }).data.id;
  const answered = await request.post("/answer/api/v1/answer", {
    headers: { Authorization: lawyerToken },
    data: { question_id: id, content: "违约金过分高于造成的损失的，当事人可以请求人民法院予以适当减少。" },
  });
  expect(answered.status()).toBe(200);
  return id;
}

test.describe("lawyer verification without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a member opens a lawyer profile, an administrator verifies it, and the mark shows beside the name", async ({
    page,
    browser,
    request,
  }) => {
    await ensureTags(request, [TAG]);
    const stamp = Date.now().toString(36);
    const lawyer = await communityMember(request, `王律师${stamp}`);
    const asker = await communityMember(request, `提问人${stamp}`);
    const questionId = await askAndAnswer(request, asker.token, lawyer.token, `违约金过高能否请求调整 ${stamp}`);
    // a licence number of the right shape (Beijing, first licensed 2015, full-time, male), different on every run
    const licence = `11101201511${String(Date.now()).slice(-6)}`;

    await logIn(page, lawyer.email, lawyer.password);
    await page.goto("/answer/menu/users/settings/lawyer");
    await expect(page.getByTestId("lawyer-state")).toHaveText("尚未开通律师资料。");
    await page.getByLabel("省份").selectOption({ label: "北京市" });
    await page.getByRole("button", { name: "更新地区选项" }).click();
    await page.getByLabel("城市").selectOption({ label: "北京市" });
    await page.getByRole("button", { name: "更新地区选项" }).click();
    await page.getByLabel("区县（选填）").selectOption({ label: "朝阳区" });
    await page.getByLabel("职业").selectOption({ label: "律师" });
    await page.getByLabel("合同", { exact: true }).check();
    await page.getByLabel("公司", { exact: true }).check();
    await page.getByLabel("执业机构（律所或工作单位）").fill("北京市测试律师事务所");
    await page.getByLabel("执业证号（17 位数字）").fill(licence);
    await page
      .getByLabel("执业证照片")
      .setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: solidPng(200) });
    await page.getByRole("button", { name: "提交" }).click();
    await expect(page.getByText("已提交，请等待管理员审核。")).toBeVisible();
    await expect(page.getByTestId("lawyer-state")).toHaveText("已提交，等待审核。");
    // a returning member finds it as they left it
    await page.reload();
    await expect(page.getByTestId("lawyer-state")).toHaveText("已提交，等待审核。");
    await expect(page.getByLabel("执业证号（17 位数字）")).toHaveValue(licence);

    const adminContext = await browser.newContext({ javaScriptEnabled: false });
    const admin = await adminContext.newPage();
    await logIn(admin, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await admin.goto("/answer/menu/review?type=lawyer_verification");
    const card = admin.getByTestId("lawyer-submission");
    for (let step = 0; step < 20 && !(await card.textContent())?.includes(stamp); step++) {
      await card.getByRole("link", { name: "跳过" }).click();
    }
    await expect(card).toContainText(`王律师${stamp}`);
    await expect(card.getByTestId("lawyer-licence-no")).toHaveText(licence);
    await expect(card.getByTestId("lawyer-region")).toHaveText("北京市 朝阳区");
    const photo = card.getByTestId("lawyer-licence-photo");
    await expect(photo).toBeVisible();
    const photoResponse = await admin.request.get((await photo.getAttribute("src"))!);
    expect(photoResponse.status()).toBe(200);
    expect(photoResponse.headers()["cache-control"]).toBe("private, no-store");
    await card.getByRole("button", { name: "通过认证" }).click();
    await expect(admin.getByRole("status").first()).toHaveText("已通过该律师认证。");
    await adminContext.close();

    // the lawyer hears of it
    await page.reload();
    await expect(page.getByTestId("lawyer-state")).toHaveText("已认证。");

    const guestContext = await browser.newContext({ javaScriptEnabled: false });
    const guest = await guestContext.newPage();
    // the photo is not for guests
    const refused = await guest.request.get(photoResponse.url(), { maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    await guest.goto(`/answer/menu/questions/${questionId}`);
    const answerer = guest.getByRole("link", { name: `王律师${stamp}` });
    await expect(answerer.first()).toBeVisible();
    const mark = guest.getByTestId("lawyer-mark");
    await expect(mark.first()).toHaveText("认证律师");
    await guest.reload();
    await expect(guest.getByTestId("lawyer-mark").first()).toHaveText("认证律师");
    await answerer.first().click();
    await expect(guest.getByTestId("profile-practice")).toContainText("合同、公司");
    await expect(guest.getByTestId("lawyer-mark")).toHaveText("认证律师");
    await guest.goBack();
    await expect(guest.getByTestId("lawyer-mark").first()).toHaveText("认证律师");
    await guest.goForward();
    await expect(guest.getByTestId("profile-practice")).toContainText("北京市测试律师事务所");
    await guestContext.close();
  });
});
