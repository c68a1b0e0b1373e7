// The buttons members press on a post — vote, bookmark, follow, react — work before JavaScript loads as submit buttons
// of one hidden form per post (HTML's `form` attribute), which names the post. Each button sends what it does as one
// value of `intent`: "vote:up", "vote:down:cancel", "bookmark:on", "follow:off", "react:heart:on". The action expands
// it into the fields of the form schema it names. One small form per post instead of a form with five hidden fields
// per button keeps the question page to half the elements it would render (issue #4).
import { REACTION_EMOJI, type ReactionEmoji } from "./reactions";
import { VOTE_DIRECTIONS, type VoteDirection } from "./votes";

export type PostFormTarget = { objectType: "question" | "answer" | "comment" | "tag"; objectId: number };

/** The id of a post's hidden form, which its buttons name. */
export function postFormId({ objectType, objectId }: PostFormTarget): string {
  return `post-form-${objectType}-${objectId}`;
}

export const voteCommand = (direction: VoteDirection, cancel: boolean) => `vote:${direction}${cancel ? ":cancel" : ""}`;
export const toggleCommand = (intent: "bookmark" | "follow", on: boolean) => `${intent}:${on ? "on" : "off"}`;
export const reactCommand = (emoji: ReactionEmoji, on: boolean) => `react:${emoji}:${on ? "on" : "off"}`;

/** The intent a command names ("vote" of "vote:up"); any other value as it is. */
export function commandIntent(value: unknown): unknown {
  return typeof value === "string" ? value.split(":")[0] : value;
}

/** The form fields a command stands for, or null when `value` is no command (the form's own fields then apply). */
function commandFields(value: string): Record<string, string> | null {
  const [intent, first, second, ...rest] = value.split(":");
  if (rest.length > 0) return null;
  const onOff = (part: string | undefined) => (part === "on" ? true : part === "off" ? false : null);
  if (intent === "vote" && VOTE_DIRECTIONS.includes(first as VoteDirection)) {
    if (second !== undefined && second !== "cancel") return null;
    return { intent, direction: first!, is_cancel: String(second === "cancel") };
  }
  if ((intent === "bookmark" || intent === "follow") && second === undefined) {
    const on = onOff(first);
    if (on === null) return null;
    return intent === "bookmark" ? { intent, bookmark: String(on) } : { intent, is_cancel: String(!on) };
  }
  if (intent === "react" && REACTION_EMOJI.includes(first as ReactionEmoji)) {
    const on = onOff(second);
    if (on === null) return null;
    return { intent, emoji: first!, reaction: on ? "activate" : "deactivate" };
  }
  return null;
}

/** The submitted fields with a post button's command expanded; forms without one come back unchanged. */
export function expandCommand(formData: FormData): FormData {
  const intent = formData.get("intent");
  const fields = typeof intent === "string" && intent.includes(":") ? commandFields(intent) : null;
  if (!fields) return formData;
  const expanded = new FormData();
  for (const [name, value] of formData) if (!(name in fields)) expanded.append(name, value);
  for (const [name, value] of Object.entries(fields)) expanded.set(name, value);
  return expanded;
}
