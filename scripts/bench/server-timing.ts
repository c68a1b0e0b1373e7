// Server CPU and D1 use per page, read from the Server-Timing header the app adds when SERVER_TIMING is "1":
//   Server-Timing: cpu;dur=3.2, d1;dur=5.1;desc="rounds=1 queries=6"
// Requests are sequential, so each one's CPU time is its own and not a share of a loaded machine.
import { percentile } from "./stats";

export type TimingMetric = { name: string; dur?: number; desc?: string };

/**
 * Parses a Server-Timing header: metrics separated by ",", each a name followed by `;dur=number` and an optional
 * `;desc="..."`. A quoted desc may itself hold ";" or ",", so separators count only outside quotes.
 */
export function parseServerTiming(header: string): TimingMetric[] {
  const metrics: TimingMetric[] = [];
  for (const part of splitOutsideQuotes(header, ",")) {
    const [name, ...params] = splitOutsideQuotes(part, ";").map((piece) => piece.trim());
    if (!name) continue;
    const metric: TimingMetric = { name };
    for (const param of params) {
      const equals = param.indexOf("=");
      if (equals < 0) continue;
      const key = param.slice(0, equals).trim();
      let value = param.slice(equals + 1).trim();
      if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, "$1");
      if (key === "dur") metric.dur = Number(value);
      if (key === "desc") metric.desc = value;
    }
    metrics.push(metric);
  }
  return metrics;
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === "\\") {
      current += char + (text[++i] ?? "");
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** The benchmark's figures from one header, or null when it lacks them (the app does not send it yet). */
export function readTiming(header: string | null): { cpu: number; rounds: number; queries: number } | null {
  if (!header) return null;
  const metrics = parseServerTiming(header);
  const cpu = metrics.find((metric) => metric.name === "cpu")?.dur;
  const d1 = /rounds=(\d+) queries=(\d+)/.exec(metrics.find((metric) => metric.name === "d1")?.desc ?? "");
  if (cpu === undefined || Number.isNaN(cpu) || !d1) return null;
  return { cpu, rounds: Number(d1[1]), queries: Number(d1[2]) };
}

export type PageTiming = {
  samples: number;
  cpuP50: number;
  cpuP95: number;
  /** D1 round trips and queries per request: the most seen (a page's cost is its worst request) and the median */
  roundsMax: number;
  roundsP50: number;
  queriesMax: number;
  queriesP50: number;
};

/** Requests `url` `count` times one after another; null when no response carried the header. */
export async function sampleTiming(url: string, count: number): Promise<PageTiming | null> {
  const readings = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const timing = readTiming(response.headers.get("Server-Timing"));
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
    roundsMax: Math.max(...rounds),
    roundsP50: percentile(rounds, 50),
    queriesMax: Math.max(...queries),
    queriesP50: percentile(queries, 50),
  };
}
