// Notifications (SPEC §2, §3; REFERENCE.md): the inbox tells a member what others did to their posts, the achievement
// list what they earned. The actions are part of the JSON API (notification_action).
import { paths } from "./paths";

export const NotificationType = { inbox: 1, achievement: 2 } as const;
export type NotificationTypeName = keyof typeof NotificationType;

export const INBOX_TYPES = ["posts", "votes", "invites"] as const;
/** The inbox's types: those above have a tab each; the verdicts on a member's lawyer profile show under "all". */
export type InboxType = (typeof INBOX_TYPES)[number] | "account";

/** What happened, by inbox type; achievements are reputation changes and badge awards. */
export const NOTIFICATION_ACTIONS = {
  posts: [
    "answered",
    "commented_question",
    "commented_answer",
    "replied",
    "mentioned",
    "edited",
    "accepted",
    "closed",
    "deleted",
  ],
  votes: ["vote_up", "vote_down"],
  invites: ["invited"],
  account: ["lawyer_verified", "lawyer_rejected", "lawyer_revoked", "lawyer_recheck"],
  achievement: ["reputation", "badge_award"],
} as const;

export type InboxAction = (typeof NOTIFICATION_ACTIONS)[InboxType][number];
export type AchievementAction = (typeof NOTIFICATION_ACTIONS)["achievement"][number];
export type NotificationAction = InboxAction | AchievementAction;

/** The inbox type an action is listed under. */
export function inboxTypeOf(action: InboxAction): InboxType {
  return INBOX_TYPES.find((type) => (NOTIFICATION_ACTIONS[type] as readonly string[]).includes(action)) ?? "account";
}

export type LawyerAction = (typeof NOTIFICATION_ACTIONS)["account"][number];

/** The tabs of the notifications page: the inbox with its sub-types ("all" first), and achievements. */
export const INBOX_TABS = ["all", ...INBOX_TYPES] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

/** Where a notification leads: its badge, or its question (at the answer or comment it is about). */
export function notificationHref(
  item: {
    objectType: string;
    urlTitle: string;
    questionId: number;
    answerId: number;
    commentId: number;
    badgeId: number;
  },
  permalink: number,
): string {
  if (item.objectType === "badge") return paths.badge(item.badgeId);
  if (item.objectType === "lawyer") return paths.settings("lawyer");
  const page = paths.question({ id: item.questionId, urlTitle: item.urlTitle }, permalink, {
    answerId: item.answerId || undefined,
  });
  if (item.commentId) return page + paths.commentAnchor(item.commentId);
  return item.answerId ? page + paths.answerAnchor(item.answerId) : page;
}

/** A member's unread counts by type and the newest unread badge award, as D1 holds them (the counter object keeps them). */
export type UnreadState = {
  inbox: number;
  achievement: number;
  badgeAward: { notificationId: number; badgeId: number; slug: string; icon: string; level: number } | null;
};
