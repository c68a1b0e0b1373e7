// The URLs the benchmark loads, checked before any load: each must answer 200 as an anonymous reader, after
// following redirects once here (autocannon does not follow them, and a redirect would be measured instead).
import { paths } from "../../app/lib/paths";

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
    {
      key: "api",
      label: "JSON question list",
      url: await finalUrl(`${app}/answer/api/v1/question/page?page=1&page_size=20`),
    },
  ];
}
