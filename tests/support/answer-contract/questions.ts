// Questions as Answer's client reads them: the lists (home, hot, tag pages, linked, related), the question page,
// asking and editing, and the actions on a question (follow, bookmark, vote, reactions, close, pin, invite).
import * as v from "valibot";
import {
  Count,
  IdString,
  Int,
  MemberAction,
  MemberActions,
  OptionalNumericId,
  PageOf,
  TagRef,
  UnixSeconds,
  UserBasicInfo,
} from "./common";
import type { ContractEntry } from "./index";

/** The answered mark in lists is `accepted_answer_id >= 1` (or `> 0`): "0" or "" for none, digits for one. */
const AcceptedAnswerId = OptionalNumericId;

/**
 * A row of question/page as components/QuestionList reads it (also PinList and HotQuestions): pinned rows are
 * `pin === 2`, closed ones `status === 2`, the time shown is operated_at on the Active tab and created_at elsewhere,
 * and description is inserted as HTML.
 */
export const QuestionPageItem = v.object({
  id: IdString,
  title: v.string(),
  url_title: v.optional(v.string()),
  description: v.string(),
  pin: Int,
  status: Int,
  tags: v.array(TagRef),
  operator: UserBasicInfo,
  created_at: UnixSeconds,
  operated_at: UnixSeconds,
  vote_count: Int,
  answer_count: Count,
  view_count: Count,
  accepted_answer_id: AcceptedAnswerId,
});

/** The short rows of the sidebars (RelatedQuestions, LinkedQuestions). */
const QuestionLinkItem = v.object({
  id: IdString,
  title: v.string(),
  url_title: v.optional(v.string()),
  answer_count: Count,
  accepted_answer_id: AcceptedAnswerId,
});

/** The banner over a closed or otherwise operated question (Detail/components/Alert): msg is a URL for duplicates. */
const QuestionOperation = v.object({
  type: v.string(),
  level: v.string(),
  msg: v.string(),
  description: v.string(),
  time: UnixSeconds,
});

/**
 * question/info as the question page (Detail, Detail/components/Question), the ask page in edit mode and the linked
 * page read it. Closed is `status === 2`; a question with an operation banner or closed hides the answer form.
 */
export const QuestionDetail = v.object({
  id: IdString,
  title: v.string(),
  url_title: v.optional(v.string()),
  content: v.string(),
  html: v.string(),
  description: v.optional(v.string()),
  tags: v.array(TagRef),
  view_count: Count,
  vote_count: Int,
  vote_status: v.string(),
  collected: v.boolean(),
  collection_count: Count,
  create_time: UnixSeconds,
  edit_time: UnixSeconds,
  status: Int,
  is_followed: v.boolean(),
  user_info: UserBasicInfo,
  update_user_info: v.optional(UserBasicInfo),
  last_answered_user_info: v.optional(UserBasicInfo),
  member_actions: MemberActions,
  extends_actions: v.optional(v.array(MemberAction)),
  operation: v.optional(QuestionOperation),
  accepted_answer_id: AcceptedAnswerId,
  answered: v.boolean(),
  first_answer_id: v.string(),
});

/** A user offered or chosen for an invitation (InviteToAnswer, PeopleDropdown): matched by id and username. */
export const InvitableUser = v.object({
  id: IdString,
  username: v.string(),
  display_name: v.string(),
  avatar: v.string(),
});

const ReactionSummary = v.array(
  v.object({ emoji: v.string(), count: Count, tooltip: v.string(), is_active: v.boolean() }),
);

export const QUESTIONS: ContractEntry[] = [
  {
    method: "GET",
    path: "/answer/api/v1/question/page",
    reads: PageOf(QuestionPageItem),
    note: "components/QuestionList, HotQuestions (order=hot&in_days=7), Tags/Detail (tag=); guests too",
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/recommend/page",
    reads: PageOf(QuestionPageItem),
    note: "pages/Questions order=recommend, members only; rendered by components/QuestionList",
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/similar/tag",
    reads: PageOf(QuestionLinkItem),
    note: "Detail/components/RelatedQuestions: ?question_id=&page_size=; hidden when count is 0",
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/similar",
    reads: v.array(
      v.object({
        id: IdString,
        title: v.string(),
        url_title: v.optional(v.string()),
        answer_count: Count,
        accepted_answer: v.boolean(),
        status: v.string(),
      }),
    ),
    note: "Ask/components/SearchQuestion: ?title=; here status is a word (`=== 'closed'`), not the number of lists",
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/info",
    reads: QuestionDetail,
    note: "pages/Questions/Detail, Ask (edit: title, content, tags), Linked (title): ?id=; 404 shows the 404 page",
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/link",
    reads: PageOf(QuestionPageItem),
    note: "pages/Questions/Linked (full QuestionList rows) and Detail/components/LinkedQuestions (short rows)",
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/invite",
    reads: v.array(InvitableUser),
    note: "Detail/components/InviteToAnswer: ?id=<question>; the users already invited",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/question/invite",
    reads: v.unknown(),
    note: "InviteToAnswer: reloads the invite list afterwards",
  },
  {
    method: "POST",
    path: "/answer/api/v1/question",
    reads: v.object({ id: IdString, url_title: v.optional(v.string()) }),
    note: "pages/Questions/Ask: navigates to the new question's id (and url_title for the slug)",
  },
  {
    method: "POST",
    path: "/answer/api/v1/question/answer",
    reads: v.object({ question: v.object({ id: IdString, url_title: v.optional(v.string()) }) }),
    note: "Ask with 'answer your own question': {info, question}; the client reads question.id and url_title",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/question",
    reads: v.object({ url_title: v.optional(v.string()), wait_for_review: v.boolean() }),
    note: "Ask in edit mode: wait_for_review true shows the 'sent for review' toast on the question page",
  },
  { method: "DELETE", path: "/answer/api/v1/question", reads: v.unknown(), note: "components/Operate" },
  {
    method: "PUT",
    path: "/answer/api/v1/question/status",
    reads: v.unknown(),
    note: "hooks/useReportModal (close with close_type/close_msg)",
  },
  { method: "PUT", path: "/answer/api/v1/question/reopen", reads: v.unknown(), note: "components/Operate" },
  {
    method: "PUT",
    path: "/answer/api/v1/question/operation",
    reads: v.unknown(),
    note: "components/Operate, admin Questions: pin, unpin, hide, show",
  },
  { method: "POST", path: "/answer/api/v1/question/recover", reads: v.unknown(), note: "components/Operate undelete" },
  {
    method: "POST",
    path: "/answer/api/v1/follow",
    reads: v.object({ is_followed: v.boolean(), follows: v.optional(Count) }),
    note: "questions and tags: Detail/components/Question, pages/Tags, Search/components/Head, Tags/Detail (SWR)",
  },
  {
    method: "POST",
    path: "/answer/api/v1/collection/switch",
    reads: v.object({ object_collection_count: Count }),
    note: "components/Actions bookmark button shows the new count",
  },
  {
    method: "POST",
    path: "/answer/api/v1/vote/up",
    reads: v.object({ votes: Int, vote_status: v.string() }),
    note: "components/Actions: votes is the new score; vote_status 'vote_up' | 'vote_down' | '' lights the buttons",
  },
  {
    method: "POST",
    path: "/answer/api/v1/vote/down",
    reads: v.object({ votes: Int, vote_status: v.string() }),
    note: "components/Actions (comments also vote up, ignoring the answer)",
  },
  {
    method: "GET",
    path: "/answer/api/v1/meta/reaction",
    reads: v.object({ reaction_summary: v.nullish(ReactionSummary) }),
    note: "Detail/components/Reactions: ?object_id=; entries with count <= 0 are skipped",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/meta/reaction",
    reads: v.object({ reaction_summary: v.nullish(ReactionSummary) }),
    note: "Detail/components/Reactions: res.reaction_summary replaces the list (res itself must not be null)",
  },
];
