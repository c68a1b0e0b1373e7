// The sitemap (issue: search engines): an index of pages, each at most SITEMAP_PAGE_SIZE URLs of listed questions in
// the permalink setting's form, or of live tags. A site that requires login has none.
import { paths } from "~/lib/paths";
import type { AppContext } from "../context.server";
import { notFound } from "../errors.server";
import { selectSitemapPages, selectSitemapQuestions, selectSitemapTags } from "../models/sitemaps.server";

/** URLs per sitemap page: the protocol allows 50,000; smaller pages keep each response's work short. */
export const SITEMAP_PAGE_SIZE = 10_000;

export type SitemapKind = "questions" | "tags";
/** A page of the index, or a URL of a page: its path on this site and its last change (Unix seconds). */
export type SitemapEntry = { path: string; changedAt: number };

function assertPublic(app: AppContext): void {
  if (app.settings.login.login_required) throw notFound();
}

export async function sitemapIndex(app: AppContext): Promise<SitemapEntry[]> {
  assertPublic(app);
  const pages = await selectSitemapPages(app.db, SITEMAP_PAGE_SIZE);
  const entries = (kind: SitemapKind, rows: [number, number][]) =>
    rows.map(([page, changedAt]) => ({ path: paths.sitemapPage(kind, page), changedAt }));
  return [...entries("questions", pages.questions), ...entries("tags", pages.tags)];
}

export async function sitemapPage(app: AppContext, kind: SitemapKind, page: number): Promise<SitemapEntry[]> {
  assertPublic(app);
  const offset = (page - 1) * SITEMAP_PAGE_SIZE;
  const permalink = app.settings.seo.permalink;
  const entries =
    kind === "questions"
      ? (await selectSitemapQuestions(app.db, SITEMAP_PAGE_SIZE, offset)).map(([id, urlTitle, changedAt]) => ({
          path: paths.question({ id, urlTitle }, permalink),
          changedAt,
        }))
      : (await selectSitemapTags(app.db, SITEMAP_PAGE_SIZE, offset)).map(([slugName, changedAt]) => ({
          path: paths.tag(slugName),
          changedAt,
        }));
  // a page past the end does not exist (the first page of an empty site does: an empty list)
  if (entries.length === 0 && page > 1) throw notFound();
  return entries;
}
