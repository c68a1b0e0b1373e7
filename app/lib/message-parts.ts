// Which parts of the messages a page shows beyond the pages' own (app/client-messages.ts loads them in the browser).
// A route that shows a part says so in its handle; the root writes the parts of the matched routes on <html>.

export type MessagePart = "account" | "posting" | "back-office" | "achievements" | "people" | "explore" | "forms";

/**
 * The forms part holds what readers never see: validation texts, the errors a form may answer with, and the texts of
 * members' own controls (their menu, edit and moderation actions, answer and comment forms). Members' pages show it,
 * and so do the pages of these parts, which have forms.
 */
export const PARTS_WITH_FORMS: readonly MessagePart[] = ["account", "posting", "back-office"];

/** `export const handle: MessagesHandle = { messages: [...] }` in a route module. */
export type MessagesHandle = { messages?: MessagePart[] };

/** The parts the matched routes show, to a member or a reader. */
export function messagePartsOf(matches: { handle?: unknown }[], member: boolean): MessagePart[] {
  const parts = new Set<MessagePart>();
  for (const match of matches) {
    for (const part of (match.handle as MessagesHandle | undefined)?.messages ?? []) parts.add(part);
  }
  if (member || PARTS_WITH_FORMS.some((part) => parts.has(part))) parts.add("forms");
  return [...parts];
}
