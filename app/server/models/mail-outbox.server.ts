// The mail outbox: every mail is a row first; the email consumer sends it or keeps it.
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { mailOutbox } from "../db/schema";

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = Pick<
  typeof mailOutbox.$inferInsert,
  "toEmail" | "subject" | "html" | "text" | "kind" | "unsubscribeUrl" | "eventId"
>;

export const MailState = { queued: 1, sent: 2, kept: 3, failed: 4 } as const;

export function insertMail(db: Db, mail: NewOutboxMail) {
  return db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
}

/** The mails an event wrote that still wait to be handed to the email consumer. */
export function selectQueuedMailsOfEvent(db: Db, eventId: string) {
  return db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.eventId, eventId), eq(mailOutbox.status, MailState.queued)));
}

export function getMail(db: Db, id: number) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();
}

export function markMail(db: Db, id: number, status: number, error = "") {
  return db
    .update(mailOutbox)
    .set({
      status,
      lastError: error.slice(0, 500),
      sentAt: status === MailState.sent ? Math.floor(Date.now() / 1000) : null,
    })
    .where(eq(mailOutbox.id, id));
}

export function countMailAttempt(db: Db, id: number, attempts: number) {
  return db.update(mailOutbox).set({ attempts }).where(eq(mailOutbox.id, id));
}

export function listMail(db: Db, page: number, pageSize: number) {
  return [
    db.select({ total: count() }).from(mailOutbox),
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ] as const;
}
