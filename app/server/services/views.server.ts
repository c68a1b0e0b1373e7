// View counts (SPEC §3 view_count): once per reader per question per day, without a D1 write on the request path.
// The request only checks a marker in the edge cache and, the first time today, sends an event; the queue consumer
// adds a batch's views up and writes each question once.
import type { AppContext } from "../context.server";
import { sha256Hex } from "../crypto.server";
import { newEvent } from "../events.server";

const DAY = 86400;

/** Counts a view of a question by the current reader, at most once a day (runs after the response, via waitUntil). */
export async function recordView(ctx: AppContext, questionId: number, userAgent: string): Promise<void> {
  const reader = ctx.user ? `u${ctx.user.id}` : `a${await sha256Hex(`${ctx.ip}\n${userAgent}`)}`;
  const day = Math.floor(ctx.now() / DAY);
  // a made-up URL on this site names the marker; the cache is per data centre, which is close enough for counting
  const marker = new Request(new URL(`/__views/${questionId}/${day}/${reader}`, ctx.siteUrl).toString());
  const cache = (caches as unknown as { default: Cache }).default;
  if (await cache.match(marker)) return;
  await cache.put(marker, new Response("1", { headers: { "Cache-Control": `max-age=${DAY}` } }));
  await ctx.emit(newEvent({ type: "question.viewed", questionId }));
}
