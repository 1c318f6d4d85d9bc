/**
 * SQL literals for the catalog seed, which is also a SQL file run by `wrangler d1 execute --file`, where
 * nothing can be bound. Strings are single-quoted with quotes doubled, which is the whole of SQLite's
 * string literal syntax, so no value can break out of its literal. Everything else binds parameters.
 */
export type SqlValue = string | number | null | undefined | object;

export function sqlLiteral(value: SqlValue): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError("non-finite number in SQL literal");
    return String(value);
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}
