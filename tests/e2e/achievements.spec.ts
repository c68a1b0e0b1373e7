// Reputation, notifications and badges against the running site (issue #6): the header's poll notices a new badge and
// the celebration dialog opens once, closing it marks its notification read; votes and acceptance move reputation
// exactly through the queue, Solved is awarded, and the asker's inbox counts the new answer; copying a share link
// earns First Share.
import type { APIResponse } from "@playwright/test";
import { DEFAULT_ADMIN, apiToken, badgeDialog, communityMember, ensureTags, expect, logIn, test } from "./fixtures";

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

test("against the running site: votes and acceptance move reputation exactly, Solved is awarded, the inbox counts", async ({
  request,
}) => {
  test.setTimeout(90_000);
  await ensureTags(request, ["劳动法"]);
  const asker = await communityMember(request, "声望测试提问者");
  const answerer = await communityMember(request, "声望测试回答者");
  const admin = await apiToken(request, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
  const as = (token: string) => ({ headers: { Authorization: token } });
  const data = async <T>(response: Promise<APIResponse>) => {
    const answered = await response;
    expect(answered.status()).toBe(200);
    return ((await answered.json()) as { data: T }).data;
  };
  const rankOf = async (username: string) =>
    (
      await data<{ list: { username: string; rank: number }[] }>(
        request.get(`/answer/admin/api/users/page?query=${encodeURIComponent(username)}`, as(admin)),
      )
    ).list.find((user) => user.username === username)!.rank;
  const me = async (token: string) =>
    data<{ username: string; rank: number }>(request.get("/answer/api/v1/user/info", as(token)));

  const question = await data<{ id: string }>(
    request.post("/answer/api/v1/question", {
      ...as(asker.token),
      data: {
        title: `试用期工资可以低于转正工资多少 ${Date.now().toString(36)}`,
        content: "试用期工资打八折合法吗？公司说试用期可以只发最低工资。",
        tags: [{ slug_name: "劳动法" }],
      },
    }),
  );
  // POST answer answers {info, question}, as Apache Answer's clients read it
  const { info: answer } = await data<{ info: { id: string } }>(
    request.post("/answer/api/v1/answer", {
      ...as(answerer.token),
      data: { question_id: question.id, content: "试用期工资不得低于本单位相同岗位最低档工资的百分之八十。" },
    }),
  );
  // the asker's inbox counts the new answer, from the counter object
  await expect
    .poll(
      async () =>
        (await data<{ inbox: number }>(request.get("/answer/api/v1/notification/status", as(asker.token)))).inbox,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);

  const answererName = (await me(answerer.token)).username;
  const before = await rankOf(answererName);
  // new members may upvote at level 1; staff may always: the administrator votes
  await data(
    request.post("/answer/api/v1/vote/up", { ...as(admin), data: { object_id: answer.id, object_type: "answer" } }),
  );
  await expect.poll(() => rankOf(answererName), { timeout: 15_000 }).toBe(before + 10);
  await data(
    request.post("/answer/api/v1/vote/up", {
      ...as(admin),
      data: { object_id: answer.id, object_type: "answer", is_cancel: true },
    }),
  );
  await expect.poll(() => rankOf(answererName), { timeout: 15_000 }).toBe(before);

  const askerName = (await me(asker.token)).username;
  const askerBefore = await rankOf(askerName);
  await data(
    request.post("/answer/api/v1/answer/acceptance", {
      ...as(asker.token),
      data: { question_id: question.id, answer_id: answer.id },
    }),
  );
  await expect.poll(() => rankOf(answererName), { timeout: 15_000 }).toBe(before + 15);
  await expect.poll(() => rankOf(askerName), { timeout: 15_000 }).toBe(askerBefore + 2);
  // the badge consumer runs right after the reputation one
  const solved = async () =>
    (
      await data<{ group_name: string; badges: { name: string; earned_count: number }[] }[]>(
        request.get("/answer/api/v1/badges", as(answerer.token)),
      )
    )
      .flatMap((group) => group.badges)
      .find((badge) => badge.name === "已解决")!.earned_count;
  await expect.poll(solved, { timeout: 15_000 }).toBe(1);
});

test("copying a post's share link says 复制成功 and earns the member First Share; the panel shows the QR code", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await ensureTags(request, ["劳动法"]);
  const asker = await communityMember(request, "分享测试提问者");
  const sharer = await communityMember(request, "分享测试会员");
  const asked = await request.post("/answer/api/v1/question", {
    headers: { Authorization: asker.token },
    data: {
      title: `竞业限制补偿金没有按月支付怎么办 ${Date.now().toString(36)}`,
      content: "离职后公司一直没有支付竞业限制补偿金，我还需要遵守竞业限制吗？",
      tags: [{ slug_name: "劳动法" }],
    },
  });
  const questionId = ((await asked.json()) as { data: { id: string } }).data.id;
  await logIn(page, sharer.email, sharer.password);
  await page.goto(`/answer/menu/questions/${questionId}`);
  const code = page.waitForResponse((response) => response.url().includes("/answer/menu/share/qr"));
  // the question's panel, first on the page: with JavaScript it opens in place
  await page.getByRole("link", { name: "分享", exact: true }).first().click();
  const panel = page.locator("details", { has: page.getByText("分享", { exact: true }) }).first();
  await expect(panel).toHaveAttribute("open", "");
  await expect(page).not.toHaveURL(/[?&]open=/);
  await expect(panel.getByText("链接", { exact: true })).toBeVisible();
  const link = (await panel.getByRole("link", { name: /^http/ }).textContent()) ?? "";
  expect(link).toMatch(/\/answer\/menu\/questions\//);
  await expect(panel.getByRole("img", { name: "此链接的二维码" })).toBeVisible();
  const drawn = await code;
  expect(drawn.status()).toBe(200);
  expect(drawn.headers()["content-type"]).toBe("image/svg+xml");
  await panel.getByRole("button", { name: "复制链接" }).click();
  await expect(panel.getByRole("status")).toHaveText("复制成功");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const earned = async () => {
    const response = await request.get("/answer/api/v1/badges", { headers: { Authorization: sharer.token } });
    const groups = ((await response.json()) as { data: { badges: { name: string; earned_count: number }[] }[] }).data;
    return groups.flatMap((group) => group.badges).find((badge) => badge.name === "首次分享")!.earned_count;
  };
  await expect.poll(earned, { timeout: 15_000 }).toBe(1);
});
