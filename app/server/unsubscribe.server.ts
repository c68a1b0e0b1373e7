// One-click unsubscribe links (issue #6): every notification mail carries a link, signed with the server secret, that
// turns off the kind of mail it came as for its member. It never expires and does nothing else; RFC 8058's
// List-Unsubscribe-Post lets mail clients use it without opening a page.
import { hmacSign, hmacVerify } from "./crypto.server";
import { NOTIFY_KINDS, type NotifyKind } from "~/lib/notify-settings";

// a purpose label keeps these signatures apart from every other use of the server secret
const secretOf = (pepper: string) => `unsubscribe\n${pepper}`;

export async function unsubscribeCode(pepper: string, userId: number, kind: NotifyKind): Promise<string> {
  const message = `${userId}.${kind}`;
  return `${message}.${await hmacSign(secretOf(pepper), message)}`;
}

/** The member and kind a code names, if it is genuine; else null. */
export async function readUnsubscribeCode(
  pepper: string,
  code: string | null,
): Promise<{ userId: number; kind: NotifyKind } | null> {
  const match = /^(\d{1,12})\.([a-z_]{1,64})\.([A-Za-z0-9_-]{20,100})$/.exec(code ?? "");
  if (!match) return null;
  const [, userId, kind, signature] = match;
  if (!NOTIFY_KINDS.includes(kind as NotifyKind)) return null;
  if (!(await hmacVerify(secretOf(pepper), `${userId}.${kind}`, signature!))) return null;
  return { userId: Number(userId), kind: kind as NotifyKind };
}
