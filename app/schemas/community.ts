// Payloads of bookmarks, follows and reactions (SPEC §7): POST collection/switch {group_id, object_id, object_type,
// bookmark}, POST follow {object_id, object_type, is_cancel}, GET/PUT meta/reaction {object_id, object_type, emoji,
// reaction}, and the page forms that do the same without JavaScript. Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { numericId } from "./ids";
import { REACTION_EMOJI } from "~/lib/reactions";

const id = numericId;

/** "true" or "false" as a form sends it. */
const formFlag = v.pipe(
  v.picklist(["true", "false"], "validation.invalid"),
  v.transform((value) => value === "true"),
);

export const BookmarkSchema = v.object({
  // one group of bookmarks for now: "0", as the API's clients send it
  group_id: v.optional(v.union([v.literal("0"), v.literal(0)], "validation.invalid")),
  object_id: id,
  object_type: v.optional(v.picklist(["question", "answer"], "validation.invalid"), "question"),
  bookmark: v.boolean("validation.invalid"),
});

export const BookmarkFormSchema = v.object({
  intent: v.literal("bookmark", "validation.invalid"),
  object_id: id,
  object_type: v.optional(v.picklist(["question", "answer"], "validation.invalid"), "question"),
  bookmark: formFlag,
});

export const FollowSchema = v.object({
  object_id: id,
  object_type: v.optional(v.picklist(["question", "tag"], "validation.invalid"), "question"),
  is_cancel: v.optional(v.boolean("validation.invalid"), false),
});

export const FollowFormSchema = v.object({
  intent: v.literal("follow", "validation.invalid"),
  object_id: id,
  object_type: v.optional(v.picklist(["question", "tag"], "validation.invalid"), "question"),
  is_cancel: formFlag,
});

const reactionTarget = {
  object_id: id,
  object_type: v.optional(v.picklist(["question", "answer", "comment"], "validation.invalid"), "question"),
};
const emoji = v.picklist(REACTION_EMOJI, "validation.invalid");

export const ReactionQuerySchema = v.object(reactionTarget);

export const ReactionSchema = v.object({
  ...reactionTarget,
  emoji,
  reaction: v.picklist(["activate", "deactivate"], "validation.invalid"),
});

export const ReactionFormSchema = v.object({
  intent: v.literal("react", "validation.invalid"),
  ...reactionTarget,
  emoji,
  reaction: v.picklist(["activate", "deactivate"], "validation.invalid"),
});

/** POST share: a member copied the share link of a post. */
export const ShareSchema = v.object({
  object_id: id,
  object_type: v.picklist(["question", "answer"], "validation.invalid"),
});
