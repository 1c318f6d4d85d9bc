/**
 * The lake's retention (src/lake/retention.ts states the policy): days past the tape retention lose
 * their tape once every Parquet file of the day exists, days past the Parquet retention are deleted
 * whole (their Iceberg partitions removed first, their hour summaries with them), in bounded pages.
 * Idempotent: re-running it does no harm and finishes what a cut run left. Run by the daily job
 * (src/lake/jobs/daily.ts) and the operator's `POST /api/refresh?plane=lake-retention`.
 */
import { VENUE_IDS } from "../../domain/methodology/venues.ts";
import { dayPrefix, manifestKey, PARQUET_KINDS, parquetFileKeys } from "../keys.ts";
import { dayExpiry, type RetentionPolicy } from "../retention.ts";
import { deleteHourSummaries } from "../store/lake-hours.ts";
import { catalogueFiles, updateCatalogue } from "../store/lake-parquet-catalogue.ts";
import { listCollectedDates } from "../store/lake-reads.ts";
import { removeIcebergDay } from "./iceberg.ts";

/** Objects one retention run deletes per venue at most (10 list and 10 delete calls). */
export const RETENTION_DELETES_PER_RUN = 10_000;
/** R2 deletes at most this many keys per call, and lists at most this many per page. */
const R2_PAGE = 1000;

export interface RetentionReport {
  venue: string;
  /** Days whose tape was deleted this run (their Parquet files kept). */
  tape_deleted: string[];
  /** Days deleted whole this run (Parquet files included). */
  deleted: string[];
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

/**
 * Applies the retention policy to one venue at `nowMs`: every listed day older than the tape retention
 * loses its tape (only once every Parquet file of the day, quotes, books and trades, exists), every day older
 * than the Parquet retention is deleted whole, its candle hour summaries included. Oldest days first, at most `maxDeletes` objects.
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
    // A day deleted whole leaves the Iceberg tables first, by a commit (src/lake/jobs/iceberg.ts).
    if (expiry === "expired" && !(await removeIcebergDay(bucket, venue, date, nowMs))) {
      report.budget_exhausted = true;
      break;
    }
    // The candles' hour summaries follow the Parquet files: deleted with the day, first (the day still
    // lists until its own objects go, so a run cut here finishes the next time).
    const finished =
      (expiry !== "expired" || (await deleteHourSummaries(bucket, venue, date, budget))) &&
      (await deleteDay(bucket, venue, date, expiry === "expired" ? [] : parquet, budget));
    if (!finished) {
      report.budget_exhausted = true;
      break;
    }
    (expiry === "expired" ? report.deleted : report.tape_deleted).push(date);
  }
  if (report.deleted.length > 0) {
    await updateCatalogue(bucket, venue, (catalogue) => {
      for (const kind of PARQUET_KINDS) {
        const files = catalogueFiles(catalogue, kind);
        for (const date of report.deleted) delete files[date];
      }
    });
  }
  report.objects_deleted = budget.deleted;
  return report;
}

/** The retention policy applied to every venue in turn (the daily job and `POST /api/refresh?plane=lake-retention`). */
export async function applyRetentionAll(
  bucket: R2Bucket,
  policy: RetentionPolicy,
  nowMs: number,
): Promise<RetentionReport[]> {
  const retention: RetentionReport[] = [];
  for (const venue of VENUE_IDS) retention.push(await applyRetention(bucket, venue, policy, nowMs));
  return retention;
}
