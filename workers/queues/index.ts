// The queue consumer: the consumers of each domain event in turn; each message is acked or retried on its own, so one
// failure never blocks the rest of its batch (SECURITY.md §11).
import { deliverMail } from "./email";
import { mailPasswordReset } from "./password-reset";
import {
  reputationForAcceptance,
  reputationForActivation,
  reputationForApprovedEdit,
  reputationForVote,
} from "./reputation";
import { addViews } from "./views";
import { awardBadges } from "./badges";
import { notifyInbox, refreshCounters } from "./notifications";
import { mailNotifications } from "./notification-mail";
import { indexSearch, rebuildSearchStep } from "./search";
import { queuePings, sendPing } from "~/server/services/index-pings.server";
import { createDb, type Db } from "~/server/db/client.server";
import { deadLetters } from "~/server/db/schema";
import type { Env } from "~/server/env.server";
import type { DomainEvent } from "~/server/events.server";

export const DEAD_LETTER_QUEUE = "lvwen-events-dlq";

/**
 * Runs every consumer of an event: its own work (mail, views, reputation), the search index, the badges it earns, the notifications it
 * calls for and their mails, then the counters of the members told. Each consumer is idempotent, so a retried event redoes only what had not
 * happened.
 */
async function handle(env: Env, db: Db, event: DomainEvent): Promise<void> {
  switch (event.type) {
    case "mail.send":
      return deliverMail(db, event.outboxId);
    case "password_reset.requested":
      return mailPasswordReset(env, db, event);
    case "question.viewed":
      return addViews(db, [event.questionId]);
    case "search.rebuild":
      return rebuildSearchStep(env, db, event);
    case "index.ping":
      return sendPing(db, event.pingId);
    case "vote.changed":
      await reputationForVote(db, event);
      break;
    case "acceptance.changed":
      await reputationForAcceptance(db, event);
      break;
    case "user.activated":
      await reputationForActivation(db, event);
      break;
    case "revision.approved":
      await reputationForApprovedEdit(db, event);
      break;
  }
  await indexSearch(db, event);
  await queuePings(env.EVENTS, db, event);
  const awarded = await awardBadges(db, event);
  const told = await notifyInbox(db, event);
  await mailNotifications(env, db, event, told);
  await refreshCounters(env, db, event.id, awarded);
}

export async function handleQueue(batch: MessageBatch<DomainEvent>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  let messages = batch.messages;
  if (batch.queue !== DEAD_LETTER_QUEUE) {
    // views are many and alike: added up and written once per question for the whole batch
    const views = messages.filter((message) => message.body?.type === "question.viewed");
    if (views.length > 1) {
      try {
        await addViews(
          db,
          views.map((message) => (message.body as { questionId: number }).questionId),
        );
        for (const message of views) message.ack();
      } catch (error) {
        console.error("views failed", error);
        for (const message of views) message.retry();
      }
      messages = messages.filter((message) => message.body?.type !== "question.viewed");
    }
  }
  for (const message of messages) {
    if (batch.queue === DEAD_LETTER_QUEUE) {
      await park(db, message.body);
      message.ack();
      continue;
    }
    try {
      await handle(env, db, message.body);
      message.ack();
    } catch (error) {
      console.error(`event ${message.body?.type} ${message.body?.id} failed (attempt ${message.attempts})`, error);
      message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
    }
  }
}

/** Keeps an event that failed every retry where administrators can see it. */
async function park(db: Db, event: DomainEvent): Promise<void> {
  await db
    .insert(deadLetters)
    .values({ eventId: event?.id ?? crypto.randomUUID(), type: event?.type ?? "unknown", body: JSON.stringify(event) })
    .onConflictDoNothing();
}
