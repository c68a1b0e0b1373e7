// Accepting an answer (SPEC §4, §7): the asker accepts, moves and withdraws the acceptance; only an answer of the
// question counts; deleting and recovering the accepted answer keeps the question's counters exact.
// Storage is shared by the tests of this file: every test builds its own users and questions.
import { beforeAll, describe, expect, it } from "vitest";
import {
  accept,
  answer,
  answerPage,
  answerRow,
  api,
  ask,
  createStaff,
  createUser,
  expectOk,
  info,
  questionRow,
  type Staff,
  rowId,
} from "../helpers";

const deleteAnswer = (token: string | undefined, id: string) =>
  api("answer", { method: "DELETE", token, body: { id } });
const recoverAnswer = (token: string | undefined, id: string) =>
  api("answer/recover", { token, body: { answer_id: id } });

let staff: Staff;

beforeAll(async () => {
  staff = await createStaff();
});

describe("accepting an answer", () => {
  async function acceptedOf(questionId: string, token?: string) {
    const page = await answerPage(questionId, token);
    expect(page.status).toBe(200);
    return Object.fromEntries(page.body.data.list.map((row) => [row.id, row.accepted]));
  }

  it("the asker accepts, moves the acceptance, and withdraws it with answer_id 0", async () => {
    const asker = await createUser();
    const [first, second] = [await createUser(), await createUser()];
    const id = await ask(asker.token);
    const a1 = await answer(first.token, id, "第一个回答：可以申请劳动仲裁。");
    const a2 = await answer(second.token, id, "第二个回答：先向劳动监察大队投诉。");

    expectOk(await accept(asker.token, id, a1));
    expect(await acceptedOf(id)).toEqual({ [a1]: 2, [a2]: 1 });
    expect((await info(id)).body.data.accepted_answer_id).toBe(a1);

    expectOk(await accept(asker.token, id, a2));
    expect(await acceptedOf(id)).toEqual({ [a1]: 1, [a2]: 2 });
    expect((await info(id)).body.data.accepted_answer_id).toBe(a2);

    // accepting the accepted answer again changes nothing
    expectOk(await accept(asker.token, id, a2));
    expect(await acceptedOf(id)).toEqual({ [a1]: 1, [a2]: 2 });

    expectOk(await accept(asker.token, id, "0"));
    expect(await acceptedOf(id)).toEqual({ [a1]: 1, [a2]: 1 });
    expect((await info(id)).body.data.accepted_answer_id).toBe("0");
    expect((await questionRow(id))!.accepted_answer_id).toBe(0);
  });

  it("an answer of another question, a deleted answer or no answer at all is 404", async () => {
    const asker = await createUser();
    const helper = await createUser();
    const id = await ask(asker.token);
    const otherId = await ask(asker.token);
    const own = await answer(helper.token, id);
    const foreign = await answer(helper.token, otherId);

    for (const answerId of [foreign, "999999999"]) {
      const result = await accept(asker.token, id, answerId);
      expect(result.status, answerId).toBe(404);
      expect(result.body.msg).toBe("回答不存在");
    }
    expectOk(await deleteAnswer(helper.token, own));
    const deleted = await accept(asker.token, id, own);
    expect(deleted.status).toBe(404);
    expect(await questionRow(id)).toMatchObject({ accepted_answer_id: 0 });
    expect(await questionRow(otherId)).toMatchObject({ accepted_answer_id: 0 });
    expect((await answerRow(foreign))!.accepted).toBe(1);
  });

  it("deleting the accepted answer clears the acceptance and the count; recover restores the count", async () => {
    const asker = await createUser();
    const [first, second] = [await createUser(), await createUser()];
    const id = await ask(asker.token);
    const a1 = await answer(first.token, id);
    const a2 = await answer(second.token, id);
    expect((await questionRow(id))!.answer_count).toBe(2);
    expectOk(await accept(asker.token, id, a2));

    expectOk(await deleteAnswer(second.token, a2));
    expect(await questionRow(id)).toMatchObject({ accepted_answer_id: 0, answer_count: 1 });
    const after = await info(id);
    expect(after.body.data).toMatchObject({ accepted_answer_id: "0", answer_count: 1 });
    expect((await answerPage(id)).body.data.list.map((row) => row.id)).toEqual([a1]);

    // only staff undelete an answer, not its author
    expect((await recoverAnswer(second.token, a2)).status).toBe(403);
    expectOk(await recoverAnswer(staff.moderator.token, a2));
    expect((await answerRow(a2))!.status).toBe(1);
    expect((await questionRow(id))!.answer_count).toBe(2);
    expect((await info(id)).body.data.answer_count).toBe(2);
  });

  it("deleting an answer that is not accepted keeps the acceptance", async () => {
    const asker = await createUser();
    const [first, second] = [await createUser(), await createUser()];
    const id = await ask(asker.token);
    const a1 = await answer(first.token, id);
    const a2 = await answer(second.token, id);
    expectOk(await accept(asker.token, id, a1));
    expectOk(await deleteAnswer(staff.administrator.token, a2));
    expect(await questionRow(id)).toMatchObject({ accepted_answer_id: rowId(a1), answer_count: 1 });
  });
});
