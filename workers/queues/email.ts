// The email consumer: sends an outbox mail over SMTP, or keeps it in the outbox when SMTP is not configured
// (DESIGN.md decision 8). A mail already sent or kept is never sent again (idempotent on redelivery).
import { sendMail } from "../mail/smtp";
import type { Db } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import { newEvent } from "~/server/events.server";
import {
  MailState,
  countMailAttempt,
  getMail,
  markMail,
  selectQueuedMailsOfEvent,
} from "~/server/models/mail-outbox.server";
import { mergeSettings, selectSettingsRows } from "~/server/models/settings.server";

export async function deliverMail(db: Db, outboxId: number): Promise<void> {
  const [mail, settingsRows] = await Promise.all([getMail(db, outboxId), selectSettingsRows(db)]);
  if (!mail || mail.status === MailState.sent || mail.status === MailState.kept) return;
  const smtp = mergeSettings(settingsRows).smtp;

  if (!smtp.smtp_host || !smtp.from_email) {
    await markMail(db, mail.id, MailState.kept);
    // local development reads its mail here (and in the back office's outbox)
    console.log(`[mail kept in outbox] to ${mail.toEmail}: ${mail.subject}\n${mail.text}`);
    return;
  }

  await countMailAttempt(db, mail.id, mail.attempts + 1);
  try {
    await sendMail(
      {
        host: smtp.smtp_host,
        port: smtp.smtp_port,
        encryption: smtp.encryption,
        username: smtp.smtp_authentication ? smtp.smtp_username : undefined,
        password: smtp.smtp_authentication ? smtp.smtp_password : undefined,
      },
      {
        fromEmail: smtp.from_email,
        fromName: smtp.from_name,
        to: mail.toEmail,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        unsubscribeUrl: mail.unsubscribeUrl || undefined,
      },
    );
  } catch (error) {
    await markMail(db, mail.id, MailState.failed, error instanceof Error ? error.message : String(error));
    throw error; // the queue retries, then parks the event in the dead-letter queue
  }
  await markMail(db, mail.id, MailState.sent);
}

/** Hands the mails an event wrote and that still wait to this consumer (also after a redelivery of the event). */
export async function handOverEventMails(env: Pick<Env, "EVENTS">, db: Db, eventId: string): Promise<void> {
  const queued = await selectQueuedMailsOfEvent(db, eventId);
  if (queued.length > 0)
    await env.EVENTS.sendBatch(queued.map(({ id }) => ({ body: newEvent({ type: "mail.send", outboxId: id }) })));
}
