// Events that failed every retry, parked by the queue consumer for administrators to see.
import { count, desc } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { deadLetters } from "../db/schema";

/** One page of dead letters, newest first, and how many there are: statements for one batch. */
export function selectDeadLetterPage(db: Db, page: { limit: number; offset: number }) {
  return {
    total: db.select({ total: count() }).from(deadLetters),
    list: db.select().from(deadLetters).orderBy(desc(deadLetters.id)).limit(page.limit).offset(page.offset),
  };
}
