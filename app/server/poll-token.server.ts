// The notification poll's pass (DESIGN.md decision 3: the 6-second poll never touches D1). A page rendered for a
// member, whose session D1 has just checked, carries a short-lived token signed with the server secret naming the
// member; the header's poll shows it instead of the session, so the Worker answers from the member's counter object
// without looking the session up. It opens nothing but the member's unread counts, and for at most an hour; a poll
// without a valid one takes the ordinary way (the session, checked in D1) and is handed a new one.
import { hmacSign, hmacVerify } from "./crypto.server";

export const POLL_TOKEN_HEADER = "X-Poll-Token";
const LIFETIME_SECONDS = 3600;

// a purpose label keeps these signatures apart from every other use of the server secret
const secretOf = (pepper: string) => `notification-poll\n${pepper}`;

/** A token for the member, valid for an hour from `now` (Unix seconds). */
export async function issuePollToken(pepper: string, userId: number, now: number): Promise<string> {
  const message = `${userId}.${now + LIFETIME_SECONDS}`;
  return `${message}.${await hmacSign(secretOf(pepper), message)}`;
}

/** The member a token names, if it is genuine and unexpired; else null. */
export async function verifyPollToken(pepper: string, token: string | null, now: number): Promise<number | null> {
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(token ?? "");
  if (!match) return null;
  const [, userId, expires, signature] = match;
  if (Number(expires) < now) return null;
  if (!(await hmacVerify(secretOf(pepper), `${userId}.${expires}`, signature!))) return null;
  return Number(userId);
}
