// Who may ask and answer (SPEC §5 member guards): a visitor, an inactive, a suspended or a not-opened member is
// refused with nothing written; and answering through the JSON API (SPEC §7 calls): an answer's counters, lists and
// validation, asking and answering at once, and restrict_answer.
// Storage is shared by the tests of this file: each builds its own users and questions, and the tests that change
// the write settings put the defaults back.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_TAG,
  answerQuestion,
  api,
  askQuestion,
  createAdmin,
  createUser,
  expectFieldError,
  info as questionInfo,
  rowCounts,
  settingsApi,
  userCounts,
  type AnswerInfo,
  type Member,
  type QuestionInfo,
  type QuestionList,
} from "../helpers";
import { UserStatus } from "~/lib/status";
import { formatObjectId } from "~/lib/object-ids";

const CONTENT = "劳动合同到期后公司不续签，是否需要支付经济补偿金？工作年限为三年。";

let settingsAdmin: Member;
const { putWrite } = settingsApi(() => settingsAdmin.token);

beforeAll(async () => {
  settingsAdmin = await createAdmin();
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
      user_info: { id: formatObjectId("user", answerer.user.id) },
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
    const result = await api<{ info: AnswerInfo; question: QuestionInfo }>("question/answer", {
      token: member.token,
      body: {
        title,
        content: CONTENT,
        tags: [DEFAULT_TAG],
        answer_content: "按照劳动合同约定的工资标准计算，*没有约定的*按实际工资。",
      },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const { info, question } = result.body.data;
    expect(question).toMatchObject({ title, answer_count: 1, answered: true });
    expect(info).toMatchObject({ id: question.first_answer_id, question_id: question.id });
    const answers = await api<{ count: number; list: AnswerInfo[] }>(`answer/page?question_id=${question.id}`);
    expect(answers.body.data.count).toBe(1);
    expect(answers.body.data.list[0]).toMatchObject({
      id: question.first_answer_id,
      user_info: { id: formatObjectId("user", member.user.id) },
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
