// Reads of a member's own lists for the profile tabs (SPEC §2 users/{username}/{tab}; §7 personal/*): the
// reputation ledger with the post each change was for, and the member's bookmarks. Each is one page and its total.
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { sqlConstant, sqlList, type Db } from "../db/client.server";
import { PostStatus, READABLE_QUESTION_STATUSES, TagStatus } from "~/lib/status";
import { answers, bookmarks, questions, reputationLedger, users } from "../db/schema";
import { userColumns } from "./questions.server";

const post = alias(questions, "post");
const answer = alias(answers, "answer");
const author = alias(users, "author");

/** The question a ledger row or bookmark is about: itself, or the question of its answer. */
const questionIdOf = (objectType: SQLiteColumn, objectId: SQLiteColumn) =>
  sql`CASE WHEN ${objectType} = 'question' THEN ${objectId} ELSE ${answer.questionId} END`;

/** Only listed states of a question show its title (a deleted one stays unnamed). */
const readable = sql`${post.status} IN ${sqlList(READABLE_QUESTION_STATUSES)}`;
const visibleTitle = sql<string>`CASE WHEN ${readable} THEN ${post.title} ELSE '' END`;
const visibleUrlTitle = sql<string>`CASE WHEN ${readable} THEN ${post.urlTitle} ELSE '' END`;

/** A member's reputation changes, newest first (the member by id, or by a subquery of it). */
export function selectReputationPage(db: Db, userId: number | SQL, page: { limit: number; offset: number }) {
  const mine = and(eq(reputationLedger.userId, userId), eq(reputationLedger.cancelled, false));
  const list = db
    .select({
      id: reputationLedger.id,
      objectType: reputationLedger.objectType,
      objectId: reputationLedger.objectId,
      questionId: sql<number>`${post.id}`.mapWith(Number).as("post_question_id"),
      title: visibleTitle.as("post_title"),
      urlTitle: visibleUrlTitle.as("post_url_title"),
      reason: reputationLedger.reason,
      delta: reputationLedger.delta,
      createdAt: reputationLedger.createdAt,
    })
    .from(reputationLedger)
    .leftJoin(answer, and(eq(reputationLedger.objectType, "answer"), eq(answer.id, reputationLedger.objectId)))
    .leftJoin(post, eq(post.id, questionIdOf(reputationLedger.objectType, reputationLedger.objectId)))
    .where(mine)
    .orderBy(desc(reputationLedger.createdAt), desc(reputationLedger.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = db.select({ total: count() }).from(reputationLedger).where(mine);
  return { list, total };
}

/** The member's bookmarks of visible posts, newest first. */
export function selectBookmarkPage(db: Db, userId: number, page: { limit: number; offset: number }) {
  const visible = and(
    eq(bookmarks.userId, userId),
    sql`${post.status} IN ${sqlList(READABLE_QUESTION_STATUSES)}`,
    sql`(${bookmarks.objectType} = 'question' OR ${answer.status} = ${sqlConstant(PostStatus.normal)})`,
  );
  const answerOf = and(eq(bookmarks.objectType, "answer"), eq(answer.id, bookmarks.objectId));
  const postOf = eq(post.id, questionIdOf(bookmarks.objectType, bookmarks.objectId));
  const list = db
    .select({
      objectType: bookmarks.objectType,
      objectId: bookmarks.objectId,
      bookmarkedAt: bookmarks.createdAt,
      questionId: sql<number>`${post.id}`.mapWith(Number).as("post_question_id"),
      title: sql<string>`${post.title}`.as("post_title"),
      urlTitle: sql<string>`${post.urlTitle}`.as("post_url_title"),
      excerpt: sql<string>`substr(CASE WHEN ${bookmarks.objectType} = 'answer' THEN ${answer.originalText}
      ELSE ${post.originalText} END, 1, 200)`.as("post_excerpt"),
      voteCount: sql<number>`CASE WHEN ${bookmarks.objectType} = 'answer' THEN ${answer.voteCount}
      ELSE ${post.voteCount} END`
        .mapWith(Number)
        .as("post_vote_count"),
      answerCount: sql<number>`${post.answerCount}`.mapWith(Number).as("post_answer_count"),
      viewCount: sql<number>`${post.viewCount}`.mapWith(Number).as("post_view_count"),
      accepted: sql<number>`${post.acceptedAnswerId}`.mapWith(Number).as("post_accepted"),
      postedAt: sql<number>`CASE WHEN ${bookmarks.objectType} = 'answer' THEN ${answer.createdAt}
      ELSE ${post.createdAt} END`
        .mapWith(Number)
        .as("post_created_at"),
      author: userColumns(author, "author"),
      tags: sql<string>`(SELECT json_group_array(json_object('slug_name', t.slug_name, 'display_name', t.display_name))
      FROM question_tags qt JOIN tags t ON t.id = qt.tag_id WHERE qt.question_id = ${post.id} AND t.status = ${sqlConstant(TagStatus.normal)})`.as(
        "post_tags",
      ),
    })
    .from(bookmarks)
    .leftJoin(answer, answerOf)
    .innerJoin(post, postOf)
    .innerJoin(
      author,
      eq(author.id, sql`CASE WHEN ${bookmarks.objectType} = 'answer' THEN ${answer.userId} ELSE ${post.userId} END`),
    )
    .where(visible)
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = db
    .select({ total: count() })
    .from(bookmarks)
    .leftJoin(answer, answerOf)
    .innerJoin(post, postOf)
    .innerJoin(
      author,
      eq(author.id, sql`CASE WHEN ${bookmarks.objectType} = 'answer' THEN ${answer.userId} ELSE ${post.userId} END`),
    )
    .where(visible);
  return { list, total };
}
