// npm run bench (issue #4): builds, seeds a fresh local D1 through the seed code, starts the app Worker and a
// hello-world Worker with the same wrangler, and measures side by side: throughput and latency, server CPU and D1
// round trips per page, JavaScript and CSS per page, the Worker bundle, Lighthouse. Writes bench-results/latest.json
// and latest.md and prints the tables. Never needs the network. Both servers are stopped at the end, on error and on
// Ctrl-C. Options: bench/args.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchArgs } from "./bench/args";
import { measurePagesAssets } from "./bench/assets";
import { medianLighthouse } from "./bench/lighthouse";
import { measureSitemap } from "./bench/sitemap";
import { busyShare, describeMachine, waitForQuiet } from "./bench/machine";
import { measureLoad } from "./bench/load";
import { markdownReport, type BenchResults } from "./bench/report";
import { benchMemberCookie, sampleTiming } from "./bench/server-timing";
import { freePorts, startWrangler, stopAll } from "./bench/servers";
import { isSearchTarget, resolveTargets, type TargetKey } from "./bench/targets";
import { measureWorkerBundle } from "./lib/bundle-size";
import { ROOT, run } from "./lib/local";
import { reindexSearch, searchIndexSize } from "./lib/search-index";
import { BENCH_QUESTION } from "./seed/content";
import { seedLocal } from "./seed/run";

/** Seconds of load before each measured run, not counted (first requests compile code and warm SQLite's cache). */
const WARMUP_SECONDS = 3;
/** Sequential requests per page for CPU time and D1 round trips. */
const TIMING_SAMPLES = 200;

const args = benchArgs();
const scratch = mkdtempSync(path.join(os.tmpdir(), "lvwen-bench-"));

async function cleanUp(): Promise<void> {
  await stopAll();
  rmSync(scratch, { recursive: true, force: true });
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function step<T>(label: string, work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  console.log(`• ${label}`);
  const result = await work();
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** A step that needs Chromium: its failure is reported with the figures rather than ending the run. */
async function stepInChromium<T>(label: string, work: () => Promise<T>): Promise<{ value: T | null; error?: string }> {
  try {
    return { value: await step(label, work) };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    console.warn(`  failed: ${message}`);
    return { value: null, error: message };
  }
}

async function main(): Promise<BenchResults> {
  await step("npm run build", () => run("npm", ["run", "build"], { maxBuffer: 64 * 1024 * 1024 }));
  // before the servers start: the dry run rebuilds build/, which a running wrangler dev would reload on
  const bundle = await step("Worker bundle (wrangler deploy --dry-run --minify)", () =>
    measureWorkerBundle(path.join(scratch, "dist")),
  );
  const appState = path.join(scratch, "app-state");
  const seed = await step(`seed ${args.questions.toLocaleString("en")} questions`, () =>
    seedLocal({ questions: args.questions, persistTo: appState, benchQuestion: true }),
  );
  const benchQuestionId = seed.benchQuestionId!;
  console.log(`  ${seed.seconds.toFixed(1)} s (migrations included); the 20-answer question is ${benchQuestionId}`);
  // the seed wrote the index with the content; writing it again alone is what npm run search:reindex costs
  const reindexed = await step("search index: written again from every post (npm run search:reindex)", () =>
    reindexSearch(appState),
  );
  const searchIndex = { ...reindexed, ...searchIndexSize(appState) };
  console.log(
    `  ${searchIndex.documents.toLocaleString("en")} documents, ${(searchIndex.bytes / 1024 / 1024).toFixed(1)} MB`,
  );

  const [appPort, appInspector, helloPort, helloInspector] = (await freePorts(4)) as [number, number, number, number];
  const app = await step("start the app (wrangler dev, which runs the build again)", () =>
    startWrangler({
      name: "app",
      port: appPort,
      inspectorPort: appInspector,
      persistTo: appState,
      vars: { SERVER_TIMING: "1" },
      readyPath: "/answer/menu/questions",
    }),
  );
  const hello = await step("start the hello-world Worker", () =>
    startWrangler({
      name: "hello",
      config: path.join(ROOT, "scripts", "bench", "hello.wrangler.toml"),
      port: helloPort,
      inspectorPort: helloInspector,
      persistTo: path.join(scratch, "hello-state"),
      readyPath: "/",
    }),
  );
  const targets = await resolveTargets(app.origin, hello.origin, {
    questionId: benchQuestionId,
    tag: BENCH_QUESTION.tags[0]!,
  });
  const url = (key: TargetKey) => targets.find((target) => target.key === key)!.url!;
  const busyBefore = await busyShare();
  if (busyBefore > 0.2) {
    console.warn(`  ${Math.round(busyBefore * 100)}% of the CPU was busy before the load: another job is running`);
  }

  const throughput: BenchResults["throughput"] = [];
  for (const target of targets) {
    if (!target.url) {
      throughput.push(target);
      continue;
    }
    const load = await step(`load ${target.label}`, () =>
      measureLoad(target.url!, { connections: args.connections, duration: args.duration, warmup: WARMUP_SECONDS }),
    );
    if (load.non2xx > 0 || load.errors > 0) {
      console.warn(`  ${load.non2xx} non-2xx responses and ${load.errors} errors or timeouts`);
    }
    const helloRps = throughput.find((entry) => entry.key === "hello")?.load?.rps;
    throughput.push({ ...target, load, ratio: helloRps ? load.rps / helloRps : undefined });
  }

  // as readers get them (mostly from the edge cache), and rendered (a query parameter the pages ignore makes each
  // request a cache miss)
  const serverTiming: BenchResults["serverTiming"] = {};
  const renderedTiming: BenchResults["serverTiming"] = {};
  const memberTiming: BenchResults["serverTiming"] = {};
  const steps = "cached, rendered and for a member";
  await step(`server CPU and D1 (${TIMING_SAMPLES} sequential requests per page, ${steps})`, async () => {
    const cookie = await benchMemberCookie(app.origin);
    for (const target of targets) {
      if (target.key === "hello" || !target.url) continue;
      serverTiming[target.key] = await sampleTiming(target.url, TIMING_SAMPLES);
      // searches are never kept at the edge: every one is rendered already
      if (!isSearchTarget(target.key)) {
        renderedTiming[target.key] = await sampleTiming(target.url, TIMING_SAMPLES, { rendered: true });
      }
      memberTiming[target.key] = await sampleTiming(target.url, TIMING_SAMPLES, { cookie });
    }
  });
  const sitemap = await step("the sitemap: its index and every page, rendered afresh", () =>
    measureSitemap(app.origin),
  );
  console.log(
    `  ${sitemap.urls.toLocaleString("en")} URLs on ${sitemap.pages} pages in ${sitemap.totalMs.toFixed(0)} ms`,
  );
  // a missing Chromium should not cost the other figures: the steps that need it report their failure instead
  const assets = await stepInChromium("JavaScript and CSS per page (Chromium)", () =>
    measurePagesAssets({ question: url("question"), list: url("list") }),
  );
  const lighthouse = args.lighthouse
    ? await stepInChromium("Lighthouse (mobile, the median of three runs per page)", async () => {
        await waitForQuiet();
        return { question: await medianLighthouse(url("question")), list: await medianLighthouse(url("list")) };
      })
    : { value: null };

  return {
    date: new Date().toISOString(),
    machine: describeMachine(busyBefore),
    options: { ...args, warmup: WARMUP_SECONDS, timingSamples: TIMING_SAMPLES },
    seed: { questions: args.questions, seconds: seed.seconds, benchQuestionId },
    searchIndex,
    throughput,
    serverTiming,
    renderedTiming,
    memberTiming,
    assets: assets.value,
    assetsError: assets.error,
    bundle,
    lighthouse: lighthouse.value,
    lighthouseError: lighthouse.error,
    sitemap,
  };
}

try {
  const results = await main();
  await cleanUp();
  const dir = path.join(ROOT, "bench-results");
  mkdirSync(dir, { recursive: true });
  const markdown = markdownReport(results);
  writeFileSync(path.join(dir, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(dir, "latest.md"), markdown);
  console.log(`\n${markdown}\nWritten to bench-results/latest.json and bench-results/latest.md`);
} catch (error) {
  await cleanUp();
  console.error(error);
  process.exitCode = 1;
}
