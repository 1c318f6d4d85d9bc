/**
 * The bytes of a lake snapshot and of its companions (keys: ./keys.ts):
 * - the snapshot: the rows as NDJSON — one row per line, exactly the bytes the API serves;
 * - its offsets index: little-endian uint32 byte offsets of every row start plus the end, so page N of
 *   any page size is two bounded range reads (index slice, then row bytes) and never a parse of the whole;
 * - the day manifest: the day's snapshot times with row counts, sizes and completeness and the price
 *   columns filled (`quote_fields`), so a snapshot is described without reading its tape.
 */
import type { LakeRow, PriceField } from "../venues/shared/row.ts";

/** Width of one offsets-index entry. */
export const OFFSET_BYTES = 4;

export type Completeness =
  | {
      status: "incomplete";
      /** `range`: the page range of a whole-venue snapshot that failed (its rows are missing). */
      failures: { reason: string; stage: string; market_id?: string; range?: string }[];
      /**
       * The rows the minute would have held: the venue's latest earlier whole-venue snapshot of the day
       * that recorded no failure (null when the day has none yet). Absent on a catalog-only tape.
       */
      rows_expected?: number | null;
    }
  | { status: "not_recorded" };

/** The failures of a completeness (none for `not_recorded`). */
export function failuresOf(
  completeness: Completeness,
): Extract<Completeness, { status: "incomplete" }>["failures"] {
  return completeness.status === "incomplete" ? completeness.failures : [];
}

export interface SnapshotEntry {
  at: string;
  rows: number;
  bytes: number;
  completeness: Completeness;
  /** The price columns at least one row of this snapshot fills (`quote_fields` in the OpenAPI document). */
  quote_fields: PriceField[];
  /**
   * Present for a whole-venue snapshot stored in parts (src/lake/parts.ts): how many. Absent for a
   * snapshot that is one object.
   */
  parts?: number;
}

export interface DayManifest {
  venue: string;
  date: string;
  snapshots: SnapshotEntry[];
}

/**
 * Serialises rows as NDJSON and their offsets index. The lines are encoded as one text (one native
 * call rather than one per row); when every character is ASCII a line's bytes are its characters,
 * else each line's UTF-8 length is counted.
 */
export function encodeTape(rows: readonly object[]): { body: Uint8Array; index: Uint8Array } {
  const lines = rows.map((row) => `${JSON.stringify(row)}\n`);
  const text = lines.join("");
  const body = new TextEncoder().encode(text);
  const ascii = body.byteLength === text.length;
  const offsets = new Uint32Array(rows.length + 1);
  let at = 0;
  lines.forEach((line, i) => {
    offsets[i] = at;
    at += ascii ? line.length : utf8Length(line);
  });
  offsets[rows.length] = at;
  // Uint32Array uses platform byte order; workerd and every Cloudflare host are little-endian.
  return { body, index: new Uint8Array(offsets.buffer) };
}

/** Bytes of a string in UTF-8 as TextEncoder writes it (a lone surrogate becomes U+FFFD, 3 bytes). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

export function decodeTape(body: string): LakeRow[] {
  return body
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as LakeRow);
}

/**
 * The rows of one market in tape text, in tape order, parsing only their lines: a line is `JSON.stringify`
 * of a row, so a row of `market` holds `"market_id":` followed by the id as JSON writes it, and no
 * other line can hold that text (inside a string value every quote is escaped). The cost of a snapshot
 * is then one scan of its text, not a parse of every row.
 */
export function decodeMarketRows(body: string, market: string): LakeRow[] {
  const needle = `"market_id":${JSON.stringify(market)}`;
  const rows: LakeRow[] = [];
  for (let at = body.indexOf(needle); at >= 0; ) {
    const start = body.lastIndexOf("\n", at) + 1;
    const newline = body.indexOf("\n", at);
    const end = newline < 0 ? body.length : newline;
    const row = JSON.parse(body.slice(start, end)) as LakeRow;
    if (row.market_id === market) rows.push(row);
    at = body.indexOf(needle, end);
  }
  return rows;
}
