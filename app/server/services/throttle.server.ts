// Fixed-window rate limits shared by use-cases (SECURITY.md §6).
import type { AppContext } from "../context.server";
import { AppError } from "../errors.server";
import { hitRateLimit } from "../models/throttle.server";

/** Counts one attempt under `key` and refuses with a 429 past `limit` within the window. */
export async function throttle(ctx: AppContext, key: string, limit: number, windowSeconds: number): Promise<void> {
  const count = await hitRateLimit(ctx.db, key, windowSeconds, ctx.now());
  if (count > limit) throw new AppError(429, "error.too_many_requests");
}
