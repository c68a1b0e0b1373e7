// The whole sitemap as a search engine reads it: the index, then every page it names, each rendered afresh (a query
// parameter the handler ignores makes it a cache miss), one request at a time.
import { parseServerTiming } from "../../workers/server-timing";

export type SitemapTiming = {
  urls: number;
  pages: number;
  bytes: number;
  /** the index and every page, one after another, as the client waits for them */
  totalMs: number;
  slowestPageMs: number;
  /** the Worker's CPU for the slowest page (Server-Timing), when the app reports it */
  slowestPageCpuMs: number | null;
};

async function timed(url: string) {
  const target = new URL(url);
  target.searchParams.set("bench_render", String(Date.now()));
  const started = performance.now();
  const response = await fetch(target);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const ms = performance.now() - started;
  return { text, ms, cpu: parseServerTiming(response.headers.get("Server-Timing"))?.cpu ?? null };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

export async function measureSitemap(origin: string): Promise<SitemapTiming> {
  const index = await timed(`${origin}/sitemap.xml`);
  const result: SitemapTiming = {
    urls: 0,
    pages: 0,
    bytes: index.text.length,
    totalMs: index.ms,
    slowestPageMs: 0,
    slowestPageCpuMs: null,
  };
  for (const loc of locs(index.text)) {
    // the index names the site's public address; the benchmark's server is this origin
    const page = await timed(origin + new URL(loc).pathname);
    result.pages += 1;
    result.urls += locs(page.text).length;
    result.bytes += page.text.length;
    result.totalMs += page.ms;
    if (page.ms > result.slowestPageMs) {
      result.slowestPageMs = page.ms;
      result.slowestPageCpuMs = page.cpu;
    }
  }
  return result;
}
