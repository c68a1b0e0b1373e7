// The API's shapes of the legal community (SPEC §3 lawyer profile, §7 user/ly/*): snake_case, ids as strings. The
// licence number (`id`, the lawyer's 执业证号) goes only to its owner and to verifiers; the photo never goes anywhere
// but the back office's licence route.
import { toUserSummary } from "./posts.server";
import type { LawyerMatch, LawyerProfileView, LawyerSubmission, Region, VerifiedLawyer } from "~/lib/views/lawyers";

export function toLawyerProfile(profile: LawyerProfileView) {
  const [provinceName = "", cityName = "", districtName = ""] = profile.region.names;
  return {
    state: profile.state,
    province: profile.region.province,
    province_name: provinceName,
    city: profile.region.city,
    city_name: cityName,
    district: profile.region.district,
    district_name: districtName,
    career: profile.career,
    domain: profile.domains,
    id: profile.licenceNo,
    org_name: profile.orgName,
    has_licence_photo: profile.hasLicencePhoto,
    reason: profile.reason,
    submitted_at: profile.submittedAt,
    reviewed_at: profile.reviewedAt ?? 0,
    verified_at: profile.verifiedAt ?? 0,
  };
}

export function toLawyerSubmission(submission: LawyerSubmission, licenceUrl: string) {
  return {
    ...toLawyerProfile(submission),
    user_info: toUserSummary(submission.member),
    e_mail: submission.email,
    licence_photo_url: submission.hasLicencePhoto ? licenceUrl : "",
  };
}

/** One level of the address tree. */
export function toRegionOptions(regions: Region[]) {
  return regions.map((region) => ({ code: region.code, name: region.name }));
}

/** A verified lawyer in a list. */
export function toVerifiedLawyerItem(lawyer: VerifiedLawyer) {
  return {
    user_info: toUserSummary(lawyer.member),
    region: lawyer.region.join(" "),
    domain: lawyer.domains,
    org_name: lawyer.orgName,
  };
}

/** A lawyer suggested for a question. */
export function toLawyerMatchItem(match: LawyerMatch) {
  return { ...toVerifiedLawyerItem(match), tag_score: match.tagScore };
}
