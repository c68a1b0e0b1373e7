// Operations on questions and answers (SPEC §4, §7; REFERENCE.md privileges; SECURITY.md §4): the role and state
// matrix of close, reopen, delete, undelete, pin, hide, accept and edits, then the exact effects of each — counters,
// revisions, lists and validation that never half-writes.
// Storage is shared by the tests of this file: every test builds its own users, tags and questions.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_TAG,
  answerQuestion,
  api,
  askQuestion,
  createTags,
  createUser,
  db,
  type AnswerInfo,
  type Envelope,
  type MemberAction,
  type QuestionInfo,
} from "../helpers";
import { runBatch } from "~/server/db/client.server";
import { answers, questions, users } from "~/server/db/schema";
import { createAnswerStatements } from "~/server/models/answers.server";
import { createQuestionStatements, newestId } from "~/server/models/question-writes.server";

type Member = Awaited<ReturnType<typeof createUser>>;
type Result = { status: number; body: Envelope<unknown> };
type FieldErrors = { error_field: string; error_msg: string }[];
type QuestionList = { count: number; list: { id: string; pin: number; status: number }[] };
type Info = QuestionInfo & { pin: number; show: number; close_type: number; accepted_answer_id: string };
type AnswerItem = AnswerInfo & { accepted: number };

type QuestionRow = {
  id: number;
  user_id: number;
  title: string;
  original_text: string;
  status: number;
  pin: number;
  show: number;
  answer_count: number;
  accepted_answer_id: number;
  close_type: number;
  close_msg: string;
  edited_at: number | null;
  updated_at: number;
};
type AnswerRow = { id: number; question_id: number; original_text: string; status: number; accepted: number };

const CONTENT = "上个月提出离职，交接完毕后公司以各种理由拒绝发放最后一个月的工资，应该如何维权？";

// ---- reading D1 -------------------------------------------------------------------------------------------------

const questionRow = (id: string | number) =>
  env.DB.prepare("SELECT * FROM questions WHERE id = ?").bind(Number(id)).first<QuestionRow>();
const answerRow = (id: string | number) =>
  env.DB.prepare("SELECT * FROM answers WHERE id = ?").bind(Number(id)).first<AnswerRow>();

async function scalar(query: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(query)
    .bind(...params)
    .first<{ n: number }>();
  return row!.n;
}

const revisionCount = (type: "question" | "answer", id: string | number, status?: number) =>
  status === undefined
    ? scalar("SELECT COUNT(*) AS n FROM revisions WHERE object_type = ? AND object_id = ?", type, Number(id))
    : scalar(
        "SELECT COUNT(*) AS n FROM revisions WHERE object_type = ? AND object_id = ? AND status = ?",
        type,
        Number(id),
        status,
      );
const tagCount = (slug: string) => scalar("SELECT question_count AS n FROM tags WHERE slug_name = ?", slug);
const userQuestionCount = (userId: number) => scalar("SELECT question_count AS n FROM users WHERE id = ?", userId);

// ---- building data ----------------------------------------------------------------------------------------------

let tagCounter = 0;

/** A tag no other test uses, so that question/page?tag= lists one test's questions only. */
async function uniqueTag(): Promise<string> {
  tagCounter += 1;
  const slug = `po-${Date.now().toString(36)}-${tagCounter}`;
  await createTags(slug);
  return slug;
}

async function ask(token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const result = await askQuestion(token, overrides);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data.id;
}

async function answer(token: string, questionId: string, content?: string): Promise<string> {
  const result = await answerQuestion(token, questionId, content);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data.id;
}

/** Asserts a call succeeded (with the body in the message when it did not). */
function expectOk(result: Result) {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  expect(result.body.code).toBe(200);
}

const tagsOf = (slugs: string[]) => slugs.map((slug_name) => ({ slug_name }));

const info = (id: string, token?: string) => api<Info>(`question/info?id=${id}`, { token });
const answerPage = (questionId: string, token?: string) =>
  api<{ count: number; list: AnswerItem[] }>(`answer/page?question_id=${questionId}`, { token });
const listByTag = (tag: string, token?: string) =>
  api<QuestionList>(`question/page?order=newest&tag=${encodeURIComponent(tag)}`, { token });

const close = (token: string | undefined, id: string, closeType: number | string | undefined, closeMsg?: string) =>
  api("question/status", { method: "PUT", token, body: { id, close_type: closeType, close_msg: closeMsg } });
const reopen = (token: string | undefined, id: string) =>
  api("question/reopen", { method: "PUT", token, body: { question_id: id } });
const deleteQuestion = (token: string | undefined, id: string) =>
  api("question", { method: "DELETE", token, body: { id } });
const recoverQuestion = (token: string | undefined, id: string) =>
  api("question/recover", { token, body: { question_id: id } });
const operate = (token: string | undefined, id: string, operation: "pin" | "unpin" | "hide" | "show") =>
  api("question/operation", { method: "PUT", token, body: { id, operation } });
const accept = (token: string | undefined, questionId: string, answerId: string) =>
  api("answer/acceptance", { token, body: { question_id: questionId, answer_id: answerId } });
const editQuestion = (token: string | undefined, body: Record<string, unknown>) =>
  api<{ wait_for_review: boolean }>("question", { method: "PUT", token, body });
const editAnswer = (token: string | undefined, body: Record<string, unknown>) =>
  api<{ wait_for_review: boolean }>("answer", { method: "PUT", token, body });
const deleteAnswer = (token: string | undefined, id: string) =>
  api("answer", { method: "DELETE", token, body: { id } });
const recoverAnswer = (token: string | undefined, id: string) =>
  api("answer/recover", { token, body: { answer_id: id } });
const editCheck = (token: string | undefined, id: string) =>
  api<{ wait_for_review: boolean }>(`revisions/edit/check?id=${id}`, { token });

// ---- actors -----------------------------------------------------------------------------------------------------

const staff = {} as { moderator: Member; administrator: Member };
const members = {} as {
  inactive: Member;
  suspended: Member;
  member: Member;
  rank100: Member;
  rank100b: Member;
  rank1000: Member;
};

/** The owner of the matrix's posts, and the other side of each (who answered, or who asked). */
let matrixOwner: Member;
let matrixOther: Member;

beforeAll(async () => {
  matrixOwner = await createUser({ name: "作者" });
  matrixOther = await createUser();
  staff.moderator = await createUser({ role: 3, name: "版主" });
  staff.administrator = await createUser({ role: 2, name: "管理员" });
  members.inactive = await createUser({ activated: false });
  members.suspended = await createUser({ status: 9 });
  members.member = await createUser({ rank: 1 });
  members.rank100 = await createUser({ rank: 100 });
  members.rank100b = await createUser({ rank: 100 });
  members.rank1000 = await createUser({ rank: 1000 });
});

// ---- 1. the state and role matrix -------------------------------------------------------------------------------

const ACTORS = [
  "guest",
  "inactive",
  "suspended",
  "member",
  "rank100",
  "rank1000",
  "owner",
  "moderator",
  "administrator",
] as const;
type Actor = (typeof ACTORS)[number];
type Action = "close" | "reopen" | "delete" | "undelete" | "pin" | "hide" | "accept" | "edit question" | "edit answer";
type State = "open" | "closed" | "deleted";

/** What the API answers and what it does: changed, a suggested edit, or nothing at all. */
type Outcome = { status: number; msg: string; type?: string; effect: "changed" | "suggested" | "none" };

const UNAUTHORIZED: Outcome = { status: 401, msg: "请先登录", effect: "none" };
const INACTIVE: Outcome = { status: 403, msg: "请先激活账号", type: "inactive", effect: "none" };
const SUSPENDED: Outcome = { status: 403, msg: "账号被封禁", type: "suspended", effect: "none" };
const FORBIDDEN: Outcome = { status: 403, msg: "您无权访问此页面。", effect: "none" };
const RANK_NEEDED: Outcome = { status: 403, msg: "声望达到 100 才能执行此操作", effect: "none" };
const NOT_FOUND: Outcome = { status: 404, msg: "问题不存在", effect: "none" };
const NOT_OPEN: Outcome = { status: 400, msg: "该问题当前不能执行此操作", effect: "none" };
const NOT_CLOSED: Outcome = { status: 400, msg: "该问题没有被关闭", effect: "none" };
const CHANGED: Outcome = { status: 200, msg: "", effect: "changed" };
const SUGGESTED: Outcome = { status: 200, msg: "", effect: "suggested" };
const UNCHANGED_OK: Outcome = { status: 200, msg: "", effect: "none" };

/**
 * The rules under test, written out once: guards first (SPEC §6), then owner or staff for the state changes, never
 * by rank (REFERENCE.md), and rank only for edits. A deleted question does not exist for members (404), and nobody
 * edits one.
 */
function expected(action: Action, state: State, actor: Actor): Outcome {
  if (actor === "guest") return UNAUTHORIZED;
  if (actor === "inactive") return INACTIVE;
  if (actor === "suspended") return SUSPENDED;
  const isStaff = actor === "moderator" || actor === "administrator";
  const isOwner = actor === "owner";
  const hiddenFromActor = state === "deleted" && !isStaff;
  switch (action) {
    case "close":
      if (!isStaff) return FORBIDDEN;
      return state === "open" ? CHANGED : NOT_OPEN;
    case "reopen":
      if (!isStaff) return FORBIDDEN;
      return state === "closed" ? CHANGED : NOT_CLOSED;
    case "delete":
      if (hiddenFromActor) return NOT_FOUND;
      if (!isOwner && !isStaff) return FORBIDDEN;
      return state === "deleted" ? UNCHANGED_OK : CHANGED;
    case "undelete":
      if (!isStaff) return FORBIDDEN;
      return state === "deleted" ? CHANGED : UNCHANGED_OK;
    case "pin":
    case "hide":
      if (!isStaff) return FORBIDDEN;
      return state === "deleted" ? NOT_OPEN : CHANGED;
    case "accept":
      if (hiddenFromActor) return NOT_FOUND;
      if (!isOwner && !isStaff) return FORBIDDEN;
      return state === "deleted" ? NOT_FOUND : CHANGED;
    case "edit question":
    case "edit answer":
      if (state === "deleted") return NOT_FOUND;
      if (isOwner || isStaff || actor === "rank1000") return CHANGED;
      if (actor === "rank100") return SUGGESTED;
      return RANK_NEEDED;
  }
}

const STATES_OF: Record<Action, State[]> = {
  close: ["open", "closed"],
  reopen: ["closed", "open"],
  delete: ["open", "closed", "deleted"],
  undelete: ["deleted"],
  pin: ["open", "closed", "deleted"],
  hide: ["open", "closed", "deleted"],
  accept: ["open", "closed", "deleted"],
  "edit question": ["open", "closed", "deleted"],
  "edit answer": ["open", "closed", "deleted"],
};

const MATRIX = (Object.keys(STATES_OF) as Action[]).flatMap((action) =>
  STATES_OF[action].flatMap((state) =>
    ACTORS.map((actor) => {
      const outcome = expected(action, state, actor);
      const label = outcome.effect === "suggested" ? "200 suggested" : String(outcome.status);
      return { action, state, actor, outcome, label };
    }),
  ),
);

/** The member_actions entry that offers an action (accept has none: the page shows it on each answer). */
const MEMBER_ACTION: Partial<Record<Action, string>> = {
  close: "close",
  reopen: "reopen",
  delete: "delete",
  undelete: "undelete",
  pin: "pin",
  hide: "hide",
  "edit question": "edit",
};

type Scenario = { questionId: string; answerId: string };

/** Writes a question (and its answer) with the statements the API runs, without the API: the matrix only acts. */
async function seed(asker: Member, answerer: Member): Promise<Scenario> {
  const now = Math.floor(Date.now() / 1000);
  await createTags(DEFAULT_TAG);
  const tagId = await scalar("SELECT id AS n FROM tags WHERE slug_name = ?", DEFAULT_TAG);
  const lastIds = db()
    .select({ question: newestId(questions).mapWith(Number), answer: newestId(answers).mapWith(Number) })
    .from(users)
    .limit(1);
  const [question] = await runBatch<{ question: number }>(
    db(),
    createQuestionStatements(db(), {
      userId: asker.user.id,
      title: "离职后公司拒发最后一个月工资怎么办",
      originalText: CONTENT,
      parsedText: `<p>${CONTENT}</p>`,
      tagIds: [tagId],
      tagSlugs: [DEFAULT_TAG],
      newTags: [],
      linkedQuestionIds: [],
      editSummary: "",
      now,
    }),
    lastIds,
  );
  const questionId = question!.question;
  const [answer] = await runBatch<{ answer: number }>(
    db(),
    createAnswerStatements(db(), {
      questionId,
      userId: answerer.user.id,
      originalText: "可以先向劳动监察大队投诉。",
      parsedText: "<p>可以先向劳动监察大队投诉。</p>",
      editSummary: "",
      now,
    }),
    lastIds,
  );
  return { questionId: String(questionId), answerId: String(answer!.answer) };
}

/**
 * A question in the given state with one answer. For "edit answer" the owner wrote the answer (on someone else's
 * question); otherwise the owner asked the question and someone else answered it.
 */
async function scenario(action: Action, state: State): Promise<Scenario> {
  const [asker, answerer] = action === "edit answer" ? [matrixOther, matrixOwner] : [matrixOwner, matrixOther];
  const s = await seed(asker, answerer);
  if (state === "closed")
    await env.DB.prepare("UPDATE questions SET status = 2, close_type = 63 WHERE id = ?").bind(s.questionId).run();
  if (state === "deleted")
    await env.DB.prepare("UPDATE questions SET status = 10 WHERE id = ?").bind(s.questionId).run();
  return s;
}

function tokenOf(actor: Actor): string | undefined {
  if (actor === "guest") return undefined;
  if (actor === "owner") return matrixOwner.token;
  if (actor === "moderator" || actor === "administrator") return staff[actor].token;
  return members[actor].token;
}

function call(action: Action, token: string | undefined, s: Scenario, actor: Actor): Promise<Result> {
  switch (action) {
    case "close":
      return close(token, s.questionId, 64);
    case "reopen":
      return reopen(token, s.questionId);
    case "delete":
      return deleteQuestion(token, s.questionId);
    case "undelete":
      return recoverQuestion(token, s.questionId);
    case "pin":
      return operate(token, s.questionId, "pin");
    case "hide":
      return operate(token, s.questionId, "hide");
    case "accept":
      return accept(token, s.questionId, s.answerId);
    case "edit question":
      return editQuestion(token, {
        id: s.questionId,
        title: `由${actor}修改后的问题标题`,
        content: `${CONTENT}（${actor} 补充了细节）`,
        tags: [{ slug_name: DEFAULT_TAG }],
        edit_summary: "补充细节",
      });
    case "edit answer":
      return editAnswer(token, {
        id: s.answerId,
        question_id: s.questionId,
        content: `由${actor}修改后的回答：先向劳动监察大队投诉，再申请仲裁。`,
        edit_summary: "补充步骤",
      });
  }
}

/** The fields that say what state a question is in and what it says (timestamps and bookkeeping left out). */
const questionState = (row: QuestionRow) => ({
  user_id: row.user_id,
  title: row.title,
  original_text: row.original_text,
  status: row.status,
  pin: row.pin,
  show: row.show,
  answer_count: row.answer_count,
  accepted_answer_id: row.accepted_answer_id,
  close_type: row.close_type,
  close_msg: row.close_msg,
});
const answerState = (row: AnswerRow) => ({
  question_id: row.question_id,
  original_text: row.original_text,
  status: row.status,
  accepted: row.accepted,
});

/** The change a successful action makes, as the fields it sets. */
function changedFields(
  action: Action,
  s: Scenario,
  actor: Actor,
): { question?: Partial<ReturnType<typeof questionState>>; answer?: Partial<ReturnType<typeof answerState>> } {
  switch (action) {
    case "close":
      return { question: { status: 2, close_type: 64 } };
    case "reopen":
      return { question: { status: 1, close_type: 0, close_msg: "" } };
    case "delete":
      return { question: { status: 10 } };
    case "undelete":
      return { question: { status: 1 } };
    case "pin":
      return { question: { pin: 2 } };
    case "hide":
      return { question: { show: 2 } };
    case "accept":
      return { question: { accepted_answer_id: Number(s.answerId) }, answer: { accepted: 2 } };
    case "edit question":
      return { question: { title: `由${actor}修改后的问题标题`, original_text: `${CONTENT}（${actor} 补充了细节）` } };
    case "edit answer":
      return { answer: { original_text: `由${actor}修改后的回答：先向劳动监察大队投诉，再申请仲裁。` } };
  }
}

describe("the state and role matrix", () => {
  it.each(MATRIX)("$action on a $state question by $actor → $label", async ({ action, state, actor, outcome }) => {
    const s = await scenario(action, state);
    const token = tokenOf(actor);
    const editTarget = action === "edit answer" ? "answer" : "question";
    const editTargetId = editTarget === "answer" ? s.answerId : s.questionId;

    // what member_actions offers an active member agrees with what the API lets them do (guards answer first)
    if (!["guest", "inactive", "suspended"].includes(actor)) {
      const offered = MEMBER_ACTION[action];
      const before = await info(s.questionId, token);
      if (state === "deleted" && !(actor === "moderator" || actor === "administrator")) {
        expect(before.status).toBe(404);
      } else {
        expect(before.status, JSON.stringify(before.body)).toBe(200);
        const offers = outcome.status === 200 && outcome.effect !== "none";
        const actions = before.body.data.member_actions.map((a: MemberAction) => a.action);
        if (offered) expect(actions.includes(offered), `member_actions ${actions.join(",")}`).toBe(offers);
        if (action === "edit answer") {
          const answers = await answerPage(s.questionId, token);
          const target = answers.body.data.list.find((row) => row.id === s.answerId)!;
          const answerActions = target.member_actions.map((a) => a.action);
          expect(answerActions.includes("edit"), `answer member_actions ${answerActions.join(",")}`).toBe(offers);
        }
      }
    }

    const questionBefore = (await questionRow(s.questionId))!;
    const answerBefore = (await answerRow(s.answerId))!;
    const revisionsBefore = await revisionCount(editTarget, editTargetId);

    const result = await call(action, token, s, actor);

    expect(result.status, JSON.stringify(result.body)).toBe(outcome.status);
    expect(result.body.code).toBe(outcome.status);
    if (outcome.status !== 200) expect(result.body.msg).toBe(outcome.msg);
    if (outcome.type) expect(result.body.data).toEqual({ type: outcome.type });
    else if (outcome.status === 403 || outcome.status === 401 || outcome.status === 404)
      expect(result.body.data).toBeNull();

    const questionAfter = (await questionRow(s.questionId))!;
    const answerAfter = (await answerRow(s.answerId))!;
    const revisionsAfter = await revisionCount(editTarget, editTargetId);

    if (outcome.effect === "changed") {
      // the fields the action sets change, and no other state field moves
      const fields = changedFields(action, s, actor);
      expect(questionState(questionAfter)).toEqual({ ...questionState(questionBefore), ...fields.question });
      expect(answerState(answerAfter)).toEqual({ ...answerState(answerBefore), ...fields.answer });
      if (action.startsWith("edit")) {
        expect(revisionsAfter).toBe(revisionsBefore + 1);
        expect(result.body.data).toEqual({ wait_for_review: false });
      } else expect(revisionsAfter).toBe(revisionsBefore);
    } else {
      // nothing moved: not a field of the question or its answer, and no revision
      expect(questionAfter).toEqual(questionBefore);
      expect(answerAfter).toEqual(answerBefore);
      if (outcome.effect === "suggested") {
        expect(result.body.data).toEqual({ wait_for_review: true });
        expect(revisionsAfter).toBe(revisionsBefore + 1);
        const pending = await env.DB.prepare(
          "SELECT user_id FROM revisions WHERE object_type = ? AND object_id = ? AND status = 1",
        )
          .bind(editTarget, Number(editTargetId))
          .all<{ user_id: number }>();
        expect(pending.results).toEqual([{ user_id: members.rank100.user.id }]);
      } else expect(revisionsAfter).toBe(revisionsBefore);
    }

    // the question's page agrees with D1 for whoever may still see it
    if (outcome.effect === "changed" && questionAfter.status !== 10) {
      const after = await info(s.questionId, staff.moderator.token);
      expect(after.body.data).toMatchObject({
        status: questionAfter.status,
        pin: questionAfter.pin,
        show: questionAfter.show,
        title: questionAfter.title,
        close_type: questionAfter.close_type,
        accepted_answer_id: String(questionAfter.accepted_answer_id),
      });
    }
  });
});

// ---- 2. close and reopen ----------------------------------------------------------------------------------------

describe("close and reopen", () => {
  it("close with 64 sets status 2 and close_type 64; reopen puts status 1 back", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    expectOk(await close(staff.moderator.token, id, 64));
    expect(await questionRow(id)).toMatchObject({ status: 2, close_type: 64, close_msg: "" });
    const closed = await info(id, owner.token);
    expect(closed.body.data).toMatchObject({ status: 2, close_type: 64 });

    const again = await close(staff.administrator.token, id, 63);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe("该问题当前不能执行此操作");
    expect(await questionRow(id)).toMatchObject({ status: 2, close_type: 64 });

    expectOk(await reopen(staff.administrator.token, id));
    expect(await questionRow(id)).toMatchObject({ status: 1, close_type: 0, close_msg: "" });
    expect((await info(id, owner.token)).body.data).toMatchObject({ status: 1, close_type: 0 });
  });

  it("reason 59 needs a text: 400 on close_msg 不能为空, and the text is kept when given", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    for (const closeMsg of [undefined, "", "   "]) {
      const result = await close(staff.moderator.token, id, 59, closeMsg);
      expect(result.status, String(closeMsg)).toBe(400);
      expect(result.body.data as FieldErrors).toEqual([{ error_field: "close_msg", error_msg: "不能为空" }]);
    }
    expect(await questionRow(id)).toMatchObject({ status: 1, close_type: 0 });

    expectOk(await close(staff.moderator.token, id, "59", "  与法律咨询无关的广告  "));
    expect(await questionRow(id)).toMatchObject({ status: 2, close_type: 59, close_msg: "与法律咨询无关的广告" });
  });

  it("an unknown or missing reason is refused", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    for (const closeType of [61, "x", 0, "", undefined]) {
      const result = await close(staff.moderator.token, id, closeType);
      expect(result.status).toBe(400);
      expect(result.body.data as FieldErrors).toEqual([{ error_field: "close_type", error_msg: "请选择一个原因。" }]);
    }
    expect((await questionRow(id))!.status).toBe(1);
  });

  it("reason 60 takes a question URL of this site only", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    const original = await ask(owner.token);
    // the tests configure no site_url, so the site's URL is the request's origin
    const site = await api<{ general: { site_url: string } }>("siteinfo");
    expect(site.body.data.general.site_url).toBe("http://localhost");

    const refused: [string | undefined, string][] = [
      [`https://evil.example.com/answer/menu/questions/${original}`, "URL 来源与当前网站不匹配。"],
      [`http://localhost:8787/answer/menu/questions/${original}`, "URL 来源与当前网站不匹配。"],
      ["not a url", "URL 格式不正确。"],
      ["http://", "URL 格式不正确。"],
      [undefined, "URL 格式不正确。"],
      ["http://localhost/answer/menu/tags/民法", "URL 格式不正确。"],
      [`http://localhost/answer/menu/questions/${id}`, "URL 格式不正确。"],
    ];
    for (const [url, message] of refused) {
      const result = await close(staff.moderator.token, id, 60, url);
      expect(result.status, url).toBe(400);
      expect(result.body.msg, url).toBe(message);
      expect(result.body.data as FieldErrors, url).toEqual([{ error_field: "close_msg", error_msg: message }]);
    }
    expect(await questionRow(id)).toMatchObject({ status: 1, close_type: 0, close_msg: "" });

    const url = `http://localhost/answer/menu/questions/${original}/离职工资`;
    expectOk(await close(staff.moderator.token, id, 60, url));
    expect(await questionRow(id)).toMatchObject({ status: 2, close_type: 60, close_msg: url });
    expect((await info(id)).body.data).toMatchObject({ status: 2, close_type: 60 });
  });

  it("reopening an open question is refused", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    const result = await reopen(staff.moderator.token, id);
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe("该问题没有被关闭");
  });

  it("an id that is no question answers 404", async () => {
    const result = await close(staff.moderator.token, "999999999", 64);
    expect(result.status).toBe(404);
    expect(result.body.msg).toBe("问题不存在");
  });
});

// ---- 3. delete and undelete a question ---------------------------------------------------------------------------

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

// ---- 4. accepting answers ----------------------------------------------------------------------------------------

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
    expect(await questionRow(id)).toMatchObject({ accepted_answer_id: Number(a1), answer_count: 1 });
  });
});

// ---- 5. editing a question ---------------------------------------------------------------------------------------

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
    expect(result.body.data).toEqual({ wait_for_review: false });

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
      .bind(Number(id))
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
    expect(result.body.data).toEqual({ wait_for_review: true });
    expect(await questionRow(id)).toEqual(before);
    expect([await tagCount(tag), await tagCount(other)]).toEqual([1, 0]);
    expect(await revisionCount("question", id)).toBe(revisions + 1);
    const pending = await env.DB.prepare(
      "SELECT user_id, title, content, reason FROM revisions WHERE object_type = 'question' AND object_id = ? AND status = 1",
    )
      .bind(Number(id))
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
      expect(direct.body.data).toEqual({ wait_for_review: false });
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

// ---- 6. pin and hide ---------------------------------------------------------------------------------------------

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

// ---- 7. validation never half-writes -----------------------------------------------------------------------------

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
