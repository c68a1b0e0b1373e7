// Reads and writes of comments on questions and answers. Comments are flat: a reply names the comment and the member
// it answers. Lists are in the order comments were written.
import { and, asc, count, eq, inArray, or, sql, type Placeholder } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.server";
import { readTemplate, slot } from "../db/templates.server";
import { answers, comments, users, votes } from "../db/schema";
import { userColumns } from "./questions.server";
import { PostStatus } from "~/lib/status";

export type CommentObjectType = "question" | "answer";
export type CommentRow = typeof comments.$inferSelect;

const author = alias(users, "comment_author");
const repliedTo = alias(users, "replied_to");

/** A comment with its author, the member it replies to, and whether the viewer upvoted it. */
function commentColumns(viewerId: number | Placeholder) {
  return {
    id: comments.id,
    objectType: comments.objectType,
    objectId: comments.objectId,
    questionId: comments.questionId,
    userId: comments.userId,
    replyCommentId: comments.replyCommentId,
    originalText: comments.originalText,
    parsedText: comments.parsedText,
    voteCount: comments.voteCount,
    createdAt: sql<number>`${comments.createdAt}`.mapWith(Number).as("comment_created_at"),
    author: userColumns(author, "comment_author"),
    replyUserDisplayName: sql<string | null>`${repliedTo.displayName}`.as("replied_to_display_name"),
    replyUserId: sql<number | null>`${repliedTo.id}`.as("replied_to_id"),
    replyUsername: sql<string | null>`${repliedTo.username}`.as("replied_to_username"),
    replyUserStatus: sql<number | null>`${repliedTo.status}`.as("replied_to_status"),
    voted: sql<number>`EXISTS (SELECT 1 FROM ${votes} WHERE ${votes.objectType} = 'comment'
      AND ${votes.objectId} = ${comments.id} AND ${votes.userId} = ${viewerId} AND ${votes.direction} = 1)`
      .mapWith(Number)
      .as("comment_voted"),
  };
}

const shown = eq(comments.status, PostStatus.normal);

/** The shown comments of a question and its answers (the question's id bound as `questionId`). */
function onQuestionPage(db: Db) {
  const questionId = slot("questionId");
  const onPage = or(
    and(eq(comments.objectType, "question"), eq(comments.objectId, questionId)),
    and(
      eq(comments.objectType, "answer"),
      inArray(comments.objectId, db.select({ id: answers.id }).from(answers).where(eq(answers.questionId, questionId))),
    ),
  );
  return and(onPage, shown);
}

const firstCommentsOnQuestionPage = readTemplate((db) => {
  const ranked = db
    .select({
      id: comments.id,
      position: sql<number>`ROW_NUMBER() OVER (PARTITION BY ${comments.objectType}, ${comments.objectId}
        ORDER BY ${comments.createdAt}, ${comments.id})`.as("position"),
    })
    .from(comments)
    .where(onQuestionPage(db))
    .as("ranked");
  return db
    .select(commentColumns(slot("viewerId")))
    .from(comments)
    .innerJoin(ranked, eq(ranked.id, comments.id))
    .innerJoin(author, eq(author.id, comments.userId))
    .leftJoin(repliedTo, eq(repliedTo.id, comments.replyUserId))
    .where(sql`${ranked.position} <= ${slot("perPost")}`)
    .orderBy(asc(comments.createdAt), asc(comments.id));
});

const commentTotalsOnQuestionPage = readTemplate((db) =>
  db
    .select({ objectType: comments.objectType, objectId: comments.objectId, total: count() })
    .from(comments)
    .where(onQuestionPage(db))
    .groupBy(comments.objectType, comments.objectId),
);

/** The comments of the posts of a question page, at most `perPost` of each (the first ones), with each post's total. */
export function selectCommentsOnQuestionPage(db: Db, questionId: number, viewerId: number, perPost: number) {
  return {
    first: firstCommentsOnQuestionPage(db, { questionId, viewerId, perPost }),
    totals: commentTotalsOnQuestionPage(db, { questionId }),
  };
}

const ofPost = () => and(eq(comments.objectType, slot("objectType")), eq(comments.objectId, slot("objectId")), shown);

const commentList = readTemplate((db) =>
  db
    .select(commentColumns(slot("viewerId")))
    .from(comments)
    .innerJoin(author, eq(author.id, comments.userId))
    .leftJoin(repliedTo, eq(repliedTo.id, comments.replyUserId))
    .where(ofPost())
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(slot("limit"))
    .offset(slot("offset")),
);

const commentTotal = readTemplate((db) => db.select({ total: count() }).from(comments).where(ofPost()));

/** One page of a post's comments, oldest first, and their number. */
export function selectCommentPage(
  db: Db,
  post: { objectType: CommentObjectType; objectId: number },
  viewerId: number,
  page: { limit: number; offset: number },
) {
  const values = { ...post, viewerId, ...page };
  return { list: commentList(db, values), total: commentTotal(db, values) };
}

/** One comment with its author and the member it replies to. */
export function selectComment(db: Db, id: number, viewerId: number) {
  return db
    .select(commentColumns(viewerId))
    .from(comments)
    .innerJoin(author, eq(author.id, comments.userId))
    .leftJoin(repliedTo, eq(repliedTo.id, comments.replyUserId))
    .where(eq(comments.id, id));
}

/** One comment that is shown (not deleted), with its author, as the pages show it. */
export function selectShownComment(db: Db, id: number, viewerId: number) {
  return db
    .select(commentColumns(viewerId))
    .from(comments)
    .innerJoin(author, eq(author.id, comments.userId))
    .leftJoin(repliedTo, eq(repliedTo.id, comments.replyUserId))
    .where(and(eq(comments.id, id), shown));
}

/** The bare row, whatever its state. */
export function selectCommentRow(db: Db, id: number) {
  return db.select().from(comments).where(eq(comments.id, id));
}

export type CommentWithAuthor = Awaited<ReturnType<typeof selectComment>>[number];

export function insertComment(
  db: Db,
  comment: {
    objectType: CommentObjectType;
    objectId: number;
    questionId: number;
    userId: number;
    replyCommentId: number;
    replyUserId: number;
    originalText: string;
    parsedText: string;
    now: number;
  },
) {
  const { now, ...values } = comment;
  return db
    .insert(comments)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: comments.id });
}

export function updateCommentText(db: Db, id: number, text: { originalText: string; parsedText: string }, now: number) {
  return db
    .update(comments)
    .set({ ...text, updatedAt: now })
    .where(eq(comments.id, id));
}

export function deleteCommentStatement(db: Db, id: number, now: number) {
  return db.update(comments).set({ status: PostStatus.deleted, updatedAt: now }).where(eq(comments.id, id));
}

/** Members by username (for @mentions): only active accounts. */
export function selectUsersByUsername(db: Db, usernames: string[]) {
  return db
    .select({ id: users.id, username: users.username, displayName: users.displayName })
    .from(users)
    .where(inArray(users.username, usernames.length ? usernames : [""]));
}
