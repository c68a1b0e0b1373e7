// Badges (SPEC §7): GET badges (the centre, by group), GET badge?id, GET badge/awards/page.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { queryParams } from "../validate";
import { BADGE_AWARDS_PAGE_SIZE } from "~/lib/limits";
import { BadgeAwardsQuerySchema, BadgeQuerySchema } from "~/schemas/badges";
import { toBadgeAward, toBadgeGroups, toBadgeInfo } from "~/server/presenters/badges.server";
import { badgeAwardPage, badgeGroups, badgeInfo } from "~/server/services/badges.server";

export const badgeRoutes = new Hono<ApiEnv>()
  .get("/badges", async (c) => ok(c, toBadgeGroups(await badgeGroups(c.get("app")))))
  .get("/badge", async (c) => ok(c, toBadgeInfo(await badgeInfo(c.get("app"), queryParams(c, BadgeQuerySchema).id))))
  .get("/badge/awards/page", async (c) => {
    const query = queryParams(c, BadgeAwardsQuerySchema);
    const { count, list } = await badgeAwardPage(c.get("app"), query.badge_id, {
      page: query.page ?? 1,
      pageSize: query.page_size ?? BADGE_AWARDS_PAGE_SIZE,
      username: query.username || null,
    });
    return ok(c, { count, list: list.map(toBadgeAward) });
  });
