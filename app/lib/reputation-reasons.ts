// The reputation ledger's reasons that have a name of their own; any other reads as a reputation change.
const NAMED_REASONS = [
  "vote_up",
  "vote_down",
  "downvote_cast",
  "answer_accepted",
  "accept_answer",
  "edit_approved",
  "email_activated",
];

/** The locale key that names a ledger reason. */
export function reputationReasonKey(reason: string): string {
  return `profile.reason.${NAMED_REASONS.includes(reason) ? reason : "other"}`;
}
