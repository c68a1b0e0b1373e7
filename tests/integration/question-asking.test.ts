// Asking a question through the JSON API (SPEC §5 rules, §7 calls): what an accepted question answers and counts,
// every validation message with nothing written when refused, the hourly rate limit, and tags when asking — who may
// create one, reserved, deleted and synonym tags, and required recommended tags.
// Storage is shared by the tests of this file: each builds its own users and questions, and the tests that change
// the write settings put the defaults back.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_TAG,
  api,
  askQuestion,
  createAdmin,
  createTags,
  createUser,
  expectFieldError,
  info as questionInfo,
  rowCounts,
  scalarOrNull,
  settingsApi,
  userCounts,
  type FieldErrors,
  type Member,
  type QuestionInfo,
  type QuestionList,
} from "../helpers";
import { formatObjectId } from "~/lib/object-ids";

let settingsAdmin: Member;
const { putWrite } = settingsApi(() => settingsAdmin.token);

beforeAll(async () => {
  settingsAdmin = await createAdmin();
});

/** A tag's question_count, or null when the tag does not exist. */
const tagQuestionCount = (slug: string) =>
  scalarOrNull("SELECT question_count AS n FROM tags WHERE slug_name = ?", slug);

describe("POST question", () => {
  it("asks a question: the answer is the question's info, and it leads the newest list", async () => {
    const member = await createUser();
    await createTags("劳动法", "合同法");
    const before = { labour: await tagQuestionCount("劳动法"), contract: await tagQuestionCount("合同法") };
    const title = "试用期最后一天被辞退可以要求赔偿吗";

    const asked = await api<QuestionInfo>("question", {
      token: member.token,
      body: {
        title: `  ${title}  `,
        content: "公司在试用期最后一天通知我**不符合录用条件**，没有任何书面说明。",
        // the API's [{slug_name}] form and plain names mixed, with duplicates of both
        tags: [{ slug_name: "劳动法" }, "合同法", "劳动法", { slug_name: "合同法" }],
      },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ code: 200, msg: "成功" });
    const question = asked.body.data;
    expect(question.id).toMatch(/^[1-9]\d*$/);
    expect(question.title).toBe(title);
    expect(question.html).toContain("<strong>不符合录用条件</strong>");
    expect(question.tags).toHaveLength(2);
    expect(question.tags).toEqual(
      expect.arrayContaining([
        { slug_name: "劳动法", display_name: "劳动法" },
        { slug_name: "合同法", display_name: "合同法" },
      ]),
    );
    expect(question.user_info).toMatchObject({
      id: formatObjectId("user", member.user.id),
      username: member.user.username,
    });
    expect(question.answer_count).toBe(0);
    expect(question.member_actions).toEqual([
      { action: "edit", name: "编辑", type: "" },
      { action: "delete", name: "删除", type: "confirm" },
    ]);

    const newest = await api<QuestionList>("question/page?order=newest");
    expect(newest.status).toBe(200);
    expect(newest.body.data.list[0]).toMatchObject({ id: question.id, title });

    expect(await tagQuestionCount("劳动法")).toBe(before.labour! + 1);
    expect(await tagQuestionCount("合同法")).toBe(before.contract! + 1);
    expect(await userCounts(member.user.id)).toMatchObject({ question_count: 1 });

    // anyone may read it; another member sees report, not edit or delete
    const asGuest = await questionInfo(question.id);
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.data).toMatchObject({ id: question.id, title, member_actions: [] });
    const other = await createUser();
    const asOther = await questionInfo(question.id, other.token);
    expect(asOther.body.data.member_actions.map((action) => action.action)).toEqual(["report"]);
  });

  it("titles of 6 and 100 characters, an edit summary of 255 and a body of 50000 are accepted", async () => {
    const member = await createUser();
    expect((await askQuestion(member.token, { title: "劳动仲裁时效" })).status).toBe(200);
    const long = await askQuestion(member.token, { title: "问".repeat(100), edit_summary: "摘".repeat(255) });
    expect(long.status).toBe(200);
    expect(long.body.data.title).toBe("问".repeat(100));
    const body = await askQuestion(member.token, { content: "a".repeat(50_000) });
    expect(body.status).toBe(200);
    expect(body.body.data.content).toHaveLength(50_000);
    expect(await userCounts(member.user.id)).toMatchObject({ question_count: 3 });
  });

  describe("SPEC §5 rules, each with its message, and a refused ask writes nothing", () => {
    const cases: { name: string; body: Record<string, unknown>; field: string; message: string }[] = [
      // a key the client leaves out gets the generic message (app/schemas/messages.ts)
      { name: "no title key", body: { title: undefined }, field: "title", message: "不能为空" },
      { name: "an empty title", body: { title: "" }, field: "title", message: "标题不能为空。" },
      { name: "a title of spaces", body: { title: "    " }, field: "title", message: "标题不能为空。" },
      {
        name: "a title of 5 characters",
        body: { title: "劳动法问题" },
        field: "title",
        message: "标题长度必须在 6 至 100 个字符之间",
      },
      {
        name: "a title of 5 characters once trimmed",
        body: { title: "   abcde   " },
        field: "title",
        message: "标题长度必须在 6 至 100 个字符之间",
      },
      {
        name: "a title of 101 characters",
        body: { title: "问".repeat(101) },
        field: "title",
        message: "标题长度必须在 6 至 100 个字符之间",
      },
      { name: "a title that is not text", body: { title: 123456 }, field: "title", message: "标题不能为空。" },
      {
        name: "a body of 5 characters",
        body: { content: "太短了吧啊" },
        field: "content",
        message: "内容长度至少 6 个字符",
      },
      {
        name: "a body of 5 characters once trimmed",
        body: { content: "   abcde \n\n  " },
        field: "content",
        message: "内容长度至少 6 个字符",
      },
      {
        name: "a body over 50000 characters",
        body: { content: "a".repeat(50_001) },
        field: "content",
        message: "文档内容不能超过50000字",
      },
      { name: "no tags", body: { tags: [] }, field: "tags", message: "必须选择一个标签" },
      { name: "no tags key", body: { tags: undefined }, field: "tags", message: "不能为空" },
      { name: "blank tag names only", body: { tags: ["", "  "] }, field: "tags", message: "必须选择一个标签" },
      {
        name: "6 tags",
        body: { tags: ["民法", "刑法", "劳动法", "合同法", "婚姻法", "公司法"] },
        field: "tags",
        message: "最多只能选择 5 个标签",
      },
      {
        name: "an edit summary of 256 characters",
        body: { edit_summary: "摘".repeat(256) },
        field: "edit_summary",
        message: "编辑摘要内容最长255个字符",
      },
    ];

    for (const { name, body, field, message } of cases) {
      it(`${name} → ${message}`, async () => {
        const member = await createUser();
        await createTags(DEFAULT_TAG);
        const tagBefore = await tagQuestionCount(DEFAULT_TAG);
        const before = await rowCounts();
        const result = await askQuestion(member.token, body);
        expectFieldError(result, field, message);
        expect(result.body.msg).toBe((result.body.data as unknown as FieldErrors)[0]!.error_msg);
        expect(await rowCounts()).toEqual(before);
        expect(await tagQuestionCount(DEFAULT_TAG)).toBe(tagBefore);
        expect(await userCounts(member.user.id)).toMatchObject({ question_count: 0 });
      });
    }

    it("several wrong fields are reported together, one message each", async () => {
      const member = await createUser();
      const result = await api<FieldErrors>("question", {
        token: member.token,
        body: { title: "短", content: "短", tags: [] },
      });
      expect(result.status).toBe(400);
      expect(result.body.data).toEqual([
        { error_field: "title", error_msg: "标题长度必须在 6 至 100 个字符之间" },
        { error_field: "content", error_msg: "内容长度至少 6 个字符" },
        { error_field: "tags", error_msg: "必须选择一个标签" },
      ]);
    });

    it("malformed JSON and a body that is not an object are 400s", async () => {
      const member = await createUser();
      const malformed = await api("question", { token: member.token, rawBody: "{title:" });
      expect(malformed.status).toBe(400);
      expect(malformed.body.msg).toBe("请求内容不是有效的 JSON");
      const array = await api("question", { token: member.token, body: [] });
      expect(array.status).toBe(400);
    });
  });
});

describe("rate limits", () => {
  it("a member may ask 20 questions an hour; the 21st is refused with a 429 and writes nothing", async () => {
    const member = await createUser();
    for (let i = 0; i < 20; i++) expect((await askQuestion(member.token)).status, `ask ${i + 1}`).toBe(200);
    const before = await rowCounts();
    const refused = await askQuestion(member.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, msg: "操作过于频繁，请稍后再试" });
    expect(await rowCounts()).toEqual(before);
    expect(await userCounts(member.user.id)).toMatchObject({ question_count: 20 });
    // another member is not affected
    expect((await askQuestion((await createUser()).token)).status).toBe(200);
  });
});

describe("tags when asking", () => {
  afterEach(async () => {
    await putWrite({});
  });

  it("an unknown tag by a rank-1 member is refused; an admin creates it, normalized", async () => {
    const member = await createUser({ rank: 1 });
    const name = `新标签${Date.now().toString(36)}`;
    const before = await rowCounts();
    const refused = await askQuestion(member.token, { tags: [DEFAULT_TAG, name] });
    expectFieldError(refused, "tags", "您没有创建新标签的权限，请从已有标签中选择");
    expect(refused.body.msg).toBe("您没有创建新标签的权限，请从已有标签中选择");
    expect(await rowCounts()).toEqual(before);
    expect(await tagQuestionCount(name)).toBeNull();

    const admin = await createAdmin();
    const created = await askQuestion(admin.token, { tags: [{ slug_name: ` ${name} Civil  Law ` }] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const slug = `${name.toLowerCase()}-civil-law`;
    expect(created.body.data.tags.map((tag) => tag.slug_name)).toEqual([slug]);
    expect(await tagQuestionCount(slug)).toBe(1);

    // now that it exists the member may use it
    const reused = await askQuestion(member.token, { tags: [slug] });
    expect(reused.status, JSON.stringify(reused.body)).toBe(200);
    expect(await tagQuestionCount(slug)).toBe(2);
  });

  it("a member with the tag.add rank (750 at the default level) may create a tag", async () => {
    const member = await createUser({ rank: 750 });
    const name = `rank-tag-${Date.now().toString(36)}`;
    const result = await askQuestion(member.token, { tags: [name] });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(await tagQuestionCount(name)).toBe(1);
  });

  it("a tag name with characters outside letters, digits and + # . _ - is refused", async () => {
    const member = await createUser();
    expectFieldError(
      await askQuestion(member.token, { tags: ["a<b>"] }),
      "tags.0",
      "标签名称只能包含文字、数字和 + # . _ -",
    );
    expectFieldError(
      await askQuestion(member.token, { tags: ["标".repeat(36)] }),
      "tags.0",
      "标签名称不能超过 35 个字符",
    );
  });

  it("reserved tags: refused for members, allowed for admins", async () => {
    await createTags("置顶公告");
    await putWrite({ reserved_tags: ["公告", "置顶公告"] });
    const member = await createUser({ rank: 10_000 });

    // one that does not exist yet, and one that does
    for (const tag of ["公告", "置顶公告"]) {
      const before = await rowCounts();
      const refused = await askQuestion(member.token, { tags: [DEFAULT_TAG, tag] });
      expect(refused.status, tag).toBe(400);
      expect(refused.body.msg).toBe(`保留标签“${tag}”只有版主和管理员可以使用`);
      expect(refused.body.data).toEqual([
        { error_field: "tags", error_msg: `保留标签“${tag}”只有版主和管理员可以使用` },
      ]);
      expect(await rowCounts()).toEqual(before);
    }

    const admin = await createAdmin();
    const allowed = await askQuestion(admin.token, { tags: ["公告"] });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.data.tags).toEqual([{ slug_name: "公告", display_name: "公告" }]);
    expect((await askQuestion(admin.token, { tags: ["置顶公告"] })).status).toBe(200);
    // the member is still refused the tag the admin has just created
    expect((await askQuestion(member.token, { tags: ["公告"] })).status).toBe(400);
  });

  it("a deleted tag is refused with its name; a synonym becomes its main tag", async () => {
    const suffix = Date.now().toString(36);
    const [deleted, main, synonym] = [`已删标签${suffix}`, `主标签${suffix}`, `同义标签${suffix}`];
    await createTags(deleted, main, synonym);
    await env.DB.prepare("UPDATE tags SET status = 10 WHERE slug_name = ?").bind(deleted).run();
    await env.DB.prepare("UPDATE tags SET main_tag_id = (SELECT id FROM tags WHERE slug_name = ?) WHERE slug_name = ?")
      .bind(main, synonym)
      .run();
    const member = await createUser();
    const refused = await askQuestion(member.token, { tags: [deleted] });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(`标签“${deleted}”已被删除`);
    expect(refused.body.data).toEqual([{ error_field: "tags", error_msg: `标签“${deleted}”已被删除` }]);

    const viaSynonym = await askQuestion(member.token, { tags: [synonym, main] });
    expect(viaSynonym.status, JSON.stringify(viaSynonym.body)).toBe(200);
    expect(viaSynonym.body.data.tags).toEqual([{ slug_name: main, display_name: main }]);
    expect(await tagQuestionCount(main)).toBe(1);
    expect(await tagQuestionCount(synonym)).toBe(0);
  });

  it("required_tag with recommend_tags: a question needs one of the recommended tags", async () => {
    await createTags("刑法", "民事诉讼");
    await putWrite({ required_tag: true, recommend_tags: ["民事诉讼", "婚姻家庭"] });
    const member = await createUser();
    const before = await rowCounts();
    const refused = await askQuestion(member.token, { tags: ["刑法"] });
    expectFieldError(refused, "tags", "至少需要包含一个推荐标签");
    expect(refused.body.msg).toBe("至少需要包含一个推荐标签");
    expect(await rowCounts()).toEqual(before);

    const accepted = await askQuestion(member.token, { tags: ["刑法", "民事诉讼"] });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    // without required_tag the recommendation is only a suggestion
    await putWrite({ required_tag: false, recommend_tags: ["民事诉讼"] });
    expect((await askQuestion(member.token, { tags: ["刑法"] })).status).toBe(200);
  });
});
