// Reading rows the tests cannot see through the API: users, mails and tokens, settings as stored, questions, answers
// and their counters.
import { env } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { createDb } from "~/server/db/client.server";
import { mailOutbox, users } from "~/server/db/schema";
import { parseObjectId } from "~/lib/object-ids";

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

/** A settings group as D1 stores it (the SMTP password included), or null when it was never saved. */
export async function storedGroup(name: string): Promise<Record<string, unknown> | null> {
  const row = await env.DB.prepare("SELECT value FROM site_settings WHERE name = ?")
    .bind(name)
    .first<{ value: string }>();
  return row ? (JSON.parse(row.value) as Record<string, unknown>) : null;
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

/** A question's row as D1 holds it. */
export type QuestionRow = {
  id: number;
  user_id: number;
  title: string;
  original_text: string;
  status: number;
  pin: number;
  show: number;
  answer_count: number;
  accepted_answer_id: number;
  close_type: number;
  close_msg: string;
  edited_at: number | null;
  updated_at: number;
};
/** An answer's row as D1 holds it. */
export type AnswerRow = { id: number; question_id: number; original_text: string; status: number; accepted: number };

/** A question's row, by its typed id or database number. */
export const questionRow = (id: string | number) =>
  env.DB.prepare("SELECT * FROM questions WHERE id = ?").bind(rowId(id)).first<QuestionRow>();
/** An answer's row, by its typed id or database number. */
export const answerRow = (id: string | number) =>
  env.DB.prepare("SELECT * FROM answers WHERE id = ?").bind(rowId(id)).first<AnswerRow>();

/** The `n` of a query's first row (the row must exist). */
export async function scalar(query: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(query)
    .bind(...params)
    .first<{ n: number }>();
  return row!.n;
}

/** The `n` of a query's first row, or null when the query finds no row (scalar requires one). */
export async function scalarOrNull(query: string, ...params: unknown[]): Promise<number | null> {
  const row = await env.DB.prepare(query)
    .bind(...params)
    .first<{ n: number }>();
  return row ? row.n : null;
}

/** A user's question_count and answer_count counters. */
export const userCounts = (userId: number) =>
  env.DB.prepare("SELECT question_count, answer_count FROM users WHERE id = ?")
    .bind(userId)
    .first<{ question_count: number; answer_count: number }>();

/** Every row a question writes: the question, its tags, revisions and timeline entries, and the tags themselves. */
export async function rowCounts() {
  const tables = ["questions", "question_tags", "tags", "revisions", "activities", "answers"];
  const counts: Record<string, number | null> = {};
  for (const table of tables) counts[table] = await scalarOrNull(`SELECT COUNT(*) AS n FROM ${table}`);
  return counts;
}

/** How many revisions a post has, or how many in one status (0 applied, 1 waiting for review). */
export const revisionCount = (type: "question" | "answer", id: string | number, status?: number) =>
  status === undefined
    ? scalar("SELECT COUNT(*) AS n FROM revisions WHERE object_type = ? AND object_id = ?", type, rowId(id))
    : scalar(
        "SELECT COUNT(*) AS n FROM revisions WHERE object_type = ? AND object_id = ? AND status = ?",
        type,
        rowId(id),
        status,
      );
/** A tag's question_count counter. */
export const tagCount = (slug: string) => scalar("SELECT question_count AS n FROM tags WHERE slug_name = ?", slug);

/** The database number of an object the API named by its typed id (a plain number stays that number). */
export function rowId(id: string | number): number {
  return parseObjectId(String(id))?.id ?? Number(id);
}
