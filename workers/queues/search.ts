// The search index consumer: a post's text changed (asked, answered, edited, an edit approved), so the index rows of
// its question and answers are written again from what they read now. Writing the current text is idempotent: an
// event delivered twice, or late, leaves the same rows.
import type { Db } from "~/server/db/client.server";
import type { DomainEvent } from "~/server/events.server";
import { searchProvider } from "~/server/services/search-provider.server";

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
  if (questionId !== null) await searchProvider().indexQuestion(db, questionId);
}
