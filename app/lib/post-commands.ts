// The buttons members press on a post — vote, bookmark, follow, react — work before JavaScript loads as submit buttons
// of the page's one hidden form (HTML's `form` attribute; PostButtonsForm). Each button sends its post, by the typed
// id the API uses (app/lib/object-ids.ts), and what it does as one value of `intent`: "10020000000000012:vote:up",
// "10020000000000012:vote:down:cancel", "10010000000000003:bookmark:on", "10030000000000007:follow:off". The action
// expands it into the fields of the form schema it names. One form for the page instead of one per post (with two
// hidden inputs each) keeps a question page with many answers much smaller.
import { formatObjectId, parseObjectId } from "./object-ids";
import { REACTION_EMOJI, type ReactionEmoji } from "./reactions";
import { VOTE_DIRECTIONS, type VoteDirection } from "./votes";

const OBJECT_TYPES = ["question", "answer", "comment", "tag"] as const;

export type PostFormTarget = { objectType: (typeof OBJECT_TYPES)[number]; objectId: number };

/** The id of the page's hidden form, which every post button names. */
export const POST_FORM_ID = "post-buttons";

const command = ({ objectType, objectId }: PostFormTarget, action: string) =>
  `${formatObjectId(objectType, objectId)}:${action}`;

export const voteCommand = (target: PostFormTarget, direction: VoteDirection, cancel: boolean) =>
  command(target, `vote:${direction}${cancel ? ":cancel" : ""}`);
export const toggleCommand = (target: PostFormTarget, intent: "bookmark" | "follow", on: boolean) =>
  command(target, `${intent}:${on ? "on" : "off"}`);
export const reactCommand = (target: PostFormTarget, emoji: ReactionEmoji, on: boolean) =>
  command(target, `react:${emoji}:${on ? "on" : "off"}`);

/** The asker's and the moderators' buttons on an answer, by the question page's intent each sends. */
const ANSWER_COMMANDS = { accept: "accept", unaccept: "unaccept", undelete: "undelete_answer" } as const;
export type AnswerCommand = keyof typeof ANSWER_COMMANDS;
export const answerCommand = (answerId: number, action: AnswerCommand) =>
  command({ objectType: "answer", objectId: answerId }, action);

/** A command's post (its type and typed id) and the parts of what it does, or null when `value` names no post. */
function parse(value: string): { objectType: string; post: Record<string, string>; parts: string[] } | null {
  const [objectId, ...parts] = value.split(":");
  const typed = parseObjectId(objectId!);
  if (!typed || !(OBJECT_TYPES as readonly string[]).includes(typed.kind)) return null;
  return { objectType: typed.kind, post: { object_type: typed.kind, object_id: objectId! }, parts };
}

/** The intent a command names ("vote" of "answer:12:vote:up"); any other value as it is. */
export function commandIntent(value: unknown): unknown {
  return typeof value === "string" ? (commandFields(value)?.intent ?? value) : value;
}

/** The form fields a command stands for, or null when `value` is no command (the form's own fields then apply). */
function commandFields(value: string): Record<string, string> | null {
  const command = parse(value);
  const fields =
    command && (answerFields(command.objectType, command.post, command.parts) ?? actionFields(command.parts));
  return fields && { ...command.post, ...fields };
}

function answerFields(
  objectType: string,
  post: Record<string, string>,
  [action, ...rest]: string[],
): Record<string, string> | null {
  if (objectType !== "answer" || rest.length > 0 || !Object.hasOwn(ANSWER_COMMANDS, action!)) return null;
  return { intent: ANSWER_COMMANDS[action as AnswerCommand], answer_id: post.object_id! };
}

function actionFields([intent, first, second, ...rest]: string[]): Record<string, string> | null {
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
