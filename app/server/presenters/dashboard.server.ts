// The API's shapes of the back office dashboard (SPEC §7 dashboard) and of the search index's rebuild.
import type { DashboardInfo, SearchIndexState } from "~/lib/views/admin";

/** Bytes as Apache Answer's dashboard shows them ("12.34 MB"). */
function sizeText(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}

/** GET dashboard, wrapped as Apache Answer's clients read it ({info: {…}}). */
export function toDashboardInfo(info: DashboardInfo) {
  return {
    info: {
      question_count: info.questionCount,
      resolved_count: info.resolvedCount,
      resolved_rate: info.resolvedRate,
      unanswered_count: info.unansweredCount,
      unanswered_rate: info.unansweredRate,
      answer_count: info.answerCount,
      comment_count: info.commentCount,
      vote_count: info.voteCount,
      user_count: info.userCount,
      report_count: info.reportCount,
      uploading_files: info.uploadsWritable,
      smtp: info.smtp,
      https: info.https,
      time_zone: info.timeZone,
      occupying_storage_space: sizeText(info.storageBytes),
      app_start_time: String(info.uptime),
      version_info: {
        version: info.version,
        revision: "",
        remote_version: "remoteVersion" in info.versionCheck ? info.versionCheck.remoteVersion : "",
      },
      login_required: info.loginRequired,
      go_version: info.runtime,
      database_version: info.databaseVersion,
      database_size: sizeText(info.databaseBytes),
    },
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
