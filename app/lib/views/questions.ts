// The question lists as pages show them: a page of questions in one order, each with its tags, author and last
// operation, and the hot card; and the actions a member may take on a post.
import type { QuestionOrder } from "~/lib/post-constants";

/** A member shown next to a post (avatar is the URL of their avatar, "" for the default image). */
export type UserSummary = {
  id: number;
  username: string;
  displayName: string;
  avatar: string;
  rank: number;
  status: number;
  /** a verified lawyer: the 认证律师 mark goes beside the name */
  lawyer: boolean;
};

export type TagSummary = { slugName: string; displayName: string };

/** What a question or an answer lets the member do (SPEC §3 member_actions). */
export type MemberAction =
  "report" | "edit" | "delete" | "undelete" | "close" | "reopen" | "pin" | "unpin" | "hide" | "show";

/** What the list says happened last: answered (by whom), modified, or asked. */
export type LastOperation = {
  type: "answered" | "modified" | "asked";
  at: number;
  /** who answered, edited or asked (nobody for an edit whose editor is not known) */
  member: UserSummary | null;
};

export type QuestionListItem = {
  id: number;
  title: string;
  /** the title's URL segment, "" until one is made (paths.question) */
  urlTitle: string;
  status: number;
  pin: number;
  voteCount: number;
  answerCount: number;
  viewCount: number;
  acceptedAnswerId: number;
  createdAt: number;
  editedAt: number | null;
  activeAt: number;
  parsedText: string;
  /** the jurisdiction by name ([] for none), and its code (the city's, else the province's; "" for none) */
  region: string[];
  regionCode: string;
  author: UserSummary;
  lastAnswerAt: number | null;
  lastAnswerer: UserSummary;
  tags: TagSummary[];
  operation: LastOperation;
};

/** A question of the hot card. */
export type HotQuestion = { id: number; title: string; urlTitle: string; answerCount: number };

export type QuestionListPage = {
  order: QuestionOrder;
  page: number;
  pageSize: number;
  count: number;
  list: QuestionListItem[];
  hot: HotQuestion[];
};
