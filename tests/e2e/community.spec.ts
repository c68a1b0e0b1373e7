// Votes, bookmarks, follows and reactions in the browser (SPEC §4, §8): without JavaScript each button is a form that
// comes back to the page with the new state; with JavaScript the click is sent in place, and a refusal says why in a
// toast.
import type { APIRequestContext, Locator } from "@playwright/test";
import {
  DEFAULT_ADMIN,
  apiToken,
  communityMember,
  ensureTags,
  expect,
  logIn,
  postThroughDevProxy,
  test,
} from "./fixtures";

const TAG = "劳动法";

/** A question asked by one member and answered by another, through the API. */
async function answeredQuestion(request: APIRequestContext) {
  await ensureTags(request, [TAG]);
  const asker = await communityMember(request, "投票测试提问者");
  const answerer = await communityMember(request, "投票测试回答者");
  const asked = await request.post("/answer/api/v1/question", {
    headers: { Authorization: asker.token },
    data: {
      title: `加班费的计算基数怎么确定 ${Date.now().toString(36)}`,
      content: "公司按最低工资标准计算加班费，而劳动合同约定的月工资要高得多，这样合法吗？",
      tags: [{ slug_name: TAG }],
    },
  });
  expect(asked.status()).toBe(200);
  const questionId = ((await asked.json()) as { data: { id: string } }).data.id;
  const answered = await request.post("/answer/api/v1/answer", {
    headers: { Authorization: answerer.token },
    data: { question_id: questionId, content: "加班费的计算基数一般是劳动合同约定的工资，不能低于最低工资。" },
  });
  expect(answered.status()).toBe(200);
  return { asker, questionId, url: `/answer/menu/questions/${questionId}` };
}

const votes = (post: Locator) => post.getByRole("group", { name: "投票" });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a member votes up, down and withdraws with plain forms", async ({ page, request }) => {
    const { url } = await answeredQuestion(request);
    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto(url);
    const question = votes(page.locator("article").first());
    await question.getByRole("button", { name: "赞同" }).click();
    await expect(question.getByRole("button", { name: "取消赞同" })).toHaveAttribute("aria-pressed", "true");
    await expect(question).toContainText("1");

    const answer = votes(page.getByTestId("answer"));
    await answer.getByRole("button", { name: "反对" }).click();
    await expect(answer.getByRole("button", { name: "取消反对" })).toHaveAttribute("aria-pressed", "true");
    await expect(answer).toContainText("-1");
    await answer.getByRole("button", { name: "取消反对" }).click();
    await expect(answer.getByRole("button", { name: "反对" })).toHaveAttribute("aria-pressed", "false");
    await expect(answer).toContainText("0");
    // the question's vote is still there after the page came back
    await expect(question.getByRole("button", { name: "取消赞同" })).toBeVisible();
  });

  test("a member bookmarks, follows and reacts with plain forms", async ({ page, request }) => {
    const { url } = await answeredQuestion(request);
    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto(url);
    const question = page.locator("article").first();
    await question.getByRole("button", { name: "收藏" }).click();
    await expect(question.getByRole("button", { name: "已收藏" })).toHaveAttribute("aria-pressed", "true");
    await expect(question.getByRole("button", { name: "已收藏" })).toHaveText("已收藏 1");
    await question.getByRole("button", { name: "关注" }).click();
    await expect(question.getByRole("button", { name: "已关注" })).toHaveAttribute("aria-pressed", "true");
    await expect(question.getByRole("button", { name: "已关注" })).toHaveText("已关注 1");
    // the emoji are behind one link: it opens the page with the panel of the three
    await page.getByTestId("answer").getByRole("link", { name: "添加表情" }).click();
    await expect(page).toHaveURL(/[?&]open=react-answer-/);
    await page.getByTestId("answer").getByRole("button", { name: "添加表情回应：爱心" }).click();
    const heart = page.getByTestId("answer").getByRole("button", { name: "取消表情回应：爱心" });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toHaveText("❤️1");
    await expect(heart).toHaveAttribute("title", DEFAULT_ADMIN.name);
  });
});

test.describe("share panels without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a closed share panel fetches no QR code; opening one loads the page with it open, its QR code shown", async ({
    page,
    request,
  }) => {
    const { questionId } = await answeredQuestion(request);
    const codes: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/answer/menu/share/qr")) codes.push(new URL(sent.url()).searchParams.get("path")!);
    });
    await page.goto(`/answer/menu/questions/${questionId}`);
    await page.waitForLoadState("networkidle");
    expect(codes).toEqual([]);
    const answer = page.getByTestId("answer");
    const drawn = page.waitForResponse((response) => response.url().includes("/answer/menu/share/qr"));
    // closed, the panel is a link to the page with it open
    await answer.getByRole("link", { name: "分享", exact: true }).click();
    await expect(page).toHaveURL(/[?&]open=share-answer-\d+/);
    await expect(answer.getByRole("img", { name: "此链接的二维码" })).toBeVisible();
    expect((await drawn).status()).toBe(200);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(/^\/answer\/menu\/questions\/.+\/\d+$/);
  });
});

test.describe("tags without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a member finds a tag in the list, opens it and follows it", async ({ page, request }) => {
    await answeredQuestion(request);
    // a member of this run's own, who follows nothing yet (a retry must not find the tag followed already)
    const member = await communityMember(request, "关注标签的成员");
    await logIn(page, member.email, member.password);
    await page.goto("/answer/menu/tags");
    await page.getByRole("searchbox", { name: "按标签名称筛选" }).fill(TAG);
    await page.getByRole("button", { name: "筛选" }).click();
    await page.getByTestId("tag").getByRole("link", { name: TAG, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAG);
    await expect(page.getByRole("link", { name: /加班费的计算基数怎么确定/ }).first()).toBeVisible();
    await page.getByRole("button", { name: /^关注/ }).click();
    await expect(page.getByRole("button", { name: /^已关注/ })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("comments without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a member comments, replies and edits with plain forms", async ({ page, request }) => {
    const { url } = await answeredQuestion(request);
    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto(url);
    const answer = page.getByTestId("answer");
    // the comment box is a link to the page with the box open
    await answer.getByRole("link", { name: "添加评论" }).click();
    await expect(page).toHaveURL(/[?&]open=comment-form-answer-\d+-panel#comment-form-answer-\d+-panel$/);
    await answer.getByRole("combobox", { name: "评论" }).fill("好");
    await answer.getByRole("button", { name: "发表评论" }).click();
    await expect(page.getByTestId("answer").getByRole("alert")).toHaveText("评论内容至少 2 个字符");
    await page.getByTestId("answer").getByRole("combobox", { name: "评论" }).fill("请问加班是否经过公司审批？");
    await page.getByTestId("answer").getByRole("button", { name: "发表评论" }).click();
    const comments = page.getByTestId("answer").getByTestId("comment");
    await expect(comments).toHaveCount(1);
    await expect(comments.first()).toContainText("请问加班是否经过公司审批？");

    await comments.first().getByRole("link", { name: "回复" }).click();
    await page.getByTestId("answer").getByRole("combobox", { name: "评论" }).fill("补充：有书面审批记录。");
    await page.getByTestId("answer").getByRole("button", { name: "发表评论" }).click();
    await expect(comments).toHaveCount(2);
    await expect(comments.nth(1)).toContainText(`回复 ${DEFAULT_ADMIN.name}`);

    await comments.first().getByRole("link", { name: "编辑" }).click();
    await page
      .getByTestId("answer")
      .getByTestId("comment")
      .first()
      .getByRole("combobox", { name: "评论" })
      .fill("请问加班是否经过公司书面审批？");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(comments.first()).toContainText("请问加班是否经过公司书面审批？");
  });
});

test.describe("with JavaScript", () => {
  test("a vote changes the total in place; voting on one's own post says why", async ({ page, browser, request }) => {
    const { asker, url } = await answeredQuestion(request);
    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto(url);
    // hydrated: until then a click would post the form as it does without JavaScript
    await page.waitForLoadState("networkidle");
    const answer = votes(page.getByTestId("answer"));
    const posts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST") posts.push(new URL(sent.url()).pathname);
    });
    await answer.getByRole("button", { name: "赞同" }).click();
    await expect(answer.getByRole("button", { name: "取消赞同" })).toHaveAttribute("aria-pressed", "true");
    await expect(answer).toContainText("1");
    // sent to the API, not as a page post
    expect(posts).toEqual(["/answer/api/v1/vote/up"]);
    await page.reload();
    // hydrated again before the test goes on (a page left half-hydrated, its lazy parts loading, may log React's 345)
    await page.waitForLoadState("networkidle");
    await expect(votes(page.getByTestId("answer")).getByRole("button", { name: "取消赞同" })).toBeVisible();

    const askerPage = await browser.newPage();
    await logIn(askerPage, asker.email, asker.password);
    await askerPage.goto(url);
    await askerPage.waitForLoadState("networkidle");
    await votes(askerPage.locator("article").first()).getByRole("button", { name: "赞同" }).click();
    await expect(askerPage.getByRole("alert")).toHaveText("你不能给自己的帖子投票。");
    await expect(votes(askerPage.locator("article").first())).toContainText("0");
    await askerPage.close();
  });

  test("the asker accepts and withdraws an answer through the router, without reloading the page", async ({
    page,
    request,
  }) => {
    const { asker, url } = await answeredQuestion(request);
    await logIn(page, asker.email, asker.password);
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    const posts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST") posts.push(new URL(sent.url()).pathname);
    });
    let loads = 0;
    page.on("load", () => loads++);
    const answer = page.getByTestId("answer");
    await answer.getByRole("button", { name: "采纳", exact: true }).click();
    await expect(page.getByText("已采纳该回答。")).toBeVisible();
    await expect(answer.getByText("已采纳", { exact: true })).toBeVisible();
    await answer.getByRole("button", { name: "取消采纳" }).click();
    await expect(page.getByText("已取消采纳。")).toBeVisible();
    await expect(answer.getByText("已采纳", { exact: true })).toHaveCount(0);
    // both sent as the router's data requests, and the page never loaded again
    expect(posts).toEqual([`${url}.data`, `${url}.data`]);
    expect(loads).toBe(0);
  });

  test("a reply appears right after the comment it answers", async ({ page, request }) => {
    const { url, asker } = await answeredQuestion(request);
    const answerId = await page.request
      .get(`/answer/api/v1/answer/page?question_id=${url.split("/").pop()}`)
      .then(async (response) => ((await response.json()) as { data: { list: { id: string }[] } }).data.list[0]!.id);
    for (const text of ["第一条评论：工资标准是多少？", "第二条评论：有没有考勤记录？"]) {
      const added = await request.post("/answer/api/v1/comment", {
        headers: { Authorization: asker.token },
        data: { object_id: answerId, object_type: "answer", original_text: text },
      });
      expect(added.status()).toBe(200);
    }
    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    const comments = page.getByTestId("answer").getByTestId("comment");
    await comments.first().getByRole("link", { name: "回复" }).click();
    await page.getByTestId("answer").getByRole("combobox", { name: "评论" }).fill("回复第一条：按合同约定的工资。");
    await page.getByTestId("answer").getByRole("button", { name: "发表评论" }).click();
    await expect(comments).toHaveCount(3);
    await expect(comments.nth(1)).toContainText("回复第一条：按合同约定的工资。");
    await expect(comments.nth(1)).toContainText("回复 投票测试提问者");
    await expect(comments.nth(2)).toContainText("第二条评论");
  });

  test("typing @ in a comment suggests the question's participants, and picking one mentions them", async ({
    page,
    request,
  }) => {
    const { questionId, url } = await answeredQuestion(request);
    // the participants' usernames, as the API gives them
    const asker = (
      (await (await request.get(`/answer/api/v1/question/info?id=${questionId}`)).json()) as {
        data: { user_info: { username: string } };
      }
    ).data.user_info.username;
    const answerer = (
      (await (await request.get(`/answer/api/v1/answer/page?question_id=${questionId}`)).json()) as {
        data: { list: { user_info: { username: string } }[] };
      }
    ).data.list[0]!.user_info.username;
    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    const question = page.locator("article").first();
    await question.getByRole("link", { name: "添加评论" }).click();
    const box = question.getByRole("combobox", { name: "评论" });
    // other members share these names: the question's participants come first
    await box.pressSequentially("请 @投票测试");
    const options = question.getByRole("listbox", { name: "提及成员" }).getByRole("option");
    await expect(options.first()).toBeVisible();
    expect((await options.count()) <= 5).toBe(true);
    const firstTwo = [await options.nth(0).textContent(), await options.nth(1).textContent()].join(" ");
    expect(firstTwo).toContain(`@${asker}`);
    expect(firstTwo).toContain(`@${answerer}`);
    await options.filter({ hasText: `@${answerer}` }).click();
    await expect(box).toHaveValue(`请 @${answerer} `);
  });

  test("a reaction is added in place, and hovering it names who reacted", async ({ page, browser, request }) => {
    const { asker, url } = await answeredQuestion(request);
    const askerPage = await browser.newPage();
    await logIn(askerPage, asker.email, asker.password);
    await askerPage.goto(url);
    await askerPage.waitForLoadState("networkidle");
    // the panel of emoji opens in place, and the one chosen becomes a toggle of its own beside it
    await askerPage.getByTestId("answer").getByRole("link", { name: "添加表情" }).click();
    await askerPage.getByTestId("answer").getByRole("button", { name: "添加表情回应：微笑" }).click();
    const smiled = askerPage.getByTestId("answer").getByRole("button", { name: "取消表情回应：微笑" });
    await expect(smiled).toHaveText("😄1");
    await expect(smiled).toBeFocused();
    expect(new URL(askerPage.url()).searchParams.get("open")).toBeNull();
    await expect(askerPage.getByTestId("answer").getByRole("button", { name: /添加表情回应/ })).toHaveCount(0);
    await askerPage.close();

    await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    const smile = page.getByTestId("answer").getByRole("button", { name: "添加表情回应：微笑" });
    await smile.click();
    const mine = page.getByTestId("answer").getByRole("button", { name: "取消表情回应：微笑" });
    await expect(mine).toHaveText("😄2");
    await expect(mine).toHaveAttribute("title", `投票测试提问者、${DEFAULT_ADMIN.name}`);
  });
});

test.describe("concurrency against the running site", () => {
  test("simultaneous votes and bookmarks count exactly", async ({ request }) => {
    test.setTimeout(120_000);
    const admin = await apiToken(request, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    const setLevel = async (level: number) => {
      const saved = await request.put("/answer/admin/api/setting/privileges", {
        headers: { Authorization: admin },
        data: { level, custom_privileges: [] },
      });
      expect(saved.status()).toBe(200);
    };
    // new members may upvote at level 1 (at level 2 they need rank 8)
    await setLevel(1);
    try {
      const { questionId } = await answeredQuestion(request);
      const info = async () =>
        (
          (await (
            await request.get(`/answer/api/v1/question/info?id=${questionId}`, { headers: { Authorization: admin } })
          ).json()) as {
            data: { vote_count: number; collection_count: number; vote_status: string };
          }
        ).data;
      // the same vote again changes nothing, so wrangler's dev-proxy 503 may be retried (postThroughDevProxy)
      const vote = (token: string, direction: "up" | "down", cancel = false) =>
        postThroughDevProxy(request, `/answer/api/v1/vote/${direction}`, {
          headers: { Authorization: token },
          data: { object_id: questionId, is_cancel: cancel },
        });

      const voter = await communityMember(request, "并发投票者");
      await Promise.all(Array.from({ length: 30 }, () => vote(voter.token, "up")));
      expect((await info()).vote_count).toBe(1);

      const members = [];
      for (let i = 0; i < 20; i++) members.push(await communityMember(request, `并发会员${i}`));
      const votes = await Promise.all(members.map((member) => vote(member.token, "up")));
      expect(votes.map((response) => response.status())).toEqual(Array(20).fill(200));
      expect((await info()).vote_count).toBe(21);

      await Promise.all(
        Array.from({ length: 20 }, () =>
          postThroughDevProxy(request, "/answer/api/v1/collection/switch", {
            headers: { Authorization: voter.token },
            data: { group_id: "0", object_id: questionId, bookmark: true },
          }),
        ),
      );
      expect((await info()).collection_count).toBe(1);

      // up, cancel, down, up: staff may vote down whatever their rank
      for (const [direction, cancel] of [
        ["up", false],
        ["up", true],
        ["down", false],
        ["up", false],
      ] as const) {
        expect((await vote(admin, direction, cancel)).status()).toBe(200);
      }
      expect(await info()).toMatchObject({ vote_count: 22, vote_status: "vote_up" });
    } finally {
      await setLevel(2);
    }
  });
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "reporting with JavaScript" : "reporting without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a member reports an answer: no reason chosen is refused under the reasons, then 感谢标记。", async ({
      page,
      request,
    }) => {
      const { url } = await answeredQuestion(request);
      const reader = await communityMember(request, "举报测试会员");
      await logIn(page, reader.email, reader.password);
      await page.goto(url);
      // hydrated: until then the link opens the panel as it does without JavaScript
      if (javaScriptEnabled) await page.waitForLoadState("networkidle");
      const answer = page.getByTestId("answer").first();
      // the page has no report form until one is asked for
      await expect(page.getByRole("form", { name: "举报此回答" })).toHaveCount(0);
      await answer.getByRole("link", { name: "举报", exact: true }).click();
      const form = answer.getByRole("form", { name: "举报此回答" });
      await expect(form).toBeVisible();
      // without JavaScript the link asks for the page with this panel open; with it, the panel opens in place
      await expect(page).toHaveURL(
        javaScriptEnabled ? new RegExp(`${url}$`) : /[?&]open=report-answer-\d+#report-answer-\d+$/,
      );
      if (javaScriptEnabled) await expect(answer.locator("summary", { hasText: "举报" })).toBeFocused();
      await form.getByRole("button", { name: "提交举报" }).click();
      const reopened = page.getByTestId("answer").first().getByRole("form", { name: "举报此回答" });
      await expect(reopened.getByRole("alert")).toHaveText("请选择一个原因。");
      await reopened.getByLabel("不是回答").check();
      await reopened.getByRole("button", { name: "提交举报" }).click();
      await expect(page.getByRole("status").filter({ hasText: "感谢标记。" })).toBeVisible();
    });
  });
}
