// The queue consumer: one handler per domain event type; each message is acked or retried on its own, so one
// failure never blocks the rest of its batch (SECURITY.md §11).
import { deliverMail } from "./email";
import { createDb, type Db } from "~/server/db/client.server";
import { deadLetters } from "~/server/db/schema";
import type { Env } from "~/server/env.server";
import type { DomainEvent } from "~/server/events.server";

export const DEAD_LETTER_QUEUE = "lvwen-events-dlq";

async function handle(db: Db, event: DomainEvent): Promise<void> {
  switch (event.type) {
    case "mail.send":
      return deliverMail(db, event.outboxId);
  }
}

export async function handleQueue(batch: MessageBatch<DomainEvent>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    if (batch.queue === DEAD_LETTER_QUEUE) {
      await park(db, message.body);
      message.ack();
      continue;
    }
    try {
      await handle(db, message.body);
      message.ack();
    } catch (error) {
      console.error(`event ${message.body.type} ${message.body.id} failed (attempt ${message.attempts})`, error);
      message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
    }
  }
}

/** Keeps an event that failed every retry where administrators can see it. */
async function park(db: Db, event: DomainEvent): Promise<void> {
  await db
    .insert(deadLetters)
    .values({ eventId: event.id ?? crypto.randomUUID(), type: event.type ?? "unknown", body: JSON.stringify(event) })
    .onConflictDoNothing();
}
