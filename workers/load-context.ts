// Bindings become the AppContext here, once per request (DESIGN.md): routes and handlers never read env directly.
import type { AppContext, CurrentUser } from "~/server/context.server";
import { toCurrentUser, unixNow } from "~/server/context.server";
import { createDb, type Db } from "~/server/db/client.server";
import { UserStatus } from "~/lib/status";
import type { Env } from "~/server/env.server";
import { getTranslator } from "~/server/i18n.server";
import { getSessionUser } from "~/server/models/sessions.server";
import type { UserRow } from "~/server/models/users.server";
import { mergeSettings, selectSettingsRows } from "~/server/models/settings.server";
import { sha256Hex } from "~/server/crypto.server";
import { selectContentVersions, versionTag } from "~/server/models/content-versions.server";
import { withFirstRound } from "./first-round";
import {
  forgetSettings,
  noteWrite,
  remembered,
  rememberedMember,
  rememberMember,
  rememberSettings,
  rememberVersions,
  type Remembered,
  type SettingsRow,
  type VersionRow,
} from "./remembered-reads";
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
  /**
   * The versions of the content an anonymous page shows (content keys asked for), as this isolate remembers or read
   * them; null when it does not know them yet, or when no content keys were asked for.
   */
  contentTag: string | null;
  /**
   * Checks what the request took from this isolate's memory (workers/remembered-reads.ts) against D1, in the
   * request's first round trip when it has one. `stale` means a guess was wrong: the response must be thrown away and
   * the request run again with `fromMemory` off. `contentTag` is then the versions as read in that round trip, which
   * are those of everything the request read after it. With `sameContent`, content versions that moved make the
   * guess wrong too (a page served from the cache under the remembered versions); otherwise they are only learned.
   */
  confirm: (options?: { sameContent?: boolean }) => Promise<{ stale: boolean; contentTag: string | null }>;
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
  fromMemory = true,
): Promise<RequestContext> {
  let context = fromMemory ? contexts.get(request) : undefined;
  if (!context) {
    context = createRequestContext(request, env, ctx, kind, contentKeys, fromMemory);
    contexts.set(request, context);
  }
  return context;
}

/** The member behind a session row, unless the account is deleted. */
function memberOf(row: { user: UserRow } | undefined): CurrentUser | null {
  return row && row.user.status !== UserStatus.deleted ? toCurrentUser(row.user) : null;
}

const sameMember = (a: CurrentUser | null, b: CurrentUser | null) => JSON.stringify(a) === JSON.stringify(b);

async function createRequestContext(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  kind: "page" | "api",
  contentKeys: string[],
  fromMemory: boolean,
): Promise<RequestContext> {
  // Reads go to the nearest replica, unless the member's last write is newer than it (DESIGN.md decision 11).
  const d1 = env.DB.withSession(readBookmark(request) ?? "first-unconstrained");
  const elsewhere: string[] = [];
  const now = unixNow();
  const { token } = readSessionToken(request);
  const tokenHash = token ? await sha256Hex(token) : null;
  // the settings' version is read with them, so that a remembered copy can be checked later
  const versionKeys = contentKeys.includes(SITE_VERSION) ? contentKeys : [SITE_VERSION, ...contentKeys];

  const read = request.method === "GET" || request.method === "HEAD";
  if (!read) noteWrite();
  const memory = read && fromMemory ? remembered(contentKeys) : null;
  const memberGuess = memory && tokenHash ? rememberedMember(tokenHash) : null;
  // an anonymous read takes what was read within the last second as it is; members and older reads are guesses
  const trusted = memory !== null && memory.fresh && !tokenHash;
  const guessed = memory !== null && !trusted && memberGuess !== undefined;

  let db: Db;
  let settingsRows: SettingsRow[];
  let versionRows: VersionRow[] | null;
  let user: CurrentUser | null;
  // what was used is what holds, unless it was a guess (below)
  let confirm: RequestContext["confirm"] = async () => ({ stale: false, contentTag: tagOf(contentKeys, versionRows) });
  if (memory && trusted) {
    db = createDb(d1);
    settingsRows = memory.settings;
    versionRows = memory.versions;
    user = null;
  } else if (memory && guessed) {
    const check = withFirstRound(d1, (checkDb) => [
      selectContentVersions(checkDb, versionKeys),
      ...(tokenHash ? [getSessionUser(checkDb, tokenHash, now)] : []),
    ]);
    db = check.db;
    settingsRows = memory.settings;
    versionRows = memory.versions;
    user = memberGuess ?? null;
    const guess = { memory, tokenHash, memberGuess: user, contentKeys, versionKeys };
    let confirmed: ReturnType<typeof confirmGuess> | null = null;
    confirm = async (options = {}) => {
      const result = await (confirmed ??= confirmGuess(check.results(), guess));
      const stale = result.stale || (options.sameContent === true && result.contentMoved);
      return { stale, contentTag: result.contentTag };
    };
  } else {
    db = createDb(d1);
    const [rows, sessionRows, readVersions] = await db.batch([
      selectSettingsRows(db),
      getSessionUser(db, tokenHash ?? "", now),
      selectContentVersions(db, versionKeys),
    ]);
    settingsRows = rows;
    versionRows = readVersions;
    user = tokenHash ? memberOf(sessionRows[0]) : null;
    if (read) {
      rememberSettings(rows, versionOf(readVersions, SITE_VERSION));
      rememberVersions(versionKeys, readVersions);
      if (tokenHash) rememberMember(tokenHash, user);
    }
  }
  const settings = mergeSettings(settingsRows);

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
    noteSession: (hash, member) => rememberMember(hash, member),
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
    contentTag: tagOf(contentKeys, versionRows),
    confirm,
  };
}

const SITE_VERSION = "site";

function versionOf(rows: VersionRow[], key: string): number | null {
  return rows.find((row) => row.key === key)?.version ?? null;
}

function tagOf(contentKeys: string[], rows: VersionRow[] | null): string | null {
  return contentKeys.length > 0 && rows ? versionTag(contentKeys, rows) : null;
}

/**
 * Compares what a request guessed with what its first round trip read, and remembers what it read. The settings must
 * still be at the version they were remembered at, and the session must still belong to the same member, unchanged.
 */
async function confirmGuess(
  results: Promise<unknown[]>,
  guess: {
    memory: Remembered;
    tokenHash: string | null;
    memberGuess: CurrentUser | null;
    contentKeys: string[];
    versionKeys: string[];
  },
): Promise<{ stale: boolean; contentTag: string | null; contentMoved: boolean }> {
  const [versionRows, sessionRows] = (await results) as [VersionRow[], { user: UserRow }[] | undefined];
  const { memory, tokenHash, memberGuess, contentKeys, versionKeys } = guess;
  let stale = false;
  rememberVersions(versionKeys, versionRows);
  if (versionOf(versionRows, SITE_VERSION) === memory.site) rememberSettings(memory.settings, memory.site);
  else {
    forgetSettings();
    stale = true;
  }
  if (tokenHash) {
    const member = memberOf(sessionRows?.[0]);
    rememberMember(tokenHash, member);
    if (!sameMember(member, memberGuess)) stale = true;
  }
  const contentTag = tagOf(contentKeys, versionRows);
  return { stale, contentTag, contentMoved: contentTag !== tagOf(contentKeys, memory.versions) };
}
