// The post a member acts on (a vote, a bookmark, a reaction): who wrote it, its question, and whether it takes
// members' actions now.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { answers, comments, questions } from "../db/schema";
import { PostStatus, QuestionStatus } from "~/lib/status";

export type PostType = "question" | "answer" | "comment";

/** A question whose posts members act on: open or closed (deleted and pending ones take no votes, bookmarks or reactions). */
const openQuestion = inArray(questions.status, [QuestionStatus.normal, QuestionStatus.closed]);

/** Who wrote a post, its question, and whether members may act on it now; no row when there is no such post. */
export function selectPostTarget(db: Db, objectType: PostType, objectId: number) {
  const isOpen = (condition: ReturnType<typeof and>) =>
    sql<number>`CASE WHEN ${condition} THEN 1 ELSE 0 END`.mapWith(Number);
  switch (objectType) {
    case "question":
      return db
        .select({ authorId: questions.userId, questionId: questions.id, open: isOpen(openQuestion) })
        .from(questions)
        .where(eq(questions.id, objectId));
    case "answer":
      return db
        .select({
          authorId: answers.userId,
          questionId: answers.questionId,
          open: isOpen(and(eq(answers.status, PostStatus.normal), openQuestion)),
        })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(eq(answers.id, objectId));
    case "comment":
      return db
        .select({
          authorId: comments.userId,
          questionId: comments.questionId,
          open: isOpen(and(eq(comments.status, PostStatus.normal), openQuestion)),
        })
        .from(comments)
        .innerJoin(questions, eq(questions.id, comments.questionId))
        .where(eq(comments.id, objectId));
  }
}
