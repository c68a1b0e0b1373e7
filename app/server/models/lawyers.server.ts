// Lawyer profiles in D1. A verdict moves a profile from the state it was read in, or from nothing: two
// verifiers acting on one submission cannot both settle it. users.verified_lawyer follows the verdict in its batch.
import { and, asc, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.server";
import { domainFollows, lawyerProfiles, users } from "../db/schema";
import { userColumns } from "./questions.server";
import { LawyerState, PRACTISING_CAREER } from "~/lib/lawyers";
import { PostStatus, UserStatus } from "~/lib/status";
import { escapeLike } from "~/lib/like-pattern";
import { NotificationType } from "~/lib/notifications";

export type LawyerProfileRow = typeof lawyerProfiles.$inferSelect;
export type NewLawyerProfile = Omit<typeof lawyerProfiles.$inferInsert, "createdAt" | "updatedAt">;

export function selectLawyerProfile(db: Db, userId: number) {
  return db.select().from(lawyerProfiles).where(eq(lawyerProfiles.userId, userId));
}

/** Another account's profile, waiting or verified, that holds this licence number. */
export function selectLicenceHolder(db: Db, licenceNo: string, userId: number) {
  return db
    .select({ userId: lawyerProfiles.userId })
    .from(lawyerProfiles)
    .where(
      and(
        eq(lawyerProfiles.licenceNo, licenceNo),
        sql`${lawyerProfiles.state} IN (${LawyerState.pending}, ${LawyerState.verified})`,
        sql`${lawyerProfiles.userId} <> ${userId}`,
      ),
    );
}

/** Writes a member's profile whole (a first submission, or one sent again). */
export function upsertLawyerProfile(db: Db, profile: NewLawyerProfile) {
  const { userId: _key, ...values } = profile;
  return db
    .insert(lawyerProfiles)
    .values(profile)
    .onConflictDoUpdate({ target: lawyerProfiles.userId, set: { ...values, updatedAt: sql`(unixepoch())` } });
}

/** Sets whether a member's name carries the 认证律师 mark. */
export function setVerifiedLawyer(db: Db, userId: number, verified: boolean) {
  return db
    .update(users)
    .set({ verifiedLawyer: verified ? 1 : 0 })
    .where(eq(users.id, userId));
}

/** Settles a profile that is still in state `from`; answers the row when it was, nothing when somebody was first. */
export function settleLawyerProfile(
  db: Db,
  userId: number,
  from: number,
  change: { state: number; reason: string; reviewerId: number; at: number; eventId: string },
) {
  return db
    .update(lawyerProfiles)
    .set({
      state: change.state,
      reason: change.reason,
      reviewerId: change.reviewerId,
      reviewedAt: change.at,
      verdictEvent: change.eventId,
      ...(change.state === LawyerState.verified ? { verifiedAt: change.at, recheckNotifiedAt: null } : {}),
      updatedAt: change.at,
    })
    .where(and(eq(lawyerProfiles.userId, userId), eq(lawyerProfiles.state, from)))
    .returning();
}

/** True once the verdict of this event took: the writes beside it are made only then, in its batch. */
const verdictTook = (userId: number, eventId: string) =>
  sql`EXISTS (SELECT 1 FROM lawyer_profiles WHERE user_id = ${userId} AND verdict_event = ${eventId})`;

/**
 * What a verdict (or a reminder) writes beside the profile, each only if it took: the mark (`verified`, null to leave
 * it), the notice and the mail.
 */
export function afterVerdict(
  db: Db,
  verdict: {
    userId: number;
    eventId: string;
    verified: boolean | null;
    action: string;
    at: number;
    mail: { toEmail: string; subject: string; html: string; text: string; kind: string } | null;
  },
) {
  const took = verdictTook(verdict.userId, verdict.eventId);
  const { mail } = verdict;
  const mark = verdict.verified === null ? sql`verified_lawyer` : sql`${verdict.verified ? 1 : 0}`;
  return [
    db.run(sql`UPDATE users SET verified_lawyer = ${mark} WHERE id = ${verdict.userId} AND ${took}`),
    db.run(sql`INSERT INTO notifications (user_id, actor_id, type, inbox_type, action, object_type, object_id, event_id,
        created_at)
      SELECT ${verdict.userId}, 0, ${NotificationType.inbox}, 'account', ${verdict.action}, 'lawyer', ${verdict.userId},
        ${verdict.eventId}, ${verdict.at} WHERE ${took}`),
    mail
      ? db.all<{ id: number }>(sql`INSERT INTO mail_outbox (to_email, subject, html, text, kind, event_id)
      SELECT ${mail.toEmail}, ${mail.subject}, ${mail.html}, ${mail.text}, ${mail.kind}, ${verdict.eventId} WHERE ${took}
      RETURNING id`)
      : db.all<{ id: number }>(sql`SELECT 0 AS id WHERE 0`),
  ] as const;
}

const member = alias(users, "member");

/** The submissions waiting for a verdict, oldest first: one page of them, and how many wait. */
export function selectPendingLawyers(db: Db, page: { limit: number; offset: number }) {
  return {
    list: db
      .select({ profile: lawyerProfiles, member: userColumns(member, "member"), email: member.email })
      .from(lawyerProfiles)
      .innerJoin(member, eq(member.id, lawyerProfiles.userId))
      .where(eq(lawyerProfiles.state, LawyerState.pending))
      .orderBy(asc(lawyerProfiles.submittedAt), asc(lawyerProfiles.userId))
      .limit(page.limit)
      .offset(page.offset),
    total: countPendingLawyers(db),
  };
}

export function countPendingLawyers(db: Db) {
  return db.select({ total: count() }).from(lawyerProfiles).where(eq(lawyerProfiles.state, LawyerState.pending));
}

export type PendingLawyerRow = Awaited<ReturnType<typeof selectPendingLawyers>["list"]>[number];

/** Verified profiles due for the yearly check that have not been reminded since they were verified. */
export function selectRecheckDue(db: Db, verifiedBefore: number, limit: number) {
  return db
    .select({ userId: lawyerProfiles.userId, email: users.email, language: users.language })
    .from(lawyerProfiles)
    .innerJoin(users, eq(users.id, lawyerProfiles.userId))
    .where(
      and(
        eq(lawyerProfiles.state, LawyerState.verified),
        lt(lawyerProfiles.verifiedAt, verifiedBefore),
        or(isNull(lawyerProfiles.recheckNotifiedAt), lt(lawyerProfiles.recheckNotifiedAt, lawyerProfiles.verifiedAt)),
      ),
    )
    .limit(limit);
}

/** Notes the reminder of a verified profile that has had none since it was verified (the event marks what follows). */
export function markRechecked(db: Db, userId: number, at: number, eventId: string) {
  return db
    .update(lawyerProfiles)
    .set({ recheckNotifiedAt: at, verdictEvent: eventId })
    .where(
      and(
        eq(lawyerProfiles.userId, userId),
        eq(lawyerProfiles.state, LawyerState.verified),
        or(isNull(lawyerProfiles.recheckNotifiedAt), lt(lawyerProfiles.recheckNotifiedAt, lawyerProfiles.verifiedAt)),
      ),
    );
}

export type LawyerMatchRow = {
  id: number;
  username: string;
  displayName: string;
  avatar: string;
  rank: number;
  status: number;
  province: string;
  city: string;
  domains: string;
  orgName: string;
  fieldHits: number;
  placeHit: number;
  tagScore: number;
};

/**
 * Verified practising lawyers for a question, best first: those practising in more of the fields its tags lead to
 * (`fieldTags`: [field, tag slug] pairs from the settings) and in its city (2) or province (1), then by their score in
 * its tags (the votes on their answers to questions with those tags, as Stack Overflow counts a tag score), then by
 * reputation. The asker is left out; so is anyone matching neither field nor place.
 */
export function selectLawyerMatches(
  db: Db,
  query: { questionId: number; fieldTags: [string, string][]; limit: number },
) {
  return db.all<LawyerMatchRow>(sql`WITH
    q AS (SELECT id, user_id, province, city FROM questions WHERE id = ${query.questionId}),
    q_tags AS (
      SELECT t.id, t.slug_name FROM question_tags qt JOIN tags t ON t.id = qt.tag_id WHERE qt.question_id = ${query.questionId}
      UNION SELECT m.id, m.slug_name FROM question_tags qt JOIN tags t ON t.id = qt.tag_id JOIN tags m ON m.id = t.main_tag_id
        WHERE qt.question_id = ${query.questionId}),
    field_tags AS (SELECT json_extract(value, '$[0]') AS field, json_extract(value, '$[1]') AS slug
      FROM json_each(${JSON.stringify(query.fieldTags)})),
    q_fields AS (SELECT DISTINCT f.field FROM field_tags f JOIN q_tags ON q_tags.slug_name = f.slug),
    candidates AS (
      SELECT u.id, u.username, u.display_name AS displayName, u.avatar_url AS avatar, u.rank, u.status,
        lp.province, lp.city, lp.domains, lp.org_name AS orgName,
        (SELECT COUNT(*) FROM json_each(lp.domains) d WHERE d.value IN (SELECT field FROM q_fields)) AS fieldHits,
        CASE WHEN q.city <> '' AND lp.city = q.city THEN 2 WHEN q.province <> '' AND lp.province = q.province THEN 1
          ELSE 0 END AS placeHit
      FROM lawyer_profiles lp JOIN users u ON u.id = lp.user_id, q
      WHERE lp.state = ${LawyerState.verified} AND lp.career = ${PRACTISING_CAREER} AND u.status = ${UserStatus.normal}
        AND u.id <> q.user_id)
    SELECT c.*, (SELECT COALESCE(SUM(a.vote_count), 0) FROM answers a
        WHERE a.user_id = c.id AND a.status = ${PostStatus.normal}
          AND a.question_id IN (SELECT question_id FROM question_tags WHERE tag_id IN (SELECT id FROM q_tags))) AS tagScore
    FROM candidates c WHERE c.fieldHits > 0 OR c.placeHit > 0
    ORDER BY c.fieldHits * 2 + c.placeHit DESC, tagScore DESC, c.rank DESC, c.id
    LIMIT ${query.limit}`);
}

export type VerifiedLawyerRow = Omit<LawyerMatchRow, "fieldHits" | "placeHit" | "tagScore">;

/**
 * Verified practising lawyers, by reputation: of a province or city (`region`, a code), practising in a field
 * (`domain`) and named so (`name`: the start of a username, or part of a display name) when given. One page of
 * them, and how many there are.
 */
export function selectVerifiedLawyers(
  db: Db,
  filter: { region: string | null; domain: string | null; name: string | null; limit: number; offset: number },
) {
  const conditions = [
    sql`lp.state = ${LawyerState.verified}`,
    sql`lp.career = ${PRACTISING_CAREER}`,
    sql`u.status = ${UserStatus.normal}`,
  ];
  if (filter.region)
    conditions.push(
      filter.region.endsWith("0000") ? sql`lp.province = ${filter.region}` : sql`lp.city = ${filter.region}`,
    );
  if (filter.domain)
    conditions.push(sql`EXISTS (SELECT 1 FROM json_each(lp.domains) d WHERE d.value = ${filter.domain})`);
  if (filter.name) {
    const name = escapeLike(filter.name);
    conditions.push(
      sql`(u.username LIKE ${`${name.toLowerCase()}%`} ESCAPE '\\' OR u.display_name LIKE ${`%${name}%`} ESCAPE '\\')`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  return {
    list: db.all<VerifiedLawyerRow>(sql`SELECT u.id, u.username, u.display_name AS displayName, u.avatar_url AS avatar,
        u.rank, u.status, lp.province, lp.city, lp.domains, lp.org_name AS orgName
      FROM lawyer_profiles lp JOIN users u ON u.id = lp.user_id WHERE ${where}
      ORDER BY u.rank DESC, u.id LIMIT ${filter.limit} OFFSET ${filter.offset}`),
    total: db.all<{
      total: number;
    }>(sql`SELECT COUNT(*) AS total FROM lawyer_profiles lp JOIN users u ON u.id = lp.user_id
      WHERE ${where}`),
  };
}

/** The practice fields a member follows. */
export function selectDomainFollows(db: Db, userId: number) {
  return db.select({ domain: domainFollows.domain }).from(domainFollows).where(eq(domainFollows.userId, userId));
}

/** Replaces the fields a member follows with `domains`. */
export function replaceDomainFollows(db: Db, userId: number, domains: string[]) {
  return [
    db.delete(domainFollows).where(eq(domainFollows.userId, userId)),
    ...domains.map((domain) => db.insert(domainFollows).values({ userId, domain }).onConflictDoNothing()),
  ];
}
