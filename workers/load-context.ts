// Bindings become the AppContext here, once per request (DESIGN.md): routes and handlers never read env directly.
import type { AppContext } from "~/server/context.server";
import { toCurrentUser, unixNow } from "~/server/context.server";
import { createDb } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import { getTranslator } from "~/server/i18n.server";
import { getSessionUser } from "~/server/models/sessions.server";
import { mergeSettings, selectSettingsRows } from "~/server/models/settings.server";
import { sha256Hex } from "~/server/crypto.server";
import { readCookie, SESSION_COOKIE } from "~/lib/cookies";
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

export async function createAppContext(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  kind: "page" | "api",
): Promise<AppContext> {
  const db = createDb(env.DB);
  const now = unixNow();
  const { token } = readSessionToken(request);
  const tokenHash = token ? await sha256Hex(token) : null;

  // settings and the session's user in one round trip
  const [settingsRows, sessionRows] = tokenHash
    ? await db.batch([selectSettingsRows(db), getSessionUser(db, tokenHash, now)])
    : [await selectSettingsRows(db), []];
  const settings = mergeSettings(settingsRows);
  const sessionUser = sessionRows[0]?.user;
  const user = sessionUser && sessionUser.status !== 10 ? toCurrentUser(sessionUser) : null;

  const siteLocale = normalizeLocale(settings.interface.language) ?? DEFAULT_LOCALE;
  const userLocale = normalizeLocale(user?.language);
  // API messages follow Accept-Language first (SPEC §7 clients send it); pages follow the member, then the site.
  const locale: Locale =
    (kind === "api" ? localeFromAcceptLanguage(request.headers.get("Accept-Language")) : null) ??
    userLocale ??
    siteLocale;

  const origin = new URL(request.url).origin;
  return {
    db,
    env,
    emit: async (...events) => {
      if (events.length > 0) await env.EVENTS.sendBatch(events.map((body) => ({ body })));
    },
    waitUntil: (promise) => ctx.waitUntil(promise),
    user,
    sessionTokenHash: user ? tokenHash : null,
    locale,
    t: getTranslator(locale),
    settings,
    siteUrl: settings.general.site_url || origin,
    ip: request.headers.get("CF-Connecting-IP") ?? "127.0.0.1",
    now: unixNow,
  };
}
