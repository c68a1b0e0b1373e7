// Emptying the bin (DELETE delete/permanently, administrators only): deleted questions and answers go with every row
// that names them and nothing else; deleted members keep their row for what they wrote, and lose what identifies them.
import { describe, expect, it } from "vitest";
import { adminApi, api, answer, askQuestion, createAdmin, createUser, deleteQuestion, rowId, scalar } from "../helpers";

/** Rows that still name a question (with its answers and comments), table by table. */
async function rowsNaming(questionId: number, answerId: number) {
  const of = (type: string, id: number) => [type, id] as const;
  const objects = [of("question", questionId), of("answer", answerId)];
  const count = async (table: string) => {
    let total = 0;
    for (const [type, id] of objects) {
      total += await scalar(`SELECT COUNT(*) AS n FROM ${table} WHERE object_type = ? AND object_id = ?`, type, id);
    }
    return total;
  };
  return {
    question: await scalar("SELECT COUNT(*) AS n FROM questions WHERE id = ?", questionId),
    answers: await scalar("SELECT COUNT(*) AS n FROM answers WHERE question_id = ?", questionId),
    comments: await scalar("SELECT COUNT(*) AS n FROM comments WHERE question_id = ?", questionId),
    votes: await count("votes"),
    bookmarks: await count("bookmarks"),
    revisions: await count("revisions"),
    activities: await count("activities"),
    follows: await scalar(
      "SELECT COUNT(*) AS n FROM follows WHERE object_type = 'question' AND object_id = ?",
      questionId,
    ),
    tags: await scalar("SELECT COUNT(*) AS n FROM question_tags WHERE question_id = ?", questionId),
    links: await scalar(
      "SELECT COUNT(*) AS n FROM question_links WHERE from_question_id = ? OR to_question_id = ?",
      questionId,
      questionId,
    ),
    search: await scalar(
      "SELECT COUNT(*) AS n FROM search_index WHERE rowid IN (?, ?)",
      questionId * 2,
      answerId * 2 + 1,
    ),
  };
}

/** A question with an answer, a comment, a vote, a bookmark, a follow and a link to `linksTo`. */
async function busyQuestion(linksTo?: string) {
  const asker = await createUser();
  const question = (
    await askQuestion(asker.token, {
      content: linksTo
        ? `与这个问题类似：http://localhost/answer/menu/questions/${linksTo} ，但情况不同。`
        : "公司拖欠工资三个月，劳动者可以如何维权？",
    })
  ).body.data;
  // a member whose rank may vote
  const other = await createUser({ rank: 1000 });
  const answerId = await answer(other.token, question.id);
  await api("comment", {
    token: other.token,
    body: { object_id: question.id, original_text: "请补充合同的签订时间。" },
  });
  const done = await Promise.all([
    api("vote/up", { token: other.token, body: { object_id: question.id } }),
    api("collection/switch", { token: other.token, body: { group_id: "0", object_id: question.id, bookmark: true } }),
    api("follow", { token: other.token, body: { object_id: question.id, is_cancel: false } }),
  ]);
  for (const result of done) expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { asker, question, answerId };
}

describe("emptying the bin", () => {
  it("deleted questions go with everything that names them; the question they linked to counts one link fewer", async () => {
    const admin = await createAdmin();
    const kept = await busyQuestion();
    const gone = await busyQuestion(kept.question.id);
    const keptId = rowId(kept.question.id);
    const goneId = rowId(gone.question.id);
    expect(await scalar("SELECT linked_count AS n FROM questions WHERE id = ?", keptId)).toBe(1);
    // the queue has indexed it, and every kind of row names it before the purge
    await expect.poll(async () => (await rowsNaming(goneId, rowId(gone.answerId))).search, { timeout: 10_000 }).toBe(2);
    expect((await deleteQuestion(admin.token, gone.question.id)).status).toBe(200);
    const goneBefore = await rowsNaming(goneId, rowId(gone.answerId));
    expect(
      Object.entries(goneBefore).filter(([, n]) => n === 0),
      JSON.stringify(goneBefore),
    ).toEqual([]);
    const keptBefore = await rowsNaming(keptId, rowId(kept.answerId));

    const purge = (token: string, type: string) =>
      adminApi("delete/permanently", { method: "DELETE", token, body: { type } });
    expect((await purge((await createUser()).token, "questions")).status).toBe(403);
    expect((await purge(admin.token, "posts")).status).toBe(400);
    expect((await purge(admin.token, "questions")).status).toBe(200);

    const after = await rowsNaming(goneId, rowId(gone.answerId));
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(await scalar("SELECT linked_count AS n FROM questions WHERE id = ?", keptId)).toBe(0);
    expect(await rowsNaming(keptId, rowId(kept.answerId))).toEqual({ ...keptBefore, links: 0 });
    expect((await api(`question/info?id=${gone.question.id}`, { token: admin.token })).status).toBe(404);
  });

  it("deleted answers go with their comments; their question and its other answers stay", async () => {
    const admin = await createAdmin();
    const { question, answerId } = await busyQuestion();
    const another = await answer((await createUser()).token, question.id, "也可以先向劳动监察大队投诉。");
    await api("comment", {
      token: admin.token,
      body: { object_id: answerId, original_text: "这个回答需要补充依据。" },
    });
    expect((await api("answer", { method: "DELETE", token: admin.token, body: { id: answerId } })).status).toBe(200);
    expect(
      (await adminApi("delete/permanently", { method: "DELETE", token: admin.token, body: { type: "answers" } }))
        .status,
    ).toBe(200);
    expect(await scalar("SELECT COUNT(*) AS n FROM answers WHERE id = ?", rowId(answerId))).toBe(0);
    expect(
      await scalar(
        "SELECT COUNT(*) AS n FROM comments WHERE object_type = 'answer' AND object_id = ?",
        rowId(answerId),
      ),
    ).toBe(0);
    expect(await scalar("SELECT COUNT(*) AS n FROM answers WHERE id = ?", rowId(another))).toBe(1);
    expect((await api(`question/info?id=${question.id}`)).status).toBe(200);
  });

  it("deleted members lose what identifies them for good; what they wrote keeps its place", async () => {
    const admin = await createAdmin();
    const { asker, question } = await busyQuestion();
    const status = (value: string) =>
      adminApi("user/status", {
        method: "PUT",
        token: admin.token,
        body: { user_id: String(asker.user.id), status: value },
      });
    expect((await status("deleted")).status).toBe(200);
    expect(
      (await adminApi("delete/permanently", { method: "DELETE", token: admin.token, body: { type: "users" } })).status,
    ).toBe(200);
    expect(await scalar("SELECT COUNT(*) AS n FROM users WHERE id = ? AND email = ?", asker.user.id, asker.email)).toBe(
      0,
    );
    expect(await scalar("SELECT COUNT(*) AS n FROM users WHERE id = ? AND display_name = ''", asker.user.id)).toBe(1);
    expect(await scalar("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?", asker.user.id)).toBe(0);
    expect((await api(`question/info?id=${question.id}`)).status).toBe(200);
    // the address is free again, and the member cannot be brought back
    expect(await scalar("SELECT COUNT(*) AS n FROM users WHERE email = ?", asker.email)).toBe(0);
    const restore = await status("normal");
    expect([restore.status, restore.body.msg]).toEqual([400, "该用户已被永久删除，无法恢复。"]);
  });
});
