/**
 * What a venue's tape covers: its collected dates, first and last snapshot, and the price columns it
 * fills. Built from one delimited listing and at most a few day manifests, and kept briefly in the
 * isolate so the lake's discovery routes do not repeat R2 work on every request.
 */
import { ttlCachePerOwner } from "../../platform/cache/ttl-cache.ts";
import { PRICE_FIELDS, type PriceField } from "../../venues/shared/row.ts";
import type { DayManifest } from "../tape.ts";
import { readManifest } from "./lake.ts";
import { isRemoved } from "./lake-parquet-catalogue.ts";
import { listCollectedDates, readParquetCatalog } from "./lake-reads.ts";

export interface SnapshotRef {
  date: string;
  at: string;
}

export interface VenueCoverage {
  /** Dates with tape, ascending. */
  dates: string[];
  first: SnapshotRef | null;
  last: SnapshotRef | null;
  /** Union of `quote_fields` over the snapshots of `quoteFieldsDate` (the latest collected date). */
  quoteFields: PriceField[];
  quoteFieldsDate: string | null;
}

/**
 * Kept for less than the `current` max-age (15 s) the routes declare, so a cached listing never makes a
 * response older than its own lifetime allows.
 */
export const COVERAGE_CACHE_MS = 10_000;

/** A date's objects are listed before its manifest exists; look at most this many dates further in. */
const MANIFEST_PROBES = 3;

async function firstManifest(
  bucket: R2Bucket,
  venue: string,
  dates: readonly string[],
): Promise<DayManifest | null> {
  for (const date of dates.slice(0, MANIFEST_PROBES)) {
    const manifest = await readManifest(bucket, venue, date);
    if (manifest && manifest.snapshots.length > 0) return manifest;
  }
  return null;
}

/**
 * The earliest day with a manifest. Retention deletes the oldest days' tape (manifest included) and
 * keeps their Parquet files, so the listed dates can open with days that have none: past the first
 * probes, a binary search finds where the manifests start (log2 of the dates in reads). A day kept
 * whole among them (its compaction failed) can make it land on a later day, never on none.
 */
async function earliestManifest(
  bucket: R2Bucket,
  venue: string,
  dates: readonly string[],
): Promise<DayManifest | null> {
  const first = await firstManifest(bucket, venue, dates);
  if (first || dates.length <= MANIFEST_PROBES) return first;
  let low = MANIFEST_PROBES;
  let high = dates.length - 1;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (await readManifest(bucket, venue, dates[mid] ?? "")) high = mid;
    else low = mid + 1;
  }
  return firstManifest(bucket, venue, dates.slice(low));
}

/**
 * The venue's coverage. A day the retention removed is left out even while the files the Iceberg
 * tables' time travel reads are kept under its prefix (the catalogue's `removed`).
 */
export async function readVenueCoverage(bucket: R2Bucket, venue: string): Promise<VenueCoverage> {
  const [listed, catalogue] = await Promise.all([
    listCollectedDates(bucket, venue),
    readParquetCatalog(bucket, venue),
  ]);
  const dates = listed.filter((date) => !isRemoved(catalogue, date));
  const [earliest, latest] = await Promise.all([
    earliestManifest(bucket, venue, dates),
    firstManifest(bucket, venue, [...dates].reverse()),
  ]);
  const fields = new Set((latest?.snapshots ?? []).flatMap((s) => s.quote_fields ?? []));
  const firstSnapshot = earliest?.snapshots[0];
  const lastSnapshot = latest?.snapshots.at(-1);
  return {
    dates,
    first: earliest && firstSnapshot ? { date: earliest.date, at: firstSnapshot.at } : null,
    last: latest && lastSnapshot ? { date: latest.date, at: lastSnapshot.at } : null,
    quoteFields: PRICE_FIELDS.filter((f) => fields.has(f)),
    quoteFieldsDate: latest?.date ?? null,
  };
}

/** Per bucket binding, so a test's substitute binding never sees another binding's cached listing. */
const coverage = ttlCachePerOwner<R2Bucket, string, VenueCoverage>({
  ttlMs: COVERAGE_CACHE_MS,
  maxEntries: 256,
});

/** `readVenueCoverage`, reused for COVERAGE_CACHE_MS (src/platform/cache/ttl-cache.ts says what may be kept). */
export function venueCoverage(bucket: R2Bucket, venue: string, nowMs = Date.now()): Promise<VenueCoverage> {
  return coverage(bucket).getOrLoad(venue, () => readVenueCoverage(bucket, venue), nowMs);
}
