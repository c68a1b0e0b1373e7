// The RSS 2.0 feeds (app/server/services/feeds.server.ts) as XML: /feeds/questions.xml, /feeds/tags/{slug}.xml,
// /feeds/questions/{id}.xml. Cached at the edge with the pages they follow (workers/edge-cache.ts).
import { FEEDS_BASE } from "~/lib/paths";
import { parsePostId } from "~/lib/permalink";
import { rfc822Time, xmlText } from "~/lib/xml";
import type { AppContext } from "~/server/context.server";
import { notFound } from "~/server/errors.server";
import { orNotFound } from "./not-found";
import { answersFeed, questionsFeed, tagFeed, type Feed } from "~/server/services/feeds.server";

const TAG_FEED = new RegExp(`^${FEEDS_BASE}/tags/([^/]+)\\.xml$`);
const ANSWERS_FEED = new RegExp(`^${FEEDS_BASE}/questions/([^/]+)\\.xml$`);

export const isFeedPath = (pathname: string) => pathname.startsWith(`${FEEDS_BASE}/`);

/** Which feed a path names: null when none. */
export function feedOf(
  pathname: string,
): { kind: "questions" } | { kind: "tag"; slug: string } | { kind: "answers"; questionId: number } | null {
  if (pathname === `${FEEDS_BASE}/questions.xml`) return { kind: "questions" };
  const tag = TAG_FEED.exec(pathname);
  if (tag) {
    try {
      return { kind: "tag", slug: decodeURIComponent(tag[1]!) };
    } catch {
      return null;
    }
  }
  const answers = ANSWERS_FEED.exec(pathname);
  const questionId = answers ? parsePostId("question", answers[1]) : null;
  return questionId ? { kind: "answers", questionId } : null;
}

function rss(app: AppContext, feed: Feed): string {
  const site = new URL(app.siteUrl).origin;
  const url = (path: string) => xmlText(site + path);
  let items = "";
  for (const item of feed.items) {
    const link = url(item.path);
    items +=
      `<item><title>${xmlText(item.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid>` +
      `<pubDate>${rfc822Time(item.publishedAt)}</pubDate><dc:creator>${xmlText(item.author)}</dc:creator>` +
      item.categories.map((name) => `<category>${xmlText(name)}</category>`).join("") +
      `<description>${xmlText(item.html)}</description></item>\n`;
  }
  const newest = feed.items[0]?.publishedAt;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>\n` +
    `<title>${xmlText(feed.title)}</title><link>${url(feed.path)}</link>` +
    `<description>${xmlText(feed.description)}</description><language>${xmlText(app.locale)}</language>` +
    `<atom:link href="${url(feed.feedPath)}" rel="self" type="application/rss+xml"/>` +
    (newest ? `<lastBuildDate>${rfc822Time(newest)}</lastBuildDate>` : "") +
    `\n${items}</channel>\n</rss>\n`
  );
}

export function feedResponse(app: AppContext, pathname: string): Promise<Response> {
  return orNotFound(app, async () => {
    const which = feedOf(pathname);
    if (!which) throw notFound();
    const feed =
      which.kind === "questions"
        ? await questionsFeed(app)
        : which.kind === "tag"
          ? await tagFeed(app, which.slug)
          : await answersFeed(app, which.questionId);
    return new Response(rss(app, feed), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
  });
}
