// The legal community (issue #30): a member opens a lawyer profile (region, career, fields, organisation, and for a
// practising lawyer the licence number and a photo of the licence); administrators (and moderators if the site lets
// them) verify or reject it, and may revoke a verification later. The member hears of each verdict in the inbox and
// by mail; a verified lawyer's name carries the 认证律师 mark wherever it is shown.
import type { AppContext, CurrentUser } from "../context.server";
import { AppError, fieldError } from "../errors.server";
import { getTranslator } from "../i18n.server";
import { runStatements, type Db, type Statement } from "../db/client.server";
import type { Env } from "../env.server";
import { newEvent } from "../events.server";
import type { SiteSettings } from "~/schemas/settings";
import {
  afterVerdict,
  markRechecked,
  selectRecheckDue,
  selectLawyerMatches,
  selectLawyerProfile,
  selectVerifiedLawyers,
  selectDomainFollows,
  replaceDomainFollows,
  type LawyerMatchRow,
  type VerifiedLawyerRow,
  selectLicenceHolder,
  selectPendingLawyers,
  setVerifiedLawyer,
  settleLawyerProfile,
  upsertLawyerProfile,
  type LawyerProfileRow,
  type PendingLawyerRow,
} from "../models/lawyers.server";
import { selectUserById } from "../models/users.server";
import { placeNames, regionPath, REGIONS } from "../regions.server";
import { isLawyerVerifier, requireActiveUser, requireMember } from "./guards.server";
import { lawyerMail, dispatchMail } from "./mail.server";
import { counterOf } from "./notifications.server";
import { refreshReviewCounts } from "./review-counts.server";
import { serveLicencePhoto, storeLicencePhoto } from "./uploads.server";
import {
  BUILT_IN_CAREERS,
  LawyerState,
  careerLabel,
  PRACTISING_CAREER,
  RECHECK_AFTER_DAYS,
  domainFields,
  lawyerStateName,
  licenceNumberProblem,
  type LawyerStateName,
} from "~/lib/lawyers";
import type { LawyerAction } from "~/lib/notifications";
import { DEFAULT_LOCALE, normalizeLocale } from "~/lib/locale";
import { paths } from "~/lib/paths";
import type { LawyerOpenInput, LawyerVerdictInput } from "~/schemas/lawyer";
import type {
  CareerOption,
  LawyerDirectory,
  LawyerMatch,
  VerifiedLawyer,
  LawyerOptions,
  LawyerProfileView,
  LawyerSubmission,
} from "~/lib/views/lawyers";
import { selectQuestion } from "../models/questions.server";
import { canSeeQuestion } from "./questions.server";
import { regionFilter } from "./jurisdiction.server";

/** The careers and practice fields members choose from: the built-in careers, then the site's own. */
export function lawyerOptions(ctx: AppContext): LawyerOptions {
  const careers: CareerOption[] = [
    ...BUILT_IN_CAREERS.map((key) => ({ key, label: careerLabel(ctx.t, key) })),
    ...ctx.settings.lawyer.extra_careers.map((name) => ({ key: name, label: name })),
  ];
  return { careers, domains: ctx.settings.lawyer.domains };
}

export function toProfileView(ctx: AppContext, row: LawyerProfileRow): LawyerProfileView {
  return {
    state: lawyerStateName(row.state),
    region: regionPath(row.province, row.city, row.district) ?? {
      province: row.province,
      city: row.city,
      district: row.district,
      names: [],
    },
    regionNames: placeNames(regionPath(row.province, row.city, row.district)?.names ?? []),
    career: row.career,
    careerName: careerLabel(ctx.t, row.career),
    domains: JSON.parse(row.domains) as string[],
    orgName: row.orgName,
    licenceNo: row.licenceNo ?? "",
    hasLicencePhoto: row.licencePhotoKey !== "",
    reason: row.reason,
    submittedAt: row.submittedAt,
    reviewedAt: row.reviewedAt,
    verifiedAt: row.verifiedAt,
  };
}

/** GET user/ly/check: whether the member has opened a lawyer profile, its state, and the profile itself. */
export async function lawyerCheck(
  ctx: AppContext,
): Promise<{ state: LawyerStateName; profile: LawyerProfileView | null }> {
  const user = requireActiveUser(ctx);
  const [row] = await selectLawyerProfile(ctx.db, user.id);
  return { state: lawyerStateName(row?.state), profile: row ? toProfileView(ctx, row) : null };
}

/** The submission checked against the tree, the site's careers and fields, and the licence rules. */
function checkedSubmission(ctx: AppContext, input: LawyerOpenInput) {
  const region = regionPath(input.province, input.city, input.district);
  if (!region) throw fieldError("city", "lawyer.region.invalid");
  const options = lawyerOptions(ctx);
  if (!options.careers.some((career) => career.key === input.career))
    throw fieldError("career", "lawyer.career.required");
  const fields = domainFields(options.domains);
  if (!input.domains.every((domain) => fields.includes(domain))) throw fieldError("domains", "lawyer.domains.invalid");
  const practising = input.career === PRACTISING_CAREER;
  if (!practising) return { region, licenceNo: null };
  if (input.licence_no === "") throw fieldError("licence_no", "lawyer.licence_no.required");
  const thisYear = new Date(ctx.now() * 1000).getUTCFullYear();
  const isProvince = (code: string) => REGIONS.some((province) => province.code === code);
  const problem = licenceNumberProblem(input.licence_no, thisYear, isProvince);
  if (problem) throw fieldError("licence_no", `lawyer.licence_no.${problem}`);
  return { region, licenceNo: input.licence_no };
}

/**
 * POST user/ly/open: opens the member's lawyer profile, or sends it again. A new submission waits for a verifier.
 * A verified lawyer who changes only the region, fields or organisation stays verified; a new career, licence number
 * or photo is checked again, and the mark goes until it is.
 */
export async function openLawyerProfile(ctx: AppContext, input: LawyerOpenInput): Promise<LawyerStateName> {
  const user = requireMember(ctx);
  const { region, licenceNo } = checkedSubmission(ctx, input);
  const [current] = await selectLawyerProfile(ctx.db, user.id);
  const photo = input.licence_photo && input.licence_photo.size > 0 ? input.licence_photo : null;
  if (licenceNo) {
    const [holder] = await selectLicenceHolder(ctx.db, licenceNo, user.id);
    if (holder) throw fieldError("licence_no", "lawyer.licence_no.taken");
  }
  // a practising lawyer's licence is seen on a photo: sent now, or kept from a submission of the same number
  const keepsPhoto = Boolean(current?.licencePhotoKey) && current?.licenceNo === licenceNo;
  if (licenceNo && !photo && !keepsPhoto) throw fieldError("licence_photo", "lawyer.licence_photo.required");
  const unchangedClaim =
    current?.state === LawyerState.verified &&
    current.career === input.career &&
    current.licenceNo === licenceNo &&
    !photo;
  const photoKey = photo ? await storeLicencePhoto(ctx, user.id, photo) : licenceNo ? current!.licencePhotoKey : "";
  const now = ctx.now();
  const state = unchangedClaim ? LawyerState.verified : LawyerState.pending;
  const write = upsertLawyerProfile(ctx.db, {
    userId: user.id,
    state,
    province: region.province,
    city: region.city,
    district: region.district,
    career: input.career,
    domains: JSON.stringify(input.domains),
    orgName: input.org_name,
    licenceNo,
    licencePhotoKey: photoKey,
    reason: unchangedClaim ? current.reason : "",
    reviewerId: unchangedClaim ? current.reviewerId : 0,
    submittedAt: unchangedClaim ? current.submittedAt : now,
    reviewedAt: unchangedClaim ? current.reviewedAt : null,
    verifiedAt: unchangedClaim ? current.verifiedAt : null,
    recheckNotifiedAt: unchangedClaim ? current.recheckNotifiedAt : null,
  });
  const statements: Statement[] = [write];
  if (!unchangedClaim && user.verifiedLawyer) statements.push(setVerifiedLawyer(ctx.db, user.id, false));
  try {
    await ctx.db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    // two accounts sending one licence number at once: the unique index lets one through
    if (String(error).includes("UNIQUE")) throw fieldError("licence_no", "lawyer.licence_no.taken");
    throw error;
  }
  if (state === LawyerState.pending) ctx.waitUntil(refreshReviewCounts(ctx.env));
  return lawyerStateName(state);
}

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

/** How many lawyers a question's invitees card suggests, and ly/match answers at most. */
export const LAWYER_MATCHES = 5;

/** The read of the lawyers matching a question, to batch with the page's other reads. */
export function lawyerMatchStatement(ctx: AppContext, questionId: number, limit = LAWYER_MATCHES) {
  const fieldTags = Object.entries(ctx.settings.lawyer.domain_tags).flatMap(([field, slugs]) =>
    slugs.map((slug): [string, string] => [field, slug]),
  );
  return selectLawyerMatches(ctx.db, { questionId, fieldTags, limit });
}

export function toLawyerMatch(row: LawyerMatchRow): LawyerMatch {
  return { ...toVerifiedLawyer(row), tagScore: row.tagScore };
}

export function toVerifiedLawyer(row: VerifiedLawyerRow): VerifiedLawyer {
  return {
    member: {
      id: row.id,
      username: row.username,
      displayName: row.displayName,
      avatar: row.avatar,
      rank: row.rank,
      status: row.status,
      lawyer: true,
    },
    region: placeNames(regionPath(row.province, row.city)?.names ?? []),
    domains: JSON.parse(row.domains) as string[],
    orgName: row.orgName,
  };
}

/** The directory's filter as a query gives it: a known place's code and a field of the tree, else none. */
export function directoryFilter(ctx: AppContext, query: { region?: string | null; domain?: string | null }) {
  const region = regionFilter(query.region)?.code ?? null;
  const domain = domainFields(ctx.settings.lawyer.domains).find((field) => field === query.domain) ?? null;
  return { region, domain };
}

/** The reads of one page of verified lawyers, to batch with a page's other reads. */
export function lawyerDirectoryStatements(
  ctx: AppContext,
  filter: { region: string | null; domain: string | null },
  page: { limit: number; offset: number },
) {
  return selectVerifiedLawyers(ctx.db, { ...filter, ...page });
}

/** GET ly/lawyers: one page of the verified lawyers, by reputation, of a region and field when asked. */
export async function lawyerDirectory(
  ctx: AppContext,
  query: { region?: string; domain?: string; page: number; pageSize: number },
): Promise<LawyerDirectory> {
  const reads = lawyerDirectoryStatements(ctx, directoryFilter(ctx, query), {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const [rows, [total]] = await ctx.db.batch([reads.list, reads.total]);
  return { count: total?.total ?? 0, list: rows.map(toVerifiedLawyer) };
}

/** GET ly/match: the verified lawyers matching a question the caller can see, best first. */
export async function matchLawyers(ctx: AppContext, questionId: number): Promise<LawyerMatch[]> {
  const [[question], rows] = await ctx.db.batch([
    selectQuestion(ctx.db, questionId),
    lawyerMatchStatement(ctx, questionId),
  ]);
  if (!question || !canSeeQuestion(ctx.user, question)) throw new AppError(404, "error.question.not_found");
  return rows.map(toLawyerMatch);
}

/** How many practice fields a member may follow. */
export const DOMAIN_FOLLOWS_MAX = 20;

/** The practice fields the member follows, to hear of new questions in them. */
export async function domainFollowsOf(ctx: AppContext): Promise<string[]> {
  const user = requireActiveUser(ctx);
  return (await selectDomainFollows(ctx.db, user.id)).map((row) => row.domain);
}

/** Sets the practice fields the member follows (fields of the site's tree only). */
export async function followDomains(ctx: AppContext, domains: string[]): Promise<string[]> {
  const user = requireMember(ctx);
  const fields = domainFields(ctx.settings.lawyer.domains);
  const chosen = [...new Set(domains)];
  if (!chosen.every((domain) => fields.includes(domain))) throw fieldError("domains", "lawyer.domains.invalid");
  if (chosen.length > DOMAIN_FOLLOWS_MAX) throw fieldError("domains", "validation.too_long");
  await runStatements(ctx.db, replaceDomainFollows(ctx.db, user.id, chosen));
  return chosen;
}

/** A member's lawyer profile as the back office shows it, for verifiers (null when none; others are refused). */
export async function lawyerProfileFor(ctx: AppContext, userId: number): Promise<LawyerProfileView | null> {
  requireVerifier(ctx);
  const [row] = await selectLawyerProfile(ctx.db, userId);
  return row ? toProfileView(ctx, row) : null;
}
