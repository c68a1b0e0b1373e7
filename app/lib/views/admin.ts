// The back office's lists: members as administrators manage them, and the mail outbox.
import type { UserStatusName } from "~/lib/status";
import type { UserSummary } from "./questions";

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
  /** The avatar's URL ("" for the default image). */
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

/** How this version compares with the newest release. */
export type VersionCheck =
  | { state: "off" }
  | { state: "failed" }
  | { state: "latest"; remoteVersion: string }
  | { state: "update"; remoteVersion: string };

/** The dashboard: how much the site holds and how it is set up. */
export type DashboardInfo = {
  questionCount: number;
  resolvedCount: number;
  /** a percentage with two decimals, of the listed questions */
  resolvedRate: string;
  unansweredCount: number;
  unansweredRate: string;
  answerCount: number;
  commentCount: number;
  voteCount: number;
  userCount: number;
  /** posts waiting for a moderator: flagged and held for review */
  reportCount: number;
  loginRequired: boolean;
  https: boolean;
  timeZone: string;
  smtp: "enabled" | "not_configured";
  version: string;
  /** what the release feed says of this version ("off" when 检查更新 is off or no feed is set) */
  versionCheck: VersionCheck;
  uploadsWritable: boolean;
  runtime: string;
  databaseVersion: string;
  storageBytes: number;
  databaseBytes: number;
  /** seconds since this instance started */
  uptime: number;
};

/** The search index's rebuild as the back office shows it (null times when none ever began or it is running). */
export type SearchIndexState = {
  running: boolean;
  /** questions up to this id are written again */
  indexedUpTo: number;
  /** the newest question when the rebuild began */
  lastId: number;
  /** how far, 0 to 100 */
  percent: number;
  startedAt: number | null;
  finishedAt: number | null;
};

/** A question of the back office's list (SPEC §3 admin question). */
export type AdminQuestion = {
  id: number;
  title: string;
  urlTitle: string;
  status: number;
  unlisted: boolean;
  pinned: boolean;
  voteCount: number;
  answerCount: number;
  acceptedAnswerId: number;
  createdAt: number;
  author: UserSummary;
};

/** An answer of the back office's list (SPEC §3 admin answer). */
export type AdminAnswer = {
  id: number;
  questionId: number;
  title: string;
  urlTitle: string;
  status: number;
  accepted: boolean;
  voteCount: number;
  excerpt: string;
  createdAt: number;
  author: UserSummary;
};
