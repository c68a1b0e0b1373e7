// Reading questions and answers through the JSON API (SPEC §7 calls): question/info, answer/info and answer/page,
// question/page's orders, paging and tag filter with its bad queries refused, rendering markdown (post/render) and
// similar questions by title.
// Storage is shared by the tests of this file: each builds its own users and questions.
import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  api,
  askQuestion,
  createTags,
  createUser,
  expectFieldError,
  info as questionInfo,
  type QuestionList,
} from "../helpers";

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
    const result = await api<string>("post/render", {
      token: member.token,
      body: { content: "**粗体**\n\n```js\nconst answer = 42;\n```\n" },
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toContain("<strong>粗体</strong>");
    expect(result.body.data).toContain('class="shiki');
    expect(result.body.data).toContain("answer");
  });

  it("sanitizes what it renders", async () => {
    const member = await createUser();
    const result = await api<string>("post/render", {
      token: member.token,
      body: { content: "<img src=x onerror=alert(1)> [x](javascript:alert(1)) <script>alert(1)</script>" },
    });
    expect(result.status).toBe(200);
    expect(result.body.data).not.toMatch(/onerror|javascript:|<script/i);
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
  it("a title of 10+ characters sharing words with an existing title lists it, the closest first; under 10 gives []", async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const member = await createUser();
    const question = (await askQuestion(member.token, { title: `房屋租赁合同提前解约的违约金 ${marker}` })).body.data;

    const similarTo = () =>
      api<{ id: string; title: string; url_title: string; answer_count: number }[]>(
        `question/similar?title=${encodeURIComponent(`${marker} 租赁合同违约金过高怎么办`)}`,
      );
    // the search index has the question once the queue has seen it asked
    await expect
      .poll(async () => (await similarTo()).body.data.map((item) => item.id), { timeout: 10_000 })
      .toContain(question.id);
    const similar = await similarTo();
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
