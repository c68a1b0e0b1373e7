// The notification poll's pass (DESIGN.md decision 3: the 6-second poll never touches D1). A page rendered for a
// member, whose session D1 has just checked, carries a short-lived token signed with the server secret naming the
// member and the kinds of suggested edit they may review; the header's poll shows it instead of the session, so the
// Worker answers from the counter objects without looking the session up. It opens nothing but the member's unread
// counts and those review counts, and for at most an hour; a poll without a valid one takes the ordinary way (the
// session, checked in D1) and is handed a new one.
import { hmacSign, hmacVerify } from "./crypto.server";

export const POLL_TOKEN_HEADER = "X-Poll-Token";
const LIFETIME_SECONDS = 3600;

// a purpose label keeps these signatures apart from every other use of the server secret
const secretOf = (pepper: string) => `notification-poll\n${pepper}`;

/** What a genuine pass opens: the member's own counts, and the review counts of the kinds they may review. */
export type PollPass = { userId: number; reviewMask: number };

/**
 * A token for the member, valid for an hour from `now` (Unix seconds). It names the kinds of suggested edit the member
 * may review (app/lib/review.ts reviewMask) as the page found them, so the poll need not look the member's rank up.
 */
export async function issuePollToken(pepper: string, pass: PollPass, now: number): Promise<string> {
  const message = `${pass.userId}.${pass.reviewMask}.${now + LIFETIME_SECONDS}`;
  return `${message}.${await hmacSign(secretOf(pepper), message)}`;
}

/** What a token opens, if it is genuine and unexpired; else null. */
export async function verifyPollToken(pepper: string, token: string | null, now: number): Promise<PollPass | null> {
  const match = /^(\d{1,12})\.(\d{1,3})\.(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(token ?? "");
  if (!match) return null;
  const [, userId, reviewMask, expires, signature] = match;
  if (Number(expires) < now) return null;
  if (!(await hmacVerify(secretOf(pepper), `${userId}.${reviewMask}.${expires}`, signature!))) return null;
  return { userId: Number(userId), reviewMask: Number(reviewMask) };
}
