// Invitation and member-search payloads (SPEC §7): GET/PUT question/invite, GET user/info/search.
import * as v from "valibot";
import "./messages";
import { idOf } from "./ids";
import { NAME_MAX } from "~/lib/limits";

const id = idOf("question");

export const InviteQuerySchema = v.object({ id });

export const InviteSchema = v.object({
  id,
  invite_user: v.pipe(
    v.array(v.pipe(v.string("validation.invalid"), v.maxLength(NAME_MAX, "validation.invalid")), "validation.invalid"),
    v.maxLength(20, "validation.invalid"),
  ),
});

/** The page's invite form: usernames separated by commas or spaces. */
export const InviteFormSchema = v.object({
  intent: v.literal("invite", "validation.invalid"),
  invite_user: v.optional(
    v.pipe(
      v.string("validation.invalid"),
      v.maxLength(400, "validation.invalid"),
      v.transform((text) => text.split(/[\s,，]+/).filter(Boolean)),
    ),
    "",
  ),
});

export const MemberSearchQuerySchema = v.object({
  username: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NAME_MAX, "validation.invalid")), ""),
  question_id: v.optional(idOf("question")),
});
