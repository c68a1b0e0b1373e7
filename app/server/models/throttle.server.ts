// Counters for throttling and the in-flight claims of write requests. Each is one atomic statement, so limits hold
// when requests arrive in parallel (SECURITY.md §6).
import { and, eq, lt, sql } from "drizzle-orm";
import { deleteSome, type Db } from "../db/client.server";
import { inflightRequests, rateLimits } from "../db/schema";

/** Counts one hit in a fixed window and returns the count including it. */
export async function hitRateLimit(db: Db, key: string, windowSeconds: number, now: number): Promise<number> {
  const windowStart = now - (now % windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Gives back one hit of the current window (an attempt that turned out not to count). */
export function releaseRateLimitHit(db: Db, key: string, windowSeconds: number, now: number) {
  const windowStart = now - (now % windowSeconds);
  return db
    .update(rateLimits)
    .set({ count: sql`MAX(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

export function clearRateLimit(db: Db, key: string) {
  return db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Claims a request key; false when an identical request still holds it. */
export async function claimInflight(db: Db, key: string, now: number, ttlSeconds: number): Promise<boolean> {
  // a claim left behind by a crashed request expires; the delete and the insert each act atomically
  await db.delete(inflightRequests).where(and(eq(inflightRequests.key, key), lt(inflightRequests.expiresAt, now)));
  const inserted = await db
    .insert(inflightRequests)
    .values({ key, expiresAt: now + ttlSeconds })
    .onConflictDoNothing()
    .returning({ key: inflightRequests.key });
  return inserted.length === 1;
}

export function releaseInflight(db: Db, key: string) {
  return db.delete(inflightRequests).where(eq(inflightRequests.key, key));
}

/** Deletes up to `limit` claims left behind by requests that never released them (their time is up). */
export function deleteStaleInflight(db: Db, now: number, limit: number) {
  return deleteSome(db, inflightRequests, lt(inflightRequests.expiresAt, now), limit);
}

/** Deletes up to `limit` counters whose window started before `before`: a later hit would start again from 1. */
export function deleteRateLimitsBefore(db: Db, before: number, limit: number) {
  return deleteSome(db, rateLimits, lt(rateLimits.windowStart, before), limit);
}
