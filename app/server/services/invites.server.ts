// Inviting members to answer (SPEC §2 invitees card, §7 question/invite, user/info/search): members with the
// privilege answer.invite_someone_to_answer name up to 5 active members; the newly invited are told through one
// event. Also the member search that invitations and @mentions use.
import type { AppContext, CurrentUser } from "../context.server";
import { runBatch } from "../db/client.server";
import { notFound } from "../errors.server";
import { newEvent } from "../events.server";
import {
  replaceInviteesStatements,
  searchMembers,
  selectActiveMembersByUsername,
  selectInvitees,
} from "../models/invites.server";
import { selectQuestion } from "../models/questions.server";
import type { QuestionRow } from "../models/questions.server";
import { requireMember } from "./guards.server";
import { hasPrivilege, requirePrivilege } from "./permissions.server";
import { INVITEES_MAX, MEMBER_SEARCH_MAX } from "~/lib/limits";
import { QuestionStatus } from "~/lib/status";
import type { Invitee } from "~/lib/views/question-detail";

export type MemberSummary = Awaited<ReturnType<typeof selectInvitees>>[number];

export function toInvitee(member: MemberSummary): Invitee {
  return {
    id: member.id,
    username: member.username,
    displayName: member.displayName,
    avatar: member.avatar,
    rank: member.rank,
    lawyer: member.lawyer,
  };
}

/** Whether the member may invite others to answer this question: the privilege, and a question open for answers. */
export function canInvite(ctx: AppContext, user: CurrentUser | null, question: Pick<QuestionRow, "status">): boolean {
  return question.status === QuestionStatus.normal && hasPrivilege(ctx, user, "answer.invite_someone_to_answer");
}

async function openQuestion(ctx: AppContext, questionId: number) {
  const [question] = await selectQuestion(ctx.db, questionId);
  if (!question || (question.status !== QuestionStatus.normal && question.status !== QuestionStatus.closed)) {
    throw notFound("error.question.not_found");
  }
  return question;
}

/** The members invited to answer (GET question/invite). */
export async function inviteesOf(ctx: AppContext, questionId: number) {
  await openQuestion(ctx, questionId);
  return (await selectInvitees(ctx.db, questionId)).map(toInvitee);
}

/**
 * Makes the question's invitees exactly the members named (PUT question/invite): unknown or inactive names, the asker
 * and the member inviting are left out, and at most 5 stay. Answers the invitees.
 */
export async function inviteToAnswer(ctx: AppContext, input: { questionId: number; usernames: string[] }) {
  const user = requirePrivilege(ctx, "answer.invite_someone_to_answer");
  const question = await openQuestion(ctx, input.questionId);
  if (!canInvite(ctx, user, question)) throw notFound("error.question.not_found");
  const wanted = [...new Set(input.usernames.map((name) => name.trim().toLowerCase()).filter(Boolean))];
  const [members, before] = await ctx.db.batch([
    selectActiveMembersByUsername(ctx.db, wanted),
    selectInvitees(ctx.db, question.id),
  ]);
  const invited = wanted
    .map((name) => members.find((member) => member.username === name))
    .filter((member): member is MemberSummary => Boolean(member))
    .filter((member) => member.id !== user.id && member.id !== question.userId)
    .slice(0, INVITEES_MAX);
  const rows = await runBatch<MemberSummary>(
    ctx.db,
    replaceInviteesStatements(
      ctx.db,
      { questionId: question.id, inviterId: user.id, userIds: invited.map((member) => member.id) },
      ctx.now(),
    ),
    selectInvitees(ctx.db, question.id),
  );
  const newlyInvited = invited.filter((member) => !before.some((earlier) => earlier.id === member.id));
  if (newlyInvited.length) {
    await ctx.emit(
      newEvent({
        type: "question.invited",
        questionId: question.id,
        inviterId: user.id,
        invitedUserIds: newlyInvited.map((member) => member.id),
        at: ctx.now(),
      }),
    );
  }
  return rows.map(toInvitee);
}

/** Members to invite or mention (GET user/info/search): by name, the question's participants first. */
export async function findMembers(ctx: AppContext, input: { text: string; questionId?: number; limit?: number }) {
  requireMember(ctx);
  // "@" alone lists the question's participants
  if (!input.text && !input.questionId) return [];
  const rows = await searchMembers(ctx.db, input.text, input.limit ?? MEMBER_SEARCH_MAX, input.questionId ?? 0);
  return rows.map(toInvitee);
}
