// Registration, login, logout and email activation.
import type * as v from "valibot";
import { newEvent } from "../events.server";
import type { AppContext, CurrentUser } from "../context.server";
import { toCurrentUser } from "../context.server";
import { burnPasswordCheck, hashPassword, randomToken, sha256Hex, verifyPassword } from "../crypto.server";
import { AppError, fieldError } from "../errors.server";
import { insertMail } from "../models/mail-outbox.server";
import {
  consumeUserToken,
  deleteSession,
  insertSession,
  insertUserToken,
  userIdByEmail,
  voidUserTokens,
} from "../models/sessions.server";
import { clearRateLimit, releaseRateLimitHit } from "../models/throttle.server";
import { throttle } from "./throttle.server";
import {
  getUserByEmail,
  getUserById,
  insertUser,
  selectUserById,
  takenUsernames,
  uniqueViolation,
  updateUser,
} from "../models/users.server";
import { requireUser } from "./guards.server";
import { composeMail, dispatchMail } from "./mail.server";
import { avatarStatements } from "./avatars.server";
import {
  ACTIVATION_TTL_SECONDS,
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_IP,
  LOGIN_WINDOW_SECONDS,
  MAIL_REQUESTS_PER_HOUR,
  SESSION_TTL_SECONDS,
} from "~/lib/limits";
import { paths } from "~/lib/paths";
import { isReservedUsername } from "~/lib/usernames";
import { MailStatus, UserStatus } from "~/lib/status";
import type { LoginSchema, RegisterSchema } from "~/schemas/account";

export type SessionGrant = { token: string; expiresAt: number; user: CurrentUser };

/** A username for URLs, derived from the display name; members can change it later. */
export async function chooseUsername(ctx: AppContext, name: string): Promise<string> {
  const ascii = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[-._]+|[-._]+$/g, "")
    .slice(0, 20);
  const base = ascii.length >= 3 && !isReservedUsername(ascii) ? ascii : "user";
  const suffix = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, "0");
  const candidates = [base === "user" ? `user-${suffix()}` : base, `${base}-${suffix()}`, `${base}-${suffix()}`];
  const taken = await takenUsernames(ctx.db, candidates);
  return candidates.find((candidate) => !taken.has(candidate)) ?? `${base}-${suffix()}${suffix()}`;
}

function emailDomainAllowed(ctx: AppContext, email: string): boolean {
  const domains = ctx.settings.login.allow_email_domains;
  if (domains.length === 0) return true;
  const domain = email.slice(email.lastIndexOf("@") + 1);
  return domains.includes(domain);
}

/**
 * Registers by email: the user, the activation token, the activation mail and a session are written in one batch;
 * of concurrent registrations with one email exactly one succeeds (unique index), and the others write nothing.
 */
export async function register(ctx: AppContext, input: v.InferOutput<typeof RegisterSchema>): Promise<SessionGrant> {
  const login = ctx.settings.login;
  if (!login.allow_new_registrations || !login.allow_email_registrations) throw new AppError(403, "register.closed");
  if (!emailDomainAllowed(ctx, input.e_mail)) throw fieldError("e_mail", "register.email.domain_not_allowed");
  if (await getUserByEmail(ctx.db, input.e_mail)) throw fieldError("e_mail", "register.email.taken");

  const now = ctx.now();
  const passwordHash = await hashPassword(input.pass, ctx.env.PASSWORD_PEPPER);
  const activationToken = randomToken();
  const sessionToken = randomToken();
  const mail = composeMail(
    ctx,
    "activation",
    input.e_mail,
    paths.absolute(ctx.siteUrl, paths.activation(activationToken)),
  );
  // the batch is one transaction: when the email is taken the user insert fails and nothing else is written
  const newUserId = userIdByEmail(input.e_mail);
  const avatar = await avatarStatements(ctx, newUserId, input.e_mail);

  for (let attempt = 0; attempt < 3; attempt++) {
    const username = await chooseUsername(ctx, input.name);
    try {
      const [inserted, , mailRows] = await ctx.db.batch([
        insertUser(ctx.db, {
          username,
          displayName: input.name,
          email: input.e_mail,
          passwordHash,
          language: ctx.locale,
        }),
        insertUserToken(ctx.db, {
          tokenHash: await sha256Hex(activationToken),
          userId: newUserId,
          purpose: "activation",
          expiresAt: now + ACTIVATION_TTL_SECONDS,
        }),
        insertMail(ctx.db, mail),
        insertSession(ctx.db, await sha256Hex(sessionToken), newUserId, now + SESSION_TTL_SECONDS),
        ...avatar,
      ]);
      await dispatchMail(
        ctx,
        mailRows.map((row) => row.id),
      );
      return { token: sessionToken, expiresAt: now + SESSION_TTL_SECONDS, user: toCurrentUser(inserted[0]!) };
    } catch (error) {
      const column = uniqueViolation(error);
      if (column === "email") throw fieldError("e_mail", "register.email.taken");
      if (column !== "username") throw error;
      // a concurrent registration took the chosen username: pick another
    }
  }
  throw new AppError(500, "error.internal");
}

/**
 * Logs in by email and password. Unknown emails, deleted accounts and wrong passwords get the same answer after the
 * same work (SECURITY.md §5); attempts are throttled per account and per address (§6).
 */
export async function login(ctx: AppContext, input: v.InferOutput<typeof LoginSchema>): Promise<SessionGrant> {
  if (!ctx.settings.login.allow_password_login) throw new AppError(403, "login.password_login_disabled");
  await throttle(ctx, `login:ip:${ctx.ip}`, LOGIN_ATTEMPTS_PER_IP, LOGIN_WINDOW_SECONDS);
  await throttle(ctx, `login:email:${input.e_mail}`, LOGIN_ATTEMPTS_PER_ACCOUNT, LOGIN_WINDOW_SECONDS);

  const user = await getUserByEmail(ctx.db, input.e_mail);
  if (!user || user.status === UserStatus.deleted || !user.passwordHash) {
    await burnPasswordCheck(input.pass, ctx.env.PASSWORD_PEPPER);
    throw new AppError(400, "login.failed", { fields: [{ error_field: "e_mail", error_msg: "login.failed" }] });
  }
  if (!(await verifyPassword(input.pass, user.passwordHash, ctx.env.PASSWORD_PEPPER))) {
    throw new AppError(400, "login.failed", { fields: [{ error_field: "e_mail", error_msg: "login.failed" }] });
  }
  // only failures use up an address's allowance: many members behind one office address may all log in
  await ctx.db.batch([
    clearRateLimit(ctx.db, `login:email:${input.e_mail}`),
    releaseRateLimitHit(ctx.db, `login:ip:${ctx.ip}`, LOGIN_WINDOW_SECONDS, ctx.now()),
  ]);
  return startSession(ctx, user.id);
}

/** Creates a session for a user (after login, activation or a password change). */
export async function startSession(ctx: AppContext, userId: number): Promise<SessionGrant> {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const expiresAt = ctx.now() + SESSION_TTL_SECONDS;
  const [, , rows] = await ctx.db.batch([
    insertSession(ctx.db, tokenHash, userId, expiresAt),
    updateUser(ctx.db, userId, { lastLoginAt: ctx.now() }),
    selectUserById(ctx.db, userId),
  ]);
  const user = rows[0];
  if (!user) throw new AppError(404, "error.user.not_found");
  // the member as the session's first page will read them, read in the same batch that started it
  const member = toCurrentUser(user);
  ctx.noteSession(tokenHash, member);
  return { token, expiresAt, user: member };
}

/** Ends the current session. */
export async function logout(ctx: AppContext): Promise<void> {
  requireUser(ctx);
  if (ctx.sessionTokenHash) await deleteSession(ctx.db, ctx.sessionTokenHash);
}

/**
 * Activates an account with the code mailed to it. Single use: the token is deleted as it is read. Logs the member in
 * on this device, as the link may be opened in another browser.
 */
export async function activateAccount(ctx: AppContext, code: string): Promise<SessionGrant> {
  const token = await consumeUserToken(ctx.db, await sha256Hex(code), "activation", ctx.now());
  if (!token) throw new AppError(403, "error.link.expired", { forbiddenType: "url_expired" });
  const user = await getUserById(ctx.db, token.userId);
  if (!user || user.status === UserStatus.deleted)
    throw new AppError(403, "error.link.expired", { forbiddenType: "url_expired" });
  await updateUser(ctx.db, user.id, { mailStatus: MailStatus.activated });
  // the first activation earns +1 (REFERENCE.md), through the reputation consumer
  await ctx.emit(newEvent({ type: "user.activated", userId: user.id, at: ctx.now() }));
  return startSession(ctx, user.id);
}

/** Mails a new activation link to the logged-in, not yet activated member; the previous link stops working. */
export async function resendActivation(ctx: AppContext): Promise<void> {
  const user = requireUser(ctx);
  if (user.mailStatus === MailStatus.activated) throw new AppError(400, "activation.already_active");
  await throttle(ctx, `mail:activation:${user.id}`, MAIL_REQUESTS_PER_HOUR, 3600);
  await mailActivationLink(ctx, user.id, user.email);
}

/** Voids earlier activation links and mails a fresh one (also used by the back office). */
export async function mailActivationLink(ctx: AppContext, userId: number, email: string): Promise<string> {
  const code = randomToken();
  const link = paths.absolute(ctx.siteUrl, paths.activation(code));
  const [, , mailRows] = await ctx.db.batch([
    voidUserTokens(ctx.db, userId, "activation"),
    insertUserToken(ctx.db, {
      tokenHash: await sha256Hex(code),
      userId,
      purpose: "activation",
      expiresAt: ctx.now() + ACTIVATION_TTL_SECONDS,
    }),
    insertMail(ctx.db, composeMail(ctx, "activation", email, link)),
  ]);
  await dispatchMail(
    ctx,
    mailRows.map((row) => row.id),
  );
  return link;
}
