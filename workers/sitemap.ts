// /sitemap.xml (an index) and its pages, as XML. Cached at the edge like the lists (workers/edge-cache.ts).
import { SITEMAP_PAGE, SITEMAP_PATH } from "~/lib/paths";
import { w3cTime, xmlText } from "~/lib/xml";
import type { AppContext } from "~/server/context.server";
import { orNotFound } from "./not-found";
import { sitemapIndex, sitemapPage, type SitemapEntry, type SitemapKind } from "~/server/services/sitemaps.server";

const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function xml(body: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}

function entriesXml(app: AppContext, entries: SitemapEntry[], element: "url" | "sitemap"): string {
  const site = new URL(app.siteUrl).origin;
  let body = "";
  for (const { path, changedAt } of entries) {
    body += `<${element}><loc>${xmlText(site + path)}</loc><lastmod>${w3cTime(changedAt)}</lastmod></${element}>\n`;
  }
  return body;
}

export function isSitemapPath(pathname: string): boolean {
  return pathname === SITEMAP_PATH || SITEMAP_PAGE.test(pathname);
}

export function sitemapResponse(app: AppContext, pathname: string): Promise<Response> {
  return orNotFound(app, async () => {
    if (pathname === SITEMAP_PATH) {
      const pages = await sitemapIndex(app);
      return xml(`<sitemapindex ${NAMESPACE}>\n${entriesXml(app, pages, "sitemap")}</sitemapindex>\n`);
    }
    const [, kind, page] = SITEMAP_PAGE.exec(pathname)!;
    const urls = await sitemapPage(app, kind as SitemapKind, Number(page));
    return xml(`<urlset ${NAMESPACE}>\n${entriesXml(app, urls, "url")}</urlset>\n`);
  });
}
