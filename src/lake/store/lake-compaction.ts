/**
 * The lake's daily upkeep in R2: a closed UTC day of one venue is compacted into its Parquet files (the
 * quote, book and trade files, each by a job of queue steps: src/lake/store/lake-compaction-job.ts),
 * and days past the retention (src/lake/retention.ts) are deleted in bounded pages. Both are idempotent: re-running them does no
 * harm and finishes what a cut run left.
 */

import { VENUE_IDS } from "../../domain/methodology/venues.ts";
import { removeIcebergDay } from "../iceberg/job.ts";
import { dayPrefix, manifestKey, PARQUET_KINDS, parquetFileKeys } from "../keys.ts";
import { dayExpiry, type RetentionPolicy, type RetentionVars, retentionSetting } from "../retention.ts";
import {
  type CompactionDeps,
  type CompactionReport,
  type JobEnv,
  staleJobs,
  startCompaction,
} from "./lake-compaction-job.ts";
import { deleteHourSummaries, sweepHourBuildScratch } from "./lake-hours.ts";
import { catalogueFiles, updateCatalogue } from "./lake-parquet-catalogue.ts";
import { listCollectedDates } from "./lake-reads.ts";

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
    // A day deleted whole leaves the Iceberg tables first, by a commit (src/lake/iceberg/job.ts).
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

/** Stale compactions are looked for at this minute of every hour (00:15 is the daily job's). */
export const LAKE_SWEEP_MINUTE = LAKE_DAILY_MINUTE;

/** Minute 15 of every hour: the last hour's minutes are sealed, its candle summaries are built (./lake-hours.ts). */
export function isLakeHourMinute(ms: number): boolean {
  return new Date(ms).getUTCMinutes() === LAKE_SWEEP_MINUTE;
}

export function isLakeSweepMinute(ms: number): boolean {
  return new Date(ms).getUTCMinutes() === LAKE_SWEEP_MINUTE && !isLakeDailyMinute(ms);
}

/**
 * Restarts every compaction job without progress for an hour (its chain of queue messages lost, e.g.
 * dead-lettered), except those of `skipDate` (started by the caller): aborted and enqueued again.
 */
export async function restartStaleCompactions(
  env: JobEnv,
  nowMs: number,
  deps: CompactionDeps,
  skipDate?: string,
): Promise<CompactionReport[]> {
  const reports: CompactionReport[] = [];
  for (const stale of await staleJobs(env, nowMs)) {
    if (stale.date !== skipDate)
      reports.push(await startCompaction(env, stale.venue, stale.date, nowMs, deps, undefined, stale.kind));
  }
  return reports;
}

/** The hourly sweep under the cron trigger: its outcome logged, its failure never thrown. */
export async function lakeSweepJob(env: JobEnv, nowMs: number, deps: CompactionDeps): Promise<void> {
  try {
    for (const report of await restartStaleCompactions(env, nowMs, deps)) {
      const failed = report.status === "failed";
      const line = { level: failed ? "error" : "info", msg: "lake_compaction_restart", ...report };
      (failed ? console.error : console.log)(JSON.stringify(line));
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: "error", msg: "lake_sweep_failed", reason }));
  }
}

/** Starts the compaction of one venue's day into each of its Parquet files (each its own job of queue steps). */
export async function compactVenueDay(
  env: JobEnv,
  venue: string,
  date: string,
  nowMs: number,
  deps: CompactionDeps,
): Promise<CompactionReport[]> {
  const reports: CompactionReport[] = [];
  for (const kind of PARQUET_KINDS) {
    reports.push(await startCompaction(env, venue, date, nowMs, deps, undefined, kind));
  }
  return reports;
}

/** Starts the compaction of `date` for every venue. */
export async function compactDay(
  env: JobEnv,
  date: string,
  nowMs: number,
  deps: CompactionDeps,
): Promise<CompactionReport[]> {
  const reports: CompactionReport[] = [];
  for (const venue of VENUE_IDS) reports.push(...(await compactVenueDay(env, venue, date, nowMs, deps)));
  return reports;
}

/** Days past the tape retention whose missing Parquet files one daily run starts, per venue at most. */
export const UNCOMPACTED_STARTS_PER_RUN = 3;

export interface LakeDailyReport {
  /** Yesterday's jobs, then the restarted jobs of other days that made no progress for an hour. */
  compaction: CompactionReport[];
  retention: RetentionReport[] | { error: string };
  /** Scratch objects of hour summary builds that will not finish, deleted. */
  hour_build_scratch_deleted: number;
}

/**
 * The daily job: starts yesterday's compaction for every venue and restarts any job without progress
 * for an hour (STALE_JOB_MS), then applies the retention. The retention never deletes a day's tape before
 * every Parquet file of the day exists, so a compaction still under way keeps its tape; the days it keeps
 * for that reason have their missing files started.
 */
export async function runLakeDailyJob(
  env: JobEnv,
  vars: RetentionVars,
  nowMs: number,
  deps: CompactionDeps,
): Promise<LakeDailyReport> {
  const yesterday = previousUtcDate(nowMs);
  const compaction = await compactDay(env, yesterday, nowMs, deps);
  compaction.push(...(await restartStaleCompactions(env, nowMs, deps, yesterday)));
  const hour_build_scratch_deleted = await sweepScratch(env.LAKE, nowMs);
  const setting = retentionSetting(vars);
  if (!setting.ok) return { compaction, retention: { error: setting.error }, hour_build_scratch_deleted };
  const retention = await applyRetentionAll(env.LAKE, setting.policy, nowMs);
  // A day kept for want of one of its files (compacted before that kind existed, or its job lost): its
  // missing files are started, a few days a run; a file that exists is reported already_compacted.
  for (const venue of retention) {
    for (const date of venue.kept_uncompacted.slice(0, UNCOMPACTED_STARTS_PER_RUN)) {
      compaction.push(...(await compactVenueDay(env, venue.venue, date, nowMs, deps)));
    }
  }
  return { compaction, retention, hour_build_scratch_deleted };
}

/** The daily sweep of unfinished hour builds' scratch: a failure is logged and leaves the rest of the job to run. */
async function sweepScratch(bucket: R2Bucket, nowMs: number): Promise<number> {
  try {
    return await sweepHourBuildScratch(bucket, nowMs);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: "error", msg: "lake_hour_scratch_sweep_failed", reason }));
    return 0;
  }
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

/** Writes the job's outcome as log lines: one per venue and step, errors at level error. */
export function logLakeDailyReport(report: LakeDailyReport): void {
  for (const c of report.compaction) {
    const failed = c.status === "failed";
    const line = { level: failed ? "error" : "info", msg: "lake_compaction_start", ...c };
    (failed ? console.error : console.log)(JSON.stringify(line));
  }
  const swept = report.hour_build_scratch_deleted;
  console.log(JSON.stringify({ level: "info", msg: "lake_hour_scratch_swept", objects_deleted: swept }));
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
export async function lakeDailyJob(
  env: JobEnv,
  vars: RetentionVars,
  nowMs: number,
  deps: CompactionDeps,
): Promise<void> {
  try {
    logLakeDailyReport(await runLakeDailyJob(env, vars, nowMs, deps));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: "error", msg: "lake_daily_job_failed", reason }));
  }
}
