// A member's notifications as the pages show them, and the unread state the header polls.
import type { NotificationAction } from "~/lib/notifications";
import type { UserSummary } from "./questions";

/** A notification and what it is about (ids are 0 where there is none; the title is empty for a hidden question). */
export type NotificationItem = {
  id: number;
  isRead: boolean;
  /** Who did it; null for what the site did (reputation, badges). */
  actor: UserSummary | null;
  action: NotificationAction;
  createdAt: number;
  rankDelta: number;
  objectType: string;
  objectId: number;
  /** The question's title, or the badge's name in the reader's language. */
  title: string;
  /** the question's URL title ("" for a badge or a hidden question) */
  urlTitle: string;
  questionId: number;
  answerId: number;
  commentId: number;
  badgeId: number;
};

/** What the header's poll shows: unread counts, suggested edits to review, the newest unread badge award. */
export type UnreadStatus = {
  inbox: number;
  achievement: number;
  revision: number;
  canRevision: boolean;
  badgeAward: { notificationId: number; badgeId: number; name: string; icon: string; level: number } | null;
};
