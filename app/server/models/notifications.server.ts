// Members' notifications in D1: written by the queue's consumers (one per event, member and type: a redelivered
// event writes nothing twice), read by the notifications page and counted for the member's counter object.
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { sqlList, type Db } from "../db/client.server";
import { READABLE_QUESTION_STATUSES } from "~/lib/status";
import { badges, notifications, questions, users } from "../db/schema";
import { userColumns } from "./questions.server";
import { NotificationType, type InboxType, type NotificationAction, type UnreadState } from "~/lib/notifications";

export type NewNotification = {
  userId: number;
  actorId: number;
  type: (typeof NotificationType)[keyof typeof NotificationType];
  inboxType?: InboxType | "";
  action: NotificationAction;
  objectType: "question" | "answer" | "comment" | "badge" | "lawyer";
  objectId: number;
  questionId?: number;
  answerId?: number;
  commentId?: number;
  badgeId?: number;
  rankDelta?: number;
  eventId: string;
  at: number;
};

/** Writes a notification unless this event already gave this member one of its type. */
export function insertNotification(db: Db, notification: NewNotification) {
  const { at, ...values } = notification;
  return db
    .insert(notifications)
    .values({ ...values, inboxType: values.inboxType ?? "", createdAt: at })
    .onConflictDoNothing();
}

/** The members an event's notifications went to (the counters to refresh). */
export function selectEventRecipients(db: Db, eventId: string) {
  return db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.eventId, eventId));
}

/** The member has seen every notification of a type so far: the unread ones no longer count (Answer's red dot). */
export function markSeenStatement(db: Db, userId: number, type: number) {
  const newest = sql`(SELECT COALESCE(MAX(${notifications.id}), 0) FROM ${notifications}
    WHERE ${notifications.userId} = ${userId} AND ${notifications.type} = ${type})`;
  return db
    .update(users)
    .set(type === NotificationType.inbox ? { inboxSeenId: newest } : { achievementSeenId: newest })
    .where(eq(users.id, userId));
}

/** A member's unread counts by type (those not yet seen), and the newest unread badge award. */
export async function selectUnreadState(db: Db, userId: number): Promise<UnreadState> {
  const [byType, [award]] = await db.batch([
    db
      .select({ type: notifications.type, unread: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.isRead, false),
          // only what came after the newest one the member has seen of its type (PUT notification/status)
          gt(
            notifications.id,
            sql`(SELECT CASE ${notifications.type} WHEN ${NotificationType.inbox} THEN ${users.inboxSeenId}
              ELSE ${users.achievementSeenId} END FROM ${users} WHERE ${users.id} = ${userId})`,
          ),
        ),
      )
      .groupBy(notifications.type),
    db
      .select({
        notificationId: notifications.id,
        badgeId: notifications.badgeId,
        slug: badges.slug,
        icon: badges.icon,
        level: badges.level,
      })
      .from(notifications)
      .innerJoin(badges, eq(badges.id, notifications.badgeId))
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, NotificationType.achievement),
          eq(notifications.action, "badge_award"),
          eq(notifications.isRead, false),
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(1),
  ]);
  const unread = (type: number) => byType.find((row) => row.type === type)?.unread ?? 0;
  return {
    inbox: unread(NotificationType.inbox),
    achievement: unread(NotificationType.achievement),
    badgeAward: award ?? null,
  };
}

const actor = alias(users, "actor");

const readable = sql`${questions.status} IN ${sqlList(READABLE_QUESTION_STATUSES)}`;

/** A notification with its actor, the title of its question and the badge it names. */
function selectNotifications(db: Db) {
  return db
    .select({
      id: notifications.id,
      isRead: notifications.isRead,
      action: notifications.action,
      objectType: notifications.objectType,
      objectId: notifications.objectId,
      questionId: notifications.questionId,
      answerId: notifications.answerId,
      commentId: notifications.commentId,
      badgeId: notifications.badgeId,
      rankDelta: notifications.rankDelta,
      createdAt: notifications.createdAt,
      // a question that is no longer listed keeps its notification, without its title
      title: sql<string>`CASE WHEN ${readable} THEN ${questions.title} ELSE '' END`.as("question_title"),
      urlTitle: sql<string>`CASE WHEN ${readable} THEN ${questions.urlTitle} ELSE '' END`.as("question_url_title"),
      badgeSlug: sql<string>`COALESCE(${badges.slug}, '')`.as("badge_slug"),
      actor: userColumns(actor, "actor"),
    })
    .from(notifications)
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .leftJoin(questions, eq(questions.id, notifications.questionId))
    .leftJoin(badges, eq(badges.id, notifications.badgeId));
}

export type NotificationRow = Awaited<ReturnType<ReturnType<typeof selectNotifications>["all"]>>[number];

/** One page of a member's notifications of a type (and inbox type), newest first. */
export function selectNotificationPage(
  db: Db,
  userId: number,
  filter: { type: number; inboxType: InboxType | null },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(notifications.userId, userId),
    eq(notifications.type, filter.type),
    filter.inboxType ? eq(notifications.inboxType, filter.inboxType) : undefined,
  );
  const list = selectNotifications(db)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = db.select({ total: count() }).from(notifications).where(where);
  return { list, total };
}

/** One of the member's notifications (another member's id finds nothing). */
export function selectNotification(db: Db, userId: number, id: number) {
  return selectNotifications(db).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
}

/** Marks one of the member's notifications read and answers its id (another member's id changes and finds nothing). */
export function markReadStatement(db: Db, userId: number, id: number) {
  return db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
}

/** Marks all of the member's notifications of a type read. */
export function markAllReadStatement(db: Db, userId: number, type: number) {
  return db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type), eq(notifications.isRead, false)));
}
