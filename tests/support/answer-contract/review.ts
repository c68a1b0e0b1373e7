// Moderation and history as Answer's client reads them: revisions and suggested edits, flags (reports) and the
// review queues, the review type counts, and a post's timeline.
import * as v from "valibot";
import { Count, IdString, Int, OptionalNumericId, PageOf, TagRef, UnixSeconds, UserBasicInfo } from "./common";
import type { ContractEntry } from "./index";

/**
 * A revision as the edit pages' "revision" picker reads it: `create_at * 1000`, the editor's display_name, the
 * edit summary (reason), and content, the object as it was: {content} for questions and answers (read with ?.),
 * {original_text, display_name, slug_name} for tags (read without a guard).
 */
const RevisionItem = v.object({
  create_at: UnixSeconds,
  reason: v.optional(v.string()),
  user_info: v.object({ display_name: v.string() }),
  content: v.object({
    content: v.optional(v.string()),
    original_text: v.optional(v.string()),
    display_name: v.optional(v.string()),
    slug_name: v.optional(v.string()),
  }),
});

/** The fields both review queues share (FlagContent, QueuedContent, ApproveDropdown, utils/generateData). */
const ReviewPostEntries = {
  object_type: v.string(),
  object_id: IdString,
  question_id: v.string(),
  answer_id: v.string(),
  comment_id: v.string(),
  url_title: v.optional(v.string()),
  title: v.string(),
  original_text: v.string(),
  parsed_text: v.string(),
  tags: v.nullish(v.array(TagRef)),
  // Looked up in ADMIN_LIST_STATUS: 1 normal, 2 closed, 10 deleted, 11 pending.
  object_status: Int,
  // 2 is unlisted.
  object_show_status: Int,
  author_user_info: UserBasicInfo,
  created_at: UnixSeconds,
  submit_at: UnixSeconds,
};

export const REVIEW: ContractEntry[] = [
  {
    method: "GET",
    path: "/answer/api/v1/revisions",
    reads: v.array(RevisionItem),
    note: "Questions/Ask, EditAnswer, Tags/Edit: ?object_id=; newest first, the last one is the original",
  },
  {
    method: "GET",
    path: "/answer/api/v1/revisions/unreviewed",
    reads: PageOf(
      v.object({
        type: v.picklist(["question", "answer", "tag"]),
        info: v.object({
          object_id: v.string(),
          title: v.optional(v.string()),
          url_title: v.optional(v.string()),
          content: v.string(),
          tags: v.optional(v.array(TagRef)),
        }),
        unreviewed_info: v.object({
          id: IdString,
          object_id: IdString,
          create_at: UnixSeconds,
          reason: v.optional(v.string()),
          user_info: UserBasicInfo,
          // The suggested object: {title, content, tags, question_id} for posts, {slug_name, original_text} for tags.
          content: v.record(v.string(), v.unknown()),
        }),
      }),
    ),
    note: "Review/components/SuggestContent: ?page=; list[0] is the edit on screen, info is the current version",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/revisions/audit",
    reads: v.unknown(),
    note: "SuggestContent: {id, operation: approve|reject}",
  },
  {
    method: "GET",
    path: "/answer/api/v1/revisions/edit/check",
    reads: v.unknown(),
    note: "components/Operate, Tags/Info, the edit-answer route loader: ?id=; a refusal must be a 400 with msg",
  },
  {
    method: "GET",
    path: "/answer/api/v1/reviewing/type",
    reads: v.array(v.object({ name: v.string(), label: v.pipe(v.string(), v.minLength(1)), todo_amount: Count })),
    note: "pages/Review, ReviewType: label is shown as '{label} ({todo_amount})'; name picks the queue",
  },
  {
    method: "GET",
    path: "/answer/api/v1/report/unreviewed/post",
    reads: PageOf(
      v.object({
        ...ReviewPostEntries,
        flag_id: IdString,
        answer_count: v.optional(Count),
        answer_accepted: v.optional(v.boolean()),
        submitter_user: UserBasicInfo,
        reason: v.object({
          name: v.string(),
          reason_type: Int,
          content_type: v.optional(v.string()),
        }),
        reason_content: v.optional(v.string()),
      }),
    ),
    note: "Review/components/FlagContent: ?page=; reason_type 60 with an http reason_content is a duplicate link",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/report/review",
    reads: v.unknown(),
    note: "FlagContent, ApproveDropdown, EditPostModal, hooks/useReportModal: settles a flag",
  },
  {
    method: "GET",
    path: "/answer/api/v1/review/pending/post/page",
    reads: PageOf(
      v.object({
        ...ReviewPostEntries,
        review_id: Int,
        submitter_display_name: v.string(),
        reason: v.optional(v.string()),
      }),
    ),
    note: "Review/components/QueuedContent: ?page=[&object_id=]; review_id goes back as a number",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/review/pending/post",
    reads: v.unknown(),
    note: "QueuedContent: {review_id, status: approve|reject}",
  },
  {
    method: "POST",
    path: "/answer/api/v1/report",
    reads: v.unknown(),
    note: "hooks/useReportModal: flag a question, answer, comment or user",
  },
  {
    method: "GET",
    path: "/answer/api/v1/activity/timeline",
    reads: v.object({
      object_info: v.object({
        object_type: v.string(),
        title: v.string(),
        question_id: v.string(),
        answer_id: v.optional(v.string()),
        url_title: v.optional(v.string()),
        display_name: v.optional(v.string()),
        main_tag_slug_name: v.optional(v.string()),
      }),
      timeline: v.array(
        v.object({
          activity_id: IdString,
          // Compared with > 0: "0" (no revision) or the revision's numeric id.
          revision_id: OptionalNumericId,
          created_at: UnixSeconds,
          activity_type: v.string(),
          comment: v.optional(v.string()),
          object_id: v.string(),
          cancelled: v.boolean(),
          cancelled_at: UnixSeconds,
          user_info: v.optional(UserBasicInfo),
        }),
      ),
    }),
    note: "pages/Timeline: ?object_id=&show_vote=; rows with revision_id > 0 open a diff",
  },
  {
    method: "GET",
    path: "/answer/api/v1/activity/timeline/detail",
    reads: v.object({
      new_revision: v.nullish(
        v.object({
          title: v.optional(v.string()),
          original_text: v.optional(v.string()),
          slug_name: v.optional(v.string()),
          main_tag_slug_name: v.optional(v.string()),
          tags: v.nullish(v.array(TagRef)),
        }),
      ),
      old_revision: v.nullish(
        v.object({
          title: v.optional(v.string()),
          original_text: v.optional(v.string()),
          slug_name: v.optional(v.string()),
          main_tag_slug_name: v.optional(v.string()),
          tags: v.nullish(v.array(TagRef)),
        }),
      ),
    }),
    note: "Timeline/components/Item → components/DiffContent: ?new_revision_id=&old_revision_id=",
  },
];
