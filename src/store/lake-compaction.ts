/**
 * The lake's daily upkeep in R2: a closed UTC day of one venue is compacted into one Parquet file
 * (format: src/lake/parquet.ts), and days past the retention (src/lake/retention.ts) are deleted in
 * bounded pages. Both are idempotent: re-running them does no harm and finishes what a cut run left.
 */

import { rfc3339 } from "../domain/clock.ts";
import { VENUE_IDS } from "../domain/methodology/venues.ts";
import { dayParquetKey, dayPrefix, manifestKey, parquetCatalogKey } from "../lake/keys.ts";
import {
  type DayParquetEntry,
  DayParquetTooLarge,
  DayParquetWriter,
  PARQUET_CONTENT_TYPE,
  type ParquetCatalog,
} from "../lake/parquet.ts";
import { dayExpiry, type RetentionPolicy, type RetentionVars, retentionSetting } from "../lake/retention.ts";
import { LAKE_ROW_SCHEMA } from "../lake/row.ts";
import { cycleStart, dayStatus } from "../lake/time.ts";
import { readManifest } from "./lake.ts";
import { listCollectedDates, readParquetCatalog, readSnapshotRows } from "./lake-reads.ts";

/**
 * The most NDJSON one compaction reads (the sum of the day manifest's snapshot sizes). Parquet of lake
 * rows is several times smaller than their NDJSON, so a day under this stays under MAX_DAY_PARQUET_BYTES
 * in practice; either limit refuses the day with a reason rather than exhaust the isolate's memory.
 */
export const MAX_DAY_TAPE_BYTES = 1024 * 1024 * 1024;

export type CompactionStatus =
  | "compacted"
  | "already_compacted"
  | "day_open"
  | "no_tape"
  | "too_large"
  | "failed";

export interface CompactionReport {
  venue: string;
  date: string;
  status: CompactionStatus;
  /** The stored file (compacted or already compacted). */
  parquet?: DayParquetEntry;
  snapshots?: number;
  /** Why the day was not compacted (too_large, failed). */
  reason?: string;
  duration_ms: number;
}

/** Rounds of read, merge and conditional write before a contended catalogue counts as a failed write. */
const CATALOGUE_WRITE_ATTEMPTS = 8;

/**
 * Applies `change` to the venue's catalogue of compacted days with a write conditional on the read (its
 * etag, or its absence), so a concurrent compaction's or retention run's change is merged, never lost.
 */
async function updateCatalogue(
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

function entryOf(object: R2Object): DayParquetEntry {
  return {
    key: object.key,
    bytes: object.size,
    rows: Number(object.customMetadata?.rows ?? 0),
    created_at: object.customMetadata?.created_at ?? rfc3339(object.uploaded.getTime()),
  };
}

/** The day's file as stored, recorded in the catalogue if a cut run stored it without recording it. */
async function alreadyCompacted(bucket: R2Bucket, venue: string, date: string, stored: R2Object) {
  const entry = entryOf(stored);
  const catalogue = await readParquetCatalog(bucket, venue);
  if (catalogue.days[date]?.key !== entry.key) {
    await updateCatalogue(bucket, venue, (days) => {
      days[date] = entry;
    });
  }
  return entry;
}

/**
 * Compacts one venue's closed day: reads every snapshot the day manifest lists, in order, through the
 * one snapshot reader, writes them into one Parquet file and stores it with a put conditional on its
 * absence. A day already compacted is skipped after one `head`. Never throws: a failure is reported.
 */
export async function compactVenueDay(
  bucket: R2Bucket,
  venue: string,
  date: string,
  nowMs: number,
): Promise<CompactionReport> {
  const started = Date.now();
  const report = (status: CompactionStatus, extra: Partial<CompactionReport> = {}): CompactionReport => ({
    venue,
    date,
    status,
    ...extra,
    duration_ms: Date.now() - started,
  });
  if (dayStatus(date, nowMs) !== "closed") return report("day_open");
  const key = dayParquetKey(venue, date);
  try {
    const stored = await bucket.head(key);
    if (stored)
      return report("already_compacted", { parquet: await alreadyCompacted(bucket, venue, date, stored) });
    const manifest = await readManifest(bucket, venue, date);
    if (!manifest) return report("no_tape");
    const tapeBytes = manifest.snapshots.reduce((n, s) => n + s.bytes, 0);
    if (tapeBytes > MAX_DAY_TAPE_BYTES) {
      return report("too_large", {
        reason: `the day's tape is ${tapeBytes} bytes of NDJSON; one compaction reads at most ${MAX_DAY_TAPE_BYTES}`,
      });
    }
    const writer = new DayParquetWriter(venue, date);
    for (const snapshot of manifest.snapshots) {
      const startMs = Date.parse(cycleStart(date, snapshot.at));
      let rows = 0;
      for await (const batch of readSnapshotRows(bucket, venue, date, snapshot.at)) {
        writer.add(startMs, batch);
        rows += batch.length;
      }
      if (rows !== snapshot.rows) {
        throw new Error(
          `snapshot ${snapshot.at} has ${rows} rows where its manifest records ${snapshot.rows}`,
        );
      }
    }
    const snapshots = manifest.snapshots.map((s) => ({
      at: s.at,
      rows: s.rows,
      completeness: s.completeness.status,
    }));
    const file = writer.finish(snapshots);
    const createdAt = rfc3339(nowMs);
    const written = await bucket.put(key, file.body, {
      httpMetadata: { contentType: PARQUET_CONTENT_TYPE },
      customMetadata: { schema: LAKE_ROW_SCHEMA, rows: String(file.rows), created_at: createdAt },
      onlyIf: { etagDoesNotMatch: "*" },
    });
    if (!written) {
      // A concurrent run stored the day first: its file stands.
      const winner = await bucket.head(key);
      if (!winner) throw new Error(`${key} was neither written nor found`);
      return report("already_compacted", { parquet: await alreadyCompacted(bucket, venue, date, winner) });
    }
    const entry = entryOf(written);
    await updateCatalogue(bucket, venue, (days) => {
      days[date] = entry;
    });
    return report("compacted", { parquet: entry, snapshots: snapshots.length });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return report(error instanceof DayParquetTooLarge ? "too_large" : "failed", { reason });
  }
}

/** Objects one retention run deletes per venue at most (10 list and 10 delete calls). */
export const RETENTION_DELETES_PER_RUN = 10_000;
/** R2 deletes at most this many keys per call, and lists at most this many per page. */
const R2_PAGE = 1000;

export interface RetentionReport {
  venue: string;
  /** Days whose tape was deleted this run (their Parquet file kept). */
  tape_deleted: string[];
  /** Days deleted whole this run (Parquet file included). */
  deleted: string[];
  /** Days past the tape retention kept because no Parquet file of them exists: the tape is the only copy. */
  kept_uncompacted: string[];
  objects_deleted: number;
  /** True when the run stopped at its delete budget; the next run continues. */
  budget_exhausted: boolean;
}

/**
 * Deletes the objects of one day under `dayPrefix`, the manifest first (so the day stops listing
 * snapshots that are going), keeping `keep` if given. Returns false when the budget ran out first.
 */
async function deleteDay(
  bucket: R2Bucket,
  venue: string,
  date: string,
  keep: string | null,
  budget: { left: number; deleted: number },
): Promise<boolean> {
  const manifest = manifestKey(venue, date);
  if (budget.left <= 0) return false;
  if (await bucket.head(manifest)) {
    await bucket.delete(manifest);
    budget.left -= 1;
    budget.deleted += 1;
  }
  let cursor: string | undefined;
  do {
    if (budget.left <= 0) return false;
    const page = await bucket.list({
      prefix: dayPrefix(venue, date),
      limit: Math.min(R2_PAGE, budget.left),
      ...(cursor ? { cursor } : {}),
    });
    const keys = page.objects.map((o) => o.key).filter((k) => k !== keep && k !== manifest);
    if (keys.length > 0) await bucket.delete(keys);
    budget.left -= keys.length;
    budget.deleted += keys.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return true;
}

/**
 * Applies the retention policy to one venue at `nowMs`: every listed day older than the tape retention
 * loses its tape (only once its Parquet file exists), every day older than the Parquet retention is
 * deleted whole. Oldest days first, at most `maxDeletes` objects.
 */
export async function applyRetention(
  bucket: R2Bucket,
  venue: string,
  policy: RetentionPolicy,
  nowMs: number,
  maxDeletes = RETENTION_DELETES_PER_RUN,
): Promise<RetentionReport> {
  const report: RetentionReport = {
    venue,
    tape_deleted: [],
    deleted: [],
    kept_uncompacted: [],
    objects_deleted: 0,
    budget_exhausted: false,
  };
  const budget = { left: maxDeletes, deleted: 0 };
  const dates = await listCollectedDates(bucket, venue);
  for (const date of dates) {
    const expiry = dayExpiry(date, policy, nowMs);
    if (expiry === "kept") break; // dates ascend: every later one is kept too
    const parquet = dayParquetKey(venue, date);
    if (expiry === "tape_expired") {
      const tapeLeft = await bucket.list({ prefix: dayPrefix(venue, date), limit: 2 });
      if (!tapeLeft.objects.some((o) => o.key !== parquet)) continue; // tape already gone
      if (!(await bucket.head(parquet))) {
        report.kept_uncompacted.push(date);
        continue;
      }
    }
    const finished = await deleteDay(bucket, venue, date, expiry === "expired" ? null : parquet, budget);
    if (!finished) {
      report.budget_exhausted = true;
      break;
    }
    (expiry === "expired" ? report.deleted : report.tape_deleted).push(date);
  }
  if (report.deleted.length > 0) {
    await updateCatalogue(bucket, venue, (days) => {
      for (const date of report.deleted) delete days[date];
    });
  }
  report.objects_deleted = budget.deleted;
  return report;
}

const DAY_MS = 86_400_000;

/** The daily job runs at 00:15 UTC: the 23:59 cycle has long been written, the day is closed. */
export const LAKE_DAILY_HOUR = 0;
export const LAKE_DAILY_MINUTE = 15;

export function isLakeDailyMinute(ms: number): boolean {
  const at = new Date(ms);
  return at.getUTCHours() === LAKE_DAILY_HOUR && at.getUTCMinutes() === LAKE_DAILY_MINUTE;
}

/** The UTC date before the one `nowMs` falls on. */
export function previousUtcDate(nowMs: number): string {
  return new Date(Math.floor(nowMs / DAY_MS) * DAY_MS - DAY_MS).toISOString().slice(0, 10);
}

/** Compacts `date` for every venue with a lake tape, one venue after the other (bounded memory). */
export async function compactDay(bucket: R2Bucket, date: string, nowMs: number): Promise<CompactionReport[]> {
  const reports: CompactionReport[] = [];
  for (const venue of VENUE_IDS) reports.push(await compactVenueDay(bucket, venue, date, nowMs));
  return reports;
}

export interface LakeDailyReport {
  compaction: CompactionReport[];
  retention: RetentionReport[] | { error: string };
}

/**
 * The daily job: compacts yesterday for every venue, then applies the retention. Compaction comes
 * first, so a day whose tape expires is compacted before retention looks at it.
 */
export async function runLakeDailyJob(
  bucket: R2Bucket,
  vars: RetentionVars,
  nowMs: number,
): Promise<LakeDailyReport> {
  const compaction = await compactDay(bucket, previousUtcDate(nowMs), nowMs);
  const setting = retentionSetting(vars);
  if (!setting.ok) return { compaction, retention: { error: setting.error } };
  const retention: RetentionReport[] = [];
  for (const venue of VENUE_IDS) retention.push(await applyRetention(bucket, venue, setting.policy, nowMs));
  return { compaction, retention };
}

/** Writes the job's outcome as log lines: one per venue and step, errors at level error. */
export function logLakeDailyReport(report: LakeDailyReport): void {
  for (const c of report.compaction) {
    const failed = c.status === "failed" || c.status === "too_large";
    const line = { level: failed ? "error" : "info", msg: "lake_compaction", ...c };
    (failed ? console.error : console.log)(JSON.stringify(line));
  }
  if ("error" in report.retention) {
    console.error(
      JSON.stringify({ level: "error", msg: "lake_retention_refused", reason: report.retention.error }),
    );
    return;
  }
  for (const r of report.retention)
    console.log(JSON.stringify({ level: "info", msg: "lake_retention", ...r }));
}

/** The job under the cron trigger: its failure is logged, never thrown into the cron event. */
export async function lakeDailyJob(bucket: R2Bucket, vars: RetentionVars, nowMs: number): Promise<void> {
  try {
    logLakeDailyReport(await runLakeDailyJob(bucket, vars, nowMs));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: "error", msg: "lake_daily_job_failed", reason }));
  }
}
