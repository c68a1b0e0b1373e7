// Lawyer profiles: a member opens one (region, career, fields, organisation, and for a practising lawyer
// the licence number and a photo of the licence) and follows practice fields. Verifiers settle profiles in
// lawyer-verification.server.ts; lawyer-matching.server.ts finds lawyers for questions.
import type { AppContext } from "../context.server";
import { fieldError } from "../errors.server";
import { runStatements, type Statement } from "../db/client.server";
import {
  selectLawyerProfile,
  selectDomainFollows,
  replaceDomainFollows,
  selectLicenceHolder,
  setVerifiedLawyer,
  upsertLawyerProfile,
  type LawyerProfileRow,
} from "../models/lawyers.server";
import { placeNames, regionPath, REGIONS } from "../regions.server";
import { requireActiveUser, requireMember } from "./guards.server";
import { refreshReviewCounts } from "./review-counts.server";
import { storeLicencePhoto } from "./uploads.server";
import {
  BUILT_IN_CAREERS,
  LawyerState,
  careerLabel,
  PRACTISING_CAREER,
  domainFields,
  lawyerStateName,
  licenceNumberProblem,
  type LawyerStateName,
} from "~/lib/lawyers";
import type { LawyerOpenInput } from "~/schemas/lawyer";
import type { CareerOption, LawyerOptions, LawyerProfileView } from "~/lib/views/lawyers";

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
