// The search engines told of changed questions: one row per change (the event) and engine.
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { indexPings, questions } from "../db/schema";

export type IndexEngine = "indexnow" | "baidu";
export const PingState = { waiting: 1, sent: 2, failed: 3 } as const;

/** The row of a change and engine, written once: a redelivered event finds the one it wrote. */
export async function upsertPing(db: Db, ping: { engine: IndexEngine; url: string; eventId: string }) {
  await db.insert(indexPings).values(ping).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(indexPings)
    .where(and(eq(indexPings.eventId, ping.eventId), eq(indexPings.engine, ping.engine)));
  return row!;
}

export async function selectPing(db: Db, id: number) {
  const [row] = await db.select().from(indexPings).where(eq(indexPings.id, id));
  return row ?? null;
}

export function markPingSent(db: Db, id: number, at: number) {
  return db
    .update(indexPings)
    .set({ state: PingState.sent, attempts: sql`${indexPings.attempts} + 1`, lastError: "", sentAt: at })
    .where(eq(indexPings.id, id));
}

export function markPingFailed(db: Db, id: number, error: string) {
  return db
    .update(indexPings)
    .set({ state: PingState.failed, attempts: sql`${indexPings.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(indexPings.id, id));
}

/** One page of pings, newest first, and how many there are: statements for one batch. */
export function selectPingPage(db: Db, page: { limit: number; offset: number }) {
  return {
    total: db.select({ total: count() }).from(indexPings),
    list: db.select().from(indexPings).orderBy(desc(indexPings.id)).limit(page.limit).offset(page.offset),
  };
}

/** What a ping needs of a question: its address and whether guests may read it. */
export async function selectQuestionForPing(db: Db, id: number) {
  const [row] = await db
    .select({ id: questions.id, urlTitle: questions.urlTitle, status: questions.status, show: questions.show })
    .from(questions)
    .where(eq(questions.id, id));
  return row ?? null;
}
