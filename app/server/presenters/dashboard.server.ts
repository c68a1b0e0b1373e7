// The API's shapes of the back office dashboard (SPEC §7 dashboard) and of the search index's rebuild.
import type { DashboardInfo, SearchIndexState } from "~/lib/views/admin";

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

/** The search index's rebuild state (GET and POST search/index). */
export function toSearchIndexState(state: SearchIndexState) {
  return {
    running: state.running,
    indexed_up_to: state.indexedUpTo,
    last_id: state.lastId,
    percent: state.percent,
    started_at: state.startedAt ?? 0,
    finished_at: state.finishedAt ?? 0,
  };
}
