// Members' reports of posts in D1: one pending report per member and post (a unique index backs it up), and the
// flagged-post queue that moderators work through: a post with its pending reports, the oldest flagged first.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { sqlConstant, type Db } from "../db/client.server";
import { reports } from "../db/schema";
import { memberColumns, type MemberColumns } from "./member-columns.server";
import type { ReportObjectType } from "~/lib/report-reasons";
import { ReportStatus, TagStatus } from "~/lib/status";

export type NewReport = {
  userId: number;
  objectType: ReportObjectType;
  objectId: number;
  reasonType: number;
  content: string;
  at: number;
};

/** Files a report unless the member has one pending for the post; answers the new report's id, if any. */
export async function insertReport(db: Db, report: NewReport): Promise<number | null> {
  const { at, ...values } = report;
  const [row] = await db
    .insert(reports)
    .values({ ...values, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return row?.id ?? null;
}

/** A report by id. */
export const selectReport = (db: Db, id: number) => db.select().from(reports).where(eq(reports.id, id)).limit(1);

const PENDING = sqlConstant(ReportStatus.pending);

/** The flagged posts of a page: each post with pending reports once, under its oldest report's id. */
const flaggedPage = (window: { limit: number; offset: number }) =>
  sql`page AS (SELECT object_type, object_id, MIN(id) AS flag_id, MIN(created_at) AS first_at, COUNT(*) AS report_count
    FROM reports WHERE status = ${PENDING} GROUP BY object_type, object_id
    ORDER BY first_at, flag_id LIMIT ${window.limit} OFFSET ${window.offset})`;

export type FlaggedPostRow = {
  flagId: number;
  objectType: ReportObjectType;
  objectId: number;
  questionId: number;
  answerId: number;
  title: string;
  urlTitle: string;
  parsedText: string;
  originalText: string;
  status: number;
  show: number;
  answerCount: number;
  acceptedAnswerId: number;
  answerAccepted: number;
  tags: string;
  firstAt: number;
  reportCount: number;
} & MemberColumns<"author">;

export type FlagReportRow = {
  id: number;
  objectType: ReportObjectType;
  objectId: number;
  reasonType: number;
  content: string;
  createdAt: number;
} & MemberColumns<"reporter">;

/**
 * One page of the flagged-post queue with each post as it stands now (whatever its state: a post deleted since it
 * was flagged still waits for its reports to be settled), the reports pending on it, and how many posts wait.
 */
export function selectFlaggedPosts(db: Db, window: { limit: number; offset: number }) {
  const postOf = sql`LEFT JOIN questions q ON page.object_type = 'question' AND q.id = page.object_id
    LEFT JOIN answers a ON page.object_type = 'answer' AND a.id = page.object_id
    LEFT JOIN comments c ON page.object_type = 'comment' AND c.id = page.object_id
    JOIN questions pq ON pq.id = CASE page.object_type WHEN 'question' THEN page.object_id
      WHEN 'answer' THEN a.question_id ELSE c.question_id END
    JOIN users u ON u.id = COALESCE(q.user_id, a.user_id, c.user_id)`;
  return {
    posts: db.all<FlaggedPostRow>(sql`WITH ${flaggedPage(window)}
      SELECT page.flag_id AS flagId, page.object_type AS objectType, page.object_id AS objectId, pq.id AS questionId,
        COALESCE(a.id, CASE WHEN c.object_type = 'answer' THEN c.object_id END, 0) AS answerId, pq.title, pq.url_title AS urlTitle,
        COALESCE(q.parsed_text, a.parsed_text, c.parsed_text) AS parsedText,
        COALESCE(q.original_text, a.original_text, c.original_text) AS originalText,
        COALESCE(q.status, a.status, c.status) AS status, pq.show, pq.answer_count AS answerCount,
        pq.accepted_answer_id AS acceptedAnswerId, COALESCE(a.accepted, 0) AS answerAccepted,
        (SELECT json_group_array(json_object('slug_name', t.slug_name, 'display_name', t.display_name))
          FROM question_tags qt JOIN tags t ON t.id = qt.tag_id
          WHERE qt.question_id = pq.id AND t.status = ${sqlConstant(TagStatus.normal)}) AS tags,
        page.first_at AS firstAt, page.report_count AS reportCount, ${memberColumns("u", "author")}
      FROM page ${postOf} ORDER BY page.first_at, page.flag_id`),
    reports: db.all<FlagReportRow>(sql`WITH ${flaggedPage(window)}
      SELECT r.id, r.object_type AS objectType, r.object_id AS objectId, r.reason_type AS reasonType, r.content,
        r.created_at AS createdAt, ${memberColumns("u", "reporter")}
      FROM reports r JOIN page ON r.object_type = page.object_type AND r.object_id = page.object_id
        JOIN users u ON u.id = r.user_id
      WHERE r.status = ${PENDING} ORDER BY r.created_at, r.id`),
    total: db.all<{ total: number }>(sql`SELECT COUNT(*) AS total FROM (SELECT 1 FROM reports
      WHERE status = ${PENDING} GROUP BY object_type, object_id)`),
  };
}

/** How many posts wait in the flagged-post queue. */
export const countFlaggedPosts = (db: Db) => selectFlaggedPosts(db, { limit: 0, offset: 0 }).total;

/**
 * Settles every pending report of a post at once, as handled or ignored, and answers the reports it settled: none when
 * another moderator settled them first.
 */
export function settleReports(
  db: Db,
  post: { objectType: ReportObjectType; objectId: number },
  settled: { status: number; userId: number; at: number },
) {
  return db
    .update(reports)
    .set({ status: settled.status, handledBy: settled.userId, handledAt: settled.at })
    .where(
      and(
        eq(reports.objectType, post.objectType),
        eq(reports.objectId, post.objectId),
        eq(reports.status, ReportStatus.pending),
      ),
    )
    .returning({ id: reports.id });
}

/** Puts settled reports back in the queue (the action they were settled for failed). */
export function reopenReports(db: Db, ids: number[]) {
  const where: SQL = inArray(reports.id, ids.length ? ids : [0]);
  return db.update(reports).set({ status: ReportStatus.pending, handledBy: 0, handledAt: null }).where(where);
}
