/**
 * Writes of the lake tape to R2 (format and keys: src/lake/). A cycle writes each venue's snapshot and
 * its offsets index, then records the snapshot in the venue's day manifest.
 */
import { utcDateAndHhmm } from "../domain/clock.ts";
import { cycleSnapshotKey, manifestKey, offsetsKey } from "../lake/keys.ts";
import { filledQuoteFields, LAKE_ROW_SCHEMA, type LakeRow } from "../lake/row.ts";
import {
  type Completeness,
  type DayManifest,
  decodeTape,
  encodeTape,
  type SnapshotEntry,
} from "../lake/tape.ts";

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
  const key = cycleSnapshotKey(venue, cycleStartMs);
  const { date, hhmm } = utcDateAndHhmm(cycleStartMs);
  const { body, index } = encodeTape(rows);
  const customMetadata = {
    schema: LAKE_ROW_SCHEMA,
    rows: String(rows.length),
    completeness: completeness.status,
  };
  await Promise.all([
    bucket.put(key, body, { httpMetadata: { contentType: "application/x-ndjson" }, customMetadata }),
    bucket.put(offsetsKey(key), index, { httpMetadata: { contentType: "application/octet-stream" } }),
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
