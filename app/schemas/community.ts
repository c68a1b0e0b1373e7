// Payloads of bookmarks, follows and reactions (SPEC §7): POST collection/switch {group_id, object_id, object_type,
// bookmark}, POST follow {object_id, object_type, is_cancel}, GET/PUT meta/reaction {object_id, object_type, emoji,
// reaction}, and the page forms that do the same without JavaScript. Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { postEntries, resolvePost } from "./ids";
import { REACTION_EMOJI } from "~/lib/reactions";

const BOOKMARKED = ["question", "answer"] as const;
const FOLLOWED = ["question", "tag"] as const;
const REACTED = ["question", "answer", "comment"] as const;
const SHARED = ["question", "answer"] as const;

/** "true" or "false" as a form sends it. */
const formFlag = v.pipe(
  v.picklist(["true", "false"], "validation.invalid"),
  v.transform((value) => value === "true"),
);

export const BookmarkSchema = v.pipe(
  v.object({
    // one group of bookmarks for now: "0", as the API's clients send it
    group_id: v.optional(v.union([v.literal("0"), v.literal(0)], "validation.invalid")),
    ...postEntries(BOOKMARKED),
    bookmark: v.boolean("validation.invalid"),
  }),
  v.rawTransform(resolvePost(BOOKMARKED)),
);

export const BookmarkFormSchema = v.pipe(
  v.object({
    intent: v.literal("bookmark", "validation.invalid"),
    ...postEntries(BOOKMARKED),
    bookmark: formFlag,
  }),
  v.rawTransform(resolvePost(BOOKMARKED)),
);

export const FollowSchema = v.pipe(
  v.object({ ...postEntries(FOLLOWED), is_cancel: v.optional(v.boolean("validation.invalid"), false) }),
  v.rawTransform(resolvePost(FOLLOWED)),
);

export const FollowFormSchema = v.pipe(
  v.object({ intent: v.literal("follow", "validation.invalid"), ...postEntries(FOLLOWED), is_cancel: formFlag }),
  v.rawTransform(resolvePost(FOLLOWED)),
);

const emoji = v.picklist(REACTION_EMOJI, "validation.invalid");
const reaction = v.picklist(["activate", "deactivate"], "validation.invalid");

export const ReactionQuerySchema = v.pipe(v.object(postEntries(REACTED)), v.rawTransform(resolvePost(REACTED)));

export const ReactionSchema = v.pipe(
  v.object({ ...postEntries(REACTED), emoji, reaction }),
  v.rawTransform(resolvePost(REACTED)),
);

export const ReactionFormSchema = v.pipe(
  v.object({ intent: v.literal("react", "validation.invalid"), ...postEntries(REACTED), emoji, reaction }),
  v.rawTransform(resolvePost(REACTED)),
);

/** POST share: a member copied the share link of a post. */
export const ShareSchema = v.pipe(v.object(postEntries(SHARED)), v.rawTransform(resolvePost(SHARED)));
