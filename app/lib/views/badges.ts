// Badges as the pages show them: named in the reader's language, with how often each was awarded and earned.
import type { UserSummary } from "./questions";

export type BadgeState = "active" | "inactive";

export type Badge = {
  id: number;
  name: string;
  description: string;
  icon: string;
  level: number;
  groupName: string;
  isSingle: boolean;
  awardCount: number;
  /** How often the member reading earned it (0 for guests). */
  earnedCount: number;
  status: BadgeState;
};

export type BadgeGroup = { groupName: string; badges: Badge[] };

/** One award of a badge and the post it was for (ids are 0 where there is none, the title empty when not shown). */
export type BadgeAward = {
  objectType: string;
  objectId: number;
  questionId: number;
  answerId: number;
  commentId: number;
  title: string;
  urlTitle: string;
  createdAt: number;
  awardee: UserSummary;
};

/** A badge in the back office list. */
export type AdminBadge = Pick<
  Badge,
  "id" | "name" | "description" | "icon" | "level" | "groupName" | "awardCount" | "status"
>;

/** An event that failed every retry, parked for administrators. */
export type DeadLetter = { id: number; eventId: string; type: string; body: string; createdAt: number };
