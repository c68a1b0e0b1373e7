// Multi-row statements for the seed. One statement per row made the seed slow: wrangler runs a file as one D1 batch
// and every statement in it costs ~2 ms of overhead, so 2,000 questions (~24,000 statements) took about a minute.
// A few hundred rows per statement leave SQLite's own work as the cost.

/** Rows per statement: far below SQLite's limits, large enough that per-statement overhead disappears. */
const MAX_ROWS = 400;
/** D1 refuses statements over 100 KB; staying under it keeps the seed valid SQL for D1 anywhere. */
const MAX_BYTES = 90_000;

/**
 * Groups rows (each a parenthesised tuple such as `(1, 'a')`) into statements made by `statement`, which receives
 * the comma-separated tuples. A single row larger than the byte limit gets a statement of its own.
 */
export function multiRow(rows: readonly string[], statement: (values: string) => string): string[] {
  const statements: string[] = [];
  let chunk: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = Buffer.byteLength(row) + 2;
    if (chunk.length > 0 && (chunk.length >= MAX_ROWS || bytes + size > MAX_BYTES)) {
      statements.push(statement(chunk.join(",\n")));
      chunk = [];
      bytes = 0;
    }
    chunk.push(row);
    bytes += size;
  }
  if (chunk.length > 0) statements.push(statement(chunk.join(",\n")));
  return statements;
}

/** `INSERT INTO table (columns) VALUES …` over many rows. */
export function insertRows(table: string, columns: readonly string[], rows: readonly string[]): string[] {
  return multiRow(rows, (values) => `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n${values}`);
}

/** A row tuple from SQL literals (numbers as they are, text already quoted with sqlText). */
export function tuple(values: readonly (string | number)[]): string {
  return `(${values.join(", ")})`;
}
