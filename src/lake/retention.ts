/**
 * How long the lake keeps a day, from two operator settings (wrangler vars). Pure.
 * - LAKE_RETENTION_DAYS: the tape (snapshots, offsets indexes, book objects and their indexes, trades
 *   objects and their indexes, day manifest: everything under the day's prefix but its Parquet file) of a UTC day older than
 *   this many days is deleted by the daily job. Default 30.
 * - LAKE_PARQUET_RETENTION_DAYS: the day's Parquet files, and the candles' hour summaries of the day, are
 *   kept this long. Default 365.
 * "0" or "" keeps forever. Anything else that is not a whole number of days, or a Parquet retention
 * shorter than the tape's, is invalid: the job then deletes nothing and logs why.
 */
import { DAY_MS } from "../domain/clock.ts";

export const DEFAULT_TAPE_RETENTION_DAYS = 30;
export const DEFAULT_PARQUET_RETENTION_DAYS = 365;
/** A century: past it a setting is a typo, not a retention. */
const MAX_RETENTION_DAYS = 36_500;

export interface RetentionPolicy {
  /** Days a day's tape is kept; null keeps it forever. */
  tapeDays: number | null;
  /** Days a day's Parquet file is kept; null keeps it forever. */
  parquetDays: number | null;
}

export type RetentionSetting = { ok: true; policy: RetentionPolicy } | { ok: false; error: string };

export type RetentionVars = Partial<Record<"LAKE_RETENTION_DAYS" | "LAKE_PARQUET_RETENTION_DAYS", string>>;

function days(name: string, raw: string | undefined, fallback: number): number | null | string {
  if (raw === undefined) return fallback;
  const value = raw.trim();
  if (value === "" || /^0+$/.test(value)) return null;
  if (!/^\d{1,5}$/.test(value) || Number(value) > MAX_RETENTION_DAYS) {
    return `${name} must be a whole number of days from 0 (keep forever) to ${MAX_RETENTION_DAYS}, or empty; it is '${raw}'`;
  }
  return Number(value);
}

/** The deployment's retention, or why its settings are refused. */
export function retentionSetting(vars: RetentionVars): RetentionSetting {
  const tape = days("LAKE_RETENTION_DAYS", vars.LAKE_RETENTION_DAYS, DEFAULT_TAPE_RETENTION_DAYS);
  const parquet = days(
    "LAKE_PARQUET_RETENTION_DAYS",
    vars.LAKE_PARQUET_RETENTION_DAYS,
    DEFAULT_PARQUET_RETENTION_DAYS,
  );
  if (typeof tape === "string") return { ok: false, error: tape };
  if (typeof parquet === "string") return { ok: false, error: parquet };
  // The Parquet file is the long-term copy: it may not go before the tape it was made from.
  if (parquet !== null && (tape === null || parquet < tape)) {
    return {
      ok: false,
      error: `LAKE_PARQUET_RETENTION_DAYS (${parquet}) must be 0 (keep forever) or at least LAKE_RETENTION_DAYS (${tape ?? "0, forever"})`,
    };
  }
  return { ok: true, policy: { tapeDays: tape, parquetDays: parquet } };
}

/**
 * The oldest UTC date still kept when `retentionDays` are kept at `nowMs`: today minus that many days.
 * That boundary day is kept; every earlier date is deleted. Null: nothing is deleted.
 */
export function oldestKeptDate(retentionDays: number | null, nowMs: number): string | null {
  if (retentionDays === null) return null;
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  return new Date(today - retentionDays * DAY_MS).toISOString().slice(0, 10);
}

export type DayExpiry = "kept" | "tape_expired" | "expired";

/** What the policy deletes of `date` at `nowMs`: nothing, the tape only, or the whole day. */
export function dayExpiry(date: string, policy: RetentionPolicy, nowMs: number): DayExpiry {
  const parquetFrom = oldestKeptDate(policy.parquetDays, nowMs);
  if (parquetFrom !== null && date < parquetFrom) return "expired";
  const tapeFrom = oldestKeptDate(policy.tapeDays, nowMs);
  if (tapeFrom !== null && date < tapeFrom) return "tape_expired";
  return "kept";
}
