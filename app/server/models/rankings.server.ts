// Reads of the ranking (SPEC §2 users-list, §7 user/ranking, user/staff): who gained the most reputation and cast the
// most votes since a time, and the staff. Deleted members never appear.
import { sql } from "drizzle-orm";
import { sqlConstant, type Db } from "../db/client.server";
import { escapeLike } from "~/lib/like-pattern";
import { RoleId, UserStatus } from "~/lib/status";
import type { RankedMember } from "~/lib/views/rankings";

/** A member of the ranking, as the ranking's view has them. */
export type RankedRow = RankedMember;

const MEMBER = sql`u.id, u.username, u.display_name AS displayName, u.avatar_url AS avatar, u.rank,
  u.verified_lawyer AS lawyer`;
const NOT_DELETED = sql`u.status <> ${sqlConstant(UserStatus.deleted)}`;

/** The members who gained the most reputation since `since` (changes taken back do not count). */
export function selectReputationLeaders(db: Db, since: number, limit: number) {
  return db.all<RankedRow>(sql`SELECT ${MEMBER}, gained.figure FROM (
      SELECT user_id, SUM(delta) AS figure FROM reputation_ledger INDEXED BY reputation_created
      WHERE created_at >= ${since} AND cancelled = 0 GROUP BY user_id HAVING SUM(delta) > 0
    ) AS gained JOIN users u ON u.id = gained.user_id
    WHERE ${NOT_DELETED} ORDER BY gained.figure DESC, u.id LIMIT ${limit}`);
}

/** The members who cast the most votes since `since`. */
export function selectVoteLeaders(db: Db, since: number, limit: number) {
  return db.all<RankedRow>(sql`SELECT ${MEMBER}, cast_votes.figure FROM (
      SELECT user_id, COUNT(*) AS figure FROM votes INDEXED BY votes_created WHERE created_at >= ${since} GROUP BY user_id
    ) AS cast_votes JOIN users u ON u.id = cast_votes.user_id
    WHERE ${NOT_DELETED} ORDER BY cast_votes.figure DESC, u.id LIMIT ${limit}`);
}

const STAFF = sql`u.role_id IN (${sqlConstant(RoleId.admin)}, ${sqlConstant(RoleId.moderator)})
  AND u.status = ${sqlConstant(UserStatus.normal)}`;

/** The staff in good standing: administrators, then moderators, each by reputation. */
export function selectStaff(db: Db) {
  return db.all<RankedRow>(sql`SELECT ${MEMBER}, u.rank AS figure FROM users u WHERE ${STAFF}
    ORDER BY u.role_id = ${sqlConstant(RoleId.moderator)}, u.rank DESC, u.id`);
}

/** Staff whose username or display name begins with `prefix` (the mention and invite pickers' staff search). */
export function selectStaffByName(db: Db, prefix: string, limit: number) {
  const pattern = `${escapeLike(prefix)}%`;
  return db.all<RankedRow>(sql`SELECT ${MEMBER}, u.rank AS figure FROM users u WHERE ${STAFF}
      AND (u.username LIKE ${pattern.toLowerCase()} ESCAPE '\\' OR u.display_name LIKE ${pattern} ESCAPE '\\')
    ORDER BY u.username, u.id DESC LIMIT ${limit}`);
}
