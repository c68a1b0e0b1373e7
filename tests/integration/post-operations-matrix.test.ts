// The state and role matrix of the operations on questions and answers (SPEC §4, §7; REFERENCE.md privileges;
// SECURITY.md §4): close, reopen, delete, undelete, pin, hide, accept and edits, by every kind of actor on an open,
// closed or deleted question — what the API answers, what member_actions offers, and exactly what changes in D1.
// Storage is shared by the tests of this file: every test builds its own users, tags and questions.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_TAG,
  accept,
  answerPage,
  answerRow,
  close,
  createStaff,
  createUser,
  deleteQuestion,
  editAnswer,
  editQuestion,
  info,
  insertAnsweredQuestion,
  operate,
  questionRow,
  recoverQuestion,
  reopen,
  revisionCount,
  type AnswerRow,
  type ApiResult,
  type Member,
  type MemberAction,
  type QuestionRow,
  type Staff,
  rowId,
} from "../helpers";
import { optionalObjectId } from "~/lib/object-ids";

const CONTENT = "上个月提出离职，交接完毕后公司以各种理由拒绝发放最后一个月的工资，应该如何维权？";

// ---- actors -----------------------------------------------------------------------------------------------------

let staff: Staff;
const members = {} as {
  inactive: Member;
  suspended: Member;
  member: Member;
  rank100: Member;
  rank1000: Member;
};

/** The owner of the matrix's posts, and the other side of each (who answered, or who asked). */
let matrixOwner: Member;
let matrixOther: Member;

beforeAll(async () => {
  matrixOwner = await createUser({ name: "作者" });
  matrixOther = await createUser();
  staff = await createStaff();
  members.inactive = await createUser({ activated: false });
  members.suspended = await createUser({ status: 9 });
  members.member = await createUser({ rank: 1 });
  members.rank100 = await createUser({ rank: 100 });
  members.rank1000 = await createUser({ rank: 1000 });
});

// ---- the rules and the scenarios --------------------------------------------------------------------------------

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

/**
 * A question in the given state with one answer. For "edit answer" the owner wrote the answer (on someone else's
 * question); otherwise the owner asked the question and someone else answered it.
 */
async function scenario(action: Action, state: State): Promise<Scenario> {
  const [asker, answerer] = action === "edit answer" ? [matrixOther, matrixOwner] : [matrixOwner, matrixOther];
  const s = await insertAnsweredQuestion(asker, answerer);
  if (state === "closed")
    await env.DB.prepare("UPDATE questions SET status = 2, close_type = 63 WHERE id = ?")
      .bind(rowId(s.questionId))
      .run();
  if (state === "deleted")
    await env.DB.prepare("UPDATE questions SET status = 10 WHERE id = ?").bind(rowId(s.questionId)).run();
  return s;
}

function tokenOf(actor: Actor): string | undefined {
  if (actor === "guest") return undefined;
  if (actor === "owner") return matrixOwner.token;
  if (actor === "moderator" || actor === "administrator") return staff[actor].token;
  return members[actor].token;
}

function call(action: Action, token: string | undefined, s: Scenario, actor: Actor): Promise<ApiResult> {
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
      return { question: { accepted_answer_id: rowId(s.answerId) }, answer: { accepted: 2 } };
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
        expect(result.body.data).toMatchObject({ wait_for_review: false });
      } else expect(revisionsAfter).toBe(revisionsBefore);
    } else {
      // nothing moved: not a field of the question or its answer, and no revision
      expect(questionAfter).toEqual(questionBefore);
      expect(answerAfter).toEqual(answerBefore);
      if (outcome.effect === "suggested") {
        expect(result.body.data).toMatchObject({ wait_for_review: true });
        expect(revisionsAfter).toBe(revisionsBefore + 1);
        const pending = await env.DB.prepare(
          "SELECT user_id FROM revisions WHERE object_type = ? AND object_id = ? AND status = 1",
        )
          .bind(editTarget, rowId(editTargetId))
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
        accepted_answer_id: optionalObjectId("answer", questionAfter.accepted_answer_id),
      });
    }
  });
});
