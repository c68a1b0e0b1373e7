// The back office's content (SPEC §2 admin questions and answers; §7 admin question/page, answer/page, PUT
// question/status, PUT answer/status): administrators only, each state's list found by title or id, status changes
// through the staff actions (a deleted post gone from guests' lists), a held post left to the review page.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  adminApi,
  answerQuestion,
  api,
  askQuestion,
  cookieFor,
  createAdmin,
  createStaff,
  createUser,
  getPage,
  listByTag,
  postForm,
  questionRow,
  rowId,
  visibleText,
} from "../helpers";

type Listed = { id: string; title: string; status: number; answer_count?: number; question_id?: string };
type Page = { count: number; list: Listed[] };

const questionsOf = (token: string, query: Record<string, string>) =>
  adminApi<Page>(`question/page?${new URLSearchParams(query)}`, { method: "GET", token });
const answersOf = (token: string, query: Record<string, string>) =>
  adminApi<Page>(`answer/page?${new URLSearchParams(query)}`, { method: "GET", token });

describe("the back office's questions and answers", () => {
  it("are for administrators: a moderator is refused", async () => {
    const { moderator } = await createStaff();
    expect((await questionsOf(moderator.token, {})).status).toBe(403);
    expect((await getPage("/answer/admin/questions", { cookie: cookieFor(moderator.token) })).status).toBe(403);
  });

  it("list each state, found by title, by typed id or Answer's question:ID, and page by 20", async () => {
    const admin = await createAdmin();
    const member = await createUser();
    const marker = `后台检索${Date.now().toString(36)}`;
    const open = (await askQuestion(member.token, { title: `${marker} 未签合同的双倍工资` })).body.data.id;
    const closing = (await askQuestion(member.token, { title: `${marker} 被关闭的问题标题` })).body.data.id;
    await env.DB.prepare("UPDATE questions SET status = 2 WHERE id = ?").bind(rowId(closing)).run();
    const normal = (await questionsOf(admin.token, { query: marker })).body.data;
    expect(normal.list.map((item) => item.id)).toEqual([open]);
    const closed = (await questionsOf(admin.token, { status: "closed", query: marker })).body.data;
    expect(closed.list.map((item) => item.id)).toEqual([closing]);
    for (const query of [open, String(rowId(open)), `question:${rowId(open)}`]) {
      expect(
        (await questionsOf(admin.token, { query })).body.data.list.map((item) => item.id),
        query,
      ).toEqual([open]);
    }
    expect((await questionsOf(admin.token, { status: "sideways" })).status).toBe(400);

    const answerer = await createUser();
    const answer = (await answerQuestion(answerer.token, open, "公司应当支付二倍工资差额，可以申请仲裁。")).body.data
      .id;
    const ofQuestion = (await answersOf(admin.token, { question_id: open })).body.data;
    expect(ofQuestion.list.map((item) => item.id)).toEqual([answer]);
    expect((await answersOf(admin.token, { query: `answer:${rowId(answer)}` })).body.data.list[0]!.id).toBe(answer);
    expect((await answersOf(admin.token, { query: marker })).body.data.list.map((item) => item.id)).toContain(answer);
  });

  it("delete, undelete and close a question through the staff actions; a held one is left to the review page", async () => {
    const admin = await createAdmin();
    const member = await createUser();
    const id = (await askQuestion(member.token, { title: "后台删除后从列表消失的问题" })).body.data.id;
    const put = (body: Record<string, unknown>) =>
      adminApi("question/status", { method: "PUT", token: admin.token, body });
    expect((await put({ question_id: id, status: "deleted" })).status).toBe(200);
    expect((await questionRow(id))!.status).toBe(10);
    const listed = (await listByTag("民法")).body.data.list.map((item: { id: string }) => item.id);
    expect(listed).not.toContain(id);
    expect((await put({ question_id: id, status: "available" })).status).toBe(200);
    expect((await questionRow(id))!.status).toBe(1);
    const noReason = await put({ question_id: id, status: "closed" });
    expect(noReason.status).toBe(400);
    expect((await put({ question_id: id, status: "closed", close_type: 64 })).status).toBe(200);
    expect((await questionRow(id))!.status).toBe(2);
    expect((await put({ question_id: id, status: "available" })).status).toBe(200);
    expect((await questionRow(id))!.status).toBe(1);

    await env.DB.prepare("UPDATE questions SET status = 11 WHERE id = ?").bind(rowId(id)).run();
    const held = await put({ question_id: id, status: "deleted" });
    expect(held.status).toBe(400);
    expect(held.body.msg).toBe("该帖子正在等待审核，请在审核页面处理。");
    expect((await questionRow(id))!.status).toBe(11);
  });

  it("delete and undelete an answer", async () => {
    const admin = await createAdmin();
    const member = await createUser();
    const question = (await askQuestion(member.token)).body.data.id;
    const answer = (await answerQuestion((await createUser()).token, question, "可以先与用人单位协商解决。")).body.data
      .id;
    const put = (status: string) =>
      adminApi("answer/status", { method: "PUT", token: admin.token, body: { answer_id: answer, status } });
    const statusOf = async () =>
      (await env.DB.prepare("SELECT status FROM answers WHERE id = ?").bind(rowId(answer)).first<{ status: number }>())!
        .status;
    expect((await put("deleted")).status).toBe(200);
    expect(await statusOf()).toBe(10);
    expect((await answersOf(admin.token, { status: "deleted", question_id: question })).body.data.count).toBe(1);
    expect((await put("available")).status).toBe(200);
    expect(await statusOf()).toBe(1);
  });

  it("the pages filter, search and delete without JavaScript", async () => {
    const admin = await createAdmin();
    const cookie = cookieFor(admin.token);
    const member = await createUser();
    const marker = `表单后台${Date.now().toString(36)}`;
    const id = (await askQuestion(member.token, { title: `${marker} 用表单删除的问题` })).body.data.id;
    const found = visibleText(
      await (await getPage(`/answer/admin/questions?query=${encodeURIComponent(marker)}`, { cookie })).text(),
    );
    expect(found).toContain(`${marker} 用表单删除的问题`);
    const deleting = await postForm(
      `/answer/admin/questions?query=${encodeURIComponent(marker)}`,
      { question_id: String(rowId(id)), status: "deleted" },
      { cookie },
    );
    expect(deleting.status).toBe(302);
    expect((await questionRow(id))!.status).toBe(10);
    const deleted = visibleText(
      await (
        await getPage(`/answer/admin/questions?status=deleted&query=${encodeURIComponent(marker)}`, { cookie })
      ).text(),
    );
    expect(deleted).toContain(`${marker} 用表单删除的问题`);
    expect(deleted).toContain("撤消删除");
    expect((await getPage("/answer/admin/answers", { cookie })).status).toBe(200);
  });
});

describe("the dashboard", () => {
  it("answers Apache Answer's {info} with the rates, what waits for review, the system and the health", async () => {
    const admin = await createAdmin();
    type Info = Record<string, unknown> & { question_count: number; resolved_rate: string; report_count: number };
    const info = (await adminApi<{ info: Info }>("dashboard", { method: "GET", token: admin.token })).body.data.info;
    expect(info).toMatchObject({
      uploading_files: true,
      https: false,
      smtp: "not_configured",
      version_info: { version: "0.1.0" },
    });
    expect(info.resolved_rate).toMatch(/^\d+\.\d{2}$/);
    expect(String(info.database_version)).toMatch(/^D1/);
    expect(String(info.database_size)).toMatch(/^\d+\.\d{2} (B|KB|MB)$/);
    const page = visibleText(
      await (await getPage("/answer/admin/dashboard", { cookie: cookieFor(admin.token) })).text(),
    );
    for (const text of ["已解决", "未回答", "待审核", "上传存储", "系统信息", "数据库大小", "运行时间"]) {
      expect(page, text).toContain(text);
    }
  });
});

describe("the flags page", () => {
  it("lists the reported posts with their reasons, leading to the review page", async () => {
    const admin = await createAdmin();
    const asker = await createUser();
    const question = (await askQuestion(asker.token, { title: "后台举报页列出的被举报问题" })).body.data.id;
    const reporter = await createUser();
    const reported = await api("report", {
      token: reporter.token,
      body: { source: "question", object_id: question, report_type: 58 },
    });
    expect(reported.status).toBe(200);
    const page = await (await getPage("/answer/admin/flags", { cookie: cookieFor(admin.token) })).text();
    expect(visibleText(page)).toContain("后台举报页列出的被举报问题");
    expect(visibleText(page)).toContain("粗鲁或辱骂");
    expect(page).toContain('href="/answer/menu/review?type=flagged_post"');
  });
});
