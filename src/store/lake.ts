/**
 * The lake tape in R2: one object per venue per collection cycle, `lake/{venue}/{YYYY-MM-DD}/{HHMM}`
 * (HHMM = cycle start, UTC), holding the normalizer's rows as NDJSON — one row per line, exactly the
 * bytes the API serves. Beside it:
 * - `{key}.idx`: little-endian uint32 byte offsets of every row start plus the end, so page N of any
 *   page size is two bounded range reads (index slice, then row bytes) and never a parse of the whole;
 * - `lake/{venue}/{YYYY-MM-DD}/manifest.json`: the day's snapshot times with row counts, sizes and
 *   completeness and the price columns filled (`quote_fields`), for cheap discovery: the lake API
 *   describes a snapshot without reading its tape.
 */
import { utcDateAndHhmm } from "../domain/clock.ts";
import { filledQuoteFields, LAKE_ROW_SCHEMA, type LakeRow, type PriceField } from "../ingest/lake/rows.ts";

export type Completeness =
  | { status: "incomplete"; failures: { reason: string; stage: string; market_id?: string }[] }
  | { status: "not_recorded" };

export interface SnapshotEntry {
  at: string;
  rows: number;
  bytes: number;
  completeness: Completeness;
  /** The price columns at least one row of this snapshot fills (spec 2.10 `quote_fields`). */
  quote_fields: PriceField[];
}

export interface DayManifest {
  venue: string;
  date: string;
  snapshots: SnapshotEntry[];
}

export function lakeKey(venue: string, cycleStartMs: number): string {
  const { date, hhmm } = utcDateAndHhmm(cycleStartMs);
  return `lake/${venue}/${date}/${hhmm}`;
}

export function manifestKey(venue: string, date: string): string {
  return `lake/${venue}/${date}/manifest.json`;
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

/**
 * Writes one cycle's tape for a venue and records it in the day manifest. The data and index objects
 * are written before the manifest, so a reader that finds a snapshot in the manifest finds its bytes.
 */
export async function writeTape(
  bucket: R2Bucket,
  venue: string,
  cycleStartMs: number,
  rows: readonly LakeRow[],
  completeness: Completeness,
): Promise<{ key: string; bytes: number }> {
  const key = lakeKey(venue, cycleStartMs);
  const { date, hhmm } = utcDateAndHhmm(cycleStartMs);
  const { body, index } = encodeTape(rows);
  const customMetadata = {
    schema: LAKE_ROW_SCHEMA,
    rows: String(rows.length),
    completeness: completeness.status,
  };
  await Promise.all([
    bucket.put(key, body, { httpMetadata: { contentType: "application/x-ndjson" }, customMetadata }),
    bucket.put(`${key}.idx`, index, { httpMetadata: { contentType: "application/octet-stream" } }),
  ]);
  const manifest = (await readManifest(bucket, venue, date)) ?? { venue, date, snapshots: [] };
  const entry: SnapshotEntry = {
    at: hhmm,
    rows: rows.length,
    bytes: body.byteLength,
    completeness,
    quote_fields: filledQuoteFields(rows),
  };
  manifest.snapshots = [...manifest.snapshots.filter((s) => s.at !== hhmm), entry].sort((a, b) =>
    a.at.localeCompare(b.at),
  );
  await bucket.put(manifestKey(venue, date), JSON.stringify(manifest), {
    httpMetadata: { contentType: "application/json" },
  });
  return { key, bytes: body.byteLength };
}

export async function readManifest(
  bucket: R2Bucket,
  venue: string,
  date: string,
): Promise<DayManifest | null> {
  const object = await bucket.get(manifestKey(venue, date));
  return object ? ((await object.json()) as DayManifest) : null;
}

/** Reads a whole tape object (audit and tests; the API reads pages through the index). */
export async function readTape(bucket: R2Bucket, key: string): Promise<LakeRow[] | null> {
  const object = await bucket.get(key);
  return object ? decodeTape(await object.text()) : null;
}
