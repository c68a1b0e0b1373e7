// The review queue of suggested edits (SPEC §2 review, §7 revisions/unreviewed, revisions/audit, reviewing/type,
// notification/status; REFERENCE.md review flow 1 and the +2 for an approved edit): who sees which suggestions,
// what approving and rejecting do, that an approval pays the editor exactly once, that the count reaches reviewers
// through the poll without D1, and the review page with and without JavaScript's help (plain form posts).
// Storage is shared by the tests of this file: each test settles the suggestions it files before it ends.
import { env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_TAG,
  answerQuestion,
  api,
  askQuestion,
  cookieFor,
  createTags,
  createUser,
  deliver,
  getPage,
  postForm,
  visibleText,
  withoutScripts,
  rowId,
} from "../helpers";
import { parseServerTiming } from "../../workers/server-timing";
import type { DomainEvent } from "~/server/events.server";
import { formatObjectId } from "~/lib/object-ids";

type Member = Awaited<ReturnType<typeof createUser>>;
type UserInfo = { username: string; display_name: string };
type Item = {
  type: "question" | "answer" | "tag";
  info: {
    object_id: string;
    question_id: string;
    title: string;
    content: string;
    tags: { slug_name: string }[];
    author: UserInfo;
  };
  unreviewed_info: {
    id: string;
    content: { title?: string; content: string; tags?: string[] };
    reason: string;
    user_info: UserInfo;
    create_at: number;
  };
};
type Page = { count: number; list: Item[] };
type Status = { inbox: number; achievement: number; revision: number; can_revision: boolean; poll_token: string };

/** Rank enough to suggest edits of posts (question.edit, answer.edit at level 2) but not to edit them directly. */
const SUGGESTER_RANK = 100;
/** Rank of question.audit and answer.audit at level 2, not of tag.audit (2,500). */
const REVIEWER_RANK = 1000;

const unreviewed = (member: Member, query = "page_size=10") =>
  api<Page>(`revisions/unreviewed?${query}`, { token: member.token });
const audit = (member: Member, id: string, operation: string) =>
  api("revisions/audit", { method: "PUT", token: member.token, body: { id, operation } });
const status = async (member: Member) => (await api<Status>("notification/status", { token: member.token })).body.data;

async function rankOf(member: Member): Promise<number> {
  const row = await env.DB.prepare("SELECT rank FROM users WHERE id = ?")
    .bind(member.user.id)
    .first<{ rank: number }>();
  return row!.rank;
}

const questionRow = (id: string) =>
  env.DB.prepare("SELECT title, original_text, last_edit_user_id FROM questions WHERE id = ?")
    .bind(rowId(id))
    .first<{ title: string; original_text: string; last_edit_user_id: number }>();

const revisionRow = (id: string) =>
  env.DB.prepare("SELECT status, review_user_id FROM revisions WHERE id = ?")
    .bind(rowId(id))
    .first<{ status: number; review_user_id: number }>();

async function tagsOf(questionId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT t.slug_name FROM question_tags qt JOIN tags t ON t.id = qt.tag_id WHERE qt.question_id = ? ORDER BY t.slug_name",
  )
    .bind(rowId(questionId))
    .all<{ slug_name: string }>();
  return results.map((row) => row.slug_name);
}

/** A question by `asker` and a suggested edit of it by a member who may only suggest; answers the suggestion's id. */
async function suggestQuestionEdit(asker: Member, suggester: Member, changes: Record<string, unknown> = {}) {
  const question = (await askQuestion(asker.token, { title: "试用期被辞退，公司需要支付赔偿金吗" })).body.data;
  const edit = await api<{ wait_for_review: boolean }>("question", {
    method: "PUT",
    token: suggester.token,
    body: {
      id: question.id,
      title: "试用期被无故辞退，公司需要支付赔偿金吗",
      content: "入职两个月，试用期内公司没有说明理由就辞退了我，是否可以要求赔偿金？劳动合同写明试用期三个月。",
      tags: [{ slug_name: DEFAULT_TAG }],
      edit_summary: "补充入职时间",
      ...changes,
    },
  });
  expect(edit.body.data).toMatchObject({ wait_for_review: true });
  const row = await env.DB.prepare(
    "SELECT id FROM revisions WHERE object_type = 'question' AND object_id = ? AND status = 1",
  )
    .bind(rowId(question.id))
    .first<{ id: number }>();
  return { question, revisionId: String(row!.id) };
}

describe("the queue of suggested edits (revisions/unreviewed)", () => {
  it("shows a suggestion to members holding the audit privilege, with the post as it is and as suggested", async () => {
    const asker = await createUser({ name: "张律师" });
    const suggester = await createUser({ rank: SUGGESTER_RANK, name: "李同学" });
    const reviewer = await createUser({ rank: REVIEWER_RANK });
    const { question, revisionId } = await suggestQuestionEdit(asker, suggester);

    const page = await unreviewed(reviewer);
    expect(page.status).toBe(200);
    const item = page.body.data.list.find((entry) => entry.unreviewed_info.id === revisionId)!;
    expect(item).toMatchObject({
      type: "question",
      info: {
        object_id: question.id,
        title: "试用期被辞退，公司需要支付赔偿金吗",
        tags: [{ slug_name: DEFAULT_TAG }],
        author: { display_name: "张律师" },
      },
      unreviewed_info: {
        content: { title: "试用期被无故辞退，公司需要支付赔偿金吗", tags: [DEFAULT_TAG] },
        reason: "补充入职时间",
        user_info: { display_name: "李同学" },
      },
    });
    expect(item.unreviewed_info.create_at).toBeGreaterThan(1_700_000_000);
    const types = await api<{ name: string; todo_amount: number }[]>("reviewing/type", { token: reviewer.token });
    expect(types.body.data).toEqual([
      { name: "suggested_post_edit", label: "建议的编辑", todo_amount: page.body.data.count },
    ]);

    // below the audit rank: refused with the rank it takes; the editor never sees their own suggestion to review
    const below = await unreviewed(await createUser({ rank: REVIEWER_RANK - 1 }));
    expect([below.status, below.body.msg]).toEqual([403, "声望达到 1000 才能执行此操作"]);
    // staff review every kind
    const moderator = await createUser({ role: 3 });
    expect((await unreviewed(moderator)).body.data.list.map((entry) => entry.unreviewed_info.id)).toContain(revisionId);
    expect((await audit(suggester, revisionId, "approve")).status).toBe(403);

    expect((await audit(reviewer, revisionId, "reject")).status).toBe(200);
  });

  it("shows a tag's suggested description only to members holding tag.audit", async () => {
    const slug = `劳动仲裁-${Date.now().toString(36)}`;
    await createTags(slug);
    const tag = await env.DB.prepare("SELECT id FROM tags WHERE slug_name = ?").bind(slug).first<{ id: number }>();
    const suggester = await createUser({ rank: 50 });
    const body = {
      tag_id: formatObjectId("tag", tag!.id),
      display_name: slug,
      slug_name: slug,
      original_text: "劳动争议的仲裁程序。",
    };
    expect((await api("tag", { method: "PUT", token: suggester.token, body })).body.data).toEqual({
      wait_for_review: true,
    });
    const revision = await env.DB.prepare(
      "SELECT id FROM revisions WHERE object_type = 'tag' AND object_id = ? AND status = 1",
    )
      .bind(tag!.id)
      .first<{ id: number }>();
    const id = String(revision!.id);

    const postReviewer = await createUser({ rank: REVIEWER_RANK });
    const ids = (page: Page) => page.list.map((entry) => entry.unreviewed_info.id);
    expect(ids((await unreviewed(postReviewer)).body.data)).not.toContain(id);
    const refused = await audit(postReviewer, id, "approve");
    expect([refused.status, refused.body.msg]).toEqual([403, "声望达到 2500 才能执行此操作"]);

    const tagReviewer = await createUser({ rank: 2500 });
    const item = (await unreviewed(tagReviewer)).body.data.list.find((entry) => entry.unreviewed_info.id === id)!;
    expect(item).toMatchObject({ type: "tag", info: { title: slug, content: "" } });
    expect(item.unreviewed_info.content).toEqual({ content: "劳动争议的仲裁程序。" });
    expect((await audit(tagReviewer, id, "approve")).status).toBe(200);
    const after = await env.DB.prepare(
      "SELECT display_name, slug_name, original_text, parsed_text FROM tags WHERE id = ?",
    )
      .bind(tag!.id)
      .first();
    expect(after).toEqual({
      display_name: slug,
      slug_name: slug,
      original_text: "劳动争议的仲裁程序。",
      parsed_text: "<p>劳动争议的仲裁程序。</p>\n",
    });
    await expect.poll(() => rankOf(suggester), { timeout: 10_000, interval: 100 }).toBe(50 + 2);
  });
});

describe("approving and rejecting (revisions/audit)", () => {
  it("approving applies the edit as its editor's, once in the history, and pays the editor +2 exactly once", async () => {
    const asker = await createUser();
    const suggester = await createUser({ rank: SUGGESTER_RANK });
    const reviewer = await createUser({ rank: REVIEWER_RANK });
    const newTag = `试用期-${Date.now().toString(36)}`;
    await createTags(newTag);
    const { question, revisionId } = await suggestQuestionEdit(asker, suggester, {
      tags: [{ slug_name: DEFAULT_TAG }, { slug_name: newTag }],
    });

    const approved = await audit(reviewer, revisionId, "approve");
    expect([approved.status, approved.body.code]).toEqual([200, 200]);
    expect(await questionRow(question.id)).toEqual({
      title: "试用期被无故辞退，公司需要支付赔偿金吗",
      original_text: "入职两个月，试用期内公司没有说明理由就辞退了我，是否可以要求赔偿金？劳动合同写明试用期三个月。",
      last_edit_user_id: suggester.user.id,
    });
    expect(await tagsOf(question.id)).toEqual([newTag, DEFAULT_TAG].sort());
    expect(await revisionRow(revisionId)).toEqual({ status: 2, review_user_id: reviewer.user.id });
    // the suggestion is the new revision: the history lists it once, as the editor's
    const history = await api<{ reason: string; user_info: UserInfo }[]>(
      `revisions?object_id=${question.id}&object_type=question`,
      { token: reviewer.token },
    );
    expect(history.body.data.map((entry) => entry.reason)).toEqual(["补充入职时间", ""]);
    expect(history.body.data[0]!.user_info.username).toBe(suggester.user.username);

    await expect.poll(() => rankOf(suggester), { timeout: 10_000, interval: 100 }).toBe(SUGGESTER_RANK + 2);
    const ledger = await env.DB.prepare(
      "SELECT event_id, delta, object_type, object_id FROM reputation_ledger WHERE user_id = ? AND reason = 'edit_approved'",
    )
      .bind(suggester.user.id)
      .all<{ event_id: string; delta: number; object_type: string; object_id: number }>();
    expect(ledger.results).toHaveLength(1);
    expect(ledger.results[0]).toMatchObject({ delta: 2, object_type: "question", object_id: rowId(question.id) });

    // the same event delivered twice more changes nothing
    const event: DomainEvent = {
      id: ledger.results[0]!.event_id,
      type: "revision.approved",
      revisionId: rowId(revisionId),
      objectType: "question",
      objectId: rowId(question.id),
      questionId: rowId(question.id),
      editorId: suggester.user.id,
      reviewerId: reviewer.user.id,
      at: Math.floor(Date.now() / 1000),
    };
    const result = await deliver([
      { id: "again-1", body: event },
      { id: "again-2", body: event },
    ]);
    expect(result.retryMessages).toEqual([]);
    expect(await rankOf(suggester)).toBe(SUGGESTER_RANK + 2);
    // and the editor is told of the +2 among their achievements
    const achievements = await api<{ list: { rank: number; notification_action_key: string }[] }>(
      "notification/page?type=achievement",
      { token: suggester.token },
    );
    expect(achievements.body.data.list).toContainEqual(
      expect.objectContaining({ rank: 2, notification_action_key: "reputation" }),
    );

    // the asker is told that the editor edited their question
    await expect
      .poll(
        async () =>
          (
            await api<{ list: { notification_action_key: string; user_info: UserInfo | null }[] }>(
              "notification/page?type=inbox",
              { token: asker.token },
            )
          ).body.data.list.map((item) => `${item.notification_action_key} ${item.user_info?.username}`),
        { timeout: 10_000, interval: 100 },
      )
      .toEqual([`edited ${suggester.user.username}`]);

    // settled: a second approval or a rejection finds nothing to settle
    for (const operation of ["approve", "reject"]) {
      const again = await audit(reviewer, revisionId, operation);
      expect([again.status, again.body.msg]).toEqual([404, "该修改不存在或已被审核。"]);
    }
  });

  it("rejecting leaves the post as it was and frees the editor to suggest again", async () => {
    const asker = await createUser();
    const suggester = await createUser({ rank: SUGGESTER_RANK });
    const reviewer = await createUser({ rank: REVIEWER_RANK });
    const { question, revisionId } = await suggestQuestionEdit(asker, suggester);
    const before = await questionRow(question.id);

    expect((await audit(reviewer, revisionId, "reject")).status).toBe(200);
    expect(await questionRow(question.id)).toEqual(before);
    expect(await revisionRow(revisionId)).toEqual({ status: 3, review_user_id: reviewer.user.id });
    const again = await api<{ wait_for_review: boolean }>(`revisions/edit/check?id=${question.id}`, {
      token: suggester.token,
    });
    expect(again.body.data).toEqual({ wait_for_review: true });
    expect(await rankOf(suggester)).toBe(SUGGESTER_RANK);
  });

  it("an answer's suggested edit is applied to the answer", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const suggester = await createUser({ rank: SUGGESTER_RANK });
    const reviewer = await createUser({ rank: REVIEWER_RANK });
    const question = (await askQuestion(asker.token)).body.data;
    const answer = (await answerQuestion(answerer.token, question.id, "可以申请劳动仲裁。")).body.data;
    const content = "可以申请劳动仲裁，仲裁时效为一年，从知道权利被侵害之日起计算。";
    const edit = await api("answer", {
      method: "PUT",
      token: suggester.token,
      body: { id: answer.id, question_id: question.id, content, edit_summary: "补充时效" },
    });
    expect(edit.body.data).toEqual({ wait_for_review: true });
    const item = (await unreviewed(reviewer)).body.data.list.find((entry) => entry.info.object_id === answer.id)!;
    expect(item).toMatchObject({
      type: "answer",
      info: { question_id: question.id, content: "可以申请劳动仲裁。" },
      unreviewed_info: { content: { content } },
    });
    expect((await audit(reviewer, item.unreviewed_info.id, "approve")).status).toBe(200);
    const row = await env.DB.prepare("SELECT original_text, last_edit_user_id FROM answers WHERE id = ?")
      .bind(rowId(answer.id))
      .first();
    expect(row).toEqual({ original_text: content, last_edit_user_id: suggester.user.id });
  });

  it("of two reviewers approving at once, one applies the edit and the other is told it is gone", async () => {
    const suggester = await createUser({ rank: SUGGESTER_RANK });
    const { question, revisionId } = await suggestQuestionEdit(await createUser(), suggester);
    const [first, second] = await Promise.all([
      audit(await createUser({ rank: REVIEWER_RANK }), revisionId, "approve"),
      audit(await createUser({ rank: REVIEWER_RANK }), revisionId, "approve"),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    const edited = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM activities WHERE object_type = 'question' AND object_id = ? AND activity_type = 'edited'",
    )
      .bind(rowId(question.id))
      .first<{ n: number }>();
    expect(edited!.n).toBe(1);
  });

  it("a suggestion whose tag was deleted since cannot be approved: it says why, and waits until it is rejected", async () => {
    const slug = `竞业限制-${Date.now().toString(36)}`;
    await createTags(slug);
    const suggester = await createUser({ rank: SUGGESTER_RANK });
    const { question, revisionId } = await suggestQuestionEdit(await createUser(), suggester, {
      tags: [{ slug_name: slug }],
    });
    const moderator = await createUser({ role: 3 });
    const tagId = (await env.DB.prepare("SELECT id FROM tags WHERE slug_name = ?").bind(slug).first<{ id: number }>())!
      .id;
    expect(
      (await api("tag", { method: "DELETE", token: moderator.token, body: { tag_id: formatObjectId("tag", tagId) } }))
        .status,
    ).toBe(200);
    const before = await questionRow(question.id);
    const refused = await audit(moderator, revisionId, "approve");
    expect([refused.status, refused.body.msg]).toEqual([400, `标签“${slug}”已被删除`]);
    // the page shows the same message
    const cookie = cookieFor(moderator.token);
    const page = await postForm("/answer/menu/review", { id: revisionId, operation: "approve" }, { cookie });
    expect(page.status).toBe(400);
    expect(visibleText(await page.text())).toContain(`标签“${slug}”已被删除`);
    expect(await questionRow(question.id)).toEqual(before);
    expect(await revisionRow(revisionId)).toEqual({ status: 1, review_user_id: 0 });
    expect((await audit(moderator, revisionId, "reject")).status).toBe(200);
  });

  it("refuses bad input with 400 and field errors, and changes nothing", async () => {
    const suggester = await createUser({ rank: SUGGESTER_RANK });
    const reviewer = await createUser({ rank: REVIEWER_RANK });
    const { question, revisionId } = await suggestQuestionEdit(await createUser(), suggester);
    const before = await questionRow(question.id);
    const cases: [unknown, string][] = [
      [{ id: revisionId, operation: "merge" }, "operation"],
      [{ id: "abc", operation: "approve" }, "id"],
      [{ operation: "approve" }, "id"],
    ];
    for (const [body, field] of cases) {
      const result = await api<{ error_field: string }[]>("revisions/audit", {
        method: "PUT",
        token: reviewer.token,
        body,
      });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.data.map((error) => error.error_field)).toContain(field);
    }
    expect(await questionRow(question.id)).toEqual(before);
    expect(await revisionRow(revisionId)).toEqual({ status: 1, review_user_id: 0 });
    const unknown = await audit(reviewer, "999999999", "approve");
    expect([unknown.status, unknown.body.msg]).toEqual([404, "该修改不存在或已被审核。"]);
    expect((await api("revisions/unreviewed?page=0", { token: reviewer.token })).status).toBe(400);
    expect((await audit(reviewer, revisionId, "reject")).status).toBe(200);
  });
});

describe("the review count in notification/status", () => {
  it("reaches reviewers through the poll, without D1, and goes down as suggestions are settled", async () => {
    const reviewer = await createUser({ rank: REVIEWER_RANK });
    const member = await createUser();
    const start = await status(reviewer);
    expect(start.can_revision).toBe(true);
    const { revisionId } = await suggestQuestionEdit(await createUser(), await createUser({ rank: SUGGESTER_RANK }));

    const counted = await status(reviewer);
    expect(counted.revision).toBe(start.revision + 1);
    const polled = await SELF.fetch("http://localhost/answer/api/v1/notification/status", {
      headers: { "X-Poll-Token": counted.poll_token },
    });
    expect((await polled.json<{ data: Status }>()).data).toMatchObject({
      revision: start.revision + 1,
      can_revision: true,
    });
    expect(parseServerTiming(polled.headers.get("Server-Timing"))).toMatchObject({ rounds: 0, queries: 0 });
    // a member who may not review is never shown a count
    expect(await status(member)).toMatchObject({ revision: 0, can_revision: false });

    expect((await audit(reviewer, revisionId, "approve")).status).toBe(200);
    expect((await status(reviewer)).revision).toBe(start.revision);
  });
});

describe("the review counter object", () => {
  it("counts what D1 holds on its first read, and counts again in the background once its counts are a minute old", async () => {
    const reviewer = await createUser({ rank: REVIEWER_RANK });
    const { revisionId } = await suggestQuestionEdit(await createUser(), await createUser({ rank: SUGGESTER_RANK }));
    // an object that was not there when the suggestion was made (the site's own was refreshed by it)
    const counter = env.REVIEW_COUNTER.get(env.REVIEW_COUNTER.idFromName(`new-${Date.now()}`));
    const first = await counter.counts();
    expect(first.question).toBeGreaterThanOrEqual(1);
    await runInDurableObject(counter, async (_object, state) => {
      await state.storage.put("counts", { counts: first, countedAt: Date.now() - 61_000 });
    });
    // D1 changes without this object being told: the old counts answer at once, the new ones follow
    expect((await audit(reviewer, revisionId, "reject")).status).toBe(200);
    expect(await counter.counts()).toEqual(first);
    await expect.poll(async () => (await counter.counts()).question, { timeout: 5_000 }).toBe(first.question - 1);
  });
});

describe("the review page", () => {
  it("shows one suggestion with its changes; approving by a plain form post loads the next, then none remain", async () => {
    const reviewer = await createUser({ rank: REVIEWER_RANK });
    const cookie = cookieFor(reviewer.token);
    const suggester = await createUser({ rank: SUGGESTER_RANK, name: "李同学" });
    const { question } = await suggestQuestionEdit(await createUser(), suggester);

    const html = withoutScripts(await (await getPage("/answer/menu/review", { cookie })).text());
    const text = visibleText(html);
    expect(text).toContain("建议的编辑");
    expect(text).toContain("试用期被辞退，公司需要支付赔偿金吗");
    expect(text).toContain("李同学");
    expect(text).toContain("补充入职时间");
    expect(html).toMatch(/<ins[^>]*>无故<\/ins>/);
    // the side navigation offers review, with the count
    expect(html).toMatch(/href="\/answer\/menu\/review"[^>]*>审核<span[^>]*>\d+<\/span>/);
    const id = /name="id" value="(\d+)"/.exec(html)![1]!;

    let approved = await postForm("/answer/menu/review", { id, operation: "approve" }, { cookie });
    // others' suggestions may wait before this one: approve until this question's is done
    while (
      approved.status === 302 &&
      (await questionRow(question.id))!.title !== "试用期被无故辞退，公司需要支付赔偿金吗"
    ) {
      const next = withoutScripts(await (await getPage("/answer/menu/review", { cookie })).text());
      const nextId = /name="id" value="(\d+)"/.exec(next)![1]!;
      approved = await postForm("/answer/menu/review", { id: nextId, operation: "approve" }, { cookie });
    }
    expect([approved.status, approved.headers.get("Location")]).toEqual([
      302,
      "/answer/menu/review?type=suggested_post_edit&notice=review_approved",
    ]);
    // every other suggestion of this file has been settled by now
    const after = visibleText(await (await getPage(approved.headers.get("Location")!, { cookie })).text());
    expect(after).toContain("已通过该修改。");
    expect(after).toContain("没有剩余的审核任务。");

    // a suggestion gone meanwhile: the page says so
    const gone = await postForm("/answer/menu/review", { id, operation: "reject" }, { cookie });
    expect(gone.status).toBe(404);
    expect(visibleText(await gone.text())).toContain("该修改不存在或已被审核。");
  });

  it("is not for members below the audit rank, whose navigation has no review entry", async () => {
    const member = await createUser();
    const page = await getPage("/answer/menu/review", { cookie: cookieFor(member.token) });
    expect(page.status).toBe(403);
    const home = await (await getPage("/answer/menu/questions", { cookie: cookieFor(member.token) })).text();
    expect(home).not.toContain('href="/answer/menu/review"');
    const visitor = await getPage("/answer/menu/review");
    expect(visitor.status).toBe(302);
  });
});
