// The email consumer of notifications (REFERENCE.md; issue #6): when SMTP is configured, members who keep inbox mails
// on get a mail for an answer, a comment, a reply, a mention or an invitation; members who asked for new questions
// (all of them, or those in tags or practice fields they follow) get one per new question, at most 50 a week. Every
// mail names why it came and carries a one-click unsubscribe link. Mails are written to the outbox once per event (with the processed
// mark), then handed to the mail consumer; a redelivered event hands over only what is still queued.
import { eq, inArray, sql } from "drizzle-orm";
import { handOverEventMails } from "./email";
import { runOnce } from "./once";
import type { Told } from "./notifications";
import type { Db } from "~/server/db/client.server";
import { questions, users } from "~/server/db/schema";
import type { Env } from "~/server/env.server";
import type { DomainEvent } from "~/server/events.server";
import { getTranslator } from "~/server/i18n.server";
import { insertMail } from "~/server/models/mail-outbox.server";
import { mergeSettings, selectSettingsRows } from "~/server/models/settings.server";
import { notificationMail } from "~/server/services/mail.server";
import { unsubscribeCode } from "~/server/unsubscribe.server";
import { DEFAULT_LOCALE, normalizeLocale } from "~/lib/locale";
import {
  MAILED_ACTIONS,
  NEW_QUESTION_MAILS_PER_WEEK,
  parseNotifySettings,
  type NotifyKind,
} from "~/lib/notify-settings";
import { paths } from "~/lib/paths";
import { MailStatus, UserStatus } from "~/lib/status";

type Recipient = {
  id: number;
  email: string;
  language: string;
  notifyConfig: string;
  status: number;
  mailStatus: number;
};
type MailEnv = Pick<Env, "EVENTS" | "PASSWORD_PEPPER">;

const WEEK = 7 * 86_400;

/** Writes and hands over the mails an event calls for. */
export async function mailNotifications(env: MailEnv, db: Db, event: DomainEvent, told: Told[]): Promise<void> {
  const mailed = told.filter((notification) => MAILED_ACTIONS.includes(notification.action));
  if (mailed.length === 0 && event.type !== "question.created") return;
  const settings = mergeSettings(await selectSettingsRows(db));
  // without SMTP nobody is mailed about notifications (the outbox is for mails that must go out), and without the
  // site's address (general settings) a mail could not link back
  if (!settings.smtp.smtp_host || !settings.smtp.from_email || !settings.general.site_url) return;
  const site = settings.general.name;
  const siteUrl = settings.general.site_url;
  const siteLocale = normalizeLocale(settings.interface.language) ?? DEFAULT_LOCALE;
  const permalink = settings.seo.permalink;

  const mails =
    event.type === "question.created"
      ? await newQuestionMails(
          db,
          event,
          { site, siteUrl, siteLocale, permalink, pepper: env.PASSWORD_PEPPER },
          Object.entries(settings.lawyer.domain_tags).flatMap(([field, slugs]) =>
            slugs.map((slug): [string, string] => [field, slug]),
          ),
        )
      : await inboxMails(db, mailed, { site, siteUrl, siteLocale, permalink, pepper: env.PASSWORD_PEPPER });
  if (mails.length > 0) {
    await runOnce(
      db,
      "email",
      event.id,
      mails.map((mail) => insertMail(db, { ...mail, eventId: event.id })),
    );
  }
  await handOverEventMails(env, db, event.id);
}

type Site = { site: string; siteUrl: string; siteLocale: string; permalink: number; pepper: string };

const mayBeMailed = (member: Recipient) =>
  member.status === UserStatus.normal && member.mailStatus === MailStatus.activated;

const localeOf = (member: Recipient, site: Site) => normalizeLocale(member.language) ?? site.siteLocale;

async function unsubscribeUrl(site: Site, member: Recipient, kind: NotifyKind) {
  return new URL(paths.unsubscribe(await unsubscribeCode(site.pepper, member.id, kind)), site.siteUrl).toString();
}

async function inboxMails(db: Db, mailed: Told[], site: Site) {
  const memberIds = [...new Set(mailed.map((notification) => notification.userId))];
  const actorIds = [...new Set(mailed.map((notification) => notification.actorId))];
  const questionIds = [...new Set(mailed.map((notification) => notification.questionId ?? 0))];
  const [members, actors, titles] = await db.batch([
    recipientsQuery(db).where(inArray(users.id, memberIds)),
    db.select({ id: users.id, displayName: users.displayName }).from(users).where(inArray(users.id, actorIds)),
    db
      .select({ id: questions.id, title: questions.title, urlTitle: questions.urlTitle })
      .from(questions)
      .where(inArray(questions.id, questionIds)),
  ]);
  const mails = [];
  for (const notification of mailed) {
    const member = members.find((candidate) => candidate.id === notification.userId);
    if (!member || !mayBeMailed(member) || !parseNotifySettings(member.notifyConfig).inbox) continue;
    const question = titles.find((candidate) => candidate.id === notification.questionId);
    if (!question) continue;
    const t = getTranslator(localeOf(member, site) as never);
    const actor = actors.find((candidate) => candidate.id === notification.actorId)?.displayName ?? "";
    const answerId = notification.answerId || undefined;
    let link = paths.question(question, site.permalink, { answerId });
    if (notification.commentId) link += paths.commentAnchor(notification.commentId);
    else if (answerId) link += paths.answerAnchor(answerId);
    mails.push(
      notificationMail(t, {
        site: site.site,
        to: member.email,
        kind: "inbox",
        summary: `${actor} ${t(`notifications.actions.${notification.action}`)}`,
        title: question.title,
        link: new URL(link, site.siteUrl).toString(),
        unsubscribeUrl: await unsubscribeUrl(site, member, "inbox"),
      }),
    );
  }
  return mails;
}

function recipientsQuery(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      notifyConfig: users.notifyConfig,
      status: users.status,
      mailStatus: users.mailStatus,
    })
    .from(users);
}

async function newQuestionMails(
  db: Db,
  event: Extract<DomainEvent, { type: "question.created" }>,
  site: Site,
  fieldTags: [string, string][],
) {
  const tagIds = event.tagIds.length > 0 ? event.tagIds : [0];
  const tagList = sql.join(
    tagIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // the practice fields the question's tags lead to (the legal community's settings)
  const fields = sql`SELECT json_extract(value, '$[0]') FROM json_each(${JSON.stringify(fieldTags)})
    WHERE json_extract(value, '$[1]') IN (SELECT slug_name FROM tags WHERE id IN (${tagList}))`;
  const weekAgo = event.at - WEEK;
  const [members, [question], [asker]] = await db.batch([
    recipientsQuery(db).where(
      sql`${users.status} = ${UserStatus.normal} AND ${users.mailStatus} = ${MailStatus.activated}
        AND ${users.id} != ${event.userId}
        AND (json_extract(${users.notifyConfig}, '$.all_new_question') = 1
          OR (json_extract(${users.notifyConfig}, '$.all_new_question_for_following_tags') = 1
            AND (EXISTS (SELECT 1 FROM follows f WHERE f.user_id = ${users.id} AND f.object_type = 'tag'
              AND f.object_id IN (${tagList}))
              OR EXISTS (SELECT 1 FROM domain_follows df WHERE df.user_id = ${users.id} AND df.domain IN (${fields})))))
        AND (SELECT COUNT(*) FROM mail_outbox m WHERE m.to_email = ${users.email} AND m.kind = 'new_question'
          AND m.created_at >= ${weekAgo}) < ${NEW_QUESTION_MAILS_PER_WEEK}`,
    ),
    db
      .select({ id: questions.id, title: questions.title, urlTitle: questions.urlTitle })
      .from(questions)
      .where(eq(questions.id, event.questionId)),
    db.select({ displayName: users.displayName }).from(users).where(eq(users.id, event.userId)),
  ]);
  if (!question) return [];
  const mails = [];
  for (const member of members) {
    const t = getTranslator(localeOf(member, site) as never);
    const settings = parseNotifySettings(member.notifyConfig);
    const kind: NotifyKind = settings.all_new_question ? "all_new_question" : "all_new_question_for_following_tags";
    mails.push(
      notificationMail(t, {
        site: site.site,
        to: member.email,
        kind: "new_question",
        summary: t("mail.notification.new_question", { name: asker?.displayName ?? "" }),
        title: question.title,
        link: new URL(paths.question(question, site.permalink), site.siteUrl).toString(),
        unsubscribeUrl: await unsubscribeUrl(site, member, kind),
      }),
    );
  }
  return mails;
}
