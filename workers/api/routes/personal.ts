// A member's lists for the profile tabs (SPEC §7): GET personal/rank/page (anyone's reputation ledger) and
// personal/collection/page (one's own bookmarks).
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { queryParams } from "../validate";
import { PROFILE_PAGE_SIZE } from "~/lib/limits";
import { PersonalPageQuerySchema, PersonalRankQuerySchema } from "~/schemas/personal";
import { toBookmarkEntry, toReputationEntry } from "~/server/presenters/personal.server";
import { bookmarkPage, reputationPage } from "~/server/services/personal.server";

const pageOf = (query: { page?: number; page_size?: number }) => ({
  page: query.page ?? 1,
  pageSize: query.page_size ?? PROFILE_PAGE_SIZE,
});

export const personalRoutes = new Hono<ApiEnv>()
  .get("/personal/rank/page", async (c) => {
    const query = queryParams(c, PersonalRankQuerySchema);
    const { count, list } = await reputationPage(c.get("app"), query.username, pageOf(query));
    return ok(c, { count, list: list.map(toReputationEntry) });
  })
  .get("/personal/collection/page", async (c) => {
    const query = queryParams(c, PersonalPageQuerySchema);
    const { count, list } = await bookmarkPage(c.get("app"), pageOf(query));
    return ok(c, { count, list: list.map(toBookmarkEntry) });
  });
