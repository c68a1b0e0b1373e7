// Whether a newer release of 律问 exists, for the dashboard's health (SPEC §2). The release feed is an operator's
// setting (RELEASE_FEED_URL), answering as Apache Answer's latest.json does: {"release": {"version": "1.2.3"}}. It is
// asked only while the back office's 检查更新 is on, and never from a page a reader waits on.
import * as v from "valibot";
import type { VersionCheck } from "~/lib/views/admin";

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)/;

const Feed = v.object({ release: v.object({ version: v.pipe(v.string(), v.regex(VERSION)) }) });

/** A slow feed must not hold the dashboard for long. */
const FEED_TIMEOUT_MS = 5000;

/** An hour between asks at the edge: a release is news for days, not seconds. */
const FEED_CACHE_SECONDS = 3600;

function versionParts(version: string): number[] {
  const match = VERSION.exec(version);
  return match ? match.slice(1, 4).map(Number) : [0, 0, 0];
}

/** Whether `remote` is a later release than `local` (major, minor, patch; a pre-release tag is not weighed). */
export function isNewerVersion(remote: string, local: string): boolean {
  const [a, b] = [versionParts(remote), versionParts(local)];
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

/** Asks the release feed which version is newest, and how this one compares; any failure to learn it is "failed". */
export async function checkForUpdate(feedUrl: string | undefined, version: string): Promise<VersionCheck> {
  if (!feedUrl) return { state: "off" };
  try {
    const url = new URL(feedUrl);
    url.searchParams.set("from_version", version);
    const response = await fetch(url, {
      headers: { "User-Agent": `lvwen/${version}`, Accept: "application/json" },
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
      cf: { cacheTtl: FEED_CACHE_SECONDS, cacheEverything: true },
    });
    if (!response.ok) return { state: "failed" };
    const feed = v.safeParse(Feed, await response.json());
    if (!feed.success) return { state: "failed" };
    const remoteVersion = feed.output.release.version;
    return { state: isNewerVersion(remoteVersion, version) ? "update" : "latest", remoteVersion };
  } catch {
    return { state: "failed" };
  }
}
