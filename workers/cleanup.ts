// The scheduled cleanup (wrangler.toml [triggers]; `npm start` calls it locally): deletes what can no longer be used.
// Every kind is deleted in batches of at most BATCH rows found by an index, at most ROUNDS batches a run, so one run
// stays cheap however much has piled up; what is left waits for the next run.
import { createDb, type Statement } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import { firstRebuildEvent } from "~/server/services/search-rebuild.server";
import { fillEmailHashes } from "~/server/services/avatars.server";
import { fillUrlTitles } from "~/server/services/question-url-titles.server";
import { remindLawyerRechecks } from "~/server/services/lawyer-verification.server";
import { mergeSettings, selectSettingsRows } from "~/server/models/settings.server";
import { deleteProcessedMarksBefore } from "~/server/models/processed-events.server";
import { deleteExpiredSessions, deleteExpiredUserTokens } from "~/server/models/sessions.server";
import { deleteRateLimitsBefore, deleteStaleInflight } from "~/server/models/throttle.server";
import { RATE_LIMIT_WINDOW_MAX_SECONDS } from "~/lib/limits";

const BATCH = 500;
const ROUNDS = 10;
/** Questions given their URL title per run, in one batch of updates; any left wait for the next run. */
const URL_TITLES_PER_RUN = 1000;
/**
 * A queue keeps a message at most 14 days (4 by default), so a redelivered event always finds a mark this young; an
 * older mark can never meet its event again.
 */
export const PROCESSED_MARK_SECONDS = 14 * 24 * 60 * 60;

export type CleanupCounts = Record<"sessions" | "tokens" | "inflight" | "rateLimits" | "processedMarks", number>;

/** Deletes expired sessions and mailed tokens, stale in-flight claims, past throttle counters and old processed marks. */
export async function cleanUp(env: Pick<Env, "DB">, now: number): Promise<CleanupCounts> {
  const db = createDb(env.DB);
  const deletes = {
    sessions: () => deleteExpiredSessions(db, now, BATCH),
    tokens: () => deleteExpiredUserTokens(db, now, BATCH),
    inflight: () => deleteStaleInflight(db, now, BATCH),
    rateLimits: () => deleteRateLimitsBefore(db, now - RATE_LIMIT_WINDOW_MAX_SECONDS, BATCH),
    processedMarks: () => deleteProcessedMarksBefore(db, now - PROCESSED_MARK_SECONDS, BATCH),
  };
  const counts: CleanupCounts = { sessions: 0, tokens: 0, inflight: 0, rateLimits: 0, processedMarks: 0 };
  let pending = Object.keys(deletes) as (keyof CleanupCounts)[];
  for (let round = 0; round < ROUNDS && pending.length > 0; round++) {
    const statements = pending.map((kind) => deletes[kind]());
    const results = (await db.batch(statements as unknown as [Statement, ...Statement[]])) as D1Result[];
    const deleted = results.map((result) => result.meta.changes);
    pending.forEach((kind, index) => (counts[kind] += deleted[index]!));
    // a kind that filled its batch may have more
    pending = pending.filter((_, index) => deleted[index] === BATCH);
  }
  return counts;
}

/**
 * The Worker's scheduled handler: the cleanup, the email hashes of members made before hashes were kept (their
 * avatars follow), the URL titles of questions written before those were kept, the yearly re-check reminders of
 * verified lawyers, and the search index's first build once it exists.
 */
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const now = Math.floor(controller.scheduledTime / 1000);
  const counts = await cleanUp(env, now);
  console.log(`cleanup (${controller.cron}): deleted ${JSON.stringify(counts)}`);
  const db = createDb(env.DB);
  const settings = mergeSettings(await selectSettingsRows(db));
  const hashed = await fillEmailHashes(db, settings.users, BATCH);
  if (hashed > 0) console.log(`avatars: hashed the emails of ${hashed} members`);
  const titled = await fillUrlTitles(db, URL_TITLES_PER_RUN);
  if (titled > 0) console.log(`questions: wrote the url titles of ${titled}`);
  const reminded = await remindLawyerRechecks(env, db, settings, now);
  if (reminded > 0) console.log(`lawyers: reminded ${reminded} to have their licence checked again`);
  const rebuild = await firstRebuildEvent(db, now);
  if (rebuild) await env.EVENTS.send(rebuild);
}
