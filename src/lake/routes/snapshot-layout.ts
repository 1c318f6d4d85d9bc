/**
 * Where a snapshot's rows are: one object (the catalog cycle's tape) or the parts of a whole-venue
 * snapshot (src/lake/parts.ts). Both are described without reading rows, and a page of rows is read
 * from exactly the parts it spans, each with two range reads (offsets slice, then bytes).
 */
import type { Bindings } from "../../env.ts";
import { LAKE_ROW_SCHEMA } from "../../venues/shared/row.ts";
import { collectionWindowClosed, partsManifestKey, type SnapshotPart, sliceParts } from "../parts.ts";
import { cachedPartsManifest } from "../store/lake-parts.ts";
import { cachedHeadSnapshot, readRowBytes, readRowOffsets } from "../store/lake-reads.ts";

export interface SnapshotLayout {
  rows: number;
  bytes: number;
  completenessStatus: string | null;
  schema: string | null;
  /** The parts in order; null for a one-object snapshot (read at `key`). */
  parts: SnapshotPart[] | null;
  key: string;
}

/**
 * The snapshot's layout (parts manifest and head read together), or null when neither exists.
 * `final`: the minute's whole-venue collection can no longer seal, so a missing parts manifest stays
 * missing (and is remembered, sparing the probe on every page).
 */
export async function snapshotLayout(
  bucket: R2Bucket,
  key: string,
  final: boolean,
): Promise<SnapshotLayout | null> {
  const [manifest, head] = await Promise.all([
    cachedPartsManifest(bucket, partsManifestKey(key), { absenceIsFinal: final }),
    cachedHeadSnapshot(bucket, key),
  ]);
  if (manifest) {
    return {
      rows: manifest.rows,
      bytes: manifest.bytes,
      completenessStatus: manifest.completeness.status,
      schema: LAKE_ROW_SCHEMA,
      parts: manifest.parts,
      key,
    };
  }
  return head ? { ...head, parts: null } : null;
}

/** The NDJSON bytes of rows [first, first + count), concatenated across the parts they span. */
export async function readRows(
  bucket: R2Bucket,
  layout: SnapshotLayout,
  first: number,
  count: number,
): Promise<Uint8Array> {
  if (count === 0) return new Uint8Array(0);
  const slices = layout.parts ? sliceParts(layout.parts, first, count) : [{ key: layout.key, first, count }];
  const chunks = await Promise.all(
    slices.map(async (slice) => {
      const offsets = await readRowOffsets(bucket, slice.key, slice.first, slice.count);
      return readRowBytes(bucket, slice.key, offsets[0] ?? 0, offsets[slice.count] ?? 0);
    }),
  );
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * Whether a one-object snapshot may still be superseded by its minute's whole-venue snapshot: only
 * while that collection can still seal (the cron seals stale collections after COLLECTION_SEAL_DEADLINE_MS),
 * and only where whole-venue collection is configured.
 */
export function mayBeSuperseded(env: Bindings, date: string, at: string, nowMs: number): boolean {
  if (!env.LAKE_COLLECT) return false;
  return !collectionWindowClosed(date, at, nowMs);
}
