// The API's shapes of the review queue (SPEC §3 review item and review type; ids as strings, "0" for none).
import type { AppContext } from "../context.server";
import { toSlugTags, toUserSummary } from "./posts.server";
import { REASON_CONTENT } from "~/lib/report-reasons";
import { Show } from "~/lib/status";
import type { FlaggedPost, QueuedPost, ReviewQueue, UnreviewedItem } from "~/lib/views/review";
import { formatObjectId, optionalObjectId } from "~/lib/object-ids";

export function toUnreviewedItem(item: UnreviewedItem) {
  return {
    type: item.type,
    info: {
      object_id: formatObjectId(item.type, item.objectId),
      question_id: optionalObjectId("question", item.questionId),
      title: item.current.title,
      content: item.current.content,
      tags: toSlugTags(item.current.tags),
      slug_name: item.current.slugName,
      status: item.current.status,
      author: toUserSummary(item.current.author),
    },
    unreviewed_info: {
      id: String(item.id),
      object_id: formatObjectId(item.type, item.objectId),
      content: item.suggested,
      reason: item.reason,
      user_info: toUserSummary(item.editor),
      create_at: item.createdAt,
    },
  };
}

export function toReviewQueue(ctx: AppContext, queue: ReviewQueue) {
  return { name: queue.name, label: ctx.t(`review.types.${queue.name}`), todo_amount: queue.todoAmount };
}

/** A flagged post (report/unreviewed/post), in Apache Answer's fields; the reporters are ours beside them. */
export function toFlaggedPost(ctx: AppContext, post: FlaggedPost) {
  const [first] = post.reports;
  const reason = (type: number) => ({
    reason_type: type,
    name: ctx.t(`reasons.${type}.name`),
    description: ctx.t(`reasons.${type}.description`),
    content_type: REASON_CONTENT[type] ?? "",
    placeholder: "",
  });
  return {
    flag_id: formatObjectId("report", post.flagId),
    object_type: post.objectType,
    object_id: formatObjectId(post.objectType, post.objectId),
    question_id: formatObjectId("question", post.questionId),
    answer_id: optionalObjectId("answer", post.answerId),
    comment_id: post.objectType === "comment" ? formatObjectId("comment", post.objectId) : "0",
    title: post.title,
    url_title: post.urlTitle,
    original_text: post.originalText,
    parsed_text: post.parsedText,
    object_status: post.status,
    object_show_status: post.unlisted ? Show.unlisted : Show.listed,
    answer_count: post.objectType === "question" ? post.answerCount : 0,
    answer_accepted: post.accepted,
    tags:
      post.objectType === "question"
        ? post.tags.map((tag) => ({ slug_name: tag.slugName, display_name: tag.displayName }))
        : null,
    author_user_info: toUserSummary(post.author),
    created_at: post.firstAt,
    submit_at: first?.createdAt ?? post.firstAt,
    // the member who flagged it (Apache Answer names the author here)
    submitter_user: toUserSummary(first?.reporter ?? null),
    reason: first ? reason(first.reasonType) : null,
    reason_content: first?.content ?? "",
    reports: post.reports.map((report) => ({
      flag_id: formatObjectId("report", report.id),
      reason: reason(report.reasonType),
      reason_content: report.content,
      submitter_user: toUserSummary(report.reporter),
      submit_at: report.createdAt,
    })),
    member_actions: post.actions,
  };
}

/** A post held for review (review/pending/post/page), in Apache Answer's fields. */
export function toQueuedPost(post: QueuedPost) {
  return {
    review_id: post.reviewId,
    object_type: post.objectType,
    object_id: formatObjectId(post.objectType, post.objectId),
    question_id: formatObjectId("question", post.questionId),
    answer_id: post.objectType === "answer" ? formatObjectId("answer", post.objectId) : "0",
    comment_id: "0",
    title: post.title,
    url_title: post.urlTitle,
    original_text: post.originalText,
    parsed_text: post.parsedText,
    object_status: post.status,
    object_show_status: post.unlisted ? Show.unlisted : Show.listed,
    tags:
      post.objectType === "question"
        ? post.tags.map((tag) => ({ slug_name: tag.slugName, display_name: tag.displayName }))
        : null,
    author_user_info: toUserSummary(post.author),
    reason: post.reason,
    submitter_display_name: "",
    submit_at: post.submittedAt,
    created_at: post.createdAt,
  };
}
