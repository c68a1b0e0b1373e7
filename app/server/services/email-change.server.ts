// Changing the account email in two steps: ask (with the password), then confirm from the new address.
import type * as v from "valibot";
import type { AppContext } from "../context.server";
import { randomToken, sha256Hex, verifyPassword } from "../crypto.server";
import { AppError, fieldError } from "../errors.server";
import { insertMail } from "../models/mail-outbox.server";
import { consumeUserToken, insertUserToken, voidUserTokens } from "../models/sessions.server";
import { hitRateLimit } from "../models/throttle.server";
import { getUserByEmail, getUserById, updateUser } from "../models/users.server";
import { requireUser } from "./guards.server";
import { composeMail, dispatchMail } from "./mail.server";
import { mailActivationLink } from "./accounts.server";
import { avatarStatements } from "./avatars.server";
import { EMAIL_CHANGE_TTL_SECONDS, MAIL_REQUESTS_PER_HOUR } from "~/lib/limits";
import { paths } from "~/lib/paths";
import { MailStatus, UserStatus } from "~/lib/status";
import type { EmailChangeSchema } from "~/schemas/account";

/** Step one: checks the password and mails a confirmation link to the new address. */
export async function requestEmailChange(
  ctx: AppContext,
  input: v.InferOutput<typeof EmailChangeSchema>,
): Promise<void> {
  const member = requireUser(ctx);
  if (member.status === UserStatus.suspended)
    throw new AppError(403, "error.user.suspended", { forbiddenType: "suspended" });
  const user = await getUserById(ctx.db, member.id);
  if (!user) throw new AppError(401, "error.unauthorized");
  if (!user.passwordHash || !(await verifyPassword(input.pass, user.passwordHash, ctx.env.PASSWORD_PEPPER))) {
    throw fieldError("pass", "settings.email.password_wrong");
  }
  if (input.e_mail === user.email) throw fieldError("e_mail", "settings.email.same");
  if (await getUserByEmail(ctx.db, input.e_mail)) throw fieldError("e_mail", "register.email.taken");
  if ((await hitRateLimit(ctx.db, `mail:email-change:${user.id}`, 3600, ctx.now())) > MAIL_REQUESTS_PER_HOUR) {
    throw new AppError(429, "error.too_many_requests");
  }

  const code = randomToken();
  const [, , mailRows] = await ctx.db.batch([
    voidUserTokens(ctx.db, user.id, "email_change"),
    insertUserToken(ctx.db, {
      tokenHash: await sha256Hex(code),
      userId: user.id,
      purpose: "email_change",
      newEmail: input.e_mail,
      expiresAt: ctx.now() + EMAIL_CHANGE_TTL_SECONDS,
    }),
    insertMail(
      ctx.db,
      composeMail(ctx, "email_change", input.e_mail, paths.absolute(ctx.siteUrl, paths.confirmNewEmail(code))),
    ),
  ]);
  await dispatchMail(
    ctx,
    mailRows.map((row) => row.id),
  );
}

/** Step two: the link from the new address applies the change (and proves the address, so it counts as activated). */
export async function confirmEmailChange(ctx: AppContext, code: string): Promise<void> {
  const token = await consumeUserToken(ctx.db, await sha256Hex(code), "email_change", ctx.now());
  if (!token?.newEmail) throw new AppError(403, "error.link.expired", { forbiddenType: "url_expired" });
  if (await getUserByEmail(ctx.db, token.newEmail)) throw new AppError(400, "register.email.taken");
  try {
    await ctx.db.batch([
      updateUser(ctx.db, token.userId, { email: token.newEmail, mailStatus: MailStatus.activated }),
      ...(await avatarStatements(ctx, token.userId, token.newEmail)),
    ]);
  } catch {
    // the unique index caught an account that took this email in the meantime
    throw new AppError(400, "register.email.taken");
  }
}

/**
 * For a member who has not activated yet and mistyped the address: replaces the email and mails the activation link
 * there (the link to the old address stops working).
 */
export async function changeInactiveEmail(ctx: AppContext, email: string): Promise<void> {
  const user = requireUser(ctx);
  if (user.mailStatus === MailStatus.activated) throw new AppError(400, "activation.already_active");
  if (email !== user.email && (await getUserByEmail(ctx.db, email))) throw fieldError("e_mail", "register.email.taken");
  if ((await hitRateLimit(ctx.db, `mail:activation:${user.id}`, 3600, ctx.now())) > MAIL_REQUESTS_PER_HOUR) {
    throw new AppError(429, "error.too_many_requests");
  }
  try {
    await ctx.db.batch([updateUser(ctx.db, user.id, { email }), ...(await avatarStatements(ctx, user.id, email))]);
  } catch {
    throw fieldError("e_mail", "register.email.taken");
  }
  await mailActivationLink(ctx, user.id, email);
}
