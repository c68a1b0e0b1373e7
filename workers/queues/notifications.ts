// The notifications consumer (REFERENCE.md): who is told of an event, in their inbox. Nobody is told of their own
// doing, and a member gets one notification per event (a reply that also mentions its post's author tells them
// once, as the most specific action). The notifications and the processed mark are one batch; the members' counter
// objects are refreshed afterwards, also when a redelivered event finds its notifications already written.
import { eq } from "drizzle-orm";
import { runOnce } from "./once";
import type { Db } from "~/server/db/client.server";
import { answers, questions } from "~/server/db/schema";
import type { DomainEvent } from "~/server/events.server";
import { insertNotification, selectEventRecipients, type NewNotification } from "~/server/models/notifications.server";
import type { Env } from "~/server/env.server";
import { counterOf } from "~/server/services/notifications.server";
import { NotificationType, inboxTypeOf, type InboxAction } from "~/lib/notifications";

export type Told = Omit<NewNotification, "type" | "inboxType" | "eventId" | "at" | "action"> & { action: InboxAction };

/** The inbox notifications an event calls for, most specific first for each member. */
async function inboxNotificationsFor(db: Db, event: DomainEvent): Promise<Told[]> {
  switch (event.type) {
    case "answer.created":
      return [
        {
          userId: event.questionAuthorId,
          actorId: event.userId,
          action: "answered",
          objectType: "answer",
          objectId: event.answerId,
          questionId: event.questionId,
          answerId: event.answerId,
        },
      ];
    case "comment.created": {
      const comment = {
        actorId: event.userId,
        objectType: "comment" as const,
        objectId: event.commentId,
        questionId: event.questionId,
        answerId: event.objectType === "answer" ? event.objectId : 0,
        commentId: event.commentId,
      };
      return [
        ...(event.replyUserId ? [{ ...comment, userId: event.replyUserId, action: "replied" as const }] : []),
        ...event.mentionedUserIds.map((userId) => ({ ...comment, userId, action: "mentioned" as const })),
        {
          ...comment,
          userId: event.postAuthorId,
          action: event.objectType === "answer" ? ("commented_answer" as const) : ("commented_question" as const),
        },
      ];
    }
    case "vote.changed":
      // a new vote is news; a withdrawn one is not
      if (event.next === 0) return [];
      return [
        {
          userId: event.authorId,
          actorId: event.voterId,
          action: event.next === 1 ? "vote_up" : "vote_down",
          objectType: event.objectType,
          objectId: event.objectId,
          questionId: event.questionId,
          answerId: event.objectType === "answer" ? event.objectId : 0,
          commentId: event.objectType === "comment" ? event.objectId : 0,
        },
      ];
    case "acceptance.changed": {
      // the answer accepted now, whatever order acceptance events arrive in; a withdrawal tells nobody
      const [accepted] = await db
        .select({ answerId: answers.id, answererId: answers.userId })
        .from(questions)
        .innerJoin(answers, eq(answers.id, questions.acceptedAnswerId))
        .where(eq(questions.id, event.questionId));
      if (!accepted) return [];
      return [
        {
          userId: accepted.answererId,
          actorId: event.actorId,
          action: "accepted",
          objectType: "answer",
          objectId: accepted.answerId,
          questionId: event.questionId,
          answerId: accepted.answerId,
        },
      ];
    }
    case "question.invited":
      return event.invitedUserIds.map((userId) => ({
        userId,
        actorId: event.inviterId,
        action: "invited" as const,
        objectType: "question" as const,
        objectId: event.questionId,
        questionId: event.questionId,
      }));
    case "post.changed":
      return [
        {
          userId: event.authorId,
          actorId: event.actorId,
          action: event.change,
          objectType: event.objectType,
          objectId: event.objectId,
          questionId: event.questionId,
          answerId: event.objectType === "answer" ? event.objectId : 0,
        },
      ];
    default:
      return [];
  }
}

function atOf(event: DomainEvent): number {
  return "at" in event ? event.at : Math.floor(Date.now() / 1000);
}

/** Writes the inbox notifications of an event, once; answers who was told what. */
export async function notifyInbox(db: Db, event: DomainEvent): Promise<Told[]> {
  const told = (await inboxNotificationsFor(db, event)).filter(
    (notification) => notification.userId !== notification.actorId,
  );
  if (told.length === 0) return told;
  await runOnce(
    db,
    "notifications",
    event.id,
    told.map((notification) =>
      insertNotification(db, {
        ...notification,
        type: NotificationType.inbox,
        inboxType: inboxTypeOf(notification.action),
        eventId: event.id,
        at: atOf(event),
      }),
    ),
  );
  return told;
}

/** Brings the counter objects of every member an event told (and of `others`) up to date with D1. */
export async function refreshCounters(
  env: Pick<Env, "NOTIFICATION_COUNTERS">,
  db: Db,
  eventId: string,
  others: number[] = [],
) {
  const recipients = await selectEventRecipients(db, eventId);
  const members = new Set([...recipients.map((row) => row.userId), ...others]);
  await Promise.all([...members].map((userId) => counterOf(env, userId).refresh(userId)));
}
