// How much the site holds, for the back office dashboard (SPEC §2 dashboard statistics): listed questions, resolved
// and unanswered ones, live answers, comments, votes, members, what waits for review, and the storage and database
// the site takes. One batch.
import { sql } from "drizzle-orm";
import { sqlConstant, type Db } from "../db/client.server";
import { countFlaggedPosts } from "./reports.server";
import { countQueuedPosts } from "./queued-posts.server";
import { PostStatus, UploadStatus, UserStatus } from "~/lib/status";

export type SiteCounts = {
  questions: number;
  resolved: number;
  unanswered: number;
  answers: number;
  comments: number;
  votes: number;
  users: number;
  /** posts waiting in the flagged and queued review queues */
  waitingReview: number;
  uploadBytes: number;
  databaseBytes: number;
  /** what served the database (D1's result meta) */
  databaseServer: string;
};

/** Every count in one round of queries. */
export async function selectSiteCounts(db: Db): Promise<SiteCounts> {
  const normal = sqlConstant(PostStatus.normal);
  const [[questions], [answers], [users], [uploads], [flagged], [queued], engine] = await db.batch([
    db.all<{ total: number; resolved: number; unanswered: number }>(sql`SELECT COUNT(*) AS total,
        COUNT(CASE WHEN answer_count > 0 AND accepted_answer_id > 0 THEN 1 END) AS resolved,
        COUNT(CASE WHEN answer_count = 0 THEN 1 END) AS unanswered
      FROM questions INDEXED BY questions_listed_created WHERE listed = 1`),
    db.all<{ answers: number; comments: number; votes: number }>(sql`SELECT
        (SELECT COUNT(*) FROM answers WHERE status = ${normal}) AS answers,
        (SELECT COUNT(*) FROM comments WHERE status = ${normal}) AS comments,
        (SELECT COUNT(*) FROM votes) AS votes`),
    db.all<{ total: number }>(sql`SELECT COUNT(*) AS total FROM users
      WHERE status IN (${sqlConstant(UserStatus.normal)}, ${sqlConstant(UserStatus.suspended)})`),
    db.all<{ bytes: number }>(
      sql`SELECT COALESCE(SUM(size), 0) AS bytes FROM uploads WHERE status = ${sqlConstant(UploadStatus.stored)}`,
    ),
    countFlaggedPosts(db),
    countQueuedPosts(db),
    // a run answers D1's result whole: its meta says how large the database is and what served it
    db.run(sql`SELECT 1`),
  ]);
  return {
    questions: questions?.total ?? 0,
    resolved: questions?.resolved ?? 0,
    unanswered: questions?.unanswered ?? 0,
    answers: answers?.answers ?? 0,
    comments: answers?.comments ?? 0,
    votes: answers?.votes ?? 0,
    users: users?.total ?? 0,
    waitingReview: (flagged?.total ?? 0) + (queued?.total ?? 0),
    uploadBytes: uploads?.bytes ?? 0,
    databaseBytes: Number((engine.meta as { size_after?: number }).size_after ?? 0),
    databaseServer: String((engine.meta as { served_by?: string }).served_by ?? ""),
  };
}
