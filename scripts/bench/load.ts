// Throughput and latency of one URL under steady load (autocannon), after a warm-up that is not counted: the first
// requests compile code and fill SQLite's page cache. Targets run one after another, never at once (2 cores).
import autocannon from "autocannon";

export type LoadResult = { rps: number; p50: number; p99: number; requests: number; non2xx: number; errors: number };

export async function measureLoad(
  url: string,
  { connections, duration, warmup }: { connections: number; duration: number; warmup: number },
): Promise<LoadResult> {
  await autocannon({ url, connections, duration: warmup });
  const result = await autocannon({ url, connections, duration, timeout: 30 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
