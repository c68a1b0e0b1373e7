// autocannon ships no types: the part of its API the benchmark uses (autocannon 9.0.0, README "API").
declare module "autocannon" {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** seconds before a request counts as timed out */
    timeout?: number;
    headers?: Record<string, string>;
  };
  type Histogram = { average: number; mean: number; min: number; max: number; p50: number; p90: number; p99: number };
  export type Result = {
    requests: Histogram & { total: number };
    /** milliseconds */
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
