// Questions and answers through the JSON API (SPEC §5 rules, §7 calls): asking with tags, every validation message,
// tag permissions and the write settings, the member guards, answering, reading, rendering and similar questions.
// Storage is shared by the tests of this file: each builds its own users and questions, and the tests that change
// a settings group put the defaults back.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_TAG,
  adminApi,
  answerQuestion,
  api,
  askQuestion,
  createAdmin,
  createTags,
  createUser,
  type AnswerInfo,
  type QuestionInfo,
} from "../helpers";
import { UserStatus } from "~/lib/status";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

type FieldErrors = { error_field: string; error_msg: string }[];
type QuestionList = { count: number; list: { id: string; title: string; answer_count: number }[] };

const CONTENT = "劳动合同到期后公司不续签，是否需要支付经济补偿金？工作年限为三年。";

let settingsAdmin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  settingsAdmin = await createAdmin();
});

async function putWrite(change: Partial<typeof DEFAULT_SETTINGS.write>) {
  const result = await adminApi("siteinfo/write", {
    method: "PUT",
    token: settingsAdmin.token,
    body: { ...DEFAULT_SETTINGS.write, ...change },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
}

async function scalar(query: string, ...params: unknown[]): Promise<number | null> {
  const row = await env.DB.prepare(query)
    .bind(...params)
    .first<{ n: number }>();
  return row ? row.n : null;
}

const tagQuestionCount = (slug: string) => scalar("SELECT question_count AS n FROM tags WHERE slug_name = ?", slug);
const userCounts = (userId: number) =>
  env.DB.prepare("SELECT question_count, answer_count FROM users WHERE id = ?")
    .bind(userId)
    .first<{ question_count: number; answer_count: number }>();
/** Every row a question writes: the question, its tags, revisions and timeline entries, and the tags themselves. */
async function rowCounts() {
  const tables = ["questions", "question_tags", "tags", "revisions", "activities", "answers"];
  const counts: Record<string, number | null> = {};
  for (const table of tables) counts[table] = await scalar(`SELECT COUNT(*) AS n FROM ${table}`);
  return counts;
}

async function questionInfo(id: string, token?: string) {
  return api<QuestionInfo>(`question/info?id=${id}`, { token });
}

function expectFieldError(
  result: { status: number; body: { code: number; msg: string; data: unknown } },
  field: string,
  message: string,
) {
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  expect(result.body.code).toBe(400);
  expect(result.body.data, JSON.stringify(result.body)).toContainEqual({ error_field: field, error_msg: message });
}

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
    expect(question.user_info).toMatchObject({ id: String(member.user.id), username: member.user.username });
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

describe("who may ask and answer", () => {
  const actors = {
    guest: { make: async () => undefined, status: 401, msg: "请先登录", data: null },
    inactive: {
      make: async () => (await createUser({ activated: false })).token,
      status: 403,
      msg: "请先激活账号",
      data: { type: "inactive" },
    },
    suspended: {
      make: async () => (await createUser({ status: UserStatus.suspended })).token,
      status: 403,
      msg: "账号被封禁",
      data: { type: "suspended" },
    },
    "not opened": {
      make: async () => (await createUser({ communityOpened: false })).token,
      status: 403,
      msg: "请先开通社区",
      data: { type: "not_opened" },
    },
  };

  for (const [actor, expected] of Object.entries(actors)) {
    it(`${actor} → ${expected.status}${expected.data ? ` ${expected.data.type}` : ""} on ask, ask with answer and answer`, async () => {
      const asker = await createUser();
      const question = (await askQuestion(asker.token)).body.data;
      const token = await expected.make();
      const before = await rowCounts();
      const calls = [
        askQuestion(token),
        api("question/answer", {
          token,
          body: { title: "公司拖欠工资如何申请仲裁", content: CONTENT, tags: [DEFAULT_TAG], answer_content: CONTENT },
        }),
        answerQuestion(token, question.id),
      ];
      for (const result of await Promise.all(calls)) {
        expect(result.status, actor).toBe(expected.status);
        expect(result.body).toMatchObject({ code: expected.status, msg: expected.msg, data: expected.data });
      }
      expect(await rowCounts()).toEqual(before);
    });
  }

  it("guest → 401 on question/recommend/page; a member gets the list", async () => {
    const guest = await api("question/recommend/page");
    expect(guest.status).toBe(401);
    const member = await createUser();
    const result = await api<QuestionList>("question/recommend/page", { token: member.token });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ count: 0, list: [] });
  });
});

describe("answers", () => {
  afterEach(async () => {
    await putWrite({});
  });

  it("POST answer adds one: answer_count +1, listed by answer/page, readable by answer/info", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const question = (await askQuestion(asker.token)).body.data;

    const answered = await answerQuestion(
      answerer.token,
      question.id,
      "依据《劳动合同法》第**四十六条**，应当支付经济补偿。",
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const answer = answered.body.data;
    expect(answer).toMatchObject({
      question_id: question.id,
      content: "依据《劳动合同法》第**四十六条**，应当支付经济补偿。",
      user_info: { id: String(answerer.user.id) },
    });
    expect(answer.id).toMatch(/^[1-9]\d*$/);
    expect(answer.html).toContain("<strong>四十六条</strong>");
    expect(answer.member_actions.map((action) => action.action)).toEqual(["edit", "delete"]);

    const info = await questionInfo(question.id, answerer.token);
    expect(info.body.data).toMatchObject({ answer_count: 1, answered: true, first_answer_id: answer.id });
    expect((await questionInfo(question.id, asker.token)).body.data).toMatchObject({ answered: false });

    const page = await api<{ count: number; list: AnswerInfo[] }>(`answer/page?question_id=${question.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.count).toBe(1);
    expect(page.body.data.list.map((item) => item.id)).toEqual([answer.id]);

    const one = await api<{ info: AnswerInfo; question: QuestionInfo }>(`answer/info?id=${answer.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.info.id).toBe(answer.id);
    expect(one.body.data.question).toMatchObject({ id: question.id, answer_count: 1 });

    expect(await userCounts(answerer.user.id)).toMatchObject({ answer_count: 1, question_count: 0 });

    // answers are not restricted by default: a second one by the same member is taken
    expect((await answerQuestion(answerer.token, question.id, "补充一点：还要看是否存在过错。")).status).toBe(200);
    expect((await questionInfo(question.id)).body.data.answer_count).toBe(2);
  });

  it("an answer under 6 characters after trimming is refused, and writes nothing", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const before = await rowCounts();
    for (const content of ["短答", "   abcde  "]) {
      const result = await answerQuestion(answerer.token, question.id, content);
      expectFieldError(result, "content", "内容长度至少 6 个字符");
    }
    expectFieldError(await answerQuestion(answerer.token, question.id, ""), "content", "内容不能为空");
    expect(await rowCounts()).toEqual(before);
    expect((await questionInfo(question.id)).body.data.answer_count).toBe(0);
  });

  it("answering a question that does not exist → 404; a bad question id → 400", async () => {
    const answerer = await createUser();
    const missing = await answerQuestion(answerer.token, "999999999");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, msg: "问题不存在" });
    expectFieldError(await answerQuestion(answerer.token, "abc"), "question_id", "内容是无效的");
    expectFieldError(await answerQuestion(answerer.token, "-1"), "question_id", "内容是无效的");
  });

  it("POST question/answer asks and answers at once", async () => {
    const member = await createUser();
    const title = `加班费的计算基数如何确定 ${Date.now().toString(36)}`;
    const result = await api<QuestionInfo>("question/answer", {
      token: member.token,
      body: {
        title,
        content: CONTENT,
        tags: [DEFAULT_TAG],
        answer_content: "按照劳动合同约定的工资标准计算，*没有约定的*按实际工资。",
      },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const question = result.body.data;
    expect(question).toMatchObject({ title, answer_count: 1, answered: true });
    const answers = await api<{ count: number; list: AnswerInfo[] }>(`answer/page?question_id=${question.id}`);
    expect(answers.body.data.count).toBe(1);
    expect(answers.body.data.list[0]).toMatchObject({
      id: question.first_answer_id,
      user_info: { id: String(member.user.id) },
    });
    expect(answers.body.data.list[0]!.html).toContain("<em>没有约定的</em>");
    expect(await userCounts(member.user.id)).toMatchObject({ question_count: 1, answer_count: 1 });
  });

  it("POST question/answer with a too-short answer writes neither", async () => {
    const member = await createUser();
    const before = await rowCounts();
    const result = await api("question/answer", {
      token: member.token,
      body: { title: "加班费的计算基数如何确定", content: CONTENT, tags: [DEFAULT_TAG], answer_content: "好的" },
    });
    expectFieldError(result, "answer_content", "内容长度至少 6 个字符");
    expect(await rowCounts()).toEqual(before);
  });

  it("restrict_answer: a second answer by the same member is refused, other members still answer", async () => {
    await putWrite({ restrict_answer: true });
    const asker = await createUser();
    const answerer = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    expect((await answerQuestion(answerer.token, question.id)).status).toBe(200);
    const second = await answerQuestion(answerer.token, question.id, "再补充一个回答的内容。");
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ code: 400, msg: "每个问题只能回答一次，您可以编辑已有的回答。" });
    expect((await answerQuestion(asker.token, question.id, "提问者自己也来回答一下。")).status).toBe(200);
    expect((await questionInfo(question.id)).body.data.answer_count).toBe(2);
  });
});

describe("reading questions and answers", () => {
  it("question/info of an id that does not exist → 404", async () => {
    const result = await questionInfo("999999999");
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ code: 404, msg: "问题不存在", data: null });
    const answer = await api("answer/info?id=999999999");
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toBe("回答不存在");
    const answers = await api("answer/page?question_id=999999999");
    expect(answers.status).toBe(404);
  });

  for (const id of ["abc", "-1", "1.5", "", "1234567890123456"]) {
    it(`question/info?id=${id} → 400 with a field error on id`, async () => {
      const result = await questionInfo(id);
      expectFieldError(result, "id", "内容是无效的");
    });
  }

  it("question/info without an id → 400 with a field error on id", async () => {
    expectFieldError(await api("question/info"), "id", "不能为空");
  });

  for (const [query, field, message] of [
    ["order=bogus", "order", "排序方式无效"],
    ["page=0", "page", "页码无效"],
    ["page=abc", "page", "页码无效"],
    ["page=1.5", "page", "页码无效"],
    ["page=10001", "page", "页码无效"],
    ["page_size=0", "page_size", "每页数量无效"],
    ["page_size=101", "page_size", "每页数量无效"],
  ] as const) {
    it(`question/page?${query} → 400 ${message}`, async () => {
      const result = await api(`question/page?${query}`);
      expectFieldError(result, field, message);
      expect(result.body.msg).toBe(message);
    });
  }

  it("question/page pages and orders; unanswered drops answered questions", async () => {
    const member = await createUser();
    const first = (await askQuestion(member.token)).body.data;
    const second = (await askQuestion(member.token)).body.data;
    const page = await api<QuestionList>("question/page?order=newest&page=1&page_size=2");
    expect(page.status).toBe(200);
    expect(page.body.data.list.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page.body.data.count).toBeGreaterThanOrEqual(2);

    await answerQuestion((await createUser()).token, second.id);
    const unanswered = await api<QuestionList>("question/page?order=unanswered&page_size=100");
    const ids = unanswered.body.data.list.map((item) => item.id);
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(second.id);
    for (const order of ["active", "score", "frequent", "recommend"]) {
      expect((await api(`question/page?order=${order}`)).status, order).toBe(200);
    }
  });

  it("question/page?tag= lists that tag's questions; an unknown tag → 404", async () => {
    const tag = `tag-filter-${Date.now().toString(36)}`;
    await createTags(tag);
    const member = await createUser();
    const tagged = (await askQuestion(member.token, { tags: [tag] })).body.data;
    await askQuestion(member.token);
    const result = await api<QuestionList>(`question/page?tag=${tag}`);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ count: 1, list: [{ id: tagged.id }] });
    const unknown = await api("question/page?tag=no-such-tag-here");
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("标签不存在");
  });
});

describe("POST post/render", () => {
  it("renders markdown with shiki code blocks for a logged-in member", async () => {
    const member = await createUser();
    const result = await api<{ html: string }>("post/render", {
      token: member.token,
      body: { content: "**粗体**\n\n```js\nconst answer = 42;\n```\n" },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.html).toContain("<strong>粗体</strong>");
    expect(result.body.data.html).toContain('class="shiki');
    expect(result.body.data.html).toContain("answer");
  });

  it("sanitizes what it renders", async () => {
    const member = await createUser();
    const result = await api<{ html: string }>("post/render", {
      token: member.token,
      body: { content: "<img src=x onerror=alert(1)> [x](javascript:alert(1)) <script>alert(1)</script>" },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.html).not.toMatch(/onerror|javascript:|<script/i);
  });

  it("needs a logged-in, active user; content over 50000 characters is refused", async () => {
    const guest = await api("post/render", { body: { content: "**粗体**" } });
    expect(guest.status).toBe(401);
    expect(guest.body.msg).toBe("请先登录");
    const inactive = await createUser({ activated: false });
    const refused = await api("post/render", { token: inactive.token, body: { content: "**粗体**" } });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toEqual({ type: "inactive" });
    const member = await createUser();
    expectFieldError(
      await api("post/render", { token: member.token, body: { content: "a".repeat(50_001) } }),
      "content",
      "文档内容不能超过50000字",
    );
  });
});

describe("GET question/similar", () => {
  it("a title of 10+ characters sharing words with an existing title lists it; under 10 gives []", async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const member = await createUser();
    const question = (await askQuestion(member.token, { title: `房屋租赁合同提前解约的违约金 ${marker}` })).body.data;

    const similar = await api<{ id: string; title: string; url_title: string; answer_count: number }[]>(
      `question/similar?title=${encodeURIComponent(`${marker} 租赁合同违约金过高怎么办`)}`,
    );
    expect(similar.status).toBe(200);
    expect(similar.body.data.length).toBeLessThanOrEqual(5);
    expect(similar.body.data[0]).toMatchObject({ id: question.id, title: question.title, answer_count: 0 });
    expect(similar.body.data[0]!.url_title).toBe(question.url_title);

    // Chinese words alone match too
    const chinese = await api<{ id: string }[]>(
      `question/similar?title=${encodeURIComponent("提前解约的违约金怎么计算")}`,
    );
    expect(chinese.body.data.map((item) => item.id)).toContain(question.id);

    const short = await api(`question/similar?title=${encodeURIComponent("租赁合同违约金")}`);
    expect(short.status).toBe(200);
    expect(short.body.data).toEqual([]);
    expect((await api("question/similar?title=")).body.data).toEqual([]);
  });
});
