// Reads and writes of the users table.
import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { answers, comments, questions, users } from "../db/schema";
import { escapeLike } from "~/lib/like-pattern";
import { MailStatus, PostStatus, RoleId, UserStatus } from "~/lib/status";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function getUserById(db: Db, id: number) {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** The same read as a batchable statement (resolves to zero or one row). */
export function selectUserById(db: Db, id: number) {
  return db.select().from(users).where(eq(users.id, id)).limit(1);
}

export function getUserByEmail(db: Db, email: string) {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

export function getUserByUsername(db: Db, username: string) {
  return db.select().from(users).where(eq(users.username, username.toLowerCase())).get();
}

/** Usernames already taken among candidates, to pick a free one in a single query. */
export async function takenUsernames(db: Db, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db.select({ username: users.username }).from(users).where(inArray(users.username, candidates));
  return new Set(rows.map((row) => row.username));
}

/** Inserts a user; a taken email or username fails the statement (and the batch it is in). */
export function insertUser(db: Db, user: NewUser) {
  return db.insert(users).values(user).returning();
}

/** Which unique column a failed insert collided with, from D1's error message. */
export function uniqueViolation(error: unknown): "email" | "username" | null {
  const message =
    error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : "";
  if (!message.includes("UNIQUE constraint failed")) return null;
  if (message.includes("users.email")) return "email";
  if (message.includes("users.username")) return "username";
  return null;
}

export function updateUser(db: Db, id: number, changes: Partial<NewUser>) {
  return db
    .update(users)
    .set({ ...changes, updatedAt: sql`(unixepoch())` })
    .where(eq(users.id, id));
}

/**
 * Turns one kind of notification mail off in a single statement, so that it cannot undo a change made meanwhile to
 * another kind; a config that is not JSON starts over.
 */
export function disableNotifyKind(db: Db, userId: number, kind: string) {
  return db
    .update(users)
    .set({
      notifyConfig: sql`json_set(CASE WHEN json_valid(${users.notifyConfig}) THEN ${users.notifyConfig} ELSE '{}' END,
        ${`$.${kind}`}, json('false'))`,
    })
    .where(eq(users.id, userId));
}

/** Deletes every question, answer and comment of a member (the statements for the batch that deletes them). */
export function deleteUserPostsStatements(db: Db, userId: number) {
  return [
    db.update(questions).set({ status: PostStatus.deleted }).where(eq(questions.userId, userId)),
    db.update(answers).set({ status: PostStatus.deleted }).where(eq(answers.userId, userId)),
    db.update(comments).set({ status: PostStatus.deleted }).where(eq(comments.userId, userId)),
  ] as const;
}

export type AdminUserFilter = "" | "normal" | "staff" | "inactive" | "suspended" | "deleted";

function adminFilterCondition(filter: AdminUserFilter): SQL | undefined {
  switch (filter) {
    case "normal":
      return eq(users.status, UserStatus.normal);
    case "staff":
      return and(inArray(users.roleId, [RoleId.admin, RoleId.moderator]), eq(users.status, UserStatus.normal));
    case "inactive":
      return and(eq(users.mailStatus, MailStatus.inactive), eq(users.status, UserStatus.normal));
    case "suspended":
      return eq(users.status, UserStatus.suspended);
    case "deleted":
      return eq(users.status, UserStatus.deleted);
    default:
      return undefined;
  }
}

/** The back office user list: filter, search by name, username or email, newest first. */
export function listUsersForAdmin(
  db: Db,
  options: { filter: AdminUserFilter; query: string; page: number; pageSize: number },
) {
  const pattern = `%${escapeLike(options.query)}%`;
  const search = options.query
    ? or(
        sql`${users.username} LIKE ${pattern} ESCAPE '\\'`,
        sql`${users.displayName} LIKE ${pattern} ESCAPE '\\'`,
        sql`${users.email} LIKE ${pattern} ESCAPE '\\'`,
      )
    : undefined;
  const where = and(adminFilterCondition(options.filter), search);
  return [
    db.select({ total: count() }).from(users).where(where),
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
  ] as const;
}
