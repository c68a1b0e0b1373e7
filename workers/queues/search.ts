// The search index consumer: a post's text changed (asked, answered, edited, an edit approved), so the index rows of
// its question and answers are written again from what they read now. Writing the current text is idempotent: an
// event delivered twice, or late, leaves the same rows.
import type { Db } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import { newEvent, type DomainEvent } from "~/server/events.server";
import { advanceRebuildStatement, selectQuestionIdsAfter, selectRebuild } from "~/server/models/search.server";
import { searchProvider } from "~/server/services/search-provider.server";

/** Questions a rebuild step writes: a few hundred rows of D1 writes, well inside one invocation's limits. */
const REBUILD_STEP = 200;

/** The question whose texts an event changed, or null when it changed none. */
function changedQuestion(event: DomainEvent): number | null {
  switch (event.type) {
    case "question.created":
    case "answer.created":
      return event.questionId;
    case "post.changed":
      return event.change === "edited" ? event.questionId : null;
    case "revision.approved":
      return event.objectType === "tag" ? null : event.questionId;
    default:
      return null;
  }
}

export async function indexSearch(db: Db, event: DomainEvent): Promise<void> {
  const questionId = changedQuestion(event);
  if (questionId !== null) await searchProvider().index(db, [questionId]);
}

/**
 * One step of a rebuild: the questions after the event's cursor, then the next step's event. A step that finds the
 * rebuild elsewhere (delivered twice, or a rebuild begun again since) does nothing.
 */
export async function rebuildSearchStep(
  env: Env,
  db: Db,
  event: Extract<DomainEvent, { type: "search.rebuild" }>,
): Promise<void> {
  const [state] = await selectRebuild(db);
  if (!state || state.finishedAt !== null || state.cursor !== event.cursor) return;
  const ids = (await selectQuestionIdsAfter(db, event.cursor, REBUILD_STEP)).map((row) => row.id);
  await searchProvider().index(db, ids);
  const next = ids.at(-1) ?? event.cursor;
  const finished = ids.length < REBUILD_STEP || next >= state.lastId;
  const advanced = await advanceRebuildStatement(
    db,
    event.cursor,
    next,
    finished ? Math.floor(Date.now() / 1000) : null,
  );
  if (advanced.meta.changes === 1 && !finished) {
    await env.EVENTS.send(newEvent({ type: "search.rebuild", cursor: next }));
  }
}
