// The edge cache of anonymous reads (issue #4). Readers are most of the traffic and they all see the same page, so
// an anonymous GET of a list, a question page or a public API read is kept in the Workers Cache API under a key that
// holds the versions of the content it shows (content_versions, bumped by triggers on every write). A write makes
// the old key unreachable at once; entries also expire after CACHE_SECONDS, which bounds what versions do not track
// (view counts, members' names, the related and hot cards).
// Members never read from or write to this cache: their pages carry their own state.
import { API_BASE, MENU_BASE } from "~/lib/paths";
import { parsePostId } from "~/lib/permalink";

export const CACHE_SECONDS = 300;

/** Every cached read shows the settings (language, names, custom HTML) and tag names. */
const SITE_KEYS = ["site", "tags"];

export interface CacheScope {
  /** content_versions keys of what the response shows */
  keys: string[];
  /** the question a page shows, so that a view served from the cache is still counted */
  questionId: number | null;
}

function questionScope(id: number | null): CacheScope | null {
  return id ? { keys: [...SITE_KEYS, `question:${id}`], questionId: id } : null;
}

const listScope: CacheScope = { keys: [...SITE_KEYS, "questions"], questionId: null };

/** Which anonymous GETs are cached, and what they show. Remix's data requests (`….data`) follow their page. */
export function cacheScope(url: URL): CacheScope | null {
  const pathname = url.pathname.replace(/\.data$/, "");
  if (pathname === MENU_BASE || pathname === `${MENU_BASE}/questions`) return listScope;
  if (pathname.startsWith(`${MENU_BASE}/questions/linked/`)) return listScope;
  const page = new RegExp(`^${MENU_BASE}/questions/([^/]+)(?:/[^/]+){0,2}$`).exec(pathname);
  if (page && page[1] !== "ask") return questionScope(parsePostId(page[1]));
  if (pathname === `${API_BASE}/question/page`) return listScope;
  if (pathname === `${API_BASE}/question/info`) return questionScope(parsePostId(url.searchParams.get("id") ?? ""));
  if (pathname === `${API_BASE}/answer/page`) {
    return questionScope(parsePostId(url.searchParams.get("question_id") ?? ""));
  }
  return null;
}

const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default;

/** The cache entry's name: the page, the language it was rendered in, the build and the content versions. */
export function cacheRequest(url: URL, locale: string, build: string, contentTag: string): Request {
  const key = `${url.origin}/__edge/${encodeURIComponent(`${locale}~${build}~${contentTag}`)}${url.pathname}${url.search}`;
  return new Request(key);
}

export async function readCached(key: Request): Promise<Response | undefined> {
  return edgeCache().match(key);
}

/** Keeps a copy of a response that is the same for every anonymous reader; others are left alone. */
export function isCacheable(response: Response): boolean {
  return response.status === 200 && !response.headers.has("Set-Cookie") && !response.headers.has("Cache-Control");
}

export async function storeCached(key: Request, response: Response): Promise<void> {
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", `public, max-age=${CACHE_SECONDS}`);
  await edgeCache().put(key, copy);
}

/**
 * What readers' browsers are told: they may keep the page but must ask again each time, and the ETag (the content
 * versions) answers that question without rendering. `Vary: Cookie` keeps shared caches from handing the anonymous
 * page to a member.
 */
export function withPublicCaching(response: Response, etag: string): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  headers.set("ETag", etag);
  headers.append("Vary", "Cookie");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function entityTag(locale: string, build: string, contentTag: string): string {
  return `W/"${locale}~${build}~${contentTag}"`;
}

/** A cached page carries the nonce of the response it was rendered for; each reader gets a fresh one. */
export function withFreshNonce(response: Response, nonce: string): Response {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  return new HTMLRewriter()
    .on("[nonce]", { element: (element) => void element.setAttribute("nonce", nonce) })
    .transform(response);
}
