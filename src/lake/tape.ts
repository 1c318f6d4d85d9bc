/**
 * The bytes of a lake snapshot and of its companions (keys: ./keys.ts):
 * - the snapshot: the rows as NDJSON — one row per line, exactly the bytes the API serves;
 * - its offsets index: little-endian uint32 byte offsets of every row start plus the end, so page N of
 *   any page size is two bounded range reads (index slice, then row bytes) and never a parse of the whole;
 * - the day manifest: the day's snapshot times with row counts, sizes and completeness and the price
 *   columns filled (`quote_fields`), so a snapshot is described without reading its tape.
 */
import type { LakeRow, PriceField } from "./row.ts";

/** Width of one offsets-index entry. */
export const OFFSET_BYTES = 4;

export type Completeness =
  | {
      status: "incomplete";
      /** `range`: the page range of a whole-venue snapshot that failed (its rows are missing). */
      failures: { reason: string; stage: string; market_id?: string; range?: string }[];
    }
  | { status: "not_recorded" };

export interface SnapshotEntry {
  at: string;
  rows: number;
  bytes: number;
  completeness: Completeness;
  /** The price columns at least one row of this snapshot fills (spec 2.10 `quote_fields`). */
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

/** Serialises rows as NDJSON and their offsets index. */
export function encodeTape(rows: readonly LakeRow[]): { body: Uint8Array; index: Uint8Array } {
  const encoder = new TextEncoder();
  const lines = rows.map((row) => encoder.encode(`${JSON.stringify(row)}\n`));
  const total = lines.reduce((n, l) => n + l.byteLength, 0);
  const body = new Uint8Array(total);
  const offsets = new Uint32Array(rows.length + 1);
  let at = 0;
  lines.forEach((line, i) => {
    offsets[i] = at;
    body.set(line, at);
    at += line.byteLength;
  });
  offsets[rows.length] = at;
  // Uint32Array uses platform byte order; workerd and every Cloudflare host are little-endian.
  return { body, index: new Uint8Array(offsets.buffer) };
}

export function decodeTape(body: string): LakeRow[] {
  return body
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as LakeRow);
}
