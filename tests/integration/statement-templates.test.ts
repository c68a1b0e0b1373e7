// app/server/db/templates.server.ts: read statements whose SQL is built once per isolate and bound per request.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerQuestion, askQuestion, createAdmin, createUser, db, rowId } from "../helpers";
import { questions } from "~/server/db/schema";
import { readTemplate, slot, sqlOf } from "~/server/db/templates.server";
import { selectAnswersOfQuestion } from "~/server/models/answers.server";
import { selectQuestionDetail } from "~/server/models/questions.server";
import { PostStatus } from "~/lib/status";
import { formatObjectId } from "~/lib/object-ids";

const setAnswerStatus = (id: string, status: number) =>
  env.DB.prepare("UPDATE answers SET status = ? WHERE id = ?").bind(status, rowId(id)).run();

const byId = readTemplate((d) =>
  d
    .select()
    .from(questions)
    .where(eq(questions.id, slot("id"))),
);

let builds = 0;
const byStatus = readTemplate((d, deleted: boolean) => {
  builds += 1;
  return d
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.status, deleted ? PostStatus.deleted : PostStatus.normal));
});

describe("statement templates", () => {
  it("bind each request's own values to the SQL built once", async () => {
    const asker = await createUser();
    const first = (await askQuestion(asker.token)).body.data;
    const second = (await askQuestion(asker.token)).body.data;
    const [one, two] = await db().batch([
      selectQuestionDetail(db(), rowId(first.id)),
      selectQuestionDetail(db(), rowId(second.id)),
    ]);
    expect(one[0]!.question.title).toBe(first.title);
    expect(two[0]!.question.title).toBe(second.title);
    expect(one[0]!.author.username).toBe(asker.user.username);
    const [sqlOne, sqlTwo] = [sqlOf(selectQuestionDetail(db(), 1)), sqlOf(selectQuestionDetail(db(), 2))];
    expect(sqlOne.sql).toBe(sqlTwo.sql);
    expect([sqlOne.params, sqlTwo.params]).toEqual([[1], [2]]);
  });

  it("keep each variant's SQL apart: what staff see never reaches a visitor, in whatever order they come", async () => {
    const asker = await createUser();
    const [answerer, author, staff] = [await createUser(), await createUser(), await createAdmin()];
    const question = (await askQuestion(asker.token)).body.data;
    const shown = (await answerQuestion(answerer.token, question.id, "第一个回答：可以申请劳动仲裁。")).body.data;
    const deleted = (await answerQuestion(author.token, question.id, "第二个回答：先协商，再投诉。")).body.data;
    await setAnswerStatus(deleted.id, PostStatus.deleted);
    const answersFor = async (viewer: { userId: number | null; staff: boolean }) =>
      (await selectAnswersOfQuestion(db(), rowId(question.id), viewer, "default")).map((row) =>
        formatObjectId("answer", row.answer.id),
      );

    const visitor = { userId: null, staff: false };
    expect(await answersFor(visitor)).toEqual([shown.id]);
    expect((await answersFor({ userId: staff.user.id, staff: true })).sort()).toEqual([shown.id, deleted.id].sort());
    expect(await answersFor(visitor)).toEqual([shown.id]);
    // the deleted answer's author still sees it; another member does not
    expect((await answersFor({ userId: author.user.id, staff: false })).sort()).toEqual([shown.id, deleted.id].sort());
    expect(await answersFor({ userId: answerer.user.id, staff: false })).toEqual([shown.id]);
    expect(await answersFor(visitor)).toEqual([shown.id]);
  });

  it("refuse a statement whose value is missing instead of binding NULL", () => {
    expect(() => byId(db(), {})).toThrow(/No value for placeholder "id"/);
  });

  it("build a variant's SQL once, and each variant its own", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    for (let i = 0; i < 3; i++) {
      const ids = (await byStatus(db(), {}, false)).map((row) => formatObjectId("question", row.id));
      expect(ids).toContain(question.id);
    }
    expect(builds).toBe(1);
    expect((await byStatus(db(), {}, true)).map((row) => formatObjectId("question", row.id))).not.toContain(
      question.id,
    );
    expect(builds).toBe(2);
  });
});
