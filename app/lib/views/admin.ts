// The back office's lists: members as administrators manage them, and the mail outbox.
import type { UserStatusName } from "~/lib/status";

export type AdminUser = {
  id: number;
  username: string;
  displayName: string;
  rank: number;
  email: string;
  createdAt: number;
  suspendedAt: number | null;
  deletedAt: number | null;
  status: UserStatusName;
  roleId: number;
  /** The stored avatar JSON. */
  avatar: string;
  mailStatus: number;
  /** Whether the email is verified (an unverified member shows as inactive). */
  activated: boolean;
};

export type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
  status: number;
  createdAt: number;
};

/** The dashboard: how much the site holds and how it is set up. */
export type DashboardInfo = {
  questionCount: number;
  answerCount: number;
  commentCount: number;
  voteCount: number;
  userCount: number;
  /** Reports waiting for a moderator. */
  reportCount: number;
  loginRequired: boolean;
  https: boolean;
  timeZone: string;
  smtp: "enabled" | "not_configured";
  version: string;
};
