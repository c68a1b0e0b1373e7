// A question's jurisdiction: the province and city its asker names, checked against the national division
// codes; the site may require one. An edit that does not mention it (Answer's clients know nothing of it) keeps it.
import type { AppContext } from "../context.server";
import { fieldError } from "../errors.server";
import { placeNames, regionPath } from "../regions.server";
import type { Jurisdiction } from "~/lib/views/lawyers";

export const NO_JURISDICTION: Jurisdiction = { province: "", city: "" };

/**
 * The jurisdiction a post names: `province` and `city` codes ("" clears them), or `undefined` for both when the
 * request does not mention it, which keeps `current`.
 */
export function checkedJurisdiction(
  ctx: AppContext,
  input: { province?: string; city?: string; region?: string; jurisdiction?: string },
  current: Jurisdiction = NO_JURISDICTION,
): Jurisdiction {
  const named = [input.province, input.city, input.region, input.jurisdiction].some((value) => value !== undefined);
  const region = input.region ?? "";
  // the forms choose in one field, the API names two
  const field = input.region !== undefined || input.jurisdiction !== undefined ? "region" : "city";
  const chosen = !named
    ? current
    : region
      ? { province: region.endsWith("0000") ? region : "", city: region.endsWith("0000") ? "" : region }
      : { province: input.province ?? "", city: input.city ?? "" };
  if (chosen.province === "" && chosen.city === "") {
    if (ctx.settings.lawyer.jurisdiction_required) throw fieldError(field, "question.region.required");
    return NO_JURISDICTION;
  }
  // a city alone names its province
  const province = chosen.province || `${chosen.city.slice(0, 2)}0000`;
  if (!regionPath(province, chosen.city)) throw fieldError(field, "question.region.invalid");
  if (ctx.settings.lawyer.jurisdiction_required && chosen.city === "")
    throw fieldError(field, "question.region.required");
  return { province, city: chosen.city };
}

/** How a jurisdiction reads: the city, with its province unless they share a name (the municipalities). */
export function jurisdictionNames(jurisdiction: Jurisdiction): string[] {
  return placeNames(regionPath(jurisdiction.province, jurisdiction.city)?.names ?? []);
}

/** A list's region filter: a province's or a city's code as the query gives it, or null when it names no place. */
export function regionFilter(code: string | null | undefined): { code: string; names: string[] } | null {
  if (!code || !/^\d{6}$/.test(code)) return null;
  const province = `${code.slice(0, 2)}0000`;
  const path = code === province ? regionPath(province) : regionPath(province, code);
  return path ? { code, names: jurisdictionNames({ province, city: path.city }) } : null;
}
