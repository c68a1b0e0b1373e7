// The URLs the benchmark loads, checked before any load: each must answer 200 as an anonymous reader, after
// following redirects once here (autocannon does not follow them, and a redirect would be measured instead).
export type TargetKey = "hello" | "list" | "question" | "tag" | "api";
export type Target = { key: TargetKey; label: string; url: string | null; note?: string };

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

/** The question ids a list page links to, in order. */
async function listedQuestions(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  return [...html.matchAll(/href="\/answer\/menu\/questions\/(\d+)/g)].map((match) => match[1]).join(",");
}

/**
 * The tag page: /tags/{slug} once it is a page rather than a redirect to asking, else the list filtered by tag if the
 * filter exists (it does when it changes which questions are listed), else none yet.
 */
async function tagTarget(origin: string, slug: string): Promise<Pick<Target, "url" | "note">> {
  const landing = `${origin}/tags/${encodeURIComponent(slug)}`;
  const response = await fetch(landing, { redirect: "manual" });
  await response.arrayBuffer();
  if (response.status === 200) return { url: landing };
  const list = `${origin}/answer/menu/questions`;
  const filtered = `${list}?tag=${encodeURIComponent(slug)}`;
  const [all, some] = await Promise.all([listedQuestions(list), listedQuestions(filtered)]);
  if (some && some !== all) return { url: filtered };
  return { url: null, note: "n/a — tag pages land with issue 5" };
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
    { key: "tag", label: "tag page", ...(await tagTarget(app, tag)) },
    {
      key: "api",
      label: "JSON question list",
      url: await finalUrl(`${app}/answer/api/v1/question/page?page=1&page_size=20`),
    },
  ];
}
