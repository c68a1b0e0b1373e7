// What the legal community's pages and calls show.
import type { DomainGroup, LawyerStateName } from "~/lib/lawyers";
import type { UserSummary } from "./questions";

/** A place of the address tree: a province, city or district by national division code. */
export type Region = { code: string; name: string; children: Region[] };

/** A province, city and district that fit together, with their names ("" parts left out of `names`). */
export type RegionPath = { province: string; city: string; district: string; names: string[] };

/** A career members may choose, named in the reader's language (one an administrator added, as it was written). */
export type CareerOption = { key: string; label: string };

/** Where a question's matter lies: a province and city by code ("" for none). */
export type Jurisdiction = { province: string; city: string };

/** The option trees of the profile form. */
export type LawyerOptions = { careers: CareerOption[]; domains: DomainGroup[] };

/** A member's lawyer profile as its owner and the back office see it (never the licence photo itself). */
export type LawyerProfileView = {
  state: LawyerStateName;
  region: RegionPath;
  /** how the region reads (a municipality named once) */
  regionNames: string[];
  career: string;
  /** the career as the reader reads it */
  careerName: string;
  domains: string[];
  orgName: string;
  licenceNo: string;
  hasLicencePhoto: boolean;
  reason: string;
  submittedAt: number;
  reviewedAt: number | null;
  verifiedAt: number | null;
};

/** What a profile page shows of a verified lawyer (the career as the reader reads it). */
export type PublicLawyerView = { region: string[]; career: string; domains: string[]; orgName: string };

/** A submission waiting in the verification queue. */
export type LawyerSubmission = LawyerProfileView & { member: UserSummary; email: string };

/** A verified practising lawyer as lists show them: the member, where and in what they practise. */
export type VerifiedLawyer = { member: UserSummary; region: string[]; domains: string[]; orgName: string };

/** A verified lawyer suggested for a question (ly/match, the invitees card). */
export type LawyerMatch = VerifiedLawyer & {
  /** the votes on their answers in the question's tags */
  tagScore: number;
};

/** A page of the verified lawyers' directory (the ranking page, ly/lawyers). */
export type LawyerDirectory = { count: number; list: VerifiedLawyer[] };
