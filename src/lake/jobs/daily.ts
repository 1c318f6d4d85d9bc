/**
 * The lake's daily job (00:15 UTC, src/lake/jobs/schedule.ts): yesterday's Parquet compaction for every
 * venue (src/lake/jobs/parquet-day.ts), the restart of compactions without progress, the sweep of
 * unfinished hour builds' scratch (src/lake/jobs/hour-summary.ts), the day files written from other
 * planes' data (`DayFileWriters`: the outcomes committed that day), then the retention
 * (src/lake/jobs/retention.ts), whose kept uncompacted days have their missing files started.
 */
import { DAY_MS } from "../../domain/clock.ts";
import { venues } from "../../venues/registry.ts";
import type { StoredFile } from "../iceberg/files.ts";
import type { DayFileKind, ParquetKind } from "../keys.ts";
import { type RetentionVars, retentionSetting } from "../retention.ts";
import { recordCompacted } from "../store/lake-parquet-catalogue.ts";
import { sweepHourBuildScratch } from "./hour-summary.ts";
import {
  type CompactionDeps,
  type CompactionReport,
  compactDay,
  compactVenueDay,
  type JobEnv,
  restartStaleCompactions,
} from "./parquet-day.ts";
import { applyRetentionAll, type RetentionReport } from "./retention.ts";

/** The UTC date before the one `nowMs` falls on. */
export function previousUtcDate(nowMs: number): string {
  return new Date(Math.floor(nowMs / DAY_MS) * DAY_MS - DAY_MS).toISOString().slice(0, 10);
}

/** Days past the tape retention whose missing Parquet files one daily run starts, per venue at most. */
export const UNCOMPACTED_STARTS_PER_RUN = 3;

/**
 * The files of a closed venue-day the daily job writes from another plane's data, by kind: the outcomes
 * committed that day (src/outcomes/parquet.ts, handed over by the worker: the lake imports no plane
 * above it). Each writes its file once (a stored file is kept) with the lake's Parquet writer.
 */
export type DayFileWriters = Partial<
  Record<Exclude<DayFileKind, ParquetKind>, (venue: string, date: string) => Promise<StoredFile>>
>;

/** One day file the daily job wrote (or found written), or why it could not. */
export interface DayFileReport {
  venue: string;
  date: string;
  file: DayFileKind;
  status: "written" | "failed";
  rows?: number;
  reason?: string;
}

export interface LakeDailyReport {
  /** Yesterday's jobs, then the restarted jobs of other days that made no progress for an hour. */
  compaction: CompactionReport[];
  /** Yesterday's files written from other planes' data (`DayFileWriters`). */
  day_files: DayFileReport[];
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
  writers: DayFileWriters = {},
): Promise<LakeDailyReport> {
  const yesterday = previousUtcDate(nowMs);
  const compaction = await compactDay(env, yesterday, nowMs, deps);
  compaction.push(...(await restartStaleCompactions(env, nowMs, deps, yesterday)));
  const day_files = await writeDayFiles(env.LAKE, writers, yesterday);
  const hour_build_scratch_deleted = await sweepScratch(env.LAKE, nowMs);
  const setting = retentionSetting(vars);
  if (!setting.ok)
    return { compaction, day_files, retention: { error: setting.error }, hour_build_scratch_deleted };
  const retention = await applyRetentionAll(env.LAKE, setting.policy, nowMs);
  // A day kept for want of one of its files (compacted before that kind existed, or its job lost): its
  // missing files are started, a few days a run; a file that exists is reported already_compacted.
  for (const venue of retention) {
    for (const date of venue.kept_uncompacted.slice(0, UNCOMPACTED_STARTS_PER_RUN)) {
      compaction.push(...(await compactVenueDay(env, venue.venue, date, nowMs, deps)));
    }
  }
  return { compaction, day_files, retention, hour_build_scratch_deleted };
}

/**
 * Writes each venue's files of `writers` for `date` (yesterday), each listed in the venue's catalogue
 * (its `days[]` and download route). An earlier day is written by the operator refresh
 * (`POST /api/refresh?plane=lake-compact&date=…`). A failure is reported and leaves the other files.
 */
async function writeDayFiles(
  bucket: R2Bucket,
  writers: DayFileWriters,
  date: string,
): Promise<DayFileReport[]> {
  const reports: DayFileReport[] = [];
  for (const { id: venue } of venues()) {
    for (const [kind, write] of Object.entries(writers) as [
      keyof DayFileWriters,
      NonNullable<DayFileWriters[keyof DayFileWriters]>,
    ][]) {
      reports.push(await writeDayFile(bucket, kind, write, venue, date));
    }
  }
  return reports;
}

/**
 * Writes one venue-day file of another plane's data (kept when stored already) and lists it in the
 * venue's catalogue; a failure is reported, never thrown. The daily job and the operator refresh
 * (`POST /api/refresh?plane=lake-compact`) write through it.
 */
export async function writeDayFile(
  bucket: R2Bucket,
  kind: keyof DayFileWriters,
  write: NonNullable<DayFileWriters[keyof DayFileWriters]>,
  venue: string,
  date: string,
): Promise<DayFileReport> {
  try {
    const file = await write(venue, date);
    const stored = await bucket.head(file.key);
    if (stored === null) throw new Error(`${file.key} was not stored`);
    await recordCompacted(bucket, venue, kind, date, stored, file.rows);
    return { venue, date, file: kind, status: "written", rows: file.rows };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { venue, date, file: kind, status: "failed", reason };
  }
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

/** Writes the job's outcome as log lines: one per venue and step, errors at level error. */
export function logLakeDailyReport(report: LakeDailyReport): void {
  for (const c of report.compaction) {
    const failed = c.status === "failed";
    const line = { level: failed ? "error" : "info", msg: "lake_compaction_start", ...c };
    (failed ? console.error : console.log)(JSON.stringify(line));
  }
  for (const f of report.day_files) {
    const failed = f.status === "failed";
    const line = { level: failed ? "error" : "info", msg: "lake_day_file", ...f };
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
  writers: DayFileWriters = {},
): Promise<void> {
  try {
    logLakeDailyReport(await runLakeDailyJob(env, vars, nowMs, deps, writers));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: "error", msg: "lake_daily_job_failed", reason }));
  }
}
