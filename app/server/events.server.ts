// Domain events (DESIGN.md decision 4): one queue, each message with a unique id so consumers can be idempotent.

// Later issues add question, answer, vote and other events here.
export type DomainEvent =
  | { id: string; type: "mail.send"; outboxId: number }
  /** A reader opened a question for the first time today (views are counted off the request path). */
  | { id: string; type: "question.viewed"; questionId: number };

export type DomainEventType = DomainEvent["type"];

type WithoutId<E> = E extends DomainEvent ? Omit<E, "id"> : never;

export function newEvent<E extends WithoutId<DomainEvent>>(event: E): E & { id: string } {
  return { ...event, id: crypto.randomUUID() };
}
