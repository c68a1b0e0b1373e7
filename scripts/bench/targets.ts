// The URLs the benchmark loads, checked before any load: each must answer 200 as an anonymous reader, after
// following redirects once here (autocannon does not follow them, and a redirect would be measured instead).
import { paths } from "../../app/lib/paths";

export type PageTargetKey = "list" | "question" | "tag" | "profile" | "api";
/** Searches of one, two and four characters and of one tag: the lengths the index answers differently. */
export type SearchTargetKey = "search1" | "search2" | "search4" | "searchTag";
export type TargetKey = "hello" | PageTargetKey | SearchTargetKey;
export type Target = { key: TargetKey; label: string; url: string | null; note?: string };

export const SEARCH_TARGET_KEYS: readonly SearchTargetKey[] = ["search1", "search2", "search4", "searchTag"];
export const isSearchTarget = (key: string): key is SearchTargetKey =>
  (SEARCH_TARGET_KEYS as readonly string[]).includes(key);

async function finalUrl(url: string): Promise<string> {
  let current = url;
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(current, { redirect: "manual" });
    await response.arrayBuffer();
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current).href;
      continue;
    }
    if (response.status !== 200) throw new Error(`${current} answered ${response.status}`);
    return current;
  }
  throw new Error(`${url}: too many redirects`);
}

/** The profile of the member who asked a question (a demo member: a profile with many posts). */
async function askerProfile(app: string, questionId: number): Promise<string> {
  const response = await fetch(`${app}/answer/api/v1/question/info?id=${questionId}`);
  const body = (await response.json()) as { data?: { user_info?: { username?: string } } };
  const username = body.data?.user_info?.username;
  if (!response.ok || !username) throw new Error(`question ${questionId} answered ${response.status}`);
  return `${app}${paths.user(username)}`;
}

/** How many results a search finds (its JSON form): a search that finds nothing would measure nothing. */
async function resultCount(app: string, q: string): Promise<number> {
  const response = await fetch(`${app}/answer/api/v1/search?${new URLSearchParams({ q, page: "1", size: "20" })}`);
  const body = (await response.json()) as { data?: { count?: number } };
  if (!response.ok || typeof body.data?.count !== "number") throw new Error(`search ${q} answered ${response.status}`);
  return body.data.count;
}

async function searchTarget(app: string, key: SearchTargetKey, what: string, q: string): Promise<Target> {
  const count = await resultCount(app, q);
  if (count === 0) throw new Error(`search ${q} finds nothing in the seeded content`);
  return {
    key,
    label: `search, ${what} (${q}: ${count.toLocaleString("en")} results)`,
    url: await finalUrl(`${app}${paths.search({ q })}`),
  };
}

export async function resolveTargets(
  app: string,
  hello: string,
  { questionId, tag }: { questionId: number; tag: string },
): Promise<Target[]> {
  return [
    { key: "hello", label: "hello-world Worker", url: await finalUrl(`${hello}/`) },
    { key: "list", label: "question list", url: await finalUrl(`${app}/answer/menu/questions`) },
    {
      key: "question",
      label: "question, 20 answers",
      url: await finalUrl(`${app}/answer/menu/questions/${questionId}`),
    },
    { key: "tag", label: "tag page", url: await finalUrl(`${app}${paths.tag(tag)}`) },
    { key: "profile", label: "profile page", url: await finalUrl(await askerProfile(app, questionId)) },
    {
      key: "api",
      label: "JSON question list",
      url: await finalUrl(`${app}/answer/api/v1/question/page?page=1&page_size=20`),
    },
    // terms of the seeded questions, in the middle of their sentences
    await searchTarget(app, "search1", "1 character", "婚"),
    await searchTarget(app, "search2", "2 characters", "离婚"),
    await searchTarget(app, "search4", "4 characters", "劳动仲裁"),
    await searchTarget(app, "searchTag", "one tag", `[${tag}]`),
  ];
}
