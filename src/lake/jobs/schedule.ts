/**
 * Every cron minute of the lake, stated once (the worker's scheduled handler reads them; the candles'
 * answers state when an hour's summaries are due from them): the daily job (yesterday's Parquet
 * compaction, the retention, src/lake/jobs/daily.ts), the hourly sweep of stale compactions
 * (src/lake/jobs/parquet-day.ts), the hour summaries' builds (src/lake/jobs/hour-summary.ts) and the
 * Iceberg catch-up (src/lake/jobs/iceberg.ts).
 */

/** The daily job runs at 00:15 UTC: the 23:59 cycle has long been written, the day is closed. */
export const LAKE_DAILY_HOUR = 0;
export const LAKE_DAILY_MINUTE = 15;

export function isLakeDailyMinute(ms: number): boolean {
  const at = new Date(ms);
  return at.getUTCHours() === LAKE_DAILY_HOUR && at.getUTCMinutes() === LAKE_DAILY_MINUTE;
}

/** Stale compactions are looked for at this minute of every hour (00:15 is the daily job's). */
export const LAKE_SWEEP_MINUTE = LAKE_DAILY_MINUTE;

/** Minute 15 of every hour: the last hour's minutes are sealed, its candle summaries are built. */
export function isLakeHourMinute(ms: number): boolean {
  return new Date(ms).getUTCMinutes() === LAKE_SWEEP_MINUTE;
}

export function isLakeSweepMinute(ms: number): boolean {
  return new Date(ms).getUTCMinutes() === LAKE_SWEEP_MINUTE && !isLakeDailyMinute(ms);
}

/** The Iceberg catch-up commits what the last hour left uncommitted at minute 30 of every hour. */
export const ICEBERG_CATCH_UP_MINUTE = 30;

export function isIcebergCatchUpMinute(ms: number): boolean {
  return new Date(ms).getUTCMinutes() === ICEBERG_CATCH_UP_MINUTE;
}
