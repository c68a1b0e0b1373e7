// Keeping a member's avatar URL true (app/server/models/avatars.server.ts) after their email or avatar changes, and
// for members whose email hash was never written (the users settings' own change resolves every avatar: settings).
import type { AppContext } from "../context.server";
import type { Db, Statement } from "../db/client.server";
import { emailHash } from "../crypto.server";
import {
  refreshAvatarUrls,
  selectUsersWithoutEmailHash,
  setEmailHash,
  type AvatarPolicy,
} from "../models/avatars.server";
import type { SQL } from "drizzle-orm";

/**
 * The statements that resolve a member's avatar again, to run in the batch that changes it: with `email`, the batch
 * sets that email, whose hash is written first.
 */
export async function avatarStatements(ctx: AppContext, userId: number | SQL, email?: string): Promise<Statement[]> {
  const hash = email === undefined ? [] : [setEmailHash(ctx.db, userId, email, await emailHash(email))];
  return [...hash, refreshAvatarUrls(ctx.db, ctx.settings.users, userId)];
}

/** Writes the email hash of up to `limit` members who have none (the scheduled run); answers how many. */
export async function fillEmailHashes(db: Db, policy: AvatarPolicy, limit: number): Promise<number> {
  const missing = await selectUsersWithoutEmailHash(db, limit);
  if (missing.length === 0) return 0;
  const statements = await Promise.all(
    missing.map(async (user) => [
      setEmailHash(db, user.id, user.email, await emailHash(user.email)),
      refreshAvatarUrls(db, policy, user.id),
    ]),
  );
  await db.batch(statements.flat() as unknown as [Statement, ...Statement[]]);
  return missing.length;
}
