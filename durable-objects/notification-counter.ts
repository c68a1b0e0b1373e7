// Unread counters of one member (DESIGN.md decision 3): the 6-second notification poll reads these from the object's
// own storage, never D1. Whoever changes the member's notifications in D1 (the queue's consumers, marking read) asks
// the object to refresh afterwards; refreshes run one after another and each counts what D1 holds after the
// previous one, so the stored counts end exact however writes interleave, and a repeated refresh changes nothing.
import { DurableObject } from "cloudflare:workers";
import type { UnreadState } from "../app/lib/notifications";

export type CounterName = "inbox" | "achievement" | "review";
export type Counters = Record<CounterName, number> & {
  /** the newest unread badge award, which opens the celebration dialog */
  badgeAward: UnreadState["badgeAward"];
};

const EMPTY: Counters = { inbox: 0, achievement: 0, review: 0, badgeAward: null };
const KEY = "counters";

/**
 * The class, given how a member's unread notifications are counted in D1 (passed in by workers/app.ts: a Durable
 * Object imports only app/lib and app/schemas).
 */
export function notificationCounter<Env>(countInD1: (env: Env, userId: number) => Promise<UnreadState>) {
  return class NotificationCounter extends DurableObject<Env> {
    /** The refresh running now; the next one waits for it. */
    #last: Promise<unknown> = Promise.resolve();

    /** The member's unread counts, from the object's storage alone. */
    async counts(): Promise<Counters> {
      return (await this.ctx.storage.get<Counters>(KEY)) ?? EMPTY;
    }

    /** Counts the member's unread notifications in D1 again and keeps the result. */
    refresh(userId: number): Promise<Counters> {
      const turn = this.#last.then(async () => {
        const state = await countInD1(this.env, userId);
        const counters: Counters = { ...(await this.counts()), ...state };
        await this.ctx.storage.put(KEY, counters);
        return counters;
      });
      this.#last = turn.catch(() => undefined);
      return turn;
    }
  };
}

export type NotificationCounter<Env> = InstanceType<ReturnType<typeof notificationCounter<Env>>>;
