// Rebuilding the search index (issue: the index is written by the queue as posts change; content written before the
// index existed, or an index restored from elsewhere, needs every question written again). A rebuild walks the
// questions by id in steps, one queue event each (workers/queues/search.ts), and its state says how far it is. The
// first scheduled run after the index's migration begins one by itself.
import type { AppContext } from "../context.server";
import type { Db } from "../db/client.server";
import { newEvent, type DomainEvent } from "../events.server";
import { selectLastQuestionId, selectRebuild, startRebuildStatement } from "../models/search.server";
import { requireAdmin } from "./guards.server";
import type { SearchIndexState } from "~/lib/views/admin";

/** The rebuild's state, as the back office shows it. */
export async function searchIndexState(ctx: AppContext): Promise<SearchIndexState> {
  requireAdmin(ctx);
  const [[state], [last]] = await ctx.db.batch([selectRebuild(ctx.db), selectLastQuestionId(ctx.db)]);
  if (!state)
    return { running: false, indexedUpTo: 0, lastId: last?.id ?? 0, percent: 0, startedAt: null, finishedAt: null };
  const percent =
    state.finishedAt !== null || state.lastId === 0 ? 100 : Math.floor((state.cursor / state.lastId) * 100);
  return {
    running: state.finishedAt === null,
    indexedUpTo: state.cursor,
    lastId: state.lastId,
    percent: Math.min(100, percent),
    startedAt: state.startedAt,
    finishedAt: state.finishedAt,
  };
}

/** Begins a rebuild from the first question (a running one starts over); answers the new state. */
export async function startSearchRebuild(ctx: AppContext): Promise<SearchIndexState> {
  requireAdmin(ctx);
  const event = await beginRebuild(ctx.db, ctx.now());
  if (event) await ctx.emit(event);
  return searchIndexState(ctx);
}

/** Writes a new rebuild's state; answers its first step's event (none when there is no question to index). */
async function beginRebuild(db: Db, now: number): Promise<DomainEvent | null> {
  const [last] = await selectLastQuestionId(db);
  const lastId = last?.id ?? 0;
  await startRebuildStatement(db, lastId, now);
  return lastId > 0 ? newEvent({ type: "search.rebuild", cursor: 0 }) : null;
}

/** The scheduled run's part: the first rebuild of a site whose index has never been built; null when there was one. */
export async function firstRebuildEvent(db: Db, now: number): Promise<DomainEvent | null> {
  const [state] = await selectRebuild(db);
  return state ? null : beginRebuild(db, now);
}
