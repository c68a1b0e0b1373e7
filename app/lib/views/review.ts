// A suggested edit waiting for review, as the review page shows it: the object as it stands and the suggestion.
import type { LawyerSubmission } from "./lawyers";
import type { ReviewObjectType, ReviewType } from "~/lib/review";
import type { UserSummary } from "./questions";

/** What a suggestion holds, by kind: a question's title, body and tags; an answer's or a tag's body. */
export type SuggestedContent = { title?: string; content: string; tags?: string[] };

export type UnreviewedItem = {
  /** The suggestion's id (what approve and reject name). */
  id: number;
  type: ReviewObjectType;
  objectId: number;
  /** The question edited, or the answer's question; 0 for a tag. */
  questionId: number;
  current: {
    title: string;
    /** the question's URL title ("" for a tag) */
    urlTitle: string;
    content: string;
    tags: string[];
    slugName: string;
    status: number;
    author: UserSummary | null;
  };
  suggested: SuggestedContent;
  reason: string;
  editor: UserSummary;
  createdAt: number;
};

/** What a moderator may do with a flagged post as it stands (SPEC §2 report review). */
export type FlagAction = "ignore" | "edit" | "close" | "delete" | "unlist";

/** A member's pending report of a post: why, in their words, and who. */
export type FlagReport = { id: number; reasonType: number; content: string; createdAt: number; reporter: UserSummary };

/** A flagged post as the review page shows it: the post as it stands, and every report pending on it. */
export type FlaggedPost = {
  /** the oldest pending report's id: what the actions name */
  flagId: number;
  objectType: "question" | "answer" | "comment";
  objectId: number;
  questionId: number;
  /** the answer flagged, or the answer a flagged comment is on; 0 otherwise */
  answerId: number;
  title: string;
  urlTitle: string;
  parsedText: string;
  /** the markdown, for the edit form */
  originalText: string;
  status: number;
  unlisted: boolean;
  answerCount: number;
  /** an answer: whether it is the accepted one; a question: whether it has one */
  accepted: boolean;
  tags: { slugName: string; displayName: string }[];
  author: UserSummary;
  firstAt: number;
  reports: FlagReport[];
  actions: FlagAction[];
};

/** A post held for review as the review page shows it: the post, why it waits, and who wrote it. */
export type QueuedPost = {
  /** the queue item's id (what approve and reject name) */
  reviewId: number;
  objectType: "question" | "answer";
  objectId: number;
  questionId: number;
  title: string;
  urlTitle: string;
  parsedText: string;
  originalText: string;
  status: number;
  unlisted: boolean;
  tags: { slugName: string; displayName: string }[];
  /** why it waits, in the reader's language */
  reason: string;
  submittedAt: number;
  createdAt: number;
  author: UserSummary;
};

/** The review page: the queues the reviewer may work, the one shown, and its item at the place asked. */
export type ReviewPage = {
  queues: ReviewQueue[];
  type: ReviewType | null;
  page: number;
  /** how many wait in the queue shown */
  count: number;
  queued: QueuedPost | null;
  flagged: FlaggedPost | null;
  suggested: UnreviewedItem | null;
  lawyer: LawyerSubmission | null;
};

/** A queue of the review page and what waits in it. */
export type ReviewQueue = { name: ReviewType; todoAmount: number };
