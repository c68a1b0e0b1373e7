// Reading questions: the lists in every order, the hot card, similar questions, who may see and do what with a
// question — each read in one round of D1 queries (one batch). One question's page is question-detail.server.ts.
import type { AppContext, CurrentUser } from "../context.server";
import { notFound } from "../errors.server";
import type { AnswerRow } from "../models/answers.server";
import { listHotCandidates, listQuestions } from "../models/question-lists.server";
import { selectQuestion, selectRelatedQuestions, type QuestionRow } from "../models/questions.server";
import { searchProvider } from "./search-provider.server";
import { selectTagsByPrefix, selectTagsBySlug } from "../models/tags.server";
import { isStaff, requireUser } from "./guards.server";
import { hasPrivilege, isOwnerOrStaff } from "./permissions.server";
import {
  HOT_CANDIDATES,
  HOT_QUESTIONS,
  HOT_QUESTIONS_DAYS,
  LINKED_PAGE_SIZE,
  PAGE_MAX,
  QUESTIONS_PAGE_SIZE,
  SIMILAR_QUESTIONS,
  SIMILAR_TITLE_MIN,
  TAG_SUGGESTIONS,
} from "~/lib/limits";
import { PostStatus, QuestionStatus, Pin, Show, TagStatus } from "~/lib/status";
import { QUESTION_ORDERS, type AnswerOrder, type QuestionOrder, ANSWER_ORDERS } from "~/lib/post-constants";
import type {
  HotQuestion,
  LastOperation,
  MemberAction,
  QuestionListPage,
  TagSummary,
  UserSummary,
} from "~/lib/views/questions";
import { normalizeTagName } from "~/schemas/question";
import { jurisdictionNames, regionFilter } from "./jurisdiction.server";

/** A page number from a query string: anything that is not a page gives the first (SPEC: never a 500). */
export function pageFrom(value: string | null | undefined): number {
  const page = Number(value ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** An order from a query string; unknown ones, and recommend for visitors, give newest. */
export function questionOrderFrom(value: string | null | undefined, user: CurrentUser | null): QuestionOrder {
  const order = QUESTION_ORDERS.find((candidate) => candidate === value) ?? "newest";
  return order === "recommend" && !user ? "newest" : order;
}

export function answerOrderFrom(value: string | null | undefined): AnswerOrder {
  return ANSWER_ORDERS.find((candidate) => candidate === value) ?? "default";
}

export function groupTags(rows: { questionId: number; slugName: string; displayName: string }[]) {
  const byQuestion = new Map<number, TagSummary[]>();
  for (const row of rows) {
    const list = byQuestion.get(row.questionId) ?? [];
    list.push({ slugName: row.slugName, displayName: row.displayName });
    byQuestion.set(row.questionId, list);
  }
  return byQuestion;
}

/** A page of the question list in one of the SPEC §2 orders, with the hot card when asked for. */
export async function questionListPage(
  ctx: AppContext,
  query: {
    order: QuestionOrder;
    page: number;
    pageSize?: number;
    tagId?: number;
    linkedTo?: number;
    /** only questions of the last days */
    inDays?: number;
    /** only questions of this place: a province's or a city's code, checked (regionFilter) */
    region?: string;
    withHot?: boolean;
  },
): Promise<QuestionListPage> {
  const pageSize = query.pageSize ?? QUESTIONS_PAGE_SIZE;
  const reads = listQuestions(ctx.db, {
    order: query.order,
    page: query.page,
    pageSize,
    userId: ctx.user?.id ?? null,
    tagId: query.tagId,
    linkedTo: query.linkedTo,
    since: askedSince(ctx, query.order, query.inDays),
    region: query.region,
  });
  // the hot card only on pages that show it
  const hotSince = ctx.now() - HOT_QUESTIONS_DAYS * 86400;
  const [totals, rows, tagRows, hotRows = []] = query.withHot
    ? await ctx.db.batch([...reads, listHotCandidates(ctx.db, hotSince, HOT_CANDIDATES)])
    : await ctx.db.batch(reads);
  return {
    ...presentQuestionList([totals, rows, tagRows], { order: query.order, page: query.page, pageSize }, ctx.now()),
    hot: rankHot(hotRows, ctx.now()),
  };
}

/**
 * A page of the question list, of one tag when a slug names one (GET question/page): the tag must exist and not be
 * deleted, and a synonym lists its main tag's questions.
 */
export async function questionListPageByTag(
  ctx: AppContext,
  query: {
    order: string | undefined;
    page: number;
    pageSize: number;
    tagSlug: string | undefined;
    inDays?: number;
    region?: string;
  },
) {
  let tagId: number | undefined;
  if (query.tagSlug) {
    const [tag] = await selectTagsBySlug(ctx.db, [query.tagSlug]);
    if (!tag || tag.status !== TagStatus.normal) throw notFound("error.tag.not_found");
    tagId = tag.mainTagId || tag.id;
  }
  const order = questionOrderFrom(query.order, ctx.user);
  return questionListPage(ctx, {
    order,
    page: query.page,
    pageSize: query.pageSize,
    tagId,
    inDays: query.inDays,
    region: regionFilter(query.region)?.code,
  });
}

/** The questions recommended to the member (GET question/recommend/page): members only. */
export async function recommendedQuestionPage(ctx: AppContext, query: { page: number; pageSize: number }) {
  requireUser(ctx);
  return questionListPage(ctx, { order: "recommend", page: Math.min(query.page, PAGE_MAX), pageSize: query.pageSize });
}

type ListReads = ReturnType<typeof listQuestions>;
type ListResults = readonly [ListReads[0]["_"]["result"], ListReads[1]["_"]["result"], ListReads[2]["_"]["result"]];

/**
 * A page of a question list from the results of listQuestions' reads. The hot order's reads are all its candidates:
 * ranked here, pinned ones first, and cut to the page.
 */
export function presentQuestionList(
  [totals, rows, tagRows]: ListResults,
  page: { order: QuestionOrder; page: number; pageSize: number },
  now: number,
): Omit<QuestionListPage, "hot"> {
  const tagsBy = groupTags(tagRows);
  const total = totals[0]?.total ?? 0;
  const hot = page.order === "hot";
  const ranked = hot
    ? byHotScore(rows, now)
        .sort((a, b) => b.pin - a.pin)
        .slice((page.page - 1) * page.pageSize, page.page * page.pageSize)
    : rows;
  return {
    ...page,
    count: hot ? Math.min(total, HOT_CANDIDATES) : total,
    list: ranked.map((row) => ({
      ...row,
      tags: tagsBy.get(row.id) ?? [],
      region: jurisdictionNames(row),
      regionCode: row.city || row.province,
      operation: lastOperation(row),
    })),
  };
}

/** What the list says happened last: answered (by whom), modified, or asked. */
type JoinedMember = { [K in keyof UserSummary]: UserSummary[K] | null } | null;

/** A member read through a LEFT JOIN: null when there was none. */
function joinedMember(member: JoinedMember): UserSummary | null {
  if (!member?.username) return null;
  return {
    id: member.id ?? 0,
    username: member.username,
    displayName: member.displayName ?? "",
    avatar: member.avatar ?? "",
    rank: member.rank ?? 0,
    status: member.status ?? 0,
    lawyer: member.lawyer ?? false,
  };
}

function lastOperation(row: {
  createdAt: number;
  editedAt: number | null;
  lastAnswerAt: number | null;
  lastAnswerer: JoinedMember;
  lastEditor?: JoinedMember;
  author: UserSummary;
}): LastOperation {
  const answerer = joinedMember(row.lastAnswerer);
  if (row.lastAnswerAt && answerer && (!row.editedAt || row.lastAnswerAt >= row.editedAt)) {
    return { type: "answered", at: row.lastAnswerAt, member: answerer };
  }
  if (row.editedAt) return { type: "modified", at: row.editedAt, member: joinedMember(row.lastEditor ?? null) };
  return { type: "asked", at: row.createdAt, member: row.author };
}

type HotCandidate = {
  id: number;
  answerCount: number;
  voteCount: number;
  viewCount: number;
  createdAt: number;
  answerVotes?: number;
};

/** The hottest first: (ln(views)*4 + answers*score/5 + answer votes) / (age in hours + 1)^1.5 (REFERENCE.md). */
function byHotScore<Row extends HotCandidate>(rows: Row[], now: number): Row[] {
  const score = (row: HotCandidate) =>
    (Math.log(Math.max(1, row.viewCount)) * 4 + (row.answerCount * row.voteCount) / 5 + Number(row.answerVotes ?? 0)) /
    Math.pow(Math.max(0, now - row.createdAt) / 3600 + 1, 1.5);
  return rows
    .map((row) => ({ row, hot: score(row) }))
    .sort((a, b) => b.hot - a.hot || b.row.id - a.row.id)
    .map(({ row }) => row);
}

/** The hot card's questions. */
function rankHot(rows: (HotCandidate & { title: string; urlTitle: string })[], now: number): HotQuestion[] {
  return byHotScore(rows, now)
    .slice(0, HOT_QUESTIONS)
    .map((row) => ({ id: row.id, title: row.title, urlTitle: row.urlTitle, answerCount: row.answerCount }));
}

/** Questions asked after this time, or none: the hot order looks at the last days only, others when asked to. */
export function askedSince(ctx: AppContext, order: QuestionOrder, inDays?: number): number | undefined {
  const days = inDays ?? (order === "hot" ? HOT_QUESTIONS_DAYS : undefined);
  return days === undefined ? undefined : ctx.now() - days * 86400;
}

/** Similar questions for the ask page: from 10 characters of title on, at most 5, the closest first. */
export async function similarQuestions(ctx: AppContext, title: string) {
  const trimmed = title.trim();
  if ([...trimmed].length < SIMILAR_TITLE_MIN) return [];
  return searchProvider().similarTitles(ctx.db, trimmed, SIMILAR_QUESTIONS);
}

/** The live tags of these names, in the order named (GET tags?tags=a,b: the ask page filled from its URL). */
export async function tagsNamed(ctx: AppContext, names: string[]) {
  const rows = await selectTagsBySlug(ctx.db, names.map(normalizeTagName));
  const live = rows.filter((row) => row.status === TagStatus.normal);
  return names
    .map((name) => live.find((row) => row.slugName === normalizeTagName(name)))
    .filter((row) => row !== undefined);
}

/** Tags whose names start with what the asker typed, for the ask form's tag field; nothing for a blank name. */
export async function tagSuggestions(ctx: AppContext, name: string) {
  return name.trim() ? selectTagsByPrefix(ctx.db, normalizeTagName(name), TAG_SUGGESTIONS) : [];
}

/** Who may see a question at all: deleted ones only staff, pending ones their author and staff (SECURITY.md §4). */
export function canSeeQuestion(user: CurrentUser | null, question: Pick<QuestionRow, "status" | "userId">): boolean {
  if (question.status === QuestionStatus.deleted) return isStaff(user);
  if (question.status === QuestionStatus.pending) return isOwnerOrStaff(user, question.userId);
  return true;
}

/** The actions a member may take on a question, computed on the server (SPEC §3 member_actions). */
export function questionActions(ctx: AppContext, question: QuestionRow): MemberAction[] {
  const user = ctx.user;
  if (!user) return [];
  const staff = isStaff(user);
  const owner = user.id === question.userId;
  const actions: MemberAction[] = [];
  const deleted = question.status === QuestionStatus.deleted;
  if (!owner && !deleted) actions.push("report");
  if (!deleted && (owner || hasPrivilege(ctx, user, "question.edit"))) actions.push("edit");
  if (!deleted && (owner || staff)) actions.push("delete");
  if (deleted && staff) actions.push("undelete");
  if (staff && question.status === QuestionStatus.normal) actions.push("close");
  if (staff && question.status === QuestionStatus.closed) actions.push("reopen");
  if (staff && !deleted && question.status !== QuestionStatus.pending) {
    actions.push(question.pin === Pin.pinned ? "unpin" : "pin");
    actions.push(question.show === Show.unlisted ? "show" : "hide");
  }
  return actions;
}

/** The actions a member may take on an answer (nobody edits an answer of a deleted question). */
export function answerActions(
  ctx: AppContext,
  answer: AnswerRow,
  question: Pick<QuestionRow, "status">,
): MemberAction[] {
  const user = ctx.user;
  if (!user) return [];
  const owner = user.id === answer.userId;
  const deleted = answer.status === PostStatus.deleted;
  const actions: MemberAction[] = [];
  if (!owner && !deleted) actions.push("report");
  if (!deleted && question.status !== QuestionStatus.deleted && (owner || hasPrivilege(ctx, user, "answer.edit")))
    actions.push("edit");
  if (!deleted && isOwnerOrStaff(user, answer.userId)) actions.push("delete");
  if (deleted && isStaff(user)) actions.push("undelete");
  return actions;
}

/** The linked list (questions/linked/{qid}): page size 10, in the list orders but recommend, which gives newest. */
/** GET question/similar/tag: the questions related to one by its tags and title, as its side card lists them. */
export async function relatedQuestionsPage(ctx: AppContext, questionId: number, pageSize: number) {
  const [[question], related] = await ctx.db.batch([
    selectQuestion(ctx.db, questionId),
    selectRelatedQuestions(ctx.db, questionId, pageSize),
  ]);
  if (!question || !canSeeQuestion(ctx.user, question)) throw notFound("error.question.not_found");
  return related;
}

export async function linkedQuestionsPage(
  ctx: AppContext,
  questionId: number,
  orderName: string | null | undefined,
  page: number,
  pageSize = LINKED_PAGE_SIZE,
) {
  const [question] = await selectQuestion(ctx.db, questionId);
  if (!question || !canSeeQuestion(ctx.user, question)) throw notFound("error.question.not_found");
  const order = questionOrderFrom(orderName, null);
  const result = await questionListPage(ctx, { order, page, pageSize, linkedTo: questionId });
  return { ...result, question: { id: question.id, title: question.title, urlTitle: question.urlTitle } };
}
