// Server CPU and D1 use per page, read from the Server-Timing header the app adds when SERVER_TIMING is "1":
//   Server-Timing: cpu;dur=3.2, d1;dur=5.1;desc="rounds=1 queries=6"
// Requests are sequential, so each one's CPU time is its own and not a share of a loaded machine.
import { percentile } from "./stats";
import { parseServerTiming } from "../../workers/server-timing";
import { SESSION_COOKIE } from "../../app/lib/cookies";
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from "../seed/build";

export type PageTiming = {
  samples: number;
  cpuP50: number;
  cpuP95: number;
  /**
   * The mean: local workerd's timers count whole milliseconds, so a p50 of 5 ms may be a page of 4.6 ms or of 5.4 ms;
   * averaged over hundreds of requests the whole-millisecond steps even out
   */
  cpuMean: number;
  /** D1 round trips and queries per request: the most seen (a page's cost is its worst request) and the median */
  roundsMax: number;
  roundsP50: number;
  queriesMax: number;
  queriesP50: number;
  /** the whole request as its client waits for it, one at a time (the search goal is stated on its p95) */
  latencyP50: number;
  latencyP95: number;
};

/** Requests `url` `count` times one after another; null when no response carried the header. */
export async function sampleTiming(
  url: string,
  count: number,
  { rendered = false, cookie }: { rendered?: boolean; cookie?: string } = {},
): Promise<PageTiming | null> {
  const readings = [];
  const latencies = [];
  for (let i = 0; i < count; i++) {
    const target = new URL(url);
    if (rendered) target.searchParams.set("bench_render", String(i));
    const started = performance.now();
    const response = await fetch(target, { headers: cookie ? { Cookie: cookie } : {} });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const timing = parseServerTiming(response.headers.get("Server-Timing"));
    if (timing) readings.push(timing);
  }
  if (readings.length === 0) return null;
  const cpu = readings.map((reading) => reading.cpu);
  const rounds = readings.map((reading) => reading.rounds);
  const queries = readings.map((reading) => reading.queries);
  return {
    samples: readings.length,
    cpuP50: percentile(cpu, 50),
    cpuP95: percentile(cpu, 95),
    cpuMean: cpu.reduce((sum, value) => sum + value, 0) / cpu.length,
    roundsMax: Math.max(...rounds),
    roundsP50: percentile(rounds, 50),
    queriesMax: Math.max(...queries),
    queriesP50: percentile(queries, 50),
    latencyP50: percentile(latencies, 50),
    latencyP95: percentile(latencies, 95),
  };
}

/** A demo member's session cookie: members' pages are rendered for them every time (never the edge cache). */
export async function memberCookie(origin: string, email: string, pass: string): Promise<string> {
  const response = await fetch(`${origin}/answer/api/v1/user/login/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ e_mail: email, pass }),
  });
  const body = (await response.json()) as { data?: { access_token?: string } };
  const token = body.data?.access_token;
  if (!response.ok || !token) throw new Error(`logging in as ${email} answered ${response.status}`);
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * The session cookie of the member whose pages the benchmark, `npm run compare` and `npm run profile` measure: demo1,
 * who asked the seeded 20-answer question (the heaviest member view: an accept button on every answer).
 */
export const benchMemberCookie = (origin: string) => memberCookie(origin, `demo1@${DEMO_EMAIL_DOMAIN}`, DEMO_PASSWORD);
