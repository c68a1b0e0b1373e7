// Badges and their awards in D1 (REFERENCE.md): the award statements of the badge consumer, and the reads of the
// badges centre and a badge's page.
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { sqlConstant, sqlList, type Db } from "../db/client.server";
import { PostStatus, READABLE_QUESTION_STATUSES, Show, UserStatus } from "~/lib/status";
import { BadgeStatus } from "~/lib/badges";
import { answers, badgeAwards, badges, comments, questions, users } from "../db/schema";
import { userColumns } from "./questions.server";
import { NotificationType } from "~/lib/notifications";

export type AwardObject = { objectType: "question" | "answer" | "comment" | "user"; objectId: number };

/**
 * The statements that award a badge, if it is active and `condition` holds, once per member for a single badge and
 * once per member and object for the others (the unique index backs it up); the badge's count follows, and each new
 * award tells its member once (the notification is named after the award, so a repeated award attempt tells nobody).
 */
export function awardStatements(
  db: Db,
  award: { slug: string; userId: number; at: number; condition?: SQL } & AwardObject,
) {
  const { slug, userId, objectType, objectId, at } = award;
  const condition = award.condition ?? sql`1`;
  return [
    db.run(sql`INSERT OR IGNORE INTO badge_awards (user_id, badge_id, object_type, object_id, created_at)
      SELECT ${userId}, b.id, ${objectType}, ${objectId}, ${at} FROM badges b
      WHERE b.slug = ${slug} AND b.status = ${sqlConstant(BadgeStatus.active)} AND (${condition})
        AND (b.is_single = 0 OR NOT EXISTS (SELECT 1 FROM badge_awards x WHERE x.user_id = ${userId} AND x.badge_id = b.id))`),
    db.run(sql`UPDATE badges SET award_count = (SELECT COUNT(*) FROM badge_awards WHERE badge_id = badges.id)
      WHERE slug = ${slug}`),
    db.run(sql`INSERT OR IGNORE INTO notifications
        (user_id, actor_id, type, inbox_type, action, object_type, object_id, badge_id, event_id, created_at)
      SELECT a.user_id, 0, ${NotificationType.achievement}, '', 'badge_award', 'badge', a.badge_id, a.badge_id,
        'badge-award:' || a.id, a.created_at
      FROM badge_awards a JOIN badges b ON b.id = a.badge_id
      WHERE b.slug = ${slug} AND a.user_id = ${userId} AND (b.is_single = 1 OR a.object_id = ${objectId})`),
  ];
}

/** Whether a member holds a badge (any award of it). */
export function selectEarned(db: Db, userId: number, slug: string) {
  return db
    .select({ id: badgeAwards.id })
    .from(badgeAwards)
    .innerJoin(badges, eq(badges.id, badgeAwards.badgeId))
    .where(and(eq(badgeAwards.userId, userId), eq(badges.slug, slug)))
    .limit(1);
}

/** Every badge with its award count and how often `userId` earned it (0 for guests). */
export function selectBadges(db: Db, userId: number | null) {
  return db
    .select({
      id: badges.id,
      slug: badges.slug,
      icon: badges.icon,
      level: badges.level,
      groupName: badges.groupName,
      isSingle: badges.isSingle,
      status: badges.status,
      awardCount: badges.awardCount,
      // the outer table named in full: drizzle writes a lone table's columns unqualified, which inside this subquery
      // would name the award's own id
      earnedCount: sql<number>`(SELECT COUNT(*) FROM badge_awards e WHERE e.badge_id = "badges"."id"
        AND e.user_id = ${userId ?? 0})`.mapWith(Number),
    })
    .from(badges)
    .orderBy(asc(badges.id));
}

export type BadgeRow = Awaited<ReturnType<typeof selectBadges>>[number];

/** The active badges, as selectBadges has them. */
export function selectActiveBadges(db: Db, userId: number | null) {
  return selectBadges(db, userId).where(eq(badges.status, BadgeStatus.active));
}

export function selectBadge(db: Db, id: number, userId: number | null) {
  return selectBadges(db, userId).where(eq(badges.id, id)).limit(1);
}

/** Switches a badge on or off; answers whether there was such a badge. */
export async function updateBadgeStatus(
  db: Db,
  id: number,
  status: (typeof BadgeStatus)[keyof typeof BadgeStatus],
): Promise<boolean> {
  const [changed] = await db.update(badges).set({ status }).where(eq(badges.id, id)).returning({ id: badges.id });
  return changed !== undefined;
}

const awardee = alias(users, "awardee");

/** One page of a badge's awards, newest first, optionally of one member, with the post each was for. */
export function selectAwardPage(
  db: Db,
  badgeId: number,
  filter: { username: string | null },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(badgeAwards.badgeId, badgeId),
    filter.username ? eq(awardee.username, filter.username) : undefined,
    // a member who was deleted is not listed
    sql`${awardee.status} != ${sqlConstant(UserStatus.deleted)}`,
  );
  // the question an award's post belongs to, and whether that post is still shown
  const questionId = sql<number>`CASE ${badgeAwards.objectType}
      WHEN 'question' THEN ${badgeAwards.objectId}
      WHEN 'answer' THEN ${answers.questionId}
      WHEN 'comment' THEN ${comments.questionId} ELSE 0 END`;
  const shown = alias(questions, "shown");
  const list = db
    .select({
      id: badgeAwards.id,
      objectType: badgeAwards.objectType,
      objectId: badgeAwards.objectId,
      createdAt: badgeAwards.createdAt,
      answerId: sql<number>`CASE ${badgeAwards.objectType} WHEN 'answer' THEN ${badgeAwards.objectId}
        WHEN 'comment' THEN CASE ${comments.objectType} WHEN 'answer' THEN ${comments.objectId} ELSE 0 END
        ELSE 0 END`
        .mapWith(Number)
        .as("award_answer_id"),
      questionId: sql<number>`${questionId}`.mapWith(Number).as("award_question_id"),
      title: sql<string>`COALESCE(${shown.title}, '')`.as("award_title"),
      urlTitle: sql<string>`COALESCE(${shown.urlTitle}, '')`.as("award_url_title"),
      user: userColumns(awardee, "awardee"),
    })
    .from(badgeAwards)
    .innerJoin(awardee, eq(awardee.id, badgeAwards.userId))
    .leftJoin(answers, and(eq(badgeAwards.objectType, "answer"), eq(answers.id, badgeAwards.objectId)))
    .leftJoin(comments, and(eq(badgeAwards.objectType, "comment"), eq(comments.id, badgeAwards.objectId)))
    .leftJoin(
      shown,
      sql`${shown.id} = ${questionId} AND ${shown.status} IN ${sqlList(READABLE_QUESTION_STATUSES)}
        AND ${shown.show} = ${sqlConstant(Show.listed)}`,
    )
    .where(where)
    .orderBy(desc(badgeAwards.createdAt), desc(badgeAwards.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = db
    .select({ total: count() })
    .from(badgeAwards)
    .innerJoin(awardee, eq(awardee.id, badgeAwards.userId))
    .where(where);
  return { list, total };
}

/** A shown post's score (its vote total), for the score badges' conditions; nothing for a deleted post. */
export const scoreOf = (objectType: "question" | "answer", objectId: number) =>
  objectType === "answer"
    ? sql`(SELECT vote_count FROM answers WHERE id = ${objectId} AND status = ${sqlConstant(PostStatus.normal)})`
    : sql`(SELECT vote_count FROM questions WHERE id = ${objectId} AND status IN ${sqlList(READABLE_QUESTION_STATUSES)})`;
