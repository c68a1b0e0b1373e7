// Page titles from the root loader's `titles` (the locale's "title" group), so meta functions translate without an
// i18n instance and pages do not carry the whole translation table.
type MatchLike = { id: string; data: unknown };
type RootDataLike = { titles?: Record<string, string>; site?: { name?: string; shortDescription?: string } };

/** `<title>` for a page: "{title} - {site name}"; `key` names an entry of the locale's "title" group. */
export function pageTitle(matches: MatchLike[], key: string, robots?: "noindex") {
  const root = matches.find((match) => match.id === "root")?.data as RootDataLike | undefined;
  const site = root?.site?.name ?? "";
  const title = root?.titles?.[key];
  const description = root?.site?.shortDescription;
  return [
    { title: title ? `${title} - ${site}` : site },
    ...(description ? [{ name: "description", content: description }] : []),
    ...(robots ? [{ name: "robots", content: robots }] : []),
  ];
}
