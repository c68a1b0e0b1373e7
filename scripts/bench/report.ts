// The benchmark's figures next to the budgets of issue #4, as JSON and as markdown tables. Budgets are goals:
// the benchmark reports pass or fail and never fails itself because of a budget.
import type { PageAssets } from "./assets";
import type { LighthouseScores } from "./lighthouse";
import type { LoadResult } from "./load";
import type { Machine } from "./machine";
import type { PageTiming } from "./server-timing";
import type { SitemapTiming } from "./sitemap";
import { isSearchTarget, type Target, type TargetKey } from "./targets";
import { BUNDLE_BUDGET_BYTES, type BundleSize } from "../lib/bundle-size";
import type { IndexSize, Reindexed } from "../lib/search-index";

export type PageKey = "list" | "question";

export type BenchResults = {
  date: string;
  machine: Machine;
  options: {
    questions: number;
    duration: number;
    warmup: number;
    connections: number;
    timingSamples: number;
    lighthouse: boolean;
  };
  seed: { questions: number; seconds: number; benchQuestionId: number };
  /** the search index as seeded, and how long writing it again from every post took */
  searchIndex: Reindexed & IndexSize;
  throughput: (Target & { load?: LoadResult; ratio?: number })[];
  /** per server-rendered page and the JSON list; null where the app sent no Server-Timing header */
  serverTiming: Partial<Record<TargetKey, PageTiming | null>>;
  /** the same with every request a cache miss: what rendering a page costs */
  renderedTiming: Partial<Record<TargetKey, PageTiming | null>>;
  /** as a logged-in member gets them: rendered for them every time, with their own state */
  memberTiming: Partial<Record<TargetKey, PageTiming | null>>;
  /** null when Chromium could not be started (assetsError says why) */
  assets: Record<PageKey, PageAssets> | null;
  assetsError?: string;
  bundle: BundleSize;
  lighthouse: Record<PageKey, LighthouseScores & { runsSeen?: number[] }> | null;
  lighthouseError?: string;
  /** the sitemap index and all its pages, rendered afresh */
  sitemap: SitemapTiming;
};

export const BUDGETS = {
  throughputShare: 0.25,
  cpuP50: 5,
  cpuP95: 10,
  rounds: 1,
  jsKb: 120,
  cssKb: 30,
  lighthouse: 95,
  bundleKb: BUNDLE_BUDGET_BYTES / 1024,
  /** a search as one reader waits for it, at 100,000 questions */
  searchP95: 50,
};

type Row = { figure: string; value: string; budget: string; pass: boolean | null };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (pass: boolean | null) => (pass === null ? "—" : pass ? "pass" : "FAIL");
const PAGE_NAMES: Record<string, string> = {
  list: "question list",
  question: "question page",
  tag: "tag page",
  profile: "profile page",
};

function throughputTable(results: BenchResults): string {
  const lines = [
    "| target | req/s | p50 | p99 | share of hello-world | budget | result |",
    "| --- | ---: | ---: | ---: | ---: | --- | --- |",
  ];
  for (const target of results.throughput) {
    if (!target.load) {
      lines.push(`| ${target.label} | ${target.note ?? "n/a"} | | | | | |`);
      continue;
    }
    const { rps, p50, p99 } = target.load;
    const budgeted = target.key === "list" || target.key === "question";
    const share = target.key === "hello" ? "100%" : `${((target.ratio ?? 0) * 100).toFixed(1)}%`;
    const pass = budgeted ? (target.ratio ?? 0) >= BUDGETS.throughputShare : null;
    const budget = budgeted ? `≥ ${BUDGETS.throughputShare * 100}%` : "—";
    lines.push(
      `| ${target.label} | ${rps.toFixed(0)} | ${ms(p50)} | ${ms(p99)} | ${share} | ${budget} | ${verdict(pass)} |`,
    );
  }
  return lines.join("\n");
}

function figureRows(results: BenchResults): Row[] {
  const rows: Row[] = [];
  const sets = [
    ["as readers get it", results.serverTiming],
    ["rendered", results.renderedTiming],
    ["for a member", results.memberTiming],
  ] as const;
  for (const [how, timings] of sets)
    for (const [key, timing] of Object.entries(timings)) {
      const page = PAGE_NAMES[key];
      const label = results.throughput.find((target) => target.key === key)?.label ?? key;
      const name = `${page ?? label} (${how})`;
      if (!timing) {
        rows.push({
          figure: `${name}: server CPU, D1`,
          value: "n/a (no Server-Timing header)",
          budget: "",
          pass: null,
        });
        continue;
      }
      rows.push(
        {
          figure: `${name}: server CPU p50`,
          value: `${ms(timing.cpuP50)} (mean ${timing.cpuMean.toFixed(2)} ms)`,
          budget: page ? `≤ ${BUDGETS.cpuP50} ms` : "—",
          pass: page ? timing.cpuP50 <= BUDGETS.cpuP50 : null,
        },
        {
          figure: `${name}: server CPU p95`,
          value: ms(timing.cpuP95),
          budget: page ? `≤ ${BUDGETS.cpuP95} ms` : "—",
          pass: page ? timing.cpuP95 <= BUDGETS.cpuP95 : null,
        },
        {
          figure: `${name}: D1 rounds / queries per request`,
          value: `${timing.roundsMax} / ${timing.queriesMax} (median ${timing.roundsP50} / ${timing.queriesP50})`,
          budget: page ? `≤ ${BUDGETS.rounds} round` : "—",
          pass: page ? timing.roundsMax <= BUDGETS.rounds : null,
        },
      );
      if (isSearchTarget(key)) {
        rows.push({
          figure: `${name}: latency p50 / p95, one request at a time`,
          value: `${ms(timing.latencyP50)} / ${ms(timing.latencyP95)}`,
          budget: `p95 ≤ ${BUDGETS.searchP95} ms`,
          pass: timing.latencyP95 <= BUDGETS.searchP95,
        });
      }
    }
  for (const key of ["question", "list"] as const) {
    const assets = results.assets?.[key];
    if (!assets) {
      const value = results.assetsError ? `failed: ${results.assetsError}` : "not run";
      rows.push({ figure: `${PAGE_NAMES[key]}: JavaScript, CSS and HTML`, value, budget: "", pass: null });
      continue;
    }
    // the budget is stated for the question page; the list is held to the same one
    rows.push(
      {
        figure: `${PAGE_NAMES[key]}: JavaScript (gzip, ${assets.jsFiles} files)`,
        value: kb(assets.js),
        budget: `≤ ${BUDGETS.jsKb} KB`,
        pass: assets.js <= BUDGETS.jsKb * 1024,
      },
      {
        figure: `${PAGE_NAMES[key]}: CSS (gzip, ${assets.cssFiles} files)`,
        value: kb(assets.css),
        budget: `≤ ${BUDGETS.cssKb} KB`,
        pass: assets.css <= BUDGETS.cssKb * 1024,
      },
      { figure: `${PAGE_NAMES[key]}: HTML (gzip)`, value: kb(assets.html), budget: "—", pass: null },
    );
  }
  rows.push({
    figure: `Worker bundle (gzip; ${kb(results.bundle.raw)} raw)`,
    value: kb(results.bundle.gzip),
    budget: `≤ ${BUDGETS.bundleKb / 1024} MB`,
    pass: results.bundle.gzip <= BUDGETS.bundleKb * 1024,
  });
  for (const key of ["question", "list"] as const) {
    const scores = results.lighthouse?.[key];
    if (!scores) {
      const value = results.lighthouseError ? `failed: ${results.lighthouseError}` : "not run";
      rows.push({ figure: `${PAGE_NAMES[key]}: Lighthouse`, value, budget: "", pass: null });
      continue;
    }
    const runs = scores.runsSeen ? `; median of ${scores.runsSeen.join(", ")}` : "";
    const detail = `LCP ${(scores.lcp / 1000).toFixed(1)} s, TBT ${scores.tbt.toFixed(0)} ms, CLS ${scores.cls.toFixed(2)}${runs}`;
    rows.push(
      {
        figure: `${PAGE_NAMES[key]}: Lighthouse performance (mobile)`,
        value: `${scores.performance} (${detail})`,
        budget: `≥ ${BUDGETS.lighthouse}`,
        pass: scores.performance >= BUDGETS.lighthouse,
      },
      {
        figure: `${PAGE_NAMES[key]}: Lighthouse accessibility`,
        value: scores.accessibilityFailures.length
          ? `${scores.accessibility} (fails: ${scores.accessibilityFailures.join(", ")})`
          : String(scores.accessibility),
        budget: `≥ ${BUDGETS.lighthouse}`,
        pass: scores.accessibility >= BUDGETS.lighthouse,
      },
      {
        figure: `${PAGE_NAMES[key]}: Lighthouse SEO`,
        value: scores.seoFailures.length
          ? `${scores.seo} (fails: ${scores.seoFailures.join(", ")})`
          : String(scores.seo),
        budget: `≥ ${BUDGETS.lighthouse}`,
        pass: scores.seo >= BUDGETS.lighthouse,
      },
    );
  }
  const { sitemap } = results;
  rows.push({
    figure: `Sitemap: the index and its ${sitemap.pages} pages, ${sitemap.urls.toLocaleString("en")} URLs (${kb(sitemap.bytes)})`,
    value: `${ms(sitemap.totalMs)}; slowest page ${ms(sitemap.slowestPageMs)}${
      sitemap.slowestPageCpuMs === null ? "" : ` (CPU ${ms(sitemap.slowestPageCpuMs)})`
    }`,
    budget: "—",
    pass: null,
  });
  return rows;
}

export function markdownReport(results: BenchResults): string {
  const { machine, options, seed, searchIndex } = results;
  const figures = figureRows(results).map(
    (row) => `| ${row.figure} | ${row.value} | ${row.budget} | ${verdict(row.pass)} |`,
  );
  return `## Benchmark ${results.date}

${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}; Node ${machine.node}, wrangler ${machine.wrangler}; \
${Math.round(machine.busyBefore * 100)}% of the CPU busy with other work just before the load.
${seed.questions.toLocaleString("en")} questions seeded in ${seed.seconds.toFixed(1)} s. Search index: \
${searchIndex.documents.toLocaleString("en")} documents (${searchIndex.questions.toLocaleString("en")} questions, \
${searchIndex.answers.toLocaleString("en")} answers), ${(searchIndex.bytes / 1024 / 1024).toFixed(1)} MB, written from every \
post in ${searchIndex.seconds.toFixed(1)} s. Load: ${options.connections} connections, \
${options.warmup} s warm-up then ${options.duration} s per target, one target at a time. CPU and D1: \
${options.timingSamples} sequential requests per page.

${throughputTable(results)}

| figure | value | budget | result |
| --- | --- | --- | --- |
${figures.join("\n")}
`;
}
