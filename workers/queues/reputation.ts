// The reputation consumer (REFERENCE.md): votes on questions and answers, acceptances, activation and approved
// suggested edits move reputation, each change a ledger row, at most once per event.
import { runOnce } from "./once";
import type { Db } from "~/server/db/client.server";
import type { DomainEvent } from "~/server/events.server";
import {
  acceptanceReputationStatements,
  activationReputationStatements,
  editApprovedReputationStatements,
  voteReputationStatements,
} from "~/server/models/reputation.server";

type VoteChanged = Extract<DomainEvent, { type: "vote.changed" }>;
type AcceptanceChanged = Extract<DomainEvent, { type: "acceptance.changed" }>;

export async function reputationForVote(db: Db, event: VoteChanged): Promise<void> {
  // comment votes carry no reputation
  if (event.objectType === "comment") return;
  const target = {
    objectType: event.objectType,
    objectId: event.objectId,
    questionId: event.questionId,
    voterId: event.voterId,
    authorId: event.authorId,
  };
  await runOnce(db, "reputation", event.id, voteReputationStatements(db, target, event.id, event.at));
}

export async function reputationForActivation(db: Db, event: Extract<DomainEvent, { type: "user.activated" }>) {
  await runOnce(db, "reputation", event.id, activationReputationStatements(db, event.userId, event.id, event.at));
}

export async function reputationForAcceptance(db: Db, event: AcceptanceChanged): Promise<void> {
  await runOnce(db, "reputation", event.id, acceptanceReputationStatements(db, event.questionId, event.id, event.at));
}

export async function reputationForApprovedEdit(db: Db, event: Extract<DomainEvent, { type: "revision.approved" }>) {
  await runOnce(db, "reputation", event.id, editApprovedReputationStatements(db, event, event.id, event.at));
}
