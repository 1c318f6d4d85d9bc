/**
 * The lake's daily upkeep in R2: a closed UTC day of one venue is compacted into one Parquet file by a
 * job of queue steps (src/lake/store/lake-compaction-job.ts), and days past the retention
 * (src/lake/retention.ts) are deleted in bounded pages. Both are idempotent: re-running them does no
 * harm and finishes what a cut run left.
 */

import { VENUE_IDS } from "../../domain/methodology/venues.ts";
import { dayParquetKey, dayPrefix, manifestKey } from "../keys.ts";
import { dayExpiry, type RetentionPolicy, type RetentionVars, retentionSetting } from "../retention.ts";
import {
  type CompactionDeps,
  type CompactionReport,
  type JobEnv,
  staleJobs,
  startCompaction,
} from "./lake-compaction-job.ts";
import { updateCatalogue } from "./lake-parquet-catalogue.ts";
import { listCollectedDates } from "./lake-reads.ts";

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

/** Stale compactions are looked for at this minute of every hour (00:15 is the daily job's). */
export const LAKE_SWEEP_MINUTE = LAKE_DAILY_MINUTE;

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
      reports.push(await startCompaction(env, stale.venue, stale.date, nowMs, deps));
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

/** Starts the compaction of `date` for every venue (each venue-day is its own job of queue steps). */
export async function compactDay(
  env: JobEnv,
  date: string,
  nowMs: number,
  deps: CompactionDeps,
): Promise<CompactionReport[]> {
  const reports: CompactionReport[] = [];
  for (const venue of VENUE_IDS) reports.push(await startCompaction(env, venue, date, nowMs, deps));
  return reports;
}

export interface LakeDailyReport {
  /** Yesterday's jobs, then the restarted jobs of other days that made no progress for an hour. */
  compaction: CompactionReport[];
  retention: RetentionReport[] | { error: string };
}

/**
 * The daily job: starts yesterday's compaction for every venue and restarts any job without progress
 * for an hour (STALE_JOB_MS), then applies the retention. The retention never deletes a day's tape before the
 * day's Parquet file exists, so a compaction still under way keeps its tape.
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
  const setting = retentionSetting(vars);
  if (!setting.ok) return { compaction, retention: { error: setting.error } };
  return { compaction, retention: await applyRetentionAll(env.LAKE, setting.policy, nowMs) };
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
