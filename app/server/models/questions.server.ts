// Reads of questions for lists.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { questions, users } from "../db/schema";
import { QuestionStatus, Show } from "~/lib/status";

const listed = and(
  inArray(questions.status, [QuestionStatus.normal, QuestionStatus.closed]),
  eq(questions.show, Show.listed),
);

/** Newest listed questions, pinned first, with their authors: the count and the page, as two batchable reads. */
export function listNewestQuestions(db: Db, page: number, pageSize: number) {
  return [
    db.select({ total: count() }).from(questions).where(listed),
    db
      .select({
        id: questions.id,
        title: questions.title,
        status: questions.status,
        pin: questions.pin,
        voteCount: questions.voteCount,
        answerCount: questions.answerCount,
        viewCount: questions.viewCount,
        acceptedAnswerId: questions.acceptedAnswerId,
        createdAt: questions.createdAt,
        authorName: users.displayName,
        authorUsername: users.username,
      })
      .from(questions)
      .innerJoin(users, eq(users.id, questions.userId))
      .where(listed)
      .orderBy(desc(questions.pin), desc(questions.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ] as const;
}
