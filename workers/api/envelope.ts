// The JSON envelope of SPEC §7: {code, reason, msg, data}, with the HTTP status equal to code.
import type { Context } from "hono";
import type { ApiEnv } from "./types";
import type { AppError } from "~/server/errors.server";
import type { Translate } from "~/server/i18n.server";

/** A success; `reason` names the message when the call has its own (SPEC §8 success messages). */
export function ok(c: Context<ApiEnv>, data: unknown = null, reason = "base.success") {
  const { t } = c.get("app");
  return c.json({ code: 200, reason, msg: t(reason), data });
}

/** Turns an expected failure into its envelope; field messages are translated for the caller's language. */
export function errorBody(error: AppError, t: Translate) {
  const { fields, forbiddenType, params } = error.options;
  let data: unknown = null;
  if (fields)
    data = fields.map((field) => ({ error_field: field.error_field, error_msg: t(field.error_msg, params ?? {}) }));
  else if (forbiddenType) data = { type: forbiddenType };
  else if (error.status === 400 || error.status === 429) data = { err_type: "toast" };
  return { code: error.status, reason: error.reason, msg: t(error.reason, params ?? {}), data };
}
