// The back office's user management (SPEC §2 admin users, §7 admin user calls) and the mail outbox.
import type * as v from "valibot";
import type { AppContext } from "../context.server";
import { hashPassword } from "../crypto.server";
import { AppError, fieldError, notFound, type FieldError } from "../errors.server";
import { listMail } from "../models/mail-outbox.server";
import { deleteUserSessions, userIdByEmail } from "../models/sessions.server";
import { runStatements } from "../db/client.server";
import { purgeDeletedAnswers, purgeDeletedQuestions, purgeDeletedUsers } from "../models/purge.server";
import {
  deleteUserPostsStatements,
  getUserByEmail,
  getUserById,
  getUserByUsername,
  insertUser,
  listUsersForAdmin,
  updateUser,
  type UserRow,
} from "../models/users.server";
import { chooseUsername, mailActivationLink } from "./accounts.server";
import { avatarStatements } from "./avatars.server";
import { requireAdmin } from "./guards.server";
import { parseInput } from "../validation.server";
import { MailStatus, UserStatus, isPurgedEmail, userStatusName } from "~/lib/status";
import type { AdminUser, OutboxMail } from "~/lib/views/admin";
import {
  RegisterSchema,
  type AdminPasswordSchema,
  type AdminUserProfileSchema,
  type AdminUserRoleSchema,
  type AdminUserStatusSchema,
  type AdminUsersQuerySchema,
} from "~/schemas/account";
import { OUTBOX_PAGE_SIZE } from "~/lib/limits";

/** Loads the target of an admin action; administrators may not act on themselves (SECURITY.md §4). */
async function targetUser(ctx: AppContext, userId: string, { notSelf }: { notSelf: boolean }) {
  const admin = requireAdmin(ctx);
  const id = Number(userId);
  if (notSelf && id === admin.id) throw new AppError(400, "admin.users.self");
  const user = await getUserById(ctx.db, id);
  if (!user) throw notFound("error.user.not_found");
  return user;
}

/** A member as the back office shows them (never their password hash or settings). */
function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    rank: user.rank,
    email: user.email,
    createdAt: user.createdAt,
    suspendedAt: user.suspendedAt,
    deletedAt: user.deletedAt,
    status: userStatusName(user.status),
    roleId: user.roleId,
    avatar: user.avatarUrl,
    mailStatus: user.mailStatus,
    activated: user.mailStatus === MailStatus.activated,
  };
}

/** GET users/page. */
export async function listUsers(
  ctx: AppContext,
  query: v.InferOutput<typeof AdminUsersQuerySchema>,
): Promise<{ count: number; list: AdminUser[] }> {
  requireAdmin(ctx);
  const [totalRows, rows] = await ctx.db.batch(
    listUsersForAdmin(ctx.db, {
      filter: query.status,
      query: query.query,
      page: query.page,
      pageSize: query.page_size,
    }),
  );
  return { count: totalRows[0]?.total ?? 0, list: rows.map(toAdminUser) };
}

/** GET user: one member for the back office. */
export async function getUserDetail(ctx: AppContext, userId: string): Promise<AdminUser> {
  return toAdminUser(await targetUser(ctx, userId, { notSelf: false }));
}

/**
 * PUT user/status: normal (unsuspend and activate), suspended, inactive (the email must be verified again), deleted
 * (optionally with all content). Every change but "normal" ends the user's sessions.
 */
export async function setUserStatus(ctx: AppContext, input: v.InferOutput<typeof AdminUserStatusSchema>) {
  const user = await targetUser(ctx, input.user_id, { notSelf: true });
  // a member erased by emptying the bin has nothing left to come back with
  if (isPurgedEmail(user.email)) throw new AppError(400, "error.user.purged");
  const now = ctx.now();
  switch (input.status) {
    case "normal":
      // a member deleted and brought back shows their avatar again
      await ctx.db.batch([
        updateUser(ctx.db, user.id, { status: UserStatus.normal, mailStatus: MailStatus.activated, suspendedAt: null }),
        ...(await avatarStatements(ctx, user.id)),
      ]);
      return;
    case "suspended":
      await ctx.db.batch([
        updateUser(ctx.db, user.id, { status: UserStatus.suspended, suspendedAt: now }),
        deleteUserSessions(ctx.db, user.id),
      ]);
      return;
    case "inactive":
      await ctx.db.batch([
        updateUser(ctx.db, user.id, { mailStatus: MailStatus.inactive }),
        deleteUserSessions(ctx.db, user.id),
      ]);
      return;
    case "deleted": {
      const removeContent = input.remove_all_content ? deleteUserPostsStatements(ctx.db, user.id) : [];
      await ctx.db.batch([
        updateUser(ctx.db, user.id, { status: UserStatus.deleted, deletedAt: now }),
        deleteUserSessions(ctx.db, user.id),
        ...removeContent,
        ...(await avatarStatements(ctx, user.id)),
      ]);
      return;
    }
  }
}

/** PUT user/role. The user's sessions end so that the new role applies everywhere at once. */
export async function setUserRole(ctx: AppContext, input: v.InferOutput<typeof AdminUserRoleSchema>) {
  const user = await targetUser(ctx, input.user_id, { notSelf: true });
  await ctx.db.batch([updateUser(ctx.db, user.id, { roleId: input.role_id }), deleteUserSessions(ctx.db, user.id)]);
}

/** PUT user/password. */
export async function setUserPassword(ctx: AppContext, input: v.InferOutput<typeof AdminPasswordSchema>) {
  const user = await targetUser(ctx, input.user_id, { notSelf: true });
  const passwordHash = await hashPassword(input.password, ctx.env.PASSWORD_PEPPER);
  await ctx.db.batch([updateUser(ctx.db, user.id, { passwordHash }), deleteUserSessions(ctx.db, user.id)]);
}

/** PUT user/profile: display name, username and email. */
export async function setUserProfile(ctx: AppContext, input: v.InferOutput<typeof AdminUserProfileSchema>) {
  const user = await targetUser(ctx, input.user_id, { notSelf: false });
  const [byEmail, byUsername] = await Promise.all([
    getUserByEmail(ctx.db, input.email),
    getUserByUsername(ctx.db, input.username),
  ]);
  if (byEmail && byEmail.id !== user.id) throw fieldError("email", "register.email.taken");
  if (byUsername && byUsername.id !== user.id) throw fieldError("username", "admin.users.username.taken");
  try {
    await ctx.db.batch([
      updateUser(ctx.db, user.id, { displayName: input.display_name, username: input.username, email: input.email }),
      ...(await avatarStatements(ctx, user.id, input.email)),
    ]);
  } catch {
    throw new AppError(400, "admin.users.conflict");
  }
}

/** GET user/activation: a fresh activation link for the administrator to pass on (earlier links stop working). */
export async function activationLinkFor(ctx: AppContext, userId: string): Promise<string> {
  const user = await targetUser(ctx, userId, { notSelf: false });
  return mailActivationLink(ctx, user.id, user.email);
}

/**
 * POST users: bulk add, one user per line "name, email, password". All lines are checked first; either every user is
 * created (activated) or none, with the failing line named.
 */
export async function addUsers(ctx: AppContext, text: string): Promise<{ count: number }> {
  requireAdmin(ctx);
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const parsed = [];
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const [name = "", email = "", ...rest] = line.split(/[,，]/).map((part) => part.trim());
    const password = rest.join(",");
    let input;
    try {
      input = parseInput(RegisterSchema, { name, e_mail: email, pass: password });
    } catch (error) {
      const first = error instanceof AppError ? error.options.fields?.[0] : undefined;
      throw lineError(index + 1, first?.error_msg ?? "validation.invalid");
    }
    if (seen.has(input.e_mail) || (await getUserByEmail(ctx.db, input.e_mail)))
      throw lineError(index + 1, "register.email.taken");
    seen.add(input.e_mail);
    parsed.push(input);
  }
  if (parsed.length === 0) throw fieldError("users", "validation.required");
  const rows = [];
  for (const input of parsed) {
    rows.push({
      username: await chooseUsername(ctx, input.name),
      displayName: input.name,
      email: input.e_mail,
      passwordHash: await hashPassword(input.pass, ctx.env.PASSWORD_PEPPER),
      mailStatus: MailStatus.activated,
    });
  }
  // a D1 batch is one transaction: if a concurrent registration took one of the emails, nothing is written
  const statements = [
    ...rows.map((row) => insertUser(ctx.db, row)),
    ...(await Promise.all(rows.map((row) => avatarStatements(ctx, userIdByEmail(row.email), row.email)))).flat(),
  ];
  try {
    await runStatements(ctx.db, statements);
  } catch {
    throw new AppError(400, "register.email.taken");
  }
  return { count: rows.length };
}

function lineError(line: number, reason: string): AppError {
  const fields: FieldError[] = [{ error_field: "users", error_msg: reason }];
  return new AppError(400, "admin.users.add.line_error", { fields, params: { line } });
}

/** The mail outbox, newest first: how administrators and local developers read mail when SMTP is not set. */
export async function listOutbox(ctx: AppContext, page: number): Promise<{ count: number; list: OutboxMail[] }> {
  requireAdmin(ctx);
  const [totalRows, rows] = await ctx.db.batch(listMail(ctx.db, page, OUTBOX_PAGE_SIZE));
  return {
    count: totalRows[0]?.total ?? 0,
    list: rows.map((mail) => ({
      id: mail.id,
      to: mail.toEmail,
      subject: mail.subject,
      text: mail.text,
      kind: mail.kind,
      status: mail.status,
      createdAt: mail.createdAt,
    })),
  };
}

/**
 * DELETE delete/permanently: empties the bin of one kind — deleted questions (with their answers and comments),
 * deleted answers, or deleted members (erased for good) — with every row that names them, in one batch.
 */
export async function deletePermanently(ctx: AppContext, type: "users" | "questions" | "answers") {
  requireAdmin(ctx);
  const statements = {
    questions: purgeDeletedQuestions,
    answers: purgeDeletedAnswers,
    users: purgeDeletedUsers,
  }[type](ctx.db);
  await runStatements(ctx.db, statements);
}
