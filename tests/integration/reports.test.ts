// Reports (SPEC §4, §5, §7, §8; REFERENCE.md reasons): the reasons each kind of post takes, the report's validation
// with SPEC §5's messages and nothing written on a refusal, one pending report per member and post, the guards, the
// page form without JavaScript, the back office's count, and the First Flag badge.
// Storage is shared by the tests of this file: every test builds its own members and posts.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  adminApi,
  answerQuestion,
  api,
  askQuestion,
  buttonSubmission,
  cookieFor,
  createAdmin,
  createUser,
  getPage,
  linkTargets,
  postForm,
  visibleText,
  questionPage,
  rowId,
} from "../helpers";
import { UserStatus } from "~/lib/status";
import { formatObjectId } from "~/lib/object-ids";

type Member = Awaited<ReturnType<typeof createUser>>;
type FieldErrors = { error_field: string; error_msg: string }[];
type Reason = { reason_type: number; name: string; description: string; content_type: string; placeholder: string };

const pageHtml = async (path: string, cookie?: string) => (await getPage(path, { cookie })).text();

function report(member: Member | undefined, body: Record<string, unknown>) {
  return api<unknown>("report", { token: member?.token, body });
}

async function reportsOf(objectType: string, objectId: string | number) {
  const { results } = await env.DB.prepare(
    "SELECT user_id, reason_type, content, status FROM reports WHERE object_type = ? AND object_id = ? ORDER BY id",
  )
    .bind(objectType, rowId(objectId))
    .all<{ user_id: number; reason_type: number; content: string; status: number }>();
  return results;
}

async function setup() {
  const asker = await createUser();
  const reader = await createUser();
  const question = (await askQuestion(asker.token)).body.data;
  return { asker, reader, question };
}

async function firstFlags(member: Member): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM badge_awards a JOIN badges b ON b.id = a.badge_id WHERE a.user_id = ? AND b.slug = 'first_flag'",
  )
    .bind(member.user.id)
    .first<{ n: number }>();
  return row!.n;
}

describe("report reasons", () => {
  it("names each kind of post's reasons in the reader's language, with the text each asks for", async () => {
    const question = (await api<Reason[]>("reasons?object_type=question&action=flag")).body.data;
    expect(question.map((reason) => reason.reason_type)).toEqual([57, 58, 60, 59]);
    expect(question.map((reason) => reason.name)).toEqual(["垃圾信息", "粗鲁或辱骂", "重复问题", "其他原因"]);
    expect(question.find((reason) => reason.reason_type === 60)).toMatchObject({ content_type: "input" });
    expect(question.find((reason) => reason.reason_type === 59)).toMatchObject({ content_type: "textarea" });
    expect(question.find((reason) => reason.reason_type === 57)).toMatchObject({ content_type: "" });
    const answer = (await api<Reason[]>("reasons?object_type=answer&action=flag", { lang: "en-US" })).body.data;
    expect(answer.map((reason) => [reason.reason_type, reason.name])).toEqual([
      [57, "Spam"],
      [58, "Rude or abusive"],
      [61, "Not an answer"],
      [59, "Something else"],
    ]);
    const comment = (await api<Reason[]>("reasons?object_type=comment&action=flag")).body.data;
    expect(comment.map((reason) => reason.reason_type)).toEqual([57, 58, 62, 59]);
    const close = (await api<Reason[]>("reasons?object_type=question&action=close")).body.data;
    expect(close.map((reason) => reason.reason_type)).toEqual([60, 63, 64, 59]);
  });

  it("refuses an unknown kind of post with a 400", async () => {
    const result = await api("reasons?object_type=user&action=flag");
    expect(result.status).toBe(400);
  });
});

describe("filing a report", () => {
  it("records a spam report on a question, thanks the member, and the back office counts it", async () => {
    const admin = await createAdmin();
    type Dashboard = { info: { report_count: number } };
    const before = (await adminApi<Dashboard>("dashboard", { token: admin.token })).body.data.info;
    const { reader, question } = await setup();
    const result = await report(reader, { source: "question", object_id: question.id, report_type: 57 });
    expect(result.status).toBe(200);
    expect(result.body.msg).toBe("感谢标记。");
    expect(await reportsOf("question", question.id)).toEqual([
      { user_id: reader.user.id, reason_type: 57, content: "", status: 1 },
    ]);
    const after = (await adminApi<Dashboard>("dashboard", { token: admin.token })).body.data.info;
    expect(after.report_count).toBe(before.report_count + 1);
  });

  it("reports answers and comments with their own reasons, and refuses a reason of another kind", async () => {
    const { asker, reader, question } = await setup();
    const answerer = await createUser();
    const answer = (await answerQuestion(answerer.token, question.id)).body.data;
    const comment = (
      await api<{ comment_id: string }>("comment", {
        token: asker.token,
        body: { object_id: question.id, original_text: "请补充一下劳动合同的约定。" },
      })
    ).body.data;
    expect((await report(reader, { source: "answer", object_id: answer.id, report_type: 61 })).status).toBe(200);
    expect((await report(reader, { source: "comment", object_id: comment.comment_id, report_type: 62 })).status).toBe(
      200,
    );
    const wrong = await report(reader, { source: "answer", object_id: answer.id, report_type: 62 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data as FieldErrors).toEqual([{ error_field: "report_type", error_msg: "请选择一个原因。" }]);
    expect((await reportsOf("answer", answer.id)).map((row) => row.reason_type)).toEqual([61]);
    expect((await reportsOf("comment", comment.comment_id)).map((row) => row.reason_type)).toEqual([62]);
  });

  it("asks for a reason, a text for 'something else' and a link of this site for 'duplicate', writing nothing", async () => {
    const { reader, question } = await setup();
    const other = (await askQuestion((await createUser()).token)).body.data;
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "report_type", "请选择一个原因。"],
      [{ report_type: "" }, "report_type", "请选择一个原因。"],
      [{ report_type: 59 }, "content", "不能为空"],
      [{ report_type: 59, content: "   " }, "content", "不能为空"],
      [{ report_type: 60 }, "content", "不能为空"],
      [{ report_type: 60, content: "不是链接" }, "content", "URL 格式不正确。"],
      [
        { report_type: 60, content: `https://example.com${questionPage(other.id)}` },
        "content",
        "URL 来源与当前网站不匹配。",
      ],
      [{ report_type: 60, content: "http://localhost/answer/menu/tags/民法" }, "content", "URL 格式不正确。"],
      [{ report_type: 60, content: `http://localhost${questionPage(question.id)}` }, "content", "URL 格式不正确。"],
    ];
    for (const [fields, field, message] of cases) {
      const result = await report(reader, { source: "question", object_id: question.id, ...fields });
      expect(result.status, JSON.stringify(fields)).toBe(400);
      expect(result.body.data as FieldErrors, JSON.stringify(fields)).toEqual([
        { error_field: field, error_msg: message },
      ]);
    }
    expect(await reportsOf("question", question.id)).toEqual([]);
    const en = await api("report", {
      token: reader.token,
      lang: "en-US",
      body: { source: "question", object_id: question.id, report_type: 59 },
    });
    expect((en.body.data as FieldErrors)[0]!.error_msg).toBe("Cannot be empty");
    const duplicate = await report(reader, {
      source: "question",
      object_id: question.id,
      report_type: 60,
      content: `http://localhost${questionPage(other.id)}`,
    });
    expect(duplicate.status).toBe(200);
    expect(await reportsOf("question", question.id)).toMatchObject([
      { reason_type: 60, content: `http://localhost${questionPage(other.id)}` },
    ]);
  });

  it("keeps one pending report per member and post however often it is sent, even all at once", async () => {
    const { reader, question } = await setup();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        report(reader, { source: "question", object_id: question.id, report_type: 59, content: "疑似广告" }),
      ),
    );
    // identical requests in flight are refused (SPEC §8); the others thank, and one report is kept
    expect(results.every((result) => result.status === 200 || result.status === 400)).toBe(true);
    expect(results.some((result) => result.status === 200)).toBe(true);
    const again = await report(reader, { source: "question", object_id: question.id, report_type: 57 });
    expect(again.status).toBe(200);
    expect(await reportsOf("question", question.id)).toHaveLength(1);
  });

  it("guards: guests log in, inactive and suspended members are refused, nobody reports their own post or a missing one", async () => {
    const { asker, question } = await setup();
    const body = { source: "question", object_id: question.id, report_type: 57 };
    expect((await report(undefined, body)).status).toBe(401);
    const inactive = await report(await createUser({ activated: false }), body);
    expect(inactive.status).toBe(403);
    expect(inactive.body.data).toMatchObject({ type: "inactive" });
    const suspended = await report(await createUser({ status: UserStatus.suspended }), body);
    expect(suspended.status).toBe(403);
    expect(suspended.body.data).toMatchObject({ type: "suspended" });
    expect((await report(asker, body)).status).toBe(403);
    const missing = await report(await createUser(), { ...body, object_id: formatObjectId("question", 999_999_999) });
    expect(missing.status).toBe(404);
    expect(await reportsOf("question", question.id)).toEqual([]);
  });

  it("earns the first report's member the First Flag badge, once", async () => {
    const { reader, question } = await setup();
    const second = (await askQuestion((await createUser()).token)).body.data;
    await report(reader, { source: "question", object_id: question.id, report_type: 57 });
    await report(reader, { source: "question", object_id: second.id, report_type: 58 });
    await expect.poll(() => firstFlags(reader), { timeout: 10_000, interval: 100 }).toBe(1);
    // both events have been through the queue: still one award
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await firstFlags(reader)).toBe(1);
  });
});

describe("the report form without JavaScript", () => {
  it("reports a question from its page and shows 感谢标记。; a missing reason is shown under the reasons", async () => {
    const { reader, question } = await setup();
    const cookie = cookieFor(reader.token);
    // closed, the report panel is a link to the page with it open: the page itself carries no report form
    const closed = await pageHtml(questionPage(question.id), cookie);
    expect(closed).not.toContain('name="report_type"');
    const [opener] = linkTargets(closed, "举报");
    expect(opener).toBe(`${questionPage(question.id)}?open=report-question-${rowId(question.id)}`);
    const page = await pageHtml(opener!, cookie);
    expect(page.match(/name="report_type"/g)).toHaveLength(4);
    // no reason chosen: a browser sends no radio button's value
    const { report_type: _unchecked, ...fields } = await buttonSubmission(page, "提交举报");
    expect(fields).toEqual({ intent: "report", source: "question", object_id: question.id });

    const refused = await postForm(questionPage(question.id), fields, { cookie });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("请选择一个原因。");
    expect(await reportsOf("question", question.id)).toEqual([]);

    const sent = await postForm(questionPage(question.id), { ...fields, report_type: "58" }, { cookie });
    expect(sent.status).toBe(302);
    const back = await pageHtml(sent.headers.get("Location")!, cookie);
    expect(visibleText(back)).toContain("感谢标记。");
    expect(await reportsOf("question", question.id)).toMatchObject([{ user_id: reader.user.id, reason_type: 58 }]);
  });

  it("offers no report on one's own post, nor to guests, even when the URL asks for the panel", async () => {
    const { asker, reader, question } = await setup();
    const opened = `${questionPage(question.id)}?open=report-question-${rowId(question.id)}`;
    expect(linkTargets(await pageHtml(questionPage(question.id), cookieFor(reader.token)), "举报")).toEqual([opened]);
    for (const cookie of [cookieFor(asker.token), undefined]) {
      expect(linkTargets(await pageHtml(questionPage(question.id), cookie), "举报")).toEqual([]);
      expect(visibleText(await pageHtml(opened, cookie))).not.toContain("提交举报");
    }
  });

  it("opens only the panel the URL names: one answer's report form on a page of several posts", async () => {
    const { reader, question } = await setup();
    const answers = [];
    for (const text of ["第一个回答：先协商。", "第二个回答：再仲裁。"]) {
      answers.push((await answerQuestion((await createUser()).token, question.id, text)).body.data);
    }
    const cookie = cookieFor(reader.token);
    const closed = await pageHtml(questionPage(question.id), cookie);
    expect(closed).not.toContain('name="report_type"');
    expect(linkTargets(closed, "举报")).toHaveLength(3);
    const second = await pageHtml(`${questionPage(question.id)}?open=report-answer-${rowId(answers[1]!.id)}`, cookie);
    expect([...second.matchAll(/<legend[^>]*>([^<]*)<\/legend>/g)].map((match) => match[1])).toEqual(["举报此回答"]);
    expect(second).toContain(`name="object_id" value="${answers[1]!.id}"`);
    expect(linkTargets(second, "举报")).toHaveLength(2);
  });
});
