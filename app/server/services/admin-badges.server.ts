// The back office's badges (SPEC §2 admin badges, §7 admin badges and badge/status): every badge, filtered by state,
// searched by name or id, 10 a page; administrators switch a badge off (it is no longer awarded and leaves the centre)
// and on again. And the dead-letter list: events that failed every retry, for administrators to see (SECURITY.md §11).
import { count, desc, eq } from "drizzle-orm";
import type { AppContext } from "../context.server";
import { notFound } from "../errors.server";
import { badges, deadLetters } from "../db/schema";
import { selectBadges } from "../models/badges.server";
import { requireAdmin } from "./guards.server";
import { BadgeStatus } from "~/lib/badges";
import { ADMIN_BADGES_PAGE_SIZE, DEAD_LETTERS_PAGE_SIZE } from "~/lib/limits";

export type BadgeFilter = "" | "active" | "inactive";

export async function adminBadgePage(ctx: AppContext, query: { status: BadgeFilter; q: string; page: number }) {
  const admin = requireAdmin(ctx);
  const rows = await selectBadges(ctx.db, admin.id);
  const needle = query.q.trim().toLowerCase();
  const matching = rows
    .map((row) => ({
      id: String(row.id),
      name: ctx.t(`badges.${row.slug}.name`),
      icon: row.icon,
      level: row.level,
      group_name: ctx.t(`badges.groups.${row.groupName}`),
      award_count: row.awardCount,
      status: row.status === BadgeStatus.active ? ("active" as const) : ("inactive" as const),
    }))
    .filter((badge) => !query.status || badge.status === query.status)
    // a handful of badges: named in the reader's language, they are searched here rather than in SQL
    .filter((badge) => !needle || badge.id === needle || badge.name.toLowerCase().includes(needle));
  const start = (query.page - 1) * ADMIN_BADGES_PAGE_SIZE;
  return { count: matching.length, list: matching.slice(start, start + ADMIN_BADGES_PAGE_SIZE) };
}

/** Switches a badge on or off; answers the message to show (SPEC §8). */
export async function setBadgeStatus(ctx: AppContext, id: number, status: "active" | "inactive"): Promise<string> {
  requireAdmin(ctx);
  const [changed] = await ctx.db
    .update(badges)
    .set({ status: BadgeStatus[status] })
    .where(eq(badges.id, id))
    .returning({ id: badges.id });
  if (!changed) throw notFound("error.badge.not_found");
  return status === "active" ? "admin.badges.activated" : "admin.badges.deactivated";
}

export async function deadLetterPage(ctx: AppContext, page: number) {
  requireAdmin(ctx);
  const [[counted], rows] = await ctx.db.batch([
    ctx.db.select({ total: count() }).from(deadLetters),
    ctx.db
      .select()
      .from(deadLetters)
      .orderBy(desc(deadLetters.id))
      .limit(DEAD_LETTERS_PAGE_SIZE)
      .offset((page - 1) * DEAD_LETTERS_PAGE_SIZE),
  ]);
  return {
    count: counted?.total ?? 0,
    list: rows.map((row) => ({
      id: String(row.id),
      event_id: row.eventId,
      type: row.type,
      body: row.body,
      created_at: row.createdAt,
    })),
  };
}
