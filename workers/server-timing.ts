// Per-request measurements for the benchmark and the query budgets (issue #4): when the SERVER_TIMING variable is "1",
// every response says how long the Worker spent, how long it waited on D1, and how many round trips and queries it
// made, as a standard Server-Timing header:
//   Server-Timing: cpu;dur=3.2, d1;dur=5.1;desc="rounds=1 queries=6"
// Anonymous reads the edge cache may serve also say whether it did, always: `edge;desc="hit"` or `edge;desc="miss"`.
// "cpu" is the time in the Worker minus the time awaiting D1 and the Cache API (local workerd advances timers,
// production does not).

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

const EXECUTE_METHODS = new Set(["all", "run", "first", "raw"]);

/** The D1 binding (or a session of it), counting each call that reaches the database as one round. */
export function meterD1<T extends D1Database | D1DatabaseSession>(d1: T, meter: D1Meter): T {
  // batch() must receive the binding's own statements, so each wrapper remembers the statement it wraps
  const unwrapped = new WeakMap<object, D1PreparedStatement>();

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

  function wrapStatement(statement: D1PreparedStatement): D1PreparedStatement {
    const wrapper = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") {
          return (...values: unknown[]) => wrapStatement(target.bind(...values));
        }
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof property === "string" && EXECUTE_METHODS.has(property) && typeof value === "function") {
          return (...args: unknown[]) =>
            timed(1, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        }
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    unwrapped.set(wrapper, statement);
    return wrapper;
  }

  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrapStatement(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) =>
          timed(statements.length, () => target.batch(statements.map((s) => unwrapped.get(s) ?? s)));
      }
      if (property === "withSession") {
        return (constraint?: string) => meterD1((target as D1Database).withSession(constraint), meter);
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
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
