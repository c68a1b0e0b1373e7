// The password reset mail (SECURITY.md §3, §5). The request only hands the address over, so that a registered and an
// unknown email cost it the same; here the address is looked up, and only an account's gets a link. The new token, the
// voiding of the earlier one and the mail are one batch with the processed mark, so a redelivery mails nothing twice.
import { handOverEventMails } from "./email";
import { runOnce } from "./once";
import type { Db } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import type { DomainEvent } from "~/server/events.server";
import { randomToken, sha256Hex } from "~/server/crypto.server";
import { getTranslator } from "~/server/i18n.server";
import { insertMail } from "~/server/models/mail-outbox.server";
import { insertUserToken, voidUserTokens } from "~/server/models/sessions.server";
import { mergeSettings, selectSettingsRows } from "~/server/models/settings.server";
import { getUserByEmail } from "~/server/models/users.server";
import { linkMail } from "~/server/services/mail.server";
import { PASSWORD_RESET_TTL_SECONDS } from "~/lib/limits";
import { paths } from "~/lib/paths";
import { UserStatus } from "~/lib/status";

type ResetRequested = Extract<DomainEvent, { type: "password_reset.requested" }>;

/** Mails a single-use reset link if the address belongs to an account that is not deleted; otherwise writes nothing. */
export async function mailPasswordReset(env: Pick<Env, "EVENTS">, db: Db, event: ResetRequested): Promise<void> {
  const user = await getUserByEmail(db, event.email);
  if (!user || user.status === UserStatus.deleted) return;
  const code = randomToken();
  const site = mergeSettings(await selectSettingsRows(db)).general.name;
  const link = paths.absolute(event.siteUrl, paths.passwordReset(code));
  const mail = linkMail(getTranslator(event.locale), site, "password_reset", user.email, link);
  await runOnce(db, "email", event.id, [
    voidUserTokens(db, user.id, "password_reset"),
    insertUserToken(db, {
      tokenHash: await sha256Hex(code),
      userId: user.id,
      purpose: "password_reset",
      expiresAt: Math.floor(Date.now() / 1000) + PASSWORD_RESET_TTL_SECONDS,
    }),
    insertMail(db, { ...mail, eventId: event.id }),
  ]);
  await handOverEventMails(env, db, event.id);
}
