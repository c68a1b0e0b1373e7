// Reads and writes of the review queue of suggested edits (revisions with status 1, REFERENCE.md review flow 1).
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.server";
import { answers, questions, revisions, tags, users } from "../db/schema";
import { userColumns } from "./questions.server";
import { countPendingLawyers } from "./lawyers.server";
import { countFlaggedPosts } from "./reports.server";
import { countQueuedPosts } from "./queued-posts.server";
import { NO_REVIEWS, type ReviewCounts, type ReviewObjectType } from "~/lib/review";
import { RevisionStatus } from "~/lib/status";

/** What waits for review: suggested edits by kind, flagged and held posts (read by the review counter, not a request). */
export async function selectReviewCounts(db: Db): Promise<ReviewCounts> {
  const [rows, [flagged], [queued], [lawyers]] = await db.batch([
    db
      .select({ objectType: revisions.objectType, n: count() })
      .from(revisions)
      .where(eq(revisions.status, RevisionStatus.pending))
      .groupBy(revisions.objectType),
    countFlaggedPosts(db),
    countQueuedPosts(db),
    countPendingLawyers(db),
  ]);
  return {
    ...NO_REVIEWS,
    ...Object.fromEntries(rows.map((row) => [row.objectType, row.n])),
    flagged: flagged?.total ?? 0,
    queued: queued?.total ?? 0,
    lawyer: lawyers?.total ?? 0,
  };
}

const editor = alias(users, "editor");
const author = alias(users, "author");

/**
 * Suggested edits a reviewer may act on, oldest first: of the kinds they review, not their own. Each with the
 * suggestion, its editor, and the object as it stands now (question, answer with its question, or tag) and its author.
 */
export function selectUnreviewed(
  db: Db,
  filter: { types: readonly ReviewObjectType[]; reviewerId: number },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(revisions.status, RevisionStatus.pending),
    inArray(revisions.objectType, filter.types.length ? [...filter.types] : ["none" as ReviewObjectType]),
    ne(revisions.userId, filter.reviewerId),
  );
  const list = db
    .select({
      id: revisions.id,
      objectType: revisions.objectType,
      objectId: revisions.objectId,
      content: revisions.content,
      reason: revisions.reason,
      createdAt: revisions.createdAt,
      editor: userColumns(editor, "editor"),
      author: userColumns(author, "author"),
      questionId: sql<number>`COALESCE(${questions.id}, 0)`.mapWith(Number).as("question_id"),
      questionTitle: sql<string>`COALESCE(${questions.title}, '')`.as("question_title"),
      questionUrlTitle: sql<string>`COALESCE(${questions.urlTitle}, '')`.as("question_url_title"),
      questionText: sql<string>`COALESCE(${questions.originalText}, '')`.as("question_text"),
      questionStatus: sql<number>`COALESCE(${questions.status}, 0)`.mapWith(Number).as("question_status"),
      questionTags: sql<string>`COALESCE((SELECT group_concat(slug_name, ',') FROM (SELECT t.slug_name FROM
        question_tags qt JOIN tags t ON t.id = qt.tag_id WHERE qt.question_id = ${questions.id} ORDER BY qt.rowid)), '')`.as(
        "question_tags",
      ),
      answerText: sql<string>`COALESCE(${answers.originalText}, '')`.as("answer_text"),
      answerStatus: sql<number>`COALESCE(${answers.status}, 0)`.mapWith(Number).as("answer_status"),
      tagDisplayName: sql<string>`COALESCE(${tags.displayName}, '')`.as("tag_display_name"),
      tagSlugName: sql<string>`COALESCE(${tags.slugName}, '')`.as("tag_slug_name"),
      tagText: sql<string>`COALESCE(${tags.originalText}, '')`.as("tag_text"),
      tagStatus: sql<number>`COALESCE(${tags.status}, 0)`.mapWith(Number).as("tag_status"),
    })
    .from(revisions)
    .innerJoin(editor, eq(editor.id, revisions.userId))
    .leftJoin(answers, and(eq(revisions.objectType, "answer"), eq(answers.id, revisions.objectId)))
    .leftJoin(
      questions,
      sql`(${revisions.objectType} = 'question' AND ${questions.id} = ${revisions.objectId})
        OR (${revisions.objectType} = 'answer' AND ${questions.id} = ${answers.questionId})`,
    )
    .leftJoin(tags, and(eq(revisions.objectType, "tag"), eq(tags.id, revisions.objectId)))
    .leftJoin(
      author,
      sql`${author.id} = CASE ${revisions.objectType} WHEN 'answer' THEN ${answers.userId}
        WHEN 'question' THEN ${questions.userId} ELSE ${tags.userId} END`,
    )
    .where(where)
    .orderBy(asc(revisions.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = db.select({ total: count() }).from(revisions).where(where);
  return { list, total };
}

export type UnreviewedRow = Awaited<ReturnType<ReturnType<typeof selectUnreviewed>["list"]["all"]>>[number];

/** A suggested edit waiting for review, by id. */
export function selectPendingRevisionById(db: Db, id: number) {
  return db
    .select()
    .from(revisions)
    .where(and(eq(revisions.id, id), eq(revisions.status, RevisionStatus.pending)));
}

/**
 * Settles a waiting suggestion as approved or rejected, answering its id only when it was still waiting: of two
 * reviewers acting at once, one settles it and the other is told it is gone.
 */
export function settleRevisionStatement(
  db: Db,
  review: { id: number; status: typeof RevisionStatus.approved | typeof RevisionStatus.rejected },
  reviewerId: number,
  now: number,
) {
  return db
    .update(revisions)
    .set({ status: review.status, reviewUserId: reviewerId, reviewedAt: now })
    .where(and(eq(revisions.id, review.id), eq(revisions.status, RevisionStatus.pending)))
    .returning({ id: revisions.id });
}

/** Puts a settled suggestion back in the queue (when applying an approved one failed). */
export function reopenRevisionStatement(db: Db, id: number) {
  return db
    .update(revisions)
    .set({ status: RevisionStatus.pending, reviewUserId: 0, reviewedAt: null })
    .where(eq(revisions.id, id));
}
