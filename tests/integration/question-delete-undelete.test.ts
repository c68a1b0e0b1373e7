// Deleting and undeleting a question (SPEC §4, §7): out of the lists and the counters, hidden from members, and
// everything back when staff recover it.
// Storage is shared by the tests of this file: every test builds its own users, tags and questions.
import { beforeAll, describe, expect, it } from "vitest";
import {
  ask,
  close,
  createStaff,
  createUser,
  deleteQuestion,
  expectOk,
  info,
  listByTag,
  questionRow,
  recoverQuestion,
  scalar,
  tagCount,
  tagsOf,
  uniqueTag,
  type Member,
  type Staff,
} from "../helpers";

const userQuestionCount = (userId: number) => scalar("SELECT question_count AS n FROM users WHERE id = ?", userId);

let staff: Staff;
const members = {} as { member: Member; rank1000: Member };

beforeAll(async () => {
  staff = await createStaff();
  members.member = await createUser({ rank: 1 });
  members.rank1000 = await createUser({ rank: 1000 });
});

describe("deleting and undeleting a question", () => {
  it("takes it out of the list and the counts, hides it from members, and recover brings all back", async () => {
    const owner = await createUser();
    const [tagA, tagB] = [await uniqueTag(), await uniqueTag()];
    const kept = await ask(owner.token, { tags: tagsOf([tagA]) });
    const id = await ask(owner.token, { tags: tagsOf([tagA, tagB]) });
    expect([await tagCount(tagA), await tagCount(tagB), await userQuestionCount(owner.user.id)]).toEqual([2, 1, 2]);
    expect((await listByTag(tagA)).body.data.list.map((q) => q.id)).toEqual([id, kept]);

    expectOk(await deleteQuestion(owner.token, id));
    expect((await questionRow(id))!.status).toBe(10);
    expect([await tagCount(tagA), await tagCount(tagB), await userQuestionCount(owner.user.id)]).toEqual([1, 0, 1]);
    const list = await listByTag(tagA, staff.administrator.token);
    expect(list.body.data).toMatchObject({ count: 1 });
    expect(list.body.data.list.map((q) => q.id)).toEqual([kept]);

    for (const token of [undefined, owner.token, members.member.token, members.rank1000.token]) {
      const hidden = await info(id, token);
      expect(hidden.status).toBe(404);
      expect(hidden.body.msg).toBe("问题不存在");
    }
    for (const token of [staff.moderator.token, staff.administrator.token]) {
      const seen = await info(id, token);
      expect(seen.status).toBe(200);
      expect(seen.body.data.status).toBe(10);
      expect(seen.body.data.member_actions.map((a) => a.action)).toContain("undelete");
    }

    // deleting again changes nothing; the owner cannot undelete
    expectOk(await deleteQuestion(staff.moderator.token, id));
    expect([await tagCount(tagA), await tagCount(tagB), await userQuestionCount(owner.user.id)]).toEqual([1, 0, 1]);
    const byOwner = await recoverQuestion(owner.token, id);
    expect(byOwner.status).toBe(403);
    expect((await questionRow(id))!.status).toBe(10);

    expectOk(await recoverQuestion(staff.moderator.token, id));
    expect((await questionRow(id))!.status).toBe(1);
    expect([await tagCount(tagA), await tagCount(tagB), await userQuestionCount(owner.user.id)]).toEqual([2, 1, 2]);
    expect((await listByTag(tagA)).body.data.list.map((q) => q.id)).toEqual([id, kept]);
    expect((await info(id, owner.token)).status).toBe(200);
  });

  it("a closed question comes back open", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    expectOk(await close(staff.moderator.token, id, 64));
    expectOk(await deleteQuestion(owner.token, id));
    expectOk(await recoverQuestion(staff.administrator.token, id));
    expect(await questionRow(id)).toMatchObject({ status: 1, close_type: 0, close_msg: "" });
  });
});
