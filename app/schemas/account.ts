// Account forms and API payloads (SPEC §5, §7). Field names are the API's, so one schema serves the page form,
// the browser validation and the JSON API. Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { isIdText, numberOf } from "./ids";
import { isCommonPassword } from "~/lib/common-passwords";
import {
  ADMIN_NAME_MAX,
  ADMIN_NAME_MIN,
  BIO_MAX,
  COMMUNITY_NAME_MAX,
  COMMUNITY_NAME_MIN,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from "~/lib/limits";

const str = (emptyMessage: string) => v.string(emptyMessage);

/** A member named by the back office: their typed id or plain number, sent as a string (as Answer's clients do). */
const userId = v.pipe(
  str("validation.invalid"),
  v.check(isIdText, "validation.invalid"),
  v.transform((text) => String(numberOf("user", text))),
);

const email = (emptyMessage: string, invalidMessage = "validation.email.invalid") =>
  v.pipe(
    str(emptyMessage),
    v.trim(),
    v.nonEmpty(emptyMessage),
    v.maxLength(254, invalidMessage),
    v.email(invalidMessage),
    v.toLowerCase(),
  );

/** A new password: 8-32 characters and not one of the most common (SECURITY.md §7). */
const newPassword = (emptyMessage: string, lengthMessage = "validation.password.length") =>
  v.pipe(
    str(emptyMessage),
    v.nonEmpty(emptyMessage),
    v.minLength(PASSWORD_MIN, lengthMessage),
    v.maxLength(PASSWORD_MAX, lengthMessage),
    v.check((value) => !isCommonPassword(value), "validation.password.common"),
  );

const captcha = {
  captcha_id: v.optional(v.string()),
  captcha_code: v.optional(v.string()),
};

export const LoginSchema = v.object({
  e_mail: v.pipe(str("login.email.empty"), v.trim(), v.nonEmpty("login.email.empty"), v.toLowerCase()),
  pass: v.pipe(str("login.password.empty"), v.nonEmpty("login.password.empty"), v.maxLength(128, "login.failed")),
  ...captcha,
});

export const RegisterSchema = v.object({
  name: v.pipe(
    str("register.name.empty"),
    v.trim(),
    v.nonEmpty("register.name.empty"),
    v.minLength(NAME_MIN, "register.name.length"),
    v.maxLength(NAME_MAX, "register.name.length"),
    // letters (any script), digits, space, dot, dash, underscore
    v.regex(/^[\p{L}\p{N} ._-]+$/u, "register.name.characters"),
  ),
  e_mail: email("register.email.empty"),
  pass: newPassword("register.password.empty"),
  ...captcha,
});

export const EmailOnlySchema = v.object({
  e_mail: email("validation.email.empty"),
  ...captcha,
});

export const CodeSchema = v.object({
  code: v.pipe(str("validation.code.invalid"), v.trim(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, "validation.code.invalid")),
});

/** The confirmation must equal the new password; API clients may leave it out, page forms may not. */
function confirmationMatches<T extends { pass: string; pass_confirm?: string }>() {
  return v.forward<T, v.CheckIssue<T>, ["pass_confirm"]>(
    v.check<T, string>(
      (input) => input.pass_confirm === undefined || input.pass === input.pass_confirm,
      "validation.password.mismatch",
    ),
    // the path is checked against T by valibot; T is generic here, so the literal is asserted
    ["pass_confirm"] as never,
  );
}
const optionalConfirm = v.optional(v.string());
const requiredConfirm = v.pipe(v.string("validation.password.mismatch"), v.nonEmpty("validation.password.mismatch"));

const passwordResetEntries = { code: CodeSchema.entries.code, pass: newPassword("validation.password.empty") };
export const PasswordResetSchema = v.pipe(
  v.object({ ...passwordResetEntries, pass_confirm: optionalConfirm }),
  confirmationMatches(),
);
export const PasswordResetFormSchema = v.pipe(
  v.object({ ...passwordResetEntries, pass_confirm: requiredConfirm }),
  confirmationMatches(),
);

const passwordChangeEntries = {
  old_pass: v.optional(v.string()),
  pass: newPassword("validation.password.empty"),
  ...captcha,
};
export const PasswordChangeSchema = v.pipe(
  v.object({ ...passwordChangeEntries, pass_confirm: optionalConfirm }),
  confirmationMatches(),
);
export const PasswordChangeFormSchema = v.pipe(
  v.object({ ...passwordChangeEntries, pass_confirm: requiredConfirm }),
  confirmationMatches(),
);

export const EmailChangeSchema = v.object({
  e_mail: email("settings.email.new_empty"),
  pass: v.pipe(str("settings.email.password_empty"), v.nonEmpty("settings.email.password_empty")),
  ...captcha,
});

export const CommunityOptInSchema = v.object({
  username: v.pipe(
    str("community.name.empty"),
    v.trim(),
    v.nonEmpty("community.name.empty"),
    v.minLength(COMMUNITY_NAME_MIN, "community.name.min"),
    v.maxLength(COMMUNITY_NAME_MAX, "community.name.max"),
    v.regex(/^[\p{Script=Han}A-Za-z0-9_-]+$/u, "community.name.characters"),
  ),
  // no default here: forms send "" for an empty bio, which conform turns into "missing"
  bio: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(BIO_MAX, "community.bio.max"))),
  user_id: v.optional(v.string()),
});

/** The opening page also asks the member to agree to the convention. */
export const CommunityOpenFormSchema = v.pipe(
  // an unticked checkbox is not sent at all, so the rule sits on the object (a missing optional key is not checked)
  v.object({ ...CommunityOptInSchema.entries, agree: v.optional(v.string()) }),
  v.forward(
    v.check((input) => input.agree === "on", "community.convention.must_agree"),
    ["agree"],
  ),
);

export const InterfaceSchema = v.object({
  // "" (or nothing) follows the site's language
  language: v.optional(v.picklist(["", "zh-CN", "en-US", "zh_CN", "en_US"], "validation.invalid")),
  color_scheme: v.optional(v.picklist(["default", "system", "light", "dark"], "validation.invalid")),
});

// ---- administration of users (SPEC §5 admin rules) ----

const adminName = (emptyMessage: string) =>
  v.pipe(
    str(emptyMessage),
    v.trim(),
    v.nonEmpty(emptyMessage),
    v.minLength(ADMIN_NAME_MIN, "admin.users.name.length"),
    v.maxLength(ADMIN_NAME_MAX, "admin.users.name.length"),
  );

export const USERNAME_PATTERN = /^[a-z0-9._-]+$/;

export const AdminUserProfileSchema = v.object({
  user_id: userId,
  display_name: adminName("admin.users.display_name.empty"),
  username: v.pipe(
    adminName("admin.users.username.empty"),
    v.toLowerCase(),
    v.regex(USERNAME_PATTERN, "admin.users.username.characters"),
  ),
  email: email("admin.users.email.empty", "admin.users.email.invalid"),
});

export const AdminPasswordSchema = v.object({
  user_id: userId,
  password: v.pipe(
    str("admin.users.password.length"),
    v.minLength(PASSWORD_MIN, "admin.users.password.length"),
    v.maxLength(PASSWORD_MAX, "admin.users.password.length"),
  ),
});

export const ADMIN_USER_STATUSES = ["normal", "suspended", "deleted", "inactive"] as const;

/** DELETE delete/permanently: which bin to empty. */
export const DeletePermanentlySchema = v.object({
  type: v.picklist(["users", "questions", "answers"], "validation.invalid"),
});

export const AdminUserStatusSchema = v.object({
  user_id: userId,
  status: v.picklist(ADMIN_USER_STATUSES, "validation.invalid"),
  remove_all_content: v.optional(v.boolean("validation.invalid"), false),
});

export const AdminUserRoleSchema = v.object({
  user_id: userId,
  role_id: v.picklist([1, 2, 3], "validation.invalid"),
});

export const AdminUserIdSchema = v.object({
  user_id: userId,
});

/** Bulk add: one user per line, "name, email, password". */
export const AdminAddUsersSchema = v.object({
  users: v.pipe(
    str("validation.required"),
    v.trim(),
    v.nonEmpty("validation.required"),
    v.maxLength(100_000, "validation.too_long"),
  ),
});

export const AdminUsersQuerySchema = v.pipe(
  v.object({
    page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100_000)), "1"),
    page_size: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)), "10"),
    status: v.optional(v.picklist(["", "normal", "staff", "inactive", "suspended", "deleted"]), ""),
    // Answer's clients ask for the staff with staff=true
    staff: v.optional(v.picklist(["true", "false"])),
    query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ""),
  }),
  v.transform(({ staff, ...query }) => ({ ...query, status: staff === "true" ? ("staff" as const) : query.status })),
);
