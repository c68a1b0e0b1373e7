// Payloads of the notification settings (SPEC §7): PUT user/notification/config with each kind as {enable}; the
// settings page's form sends checkboxes ("on" when checked, absent when not).
import * as v from "valibot";
import "./messages";

const kind = v.optional(v.object({ enable: v.boolean("validation.invalid") }));

export const NotifyConfigSchema = v.object({
  inbox: kind,
  all_new_question: kind,
  all_new_question_for_following_tags: kind,
});

const checkbox = v.pipe(
  v.optional(v.literal("on", "validation.invalid")),
  v.transform((value) => value === "on"),
);

export const NotifySettingsFormSchema = v.object({
  inbox: checkbox,
  all_new_question: checkbox,
  all_new_question_for_following_tags: checkbox,
});

/** PUT user/notification/unsubscribe: the signed code of a mail's unsubscribe link (checked by its signature). */
export const UnsubscribeSchema = v.object({
  code: v.pipe(v.string("validation.code.invalid"), v.maxLength(200, "validation.code.invalid")),
});
