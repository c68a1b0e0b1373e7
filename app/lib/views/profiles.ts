// A member's profile as its pages show it (SPEC §2 users/{username}/{tab}, §3 profile user): the member, and one tab.
import type { Badge } from "./badges";
import type { BookmarkEntry, ReputationEntry } from "./personal";
import type { TagSummary } from "./questions";
import type { ProfileTab } from "~/lib/profile-tabs";
import type { PublicLawyerView } from "./lawyers";

/** A member as their profile's header shows them; `email` only for the member themself. */
export type ProfileMember = {
  id: number;
  username: string;
  displayName: string;
  avatar: string;
  rank: number;
  status: "normal" | "inactive" | "suspended";
  roleId: number;
  bio: string;
  bioHtml: string;
  website: string;
  location: string;
  questionCount: number;
  answerCount: number;
  followCount: number;
  createdAt: number;
  lastSeenAt: number;
  suspendedAt: number;
  badgeCounts: { gold: number; silver: number; bronze: number };
  email: string | null;
  /** a verified lawyer: the 认证律师 mark */
  lawyer: boolean;
  /** where and in what the member practises, once verified */
  practice: PublicLawyerView | null;
};

export type ProfileQuestion = {
  id: number;
  title: string;
  urlTitle: string;
  status: number;
  unlisted: boolean;
  voteCount: number;
  answerCount: number;
  viewCount: number;
  collectionCount: number;
  acceptedAnswerId: number;
  createdAt: number;
  tags: TagSummary[];
};

export type ProfileAnswer = {
  id: number;
  questionId: number;
  title: string;
  urlTitle: string;
  status: number;
  accepted: boolean;
  voteCount: number;
  createdAt: number;
  updatedAt: number;
  tags: TagSummary[];
};

export type ProfileComment = {
  id: number;
  objectType: "question" | "answer";
  objectId: number;
  questionId: number;
  title: string;
  urlTitle: string;
  parsedText: string;
  voteCount: number;
  createdAt: number;
};

export type ProfileVote = {
  objectType: "question" | "answer";
  objectId: number;
  questionId: number;
  title: string;
  urlTitle: string;
  direction: "up" | "down";
  createdAt: number;
};

export type Counted<T> = { count: number; list: T[] };

export type TopPosts = { questions: ProfileQuestion[]; answers: ProfileAnswer[] };

/** What a tab shows, by tab. */
export type ProfileTabContent =
  | { tab: "overview"; top: TopPosts; recentBadges: Badge[] }
  | { tab: "answers"; page: Counted<ProfileAnswer> }
  | { tab: "questions"; page: Counted<ProfileQuestion> }
  | { tab: "comments"; page: Counted<ProfileComment> }
  | { tab: "reputation"; page: Counted<ReputationEntry> }
  | { tab: "badges"; badges: Badge[] }
  | { tab: "bookmarks"; page: Counted<BookmarkEntry> }
  | { tab: "votes"; page: Counted<ProfileVote> };

export type ProfilePage = { member: ProfileMember; isOwner: boolean; content: ProfileTabContent; tab: ProfileTab };
