// Domain events (DESIGN.md decision 4): one queue, each message with a unique id so consumers can be idempotent.
import type { Locale } from "~/lib/locale";

export type DomainEvent =
  | { id: string; type: "mail.send"; outboxId: number }
  /** A search engine is to be told of a changed question (index_pings row `pingId`). */
  | { id: string; type: "index.ping"; pingId: number }
  /**
   * Somebody asked for a password reset link for an address, registered or not: the consumer mails a link only to an
   * account's address, so the request does the same work either way (SECURITY.md §5).
   */
  | { id: string; type: "password_reset.requested"; email: string; locale: Locale; siteUrl: string }
  /**
   * A member's vote on a post changed from `previous` to `next` (1 up, -1 down, 0 none): one event per effective
   * change, so reputation can apply the difference and reverse it exactly (REFERENCE.md).
   */
  | {
      id: string;
      type: "vote.changed";
      objectType: "question" | "answer" | "comment";
      objectId: number;
      questionId: number;
      voterId: number;
      authorId: number;
      previous: 1 | -1 | 0;
      next: 1 | -1 | 0;
      at: number;
    }
  /**
   * A question's accepted answer may have changed (accepted, switched, withdrawn, or the accepted answer deleted):
   * reputation follows the question's current acceptance, whatever order such events arrive in.
   */
  | { id: string; type: "acceptance.changed"; questionId: number; actorId: number; at: number }
  /** A question was asked: members who asked for new questions (all, or in tags they follow) are mailed. */
  | { id: string; type: "question.created"; questionId: number; userId: number; tagIds: number[]; at: number }
  /** An answer was posted: the asker is told. */
  | {
      id: string;
      type: "answer.created";
      answerId: number;
      questionId: number;
      userId: number;
      questionAuthorId: number;
      at: number;
    }
  /** Somebody edited (an applied edit), closed or deleted a post: its author is told when it was somebody else. */
  | {
      id: string;
      type: "post.changed";
      change: "edited" | "closed" | "deleted";
      objectType: "question" | "answer";
      objectId: number;
      questionId: number;
      actorId: number;
      authorId: number;
      at: number;
    }
  /** A reviewer approved a member's suggested edit (REFERENCE.md review flow 1): the editor gains +2. */
  | {
      id: string;
      type: "revision.approved";
      revisionId: number;
      objectType: "question" | "answer" | "tag";
      objectId: number;
      /** the question of a question or answer; 0 for a tag */
      questionId: number;
      editorId: number;
      reviewerId: number;
      at: number;
    }
  /** Members were invited to answer a question (only those newly invited). */
  | {
      id: string;
      type: "question.invited";
      questionId: number;
      inviterId: number;
      invitedUserIds: number[];
      at: number;
    }
  /** A comment was added: the post's author, the member replied to and the members mentioned are to be told. */
  | {
      id: string;
      type: "comment.created";
      commentId: number;
      objectType: "question" | "answer";
      objectId: number;
      questionId: number;
      userId: number;
      postAuthorId: number;
      replyUserId: number;
      mentionedUserIds: number[];
      at: number;
    }
  /** A member added or took back an emoji reaction on a post. */
  | {
      id: string;
      type: "reaction.changed";
      userId: number;
      objectType: "question" | "answer" | "comment";
      objectId: number;
      emoji: string;
      active: boolean;
      at: number;
    }
  /** A member reported somebody's post to the moderators (a new pending report, not one sent again). */
  | {
      id: string;
      type: "report.created";
      reportId: number;
      userId: number;
      objectType: "question" | "answer" | "comment";
      objectId: number;
      at: number;
    }
  /** A member copied the share link of a post (sent only until they have earned First Share). */
  | {
      id: string;
      type: "post.shared";
      userId: number;
      objectType: "question" | "answer";
      objectId: number;
      at: number;
    }
  /** A member activated their account by the mailed link. */
  | { id: string; type: "user.activated"; userId: number; at: number }
  /** A member changed their profile (community name, bio). */
  | { id: string; type: "profile.updated"; userId: number; at: number }
  /** The next step of the search index's rebuild: the questions after `cursor` (app/server/db/schema.ts). */
  | { id: string; type: "search.rebuild"; cursor: number }
  /** A reader opened a question for the first time today (views are counted off the request path). */
  | { id: string; type: "question.viewed"; questionId: number };

export type DomainEventType = DomainEvent["type"];

type WithoutId<E> = E extends DomainEvent ? Omit<E, "id"> : never;

export function newEvent<E extends WithoutId<DomainEvent>>(event: E): E & { id: string } {
  return { ...event, id: crypto.randomUUID() };
}

/** The event telling a post's author that somebody changed it (the consumer tells nobody of their own doing). */
export function postChanged(
  actorId: number,
  change: "edited" | "closed" | "deleted",
  post: { objectType: "question" | "answer"; objectId: number; questionId: number; authorId: number },
  at: number,
) {
  return newEvent({ type: "post.changed", change, ...post, actorId, at });
}
