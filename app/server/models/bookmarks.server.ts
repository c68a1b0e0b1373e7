// Bookmarks of questions and answers. Writes state what should be (bookmarked or not) rather than toggling, and the
// post's collection_count is recounted in the same batch, so repeated or simultaneous requests end in one row and
// an exact count (SECURITY.md §2).
import { and, count, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { readTemplate, slot } from "../db/templates.server";
import { answers, bookmarks, questions } from "../db/schema";

export type BookmarkObjectType = "question" | "answer";

const POSTS = { question: questions, answer: answers } as const;

export function writeBookmarkStatements(
  db: Db,
  mark: { userId: number; objectType: BookmarkObjectType; objectId: number; bookmarked: boolean },
  now: number,
) {
  const { userId, objectType, objectId, bookmarked } = mark;
  const write = bookmarked
    ? db.insert(bookmarks).values({ userId, objectType, objectId, createdAt: now }).onConflictDoNothing()
    : db
        .delete(bookmarks)
        .where(
          and(eq(bookmarks.userId, userId), eq(bookmarks.objectType, objectType), eq(bookmarks.objectId, objectId)),
        );
  const table = POSTS[objectType];
  const total = db
    .select({ n: count() })
    .from(bookmarks)
    .where(and(eq(bookmarks.objectType, objectType), eq(bookmarks.objectId, objectId)));
  const recount = db
    .update(table)
    .set({ collectionCount: sql`(${total})` })
    .where(eq(table.id, objectId))
    .returning({ collectionCount: table.collectionCount });
  return { write, recount };
}

/** A member's bookmarks among a question and its answers (the question page's bookmark buttons). */
const bookmarksOnQuestionPage = readTemplate((db) =>
  db
    .select({ objectType: bookmarks.objectType, objectId: bookmarks.objectId })
    .from(bookmarks)
    .where(
      and(
        eq(bookmarks.userId, slot("userId")),
        or(
          and(eq(bookmarks.objectType, "question"), eq(bookmarks.objectId, slot("questionId"))),
          and(
            eq(bookmarks.objectType, "answer"),
            inArray(
              bookmarks.objectId,
              db
                .select({ id: answers.id })
                .from(answers)
                .where(eq(answers.questionId, slot("questionId"))),
            ),
          ),
        ),
      ),
    ),
);

export function selectBookmarksOnQuestionPage(db: Db, questionId: number, userId: number) {
  return bookmarksOnQuestionPage(db, { questionId, userId });
}
