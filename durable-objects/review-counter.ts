// The site's review counts (DESIGN.md decision 3, like the members' counters): how many suggested edits wait, by kind
// of object, kept in the object's storage so the 6-second notification poll of every reviewer never reads D1.
// Whoever changes a revision's review state asks for a refresh afterwards; refreshes run one after another and each
// counts what D1 holds after the previous one, so the stored counts end exact however writes interleave.
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../app/server/env.server";
import { createDb } from "../app/server/db/client.server";
import { selectReviewCounts } from "../app/server/models/review.server";
import { NO_REVIEWS, type ReviewCounts } from "../app/lib/review";

const KEY = "counts";

export class ReviewCounter extends DurableObject<Env> {
  /** The refresh running now; the next one waits for it. */
  #last: Promise<unknown> = Promise.resolve();

  /** Suggested edits waiting, from the object's storage alone. */
  async counts(): Promise<ReviewCounts> {
    return (await this.ctx.storage.get<ReviewCounts>(KEY)) ?? NO_REVIEWS;
  }

  /** Counts the suggested edits waiting in D1 again and keeps the result. */
  refresh(): Promise<ReviewCounts> {
    const turn = this.#last.then(async () => {
      const counts = await selectReviewCounts(createDb(this.env.DB));
      await this.ctx.storage.put(KEY, counts);
      return counts;
    });
    this.#last = turn.catch(() => undefined);
    return turn;
  }
}
