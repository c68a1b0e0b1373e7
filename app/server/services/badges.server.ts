// Badges (SPEC §2 badges and badge detail, §3, §7 badges, badge, badge/awards/page; admin badges and badge/status):
// the default set of REFERENCE.md, named in the reader's language, with how often each was awarded and earned by the
// member asking; a badge's awards page by page; administrators switch badges on and off (inactive ones are not
// awarded, and only administrators see them).
import type { AppContext } from "../context.server";
import { notFound } from "../errors.server";
import { selectActiveBadges, selectAwardPage, selectBadge, type BadgeRow } from "../models/badges.server";
import { isAdmin } from "./guards.server";
import { BadgeStatus } from "~/lib/badges";
import type { Badge, BadgeAward, BadgeGroup } from "~/lib/views/badges";

/** A badge named in the reader's language. */
export function toBadge(ctx: AppContext, row: BadgeRow): Badge {
  return {
    id: row.id,
    name: ctx.t(`badges.${row.slug}.name`),
    description: ctx.t(`badges.${row.slug}.description`),
    icon: row.icon,
    level: row.level,
    groupName: ctx.t(`badges.groups.${row.groupName}`),
    isSingle: row.isSingle,
    awardCount: row.awardCount,
    earnedCount: row.earnedCount,
    status: row.status === BadgeStatus.active ? "active" : "inactive",
  };
}

/** GET badges: the active badges in their groups, in the order they were made. */
export async function badgeGroups(ctx: AppContext): Promise<BadgeGroup[]> {
  const rows = await selectActiveBadges(ctx.db, ctx.user?.id ?? null);
  const groups: BadgeGroup[] = [];
  for (const row of rows) {
    const badge = toBadge(ctx, row);
    const group = groups.find((candidate) => candidate.groupName === badge.groupName);
    if (group) group.badges.push(badge);
    else groups.push({ groupName: badge.groupName, badges: [badge] });
  }
  return groups;
}

/** GET badge?id: one badge; an inactive one only for administrators. */
export async function badgeInfo(ctx: AppContext, id: number): Promise<Badge> {
  const [row] = await selectBadge(ctx.db, id, ctx.user?.id ?? null);
  if (!row || (row.status !== BadgeStatus.active && !isAdmin(ctx.user))) throw notFound("error.badge.not_found");
  return toBadge(ctx, row);
}

/** GET badge/awards/page: a badge's awards, newest first, optionally one member's. */
export async function badgeAwardPage(
  ctx: AppContext,
  badgeId: number,
  query: { page: number; pageSize: number; username: string | null },
): Promise<{ count: number; list: BadgeAward[] }> {
  await badgeInfo(ctx, badgeId);
  const { list, total } = selectAwardPage(
    ctx.db,
    badgeId,
    { username: query.username },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const [rows, [counted]] = await ctx.db.batch([list, total]);
  return {
    count: counted?.total ?? 0,
    list: rows.map((row) => ({
      objectType: row.objectType,
      objectId: row.objectId,
      questionId: row.questionId,
      answerId: row.answerId,
      commentId: row.objectType === "comment" ? row.objectId : 0,
      title: row.title,
      urlTitle: row.urlTitle,
      createdAt: row.createdAt,
      awardee: row.user,
    })),
  };
}
