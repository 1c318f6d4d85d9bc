/**
 * Writes of the lake tape to R2 (format and keys: src/lake/). A cycle writes each venue's snapshot and
 * its offsets index, then records the snapshot in the venue's day manifest.
 */
import { utcDateAndHhmm } from "../../domain/clock.ts";
import { filledQuoteFields, LAKE_ROW_SCHEMA, type LakeRow } from "../../venues/shared/row.ts";
import { cycleSnapshotKey, manifestKey, offsetsKey } from "../keys.ts";
import { type Completeness, type DayManifest, decodeTape, encodeTape, type SnapshotEntry } from "../tape.ts";

/**
 * Writes one cycle's tape for a venue and records it in the day manifest. The data and index objects
 * are written before the manifest, so a reader that finds a snapshot in the manifest finds its bytes.
 * (The minute's cycle tapes through src/lake/collect/minute.ts, which joins a whole-venue collection.)
 */
export async function writeTape(
  bucket: R2Bucket,
  venue: string,
  cycleStartMs: number,
  rows: readonly LakeRow[],
  completeness: Completeness,
): Promise<{ key: string; bytes: number }> {
  const stored = await writeTapeObject(bucket, venue, cycleStartMs, rows, completeness);
  const { date, hhmm } = utcDateAndHhmm(cycleStartMs);
  await recordInManifest(bucket, venue, date, {
    at: hhmm,
    rows: rows.length,
    bytes: stored.bytes,
    completeness,
    quote_fields: filledQuoteFields(rows),
  });
  return stored;
}

/** Writes one cycle's tape object of a venue and its offsets index (not yet listed in the day manifest). */
export async function writeTapeObject(
  bucket: R2Bucket,
  venue: string,
  cycleStartMs: number,
  rows: readonly LakeRow[],
  completeness: Completeness,
): Promise<{ key: string; bytes: number }> {
  const key = cycleSnapshotKey(venue, cycleStartMs);
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
  return { key, bytes: body.byteLength };
}

/** Rounds of read, merge and conditional write before a contended day manifest counts as a failed write. */
const MANIFEST_WRITE_ATTEMPTS = 8;

/**
 * Adds (or replaces) one snapshot's entry in the venue's day manifest. Cycles may overlap (a slow one
 * still writing when the next minute's starts), so the write is conditional on the manifest read:
 * its etag, or its absence. A write that lost the race reads the winner's manifest and merges again, so
 * no concurrent cycle's entry is lost. A whole-venue snapshot (stored in parts) supersedes the catalog
 * cycle's one-object tape of the same minute and is never replaced by it. `expectRows`: an incomplete
 * entry gets `rows_expected` from the manifest it joins (`expectedRows`).
 */
export async function recordInManifest(
  bucket: R2Bucket,
  venue: string,
  date: string,
  entry: SnapshotEntry,
  options: { expectRows?: boolean } = {},
): Promise<void> {
  const key = manifestKey(venue, date);
  for (let attempt = 0; attempt < MANIFEST_WRITE_ATTEMPTS; attempt++) {
    const current = await bucket.get(key);
    const manifest: DayManifest = current
      ? ((await current.json()) as DayManifest)
      : { venue, date, snapshots: [] };
    const existing = manifest.snapshots.find((s) => s.at === entry.at);
    if (existing && existing.parts !== undefined && entry.parts === undefined) return;
    const placed =
      options.expectRows && entry.completeness.status === "incomplete"
        ? {
            ...entry,
            completeness: { ...entry.completeness, rows_expected: expectedRows(manifest, entry.at) },
          }
        : entry;
    placeInOrder(manifest.snapshots, placed);
    const written = await bucket.put(key, JSON.stringify(manifest), {
      httpMetadata: { contentType: "application/json" },
      onlyIf: current ? { etagMatches: current.etag } : { etagDoesNotMatch: "*" },
    });
    if (written) return;
  }
  throw new Error(`day manifest ${key} stayed contended over ${MANIFEST_WRITE_ATTEMPTS} attempts`);
}

/**
 * The rows a minute would have held: those of the latest whole-venue snapshot before `at` in the day
 * manifest that recorded no failure; null when the day has none yet. Pure.
 */
export function expectedRows(manifest: DayManifest, at: string): number | null {
  for (let i = manifest.snapshots.length - 1; i >= 0; i--) {
    const s = manifest.snapshots[i] as SnapshotEntry;
    if (s.at < at && s.parts !== undefined && s.completeness.status === "not_recorded") return s.rows;
  }
  return null;
}

/**
 * Puts the entry in its place in snapshots ordered by `at` (four digits, so code-unit order is time
 * order): a binary search and one splice, where a whole sort per write would cost n log n on a
 * manifest that grows to 1,440 entries a day. An entry of the same `at` is replaced.
 */
export function placeInOrder(snapshots: SnapshotEntry[], entry: SnapshotEntry): void {
  let low = 0;
  let high = snapshots.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((snapshots[middle] as SnapshotEntry).at < entry.at) low = middle + 1;
    else high = middle;
  }
  const replaces = snapshots[low]?.at === entry.at;
  snapshots.splice(low, replaces ? 1 : 0, entry);
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
