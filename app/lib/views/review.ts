// A suggested edit waiting for review, as the review page shows it: the object as it stands and the suggestion.
import type { ReviewObjectType } from "~/lib/review";
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

/** A queue of the review page and what waits in it. */
export type ReviewQueue = { name: "suggested_post_edit"; todoAmount: number };
