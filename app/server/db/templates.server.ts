// Read statements whose SQL is built once per isolate (issue #4). Drizzle takes 0.1–0.4 ms to turn one query builder
// into SQL, and a question page runs fourteen reads on every request: building them cost about a quarter of the page's
// server time. A template is such a builder written with a named placeholder (`slot("questionId")`) wherever a value
// comes from the request. The first request that uses it (per variant) builds its SQL and how its rows map back; every
// request binds its own values to a statement of its own D1 session.
//
// Why one request's values cannot reach another's SQL: templates are declared at module scope, so their builder sees
// nothing of a request but its variant, and the variant (a few flags or enumerations that choose the statement's shape)
// is the key its SQL is kept under. Request values go to the database only as bound parameters; a placeholder left
// without a value throws instead of sending NULL.
import { fillPlaceholders, sql, type Placeholder } from "drizzle-orm";
import type { RunnableQuery } from "drizzle-orm/runnable-query";
import { createDb, d1Of, type Db } from "./client.server";

/** What chooses a template's shape: a flag, an enumeration, a count; or a small record of them. */
type VariantValue = string | number | boolean | null;
export type Variant = VariantValue | { readonly [key: string]: VariantValue };

/** The parts of drizzle's prepared query that a batch uses (drizzle-orm/d1/session.js `batch`). */
interface PreparedRead {
  query: { sql: string; params: unknown[] };
  stmt: D1PreparedStatement;
  getQuery(): { sql: string; params: unknown[] };
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
}

interface Preparable {
  _prepare(): PreparedRead;
}

/**
 * A template bound to one request's values: an item of that request's `db.batch([...])`, or awaited on its own like a
 * drizzle query (a batch of one).
 */
export type BoundRead<Result> = RunnableQuery<Result, "sqlite"> & PromiseLike<Result>;

/** The named placeholder of a value the request supplies. */
export function slot(name: string): Placeholder<string> {
  return sql.placeholder(name);
}

/** Placeholders for a list of values (`inArray(column, slots("key", 3))`), bound as key0, key1, key2. */
export function slots(name: string, count: number): Placeholder<string>[] {
  return Array.from({ length: count }, (_, index) => sql.placeholder(`${name}${index}`));
}

/** The values of `slots(name, values.length)`. */
export function slotValues(name: string, values: readonly unknown[]): Record<string, unknown> {
  return Object.fromEntries(values.map((value, index) => [`${name}${index}`, value]));
}

const NOT_A_STATEMENT = Object.freeze({});
// Templates are built on a database that only builds: drizzle prepares a statement while building, and a template
// must not keep the first request's D1 binding.
const buildingDb = createDb(
  new Proxy({} as D1Database, {
    get(_, property) {
      if (property === "prepare") return () => NOT_A_STATEMENT;
      throw new Error(`a template's database only builds SQL (${String(property)})`);
    },
  }),
);

// every variant of a template is a shape written in the code: far fewer than this, unless a variant carries a value
// it should not (then the statement is built for each request rather than kept without bound)
const MAX_VARIANTS = 64;

/**
 * A read whose SQL is built once per variant: `build` writes the query with `slot(name)` for each value of a request;
 * the template is then called with a request's database, those values, and the variant if it has some.
 */
export function readTemplate<Query extends RunnableQuery<unknown, "sqlite">, V extends Variant = null>(
  build: (db: Db, variant: V) => Query,
) {
  const kept = new Map<string, PreparedRead>();
  const preparedFor = (variant: V): PreparedRead => {
    const key = JSON.stringify(variant);
    const found = kept.get(key);
    if (found) return found;
    const prepared = (build(buildingDb, variant) as unknown as Preparable)._prepare();
    if (kept.size < MAX_VARIANTS) kept.set(key, prepared);
    return prepared;
  };
  /** The statement for this request: its values bound, on its own database. */
  return (db: Db, values: Record<string, unknown>, variant: V = null as V): BoundRead<Query["_"]["result"]> => {
    const prepared = preparedFor(variant);
    // bound now, so a missing value throws where the statement is asked for
    const query = { sql: prepared.query.sql, params: fillPlaceholders(prepared.query.params, values) };
    const d1 = d1Of(db);
    const bound = (): PreparedRead =>
      Object.create(prepared, {
        query: { value: query },
        stmt: { get: () => d1.prepare(query.sql) },
      }) as PreparedRead;
    const statement = {
      _prepare: bound,
      then: (resolve?: (rows: never) => unknown, reject?: (error: unknown) => unknown) =>
        db
          .batch([statement as never])
          .then(([rows]) => rows as never)
          .then(resolve, reject),
    };
    return statement as unknown as BoundRead<Query["_"]["result"]>;
  };
}

/** The SQL and bound values a statement sends (query plans in tests; the templates' own test). */
export function sqlOf(statement: BoundRead<unknown>): { sql: string; params: unknown[] } {
  return (statement as unknown as Preparable)._prepare().getQuery();
}
