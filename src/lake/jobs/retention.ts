/**
 * The lake's retention (src/lake/retention.ts states the policy): days past the tape retention lose
 * their tape once every Parquet file of the day exists, days past the Parquet retention are removed
 * whole, in bounded pages: recorded as removed in the venue's catalogue (no lake route serves them from
 * then on), removed from the Iceberg tables by a commit, their tape and hour summaries deleted. Their
 * data files (the Parquet files, `hours.parquet`, the day's `rounds.parquet`) stay while a snapshot
 * the tables keep lists them, so an engine travelling to the snapshot before the removal reads them;
 * a later run deletes them once those snapshots expired (src/lake/jobs/iceberg.ts `icebergDayReleased`).
 * Idempotent: re-running it does no harm and finishes what a cut run left. Run by the daily job
 * (src/lake/jobs/daily.ts) and the operator's `POST /api/refresh?plane=lake-retention`.
 */

import { rfc3339 } from "../../domain/clock.ts";
import { venues } from "../../venues/registry.ts";
import {
  DAY_FILE_KINDS,
  dayFileKey,
  dayPrefix,
  manifestKey,
  PARQUET_KINDS,
  type ParquetKind,
  parquetFileKeys,
} from "../keys.ts";
import { dayExpiry, type RetentionPolicy } from "../retention.ts";
import { deleteHourSummaries } from "../store/lake-hours.ts";
import { catalogueFiles, isRemoved, updateCatalogue } from "../store/lake-parquet-catalogue.ts";
import { listCollectedDates, readParquetCatalog } from "../store/lake-reads.ts";
import { icebergDataFileKeys, icebergDayReleased, removeIcebergDay } from "./iceberg.ts";

/** Objects one retention run deletes per venue at most (10 list and 10 delete calls). */
export const RETENTION_DELETES_PER_RUN = 10_000;
/** R2 deletes at most this many keys per call, and lists at most this many per page. */
const R2_PAGE = 1000;

export interface RetentionReport {
  venue: string;
  /** Days whose tape was deleted this run (their Parquet files kept). */
  tape_deleted: string[];
  /** Days removed whole this run: gone from the routes and the Iceberg tables' current snapshots, tape deleted. */
  deleted: string[];
  /** Removed days whose data files are kept: a snapshot the Iceberg tables keep still lists them (time travel). */
  files_kept: string[];
  /** Removed days whose data files were deleted this run, no kept snapshot listing them any more (a day is in `deleted` too when both happen in one run). */
  files_deleted: string[];
  /**
   * Days past the tape retention kept because one of their Parquet files (quotes, books, trades) does not exist:
   * the tape is its only copy. The daily job starts their compaction again.
   */
  kept_uncompacted: string[];
  objects_deleted: number;
  /** True when the run stopped at its delete budget; the next run continues. */
  budget_exhausted: boolean;
}

/**
 * Deletes the objects of one day under `dayPrefix`, the manifest first (so the day stops listing
 * snapshots that are going), keeping the keys of `keep`. Returns false when the budget ran out first.
 */
async function deleteDay(
  bucket: R2Bucket,
  venue: string,
  date: string,
  keep: readonly string[],
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
    const keys = page.objects.map((o) => o.key).filter((k) => !keep.includes(k) && k !== manifest);
    if (keys.length > 0) await bucket.delete(keys);
    budget.left -= keys.length;
    budget.deleted += keys.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return true;
}

/** Deletes `keys` (each may be absent) within the budget; false when the budget ran out first. */
async function deleteKeys(
  bucket: R2Bucket,
  keys: readonly string[],
  budget: { left: number; deleted: number },
): Promise<boolean> {
  const stored = (await Promise.all(keys.map((key) => bucket.head(key)))).filter((o) => o !== null);
  if (stored.length > budget.left) return false;
  if (stored.length > 0) await bucket.delete(stored.map((o) => o.key));
  budget.left -= stored.length;
  budget.deleted += stored.length;
  return true;
}

/**
 * Applies the retention policy to one venue at `nowMs`: every listed day older than the tape retention
 * loses its tape (only once every Parquet file of the day, quotes, books and trades, exists), every day older
 * than the Parquet retention is removed whole, its candle hour summaries included, and its data files
 * once no kept Iceberg snapshot lists them. Oldest days first, at most `maxDeletes` objects.
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
    files_kept: [],
    files_deleted: [],
    kept_uncompacted: [],
    objects_deleted: 0,
    budget_exhausted: false,
  };
  const budget = { left: maxDeletes, deleted: 0 };
  const [dates, catalogue] = await Promise.all([
    listCollectedDates(bucket, venue),
    readParquetCatalog(bucket, venue),
  ]);
  for (const date of dates) {
    const expiry = dayExpiry(date, policy, nowMs);
    if (expiry === "kept") break; // dates ascend: every later one is kept too
    const parquet = parquetFileKeys(venue, date);
    if (expiry === "tape_expired") {
      const tapeLeft = await bucket.list({ prefix: dayPrefix(venue, date), limit: parquet.length + 1 });
      if (!tapeLeft.objects.some((o) => !parquet.includes(o.key))) continue; // tape already gone
      const stored = await Promise.all(parquet.map((key) => bucket.head(key)));
      if (stored.some((object) => object === null)) {
        report.kept_uncompacted.push(date);
        continue;
      }
    }
    if (expiry === "expired") {
      const outcome = await removeDay(bucket, venue, date, nowMs, budget, isRemoved(catalogue, date));
      if (outcome === "budget") {
        report.budget_exhausted = true;
        break;
      }
      if (outcome.removed) report.deleted.push(date);
      (outcome.released ? report.files_deleted : report.files_kept).push(date);
      continue;
    }
    if (!(await deleteDay(bucket, venue, date, parquet, budget))) {
      report.budget_exhausted = true;
      break;
    }
    report.tape_deleted.push(date);
  }
  // A removed day leaves the catalogue's `removed` once its files are gone (or no longer listed: a run
  // cut after deleting them), so the record stays as small as the days the snapshots still keep.
  const listed = new Set(dates);
  const settled = Object.keys(catalogue.removed ?? {}).filter(
    (date) => report.files_deleted.includes(date) || !listed.has(date),
  );
  if (settled.length > 0) {
    await updateCatalogue(bucket, venue, (stored) => {
      for (const date of settled) delete stored.removed?.[date];
    });
  }
  report.objects_deleted = budget.deleted;
  return report;
}

/**
 * Removes a day past the Parquet retention, each step idempotent: recorded as removed in the catalogue
 * (its files' entries dropped: no route serves it from then on), removed from the Iceberg tables by a
 * commit, its hour summaries and tape deleted (the data files the tables list kept), then its data files
 * deleted once no kept snapshot lists them. `removed`: this run recorded the removal; `released`: the
 * data files are gone. "budget" when the delete budget (or a failed table commit) stopped it.
 */
async function removeDay(
  bucket: R2Bucket,
  venue: string,
  date: string,
  nowMs: number,
  budget: { left: number; deleted: number },
  recorded: boolean,
): Promise<{ removed: boolean; released: boolean } | "budget"> {
  if (!recorded) {
    await updateCatalogue(bucket, venue, (catalogue) => {
      for (const kind of DAY_FILE_KINDS) delete catalogueFiles(catalogue, kind)[date];
      catalogue.removed = { ...catalogue.removed, [date]: catalogue.removed?.[date] ?? rfc3339(nowMs) };
    });
  }
  if (!(await removeIcebergDay(bucket, venue, date, nowMs))) return "budget";
  const dataFiles = icebergDataFileKeys(venue, date);
  const before = budget.deleted;
  const finished =
    (await deleteHourSummaries(bucket, venue, date, budget, dataFiles)) &&
    (await deleteDay(bucket, venue, date, dataFiles, budget)) &&
    (await deleteKeys(bucket, otherPlanesDayFileKeys(venue, date), budget));
  if (!finished) return "budget";
  // Removed by this run: recorded now, or its tape deleted now (a run cut before had recorded it).
  const removed = !recorded || budget.deleted > before;
  if (!(await icebergDayReleased(bucket, venue, date))) return { removed, released: false };
  if (!(await deleteKeys(bucket, dataFiles, budget))) return "budget";
  return { removed, released: true };
}

/**
 * The day's files written from other planes' data (outcomes, basis, the indices' distributions and the
 * official prints): not tape, so deleted with the day's Parquet files. The indices' two are one object a
 * day for every venue: the first venue's removal deletes them, the others find them gone.
 */
function otherPlanesDayFileKeys(venue: string, date: string): string[] {
  const tapes = new Set<string>(PARQUET_KINDS);
  return DAY_FILE_KINDS.filter((kind): kind is Exclude<typeof kind, ParquetKind> => !tapes.has(kind)).map(
    (kind) => dayFileKey(kind, venue, date),
  );
}

/** The retention policy applied to every venue in turn (the daily job and `POST /api/refresh?plane=lake-retention`). */
export async function applyRetentionAll(
  bucket: R2Bucket,
  policy: RetentionPolicy,
  nowMs: number,
): Promise<RetentionReport[]> {
  const retention: RetentionReport[] = [];
  for (const { id } of venues()) retention.push(await applyRetention(bucket, id, policy, nowMs));
  return retention;
}
