// The API's shapes of badges, their awards and the back office's badge and dead-letter lists (SPEC §3 field names;
// ids as strings, an absent id as "").
import { toUserSummary } from "./posts.server";
import type { AdminBadge, Badge, BadgeAward, BadgeGroup, DeadLetter } from "~/lib/views/badges";
import { formatObjectId, objectIdOfType, optionalObjectId } from "~/lib/object-ids";

export function toBadgeInfo(badge: Badge) {
  return {
    id: formatObjectId("badge", badge.id),
    name: badge.name,
    description: badge.description,
    icon: badge.icon,
    level: badge.level,
    group_name: badge.groupName,
    is_single: badge.isSingle,
    award_count: badge.awardCount,
    earned_count: badge.earnedCount,
    status: badge.status,
  };
}

export function toBadgeGroups(groups: BadgeGroup[]) {
  return groups.map((group) => ({ group_name: group.groupName, badges: group.badges.map(toBadgeInfo) }));
}

export function toBadgeAward(award: BadgeAward) {
  return {
    object_type: award.objectType,
    object_id: objectIdOfType(award.objectType, award.objectId),
    question_id: optionalObjectId("question", award.questionId, ""),
    answer_id: optionalObjectId("answer", award.answerId, ""),
    comment_id: optionalObjectId("comment", award.commentId, ""),
    title: award.title,
    url_title: award.urlTitle,
    created_at: award.createdAt,
    author_user_info: toUserSummary(award.awardee),
  };
}

export function toAdminBadge(badge: AdminBadge) {
  return {
    id: formatObjectId("badge", badge.id),
    name: badge.name,
    description: badge.description,
    icon: badge.icon,
    level: badge.level,
    group_name: badge.groupName,
    award_count: badge.awardCount,
    status: badge.status,
  };
}

export function toDeadLetter(letter: DeadLetter) {
  return {
    id: String(letter.id),
    event_id: letter.eventId,
    type: letter.type,
    body: letter.body,
    created_at: letter.createdAt,
  };
}
