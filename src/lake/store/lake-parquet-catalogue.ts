/**
 * The venue's catalogue of compacted days (`lake/{venue}/parquet.json`, src/lake/keys.ts): written by
 * the compaction when a day's file is complete and by the retention when a file goes.
 */
import { rfc3339 } from "../../domain/clock.ts";
import { parquetCatalogKey } from "../keys.ts";
import type { DayParquetEntry, ParquetCatalog } from "../parquet.ts";
import { readParquetCatalog } from "./lake-reads.ts";

/** Rounds of read, merge and conditional write before a contended catalogue counts as a failed write. */
const CATALOGUE_WRITE_ATTEMPTS = 8;

/**
 * Applies `change` to the venue's catalogue of compacted days with a write conditional on the read (its
 * etag, or its absence), so a concurrent compaction's or retention run's change is merged, never lost.
 */
export async function updateCatalogue(
  bucket: R2Bucket,
  venue: string,
  change: (days: Record<string, DayParquetEntry>) => void,
): Promise<void> {
  const key = parquetCatalogKey(venue);
  for (let attempt = 0; attempt < CATALOGUE_WRITE_ATTEMPTS; attempt++) {
    const current = await bucket.get(key);
    const catalogue: ParquetCatalog = current
      ? ((await current.json()) as ParquetCatalog)
      : { venue, days: {} };
    change(catalogue.days);
    const sorted = Object.fromEntries(Object.entries(catalogue.days).sort(([a], [b]) => a.localeCompare(b)));
    const written = await bucket.put(key, JSON.stringify({ venue, days: sorted }), {
      httpMetadata: { contentType: "application/json" },
      onlyIf: current ? { etagMatches: current.etag } : { etagDoesNotMatch: "*" },
    });
    if (written) return;
  }
  throw new Error(`parquet catalogue ${key} stayed contended over ${CATALOGUE_WRITE_ATTEMPTS} attempts`);
}

/** The catalogue entry of a stored day file, from its metadata. */
export function entryOf(object: R2Object): DayParquetEntry {
  return {
    key: object.key,
    bytes: object.size,
    rows: Number(object.customMetadata?.rows ?? 0),
    created_at: object.customMetadata?.created_at ?? rfc3339(object.uploaded.getTime()),
  };
}

/** Records a stored day file in the catalogue unless it is recorded already (a cut run may have stopped between). */
export async function recordCompacted(
  bucket: R2Bucket,
  venue: string,
  date: string,
  stored: R2Object,
): Promise<DayParquetEntry> {
  const entry = entryOf(stored);
  const catalogue = await readParquetCatalog(bucket, venue);
  if (catalogue.days[date]?.key !== entry.key) {
    await updateCatalogue(bucket, venue, (days) => {
      days[date] = entry;
    });
  }
  return entry;
}
