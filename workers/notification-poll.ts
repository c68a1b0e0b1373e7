// The header's 6-second poll of notification/status, answered without D1 (DESIGN.md decision 3): a poll that shows a
// genuine poll token (app/server/poll-token.server.ts) is answered from the counter objects before any
// request context (settings, session) is read. Any other call of notification/status takes the API's ordinary way.
import { API_BASE } from "~/lib/paths";
import { DEFAULT_LOCALE, localeFromAcceptLanguage } from "~/lib/locale";
import type { Env } from "~/server/env.server";
import { unixNow } from "~/server/context.server";
import { getTranslator } from "~/server/i18n.server";
import { POLL_TOKEN_HEADER, verifyPollToken } from "~/server/poll-token.server";
import { toNotificationStatus } from "~/server/presenters/notifications.server";
import { unreadStatus } from "~/server/services/notifications.server";

const STATUS_PATH = `${API_BASE}/notification/status`;

/** The poll's answer, or null when this request is not a poll with a valid token. */
export async function answerPoll(request: Request, url: URL, env: Env): Promise<Response | null> {
  if (request.method !== "GET" || url.pathname !== STATUS_PATH) return null;
  const pass = await verifyPollToken(env.PASSWORD_PEPPER, request.headers.get(POLL_TOKEN_HEADER), unixNow());
  if (pass === null) return null;
  const t = getTranslator(localeFromAcceptLanguage(request.headers.get("Accept-Language")) ?? DEFAULT_LOCALE);
  const body = {
    code: 200,
    reason: "base.success",
    msg: t("base.success"),
    data: toNotificationStatus(await unreadStatus(env, pass, t)),
  };
  return new Response(JSON.stringify(body), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
