// The API's shapes of a member's profile and its lists (SPEC §7 personal/*, badge/user/awards): Apache Answer's
// field names, ids as typed strings, "0" where there is none.
import type { AppContext } from "../context.server";
import { toUserSummary } from "./posts.server";
import { reputationReasonKey } from "~/lib/reputation-reasons";
import { Accepted, Show, statusName } from "~/lib/status";
import type { Badge } from "~/lib/views/badges";
import type { BookmarkEntry, ReputationEntry } from "~/lib/views/personal";
import type { ProfileAnswer, ProfileComment, ProfileMember, ProfileQuestion, ProfileVote } from "~/lib/views/profiles";
import { formatObjectId, objectIdOfType, optionalObjectId } from "~/lib/object-ids";

/** A reputation change; rank_type is the reason in words, as Answer's clients show it (our key in reason). */
export function toReputationEntry(ctx: AppContext, entry: ReputationEntry) {
  return {
    object_id: objectIdOfType(entry.objectType, entry.objectId),
    object_type: entry.objectType,
    question_id: optionalObjectId("question", entry.questionId),
    answer_id: optionalObjectId("answer", entry.answerId),
    title: entry.title,
    url_title: entry.urlTitle,
    rank_type: ctx.t(reputationReasonKey(entry.reason)),
    reason: entry.reason,
    reputation: entry.delta,
    created_at: entry.createdAt,
  };
}

export function toBookmarkEntry(entry: BookmarkEntry) {
  return {
    object_type: entry.objectType,
    object_id: formatObjectId(entry.objectType, entry.objectId),
    question_id: optionalObjectId("question", entry.questionId),
    answer_id: optionalObjectId("answer", entry.answerId),
    title: entry.title,
    url_title: entry.urlTitle,
    excerpt: entry.excerpt,
    vote_count: entry.voteCount,
    answer_count: entry.answerCount,
    view_count: entry.viewCount,
    accepted: entry.accepted,
    tags: entry.tags.map((tag) => ({ slug_name: tag.slugName, display_name: tag.displayName })),
    bookmarked_at: entry.bookmarkedAt,
    // the row as Answer's clients list it: they link its id as a question (object_id names the answer)
    id: formatObjectId("question", entry.questionId),
    accepted_answer_id: optionalObjectId("answer", entry.acceptedAnswerId),
    create_time: entry.postedAt,
    user_info: toUserSummary(entry.author),
  };
}

const tagsOf = (tags: { slugName: string; displayName: string }[]) =>
  tags.map((tag) => ({ slug_name: tag.slugName, display_name: tag.displayName }));

/** GET personal/user/info: a member's profile header (the email only to the member themself). */
export function toProfileUserInfo(ctx: AppContext, member: ProfileMember) {
  return {
    id: formatObjectId("user", member.id),
    username: member.username,
    display_name: member.displayName,
    avatar: member.avatar,
    rank: member.rank,
    role_id: member.roleId,
    bio: member.bio,
    bio_html: member.bioHtml,
    website: member.website,
    location: member.location,
    question_count: member.questionCount,
    answer_count: member.answerCount,
    follow_count: member.followCount,
    created_at: member.createdAt,
    last_login_date: member.lastSeenAt,
    status: member.status,
    ...(member.status === "normal" ? {} : { status_msg: ctx.t(`profile.status_msg.${member.status}`) }),
    suspended_until: 0,
    badge_counts: member.badgeCounts,
    ...(member.email === null ? {} : { e_mail: member.email }),
  };
}

/** A question of a member's lists (Apache Answer's UserQuestionInfo). */
export function toProfileQuestion(question: ProfileQuestion) {
  return {
    question_id: formatObjectId("question", question.id),
    title: question.title,
    url_title: question.urlTitle,
    status: statusName(question.status),
    show: question.unlisted ? Show.unlisted : Show.listed,
    vote_count: question.voteCount,
    answer_count: question.answerCount,
    view_count: question.viewCount,
    collection_count: question.collectionCount,
    accepted_answer_id: optionalObjectId("answer", question.acceptedAnswerId),
    created_at: question.createdAt,
    tags: tagsOf(question.tags),
  };
}

/** An answer of a member's lists (Apache Answer's UserAnswerInfo: accepted is 2 when accepted). */
export function toProfileAnswer(answer: ProfileAnswer) {
  return {
    answer_id: formatObjectId("answer", answer.id),
    question_id: formatObjectId("question", answer.questionId),
    accepted: answer.accepted ? Accepted.yes : Accepted.no,
    vote_count: answer.voteCount,
    create_time: answer.createdAt,
    update_time: answer.updatedAt,
    question_info: { title: answer.title, url_title: answer.urlTitle, tags: tagsOf(answer.tags) },
  };
}

/** A comment of a member's list, with the post it is on (its text as rendered, already sanitized). */
export function toProfileComment(comment: ProfileComment) {
  return {
    comment_id: formatObjectId("comment", comment.id),
    object_type: comment.objectType,
    object_id: formatObjectId(comment.objectType, comment.objectId),
    question_id: formatObjectId("question", comment.questionId),
    answer_id: comment.objectType === "answer" ? formatObjectId("answer", comment.objectId) : "0",
    title: comment.title,
    url_title: comment.urlTitle,
    content: comment.parsedText,
    vote_count: comment.voteCount,
    created_at: comment.createdAt,
  };
}

/** A vote the member cast, named as Apache Answer names it (点赞 / 点踩). */
export function toProfileVote(ctx: AppContext, vote: ProfileVote) {
  return {
    object_type: vote.objectType,
    object_id: formatObjectId(vote.objectType, vote.objectId),
    question_id: formatObjectId("question", vote.questionId),
    answer_id: vote.objectType === "answer" ? formatObjectId("answer", vote.objectId) : "0",
    title: vote.title,
    url_title: vote.urlTitle,
    vote_type: ctx.t(`profile.vote_type.${vote.direction}`),
    created_at: vote.createdAt,
  };
}

/** A badge the member earned, with how often (badge/user/awards). */
export function toEarnedBadge(badge: Badge) {
  return {
    id: formatObjectId("badge", badge.id),
    name: badge.name,
    icon: badge.icon,
    level: badge.level,
    earned_count: badge.earnedCount,
  };
}
