// Expected failures of use-cases. The JSON API turns them into the {code, reason, msg, data} envelope and the
// pages into field errors, redirects or the error page. `reason` is a locale key (Apache Answer's convention).

export type FieldError = { error_field: string; error_msg: string };

/** Where SPEC §8 sends a member on a 403: url_expired → activation failed page, inactive, suspended. */
export type ForbiddenType = "url_expired" | "inactive" | "suspended" | "not_opened";

export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500,
    readonly reason: string,
    readonly options: { fields?: FieldError[]; forbiddenType?: ForbiddenType; params?: Record<string, unknown> } = {},
  ) {
    super(reason);
    this.name = "AppError";
  }
}

export const badRequest = (reason: string, fields?: FieldError[]) => new AppError(400, reason, { fields });
/** A 400 that belongs to one form field. */
export const fieldError = (field: string, reason: string) =>
  new AppError(400, reason, { fields: [{ error_field: field, error_msg: reason }] });
export const unauthorized = () => new AppError(401, "error.unauthorized");
export const forbidden = (reason = "error.forbidden", forbiddenType?: ForbiddenType) =>
  new AppError(403, reason, { forbiddenType });
export const notFound = (reason = "error.not_found") => new AppError(404, reason);
