// Notifications and badges in the browser (SPEC §4): the header's poll notices a new badge and the celebration
// dialog opens once; closing it marks its notification read.
import { badgeDialog, communityMember, expect, logIn, test } from "./fixtures";

test("earning a badge opens the celebration dialog once, and closing it marks the notification read", async ({
  page,
  request,
}) => {
  // this test looks at the dialog itself rather than having it closed in passing
  await page.removeLocatorHandler(badgeDialog(page));
  const member = await communityMember(request, "徽章测试会员");
  await logIn(page, member.email, member.password);
  await page.goto("/answer/menu/questions");
  // filling in a bio earns Autobiographer, through the queue
  const updated = await request.post("/answer/api/v1/user/community/open", {
    headers: { Authorization: member.token },
    data: { username: "徽章测试会员", bio: "法学院在读，关注劳动法。" },
  });
  expect(updated.status()).toBe(200);
  const dialog = badgeDialog(page);
  // the poll asks every 6 seconds
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText("自传作者");
  await dialog.getByRole("button", { name: "关闭" }).click();
  await expect(dialog).toBeHidden();

  const status = await request.get("/answer/api/v1/notification/status", {
    headers: { Authorization: member.token },
  });
  const body = (await status.json()) as { data: { achievement: number; badge_award: unknown } };
  expect(body.data.badge_award).toBeNull();
  // back on a page and past another poll: it does not open again
  await page.reload();
  await page.waitForTimeout(7_000);
  await expect(dialog).toBeHidden();
  await page.goto("/answer/menu/users/notifications/achievement");
  await expect(page.getByTestId("notification").filter({ hasText: "你获得了一枚徽章" })).toBeVisible();
});
