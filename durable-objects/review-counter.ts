// The site's review counts (DESIGN.md decision 3, like the members' counters): how many suggested edits wait, by kind
// of object, kept in the object's storage so the 6-second notification poll of every reviewer never reads D1.
// Whoever changes a revision's review state asks for a refresh afterwards; refreshes run one after another and each
// counts what D1 holds after the previous one, so the stored counts end exact however writes interleave. Counts
// older than a minute are counted again in the background when read: what changed without a refresh (a refresh that
// failed, suggestions that were there before this object, the demo seed) shows within a minute, and the object reads
// D1 at most once a minute for that, however many reviewers poll.
import { DurableObject } from "cloudflare:workers";
import type { ReviewCounts } from "../app/lib/review";

const KEY = "counts";
const FRESH_MS = 60_000;

type Stored = { counts: ReviewCounts; countedAt: number };

/**
 * The class, given how the suggested edits waiting are counted in D1 (passed in by workers/app.ts: a Durable Object
 * imports only app/lib and app/schemas).
 */
export function reviewCounter<Env>(countInD1: (env: Env) => Promise<ReviewCounts>) {
  return class ReviewCounter extends DurableObject<Env> {
    /** The refresh running now; the next one waits for it. */
    #last: Promise<unknown> = Promise.resolve();
    #recounting = false;

    /** Suggested edits waiting, from the object's storage (counted first if this object never has). */
    async counts(): Promise<ReviewCounts> {
      const stored = await this.ctx.storage.get<Stored>(KEY);
      if (!stored) return this.refresh();
      if (Date.now() - stored.countedAt > FRESH_MS && !this.#recounting) {
        this.#recounting = true;
        this.ctx.waitUntil(this.refresh().finally(() => (this.#recounting = false)));
      }
      return stored.counts;
    }

    /** Counts the suggested edits waiting in D1 again and keeps the result. */
    refresh(): Promise<ReviewCounts> {
      const turn = this.#last.then(async () => {
        const counts = await countInD1(this.env);
        await this.ctx.storage.put(KEY, { counts, countedAt: Date.now() } satisfies Stored);
        return counts;
      });
      this.#last = turn.catch(() => undefined);
      return turn;
    }
  };
}

export type ReviewCounter<Env> = InstanceType<ReturnType<typeof reviewCounter<Env>>>;
