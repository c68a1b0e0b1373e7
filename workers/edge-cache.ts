// The edge cache of anonymous reads (issue #4). Readers are most of the traffic and they all see the same page, so
// an anonymous GET of a list, a question page or a public API read is kept in the Workers Cache API under a key that
// holds the versions of the content it shows (content_versions, bumped by triggers on every write). A write makes
// the old key unreachable at once; entries also expire after CACHE_SECONDS, which bounds what versions do not track
// (view counts, members' names, the related and hot cards).
// Members never read from or write to this cache: their pages carry their own state.
import { API_BASE, FEEDS_BASE, MANIFEST_PATH, MENU_BASE, SITEMAP_PAGE, SITEMAP_PATH } from "~/lib/paths";
import { parsePostId } from "~/lib/permalink";
import { isReservedUsername } from "~/lib/usernames";

const CACHE_SECONDS = 300;

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

/** A question page, its slug and answer forms included (the "ask" page shares the prefix). */
const QUESTION_PAGE = new RegExp(`^${MENU_BASE}/questions/([^/]+)(?:/[^/]+){0,2}$`);

/** A member's profile and its tabs; the pages under /users/ that are not profiles have reserved names. */
const PROFILE_PAGE = new RegExp(`^${MENU_BASE}/users/([^/]+)(?:/[^/]+)?$`);

/** A profile shows the member and their posts, comments, badges and reputation: `user:{username}` tracks them all. */
function profileScope(segment: string): CacheScope | null {
  let username: string;
  try {
    username = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return isReservedUsername(username) ? null : { keys: [...SITE_KEYS, `user:${username}`], questionId: null };
}

/**
 * What shows only the settings and tags: the ranking (which changes with every vote, and is kept for the entries'
 * lifetime whatever is written meanwhile) and the lawyer profile's option trees.
 */
const rankingScope: CacheScope = { keys: SITE_KEYS, questionId: null };

/** Which anonymous GETs are cached, and what they show. Remix's data requests (`….data`) follow their page. */
export function cacheScope(url: URL): CacheScope | null {
  const pathname = url.pathname.replace(/\.data$/, "");
  if (pathname === MENU_BASE || pathname === `${MENU_BASE}/questions`) return listScope;
  if (pathname.startsWith(`${MENU_BASE}/questions/linked/`)) return listScope;
  // the tag pages show tags and lists of questions (follower counts may lag, like view counts)
  if (pathname === `${MENU_BASE}/tags` || pathname.startsWith(`${MENU_BASE}/tags/`)) return listScope;
  const page = QUESTION_PAGE.exec(pathname);
  if (page && page[1] !== "ask") return questionScope(parsePostId("question", page[1]));
  if (pathname === `${MENU_BASE}/users-list`) return rankingScope;
  const profile = PROFILE_PAGE.exec(pathname);
  if (profile) return profileScope(profile[1]!);
  if (pathname === `${API_BASE}/question/page`) return listScope;
  if (pathname === `${API_BASE}/question/info`)
    return questionScope(parsePostId("question", url.searchParams.get("id") ?? ""));
  if (pathname === `${API_BASE}/answer/page`) {
    return questionScope(parsePostId("question", url.searchParams.get("question_id") ?? ""));
  }
  // the sitemap and the feeds of the site and of tags show what the lists show; a question's feed what its page does
  if (pathname === SITEMAP_PATH || SITEMAP_PAGE.test(pathname)) return listScope;
  if (pathname.startsWith(`${FEEDS_BASE}/questions/`)) {
    return questionScope(parsePostId("question", pathname.slice(`${FEEDS_BASE}/questions/`.length, -".xml".length)));
  }
  if (pathname.startsWith(`${FEEDS_BASE}/`)) return listScope;
  if (pathname === MANIFEST_PATH) return rankingScope;
  // the option trees of the lawyer profile: the division codes never change, the careers and fields are settings
  if (pathname.startsWith(`${API_BASE}/ly/options/`)) return rankingScope;
  return null;
}

const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default;

/** What a cached read depends on besides its URL: the language it was rendered in, the build, the content versions. */
export function cacheVariant(locale: string, build: string, contentTag: string): string {
  return `${locale}~${build}~${contentTag}`;
}

/** The cache entry's name: the URL and its variant. */
export function cacheRequest(url: URL, variant: string): Request {
  return new Request(`${url.origin}/__edge/${encodeURIComponent(variant)}${url.pathname}${url.search}`);
}

/** Keeps a copy of a response that is the same for every anonymous reader; others are left alone. */
export function isCacheable(response: Response): boolean {
  return response.status === 200 && !response.headers.has("Set-Cookie") && !response.headers.has("Cache-Control");
}

/** A rendered response as kept: its body whole, and the CSP nonce it was rendered with (null for JSON). */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  bytes: ArrayBuffer;
  nonce: string | null;
  renderedAt: number;
}

// Two layers: this isolate's memory (no I/O at all: a busy page is served from here), then the data centre's Cache
// API. Both are keyed by the content versions, so neither can hold a page older than what it shows.
const MEMORY_BYTES = 16 * 1024 * 1024;
/** A larger response (a sitemap page) is kept in the Cache API only, so that it does not push out many pages. */
const MEMORY_ENTRY_BYTES = 1024 * 1024;
const memory = new Map<string, CachedPage>();
let memoryBytes = 0;
const RENDERED_AT = "X-Rendered-At";

function remember(key: string, page: CachedPage): void {
  if (page.bytes.byteLength > MEMORY_ENTRY_BYTES) return;
  const old = memory.get(key);
  if (old) memoryBytes -= old.bytes.byteLength;
  memory.delete(key);
  memory.set(key, page);
  memoryBytes += page.bytes.byteLength;
  // least recently used first: a Map iterates in insertion order and every hit re-inserts its entry
  for (const [oldest, entry] of memory) {
    if (memoryBytes <= MEMORY_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= entry.bytes.byteLength;
  }
}

async function toCachedPage(response: Response, renderedAt: number): Promise<CachedPage> {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== RENDERED_AT.toLowerCase());
  return { status: response.status, headers, bytes: await response.arrayBuffer(), nonce, renderedAt };
}

export async function readCached(
  key: Request,
  onWait: (ms: number) => void = () => {},
  now = Date.now(),
): Promise<CachedPage | null> {
  const kept = memory.get(key.url);
  if (kept && now - kept.renderedAt < CACHE_SECONDS * 1000) {
    remember(key.url, kept);
    return kept;
  }
  const started = performance.now();
  const stored = await edgeCache().match(key);
  onWait(performance.now() - started);
  if (!stored) return null;
  const page = await toCachedPage(stored, Number(stored.headers.get(RENDERED_AT)) || now);
  remember(key.url, page);
  return page;
}

/** Keeps a rendered response in both layers (the Cache API after the response) and answers the kept page. */
export async function keepCached(
  key: Request,
  response: Response,
  waitUntil: (promise: Promise<unknown>) => void,
  now = Date.now(),
): Promise<CachedPage> {
  const page = await toCachedPage(response, now);
  remember(key.url, page);
  const copy = new Response(page.bytes, { status: page.status, headers: page.headers });
  copy.headers.set("Cache-Control", `public, max-age=${CACHE_SECONDS}`);
  copy.headers.set(RENDERED_AT, String(now));
  waitUntil(edgeCache().put(key, copy));
  return page;
}

// A kept page's bytes between the places its nonce appears, found once per page: each later reader's copy is those
// pieces joined by a new nonce (a native copy), not a search and replace over the page's text and its encoding again.
const piecesOfPage = new WeakMap<CachedPage, Uint8Array<ArrayBuffer>[]>();
const encoder = new TextEncoder();

function piecesOf(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer>[] {
  let pieces = piecesOfPage.get(page);
  if (!pieces) {
    pieces = new TextDecoder()
      .decode(page.bytes)
      .split(nonce)
      .map((text) => encoder.encode(text));
    piecesOfPage.set(page, pieces);
  }
  return pieces;
}

/**
 * A kept page for one reader: rendered with some nonce, it gets the one given (the nonce is 128 random bits that no
 * content can contain, since it did not exist before the page was rendered). The reader whose request rendered it
 * gets it as it is: its nonce was made for that request.
 */
export function cachedResponse(page: CachedPage, nonce: string | null): Response {
  const init = { status: page.status, headers: page.headers };
  if (!page.nonce || !nonce || nonce === page.nonce) return new Response(page.bytes, init);
  const fresh = encoder.encode(nonce);
  const parts = piecesOf(page, page.nonce).flatMap((piece, index) => (index === 0 ? [piece] : [fresh, piece]));
  return new Response(new Blob(parts), init);
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

// A browser applies a 304's headers to the copy it kept, so a page's ETag also names the nonce its copy holds: the
// 304 then carries the CSP that copy needs (a 304 with another nonce, or none, would leave it without its scripts).
const NONCE_SEPARATOR = "~n~";
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

/** The ETag of a page as one reader got it: the variant (the URL is theirs already) and its copy's nonce, if any. */
export function entityTag(variant: string, nonce: string | null): string {
  return `W/"${nonce ? `${variant}${NONCE_SEPARATOR}${nonce}` : variant}"`;
}

/**
 * Whether the browser's If-None-Match holds a copy of this variant, and with which nonce (null: a copy without one);
 * undefined when it holds none. Weak comparison, as RFC 9110 asks of If-None-Match.
 */
export function revalidatedCopy(ifNoneMatch: string | null, variant: string): { nonce: string | null } | undefined {
  if (!ifNoneMatch) return undefined;
  for (const tag of ifNoneMatch.split(",")) {
    const value = /^\s*(?:W\/)?"([^"]*)"\s*$/.exec(tag)?.[1];
    if (value === variant) return { nonce: null };
    if (!value?.startsWith(variant + NONCE_SEPARATOR)) continue;
    const nonce = value.slice(variant.length + NONCE_SEPARATOR.length);
    if (NONCE.test(nonce)) return { nonce };
  }
  return undefined;
}
