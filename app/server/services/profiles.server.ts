// A member's profile (SPEC §2 users/{username}/{tab}, §6, §7 personal/*): the member and one tab, read in one batch.
// Anyone reads a member's listed posts, comments, reputation and badges; the member and staff also see the pending and
// unlisted posts; bookmarks and votes are the member's own. A deleted member has no profile.
import type { AppContext } from "../context.server";
import type { Statement } from "../db/client.server";
import { notFound } from "../errors.server";
import { selectBookmarkPage, selectReputationPage } from "../models/personal.server";
import {
  memberId,
  selectProfileAnswers,
  selectProfileBadges,
  selectProfileComments,
  selectProfileMember,
  selectProfileQuestions,
  selectProfileVotes,
  selectTopPosts,
  type PostOrder,
  type ProfileAnswerRow,
  type ProfileBadgeRow,
  type ProfileCommentRow,
  type ProfileMemberRow,
  type ProfileQuestionRow,
  type ProfileReader,
} from "../models/profiles.server";
import { toBadge } from "./badges.server";
import { isStaff, requireUser } from "./guards.server";
import { placeNames, regionPath } from "../regions.server";
import { careerLabel } from "~/lib/lawyers";
import { PROFILE_PAGE_SIZE } from "~/lib/limits";
import { OWNER_ONLY_TABS, type ProfileTab } from "~/lib/profile-tabs";
import { Accepted, MailStatus, Show, UserStatus } from "~/lib/status";
import type { Badge } from "~/lib/views/badges";
import type { BookmarkEntry, ReputationEntry } from "~/lib/views/personal";
import type {
  Counted,
  ProfileAnswer,
  ProfileComment,
  ProfileMember,
  ProfilePage,
  ProfileQuestion,
  ProfileTabContent,
  ProfileVote,
  TopPosts,
} from "~/lib/views/profiles";

/** The overview's top posts of each kind and its recent badges (Apache Answer's numbers). */
const TOP_POSTS = 5;
const RECENT_BADGES = 10;

export type ProfileListQuery = { page: number; pageSize?: number; order?: PostOrder };

/** Statements to batch after the member's row, and how their results become what a tab shows. */
type Read<T> = { statements: Statement[]; shape: (results: unknown[]) => T };

const windowOf = (query: ProfileListQuery) => {
  const pageSize = query.pageSize ?? PROFILE_PAGE_SIZE;
  return { limit: pageSize, offset: (query.page - 1) * pageSize };
};

const counted =
  <Row, T>(map: (row: Row) => T) =>
  (results: unknown[]) => {
    const [rows, [total]] = results as [Row[], { total: number }[]];
    return { count: total?.total ?? 0, list: rows.map(map) };
  };

const tagsOf = (json: string) =>
  (JSON.parse(json || "[]") as { slug_name: string; display_name: string }[]).map((tag) => ({
    slugName: tag.slug_name,
    displayName: tag.display_name,
  }));

function toQuestion(row: ProfileQuestionRow): ProfileQuestion {
  return {
    id: row.id,
    title: row.title,
    urlTitle: row.urlTitle,
    status: row.status,
    unlisted: row.show === Show.unlisted,
    voteCount: row.voteCount,
    answerCount: row.answerCount,
    viewCount: row.viewCount,
    collectionCount: row.collectionCount,
    acceptedAnswerId: row.acceptedAnswerId,
    createdAt: row.createdAt,
    tags: tagsOf(row.tags),
  };
}

function toAnswer(row: ProfileAnswerRow): ProfileAnswer {
  return {
    id: row.id,
    questionId: row.questionId,
    title: row.title,
    urlTitle: row.urlTitle,
    status: row.status,
    accepted: row.accepted === Accepted.yes,
    voteCount: row.voteCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    tags: tagsOf(row.tags),
  };
}

function toMember(ctx: AppContext, row: ProfileMemberRow, isOwner: boolean, email: string | null): ProfileMember {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    avatar: row.avatar,
    rank: row.rank,
    status:
      row.status === UserStatus.suspended
        ? "suspended"
        : row.mailStatus !== MailStatus.activated
          ? "inactive"
          : "normal",
    roleId: row.roleId,
    bio: row.bio,
    bioHtml: row.bioHtml,
    website: row.website,
    location: row.location,
    questionCount: row.questionCount,
    answerCount: row.answerCount,
    followCount: row.followCount,
    createdAt: row.createdAt,
    lastSeenAt: row.lastLoginAt ?? 0,
    suspendedAt: row.suspendedAt ?? 0,
    badgeCounts: { gold: row.gold, silver: row.silver, bronze: row.bronze },
    email: isOwner ? email : null,
    lawyer: row.lawyer === 1,
    practice:
      row.practiceCareer === null
        ? null
        : {
            region: placeNames(regionPath(row.practiceProvince ?? "", row.practiceCity ?? "")?.names ?? []),
            career: careerLabel(ctx.t, row.practiceCareer),
            domains: JSON.parse(row.practiceDomains ?? "[]") as string[],
            orgName: row.practiceOrg ?? "",
          },
  };
}

function toProfileBadge(ctx: AppContext, row: ProfileBadgeRow): Badge {
  return toBadge(ctx, { ...row, isSingle: Boolean(row.isSingle) });
}

/** Who reads the profile of `username`: the member themself, and whether they see its hidden posts. */
function readerOf(ctx: AppContext, username: string): ProfileReader & { isOwner: boolean } {
  const isOwner = ctx.user?.username === username;
  return { isOwner, seesHidden: isOwner || isStaff(ctx.user) };
}

/** Runs the member's row and `read` in one batch; a deleted or unknown member is a 404. */
async function withMember<T>(ctx: AppContext, username: string, read: Read<T>) {
  const reader = readerOf(ctx, username);
  const [rows, ...rest] = (await ctx.db.batch([
    selectProfileMember(ctx.db, username),
    ...read.statements,
  ] as unknown as [Statement, ...Statement[]])) as unknown as [ProfileMemberRow[], ...unknown[]];
  const row = rows[0];
  if (!row || row.status === UserStatus.deleted) throw notFound("error.user.not_found");
  return {
    member: toMember(ctx, row, reader.isOwner, ctx.user?.email ?? null),
    isOwner: reader.isOwner,
    value: read.shape(rest),
  };
}

const noRead: Read<null> = { statements: [], shape: () => null };

function topPostsRead(ctx: AppContext, username: string): Read<TopPosts> {
  const { questions, answers } = selectTopPosts(ctx.db, username, readerOf(ctx, username), TOP_POSTS);
  return {
    statements: [questions, answers],
    shape: ([questionRows, answerRows]) => ({
      questions: (questionRows as ProfileQuestionRow[]).map(toQuestion),
      answers: (answerRows as ProfileAnswerRow[]).map(toAnswer),
    }),
  };
}

function badgesRead(ctx: AppContext, username: string, limit: number | null): Read<Badge[]> {
  return {
    statements: [selectProfileBadges(ctx.db, username, limit)],
    shape: ([rows]) => (rows as ProfileBadgeRow[]).map((row) => toProfileBadge(ctx, row)),
  };
}

function questionsRead(ctx: AppContext, username: string, query: ProfileListQuery): Read<Counted<ProfileQuestion>> {
  const reader = readerOf(ctx, username);
  const { list, total } = selectProfileQuestions(ctx.db, username, reader, query.order ?? "newest", windowOf(query));
  return { statements: [list, total], shape: counted(toQuestion) };
}

function answersRead(ctx: AppContext, username: string, query: ProfileListQuery): Read<Counted<ProfileAnswer>> {
  const reader = readerOf(ctx, username);
  const { list, total } = selectProfileAnswers(ctx.db, username, reader, query.order ?? "newest", windowOf(query));
  return { statements: [list, total], shape: counted(toAnswer) };
}

function commentsRead(ctx: AppContext, username: string, query: ProfileListQuery): Read<Counted<ProfileComment>> {
  const { list, total } = selectProfileComments(ctx.db, username, readerOf(ctx, username), windowOf(query));
  return { statements: [list, total], shape: counted((row: ProfileCommentRow): ProfileComment => ({ ...row })) };
}

function reputationRead(ctx: AppContext, username: string, query: ProfileListQuery): Read<Counted<ReputationEntry>> {
  const { list, total } = selectReputationPage(ctx.db, memberId(username), windowOf(query));
  return {
    statements: [list, total],
    shape: counted((row: Awaited<typeof list>[number]) => ({
      objectId: row.objectId,
      objectType: row.objectType,
      questionId: row.questionId || 0,
      answerId: row.objectType === "answer" ? row.objectId : 0,
      title: row.title ?? "",
      urlTitle: row.urlTitle ?? "",
      reason: row.reason,
      delta: row.delta,
      createdAt: row.createdAt,
    })),
  };
}

function bookmarksRead(ctx: AppContext, query: ProfileListQuery): Read<Counted<BookmarkEntry>> {
  const user = requireUser(ctx);
  const { list, total } = selectBookmarkPage(ctx.db, user.id, windowOf(query));
  return {
    statements: [list, total],
    shape: counted((row: Awaited<typeof list>[number]) => ({
      objectType: row.objectType,
      objectId: row.objectId,
      questionId: row.questionId,
      answerId: row.objectType === "answer" ? row.objectId : 0,
      title: row.title,
      urlTitle: row.urlTitle,
      excerpt: row.excerpt,
      voteCount: row.voteCount,
      answerCount: row.answerCount,
      viewCount: row.viewCount,
      accepted: row.accepted !== 0,
      acceptedAnswerId: row.accepted,
      tags: tagsOf(row.tags),
      bookmarkedAt: row.bookmarkedAt,
      postedAt: row.postedAt,
      author: row.author,
    })),
  };
}

function votesRead(ctx: AppContext, query: ProfileListQuery): Read<Counted<ProfileVote>> {
  const user = requireUser(ctx);
  const { list, total } = selectProfileVotes(ctx.db, user.id, windowOf(query));
  return {
    statements: [list, total],
    shape: counted((row: Awaited<typeof list>[number]) => ({
      ...row,
      direction: row.direction > 0 ? ("up" as const) : ("down" as const),
    })),
  };
}

/** GET personal/user/info: a member's profile header. */
export async function profileMember(ctx: AppContext, username: string): Promise<ProfileMember> {
  return (await withMember(ctx, username, noRead)).member;
}

/** GET personal/qa/top: a member's best questions and answers by votes. */
export async function topPosts(ctx: AppContext, username: string): Promise<TopPosts> {
  return (await withMember(ctx, username, topPostsRead(ctx, username))).value;
}

/** GET personal/question/page: a page of a member's questions. */
export async function profileQuestions(ctx: AppContext, username: string, query: ProfileListQuery) {
  return (await withMember(ctx, username, questionsRead(ctx, username, query))).value;
}

/** GET personal/answer/page: a page of a member's answers. */
export async function profileAnswers(ctx: AppContext, username: string, query: ProfileListQuery) {
  return (await withMember(ctx, username, answersRead(ctx, username, query))).value;
}

/** GET personal/comment/page: a page of a member's comments. */
export async function profileComments(ctx: AppContext, username: string, query: ProfileListQuery) {
  return (await withMember(ctx, username, commentsRead(ctx, username, query))).value;
}

/** GET personal/rank/page: a member's reputation ledger, newest first (public, as on every Q&A site). */
export async function reputationPage(ctx: AppContext, username: string, query: ProfileListQuery) {
  return (await withMember(ctx, username, reputationRead(ctx, username, query))).value;
}

/** GET badge/user/awards (every badge the member earned) and badge/user/awards/recent (the latest ten). */
export async function profileBadges(ctx: AppContext, username: string, recent: boolean): Promise<Badge[]> {
  return (await withMember(ctx, username, badgesRead(ctx, username, recent ? RECENT_BADGES : null))).value;
}

/** GET personal/collection/page: the member's own bookmarks of visible posts, newest first. */
export async function bookmarkPage(ctx: AppContext, query: ProfileListQuery): Promise<Counted<BookmarkEntry>> {
  const read = bookmarksRead(ctx, query);
  return read.shape(await ctx.db.batch(read.statements as unknown as [Statement, ...Statement[]]));
}

/** GET personal/vote/page: the votes the member cast, newest first. */
export async function votePage(ctx: AppContext, query: ProfileListQuery): Promise<Counted<ProfileVote>> {
  const read = votesRead(ctx, query);
  return read.shape(await ctx.db.batch(read.statements as unknown as [Statement, ...Statement[]]));
}

/** What a tab of the profile page reads, given that the reader may open it. */
function tabRead(ctx: AppContext, username: string, tab: ProfileTab, query: ProfileListQuery): Read<ProfileTabContent> {
  const as = <T>(read: Read<T>, wrap: (value: T) => ProfileTabContent): Read<ProfileTabContent> => ({
    statements: read.statements,
    shape: (results) => wrap(read.shape(results)),
  });
  switch (tab) {
    case "overview": {
      const top = topPostsRead(ctx, username);
      const badges = badgesRead(ctx, username, RECENT_BADGES);
      return {
        statements: [...top.statements, ...badges.statements],
        shape: (results) => ({
          tab,
          top: top.shape(results.slice(0, 2)),
          recentBadges: badges.shape(results.slice(2)),
        }),
      };
    }
    case "answers":
      return as(answersRead(ctx, username, query), (page) => ({ tab, page }));
    case "questions":
      return as(questionsRead(ctx, username, query), (page) => ({ tab, page }));
    case "comments":
      return as(commentsRead(ctx, username, query), (page) => ({ tab, page }));
    case "reputation":
      return as(reputationRead(ctx, username, query), (page) => ({ tab, page }));
    case "badges":
      return as(badgesRead(ctx, username, null), (badges) => ({ tab, badges }));
    case "bookmarks":
      return as(bookmarksRead(ctx, query), (page) => ({ tab, page }));
    case "votes":
      return as(votesRead(ctx, query), (page) => ({ tab, page }));
  }
}

/** A profile page: the member and one tab, in one round; another's bookmarks or votes are nobody's business (404). */
export async function profilePage(
  ctx: AppContext,
  username: string,
  tab: ProfileTab,
  query: ProfileListQuery,
): Promise<ProfilePage> {
  if (OWNER_ONLY_TABS.includes(tab) && !readerOf(ctx, username).isOwner) throw notFound("error.user.not_found");
  const { member, isOwner, value } = await withMember(ctx, username, tabRead(ctx, username, tab, query));
  return { member, isOwner, tab, content: value };
}
