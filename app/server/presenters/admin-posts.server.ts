// The API's shapes of the back office's content lists (SPEC §3 admin question and admin answer, Apache Answer's
// fields, with url_title its clients read).
import { toUserSummary } from "./posts.server";
import { formatObjectId, optionalObjectId } from "~/lib/object-ids";
import { Accepted, Pin, Show } from "~/lib/status";
import type { AdminAnswer, AdminQuestion } from "~/lib/views/admin";

export function toAdminQuestion(question: AdminQuestion) {
  return {
    id: formatObjectId("question", question.id),
    title: question.title,
    url_title: question.urlTitle,
    status: question.status,
    show: question.unlisted ? Show.unlisted : Show.listed,
    pin: question.pinned ? Pin.pinned : Pin.no,
    vote_count: question.voteCount,
    answer_count: question.answerCount,
    accepted_answer_id: optionalObjectId("answer", question.acceptedAnswerId),
    create_time: question.createdAt,
    user_info: toUserSummary(question.author),
  };
}

export function toAdminAnswer(answer: AdminAnswer) {
  return {
    id: formatObjectId("answer", answer.id),
    question_id: formatObjectId("question", answer.questionId),
    question_info: { title: answer.title, url_title: answer.urlTitle },
    status: answer.status,
    accepted: answer.accepted ? Accepted.yes : Accepted.no,
    vote_count: answer.voteCount,
    description: answer.excerpt,
    create_time: answer.createdAt,
    user_info: toUserSummary(answer.author),
  };
}
