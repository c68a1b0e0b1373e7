// Idempotent consumers (DESIGN.md decision 4): an event's effect and its "processed" mark are one batch, the mark
// first. A redelivered event fails on the mark's primary key, which rolls the whole batch back: nothing happens twice.
import { processedEvents } from "~/server/db/schema";
import { runStatements, type Db, type Statement } from "~/server/db/client.server";

export type Consumer = "reputation" | "badges" | "notifications" | "email";

function isProcessedMarkConflict(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    if (/UNIQUE constraint failed: processed_events/i.test(message)) return true;
    if (!(cause instanceof Error)) break;
  }
  return false;
}

/** Runs `statements` for the event unless this consumer already did; answers whether they ran now. */
export async function runOnce(db: Db, consumer: Consumer, eventId: string, statements: Statement[]): Promise<boolean> {
  try {
    await runStatements(db, [db.insert(processedEvents).values({ consumer, eventId }), ...statements]);
    return true;
  } catch (error) {
    if (isProcessedMarkConflict(error)) return false;
    throw error;
  }
}
