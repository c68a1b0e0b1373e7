// Invitations to answer a question, and the search for members to invite or mention.
import { and, asc, eq, inArray, isNotNull, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { readTemplate, slot } from "../db/templates.server";
import { answers, comments, questionInvites, questions, users } from "../db/schema";
import { escapeLike } from "~/lib/like-pattern";
import { MailStatus, UserStatus } from "~/lib/status";

const memberColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatar: users.avatarUrl,
  rank: users.rank,
  lawyer: users.verifiedLawyer,
};

/** Members who can be invited or mentioned: active accounts that have opened the community. */
const activeMember = and(
  eq(users.status, UserStatus.normal),
  eq(users.mailStatus, MailStatus.activated),
  isNotNull(users.communityOpenedAt),
);

/** The members invited to answer a question, in the order they were invited. */
const inviteesOf = readTemplate((db) =>
  db
    .select(memberColumns)
    .from(questionInvites)
    .innerJoin(users, eq(users.id, questionInvites.userId))
    .where(eq(questionInvites.questionId, slot("questionId")))
    .orderBy(asc(questionInvites.createdAt), asc(users.id)),
);

export function selectInvitees(db: Db, questionId: number) {
  return inviteesOf(db, { questionId });
}

/** Active members by username. */
export function selectActiveMembersByUsername(db: Db, usernames: string[]) {
  return db
    .select(memberColumns)
    .from(users)
    .where(and(activeMember, inArray(users.username, usernames.length ? usernames : [""])));
}

/** The statements that make a question's invitees exactly `userIds` (one batch). */
export function replaceInviteesStatements(
  db: Db,
  invite: { questionId: number; inviterId: number; userIds: number[] },
  now: number,
) {
  const { questionId, inviterId, userIds } = invite;
  const statements = [
    db
      .delete(questionInvites)
      .where(
        and(
          eq(questionInvites.questionId, questionId),
          userIds.length ? notInArray(questionInvites.userId, userIds) : undefined,
        ),
      ),
  ];
  if (userIds.length) {
    statements.push(
      db
        .insert(questionInvites)
        .values(userIds.map((userId) => ({ questionId, userId, inviterId, createdAt: now })))
        .onConflictDoNothing() as never,
    );
  }
  return statements;
}

/**
 * Members whose username or name starts with the text typed (a name may also contain it), the question's
 * participants (asker, answerers, commenters) first, then by name.
 */
export function searchMembers(db: Db, text: string, limit: number, questionId = 0) {
  const prefix = `${escapeLike(text)}%`;
  const anywhere = `%${escapeLike(text)}%`;
  const participants = db
    .select({ id: questions.userId })
    .from(questions)
    .where(eq(questions.id, questionId))
    .union(db.select({ id: answers.userId }).from(answers).where(eq(answers.questionId, questionId)))
    .union(db.select({ id: comments.userId }).from(comments).where(eq(comments.questionId, questionId)));
  const participant = sql<number>`CASE WHEN ${users.id} IN (${participants}) THEN 0 ELSE 1 END`;
  return db
    .select(memberColumns)
    .from(users)
    .where(
      and(
        activeMember,
        or(sql`${users.username} LIKE ${prefix} ESCAPE '\\'`, sql`${users.displayName} LIKE ${anywhere} ESCAPE '\\'`),
      ),
    )
    .orderBy(participant, asc(users.displayName), asc(users.id))
    .limit(limit);
}
