// What the sitemap lists: listed questions (open or closed, not unlisted, deleted or pending) and live tags with
// questions, by id, a page at a time. Read as arrays of values: a page is thousands of rows.
import { d1Of, type Db } from "../db/client.server";
import { TagStatus } from "~/lib/status";

/** A question's id, url title and last change (its edit or its newest answer), Unix seconds. */
export type SitemapQuestionRow = [id: number, urlTitle: string, changedAt: number];
/** A tag's slug name and last change. */
export type SitemapTagRow = [slugName: string, changedAt: number];

const LIVE_TAG = `status = ${TagStatus.normal} AND main_tag_id = 0 AND question_count > 0`;

export async function selectSitemapQuestions(db: Db, limit: number, offset: number): Promise<SitemapQuestionRow[]> {
  return d1Of(db)
    .prepare(
      "SELECT id, url_title, max(updated_at, active_at) FROM questions WHERE listed = 1 ORDER BY id LIMIT ? OFFSET ?",
    )
    .bind(limit, offset)
    .raw<SitemapQuestionRow>();
}

export async function selectSitemapTags(db: Db, limit: number, offset: number): Promise<SitemapTagRow[]> {
  return d1Of(db)
    .prepare(`SELECT slug_name, updated_at FROM tags WHERE ${LIVE_TAG} ORDER BY id LIMIT ? OFFSET ?`)
    .bind(limit, offset)
    .raw<SitemapTagRow>();
}

/** Each page of `pageSize` listed questions with its newest change, and the same of live tags: one round trip. */
export async function selectSitemapPages(
  db: Db,
  pageSize: number,
): Promise<{ questions: [page: number, changedAt: number][]; tags: [page: number, changedAt: number][] }> {
  const d1 = d1Of(db);
  const pages = (table: string, changed: string, where: string) =>
    d1.prepare(
      `SELECT page, max(changed) FROM (SELECT (row_number() OVER (ORDER BY id) - 1) / ${Math.trunc(pageSize)} + 1 AS page, ${changed} AS changed FROM ${table} WHERE ${where}) GROUP BY page ORDER BY page`,
    );
  const [questions, tags] = await d1.batch<[number, number]>([
    pages("questions", "max(updated_at, active_at)", "listed = 1"),
    pages("tags", "updated_at", LIVE_TAG),
  ]);
  // batch answers objects; their values in column order are the page and its newest change
  const values = (rows: Record<string, number>[]) => rows.map((row) => Object.values(row) as [number, number]);
  return {
    questions: values(questions!.results as unknown as Record<string, number>[]),
    tags: values(tags!.results as unknown as Record<string, number>[]),
  };
}
