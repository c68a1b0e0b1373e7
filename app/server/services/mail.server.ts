// Composing mails. Every mail is written to the outbox in the same batch as the change that causes it, then a
// mail.send event hands it to the email consumer (DESIGN.md decision 8). Every interpolated value is escaped.
import type { AppContext } from "../context.server";
import { newEvent } from "../events.server";
import type { NewOutboxMail } from "../models/mail-outbox.server";
import type { Translate } from "../i18n.server";
import { escapeHtml } from "~/lib/html";

export type MailKind = "activation" | "password_reset" | "email_change" | "test";

/** A mail with one call-to-action link, in the language of the request that causes it. */
export function composeMail(ctx: AppContext, kind: MailKind, to: string, link: string | null): NewOutboxMail {
  return linkMail(ctx.t, ctx.settings.general.name, kind, to, link);
}

/** A mail with one call-to-action link, in the language `t` speaks, from the site named `site`. */
export function linkMail(t: Translate, site: string, kind: MailKind, to: string, link: string | null): NewOutboxMail {
  const subject = t(`mail.${kind}.subject`, { site });
  const body = t(`mail.${kind}.body`, { site });
  const action = t(`mail.${kind}.action`, { site });
  const ignore = t("mail.ignore");
  const text = [body, link ?? "", "", ignore].join("\n");
  const html = [
    `<div style="font-family:sans-serif;line-height:1.6;color:#222">`,
    `<p>${escapeHtml(body)}</p>`,
    link
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 16px;background:#009029;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p><p style="word-break:break-all;color:#555">${escapeHtml(link)}</p>`
      : "",
    `<p style="color:#888;font-size:12px">${escapeHtml(ignore)}</p>`,
    `</div>`,
  ].join("");
  return { toEmail: to, subject, html, text, kind };
}

/**
 * The verdict on a member's lawyer profile (or the yearly reminder to have it checked again), with the reason given
 * and a link to the profile's settings page.
 */
export function lawyerMail(
  t: Translate,
  site: string,
  action: "lawyer_verified" | "lawyer_rejected" | "lawyer_revoked" | "lawyer_recheck",
  to: string,
  link: string,
  reason: string,
): NewOutboxMail {
  const subject = t(`mail.${action}.subject`, { site });
  const body = t(`mail.${action}.body`, { site });
  const because = reason ? t("mail.lawyer_reason", { reason }) : "";
  const open = t("mail.lawyer_open");
  const text = [body, because, link].filter(Boolean).join("\n");
  const html = [
    `<div style="font-family:sans-serif;line-height:1.6;color:#222">`,
    `<p>${escapeHtml(body)}</p>`,
    because ? `<p>${escapeHtml(because)}</p>` : "",
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 16px;background:#009029;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(open)}</a></p>`,
    `</div>`,
  ].join("");
  return { toEmail: to, subject, html, text, kind: action };
}

/** Hands written outbox rows to the email consumer. */
export async function dispatchMail(ctx: AppContext, outboxIds: number[]): Promise<void> {
  await ctx.emit(...outboxIds.map((outboxId) => newEvent({ type: "mail.send", outboxId })));
}

/**
 * A notification mail (an inbox event or a new question) in the recipient's language: what happened, the question's
 * title, a link to it, why the mail came and the one-click unsubscribe link (also sent as List-Unsubscribe).
 */
export function notificationMail(
  t: Translate,
  mail: {
    site: string;
    to: string;
    kind: "inbox" | "new_question";
    summary: string;
    title: string;
    link: string;
    unsubscribeUrl: string;
  },
): NewOutboxMail {
  const subject = t("mail.notification.subject", { site: mail.site, summary: mail.summary });
  const open = t("mail.notification.open");
  const reason = t(`mail.notification.reason.${mail.kind}`, { site: mail.site });
  const unsubscribe = t("mail.notification.unsubscribe");
  const text = [mail.summary, mail.title, mail.link, "", reason, `${unsubscribe} ${mail.unsubscribeUrl}`].join("\n");
  const html = [
    `<div style="font-family:sans-serif;line-height:1.6;color:#222">`,
    `<p>${escapeHtml(mail.summary)}</p>`,
    `<p style="font-size:16px"><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.title)}</a></p>`,
    `<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;padding:8px 16px;background:#009029;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(open)}</a></p>`,
    `<p style="color:#888;font-size:12px">${escapeHtml(reason)} <a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#888">${escapeHtml(unsubscribe)}</a></p>`,
    `</div>`,
  ].join("");
  return { toEmail: mail.to, subject, html, text, kind: mail.kind, unsubscribeUrl: mail.unsubscribeUrl };
}
