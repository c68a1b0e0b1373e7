// Payloads of votes (SPEC §7): POST vote/up and vote/down {object_id, object_type, is_cancel}, and the vote buttons
// of the question page (forms that work without JavaScript). Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { numericId } from "./ids";
import { VOTE_DIRECTIONS, VOTE_OBJECT_TYPES } from "~/lib/votes";

const id = numericId;

/** Questions, answers and comments number their ids separately, so a post is named by its type and id. */
const objectType = v.optional(v.picklist(VOTE_OBJECT_TYPES, "validation.invalid"), "question");

export const VoteSchema = v.object({
  object_id: id,
  object_type: objectType,
  is_cancel: v.optional(v.boolean("validation.invalid"), false),
});

/** A vote button: which post, which direction, and whether the click withdraws the vote it shows as active. */
export const VoteFormSchema = v.object({
  intent: v.literal("vote", "validation.invalid"),
  object_id: id,
  object_type: objectType,
  direction: v.picklist(VOTE_DIRECTIONS, "validation.invalid"),
  is_cancel: v.optional(
    v.pipe(
      v.picklist(["true", "false"], "validation.invalid"),
      v.transform((value) => value === "true"),
    ),
    "false",
  ),
});
