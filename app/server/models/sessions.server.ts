// Sessions and single-use tokens. Only SHA-256 hashes of tokens are stored (DESIGN.md decision 6).
import { and, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import { deleteSome, type Db } from "../db/client.server";
import { readTemplate, slot } from "../db/templates.server";
import { sessions, users, userTokens } from "../db/schema";

export type TokenPurpose = (typeof userTokens.$inferSelect)["purpose"];

/** The user behind a live session token hash, or nothing. */
const sessionUser = readTemplate((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, slot("tokenHash")), gt(sessions.expiresAt, slot("now")))),
);

export function getSessionUser(db: Db, tokenHash: string, now: number) {
  return sessionUser(db, { tokenHash, now });
}

/** The id of the user with an email, as an SQL value: lets a batch refer to a user it inserts itself. */
export function userIdByEmail(email: string): SQL<number> {
  return sql<number>`(SELECT id FROM users WHERE email = ${email})`;
}

export function insertSession(db: Db, tokenHash: string, userId: number | SQL<number>, expiresAt: number) {
  return db.insert(sessions).values({ tokenHash, userId, expiresAt });
}

export function deleteSession(db: Db, tokenHash: string) {
  return db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user (logout everywhere, password change, suspension, deletion, role change). */
export function deleteUserSessions(db: Db, userId: number) {
  return db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Deletes up to `limit` sessions that have expired (the scheduled cleanup). */
export function deleteExpiredSessions(db: Db, now: number, limit: number) {
  return deleteSome(db, sessions, lte(sessions.expiresAt, now), limit);
}

/** Deletes up to `limit` mailed tokens that have expired; a used token is deleted when it is used. */
export function deleteExpiredUserTokens(db: Db, now: number, limit: number) {
  return deleteSome(db, userTokens, lte(userTokens.expiresAt, now), limit);
}

/** Issuing a token voids the user's earlier tokens of the same purpose: run both in one batch. */
export function voidUserTokens(db: Db, userId: number, purpose: TokenPurpose) {
  return db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)));
}

export function insertUserToken(
  db: Db,
  token: {
    tokenHash: string;
    userId: number | SQL<number>;
    purpose: TokenPurpose;
    expiresAt: number;
    newEmail?: string;
  },
) {
  return db.insert(userTokens).values(token);
}

/**
 * Consumes a token: deletes it and returns it in one statement, so two concurrent uses cannot both succeed.
 * Expired tokens are deleted too but not returned.
 */
export async function consumeUserToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: number) {
  const [row] = await db
    .delete(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)))
    .returning();
  if (!row || row.expiresAt <= now) return undefined;
  return row;
}

export function getUserToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: number) {
  return db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose), gt(userTokens.expiresAt, now)))
    .get();
}
