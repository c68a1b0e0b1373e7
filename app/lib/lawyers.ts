// The legal community (SPEC §1, §3 lawyer profile, §7 user/ly/*): who a member is in the law, where they practise and
// in what fields, and whether the site has checked their licence.

/** A lawyer profile's state as stored; "none" (no profile opened) is the absence of a row. */
export const LawyerState = { pending: 1, verified: 2, rejected: 3, revoked: 4 } as const;
export type LawyerStateName = "none" | "pending" | "verified" | "rejected" | "revoked";

export function lawyerStateName(state: number | null | undefined): LawyerStateName {
  if (state === LawyerState.pending) return "pending";
  if (state === LawyerState.verified) return "verified";
  if (state === LawyerState.rejected) return "rejected";
  if (state === LawyerState.revoked) return "revoked";
  return "none";
}

/** The careers every site offers, named by key and labelled in the locales; administrators may add their own. */
export const BUILT_IN_CAREERS = [
  "lawyer",
  "paralegal",
  "judge",
  "prosecutor",
  "in_house",
  "scholar",
  "student",
  "other",
] as const;

/** A career's name: a built-in career's in the reader's language, one an administrator added as it was written. */
export function careerLabel(t: (key: string) => string, career: string): string {
  return (BUILT_IN_CAREERS as readonly string[]).includes(career) ? t(`lawyer.careers.${career}`) : career;
}

/** The career that practises under a licence: its profile needs the licence number and a photo of the licence. */
export const PRACTISING_CAREER = "lawyer";

export const MAX_LAWYER_DOMAINS = 5;
export const ORG_NAME_MAX = 100;
export const REJECT_REASON_MAX = 500;
/** A verified lawyer is reminded to have the licence checked again this long after verification. */
export const RECHECK_AFTER_DAYS = 365;

/**
 * A licence number (执业证号): 17 digits, of which the first two name the issuing province, the 6th to 9th the year of
 * first licensing, the 10th the kind of licence (1–9) and the 11th the holder's sex (0 or 1).
 */
export function licenceNumberProblem(
  value: string,
  thisYear: number,
  isProvince: (code: string) => boolean,
): "digits" | "format" | null {
  if (!/^\d{17}$/.test(value)) return "digits";
  const year = Number(value.slice(5, 9));
  const fits =
    isProvince(`${value.slice(0, 2)}0000`) &&
    year >= 1979 &&
    year <= thisYear &&
    value[9] !== "0" &&
    (value[10] === "0" || value[10] === "1");
  return fits ? null : "format";
}

/** The practice domains as a two-level tree: groups of fields (民商事 → 合同, 公司 …). */
export type DomainGroup = { name: string; children: string[] };

/** The domain tree as administrators write it: one group per line, "group: field, field, …" (， and 、 also part). */
export function parseDomainTree(text: string): DomainGroup[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name = "", rest = ""] = line.split(/[:：]/, 2);
      const children = rest
        .split(/[,，、]/)
        .map((child) => child.trim())
        .filter(Boolean);
      return { name: name.trim(), children: [...new Set(children)] };
    });
}

/** Every field of the tree (the leaves members choose from). */
export function domainFields(groups: readonly DomainGroup[]): string[] {
  return groups.flatMap((group) => group.children);
}

/** Which tags lead to which field, as administrators write it: "field: tag-slug, tag-slug" per line. */
export function parseDomainTags(text: string): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const group of parseDomainTree(text)) map[group.name] = group.children.map((slug) => slug.toLowerCase());
  return map;
}
