// A member's profile lists: the reputation ledger and one's own bookmarks (ids are 0 where there is none).
import type { UserSummary } from "./questions";

export type ReputationEntry = {
  objectId: number;
  objectType: string;
  questionId: number;
  answerId: number;
  /** Empty when the post is no longer shown, and so is its URL title. */
  title: string;
  urlTitle: string;
  reason: string;
  delta: number;
  createdAt: number;
};

export type BookmarkEntry = {
  objectType: "question" | "answer";
  objectId: number;
  questionId: number;
  answerId: number;
  title: string;
  urlTitle: string;
  excerpt: string;
  voteCount: number;
  answerCount: number;
  viewCount: number;
  /** Whether the question has an accepted answer. */
  accepted: boolean;
  acceptedAnswerId: number;
  tags: { slugName: string; displayName: string }[];
  bookmarkedAt: number;
  /** when the bookmarked post was written, and by whom */
  postedAt: number;
  author: UserSummary;
};
