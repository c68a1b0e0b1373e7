import type { BatchItem } from "drizzle-orm/batch";
import { sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

export type Db = ReturnType<typeof createDb>;

/** Constants written into the SQL text as they are, like a literal list (a plan or a partial index may rely on them). */
export function sqlList(values: readonly number[]): SQL {
  return sql.raw(`(${values.join(", ")})`);
}

/** One constant written into the SQL text as it is (a status code), for the same reason as sqlList. */
export function sqlConstant(value: number): SQL {
  return sql.raw(String(value));
}

// kept on the database itself under a global symbol: the tests import their own copy of this module beside the
// server build's, and a database made by one copy is used by the other's models
const BINDING = Symbol.for("lvwen.d1-binding");

/** The D1 binding (or session) a database runs on: statement templates prepare their statements on it. */
export function d1Of(db: Db): D1Database | D1DatabaseSession {
  const d1 = (db as unknown as { [BINDING]?: D1Database | D1DatabaseSession })[BINDING];
  if (!d1) throw new Error("not a database made by createDb");
  return d1;
}

export function createDb(d1: D1Database | D1DatabaseSession) {
  // D1DatabaseSession has the same query surface as D1Database (prepare, batch); drizzle only uses that surface.
  // no relational schema: queries are written with the query builder, and drizzle would otherwise work out the
  // relations of every table again for each request's instance
  const db = drizzle(d1 as D1Database);
  // drizzle-orm#2277: in a batch, a raw statement (db.run(sql`…`)) with parameters is bound through a D1 statement
  // that drizzle never prepares for it ("Cannot read properties of undefined (reading 'bind')"). Prepare one (for
  // raw reads, db.all, as well).
  const prepared = <R extends { getQuery(): { sql: string } }>(raw: R): R =>
    Object.defineProperty(raw, "stmt", { get: () => (d1 as D1Database).prepare(raw.getQuery().sql) });
  const run = db.run.bind(db);
  const all = db.all.bind(db);
  db.run = (query) => prepared(run(query));
  db.all = ((query: SQL) => prepared(all(query))) as typeof db.all;
  Object.defineProperty(db, BINDING, { value: d1 });
  return db;
}

export type Statement = BatchItem<"sqlite">;

/**
 * Runs a list of statements as one batch (one transaction: D1 has no BEGIN/COMMIT) and answers the rows of the last
 * one, which is usually a read of what the batch just wrote.
 */
export async function runBatch<Row>(db: Db, statements: Statement[], last: Statement): Promise<Row[]> {
  const results = (await db.batch([...statements, last] as unknown as [Statement, ...Statement[]])) as unknown[];
  return results.at(-1) as Row[];
}

/** Runs a list of statements as one batch (one transaction). */
export async function runStatements(db: Db, statements: Statement[]): Promise<void> {
  if (statements.length === 0) return;
  await db.batch(statements as unknown as [Statement, ...Statement[]]);
}

/**
 * Deletes at most `limit` rows of `table` that match `where` (SQLite here has no DELETE … LIMIT): a cleanup that
 * finds its rows by an index stays cheap however many have piled up.
 */
export function deleteSome(db: Db, table: SQLiteTable, where: SQL, limit: number) {
  return db.delete(table).where(sql`rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT ${limit})`);
}
