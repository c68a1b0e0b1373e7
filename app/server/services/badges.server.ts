// Badges (SPEC §2 badges and badge detail, §3, §7 badges, badge, badge/awards/page; admin badges and badge/status):
// the default set of REFERENCE.md, named in the reader's language, with how often each was awarded and earned by the
// member asking; a badge's awards page by page; administrators switch badges on and off (inactive ones are not
// awarded, and only administrators see them).
import type { AppContext } from "../context.server";
import { eq } from "drizzle-orm";
import { notFound } from "../errors.server";
import { badges } from "../db/schema";
import { selectAwardPage, selectBadge, selectBadges } from "../models/badges.server";
import { toUserSummary } from "../presenters/posts.server";
import { isAdmin } from "./guards.server";
import { BadgeStatus } from "~/lib/badges";
import { urlTitle } from "~/lib/permalink";

type BadgeRow = Awaited<ReturnType<ReturnType<typeof selectBadges>["all"]>>[number];

function toBadge(ctx: AppContext, row: BadgeRow) {
  return {
    id: String(row.id),
    name: ctx.t(`badges.${row.slug}.name`),
    description: ctx.t(`badges.${row.slug}.description`),
    icon: row.icon,
    level: row.level,
    group_name: ctx.t(`badges.groups.${row.groupName}`),
    is_single: row.isSingle,
    award_count: row.awardCount,
    earned_count: row.earnedCount,
    status: row.status === BadgeStatus.active ? "active" : "inactive",
  };
}

export type BadgeInfo = ReturnType<typeof toBadge>;

/** GET badges: the active badges in their groups, in the order they were made. */
export async function badgeGroups(ctx: AppContext) {
  const rows = await selectBadges(ctx.db, ctx.user?.id ?? null).where(eq(badges.status, BadgeStatus.active));
  const groups: { group_name: string; badges: BadgeInfo[] }[] = [];
  for (const row of rows) {
    const badge = toBadge(ctx, row);
    const group = groups.find((candidate) => candidate.group_name === badge.group_name);
    if (group) group.badges.push(badge);
    else groups.push({ group_name: badge.group_name, badges: [badge] });
  }
  return groups;
}

/** GET badge?id: one badge; an inactive one only for administrators. */
export async function badgeInfo(ctx: AppContext, id: number): Promise<BadgeInfo> {
  const [row] = await selectBadge(ctx.db, id, ctx.user?.id ?? null);
  if (!row || (row.status !== BadgeStatus.active && !isAdmin(ctx.user))) throw notFound("error.badge.not_found");
  return toBadge(ctx, row);
}

/** GET badge/awards/page: a badge's awards, newest first, optionally one member's. */
export async function badgeAwardPage(
  ctx: AppContext,
  badgeId: number,
  query: { page: number; pageSize: number; username: string | null },
) {
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
      object_type: row.objectType,
      object_id: String(row.objectId),
      question_id: row.questionId ? String(row.questionId) : "",
      answer_id: row.answerId ? String(row.answerId) : "",
      comment_id: row.objectType === "comment" ? String(row.objectId) : "",
      title: row.title,
      url_title: row.title ? urlTitle(row.title) : "",
      created_at: row.createdAt,
      author_user_info: toUserSummary(row.user),
    })),
  };
}

export type BadgeAward = Awaited<ReturnType<typeof badgeAwardPage>>["list"][number];
