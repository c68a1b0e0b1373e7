// The API's shapes of notifications and of the unread state the header polls (SPEC §3; ids as strings, "" for none).
import type { AppContext } from "../context.server";
import { present, toUserSummary } from "./posts.server";
import type { NotificationItem, UnreadStatus } from "~/lib/views/notifications";
import { formatObjectId, objectIdOfType, optionalObjectId } from "~/lib/object-ids";

/** notification/status; the poll token only when one was issued. */
export function toNotificationStatus(status: UnreadStatus & { pollToken?: string }) {
  return {
    inbox: status.inbox,
    achievement: status.achievement,
    revision: status.revision,
    can_revision: status.canRevision,
    badge_award: status.badgeAward
      ? {
          notification_id: String(status.badgeAward.notificationId),
          badge_id: formatObjectId("badge", status.badgeAward.badgeId),
          name: status.badgeAward.name,
          icon: status.badgeAward.icon,
          level: status.badgeAward.level,
        }
      : null,
    ...(status.pollToken === undefined ? {} : { poll_token: status.pollToken }),
  };
}

/** Answer's clients show `notification_action` as the sentence itself and know a badge as `badge_award`. */
export function toNotificationItem(ctx: AppContext, item: NotificationItem) {
  const badge = item.objectType === "badge";
  return {
    id: String(item.id),
    is_read: item.isRead,
    ...present("user_info", toUserSummary(item.actor)),
    notification_action: ctx.t(`notifications.actions.${item.action}`),
    notification_action_key: item.action,
    update_time: item.createdAt,
    rank: item.rankDelta,
    object_info: {
      object_type: badge ? "badge_award" : item.objectType,
      object_id: objectIdOfType(item.objectType, item.objectId),
      title: item.title,
      url_title: item.urlTitle,
      object_map: {
        question: optionalObjectId("question", item.questionId, ""),
        answer: optionalObjectId("answer", item.answerId, ""),
        comment: optionalObjectId("comment", item.commentId, ""),
        badge_id: optionalObjectId("badge", item.badgeId, ""),
      },
    },
  };
}
