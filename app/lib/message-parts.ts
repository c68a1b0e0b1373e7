// Which parts of the messages a page shows beyond the pages' own (app/client-messages.ts loads them in the browser).
// A route that shows a part says so in its handle; the root writes the parts of the matched routes on <html>.

export type MessagePart = "account" | "posting" | "back-office" | "achievements";

/** `export const handle: MessagesHandle = { messages: [...] }` in a route module. */
export type MessagesHandle = { messages?: MessagePart[] };

/** The parts the matched routes show. */
export function messagePartsOf(matches: { handle?: unknown }[]): MessagePart[] {
  const parts = new Set<MessagePart>();
  for (const match of matches) {
    for (const part of (match.handle as MessagesHandle | undefined)?.messages ?? []) parts.add(part);
  }
  return [...parts];
}
