/**
 * SQL literals for statements that carry many rows at once (D1 allows at most 100 bound parameters per
 * statement). Strings are single-quoted with quotes doubled, which is the whole of SQLite's string
 * literal syntax, so no value can break out of its literal.
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

/** `(a, b, c)` for one row. */
export function sqlTuple(values: readonly SqlValue[]): string {
  return `(${values.map(sqlLiteral).join(", ")})`;
}
