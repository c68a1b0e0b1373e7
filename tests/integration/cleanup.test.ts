// The scheduled cleanup (workers/cleanup.ts): the Worker's scheduled handler deletes what can no longer be used and
// keeps everything else, for each kind of row. Storage is shared by the tests of this file: rows carry unique keys.
import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { PROCESSED_MARK_SECONDS } from "../../workers/cleanup";
import { RATE_LIMIT_WINDOW_MAX_SECONDS } from "~/lib/limits";

const NOW = Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;
let counter = 0;
const unique = (label: string) => `${label}-${NOW}-${++counter}`;

/** Runs the Worker's scheduled handler as the cron trigger would, at NOW. */
async function runCleanup() {
  const controller = createScheduledController({ scheduledTime: new Date(NOW * 1000), cron: "*/30 * * * *" });
  await worker.scheduled(controller, env as never);
}

async function exists(table: string, column: string, value: string): Promise<boolean> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`).bind(value).first<{
    n: number;
  }>();
  return row!.n > 0;
}

describe("the scheduled cleanup", () => {
  it("deletes expired sessions and keeps live ones", async () => {
    const [expired, live] = [unique("session-expired"), unique("session-live")];
    await env.DB.batch([
      env.DB.prepare("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, 1, ?)").bind(expired, NOW - 1),
      env.DB.prepare("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, 1, ?)").bind(live, NOW + DAY),
    ]);
    await runCleanup();
    expect(await exists("sessions", "token_hash", expired)).toBe(false);
    expect(await exists("sessions", "token_hash", live)).toBe(true);
  });

  it("deletes expired activation, password reset and email change tokens and keeps live ones", async () => {
    const purposes = ["activation", "password_reset", "email_change"];
    const rows = purposes.flatMap((purpose) => [
      { hash: unique(`${purpose}-expired`), purpose, expiresAt: NOW - 1, kept: false },
      { hash: unique(`${purpose}-live`), purpose, expiresAt: NOW + 600, kept: true },
    ]);
    await env.DB.batch(
      rows.map((row) =>
        env.DB.prepare("INSERT INTO user_tokens (token_hash, user_id, purpose, expires_at) VALUES (?, 1, ?, ?)").bind(
          row.hash,
          row.purpose,
          row.expiresAt,
        ),
      ),
    );
    await runCleanup();
    for (const row of rows) expect(await exists("user_tokens", "token_hash", row.hash)).toBe(row.kept);
  });

  it("deletes in-flight claims whose time is up and keeps those of requests still running", async () => {
    const [stale, running] = [unique("inflight-stale"), unique("inflight-running")];
    await env.DB.batch([
      env.DB.prepare("INSERT INTO inflight_requests (key, expires_at) VALUES (?, ?)").bind(stale, NOW - 1),
      env.DB.prepare("INSERT INTO inflight_requests (key, expires_at) VALUES (?, ?)").bind(running, NOW + 10),
    ]);
    await runCleanup();
    expect(await exists("inflight_requests", "key", stale)).toBe(false);
    expect(await exists("inflight_requests", "key", running)).toBe(true);
  });

  it("deletes throttle counters past every window and keeps the counters of a window still running", async () => {
    const past = unique("login:email:past");
    const today = unique("vote:user:today");
    await env.DB.batch([
      env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 5)").bind(
        past,
        NOW - RATE_LIMIT_WINDOW_MAX_SECONDS - 60,
      ),
      // a day's vote window that began an hour ago still counts
      env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 40)").bind(today, NOW - 3600),
    ]);
    await runCleanup();
    expect(await exists("rate_limits", "key", past)).toBe(false);
    expect(await exists("rate_limits", "key", today)).toBe(true);
  });

  it("deletes processed marks older than a queue keeps a message and keeps younger ones, so a redelivery is still recognized", async () => {
    const [old, young] = [unique("event-old"), unique("event-young")];
    // marks are written as events are processed, so the older one comes first
    await env.DB.batch([
      env.DB.prepare("INSERT INTO processed_events (consumer, event_id, processed_at) VALUES ('email', ?, ?)").bind(
        old,
        NOW - PROCESSED_MARK_SECONDS - 60,
      ),
      env.DB.prepare("INSERT INTO processed_events (consumer, event_id, processed_at) VALUES ('email', ?, ?)").bind(
        young,
        NOW - 13 * DAY,
      ),
    ]);
    await runCleanup();
    expect(await exists("processed_events", "event_id", old)).toBe(false);
    expect(await exists("processed_events", "event_id", young)).toBe(true);
    expect(PROCESSED_MARK_SECONDS).toBeGreaterThanOrEqual(14 * DAY);
  });

  it("deletes a pile larger than one batch in one run", async () => {
    const prefix = unique("pile");
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200)
       INSERT INTO sessions (token_hash, user_id, expires_at) SELECT ? || '-' || i, 1, ? FROM n`,
    )
      .bind(prefix, NOW - 60)
      .run();
    await runCleanup();
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE token_hash LIKE ?")
      .bind(`${prefix}-%`)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});
