// The avatar URL every page shows (users.avatar_url), resolved here and only here from the member's choice, their
// email's hash and the site's users settings (app/lib/avatars.ts): so reading a member never needs their email, and
// a change of the settings is one statement over every member.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { sqlConstant, type Db } from "../db/client.server";
import { users } from "../db/schema";
import { GRAVATAR_BASE_URL } from "~/lib/avatars";
import { UserStatus } from "~/lib/status";

/** The site's users settings that decide avatars (SPEC §3 users policy). */
export type AvatarPolicy = { default_avatar: "system" | "gravatar"; gravatar_base_url: string };

/**
 * The URL of a member's avatar: their uploaded image; Gravatar's image of their email when they chose it, or made
 * no choice on a site whose default is Gravatar; "" for the system default and for deleted members.
 */
function resolvedUrl(policy: AvatarPolicy): SQL {
  const base = policy.gravatar_base_url || GRAVATAR_BASE_URL;
  const type = sql`CASE WHEN json_valid(${users.avatar}) THEN COALESCE(json_extract(${users.avatar}, '$.type'), '') ELSE '' END`;
  const gravatarByDefault = policy.default_avatar === "gravatar" ? sql`1` : sql`0`;
  return sql`CASE
    WHEN ${users.status} = ${sqlConstant(UserStatus.deleted)} THEN ''
    WHEN ${type} = 'custom' THEN COALESCE(json_extract(${users.avatar}, '$.custom'), '')
    WHEN ${users.emailHash} = '' THEN ''
    WHEN ${type} = 'gravatar' OR (${type} NOT IN ('default', 'system') AND ${gravatarByDefault} = 1)
      THEN ${base} || ${users.emailHash}
    ELSE '' END`;
}

/** Resolves the avatar URL again: of one member, or (`userId` null) of every member, as after a settings change. */
export function refreshAvatarUrls(db: Db, policy: AvatarPolicy, userId: number | SQL | null) {
  const update = db.update(users).set({ avatarUrl: resolvedUrl(policy) });
  return userId === null ? update : update.where(eq(users.id, userId));
}

/** Members whose email hash was never written (made before it was kept), a few at a time. */
export function selectUsersWithoutEmailHash(db: Db, limit: number) {
  return db.select({ id: users.id, email: users.email }).from(users).where(eq(users.emailHash, "")).limit(limit);
}

/** Writes the hash of `email` as a member's, provided that is still their email. */
export function setEmailHash(db: Db, userId: number | SQL, email: string, hash: string) {
  return db
    .update(users)
    .set({ emailHash: hash })
    .where(and(eq(users.id, userId), eq(users.email, email)));
}
