// Payloads of votes (SPEC §7): POST vote/up and vote/down {object_id, object_type, is_cancel}, and the vote buttons
// of the question page (forms that work without JavaScript). Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { postEntries, resolvePost } from "./ids";
import { VOTE_DIRECTIONS, VOTE_OBJECT_TYPES } from "~/lib/votes";

/** Questions, answers and comments number their rows separately: a typed id or a type names the post. */
const post = postEntries(VOTE_OBJECT_TYPES);

export const VoteSchema = v.pipe(
  v.object({ ...post, is_cancel: v.optional(v.boolean("validation.invalid"), false) }),
  v.rawTransform(resolvePost(VOTE_OBJECT_TYPES)),
);

/** A vote button: which post, which direction, and whether the click withdraws the vote it shows as active. */
export const VoteFormSchema = v.pipe(
  v.object({
    intent: v.literal("vote", "validation.invalid"),
    ...post,
    direction: v.picklist(VOTE_DIRECTIONS, "validation.invalid"),
    is_cancel: v.optional(
      v.pipe(
        v.picklist(["true", "false"], "validation.invalid"),
        v.transform((value) => value === "true"),
      ),
      "false",
    ),
  }),
  v.rawTransform(resolvePost(VOTE_OBJECT_TYPES)),
);
