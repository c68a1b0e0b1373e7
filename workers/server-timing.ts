// Per-request measurements for the benchmark and the query budgets (issue #4): when the SERVER_TIMING variable is "1",
// every response says how long the Worker spent, how long it waited on D1, and how many round trips and queries it
// made, as a standard Server-Timing header:
//   Server-Timing: cpu;dur=3.2, d1;dur=5.1;desc="rounds=1 queries=6"
// Anonymous reads the edge cache may serve also say whether it did, always: `edge;desc="hit"` or `edge;desc="miss"`.
// "cpu" is the time in the Worker, until its response's body has been read whole, minus the time awaiting D1 and the
// Cache API (local workerd advances timers, production does not). The body is read in the Worker because a page's
// stream does work as it is read; timed when the handler returns, a streamed page would look about 1 ms cheaper.
import { interceptD1 } from "./d1-intercept";

export interface D1Meter {
  rounds: number;
  queries: number;
  waitMs: number;
  /** time waiting on the Cache API, which is I/O too */
  cacheWaitMs: number;
}

export function newMeter(): D1Meter {
  return { rounds: 0, queries: 0, waitMs: 0, cacheWaitMs: 0 };
}

/** The D1 binding (or a session of it), counting each call that reaches the database as one round. */
export function meterD1<T extends D1Database | D1DatabaseSession>(d1: T, meter: D1Meter): T {
  async function timed<R>(queries: number, call: () => Promise<R>): Promise<R> {
    const started = performance.now();
    meter.rounds += 1;
    meter.queries += queries;
    try {
      return await call();
    } finally {
      meter.waitMs += performance.now() - started;
    }
  }
  return interceptD1(d1, { statement: (run) => timed(1, run), batch: (run, statements) => timed(statements, run) });
}

export function serverTimingHeader(totalMs: number, meter: D1Meter): string {
  const cpu = Math.max(0, totalMs - meter.waitMs - meter.cacheWaitMs);
  return `cpu;dur=${cpu.toFixed(2)}, d1;dur=${meter.waitMs.toFixed(2)};desc="rounds=${meter.rounds} queries=${meter.queries}"`;
}

/** Reads the D1 figures back from a response (tests and the benchmark). */
export function parseServerTiming(
  header: string | null,
): { cpu: number; d1: number; rounds: number; queries: number; edge: "hit" | "miss" | null } | null {
  if (!header) return null;
  const edge = /(?:^|, )edge;desc="(hit|miss)"/.exec(header)?.[1] as "hit" | "miss" | undefined;
  const cpu = /(?:^|, )cpu;dur=([\d.]+)/.exec(header);
  const d1 = /(?:^|, )d1;dur=([\d.]+);desc="rounds=(\d+) queries=(\d+)"/.exec(header);
  if (!cpu || !d1) return null;
  return { cpu: Number(cpu[1]), d1: Number(d1[1]), rounds: Number(d1[2]), queries: Number(d1[3]), edge: edge ?? null };
}
