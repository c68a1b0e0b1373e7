// Telling search engines of new and changed public questions (the indexing settings, off by default): IndexNow, which
// Bing, Yandex and others share, and Baidu's link submission. A change writes one row per engine and queues a ping;
// the ping is sent off the request path and retried by the queue until it succeeds, each attempt recorded on the row
// for the back office. A post never waits for, nor fails with, a search engine.
import { paths } from "~/lib/paths";
import { QuestionStatus } from "~/lib/status";
import { INDEX_PINGS_PAGE_SIZE } from "~/lib/limits";
import type { AppContext } from "../context.server";
import type { Db } from "../db/client.server";
import { newEvent, type DomainEvent } from "../events.server";
import {
  markPingFailed,
  markPingSent,
  PingState,
  selectPing,
  selectPingPage,
  selectQuestionForPing,
  upsertPing,
  type IndexEngine,
} from "../models/index-pings.server";
import { mergeSettings, selectSettingsRows } from "../models/settings.server";
import type { SiteSettings } from "~/schemas/settings";
import { requireAdmin } from "./guards.server";

const PING_TIMEOUT_MS = 10_000;

/** The question whose page an event changed: asked, answered, edited, closed, deleted, an edit approved. */
function changedQuestion(event: DomainEvent): number | null {
  switch (event.type) {
    case "question.created":
    case "answer.created":
    case "post.changed":
      return event.questionId;
    case "revision.approved":
      return event.objectType === "tag" ? null : event.questionId;
    default:
      return null;
  }
}

function enabledEngines(settings: SiteSettings): IndexEngine[] {
  const { indexing } = settings;
  return [
    ...(indexing.indexnow_enabled && indexing.indexnow_key ? (["indexnow"] as const) : []),
    ...(indexing.baidu_enabled && indexing.baidu_token ? (["baidu"] as const) : []),
  ];
}

/** Queues a ping per enabled engine for the public question an event changed. */
export async function queuePings(events: Queue<DomainEvent>, db: Db, event: DomainEvent): Promise<void> {
  const questionId = changedQuestion(event);
  if (questionId === null) return;
  const settings = mergeSettings(await selectSettingsRows(db));
  const engines = enabledEngines(settings);
  // without the site's address there is nothing to tell; a site that requires login has nothing public
  if (engines.length === 0 || !settings.general.site_url || settings.login.login_required) return;
  const question = await selectQuestionForPing(db, questionId);
  if (!question) return;
  // a deleted question is told too, so that the engine drops its page; pending and unlisted ones are not public
  const deleted = event.type === "post.changed" && event.change === "deleted" && event.objectType === "question";
  const listed =
    (question.status === QuestionStatus.normal || question.status === QuestionStatus.closed) && question.show === 1;
  if (!listed && !deleted) return;
  const url = new URL(paths.question(question, settings.seo.permalink), settings.general.site_url).toString();
  for (const engine of engines) {
    const ping = await upsertPing(db, { engine, url, eventId: event.id });
    // a redelivered event queues again only what was never tried (the ping itself skips one already sent)
    if (ping.state === PingState.waiting && ping.attempts === 0) {
      await events.send(newEvent({ type: "index.ping", pingId: ping.id }));
    }
  }
}

async function submit(settings: SiteSettings, engine: IndexEngine, url: string): Promise<void> {
  const { indexing } = settings;
  const site = new URL(settings.general.site_url);
  const signal = AbortSignal.timeout(PING_TIMEOUT_MS);
  if (engine === "indexnow") {
    const response = await fetch(indexing.indexnow_endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({
        host: site.host,
        key: indexing.indexnow_key,
        keyLocation: new URL(paths.indexNowKey(indexing.indexnow_key), site).toString(),
        urlList: [url],
      }),
      signal,
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`IndexNow ${response.status}`);
    return;
  }
  const endpoint = new URL(indexing.baidu_endpoint);
  endpoint.searchParams.set("site", site.origin);
  endpoint.searchParams.set("token", indexing.baidu_token);
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "text/plain" },
    body: `${url}\n`,
    signal,
  });
  // Baidu answers {"success": n, "remain": m}, or {"error": code, "message": "..."}
  const answer = (await response.json().catch(() => ({}))) as { success?: number; message?: string };
  if (!response.ok || !answer.success) throw new Error(`Baidu ${response.status} ${answer.message ?? ""}`.trim());
}

/** Sends one queued ping; a failure is recorded and thrown, so that the queue tries again later. */
export async function sendPing(db: Db, pingId: number, now = Date.now()): Promise<void> {
  const ping = await selectPing(db, pingId);
  if (!ping || ping.state === PingState.sent) return;
  const settings = mergeSettings(await selectSettingsRows(db));
  try {
    await submit(settings, ping.engine as IndexEngine, ping.url);
  } catch (error) {
    await markPingFailed(db, ping.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await markPingSent(db, ping.id, Math.floor(now / 1000));
}

/** IndexNow's proof that the site is ours: its key, at /{key}.txt, while pings to IndexNow are on. */
export function indexNowKeyOf(settings: SiteSettings, pathname: string): string | null {
  const { indexnow_enabled, indexnow_key } = settings.indexing;
  return indexnow_enabled && indexnow_key && pathname === paths.indexNowKey(indexnow_key) ? indexnow_key : null;
}

export type IndexPingView = {
  id: number;
  engine: string;
  url: string;
  state: number;
  attempts: number;
  lastError: string;
  createdAt: number;
  sentAt: number | null;
};

/** The back office's list of pings, newest first. */
export async function indexPingPage(ctx: AppContext, page: number): Promise<{ count: number; list: IndexPingView[] }> {
  requireAdmin(ctx);
  const { total, list } = selectPingPage(ctx.db, {
    limit: INDEX_PINGS_PAGE_SIZE,
    offset: (page - 1) * INDEX_PINGS_PAGE_SIZE,
  });
  const [[counted], rows] = await ctx.db.batch([total, list]);
  return {
    count: counted?.total ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      engine: row.engine,
      url: row.url,
      state: row.state,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
    })),
  };
}
