/**
 * A venue's days as the venue resource lists them: each date with its Parquet file (or null) and
 * links, and the retention that decides how long the tape and the file stay.
 */
import type { DayParquetEntry, ParquetCatalog } from "../parquet.ts";
import { oldestKeptDate, type RetentionVars, retentionSetting } from "../retention.ts";
import { snapshotsPath, venuePath } from "./shared.ts";

export const dayParquetPath = (venue: string, date: string) => `${venuePath(venue)}/days/${date}/parquet`;

export function lakeDays(venue: string, dates: readonly string[], catalogue: ParquetCatalog) {
  return dates.map((date) => {
    const parquet: DayParquetEntry | null = catalogue.days[date] ?? null;
    const links: { snapshots: string; parquet?: string } = { snapshots: snapshotsPath(venue, date) };
    if (parquet) links.parquet = dayParquetPath(venue, date);
    return { date, parquet, links };
  });
}

const RULE =
  "A UTC day is compacted into one Parquet file at 00:15 UTC the next day. The daily job then deletes the tape (snapshots, quotes) of days older than tape_days, but only once the day's Parquet file exists, and deletes days older than parquet_days whole. The boundary day (the *_kept_from date) is kept. Deletion is paged, so a large backlog takes several daily runs.";

/** The deployment's retention as published; an invalid setting deletes nothing, so it reads as forever. */
export function retentionView(vars: RetentionVars, nowMs: number) {
  const setting = retentionSetting(vars);
  const policy = setting.ok ? setting.policy : { tapeDays: null, parquetDays: null };
  return {
    tape_days: policy.tapeDays,
    parquet_days: policy.parquetDays,
    tape_kept_from: oldestKeptDate(policy.tapeDays, nowMs),
    parquet_kept_from: oldestKeptDate(policy.parquetDays, nowMs),
    rule: setting.ok
      ? RULE
      : `${RULE} The deployment's retention settings are invalid, so nothing is deleted until they are corrected.`,
  };
}
