import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof createDb>;

export function createDb(d1: D1Database | D1DatabaseSession) {
  // D1DatabaseSession has the same query surface as D1Database (prepare, batch); drizzle only uses that surface.
  return drizzle(d1 as D1Database, { schema });
}
