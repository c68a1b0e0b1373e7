// A comment as the question page shows it: its text, author, the member it replies to, its votes and what the viewer
// may do with it. The JSON API's snake_case Comment is made from it by the comments presenter.
import type { UserSummary } from "./questions";

/** What a member may do with a comment. */
export type CommentAction = "report" | "edit" | "delete";

export type CommentView = {
  id: number;
  objectType: "question" | "answer";
  objectId: number;
  author: UserSummary;
  /** 0 when it replies to nobody */
  replyCommentId: number;
  /** the member it replies to: "" and 0 when nobody */
  replyUserDisplayName: string;
  replyUsername: string;
  replyUserId: number;
  replyUserStatus: number;
  createdAt: number;
  originalText: string;
  parsedText: string;
  voteCount: number;
  /** whether the viewer upvoted it */
  voted: boolean;
  actions: CommentAction[];
};

/** Some of a post's comments (the first ones, or a page) and how many it has. */
export type PostComments = { list: CommentView[]; total: number };
