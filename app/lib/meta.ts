// Page titles from the root loader's messages, so meta functions translate without an i18n instance.
type MatchLike = { id: string; data: unknown };
type RootDataLike = { messages?: Record<string, unknown>; site?: { name?: string } };

function lookup(messages: Record<string, unknown> | undefined, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** `<title>` for a page: "{translated key} - {site name}". */
export function pageTitle(matches: MatchLike[], key: string, robots?: "noindex") {
  const root = matches.find((match) => match.id === "root")?.data as RootDataLike | undefined;
  const site = root?.site?.name ?? "";
  const title = lookup(root?.messages, key);
  return [{ title: title ? `${title} - ${site}` : site }, ...(robots ? [{ name: "robots", content: robots }] : [])];
}
