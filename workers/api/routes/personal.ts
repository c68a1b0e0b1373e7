// People (SPEC §7): a member's profile and its lists — GET personal/user/info, personal/qa/top,
// personal/{question,answer,comment,rank}/page (anyone's), personal/{collection,vote}/page (one's own),
// badge/user/awards and its recent ten — and the ranking, user/ranking and user/staff.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { queryParams } from "../validate";
import {
  PersonalListQuerySchema,
  PersonalPageQuerySchema,
  PersonalUserQuerySchema,
  StaffSearchQuerySchema,
} from "~/schemas/personal";
import {
  toBookmarkEntry,
  toEarnedBadge,
  toProfileAnswer,
  toProfileComment,
  toProfileQuestion,
  toProfileUserInfo,
  toProfileVote,
  toReputationEntry,
} from "~/server/presenters/personal.server";
import {
  bookmarkPage,
  profileAnswers,
  profileBadges,
  profileComments,
  profileMember,
  profileQuestions,
  reputationPage,
  topPosts,
  votePage,
} from "~/server/services/profiles.server";
import { staffByName, userRanking } from "~/server/services/rankings.server";
import { toRankedUser, toUserRanking } from "~/server/presenters/users.server";

const listQuery = (query: { order?: "newest" | "score"; page?: number; page_size?: number }) => ({
  order: query.order,
  page: query.page ?? 1,
  pageSize: query.page_size,
});

export const personalRoutes = new Hono<ApiEnv>()
  .get("/personal/user/info", async (c) => {
    const app = c.get("app");
    const { username } = queryParams(c, PersonalUserQuerySchema);
    return ok(c, toProfileUserInfo(app, await profileMember(app, username)));
  })
  .get("/personal/qa/top", async (c) => {
    const { username } = queryParams(c, PersonalUserQuerySchema);
    const top = await topPosts(c.get("app"), username);
    return ok(c, { question: top.questions.map(toProfileQuestion), answer: top.answers.map(toProfileAnswer) });
  })
  .get("/personal/question/page", async (c) => {
    const query = queryParams(c, PersonalListQuerySchema);
    const { count, list } = await profileQuestions(c.get("app"), query.username, listQuery(query));
    return ok(c, { count, list: list.map(toProfileQuestion) });
  })
  .get("/personal/answer/page", async (c) => {
    const query = queryParams(c, PersonalListQuerySchema);
    const { count, list } = await profileAnswers(c.get("app"), query.username, listQuery(query));
    return ok(c, { count, list: list.map(toProfileAnswer) });
  })
  .get("/personal/comment/page", async (c) => {
    const query = queryParams(c, PersonalListQuerySchema);
    const { count, list } = await profileComments(c.get("app"), query.username, listQuery(query));
    return ok(c, { count, list: list.map(toProfileComment) });
  })
  .get("/personal/rank/page", async (c) => {
    const query = queryParams(c, PersonalListQuerySchema);
    const { count, list } = await reputationPage(c.get("app"), query.username, listQuery(query));
    return ok(c, { count, list: list.map((entry) => toReputationEntry(c.get("app"), entry)) });
  })
  .get("/personal/collection/page", async (c) => {
    const { count, list } = await bookmarkPage(c.get("app"), listQuery(queryParams(c, PersonalPageQuerySchema)));
    return ok(c, { count, list: list.map(toBookmarkEntry) });
  })
  .get("/personal/vote/page", async (c) => {
    const app = c.get("app");
    const { count, list } = await votePage(app, listQuery(queryParams(c, PersonalPageQuerySchema)));
    return ok(c, { count, list: list.map((vote) => toProfileVote(app, vote)) });
  })
  .get("/badge/user/awards", async (c) => {
    const { username } = queryParams(c, PersonalUserQuerySchema);
    const badges = await profileBadges(c.get("app"), username, false);
    return ok(c, { count: badges.length, list: badges.map(toEarnedBadge) });
  })
  .get("/badge/user/awards/recent", async (c) => {
    const { username } = queryParams(c, PersonalUserQuerySchema);
    const badges = await profileBadges(c.get("app"), username, true);
    return ok(c, { count: badges.length, list: badges.map(toEarnedBadge) });
  })
  .get("/user/ranking", async (c) => ok(c, toUserRanking(await userRanking(c.get("app")))))
  .get("/user/staff", async (c) => {
    const query = queryParams(c, StaffSearchQuerySchema);
    const staff = await staffByName(c.get("app"), query.username, query.page_size);
    return ok(
      c,
      staff.map((member) => toRankedUser(member, "rank")),
    );
  });
