// Password reset by mailed link, and password change. Both end every session of the account (SECURITY.md §3) and void
// a pending email change.
import type * as v from "valibot";
import type { AppContext } from "../context.server";
import { hashPassword, sha256Hex, verifyPassword } from "../crypto.server";
import { AppError, fieldError } from "../errors.server";
import { newEvent } from "../events.server";
import { consumeUserToken, deleteUserSessions, getUserToken, voidUserTokens } from "../models/sessions.server";
import { hitRateLimit } from "../models/throttle.server";
import { getUserById, updateUser } from "../models/users.server";
import { startSession, type SessionGrant } from "./accounts.server";
import { requireActiveUser } from "./guards.server";
import { MAIL_REQUESTS_PER_HOUR } from "~/lib/limits";
import { UserStatus } from "~/lib/status";
import type { PasswordChangeSchema, PasswordResetSchema } from "~/schemas/account";

/**
 * Asks for a reset link. The request does the same work whether or not the email is registered (SECURITY.md §5): it
 * counts the attempt and hands the address to the queue, whose consumer mails a link only if it is an account's.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const now = ctx.now();
  const addressHits = await hitRateLimit(ctx.db, `mail:reset:ip:${ctx.ip}`, 3600, now);
  const emailHits = await hitRateLimit(ctx.db, `mail:reset:email:${email}`, 3600, now);
  if (addressHits > MAIL_REQUESTS_PER_HOUR * 4) throw new AppError(429, "error.too_many_requests");
  // over the per-email limit the answer stays the same; the mail is simply not sent again
  if (emailHits > MAIL_REQUESTS_PER_HOUR) return;
  await ctx.emit(newEvent({ type: "password_reset.requested", email, locale: ctx.locale, siteUrl: ctx.siteUrl }));
}

/** Whether a reset code can still be used (the reset page shows the form only then). */
export async function isResetCodeValid(ctx: AppContext, code: string): Promise<boolean> {
  return Boolean(await getUserToken(ctx.db, await sha256Hex(code), "password_reset", ctx.now()));
}

/** Sets a new password with a reset code. Single use; every session of the account ends. */
export async function resetPassword(ctx: AppContext, input: v.InferOutput<typeof PasswordResetSchema>): Promise<void> {
  const passwordHash = await hashPassword(input.pass, ctx.env.PASSWORD_PEPPER);
  const token = await consumeUserToken(ctx.db, await sha256Hex(input.code), "password_reset", ctx.now());
  if (!token) throw new AppError(403, "error.link.expired", { forbiddenType: "url_expired" });
  const user = await getUserById(ctx.db, token.userId);
  if (!user || user.status === UserStatus.deleted)
    throw new AppError(403, "error.link.expired", { forbiddenType: "url_expired" });
  // a pending email change may have been asked by whoever knew the old password: it ends like the sessions do
  await ctx.db.batch([
    updateUser(ctx.db, user.id, { passwordHash }),
    deleteUserSessions(ctx.db, user.id),
    voidUserTokens(ctx.db, user.id, "email_change"),
  ]);
}

/**
 * Changes the member's password. Every session ends, including this one; a fresh session is returned for the device
 * that made the change.
 */
export async function changePassword(
  ctx: AppContext,
  input: v.InferOutput<typeof PasswordChangeSchema>,
): Promise<SessionGrant> {
  const member = requireActiveUser(ctx);
  const user = await getUserById(ctx.db, member.id);
  if (!user) throw new AppError(401, "error.unauthorized");
  if (user.passwordHash) {
    if (!input.old_pass) throw fieldError("old_pass", "settings.password.old_empty");
    if (!(await verifyPassword(input.old_pass, user.passwordHash, ctx.env.PASSWORD_PEPPER))) {
      throw fieldError("old_pass", "settings.password.old_wrong");
    }
  }
  const passwordHash = await hashPassword(input.pass, ctx.env.PASSWORD_PEPPER);
  await ctx.db.batch([
    updateUser(ctx.db, user.id, { passwordHash }),
    deleteUserSessions(ctx.db, user.id),
    voidUserTokens(ctx.db, user.id, "email_change"),
  ]);
  return startSession(ctx, user.id);
}
