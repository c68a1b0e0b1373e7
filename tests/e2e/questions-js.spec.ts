// The editor with JavaScript: drafts survive a reload, similar questions show while typing, an uploaded image ends
// up in the post, and leaving with unsaved changes asks first.
import { DEFAULT_ADMIN, communityMember, ensureTags, expect, logIn, test } from "./fixtures";

/** A real PNG (1×1), so the server's checks of magic bytes and pixel count pass. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("a question draft survives a reload and can be discarded", async ({ page, request }) => {
  const member = await communityMember(request, "草稿作者");
  await logIn(page, member.email, member.password);
  await page.goto("/answer/menu/questions/ask");
  await expect(page.getByRole("toolbar", { name: "编辑器工具栏" }).first()).toBeVisible();
  await page.getByLabel("标题").fill("房屋租赁合同提前解约的违约金怎么算");
  await page.getByLabel("内容").fill("租期两年，住了一年想提前退租，合同约定违约金为三个月租金。");
  // the draft is saved after 3 seconds without typing
  await page.waitForTimeout(3500);
  await page.reload();
  await expect(page.getByText("已恢复您上次未提交的草稿。")).toBeVisible();
  await expect(page.getByLabel("标题")).toHaveValue("房屋租赁合同提前解约的违约金怎么算");
  await expect(page.getByLabel("内容")).toHaveValue("租期两年，住了一年想提前退租，合同约定违约金为三个月租金。");
  await page.getByRole("button", { name: "丢弃草稿" }).click();
  await expect(page.getByLabel("标题")).toHaveValue("");
  await page.reload();
  await expect(page.getByText("已恢复您上次未提交的草稿。")).toHaveCount(0);
});

test("similar questions appear while typing a title", async ({ page, request }) => {
  await ensureTags(request, ["合同法"]);
  const member = await communityMember(request, "相似问题");
  // a title of this run's own: a retry must not find the first attempt's question as a second match
  const title = `劳动合同到期不续签有经济补偿吗 ${Date.now().toString(36)}`;
  const created = await request.post("/answer/api/v1/question", {
    headers: { Authorization: member.token },
    data: { title, content: "合同到期公司通知不续签。", tags: ["合同法"] },
  });
  expect(created.status()).toBe(200);
  await logIn(page, member.email, member.password);
  await page.goto("/answer/menu/questions/ask");
  await expect(page.getByRole("toolbar", { name: "编辑器工具栏" }).first()).toBeVisible();
  await page.getByLabel("标题").pressSequentially("劳动合同到期公司不续签怎么办", { delay: 20 });
  const similar = page.getByRole("region", { name: "相似的问题" });
  await expect(similar.getByRole("link", { name: title })).toBeVisible();
  // the link opens that very question (its typed id has more digits than a JavaScript number holds exactly)
  const questionId = ((await created.json()) as { data: { id: string } }).data.id;
  const info = await request.get(`/answer/api/v1/question/info?id=${questionId}`);
  const href = await similar.getByRole("link", { name: title }).getAttribute("href");
  const opened = await request.get(href!);
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toContain(((await info.json()) as { data: { title: string } }).data.title);
  await page.getByLabel("标题").fill("劳动合同");
  await expect(similar).toHaveCount(0);
});

test("an uploaded image ends as an image in the post, and the preview shows it", async ({ page, request }) => {
  await ensureTags(request, ["合同法"]);
  const member = await communityMember(request, "上传图片");
  await logIn(page, member.email, member.password);
  await page.goto("/answer/menu/questions/ask");
  await page.getByLabel("标题").fill("这份借条的写法有没有法律漏洞");
  await page.getByLabel("内容").fill("借条照片如下：\n");
  await page.getByRole("button", { name: "图片" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("选择文件").setInputFiles({ name: "jietiao.png", mimeType: "image/png", buffer: PNG });
  await dialog.getByLabel("图片描述").fill("借条");
  await dialog.getByRole("button", { name: "插入" }).click();
  await expect(page.getByLabel("内容")).toHaveValue(/!\[借条\]\(\/uploads\/post\/\d{6}\/[\w-]+\.png\)/);
  await expect(page.getByLabel("内容")).not.toHaveValue(/uploading-/);
  await page.getByRole("button", { name: "预览" }).first().click();
  await expect(page.getByTestId("editor-preview").getByRole("img", { name: "借条" })).toBeVisible();
  await page.getByLabel("标签").fill("合同法");
  await page.getByRole("button", { name: "发布问题" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("这份借条的写法有没有法律漏洞");
  const image = page.locator("article .post-body img");
  await expect(image).toHaveAttribute("src", /^\/uploads\/post\/\d{6}\/[\w-]+\.png$/);
  await expect(image).toHaveAttribute("alt", "借条");
  // the file really is served, as an image
  const served = await request.get((await image.getAttribute("src"))!);
  expect(served.headers()["content-type"]).toBe("image/png");
});

test("a file the server would refuse is refused in the dialog with the same message", async ({ page, request }) => {
  const member = await communityMember(request, "上传检查");
  await logIn(page, member.email, member.password);
  await page.goto("/answer/menu/questions/ask");
  await page.getByRole("button", { name: "图片" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "插入" }).click();
  await expect(dialog.getByText("请选择图片文件。")).toBeVisible();
  await dialog
    .getByLabel("选择文件")
    .setInputFiles({ name: "a.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") });
  await dialog.getByRole("button", { name: "插入" }).click();
  await expect(dialog.getByText(/不支持的文件类型。/)).toBeVisible();
});

test("leaving an answer with unsaved changes asks first", async ({ page, request }) => {
  await ensureTags(request, ["合同法"]);
  const asker = await communityMember(request, "离开提示提问");
  const created = await request.post("/answer/api/v1/question", {
    headers: { Authorization: asker.token },
    data: { title: "定金和订金有什么区别呢", content: "交了两万元订金，卖方违约能要求双倍返还吗？", tags: ["合同法"] },
  });
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const member = await communityMember(request, "离开提示");
  await logIn(page, member.email, member.password);
  await page.goto(`/answer/menu/questions/${id}`);
  // the editor's toolbar appears once the page is interactive, which is when unsaved changes are watched
  await expect(page.getByRole("toolbar", { name: "编辑器工具栏" })).toBeVisible();
  await page.getByLabel("您的回答").fill("定金适用定金罚则，订金一般只是预付款。");
  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "话题" }).click();
  await expect.poll(() => messages).toEqual(["确定要离开此页面？ 您的更改尚未保存"]);
  await expect(page).toHaveURL(new RegExp(`/questions/${id}$`));
  await expect(page.getByLabel("您的回答")).toHaveValue("定金适用定金罚则，订金一般只是预付款。");
});

test("the tag picker suggests existing tags, ignores duplicates and says when a new tag is not allowed", async ({
  page,
  request,
}) => {
  await ensureTags(request, ["劳动法", "劳动仲裁"]);
  const member = await communityMember(request, "选标签");
  await logIn(page, member.email, member.password);
  await page.goto("/answer/menu/questions/ask");
  await expect(page.getByRole("toolbar", { name: "编辑器工具栏" }).first()).toBeVisible();
  const input = page.getByLabel("标签", { exact: true }).last();
  await input.pressSequentially("劳动", { delay: 20 });
  const suggestions = page.getByRole("listbox", { name: "标签建议" });
  await suggestions.getByRole("button", { name: /劳动法/ }).click();
  await expect(input).toHaveValue("劳动法, ");
  await expect(page.getByRole("button", { name: "移除标签 劳动法" })).toBeVisible();
  // the same tag again is ignored
  await input.pressSequentially("劳动", { delay: 20 });
  await suggestions.getByRole("button", { name: /劳动法/ }).click();
  await expect(input).toHaveValue("劳动法, ");
  // a tag that does not exist needs a privilege this member lacks
  await input.pressSequentially("没有这个标签", { delay: 20 });
  await expect(page.getByText("您没有创建新标签的权限，请从已有标签中选择")).toBeVisible();
});

test("a member allowed to add tags creates a new one from the tag picker's dialog, with SPEC §5's messages", async ({
  page,
  request,
}) => {
  await ensureTags(request, ["劳动法"]);
  await logIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
  await page.goto("/answer/menu/questions/ask");
  await expect(page.getByRole("toolbar", { name: "编辑器工具栏" }).first()).toBeVisible();
  const slug = `数据合规${Date.now().toString(36)}`;
  const input = page.getByLabel("标签", { exact: true }).last();
  await input.pressSequentially(slug, { delay: 10 });
  await page.getByRole("button", { name: `创建新标签“${slug}”` }).click();
  const dialog = page.getByRole("dialog", { name: "创建标签" });
  await expect(dialog.getByLabel("URL 编码")).toHaveValue(slug);
  // both names are required, and at most 35 characters
  await dialog.getByLabel("显示名称").fill("");
  await dialog.getByLabel("URL 编码").fill("a".repeat(36));
  await dialog.getByRole("button", { name: "创建" }).click();
  await expect(dialog.getByText("请输入标签显示名称")).toBeVisible();
  await expect(dialog.getByText("标签编码不能超过 35 个字符")).toBeVisible();
  await dialog.getByLabel("显示名称").fill("数据合规");
  await dialog.getByLabel("URL 编码").fill(slug);
  await dialog.getByLabel("描述（可选）").fill("个人信息保护与数据出境合规。");
  await dialog.getByRole("button", { name: "创建" }).click();
  await expect(dialog).toBeHidden();
  await expect(input).toHaveValue(`${slug}, `);
  await expect(page.getByRole("button", { name: `移除标签 ${slug}` })).toBeVisible();
  const tag = await request.get(`/answer/api/v1/tag?name=${encodeURIComponent(slug)}`);
  expect(((await tag.json()) as { data: { display_name: string; original_text: string } }).data).toMatchObject({
    display_name: "数据合规",
    original_text: "个人信息保护与数据出境合规。",
  });
  // the code is taken now: the server says so under the field
  await input.pressSequentially(`${slug}x`, { delay: 10 });
  await page.getByRole("button", { name: `创建新标签“${slug}x”` }).click();
  await dialog.getByLabel("URL 编码").fill(slug);
  await dialog.getByRole("button", { name: "创建" }).click();
  await expect(dialog.getByText("该标签编码已存在")).toBeVisible();
});
