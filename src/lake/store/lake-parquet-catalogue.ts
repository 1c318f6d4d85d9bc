/**
 * The venue's catalogue of compacted days (`lake/{venue}/parquet.json`, src/lake/keys.ts): each kind of
 * a day's Parquet files (`ParquetKind`) by date, written by the compaction when a day's file is complete
 * and by the retention when a day goes (its entries dropped, the day recorded in `removed` until the
 * retention deletes the files the Iceberg tables' time travel still reads: `isRemoved`). Every reader and writer of a kind's entries goes through
 * `catalogueFiles`.
 */
import { rfc3339 } from "../../domain/clock.ts";
import { type DayFileKind, parquetCatalogKey } from "../keys.ts";
import type { DayParquetEntry, ParquetCatalog } from "../parquet.ts";
import { readParquetCatalog } from "./lake-reads.ts";

/** Rounds of read, merge and conditional write before a contended catalogue counts as a failed write. */
const CATALOGUE_WRITE_ATTEMPTS = 8;

/** The catalogue's member of a kind: `days` holds the quote files, `books` the book files, `trades` the trade files, `outcomes` the outcomes files, `basis` the pairs' minute basis files, `index_distributions` and `official_prints` the indices' distributions and the official prints of the day. */
const MEMBERS = {
  quotes: "days",
  books: "books",
  trades: "trades",
  outcomes: "outcomes",
  basis: "basis",
  index_distributions: "index_distributions",
  official_prints: "official_prints",
} as const satisfies Record<DayFileKind, keyof ParquetCatalog>;

/** The files of one kind in the catalogue, by date (the member is created when the catalogue has none yet). */
export function catalogueFiles(
  catalogue: ParquetCatalog,
  kind: DayFileKind,
): Record<string, DayParquetEntry> {
  const member = MEMBERS[kind];
  catalogue[member] ??= {};
  return catalogue[member];
}

/**
 * Applies `change` to the venue's catalogue of compacted days with a write conditional on the read (its
 * etag, or its absence), so a concurrent compaction's or retention run's change is merged, never lost.
 */
export async function updateCatalogue(
  bucket: R2Bucket,
  venue: string,
  change: (catalogue: ParquetCatalog) => void,
): Promise<void> {
  const key = parquetCatalogKey(venue);
  for (let attempt = 0; attempt < CATALOGUE_WRITE_ATTEMPTS; attempt++) {
    const current = await bucket.get(key);
    const catalogue: ParquetCatalog = current
      ? ((await current.json()) as ParquetCatalog)
      : { venue, days: {} };
    change(catalogue);
    const sorted: ParquetCatalog = { venue, days: {} };
    for (const member of Object.values(MEMBERS)) {
      const files = catalogue[member];
      if (files)
        sorted[member] = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
    }
    const removed = Object.entries(catalogue.removed ?? {});
    if (removed.length > 0)
      sorted.removed = Object.fromEntries(removed.sort(([a], [b]) => a.localeCompare(b)));
    const written = await bucket.put(key, JSON.stringify(sorted), {
      httpMetadata: { contentType: "application/json" },
      onlyIf: current ? { etagMatches: current.etag } : { etagDoesNotMatch: "*" },
    });
    if (written) return;
  }
  throw new Error(`parquet catalogue ${key} stayed contended over ${CATALOGUE_WRITE_ATTEMPTS} attempts`);
}

/**
 * The catalogue entry of a stored day file, from its metadata; `rows` when its metadata has no row
 * count (a file whose rows are known only once written, as a book file's are).
 */
export function entryOf(object: R2Object, rows?: number): DayParquetEntry {
  return {
    key: object.key,
    bytes: object.size,
    rows: Number(object.customMetadata?.rows ?? rows ?? 0),
    created_at: object.customMetadata?.created_at ?? rfc3339(object.uploaded.getTime()),
  };
}

/** Records a stored day file in the catalogue unless it is recorded already (a cut run may have stopped between). */
export async function recordCompacted(
  bucket: R2Bucket,
  venue: string,
  kind: DayFileKind,
  date: string,
  stored: R2Object,
  rows?: number,
): Promise<DayParquetEntry> {
  const recorded = catalogueFiles(await readParquetCatalog(bucket, venue), kind)[date];
  if (recorded?.key === stored.key && recorded.bytes === stored.size) return recorded;
  const entry = entryOf(stored, rows);
  await updateCatalogue(bucket, venue, (catalogue) => {
    catalogueFiles(catalogue, kind)[date] = entry;
  });
  return entry;
}

/** True when the retention removed the venue's day: no lake route serves it, whatever files remain. */
export function isRemoved(catalogue: ParquetCatalog, date: string): boolean {
  return catalogue.removed?.[date] !== undefined;
}
