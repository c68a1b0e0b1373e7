// Editing posts (SPEC §4, §7; REFERENCE.md privileges): the owner's edit with its exact counters and revision, the
// suggested edit of rank 100 that waits for review, the rank each needs, and validation that never half-writes.
// Storage is shared by the tests of this file: every test builds its own users, tags and questions.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  answer,
  answerRow,
  api,
  ask,
  createStaff,
  createUser,
  editAnswer,
  editQuestion,
  expectOk,
  info,
  listByTag,
  questionRow,
  revisionCount,
  scalar,
  tagCount,
  tagsOf,
  uniqueTag,
  type FieldErrors,
  type Member,
  type Staff,
  rowId,
} from "../helpers";

const editCheck = (token: string | undefined, id: string) =>
  api<{ wait_for_review: boolean }>(`revisions/edit/check?id=${id}`, { token });

let staff: Staff;
const members = {} as { member: Member; rank100: Member; rank100b: Member; rank1000: Member };

beforeAll(async () => {
  staff = await createStaff();
  members.member = await createUser({ rank: 1 });
  members.rank100 = await createUser({ rank: 100 });
  members.rank100b = await createUser({ rank: 100 });
  members.rank1000 = await createUser({ rank: 1000 });
});

describe("editing a question", () => {
  it("by its owner: title, content and tags change, counts move exactly, a revision is written", async () => {
    const owner = await createUser();
    const [kept, removed, added] = [await uniqueTag(), await uniqueTag(), await uniqueTag()];
    const id = await ask(owner.token, { tags: tagsOf([kept, removed]) });
    expect((await questionRow(id))!.edited_at).toBeNull();
    const counts = async () => [await tagCount(kept), await tagCount(removed), await tagCount(added)];
    expect(await counts()).toEqual([1, 1, 0]);
    const revisions = await revisionCount("question", id);

    const check = await editCheck(owner.token, id);
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({ wait_for_review: false });

    const result = await editQuestion(owner.token, {
      id,
      title: "公司拒发最后一个月工资，能否申请劳动仲裁？",
      content: "离职交接完毕后公司拒绝发放最后一个月的工资，已经过去两个月了，能否直接申请劳动仲裁？",
      tags: tagsOf([kept, added]),
      edit_summary: "补充时间",
    });
    expectOk(result);
    expect(result.body.data).toMatchObject({ wait_for_review: false, url_title: expect.any(String) });

    const row = (await questionRow(id))!;
    expect(row).toMatchObject({
      title: "公司拒发最后一个月工资，能否申请劳动仲裁？",
      original_text: "离职交接完毕后公司拒绝发放最后一个月的工资，已经过去两个月了，能否直接申请劳动仲裁？",
      status: 1,
    });
    expect(row.edited_at).toBeGreaterThan(0);
    expect(await counts()).toEqual([1, 0, 1]);
    expect(await revisionCount("question", id)).toBe(revisions + 1);
    const revision = await env.DB.prepare(
      "SELECT user_id, title, content, reason, status FROM revisions WHERE object_type = 'question' AND object_id = ? ORDER BY id DESC LIMIT 1",
    )
      .bind(rowId(id))
      .first<{ user_id: number; title: string; content: string; reason: string; status: number }>();
    expect(revision).toMatchObject({
      user_id: owner.user.id,
      title: "公司拒发最后一个月工资，能否申请劳动仲裁？",
      reason: "补充时间",
      status: 0,
    });
    expect(JSON.parse(revision!.content)).toMatchObject({ tags: [kept, added] });

    const shown = await info(id);
    expect(shown.body.data.title).toBe("公司拒发最后一个月工资，能否申请劳动仲裁？");
    expect(shown.body.data.tags.map((tag) => tag.slug_name)).toEqual([kept, added]);
    expect(shown.body.data.html).toContain("能否直接申请劳动仲裁");
    expect((shown.body.data as unknown as { edit_time: number }).edit_time).toBe(row.edited_at);
    expect((await listByTag(removed)).body.data.count).toBe(0);
    expect((await listByTag(added)).body.data.list.map((q) => q.id)).toEqual([id]);
  });

  it("by a member with rank 100: a suggested edit waits for review and the question stays as it was", async () => {
    const owner = await createUser();
    const [tag, other] = [await uniqueTag(), await uniqueTag()];
    const id = await ask(owner.token, { tags: tagsOf([tag]) });
    const before = await questionRow(id);
    const revisions = await revisionCount("question", id);

    const check = await editCheck(members.rank100.token, id);
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({ wait_for_review: true });

    const suggestion = {
      id,
      title: "建议修改后的问题标题",
      content: "建议修改后的问题内容，补充了入职时间和工资数额。",
      tags: tagsOf([other]),
      edit_summary: "补充信息",
    };
    const result = await editQuestion(members.rank100.token, suggestion);
    expectOk(result);
    expect(result.body.data).toMatchObject({ wait_for_review: true });
    expect(await questionRow(id)).toEqual(before);
    expect([await tagCount(tag), await tagCount(other)]).toEqual([1, 0]);
    expect(await revisionCount("question", id)).toBe(revisions + 1);
    const pending = await env.DB.prepare(
      "SELECT user_id, title, content, reason FROM revisions WHERE object_type = 'question' AND object_id = ? AND status = 1",
    )
      .bind(rowId(id))
      .all<{ user_id: number; title: string; content: string; reason: string }>();
    expect(pending.results).toHaveLength(1);
    expect(pending.results[0]).toMatchObject({
      user_id: members.rank100.user.id,
      title: "建议修改后的问题标题",
      reason: "补充信息",
    });
    expect(JSON.parse(pending.results[0]!.content)).toEqual({
      title: "建议修改后的问题标题",
      content: "建议修改后的问题内容，补充了入职时间和工资数额。",
      tags: [other],
    });

    // one suggestion waits per post: a second member is told so, by the check and by the edit
    const PENDING = "该帖子已有一个待审核的修改，请等待审核后再编辑。";
    for (const token of [members.rank100b.token, members.rank100.token]) {
      const second = await editQuestion(token, { ...suggestion, title: "另一个建议修改的标题" });
      expect(second.status).toBe(400);
      expect(second.body.msg).toBe(PENDING);
      const secondCheck = await editCheck(token, id);
      expect(secondCheck.status).toBe(400);
      expect(secondCheck.body.msg).toBe(PENDING);
    }
    expect(await revisionCount("question", id, 1)).toBe(1);
    expect(await questionRow(id)).toEqual(before);

    // the owner, staff and rank 1000 still edit directly
    for (const token of [owner.token, members.rank1000.token, staff.moderator.token]) {
      const direct = await editCheck(token, id);
      expect(direct.status).toBe(200);
      expect(direct.body.data).toMatchObject({ wait_for_review: false });
    }
  });

  it("revisions/edit/check answers 403 with the rank needed below rank 100, and 401 for guests", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    const low = await editCheck(members.member.token, id);
    expect(low.status).toBe(403);
    expect(low.body.msg).toBe("声望达到 100 才能执行此操作");
    expect((await editCheck(undefined, id)).status).toBe(401);
  });

  it("an answer edit with a question_id that is not the answer's question is 404", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    const otherId = await ask(owner.token);
    const answerId = await answer(owner.token, id);
    const result = await editAnswer(owner.token, {
      id: answerId,
      question_id: otherId,
      content: "修改后的回答内容，不应写入。",
    });
    expect(result.status).toBe(404);
    expect((await answerRow(answerId))!.original_text).toBe("可以先向劳动监察大队投诉。");
  });
});

describe("an invalid edit writes nothing", () => {
  it.each([
    {
      name: "six tags",
      change: async () => ({ tags: tagsOf(await Promise.all([1, 2, 3, 4, 5, 6].map(() => uniqueTag()))) }),
      field: "tags",
      message: "最多只能选择 5 个标签",
    },
    {
      name: "a 5-character title",
      change: async () => ({ title: "工资拖欠了" }),
      field: "title",
      message: "标题长度必须在 6 至 100 个字符之间",
    },
    {
      name: "a 5-character body",
      change: async () => ({ content: "请帮帮我。" }),
      field: "content",
      message: "内容长度至少 6 个字符",
    },
    { name: "no tag", change: async () => ({ tags: [] }), field: "tags", message: "必须选择一个标签" },
  ])("$name → 400 $message", async ({ change, field, message }) => {
    const owner = await createUser();
    const tag = await uniqueTag();
    const id = await ask(owner.token, { tags: tagsOf([tag]) });
    const before = await questionRow(id);
    const revisions = await revisionCount("question", id);
    const invalid = await change();
    const tagRows = await scalar("SELECT COUNT(*) AS n FROM tags");

    const result = await editQuestion(owner.token, {
      id,
      title: "修改后的标题不应写入",
      content: "修改后的内容不应写入，因为这次编辑不合法。",
      tags: tagsOf([tag]),
      ...invalid,
    });
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe(message);
    expect(result.body.data as unknown as FieldErrors).toContainEqual({ error_field: field, error_msg: message });

    expect(await questionRow(id)).toEqual(before);
    expect(await revisionCount("question", id)).toBe(revisions);
    expect(await tagCount(tag)).toBe(1);
    expect(await scalar("SELECT COUNT(*) AS n FROM tags")).toBe(tagRows);
  });

  it("a tag the member may not create is refused before anything is written", async () => {
    const owner = await createUser();
    const tag = await uniqueTag();
    const id = await ask(owner.token, { tags: tagsOf([tag]) });
    const before = await questionRow(id);
    const result = await editQuestion(owner.token, {
      id,
      title: "修改后的标题不应写入",
      content: "修改后的内容不应写入，因为标签不存在。",
      tags: [{ slug_name: tag }, { slug_name: `new-${Date.now().toString(36)}` }],
    });
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe("您没有创建新标签的权限，请从已有标签中选择");
    expect(await questionRow(id)).toEqual(before);
    expect(await tagCount(tag)).toBe(1);
  });
});
