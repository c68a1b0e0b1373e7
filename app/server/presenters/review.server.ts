// The API's shapes of the review queue (SPEC §3 review item and review type; ids as strings, "0" for none).
import { toUserSummary } from "./posts.server";
import type { ReviewQueue, UnreviewedItem } from "~/lib/views/review";
import { formatObjectId, optionalObjectId } from "~/lib/object-ids";

export function toUnreviewedItem(item: UnreviewedItem) {
  return {
    type: item.type,
    info: {
      object_id: formatObjectId(item.type, item.objectId),
      question_id: optionalObjectId("question", item.questionId),
      title: item.current.title,
      content: item.current.content,
      tags: item.current.tags,
      slug_name: item.current.slugName,
      status: item.current.status,
      author: toUserSummary(item.current.author),
    },
    unreviewed_info: {
      id: String(item.id),
      content: item.suggested,
      reason: item.reason,
      user_info: toUserSummary(item.editor),
      create_at: item.createdAt,
    },
  };
}

export function toReviewQueue(queue: ReviewQueue) {
  return { name: queue.name, todo_amount: queue.todoAmount };
}
