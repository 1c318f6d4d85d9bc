import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema.ts";

const open = (d1: D1Database) => drizzle(d1, { schema });

export type Db = ReturnType<typeof open>;

/**
 * Drizzle over a D1 binding. Building it walks the whole schema, which cost more CPU than the read it
 * served on hot routes, so one instance is kept per binding object: it holds only the binding (which
 * lives as long as the isolate's env) and the schema, no request state.
 */
const opened = new WeakMap<D1Database, Db>();

export function openDb(d1: D1Database): Db {
  let db = opened.get(d1);
  if (!db) {
    db = open(d1);
    opened.set(d1, db);
  }
  return db;
}

/**
 * The named columns of a table (`getTableColumns(table)`), for a select whose rows are
 * `Pick<typeof table.$inferSelect, keys>`.
 */
export function pickColumns<C extends object, K extends keyof C>(columns: C, keys: readonly K[]): Pick<C, K> {
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<C, K>;
}

/**
 * One statement of a D1 write batch. Writes are built with drizzle's builders and compiled to D1
 * statements (`write`), so a batch can also carry the few raw statements drizzle does not express:
 * drizzle's own `db.batch` cannot bind parameters of raw SQL on D1.
 */
export type Write = D1PreparedStatement;

/** A drizzle query compiled to a D1 statement with its parameters bound. */
export function write(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }): Write {
  const { sql, params } = query.toSQL();
  return db.$client.prepare(sql).bind(...params);
}

/** Runs the writes as one D1 batch: one round trip, applied atomically (all or none). */
export async function runBatch(db: Db, writes: readonly Write[]): Promise<void> {
  if (writes.length > 0) await db.$client.batch([...writes]);
}

/** D1 refuses a statement with more bound parameters than this. */
export const D1_MAX_BOUND_PARAMETERS = 100;

/**
 * Splits rows for multi-row statements so that no statement binds more than D1 allows: each chunk has
 * at most ⌊(100 − `otherParameters`) / `parametersPerRow`⌋ rows. `otherParameters` counts what the
 * statement binds besides the rows (a symbol in a WHERE clause, say).
 */
export function chunkRows<T>(rows: readonly T[], parametersPerRow: number, otherParameters = 0): T[][] {
  const perChunk = Math.floor((D1_MAX_BOUND_PARAMETERS - otherParameters) / parametersPerRow);
  if (perChunk < 1)
    throw new RangeError(`a row of ${parametersPerRow} parameters does not fit one statement`);
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += perChunk) chunks.push(rows.slice(i, i + perChunk));
  return chunks;
}
