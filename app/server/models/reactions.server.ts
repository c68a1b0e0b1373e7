// Reactions of members to posts. A write states what should be (reacted or not); the primary key makes a repeated
// reaction one row.
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { readTemplate, slot } from "../db/templates.server";
import { answers, reactions, users } from "../db/schema";
import type { ReactionEmoji } from "~/lib/reactions";
import type { PostType } from "./post-targets.server";

export function writeReactionStatement(
  db: Db,
  reaction: { userId: number; objectType: PostType; objectId: number; emoji: ReactionEmoji; active: boolean },
  now: number,
) {
  const { userId, objectType, objectId, emoji, active } = reaction;
  return active
    ? db.insert(reactions).values({ userId, objectType, objectId, emoji, createdAt: now }).onConflictDoNothing()
    : db
        .delete(reactions)
        .where(
          and(
            eq(reactions.userId, userId),
            eq(reactions.objectType, objectType),
            eq(reactions.objectId, objectId),
            eq(reactions.emoji, emoji),
          ),
        );
}

const reactionColumns = {
  objectType: reactions.objectType,
  objectId: reactions.objectId,
  emoji: reactions.emoji,
  userId: reactions.userId,
  displayName: users.displayName,
};

/** The reactions to one post with the reactors' names, oldest first. */
export function selectReactions(db: Db, objectType: PostType, objectId: number) {
  return db
    .select(reactionColumns)
    .from(reactions)
    .innerJoin(users, eq(users.id, reactions.userId))
    .where(and(eq(reactions.objectType, objectType), eq(reactions.objectId, objectId)))
    .orderBy(asc(reactions.createdAt), asc(reactions.userId));
}

/** The reactions to a question and its answers, for its page. */
const reactionsOnQuestionPage = readTemplate((db) =>
  db
    .select(reactionColumns)
    .from(reactions)
    .innerJoin(users, eq(users.id, reactions.userId))
    .where(
      or(
        and(eq(reactions.objectType, "question"), eq(reactions.objectId, slot("questionId"))),
        and(
          eq(reactions.objectType, "answer"),
          inArray(
            reactions.objectId,
            db
              .select({ id: answers.id })
              .from(answers)
              .where(eq(answers.questionId, slot("questionId"))),
          ),
        ),
      ),
    )
    .orderBy(asc(reactions.createdAt), asc(reactions.userId)),
);

export function selectReactionsOnQuestionPage(db: Db, questionId: number) {
  return reactionsOnQuestionPage(db, { questionId });
}
