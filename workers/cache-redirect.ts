// A search engine's cached copy links back through the `cache:` operator: `…?q=cache:https://this.site/path`, which
// reaches this site when the copy's links or search box resolve against it (SPEC §2: the cache URL goes to the real
// page). Any GET whose `q` is `cache:` and an address on this site (absolute, or a path) is sent there for good;
// another site's address is left to the page, which reads `q` as it always does.
export function cacheRedirectTarget(url: URL, siteUrl: string): string | null {
  const query = url.searchParams.get("q")?.trim();
  if (!query?.toLowerCase().startsWith("cache:")) return null;
  const site = new URL(siteUrl);
  let target: URL;
  try {
    target = new URL(query.slice("cache:".length).trim(), site);
  } catch {
    return null;
  }
  if (target.host !== site.host && target.host !== url.host) return null;
  if (!/^https?:$/.test(target.protocol)) return null;
  return target.pathname + target.search + target.hash;
}
