// A member's notifications (SPEC §2 users/notifications, §7 notification/*): the unread counts the header polls come
// from the member's counter object and never from D1; the pages read D1; marking read writes D1 and then has the
// counter object count again.
import type { AppContext } from "../context.server";
import type { Env } from "../env.server";
import type { Translate } from "../i18n.server";
import { notFound } from "../errors.server";
import {
  markAllReadStatement,
  markSeenStatement,
  markReadStatement,
  selectNotification,
  selectNotificationPage,
  type NotificationRow,
} from "../models/notifications.server";
import { requireUser } from "./guards.server";
import {
  NotificationType,
  type InboxTab,
  type NotificationAction,
  type NotificationTypeName,
} from "~/lib/notifications";
import { issuePollToken, type PollPass } from "../poll-token.server";
import { reviewCount, reviewScopes } from "./review-counts.server";
import { reviewMask, scopesOfMask } from "~/lib/review";
import type { NotificationItem, UnreadStatus } from "~/lib/views/notifications";

/** The counter object of one member (DESIGN.md decision 3). */
export function counterOf(env: Pick<Env, "NOTIFICATION_COUNTERS">, userId: number) {
  return env.NOTIFICATION_COUNTERS.get(env.NOTIFICATION_COUNTERS.idFromName(`user:${userId}`));
}

/** notification/status: what the 6-second poll asks, with a pass for the next polls (app/server/poll-token.server.ts). */
export async function notificationStatus(ctx: AppContext): Promise<UnreadStatus & { pollToken: string }> {
  const user = requireUser(ctx);
  const pass = { userId: user.id, reviewMask: reviewMask(reviewScopes(ctx, user)) };
  return {
    ...(await unreadStatus(ctx.env, pass, ctx.t)),
    pollToken: await issuePollToken(ctx.env.PASSWORD_PEPPER, pass, ctx.now()),
  };
}

/**
 * The member's unread counts and newest unread badge award, and the suggested edits waiting for them to review, from
 * the counter objects alone.
 */
export async function unreadStatus(
  env: Pick<Env, "NOTIFICATION_COUNTERS" | "REVIEW_COUNTER">,
  pass: PollPass,
  t: Translate,
): Promise<UnreadStatus> {
  const reviewTypes = scopesOfMask(pass.reviewMask);
  const [counts, review] = await Promise.all([counterOf(env, pass.userId).counts(), reviewCount(env, reviewTypes)]);
  return {
    inbox: counts.inbox,
    achievement: counts.achievement,
    revision: review,
    canRevision: reviewTypes.length > 0,
    badgeAward: counts.badgeAward
      ? {
          notificationId: counts.badgeAward.notificationId,
          badgeId: counts.badgeAward.badgeId,
          // counters kept before badges carried their level read as bronze
          level: counts.badgeAward.level ?? 1,
          name: t(`badges.${counts.badgeAward.slug}.name`),
          icon: counts.badgeAward.icon,
        }
      : null,
  };
}

export type NotificationQuery = { type: NotificationTypeName; tab: InboxTab; page: number; pageSize: number };

/** One page of the member's notifications of a type (the inbox by sub-type), newest first. */
export async function notificationPage(
  ctx: AppContext,
  query: NotificationQuery,
): Promise<{ count: number; list: NotificationItem[] }> {
  const user = requireUser(ctx);
  const { list, total } = selectNotificationPage(
    ctx.db,
    user.id,
    { type: NotificationType[query.type], inboxType: query.type === "inbox" && query.tab !== "all" ? query.tab : null },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const [rows, [counted]] = await ctx.db.batch([list, total]);
  return { count: counted?.total ?? 0, list: rows.map((row) => toNotificationItem(ctx, row)) };
}

/** A notification as the pages show it; a badge's is titled with the badge's name. */
function toNotificationItem(ctx: AppContext, row: NotificationRow): NotificationItem {
  const badge = row.objectType === "badge";
  return {
    id: row.id,
    isRead: row.isRead,
    actor: row.actor.id ? row.actor : null,
    action: row.action as NotificationAction,
    createdAt: row.createdAt,
    rankDelta: row.rankDelta,
    objectType: row.objectType,
    objectId: row.objectId,
    title: badge ? (row.badgeSlug ? ctx.t(`badges.${row.badgeSlug}.name`) : "") : row.title,
    urlTitle: badge ? "" : row.urlTitle,
    questionId: row.questionId,
    answerId: row.answerId,
    commentId: row.commentId,
    badgeId: row.badgeId,
  };
}

/** Opens one of the member's notifications: marks it read and answers it (null when it is not theirs). */
export async function openNotification(ctx: AppContext, id: number): Promise<NotificationItem | null> {
  const user = requireUser(ctx);
  const [[row]] = await ctx.db.batch([selectNotification(ctx.db, user.id, id), markReadStatement(ctx.db, user.id, id)]);
  if (!row) return null;
  await counterOf(ctx.env, user.id).refresh(user.id);
  return toNotificationItem(ctx, row);
}

/** Marks one of the member's notifications read; an id that is not theirs is a 404 and changes nothing. */
export async function markNotificationRead(ctx: AppContext, id: number) {
  const user = requireUser(ctx);
  const marked = await markReadStatement(ctx.db, user.id, id);
  if (marked.length === 0) throw notFound("error.notification.not_found");
  return counterOf(ctx.env, user.id).refresh(user.id);
}

/** The member has seen the notifications of a type (PUT notification/status): they stop counting, yet stay unread. */
export async function markNotificationsSeen(ctx: AppContext, type: NotificationTypeName) {
  const user = requireUser(ctx);
  await markSeenStatement(ctx.db, user.id, NotificationType[type]).run();
  await counterOf(ctx.env, user.id).refresh(user.id);
  return notificationStatus(ctx);
}

/** Marks all of the member's notifications of a type read. */
export async function markAllNotificationsRead(ctx: AppContext, type: NotificationTypeName) {
  const user = requireUser(ctx);
  await markAllReadStatement(ctx.db, user.id, NotificationType[type]).run();
  return counterOf(ctx.env, user.id).refresh(user.id);
}
