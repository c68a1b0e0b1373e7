// What the figures were measured on, and whether something else was using the CPU at the time: on 2 cores any
// other job (a test suite, a build) lowers every figure, so the results say so rather than hide it.
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../lib/local";

export type Machine = {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  wrangler: string;
  /** share of all cores busy over a few seconds just before the load, while the bench's own servers sat idle */
  busyBefore: number;
};

function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    idle += cpu.times.idle;
    total += Object.values(cpu.times).reduce((a, b) => a + b, 0);
  }
  return { idle, total };
}

/** The share of CPU time not idle over `ms` milliseconds. */
export async function busyShare(ms = 3000): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/**
 * Waits until the machine is quiet (under `threshold` busy over a second), at most `maxMs`: the loads leave work
 * behind (the queue counting thousands of views), and Lighthouse measured under that work measures the work.
 */
export async function waitForQuiet(threshold = 0.15, maxMs = 60_000): Promise<number> {
  const started = Date.now();
  let busy = await busyShare(1000);
  while (busy > threshold && Date.now() - started < maxMs) busy = await busyShare(1000);
  return busy;
}

export function describeMachine(busyBefore: number): Machine {
  const wrangler = JSON.parse(readFileSync(path.join(ROOT, "node_modules", "wrangler", "package.json"), "utf8")) as {
    version: string;
  };
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown CPU",
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.versions.node,
    wrangler: wrangler.version,
    busyBefore: Number(busyBefore.toFixed(2)),
  };
}
