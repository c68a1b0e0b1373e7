// The API's shape of the back office dashboard (SPEC §7 dashboard).
import type { DashboardInfo } from "~/lib/views/admin";

export function toDashboardInfo(info: DashboardInfo) {
  return {
    question_count: info.questionCount,
    answer_count: info.answerCount,
    comment_count: info.commentCount,
    vote_count: info.voteCount,
    user_count: info.userCount,
    report_count: info.reportCount,
    login_required: info.loginRequired,
    https: info.https,
    time_zone: info.timeZone,
    smtp: info.smtp,
    version: info.version,
  };
}
