// The idempotency marks of the queue's consumers (workers/queues/once.ts writes them with each effect).
import { and, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { processedEvents } from "../db/schema";

/**
 * Deletes the marks older than `before` among the oldest `window` marks. Marks are only ever inserted, stamped with
 * the time, so the lowest rowids are the oldest: a fixed window stays cheap without an index on this busiest table.
 */
export function deleteProcessedMarksBefore(db: Db, before: number, window: number) {
  return db
    .delete(processedEvents)
    .where(
      and(
        sql`rowid IN (SELECT rowid FROM ${processedEvents} ORDER BY rowid LIMIT ${window})`,
        lt(processedEvents.processedAt, before),
      ),
    );
}
