// A member's notifications (SPEC §2 users/notifications, §7 notification/*): the unread counts the header polls come
// from the member's counter object and never from D1; the pages read D1; marking read writes D1 and then has the
// counter object count again.
import type { AppContext } from "../context.server";
import type { Env } from "../env.server";
import { markAllReadStatement, markReadStatement, selectNotificationPage } from "../models/notifications.server";
import { toUserSummary } from "./post-presenters.server";
import { requireUser } from "./guards.server";
import { NotificationType, type InboxTab, type NotificationTypeName } from "~/lib/notifications";
import { urlTitle } from "~/lib/permalink";

/** The counter object of one member (DESIGN.md decision 3). */
export function counterOf(env: Pick<Env, "NOTIFICATION_COUNTERS">, userId: number) {
  return env.NOTIFICATION_COUNTERS.get(env.NOTIFICATION_COUNTERS.idFromName(`user:${userId}`));
}

/** notification/status: what the 6-second poll asks, answered by the member's counter object alone. */
export async function notificationStatus(ctx: AppContext) {
  const user = requireUser(ctx);
  const counts = await counterOf(ctx.env, user.id).counts();
  return {
    inbox: counts.inbox,
    achievement: counts.achievement,
    revision: counts.review,
    can_revision: false,
    badge_award: counts.badgeAward
      ? { notification_id: String(counts.badgeAward.notificationId), badge_id: String(counts.badgeAward.badgeId) }
      : null,
  };
}

export type NotificationQuery = { type: NotificationTypeName; tab: InboxTab; page: number; pageSize: number };

/** One page of the member's notifications of a type (the inbox by sub-type), newest first. */
export async function notificationPage(ctx: AppContext, query: NotificationQuery) {
  const user = requireUser(ctx);
  const { list, total } = selectNotificationPage(
    ctx.db,
    user.id,
    { type: NotificationType[query.type], inboxType: query.type === "inbox" && query.tab !== "all" ? query.tab : null },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const [rows, [counted]] = await ctx.db.batch([list, total]);
  return {
    count: counted?.total ?? 0,
    list: rows.map((row) => {
      const badge = row.objectType === "badge";
      const title = badge ? (row.badgeSlug ? ctx.t(`badges.${row.badgeSlug}.name`) : "") : row.title;
      return {
        id: String(row.id),
        is_read: row.isRead,
        user_info: row.actor.id ? toUserSummary(row.actor) : null,
        notification_action: row.action,
        update_time: row.createdAt,
        rank: row.rankDelta,
        object_info: {
          object_type: row.objectType,
          object_id: String(row.objectId),
          title,
          url_title: badge || !title ? "" : urlTitle(title),
          object_map: {
            question: row.questionId ? String(row.questionId) : "",
            answer: row.answerId ? String(row.answerId) : "",
            comment: row.commentId ? String(row.commentId) : "",
            badge_id: row.badgeId ? String(row.badgeId) : "",
          },
        },
      };
    }),
  };
}

export type NotificationItem = Awaited<ReturnType<typeof notificationPage>>["list"][number];

/** Marks one of the member's notifications read; an id that is not theirs changes nothing. */
export async function markNotificationRead(ctx: AppContext, id: number) {
  const user = requireUser(ctx);
  await markReadStatement(ctx.db, user.id, id).run();
  return counterOf(ctx.env, user.id).refresh(user.id);
}

/** Marks all of the member's notifications of a type read. */
export async function markAllNotificationsRead(ctx: AppContext, type: NotificationTypeName) {
  const user = requireUser(ctx);
  await markAllReadStatement(ctx.db, user.id, NotificationType[type]).run();
  return counterOf(ctx.env, user.id).refresh(user.id);
}
