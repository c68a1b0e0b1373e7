// npm run profile [-- --questions N] [-- --requests N] [-- --path /answer/menu/questions ...] [-- --member]: where a
// rendered page's server time goes. Seeds a fresh local D1 (2,000 questions and the 20-answer question by default),
// starts the app with wrangler dev, records a V8 CPU profile through its inspector while requesting each page N times
// one after another (each a cache miss, as a member's page or a changed page is), and prints the functions and the
// packages that took the most time. With --member the pages are requested as the benchmark's member. Run
// `npm run build` first. Never needs the network.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import WebSocket from "ws";
import { freePorts, startWrangler, stopAll } from "./bench/servers";
import { percentile } from "./bench/stats";
import { benchMemberCookie } from "./bench/server-timing";
import { parseServerTiming } from "../workers/server-timing";
import { ROOT } from "./lib/local";
import { seedLocal } from "./seed/run";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const { values } = parseArgs({
  options: {
    questions: { type: "string", default: "2000" },
    requests: { type: "string", default: "200" },
    path: { type: "string", multiple: true },
    top: { type: "string", default: "40" },
    member: { type: "boolean", default: false },
    out: { type: "string" },
  },
});
const requests = Number(values.requests);
const top = Number(values.top);

/** The inspector's first target, as a small request/response client. */
async function connectInspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let next = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on("message", (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    send<T>(method: string, params: object = {}): Promise<T> {
      const id = next++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => waiting.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

/** The source map of the bundle wrangler dev is running (the newest under .wrangler/tmp). */
function bundleMap(): TraceMap {
  const tmp = path.join(ROOT, ".wrangler", "tmp");
  const newest = readdirSync(tmp)
    .filter((name) => name.startsWith("dev-"))
    .map((name) => path.join(tmp, name, "app.js.map"))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  return new TraceMap(readFileSync(newest!, "utf8"));
}

/** The source file a frame comes from, and its package (or "app" for our own code). */
function sourceOf(frame: CallFrame, map: TraceMap): { file: string; pkg: string } {
  if (!frame.url.endsWith("app.js"))
    return { file: frame.url || "(native)", pkg: frame.url ? "(runtime)" : "(native)" };
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = position.source ?? "(unmapped)";
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  const relative = file.replace(/^.*?\/(app|workers|durable-objects|build)\//, "$1/");
  return { file: match ? `${match[1]}/${path.basename(file)}` : relative, pkg: match ? match[1]! : "app" };
}

function summarize(profile: Profile, map: TraceMap) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = byId.get(id)!.callFrame;
    const { file, pkg } = sourceOf(frame, map);
    const name = `${frame.functionName || "(anonymous)"} ${file}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    byFile.set(file, (byFile.get(file) ?? 0) + micros);
  }
  const rows = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  return { total, functions: rows(byFunction), packages: rows(byPackage), files: rows(byFile) };
}

async function main() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "lvwen-profile-"));
  try {
    const state = path.join(scratch, "state");
    const seed = await seedLocal({ questions: Number(values.questions), persistTo: state, benchQuestion: true });
    const paths = values.path ?? ["/answer/menu/questions", `/answer/menu/questions/${seed.benchQuestionId}`];
    const [port, inspectorPort] = (await freePorts(2)) as [number, number];
    const app = await startWrangler({
      name: "app",
      port,
      inspectorPort,
      persistTo: state,
      vars: { SERVER_TIMING: "1" },
      readyPath: "/answer/menu/questions",
    });
    const headers: Record<string, string> = values.member ? { Cookie: await benchMemberCookie(app.origin) } : {};
    /** Requests every page `requests` times; answers each page's CPU times from Server-Timing. */
    const fetchAll = async (label: string) => {
      const cpu = new Map<string, number[]>();
      for (const page of paths) {
        cpu.set(page, []);
        for (let i = 0; i < requests; i++) {
          const response = await fetch(`${app.origin}${page}${page.includes("?") ? "&" : "?"}${label}=${i}`, {
            headers,
          });
          await response.arrayBuffer();
          const timing = parseServerTiming(response.headers.get("Server-Timing"));
          if (timing) cpu.get(page)!.push(timing.cpu);
        }
      }
      return cpu;
    };
    await fetchAll("warm");
    // measured without the profiler, whose sampling slows everything down
    for (const [page, times] of await fetchAll("measure")) {
      console.log(`${page}: CPU p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms`);
    }
    const inspector = await connectInspector(inspectorPort);
    await inspector.send("Profiler.enable");
    await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
    await inspector.send("Profiler.start");
    const started = performance.now();
    await fetchAll("profile");
    const wall = performance.now() - started;
    const { profile } = await inspector.send<{ profile: Profile }>("Profiler.stop");
    inspector.close();
    if (values.out) writeFileSync(values.out, JSON.stringify(profile));
    const { total, functions, packages, files } = summarize(profile, bundleMap());
    const count = paths.length * requests;
    console.log(`${count} requests (${paths.join(", ")}) in ${(wall / 1000).toFixed(1)} s`);
    console.log(`profiled ${(total / 1000 / count).toFixed(2)} ms per request (idle included)\n`);
    console.log("by package (self time)\n" + packages.join("\n"));
    console.log("\nby source file (self time)\n" + files.join("\n"));
    console.log("\nby function (self time)\n" + functions.join("\n"));
  } finally {
    await stopAll();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
