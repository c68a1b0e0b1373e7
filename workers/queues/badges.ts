// The badge consumer (REFERENCE.md): which badge an event may earn whom. Each award is written once (per member, or
// per member and post for the score badges) with its count and its notification, in one batch with the processed
// mark; the members who may have earned one are returned, so their counters are refreshed.
import { eq, sql } from "drizzle-orm";
import { runOnce } from "./once";
import type { Db, Statement } from "~/server/db/client.server";
import { answers, questions } from "~/server/db/schema";
import type { DomainEvent } from "~/server/events.server";
import { awardStatements, scoreOf, type AwardObject } from "~/server/models/badges.server";

type Award = { slug: string; userId: number; condition?: ReturnType<typeof sql> } & AwardObject;

const SCORE_BADGES = {
  question: ["nice_question", "good_question", "great_question"],
  answer: ["nice_answer", "good_answer", "great_answer"],
} as const;

/** The awards an event may earn (each still subject to its badge being active and its condition). */
async function awardsFor(db: Db, event: DomainEvent): Promise<Award[]> {
  switch (event.type) {
    case "vote.changed": {
      const objectType = event.objectType;
      if (objectType === "comment") return [];
      const post = { objectType, objectId: event.objectId };
      return [
        ...(event.next === 1 ? [{ slug: "first_upvote", userId: event.voterId, ...post }] : []),
        // the score badges of the post's author, each once the score reaches its threshold
        ...SCORE_BADGES[objectType].map((slug) => ({
          slug,
          userId: event.authorId,
          ...post,
          condition: sql`${scoreOf(objectType, event.objectId)} >= b.threshold`,
        })),
      ];
    }
    case "acceptance.changed": {
      const [accepted] = await db
        .select({ answerId: answers.id, answererId: answers.userId, askerId: questions.userId })
        .from(questions)
        .innerJoin(answers, eq(answers.id, questions.acceptedAnswerId))
        .where(eq(questions.id, event.questionId));
      // accepting one's own answer earns nothing
      if (!accepted || accepted.answererId === accepted.askerId) return [];
      return [
        { slug: "scholar", userId: accepted.askerId, objectType: "question", objectId: event.questionId },
        { slug: "solved", userId: accepted.answererId, objectType: "answer", objectId: accepted.answerId },
      ];
    }
    case "post.changed":
      return event.change === "edited"
        ? [{ slug: "editor", userId: event.actorId, objectType: event.objectType, objectId: event.objectId }]
        : [];
    case "reaction.changed":
      return event.active
        ? [{ slug: "first_reaction", userId: event.userId, objectType: event.objectType, objectId: event.objectId }]
        : [];
    case "report.created":
      return [{ slug: "first_flag", userId: event.userId, objectType: event.objectType, objectId: event.objectId }];
    case "post.shared":
      return [{ slug: "first_share", userId: event.userId, objectType: event.objectType, objectId: event.objectId }];
    case "profile.updated":
      return [
        {
          slug: "autobiographer",
          userId: event.userId,
          objectType: "user",
          objectId: event.userId,
          condition: sql`(SELECT bio FROM users WHERE id = ${event.userId}) != ''`,
        },
      ];
    default:
      return [];
  }
}

/** Awards what an event earns, once; answers the members who may have earned something. */
export async function awardBadges(db: Db, event: DomainEvent): Promise<number[]> {
  const awards = await awardsFor(db, event);
  if (awards.length === 0) return [];
  const at = "at" in event ? event.at : Math.floor(Date.now() / 1000);
  const statements: Statement[] = awards.flatMap((award) => awardStatements(db, { ...award, at }));
  await runOnce(db, "badges", event.id, statements);
  return [...new Set(awards.map((award) => award.userId))];
}
