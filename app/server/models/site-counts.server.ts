// How much the site holds, for the back office dashboard: live posts, votes, members and the reports waiting.
import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { answers, comments, questions, reports, users, votes } from "../db/schema";
import { PostStatus, QuestionStatus, ReportStatus } from "~/lib/status";

export type SiteCounts = {
  questions: number;
  answers: number;
  comments: number;
  votes: number;
  users: number;
  pendingReports: number;
};

/** Every count in one round of queries. */
export async function selectSiteCounts(db: Db): Promise<SiteCounts> {
  const live = inArray(questions.status, [QuestionStatus.normal, QuestionStatus.closed]);
  const [questionRows, answerRows, commentRows, voteRows, userRows, reportRows] = await db.batch([
    db.select({ total: count() }).from(questions).where(live),
    db.select({ total: count() }).from(answers).where(eq(answers.status, PostStatus.normal)),
    db.select({ total: count() }).from(comments).where(eq(comments.status, PostStatus.normal)),
    db.select({ total: count() }).from(votes),
    db.select({ total: count() }).from(users),
    db.select({ total: count() }).from(reports).where(eq(reports.status, ReportStatus.pending)),
  ]);
  return {
    questions: questionRows[0]?.total ?? 0,
    answers: answerRows[0]?.total ?? 0,
    comments: commentRows[0]?.total ?? 0,
    votes: voteRows[0]?.total ?? 0,
    users: userRows[0]?.total ?? 0,
    pendingReports: reportRows[0]?.total ?? 0,
  };
}
