import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof createDb>;

export function createDb(d1: D1Database | D1DatabaseSession) {
  // D1DatabaseSession has the same query surface as D1Database (prepare, batch); drizzle only uses that surface.
  return drizzle(d1 as D1Database, { schema });
}

type Statement = BatchItem<"sqlite">;

/**
 * Runs a list of statements as one batch (one transaction: D1 has no BEGIN/COMMIT) and answers the rows of the last
 * one, which is usually a read of what the batch just wrote.
 */
export async function runBatch<Row>(db: Db, statements: Statement[], last: Statement): Promise<Row[]> {
  const results = (await db.batch([...statements, last] as unknown as [Statement, ...Statement[]])) as unknown[];
  return results.at(-1) as Row[];
}
