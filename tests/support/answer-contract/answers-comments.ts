// Answers and comments as the question page reads them: the answer list, posting and editing an answer, accepting,
// and the comment threads under questions and answers.
import * as v from "valibot";
import { IdString, Int, MemberActions, PageOf, UnixSeconds, UserBasicInfo } from "./common";
import type { ContractEntry } from "./index";

/**
 * An answer as Detail/components/Answer renders it. accepted is 2 for the accepted one (1 otherwise); status 10
 * (deleted) and 11 (pending) put a banner over it, and deleted ones are filtered out unless the URL names them.
 * The times go through Number() and then FormatTime.
 */
export const AnswerItem = v.object({
  id: IdString,
  question_id: IdString,
  content: v.optional(v.string()),
  html: v.string(),
  create_time: UnixSeconds,
  update_time: UnixSeconds,
  accepted: Int,
  status: Int,
  user_info: UserBasicInfo,
  update_user_info: v.optional(UserBasicInfo),
  vote_count: Int,
  vote_status: v.string(),
  collected: v.optional(v.boolean()),
  member_actions: MemberActions,
});

/**
 * A comment as components/Comment reads it: sorted by created_at - created_at, vote_count is counted up and down
 * locally, member_actions is mapped without a guard (ActionBar), parsed_text is inserted as HTML and
 * original_text fills the edit box. The reply_* fields name the comment replied to, when there is one.
 */
export const CommentItem = v.object({
  comment_id: IdString,
  created_at: UnixSeconds,
  vote_count: Int,
  is_vote: v.boolean(),
  original_text: v.string(),
  parsed_text: v.string(),
  user_id: v.optional(v.string()),
  username: v.string(),
  user_display_name: v.string(),
  user_status: v.optional(v.string()),
  reply_comment_id: v.optional(v.string()),
  reply_username: v.optional(v.string()),
  reply_user_display_name: v.optional(v.string()),
  reply_user_status: v.optional(v.string()),
  member_actions: MemberActions,
});

export const ANSWERS_COMMENTS: ContractEntry[] = [
  {
    method: "GET",
    path: "/answer/api/v1/answer/page",
    reads: PageOf(AnswerItem),
    note: "pages/Questions/Detail: ?question_id=&page=1&page_size=999&order=; the page recounts from list",
  },
  {
    method: "GET",
    path: "/answer/api/v1/answer/info",
    reads: v.object({
      info: v.object({ content: v.string() }),
      question: v.object({ title: v.string(), html: v.string(), url_title: v.optional(v.string()) }),
    }),
    note: "pages/Questions/EditAnswer: ?id=; question.title and .html are read without ?. after the first render",
  },
  {
    method: "POST",
    path: "/answer/api/v1/answer",
    reads: v.object({ info: AnswerItem, question: v.optional(v.object({ id: IdString })) }),
    note: "Detail/components/WriteAnswer: {info, question}; info is appended to the list and rendered as an answer",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/answer",
    reads: v.object({ wait_for_review: v.boolean() }),
    note: "pages/Questions/EditAnswer: wait_for_review true shows the 'sent for review' toast",
  },
  { method: "DELETE", path: "/answer/api/v1/answer", reads: v.unknown(), note: "components/Operate" },
  {
    method: "POST",
    path: "/answer/api/v1/answer/acceptance",
    reads: v.unknown(),
    note: "Detail/components/Answer: answer_id '0' un-accepts; the page reloads the answers",
  },
  { method: "POST", path: "/answer/api/v1/answer/recover", reads: v.unknown(), note: "components/Operate undelete" },
  {
    method: "GET",
    path: "/answer/api/v1/comment/page",
    reads: PageOf(CommentItem),
    note: "components/Comment: ?object_id=&page=&page_size=&query_cond=vote (first page) [&comment_id=]",
  },
  {
    method: "POST",
    path: "/answer/api/v1/comment",
    reads: CommentItem,
    note: "components/Comment: the new comment is spliced into the thread as is",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/comment",
    reads: v.object({ parsed_text: v.string(), original_text: v.string() }),
    note: "components/Comment: replaces the edited comment's text with these",
  },
  { method: "DELETE", path: "/answer/api/v1/comment", reads: v.unknown(), note: "components/Comment" },
];
