// The workerd tests and the Worker import the Remix build: it must be as new as the code it is built from, or the
// tests would pass or fail on yesterday's code.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT, run } from "./local";

const SOURCES = ["app", "workers", "durable-objects", "locales", "remix.config.ts", "vite.config.ts", "package.json"];
const BUILT = path.join(ROOT, "build", "server", "index.js");

function newestChange(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** Builds the app when there is no build or a source changed after it. */
export function ensureFreshBuild(): void {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(ROOT, source))));
  if (changedAt <= builtAt) return;
  console.log("The build is older than the code: building first ...");
  run(path.join(ROOT, "node_modules", ".bin", "remix"), ["vite:build"], { stdio: ["ignore", "ignore", "inherit"] });
}
