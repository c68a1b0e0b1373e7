// Pinning and hiding a question (SPEC §4, §7): a pinned question leads order=newest until unpinned, a hidden one
// leaves every list but keeps its page until shown again.
// Storage is shared by the tests of this file: every test builds its own users, tags and questions.
import { beforeAll, describe, expect, it } from "vitest";
import {
  api,
  ask,
  createStaff,
  createUser,
  expectOk,
  info,
  listByTag,
  operate,
  questionRow,
  tagsOf,
  uniqueTag,
  type FieldErrors,
  type Member,
  type Staff,
} from "../helpers";

let staff: Staff;
const members = {} as { member: Member };

beforeAll(async () => {
  staff = await createStaff();
  members.member = await createUser({ rank: 1 });
});

describe("pin and hide", () => {
  it("pin puts the question first in order=newest; unpin puts it back", async () => {
    const owner = await createUser();
    const tag = await uniqueTag();
    const older = await ask(owner.token, { tags: tagsOf([tag]) });
    const newer = await ask(owner.token, { tags: tagsOf([tag]) });
    expect((await listByTag(tag)).body.data.list.map((q) => q.id)).toEqual([newer, older]);

    expectOk(await operate(staff.moderator.token, older, "pin"));
    const pinned = await listByTag(tag);
    expect(pinned.body.data.list.map((q) => [q.id, q.pin])).toEqual([
      [older, 2],
      [newer, 1],
    ]);
    expect((await info(older)).body.data.pin).toBe(2);
    expect((await info(older, staff.administrator.token)).body.data.member_actions.map((a) => a.action)).toContain(
      "unpin",
    );

    expectOk(await operate(staff.administrator.token, older, "unpin"));
    expect((await listByTag(tag)).body.data.list.map((q) => q.id)).toEqual([newer, older]);
    expect((await questionRow(older))!.pin).toBe(1);
  });

  it("hide unlists the question (question/info still works); show lists it again", async () => {
    const owner = await createUser();
    const tag = await uniqueTag();
    const id = await ask(owner.token, { tags: tagsOf([tag]) });
    expect((await listByTag(tag)).body.data.count).toBe(1);

    expectOk(await operate(staff.moderator.token, id, "hide"));
    expect((await questionRow(id))!.show).toBe(2);
    for (const token of [undefined, owner.token, staff.administrator.token]) {
      const list = await listByTag(tag, token);
      expect(list.body.data).toEqual({ count: 0, list: [] });
    }
    const unlisted = await info(id, members.member.token);
    expect(unlisted.status).toBe(200);
    expect(unlisted.body.data).toMatchObject({ id, show: 2, status: 1 });
    expect((await info(id)).status).toBe(200);

    expectOk(await operate(staff.moderator.token, id, "show"));
    expect((await questionRow(id))!.show).toBe(1);
    expect((await listByTag(tag)).body.data.list.map((q) => q.id)).toEqual([id]);
  });

  it("an unknown operation is refused", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    const result = await api("question/operation", {
      method: "PUT",
      token: staff.moderator.token,
      body: { id, operation: "feature" },
    });
    expect(result.status).toBe(400);
    expect(result.body.data as FieldErrors).toEqual([{ error_field: "operation", error_msg: "内容是无效的" }]);
  });
});
