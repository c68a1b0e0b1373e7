// The back office's badges (SPEC §2 admin badges, §7 admin badges and badge/status): every badge, filtered by state,
// searched by name or id, 10 a page; administrators switch a badge off (it is no longer awarded and leaves the centre)
// and on again. And the dead-letter list: events that failed every retry, for administrators to see (SECURITY.md §11).
import type { AppContext } from "../context.server";
import { notFound } from "../errors.server";
import { selectBadges, updateBadgeStatus } from "../models/badges.server";
import { selectDeadLetterPage } from "../models/dead-letters.server";
import { requireAdmin } from "./guards.server";
import { BadgeStatus } from "~/lib/badges";
import { ADMIN_BADGES_PAGE_SIZE, DEAD_LETTERS_PAGE_SIZE } from "~/lib/limits";
import type { AdminBadge, BadgeState, DeadLetter } from "~/lib/views/badges";

export type BadgeFilter = "" | BadgeState;

/** The back office's badges, filtered and searched, one page of them and how many matched. */
export async function adminBadgePage(
  ctx: AppContext,
  query: { status: BadgeFilter; q: string; id: number | null; page: number },
): Promise<{ count: number; list: AdminBadge[] }> {
  const admin = requireAdmin(ctx);
  const rows = await selectBadges(ctx.db, admin.id);
  const needle = query.q.trim().toLowerCase();
  const matching = rows
    .map((row): AdminBadge => ({
      id: row.id,
      name: ctx.t(`badges.${row.slug}.name`),
      description: ctx.t(`badges.${row.slug}.description`),
      icon: row.icon,
      level: row.level,
      groupName: ctx.t(`badges.groups.${row.groupName}`),
      awardCount: row.awardCount,
      status: row.status === BadgeStatus.active ? "active" : "inactive",
    }))
    .filter((badge) => !query.status || badge.status === query.status)
    // a handful of badges: named in the reader's language, they are searched here rather than in SQL
    .filter((badge) => !needle || badge.id === query.id || badge.name.toLowerCase().includes(needle));
  const start = (query.page - 1) * ADMIN_BADGES_PAGE_SIZE;
  return { count: matching.length, list: matching.slice(start, start + ADMIN_BADGES_PAGE_SIZE) };
}

/** Switches a badge on or off; answers the message to show (SPEC §8). */
export async function setBadgeStatus(ctx: AppContext, id: number, status: BadgeState): Promise<string> {
  requireAdmin(ctx);
  if (!(await updateBadgeStatus(ctx.db, id, BadgeStatus[status]))) throw notFound("error.badge.not_found");
  return status === "active" ? "admin.badges.activated" : "admin.badges.deactivated";
}

/** The dead letters, newest first, one page of them and how many there are. */
export async function deadLetterPage(ctx: AppContext, page: number): Promise<{ count: number; list: DeadLetter[] }> {
  requireAdmin(ctx);
  const { total, list } = selectDeadLetterPage(ctx.db, {
    limit: DEAD_LETTERS_PAGE_SIZE,
    offset: (page - 1) * DEAD_LETTERS_PAGE_SIZE,
  });
  const [[counted], rows] = await ctx.db.batch([total, list]);
  return {
    count: counted?.total ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      type: row.type,
      body: row.body,
      createdAt: row.createdAt,
    })),
  };
}
