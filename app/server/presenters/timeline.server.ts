// The API's shapes of a post's history (SPEC §7 activity/timeline and revisions; ids as strings, times as Unix seconds).
import type { PostTimeline, RevisionEntry, RevisionSide, TagTimeline } from "~/lib/views/timeline";
import { formatObjectId, optionalObjectId } from "~/lib/object-ids";
import { present, toSlugTags, toUserSummary } from "./posts.server";

/** GET activity/timeline: the post and its activities. */
export function toTimelineInfo(timeline: PostTimeline) {
  const objectType = timeline.answerId ? "answer" : "question";
  const objectId = timeline.answerId
    ? formatObjectId("answer", timeline.answerId)
    : formatObjectId("question", timeline.question.id);
  return {
    object_info: {
      title: timeline.question.title,
      object_type: objectType,
      question_id: formatObjectId("question", timeline.question.id),
      answer_id: optionalObjectId("answer", timeline.answerId),
    },
    timeline: timeline.items.map((item) => ({
      activity_id: item.key.startsWith("vote-") ? item.key : String(item.id),
      revision_id: String(item.revisionId),
      created_at: item.createdAt,
      activity_type: item.type,
      username: item.user?.username ?? "",
      user_display_name: item.user?.displayName ?? "",
      ...present("user_info", toUserSummary(item.user)),
      comment: item.reason || item.comment,
      object_id: objectId,
      object_type: objectType,
      cancelled: item.cancelled,
      cancelled_at: item.cancelledAt ?? 0,
    })),
  };
}

/** GET activity/timeline of a tag: its applied revisions, as Answer's timeline page lists them. */
export function toTagTimelineInfo(timeline: TagTimeline) {
  const objectId = formatObjectId("tag", timeline.tag.id);
  return {
    object_info: {
      title: timeline.tag.displayName,
      object_type: "tag",
      question_id: "",
      answer_id: "",
      main_tag_slug_name: timeline.tag.slugName,
      display_name: timeline.tag.displayName,
    },
    timeline: timeline.items.map((item) => ({
      activity_id: String(item.id),
      revision_id: String(item.id),
      created_at: item.createdAt,
      activity_type: item.type,
      username: item.user.username,
      user_display_name: item.user.displayName,
      comment: item.reason,
      object_id: objectId,
      object_type: "tag",
      cancelled: false,
      cancelled_at: 0,
    })),
  };
}

/**
 * One side of activity/timeline/detail: the stored snapshot's fields between the id and the reason, with the body
 * also as original_text and the tags as objects, as Answer's diff view reads them.
 */
function toRevisionSide(side: RevisionSide | null) {
  if (!side) return null;
  const { tags, ...snapshot } = side.snapshot;
  return {
    id: String(side.id),
    ...snapshot,
    ...(snapshot.content === undefined ? {} : { original_text: snapshot.content }),
    ...(tags === undefined ? {} : { tags: toSlugTags(tags) }),
    reason: side.reason,
    create_at: side.createdAt,
  };
}

/** GET activity/timeline/detail: two revisions of a post. */
export function toRevisionPair(pair: { newer: RevisionSide; older: RevisionSide | null }) {
  return { new_revision: toRevisionSide(pair.newer), old_revision: toRevisionSide(pair.older) };
}

/** GET revisions: one revision of a post's history. */
export function toRevisionInfo(revision: RevisionEntry) {
  return {
    revision_id: String(revision.id),
    create_at: revision.createdAt,
    reason: revision.reason,
    user_info: { username: revision.user.username, display_name: revision.user.displayName },
    content: {
      title: revision.title,
      original_text: revision.originalText,
      content: revision.originalText,
      tags: toSlugTags(revision.tags),
      ...(revision.tag ? { slug_name: revision.tag.slugName, display_name: revision.tag.displayName } : {}),
    },
  };
}
