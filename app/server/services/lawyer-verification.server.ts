// Verifying lawyers: administrators (and moderators if the site lets them) verify or reject a profile,
// and may revoke a verification later; the member hears of each verdict in the inbox and by mail, and a verified
// practising lawyer's name carries the 认证律师 mark. A year after verification the member is reminded to have it
// checked again.
import type { AppContext, CurrentUser } from "../context.server";
import { AppError } from "../errors.server";
import { getTranslator } from "../i18n.server";
import type { Db } from "../db/client.server";
import type { Env } from "../env.server";
import { newEvent } from "../events.server";
import type { SiteSettings } from "~/schemas/settings";
import {
  afterVerdict,
  markRechecked,
  selectRecheckDue,
  selectLawyerProfile,
  selectPendingLawyers,
  settleLawyerProfile,
  type PendingLawyerRow,
} from "../models/lawyers.server";
import { selectUserById } from "../models/users.server";
import { isLawyerVerifier, requireActiveUser } from "./guards.server";
import { lawyerMail, dispatchMail } from "./mail.server";
import { counterOf } from "./notifications.server";
import { refreshReviewCounts } from "./review-counts.server";
import { serveLicencePhoto } from "./uploads.server";
import { LawyerState, PRACTISING_CAREER, RECHECK_AFTER_DAYS } from "~/lib/lawyers";
import type { LawyerAction } from "~/lib/notifications";
import { DEFAULT_LOCALE, normalizeLocale } from "~/lib/locale";
import { paths } from "~/lib/paths";
import type { LawyerVerdictInput } from "~/schemas/lawyer";
import type { LawyerProfileView, LawyerSubmission } from "~/lib/views/lawyers";
import { toProfileView } from "./lawyers.server";

function requireVerifier(ctx: AppContext): CurrentUser {
  const user = requireActiveUser(ctx);
  if (!isLawyerVerifier(ctx, user)) throw new AppError(403, "error.forbidden");
  return user;
}

export function toSubmission(ctx: AppContext, row: PendingLawyerRow): LawyerSubmission {
  return { ...toProfileView(ctx, row.profile), member: row.member, email: row.email };
}

/** The verification queue: one page of the submissions waiting, oldest first, and how many wait. */
export async function pendingLawyers(
  ctx: AppContext,
  page: { limit: number; offset: number },
): Promise<{ count: number; list: LawyerSubmission[] }> {
  requireVerifier(ctx);
  const pending = selectPendingLawyers(ctx.db, page);
  const [rows, [total]] = await ctx.db.batch([pending.list, pending.total]);
  return { count: total?.total ?? 0, list: rows.map((row) => toSubmission(ctx, row)) };
}

/** The photo of a member's licence, for verifiers only. */
export async function licencePhoto(ctx: AppContext, userId: number): Promise<Response> {
  requireVerifier(ctx);
  const [profile] = await selectLawyerProfile(ctx.db, userId);
  if (!profile?.licencePhotoKey) throw new AppError(404, "error.not_found");
  return serveLicencePhoto(ctx.env.UPLOADS, profile.licencePhotoKey);
}

const VERDICTS = {
  verify: { from: LawyerState.pending, to: LawyerState.verified, action: "lawyer_verified" },
  reject: { from: LawyerState.pending, to: LawyerState.rejected, action: "lawyer_rejected" },
  revoke: { from: LawyerState.verified, to: LawyerState.revoked, action: "lawyer_revoked" },
} as const satisfies Record<LawyerVerdictInput["operation"], { from: number; to: number; action: LawyerAction }>;

/**
 * A verifier's verdict. The profile moves only from the state the verdict is for (a submission another verifier
 * settled first answers 409); the mark, the member's inbox notification and mail are written in the same batch.
 */
export async function settleLawyer(ctx: AppContext, input: LawyerVerdictInput): Promise<void> {
  const verifier = requireVerifier(ctx);
  if (input.user_id === verifier.id) throw new AppError(400, "admin.users.self");
  const [member] = await selectUserById(ctx.db, input.user_id);
  const [profile] = member ? await selectLawyerProfile(ctx.db, member.id) : [];
  if (!member || !profile) throw new AppError(404, "error.not_found");
  const verdict = VERDICTS[input.operation];
  if (profile.state !== verdict.from) throw new AppError(409, "lawyer.already_settled");
  const now = ctx.now();
  const eventId = crypto.randomUUID();
  const reason = input.operation === "verify" ? "" : input.reason;
  const t = getTranslator(normalizeLocale(member.language) ?? normalizeLocale(ctx.settings.interface.language)!);
  const link = new URL(paths.settings("lawyer"), ctx.siteUrl).toString();
  const mail = lawyerMail(t, ctx.settings.general.name, verdict.action, member.email, link, reason);
  const [settled, , , mailed] = (await ctx.db.batch([
    settleLawyerProfile(ctx.db, member.id, verdict.from, {
      state: verdict.to,
      reason,
      reviewerId: verifier.id,
      at: now,
      eventId,
    }),
    ...afterVerdict(ctx.db, {
      userId: member.id,
      eventId,
      verified: verdict.to === LawyerState.verified && profile.career === PRACTISING_CAREER,
      action: verdict.action,
      at: now,
      mail,
    }),
  ])) as [unknown[], unknown, unknown, { id: number }[]];
  if (settled.length === 0) throw new AppError(409, "lawyer.already_settled");
  ctx.waitUntil(
    counterOf(ctx.env, member.id)
      .refresh(member.id)
      .then(
        () => undefined,
        () => undefined,
      ),
  );
  ctx.waitUntil(refreshReviewCounts(ctx.env));
  await dispatchMail(
    ctx,
    mailed.map((row) => row.id),
  );
}

/** How many reminders one scheduled run sends at most: the rest wait for the next run. */
const RECHECKS_PER_RUN = 100;

/**
 * The yearly re-check (run by the scheduled handler): a lawyer verified over a year ago, and not reminded since, is
 * told in the inbox and by mail to update the profile and send the licence again. Answers how many were reminded.
 */
export async function remindLawyerRechecks(
  env: Pick<Env, "EVENTS" | "NOTIFICATION_COUNTERS">,
  db: Db,
  settings: SiteSettings,
  now: number,
): Promise<number> {
  const due = await selectRecheckDue(db, now - RECHECK_AFTER_DAYS * 86_400, RECHECKS_PER_RUN);
  const siteUrl = settings.general.site_url;
  const siteLocale = normalizeLocale(settings.interface.language) ?? DEFAULT_LOCALE;
  const outboxIds: number[] = [];
  for (const member of due) {
    const eventId = crypto.randomUUID();
    const t = getTranslator(normalizeLocale(member.language) ?? siteLocale);
    const link = siteUrl ? new URL(paths.settings("lawyer"), siteUrl).toString() : "";
    const mail = link ? lawyerMail(t, settings.general.name, "lawyer_recheck", member.email, link, "") : null;
    const [, , , mailed] = (await db.batch([
      markRechecked(db, member.userId, now, eventId),
      ...afterVerdict(db, { userId: member.userId, eventId, verified: null, action: "lawyer_recheck", at: now, mail }),
    ])) as [unknown, unknown, unknown, { id: number }[]];
    outboxIds.push(...mailed.map((row) => row.id));
    await counterOf(env, member.userId).refresh(member.userId);
  }
  if (outboxIds.length > 0)
    await env.EVENTS.sendBatch(outboxIds.map((outboxId) => ({ body: newEvent({ type: "mail.send", outboxId }) })));
  return due.length;
}
/** A member's lawyer profile as the back office shows it, for verifiers (null when none; others are refused). */
export async function lawyerProfileFor(ctx: AppContext, userId: number): Promise<LawyerProfileView | null> {
  requireVerifier(ctx);
  const [row] = await selectLawyerProfile(ctx.db, userId);
  return row ? toProfileView(ctx, row) : null;
}
