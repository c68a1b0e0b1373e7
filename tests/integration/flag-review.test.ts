// The flagged-post queue (SPEC §2 review page, flagged_post; §7 report/unreviewed/post, PUT report/review): staff only,
// one item per post with every pending report, each action taking effect as the same staff action does and settling
// the reports, a refused action leaving them pending, and two moderators on one post: one wins, the other is told.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  api,
  askQuestion,
  cookieFor,
  createStaff,
  createUser,
  getPage,
  listByTag,
  postForm,
  questionRow,
  rowId,
  visibleText,
  type Member,
} from "../helpers";
import { formatObjectId } from "~/lib/object-ids";

type Flagged = {
  flag_id: string;
  object_type: string;
  object_id: string;
  title: string;
  object_status: number;
  object_show_status: number;
  submitter_user: { username: string };
  reason: { reason_type: number; name: string };
  reports: { submitter_user: { username: string }; reason_content: string }[];
  member_actions: string[];
};
type Queue = { count: number; list: Flagged[] };

const flagged = (member: Member) =>
  api<Queue>("report/unreviewed/post?page=1&page_size=10", { method: "GET", token: member.token });
const review = (member: Member, body: Record<string, unknown>) =>
  api("report/review", { method: "PUT", token: member.token, body });

function flag(member: Member, source: string, objectId: string, reportType = 57, content = "") {
  return api("report", {
    token: member.token,
    body: { source, object_id: objectId, report_type: reportType, content },
  });
}

const reportStatuses = async (objectType: string, objectId: string) =>
  (
    await env.DB.prepare("SELECT status FROM reports WHERE object_type = ? AND object_id = ? ORDER BY id")
      .bind(objectType, rowId(objectId))
      .all<{ status: number }>()
  ).results.map((row) => row.status);

/** A question flagged by two members, and the moderator who reviews it. */
async function flaggedQuestion() {
  const asker = await createUser();
  const question = (await askQuestion(asker.token)).body.data;
  const first = await createUser();
  const second = await createUser();
  expect((await flag(first, "question", question.id)).status).toBe(200);
  expect((await flag(second, "question", question.id, 59, "内容与法律无关。")).status).toBe(200);
  const staff = await createStaff();
  const item = (await flagged(staff.moderator)).body.data.list.find((post) => post.object_id === question.id)!;
  return { asker, question, first, second, staff, item };
}

describe("the flagged-post queue", () => {
  it("is staff's: a member is refused, a moderator sees each post once with every report and its actions", async () => {
    const { question, first, second, item } = await flaggedQuestion();
    expect((await flagged(first)).status).toBe(403);
    expect((await review(first, { flag_id: item.flag_id, operation_type: "ignore_report" })).status).toBe(403);
    expect(item).toMatchObject({
      object_type: "question",
      title: question.title,
      object_status: 1,
      object_show_status: 1,
      submitter_user: { username: first.user.username },
      reason: { reason_type: 57, name: "垃圾信息" },
      member_actions: ["ignore", "edit", "delete", "close", "unlist"],
    });
    expect(item.flag_id).toMatch(/^1008\d{13}$/);
    expect(item.reports.map((report) => [report.submitter_user.username, report.reason_content])).toEqual([
      [first.user.username, ""],
      [second.user.username, "内容与法律无关。"],
    ]);
  });

  it("ignoring settles every report of the post and leaves it as it was", async () => {
    const { question, staff, item } = await flaggedQuestion();
    expect((await review(staff.moderator, { flag_id: item.flag_id, operation_type: "ignore_report" })).status).toBe(
      200,
    );
    expect(await reportStatuses("question", question.id)).toEqual([3, 3]);
    expect((await questionRow(question.id))!.status).toBe(1);
    const queue = (await flagged(staff.moderator)).body.data;
    expect(queue.list.map((post) => post.object_id)).not.toContain(question.id);
  });

  it("deleting through a report deletes the post for guests, and hiding it takes it out of the lists", async () => {
    const deleted = await flaggedQuestion();
    const deleting = await review(deleted.staff.moderator, {
      flag_id: deleted.item.flag_id,
      operation_type: "delete_post",
    });
    expect(deleting.status, JSON.stringify(deleting.body)).toBe(200);
    expect((await questionRow(deleted.question.id))!.status).toBe(10);
    expect(await reportStatuses("question", deleted.question.id)).toEqual([2, 2]);
    expect((await api(`question/info?id=${deleted.question.id}`, { method: "GET" })).status).toBe(404);

    const hidden = await flaggedQuestion();
    expect(
      (await review(hidden.staff.administrator, { flag_id: hidden.item.flag_id, operation_type: "unlist_post" }))
        .status,
    ).toBe(200);
    expect((await questionRow(hidden.question.id))!.show).toBe(2);
    const listed = (await listByTag("民法")).body.data.list.map((item: { id: string }) => item.id);
    expect(listed).not.toContain(hidden.question.id);
  });

  it("closing takes the close form's rules; an action a post does not allow leaves its reports pending", async () => {
    const { question, staff, item } = await flaggedQuestion();
    const noMessage = await review(staff.moderator, {
      flag_id: item.flag_id,
      operation_type: "close_post",
      close_type: 59,
    });
    expect(noMessage.status).toBe(400);
    expect(await reportStatuses("question", question.id)).toEqual([1, 1]);
    const closing = await review(staff.moderator, {
      flag_id: item.flag_id,
      operation_type: "close_post",
      close_type: 59,
      close_msg: "与法律问题无关。",
    });
    expect(closing.status, JSON.stringify(closing.body)).toBe(200);
    expect((await questionRow(question.id))!).toMatchObject({ status: 2, close_msg: "与法律问题无关。" });

    const answerer = await createUser();
    const answer = (await answerQuestion(answerer.token, (await askQuestion(answerer.token)).body.data.id)).body.data;
    const reader = await createUser();
    expect((await flag(reader, "answer", answer.id, 61)).status).toBe(200);
    const answerItem = (await flagged(staff.moderator)).body.data.list.find((post) => post.object_id === answer.id)!;
    expect(answerItem.member_actions).toEqual(["ignore", "edit", "delete"]);
    const refused = await review(staff.moderator, { flag_id: answerItem.flag_id, operation_type: "unlist_post" });
    expect(refused.status).toBe(400);
    expect(await reportStatuses("answer", answer.id)).toEqual([1]);
    const edited = await review(staff.moderator, {
      flag_id: answerItem.flag_id,
      operation_type: "edit_post",
      content: "版主修改后的回答内容：请咨询当地劳动仲裁委员会。",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const row = await env.DB.prepare("SELECT original_text FROM answers WHERE id = ?").bind(rowId(answer.id)).first();
    expect(row).toMatchObject({ original_text: "版主修改后的回答内容：请咨询当地劳动仲裁委员会。" });
    expect(await reportStatuses("answer", answer.id)).toEqual([2]);
  });

  it("two moderators acting on one post at once: one action is taken, the other is told it was handled", async () => {
    const { question, staff, item } = await flaggedQuestion();
    const results = await Promise.all([
      review(staff.moderator, { flag_id: item.flag_id, operation_type: "ignore_report" }),
      review(staff.administrator, { flag_id: item.flag_id, operation_type: "delete_post" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const refused = results.find((result) => result.status === 409)!;
    expect(refused.body.msg).toBe("此项已由其他审核者处理。");
    const statuses = await reportStatuses("question", question.id);
    const deleted = (await questionRow(question.id))!.status === 10;
    // the winner's action alone: both reports settled its way, the post deleted only if deleting won
    expect(statuses).toEqual(deleted ? [2, 2] : [3, 3]);
  });

  it("reviewing/type counts the flagged posts for staff only", async () => {
    const { staff } = await flaggedQuestion();
    type Types = { name: string; label: string; todo_amount: number }[];
    const types = (await api<Types>("reviewing/type", { method: "GET", token: staff.moderator.token })).body.data;
    const flaggedType = types.find((type) => type.name === "flagged_post")!;
    expect(flaggedType.label).toBe("举报的帖子");
    expect(flaggedType.todo_amount).toBeGreaterThanOrEqual(1);
    const auditor = await createUser({ rank: 5000 });
    const theirs = (await api<Types>("reviewing/type", { method: "GET", token: auditor.token })).body.data;
    expect(theirs.map((type) => type.name)).toEqual(["suggested_post_edit"]);
    expect(formatObjectId("report", 1)).toBe("10080000000000001");
  });
});

describe("PUT report of the back office (a report settled by a review reason)", () => {
  const handle = (member: Member, body: Record<string, unknown>) =>
    api("/answer/admin/api/report", { method: "PUT", token: member.token, body });

  it("offers the review reasons through GET reasons, questions with closing, other posts without", async () => {
    type Reason = { reason_type: number; name: string };
    const reasons = async (objectType: string) =>
      (await api<Reason[]>(`reasons?object_type=${objectType}&action=review`, { method: "GET" })).body.data;
    expect((await reasons("question")).map((reason) => [reason.reason_type, reason.name])).toEqual([
      [72, "看起来没问题"],
      [73, "需要编辑，我已做了修改"],
      [74, "需要关闭"],
      [75, "需要删除"],
    ]);
    expect((await reasons("answer")).map((reason) => reason.reason_type)).toEqual([72, 73, 75]);
    expect((await reasons("comment")).map((reason) => reason.reason_type)).toEqual([72, 73, 75]);
  });

  it("is the administrators': a moderator and a member are refused, and the reports stay pending", async () => {
    const { question, first, staff, item } = await flaggedQuestion();
    for (const member of [first, staff.moderator]) {
      expect((await handle(member, { id: item.flag_id, flagged_type: 75 })).status).toBe(403);
    }
    expect(await reportStatuses("question", question.id)).toEqual([1, 1]);
    expect((await questionRow(question.id))!.status).toBe(1);
  });

  it("looks fine ignores, needed an edit settles, needs deleting deletes; a settled report is told so", async () => {
    const fine = await flaggedQuestion();
    const admin = fine.staff.administrator;
    expect((await handle(admin, { id: fine.item.flag_id, flagged_type: 72 })).status).toBe(200);
    expect(await reportStatuses("question", fine.question.id)).toEqual([3, 3]);
    expect((await questionRow(fine.question.id))!.status).toBe(1);
    const again = await handle(admin, { id: fine.item.flag_id, flagged_type: 75 });
    expect(again.status).toBe(409);
    expect((await questionRow(fine.question.id))!.status).toBe(1);

    const edited = await flaggedQuestion();
    expect((await handle(admin, { id: edited.item.flag_id, flagged_type: 73 })).status).toBe(200);
    expect(await reportStatuses("question", edited.question.id)).toEqual([2, 2]);
    expect((await questionRow(edited.question.id))!.status).toBe(1);

    const spam = await flaggedQuestion();
    expect((await handle(admin, { id: spam.item.flag_id, flagged_type: 75 })).status).toBe(200);
    expect(await reportStatuses("question", spam.question.id)).toEqual([2, 2]);
    expect((await api(`question/info?id=${spam.question.id}`, { method: "GET" })).status).toBe(404);
  });

  it("needs closing closes a question with the words given, and asks for them; bad input changes nothing", async () => {
    const { question, staff, item } = await flaggedQuestion();
    const admin = staff.administrator;
    const silent = await handle(admin, { id: item.flag_id, flagged_type: 74 });
    expect(silent.status).toBe(400);
    expect(silent.body.data).toContainEqual({ error_field: "flagged_content", error_msg: "不能为空" });
    for (const body of [{ id: item.flag_id, flagged_type: 59 }, { id: "abc", flagged_type: 72 }, {}]) {
      expect((await handle(admin, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await reportStatuses("question", question.id)).toEqual([1, 1]);

    const closing = await handle(admin, { id: item.flag_id, flagged_type: 74, flagged_content: "与法律问题无关。" });
    expect(closing.status, JSON.stringify(closing.body)).toBe(200);
    expect((await questionRow(question.id))!).toMatchObject({ status: 2, close_msg: "与法律问题无关。" });
    expect(await reportStatuses("question", question.id)).toEqual([2, 2]);

    // an answer cannot be closed: its reports go back to the queue
    const answerer = await createUser();
    const answer = (await answerQuestion(answerer.token, (await askQuestion(answerer.token)).body.data.id)).body.data;
    expect((await flag(await createUser(), "answer", answer.id, 61)).status).toBe(200);
    const answerItem = (await flagged(admin)).body.data.list.find((post) => post.object_id === answer.id)!;
    const refused = await handle(admin, { id: answerItem.flag_id, flagged_type: 74, flagged_content: "关闭" });
    expect(refused.status).toBe(400);
    expect(await reportStatuses("answer", answer.id)).toEqual([1]);
  });
});

describe("the review page's flagged posts, without JavaScript", () => {
  it("shows the post with its reports, and its forms ignore, delete and close it", async () => {
    const ignored = await flaggedQuestion();
    const cookie = cookieFor(ignored.staff.moderator.token);
    const page = await getPage("/answer/menu/review?type=flagged_post", { cookie });
    expect(page.status).toBe(200);
    const html = visibleText(await page.text());
    expect(html).toContain("举报的帖子");
    expect(html).toContain("垃圾信息");
    expect(html).toContain("内容与法律无关。");

    const ignoring = await postForm(
      "/answer/menu/review?type=flagged_post",
      { intent: "flag", flag_id: String(rowId(ignored.item.flag_id)), operation_type: "ignore_report" },
      { cookie },
    );
    expect(ignoring.status).toBe(302);
    expect(ignoring.headers.get("Location")).toBe("/answer/menu/review?type=flagged_post&notice=flag_ignored");
    expect(await reportStatuses("question", ignored.question.id)).toEqual([3, 3]);
    // the same form again: another moderator handled it, and the page says so
    const again = await postForm(
      "/answer/menu/review?type=flagged_post",
      { intent: "flag", flag_id: String(rowId(ignored.item.flag_id)), operation_type: "delete_post" },
      { cookie },
    );
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain("此项已由其他审核者处理。");
    expect((await questionRow(ignored.question.id))!.status).toBe(1);

    const deleted = await flaggedQuestion();
    const deleting = await postForm(
      "/answer/menu/review",
      { intent: "flag", flag_id: String(rowId(deleted.item.flag_id)), operation_type: "delete_post" },
      { cookie: cookieFor(deleted.staff.moderator.token) },
    );
    expect(deleting.status).toBe(302);
    expect((await questionRow(deleted.question.id))!.status).toBe(10);

    const closed = await flaggedQuestion();
    const closing = await postForm(
      "/answer/menu/review",
      {
        intent: "flag",
        flag_id: String(rowId(closed.item.flag_id)),
        operation_type: "close_post",
        close_type: "64",
        close_msg: "",
      },
      { cookie: cookieFor(closed.staff.moderator.token) },
    );
    expect(closing.status).toBe(302);
    expect((await questionRow(closed.question.id))!.status).toBe(2);
  });
});

describe("the review count of flagged posts", () => {
  it("reaches staff through the poll, not members who only audit edits, and goes down when the post is settled", async () => {
    type Status = { revision: number; can_revision: boolean };
    const status = async (member: Member) =>
      (await api<Status>("notification/status", { method: "GET", token: member.token })).body.data;
    const staff = await createStaff();
    const auditor = await createUser({ rank: 5000 });
    const before = await status(staff.moderator);
    const auditorBefore = await status(auditor);
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    // two reports of one post are one item to review
    expect((await flag(await createUser(), "question", question.id)).status).toBe(200);
    expect((await flag(await createUser(), "question", question.id, 58)).status).toBe(200);
    expect((await status(staff.moderator)).revision).toBe(before.revision + 1);
    expect((await status(auditor)).revision).toBe(auditorBefore.revision);
    const item = (await flagged(staff.moderator)).body.data.list.find((post) => post.object_id === question.id)!;
    expect((await review(staff.administrator, { flag_id: item.flag_id, operation_type: "ignore_report" })).status).toBe(
      200,
    );
    expect((await status(staff.moderator)).revision).toBe(before.revision);
  });
});
