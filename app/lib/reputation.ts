// How much reputation each event moves (REFERENCE.md). New members start at 1 and never go below it.
export const UPVOTED_GAIN = 10;
export const DOWNVOTED_LOSS = 2;
export const DOWNVOTE_CAST_LOSS = 1;
export const ANSWER_ACCEPTED_GAIN = 15;
export const ACCEPT_ANSWER_GAIN = 2;
export const EDIT_APPROVED_GAIN = 2;
export const EMAIL_ACTIVATED_GAIN = 1;
/** Gains from upvotes count towards this cap per member and day (acceptance is exempt). */
export const VOTE_GAIN_PER_DAY = 200;
