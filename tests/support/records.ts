// Reading rows the tests cannot see through the API: users, mails and tokens.
import { env } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { createDb } from "~/server/db/client.server";
import { mailOutbox, users } from "~/server/db/schema";

export const db = () => createDb(env.DB);

/** The newest mail written to the outbox for an address. */
export async function lastMailTo(email: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(desc(mailOutbox.id)).get();
}

/** The code of the link in the newest mail to an address, for a path such as account-activation. */
export async function codeFromLastMail(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  const match = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no link in the last mail to ${email}`);
  return match[1]!;
}

export async function getUser(email: string) {
  return db().select().from(users).where(eq(users.email, email)).get();
}

/** How many mails the outbox holds for an address. */
export async function mailCount(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_email = ?")
    .bind(email)
    .first<{ n: number }>();
  return row!.n;
}

/** How many tokens of one purpose a user holds. */
export async function tokenCount(
  userId: number,
  purpose: "activation" | "password_reset" | "email_change",
): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM user_tokens WHERE user_id = ? AND purpose = ?")
    .bind(userId, purpose)
    .first<{ n: number }>();
  return row!.n;
}
