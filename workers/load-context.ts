// Bindings become the AppContext here, once per request (DESIGN.md): routes and handlers never read env directly.
import type { AppContext } from "~/server/context.server";
import { toCurrentUser, unixNow } from "~/server/context.server";
import { createDb } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import { getTranslator } from "~/server/i18n.server";
import { getSessionUser } from "~/server/models/sessions.server";
import { mergeSettings, selectSettingsRows } from "~/server/models/settings.server";
import { sha256Hex } from "~/server/crypto.server";
import { selectContentVersions, versionTag } from "~/server/models/content-versions.server";
import { forgetRecentReads, recentReads, rememberReads } from "./recent-reads";
import { D1_BOOKMARK_COOKIE, readCookie, SESSION_COOKIE } from "~/lib/cookies";
import { DEFAULT_LOCALE, localeFromAcceptLanguage, normalizeLocale, type Locale } from "~/lib/locale";

/** The session token: the API's Authorization header (raw or Bearer), else the site's cookie. */
export function readSessionToken(request: Request): { token: string | null; fromCookie: boolean } {
  const header = request.headers.get("Authorization")?.trim();
  if (header) {
    const token = header.replace(/^Bearer\s+/i, "").trim();
    return { token: /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null, fromCookie: false };
  }
  const cookie = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
  return { token: cookie && /^[A-Za-z0-9_-]{20,128}$/.test(cookie) ? cookie : null, fromCookie: Boolean(cookie) };
}

/** What one request works with: the use-cases' context, its D1 session, and the versions of the content it shows. */
export interface RequestContext {
  app: AppContext;
  /** The newest D1 bookmark of the request's writes (its own session's, or a Durable Object's), if any. */
  bookmark: () => string | null;
  /** The versions of the content an anonymous page shows (content keys asked for), else null. */
  contentTag: string | null;
}

/** A bookmark as D1 hands them out (hex groups and dashes); anything else is ignored rather than sent to D1. */
function readBookmark(request: Request): string | null {
  const value = readCookie(request.headers.get("Cookie"), D1_BOOKMARK_COOKIE);
  return value && /^[0-9a-f-]{1,128}$/i.test(value) ? value : null;
}

/** D1 bookmarks order as strings (a later one sorts after an earlier one). */
function newestBookmark(bookmarks: (string | null)[]): string | null {
  let newest: string | null = null;
  for (const bookmark of bookmarks) if (bookmark && (!newest || bookmark > newest)) newest = bookmark;
  return newest;
}

// One context per request: the Worker's entry and the API's middleware both ask for it.
const contexts = new WeakMap<Request, Promise<RequestContext>>();

export function requestContext(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  kind: "page" | "api",
  contentKeys: string[] = [],
): Promise<RequestContext> {
  let context = contexts.get(request);
  if (!context) {
    context = createRequestContext(request, env, ctx, kind, contentKeys);
    contexts.set(request, context);
  }
  return context;
}

async function createRequestContext(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  kind: "page" | "api",
  contentKeys: string[],
): Promise<RequestContext> {
  // Reads go to the nearest replica, unless the member's last write is newer than it (DESIGN.md decision 11).
  const d1 = env.DB.withSession(readBookmark(request) ?? "first-unconstrained");
  const db = createDb(d1);
  const elsewhere: string[] = [];
  const now = unixNow();
  const { token } = readSessionToken(request);
  const tokenHash = token ? await sha256Hex(token) : null;

  // An anonymous read may use what this isolate read a moment ago; a write forgets it (workers/recent-reads.ts).
  const anonymousRead = !tokenHash && request.method === "GET";
  if (request.method !== "GET" && request.method !== "HEAD") forgetRecentReads();
  const recent = anonymousRead ? recentReads(contentKeys) : null;
  // otherwise settings, the session's user and the content versions in one round trip
  const [settingsRows, sessionRows, versionRows] = recent
    ? [recent.settings, [], recent.versions]
    : await db.batch([
        selectSettingsRows(db),
        getSessionUser(db, tokenHash ?? "", now),
        selectContentVersions(db, contentKeys),
      ]);
  if (anonymousRead && !recent) rememberReads(contentKeys, settingsRows, versionRows);
  const settings = mergeSettings(settingsRows);
  const sessionUser = tokenHash ? sessionRows[0]?.user : undefined;
  const user = sessionUser && sessionUser.status !== 10 ? toCurrentUser(sessionUser) : null;

  const siteLocale = normalizeLocale(settings.interface.language) ?? DEFAULT_LOCALE;
  const userLocale = normalizeLocale(user?.language);
  // API messages follow Accept-Language first (SPEC §7 clients send it); pages follow the member, then the site.
  const locale: Locale =
    (kind === "api" ? localeFromAcceptLanguage(request.headers.get("Accept-Language")) : null) ??
    userLocale ??
    siteLocale;

  const origin = new URL(request.url).origin;
  const app: AppContext = {
    db,
    env,
    emit: async (...events) => {
      if (events.length > 0) await env.EVENTS.sendBatch(events.map((body) => ({ body })));
    },
    waitUntil: (promise) => ctx.waitUntil(promise),
    noteBookmark: (bookmark) => void elsewhere.push(bookmark),
    user,
    sessionTokenHash: user ? tokenHash : null,
    locale,
    t: getTranslator(locale),
    settings,
    siteUrl: settings.general.site_url || origin,
    ip: request.headers.get("CF-Connecting-IP") ?? "127.0.0.1",
    now: unixNow,
  };
  return {
    app,
    bookmark: () => newestBookmark([d1.getBookmark(), ...elsewhere]),
    contentTag: contentKeys.length > 0 ? versionTag(contentKeys, versionRows) : null,
  };
}
