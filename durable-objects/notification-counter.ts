// Unread counters of one member (DESIGN.md decision 3): the 6-second notification poll reads these, never D1.
import { DurableObject } from "cloudflare:workers";

export type CounterName = "inbox" | "achievement" | "review";
export type Counters = Record<CounterName, number>;

const NAMES: CounterName[] = ["inbox", "achievement", "review"];

export class NotificationCounter extends DurableObject {
  /** The member's unread counts. */
  async counts(): Promise<Counters> {
    const stored = await this.ctx.storage.get<number>(NAMES);
    return Object.fromEntries(NAMES.map((name) => [name, stored.get(name) ?? 0])) as Counters;
  }

  /** Adds to a counter (negative to subtract); never below zero. Returns all counts. */
  async add(name: CounterName, delta: number): Promise<Counters> {
    const current = (await this.ctx.storage.get<number>(name)) ?? 0;
    await this.ctx.storage.put(name, Math.max(0, current + delta));
    return this.counts();
  }

  /** Sets a counter to an exact value, for example after "mark all read" or a recount from D1. */
  async set(name: CounterName, value: number): Promise<Counters> {
    await this.ctx.storage.put(name, Math.max(0, Math.floor(value)));
    return this.counts();
  }
}
