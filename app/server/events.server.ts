// Domain events (DESIGN.md decision 4): one queue, each message with a unique id so consumers can be idempotent.

export type DomainEvent =
  | { id: string; type: "mail.send"; outboxId: number }
  | { id: string; type: "user.activated"; userId: number };

export type DomainEventType = DomainEvent["type"];

type WithoutId<E> = E extends DomainEvent ? Omit<E, "id"> : never;

export function newEvent<E extends WithoutId<DomainEvent>>(event: E): E & { id: string } {
  return { ...event, id: crypto.randomUUID() };
}
