// Statements a request runs ahead of everything else it reads, without a round trip of their own: they ride at the
// head of the request's first batch. Should the request run a statement on its own first, or no batch at all, they run
// alone just before it (or when their results are asked for). Either way nothing the request reads is older than them,
// which lets a page read in the same round trip be cached under the content versions they read (workers/app.ts).
import { createDb, type Db, type Statement } from "~/server/db/client.server";
import { interceptD1 } from "./d1-intercept";

export interface FirstRound {
  /** the request's database, whose first round carries the statements */
  db: Db;
  /** the statements' results, in their order */
  results: () => Promise<unknown[]>;
}

type RunBatch = (statements: Statement[]) => Promise<unknown[]>;

export function withFirstRound(d1: D1DatabaseSession, statements: (db: Db) => Statement[]): FirstRound {
  let built: Statement[] | null = null;
  const carried = () => (built ??= statements(db));
  let first: Promise<unknown[]> | null = null;
  let alone: Promise<unknown[]> | null = null;
  const runAlone = () => (alone ??= runBatch(carried()));
  // anything else waits until they have run (riding with the first batch, or alone, sent now if need be)
  const afterThem = async <R>(run: () => Promise<R>): Promise<R> => {
    await (first ?? runAlone()).catch(() => undefined);
    return run();
  };
  const db = createDb(interceptD1(d1, { statement: afterThem }));
  const runBatch = db.batch.bind(db) as unknown as RunBatch;
  (db as unknown as { batch: RunBatch }).batch = async (batch) => {
    if (first || alone) return afterThem(() => runBatch(batch));
    first = runBatch([...carried(), ...batch]);
    return (await first).slice(carried().length);
  };
  return {
    db,
    results: async () => {
      // a first batch that failed (its page's own statement, say) took them down with it: they run alone then
      const results = await (first ?? runAlone()).catch(() => runAlone());
      return results.slice(0, carried().length);
    },
  };
}
