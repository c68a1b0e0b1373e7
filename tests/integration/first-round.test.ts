// workers/first-round.ts: statements a request runs ahead of all its reads, without a round trip of their own.
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withFirstRound } from "../../workers/first-round";
import { meterD1, newMeter } from "../../workers/server-timing";
import type { Db } from "~/server/db/client.server";

const countSessions = (db: Db) => db.all<{ n: number }>(sql`SELECT COUNT(*) AS n FROM sessions`);

function setUp() {
  const meter = newMeter();
  const session = meterD1(env.DB, meter).withSession("first-primary");
  const round = withFirstRound(session, (db) => [countSessions(db)]);
  return { meter, ...round };
}

const countOf = (results: unknown[]) => (results[0] as { n: number }[])[0]!.n;
const sessionsNow = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions").first<{ n: number }>())!.n;

describe("statements carried by the first round trip", () => {
  it("ride at the head of the first batch, whose caller sees only its own results", async () => {
    const sessions = await sessionsNow();
    const { meter, db, results } = setUp();
    const [one, two] = await db.batch([db.all(sql`SELECT 1 AS one`), db.all(sql`SELECT 2 AS two`)]);
    expect(one).toEqual([{ one: 1 }]);
    expect(two).toEqual([{ two: 2 }]);
    expect(countOf(await results())).toBe(sessions);
    expect(meter.rounds).toBe(1);
    // later batches carry nothing
    const [again] = await db.batch([db.all(sql`SELECT 3 AS three`)]);
    expect(again).toEqual([{ three: 3 }]);
    expect(meter.rounds).toBe(2);
  });

  it("run alone before a statement the request runs on its own first, so they read before it", async () => {
    const sessions = await sessionsNow();
    const { meter, db, results } = setUp();
    await db.run(sql`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('first-round', 1, 0)`);
    expect(await sessionsNow()).toBe(sessions + 1);
    expect(countOf(await results())).toBe(sessions);
    expect(meter.rounds).toBe(2);
  });

  it("run alone when the request reads nothing, or when its first batch failed", async () => {
    const sessions = await sessionsNow();
    const idle = setUp();
    expect(countOf(await idle.results())).toBe(sessions);
    expect(idle.meter.rounds).toBe(1);

    const failing = setUp();
    await expect(failing.db.batch([failing.db.all(sql`SELECT * FROM no_such_table`)])).rejects.toThrow();
    expect(countOf(await failing.results())).toBe(sessions);
  });
});
