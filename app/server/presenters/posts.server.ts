// The API's shapes of questions and answers (SPEC §3 field names; ids as strings, times as Unix seconds).
import type { AppContext } from "../context.server";
import { htmlExcerpt } from "~/lib/format";
import { LIST_EXCERPT_LENGTH } from "~/lib/limits";
import { QuestionStatus, UserStatus, statusName } from "~/lib/status";
import { voteStatus } from "~/lib/votes";
import type { AnswerDetail, QuestionCardItem, QuestionDetail } from "~/lib/views/question-detail";
import type { MemberAction, QuestionListItem, TagSummary, UserSummary } from "~/lib/views/questions";
import { formatObjectId, optionalObjectId } from "~/lib/object-ids";

/** `{[key]: value}`, or nothing when the value is null (as Answer's omitempty fields). */
export function present<K extends string, T>(key: K, value: T | null): { [P in K]?: T } {
  return (value === null ? {} : { [key]: value }) as { [P in K]?: T };
}

export function toUserSummary(user: UserSummary | null) {
  if (!user) return null;
  return {
    id: formatObjectId("user", user.id),
    username: user.username,
    display_name: user.displayName,
    avatar: user.status === UserStatus.deleted ? "" : user.avatar,
    rank: user.rank,
    status:
      user.status === UserStatus.deleted ? "deleted" : user.status === UserStatus.suspended ? "suspended" : "normal",
    // beyond Answer: the 认证律师 mark
    verified_lawyer: user.lawyer,
  };
}

/** Tags known by slug alone (settings, stored revisions), as Answer's clients read tags: the slug is also the name. */
export function toSlugTags(slugs: string[]) {
  return slugs.map((slugName) => ({ slug_name: slugName, display_name: slugName }));
}

function toTags(tags: TagSummary[]) {
  return tags.map((tag) => ({ slug_name: tag.slugName, display_name: tag.displayName }));
}

function toMemberActions(ctx: AppContext, actions: MemberAction[]) {
  return actions.map((action) => ({
    action,
    name: ctx.t(`actions.${action}`),
    type: action === "delete" ? "confirm" : "",
  }));
}

export function toQuestionListItem(item: QuestionListItem) {
  return {
    id: formatObjectId("question", item.id),
    title: item.title,
    url_title: item.urlTitle,
    description: htmlExcerpt(item.parsedText, LIST_EXCERPT_LENGTH),
    status: item.status,
    pin: item.pin,
    vote_count: item.voteCount,
    answer_count: item.answerCount,
    view_count: item.viewCount,
    accepted_answer_id: optionalObjectId("answer", item.acceptedAnswerId),
    tags: toTags(item.tags),
    region: item.region.join(" "),
    user_info: toUserSummary(item.author),
    operator: toUserSummary(item.operation.member),
    operated_at: item.operation.at,
    operation_type: item.operation.type,
    created_at: item.createdAt,
  };
}

/** A question on a side card (related or linked questions). */
export function toQuestionCard(item: QuestionCardItem) {
  return {
    id: formatObjectId("question", item.id),
    title: item.title,
    url_title: item.urlTitle,
    answer_count: item.answerCount,
    accepted_answer_id: optionalObjectId("answer", item.acceptedAnswerId),
    vote_count: item.voteCount,
  };
}

/** The notice Answer's clients show over a closed, deleted or pending question (none over an open one). */
function questionOperation(ctx: AppContext, question: QuestionDetail["question"]) {
  const notice = (level: string, msg: string, extra: { type?: string; description?: string; time?: number } = {}) => ({
    type: extra.type ?? "",
    description: extra.description ?? "",
    msg,
    level,
    time: extra.time ?? 0,
  });
  switch (question.status) {
    case QuestionStatus.closed:
      return notice("info", question.closeMsg, {
        type: ctx.t(`reasons.${question.closeType}.name`),
        description: ctx.t(`reasons.${question.closeType}.description`),
        time: question.updatedAt,
      });
    case QuestionStatus.deleted:
      return notice("danger", ctx.t("question.deleted_notice"));
    case QuestionStatus.pending:
      return notice("secondary", ctx.t("question.pending_notice"));
    default:
      return null;
  }
}

export function toQuestionInfo(ctx: AppContext, detail: QuestionDetail) {
  const { question } = detail;
  return {
    id: formatObjectId("question", question.id),
    title: question.title,
    url_title: question.urlTitle,
    content: question.originalText,
    html: question.parsedText,
    status: question.status,
    pin: question.pin,
    show: question.show,
    vote_count: question.voteCount,
    vote_status: voteStatus(detail.vote),
    answer_count: question.answerCount,
    view_count: question.viewCount,
    collection_count: question.collectionCount,
    collected: detail.bookmarked,
    follow_count: question.followCount,
    is_followed: detail.followed,
    tags: toTags(detail.tags),
    // beyond Answer: the jurisdiction (codes, and how it reads)
    province: question.province,
    city: question.city,
    region: detail.region.join(" "),
    user_info: toUserSummary(detail.author),
    // Answer leaves out what is not there: its clients read these objects, not null
    ...present("update_user_info", toUserSummary(detail.editor)),
    create_time: question.createdAt,
    update_time: question.updatedAt,
    edit_time: question.editedAt ?? 0,
    accepted_answer_id: optionalObjectId("answer", question.acceptedAnswerId),
    answered: detail.ownAnswerId !== null,
    first_answer_id: optionalObjectId("answer", detail.ownAnswerId),
    close_type: question.closeType,
    close_msg: question.closeMsg,
    ...present("operation", questionOperation(ctx, question)),
    member_actions: toMemberActions(ctx, detail.actions),
    extends_actions: detail.canInvite
      ? [{ action: "invite_other_to_answer", name: ctx.t("invite.action"), type: "" }]
      : [],
  };
}

export function toAnswerInfo(ctx: AppContext, answer: AnswerDetail) {
  return {
    id: formatObjectId("answer", answer.id),
    question_id: formatObjectId("question", answer.questionId),
    content: answer.originalText,
    html: answer.parsedText,
    status: answer.status,
    accepted: answer.accepted,
    vote_count: answer.voteCount,
    vote_status: voteStatus(answer.vote),
    collection_count: answer.collectionCount,
    collected: answer.bookmarked,
    user_info: toUserSummary(answer.author),
    ...present("update_user_info", toUserSummary(answer.editor)),
    create_time: answer.createdAt,
    update_time: answer.updatedAt,
    member_actions: toMemberActions(ctx, answer.actions),
  };
}

/** question/similar: a question whose title is like the one being typed. */
export function toSimilarQuestion(row: QuestionCardItem & { status: number }) {
  return {
    ...toQuestionCard(row),
    accepted: row.acceptedAnswerId !== 0,
    // as Answer's ask page reads them
    accepted_answer: row.acceptedAnswerId !== 0,
    status: statusName(row.status),
  };
}
