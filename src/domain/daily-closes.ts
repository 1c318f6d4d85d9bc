/**
 * Daily reference closes on the New York calendar. The close of a New York day is the index
 * value at 16:00 America/New_York: the last tick at or before that instant. Prediction markets trade
 * every day, so weekends and US holidays have closes like any other day. Pure: the store looks up
 * the ticks for the cut-offs named by dailyCloseCutoffs and passes them in.
 */
import { MINUTE_MS, minuteFloor, rfc3339 } from "./clock.ts";
import { addCalendarDays, NEW_YORK_TIME_ZONE, newYorkDate, newYorkInstant } from "./new-york-calendar.ts";

export const DAILY_CLOSE_COUNT = 6;
export const DAILY_CLOSE_CUTOFF = { hour: 16, minute: 0 } as const;
/** A tick older than this at the cut-off is too stale to stand for the day: the row is `unavailable`. */
export const CARRY_FORWARD_LIMIT_MS = 24 * 60 * MINUTE_MS;
/**
 * A cut-off counts as passed this long after it, once the cut-off minute's tick (written by the
 * one-minute cycle) is in: a published row never flips from carried_forward to observed_at_cutoff.
 */
export const CUTOFF_SETTLE_MS = 5 * MINUTE_MS;

/** The disclosed rules, for the resource's `meta` and `/api/v1/info`. */
export const DAILY_CLOSE_POLICY = {
  calendar: NEW_YORK_TIME_ZONE,
  cutoff_local_time: "16:00",
  rows: DAILY_CLOSE_COUNT,
  order: "newest_first",
  weekends_and_holidays: "included",
  value_rule: "last tick at or before the cut-off",
  carry_forward_limit_hours: CARRY_FORWARD_LIMIT_MS / (60 * MINUTE_MS),
  cutoff_settle_minutes: CUTOFF_SETTLE_MS / MINUTE_MS,
} as const;

export interface DailyCloseCutoff {
  /** New York calendar date, `YYYY-MM-DD`. */
  date: string;
  cutoff_ms: number;
}

export interface CloseTick {
  minute_ms: number;
  value: number;
  value_decimal: string;
}

/** What the store found for one cut-off: the last tick at or before it, or null. */
export interface CutoffLookup {
  cutoff_ms: number;
  tick: CloseTick | null;
}

export type CloseProvenance = "observed_at_cutoff" | "carried_forward" | "unavailable";

export interface DailyCloseRow {
  date: string;
  cutoff_at: string;
  value: number | null;
  value_decimal: string | null;
  provenance: CloseProvenance;
  source_tick_at: string | null;
}

function cutoffOf(date: string): DailyCloseCutoff {
  return { date, cutoff_ms: newYorkInstant(date, DAILY_CLOSE_CUTOFF.hour, DAILY_CLOSE_CUTOFF.minute) };
}

/** The `count` most recent New York days whose cut-off has passed (settled) at `nowMs`, newest first. */
export function dailyCloseCutoffs(nowMs: number, count: number = DAILY_CLOSE_COUNT): DailyCloseCutoff[] {
  let date = newYorkDate(nowMs);
  if (cutoffOf(date).cutoff_ms + CUTOFF_SETTLE_MS > nowMs) date = addCalendarDays(date, -1);
  return Array.from({ length: count }, (_, back) => cutoffOf(addCalendarDays(date, -back)));
}

/** One row: observed when the tick is the cut-off minute's, carried forward within the limit, else unavailable. */
export function closeAtCutoff(cutoff: DailyCloseCutoff, tick: CloseTick | null): DailyCloseRow {
  const row = { date: cutoff.date, cutoff_at: rfc3339(cutoff.cutoff_ms) };
  if (tick && tick.minute_ms > cutoff.cutoff_ms) {
    throw new RangeError(`tick ${rfc3339(tick.minute_ms)} is after the cut-off ${row.cutoff_at}`);
  }
  if (!tick || cutoff.cutoff_ms - tick.minute_ms > CARRY_FORWARD_LIMIT_MS) {
    return { ...row, value: null, value_decimal: null, provenance: "unavailable", source_tick_at: null };
  }
  const observed = tick.minute_ms === minuteFloor(cutoff.cutoff_ms);
  return {
    ...row,
    value: tick.value,
    value_decimal: tick.value_decimal,
    provenance: observed ? "observed_at_cutoff" : "carried_forward",
    source_tick_at: rfc3339(tick.minute_ms),
  };
}

/**
 * The `count` daily-close rows at `nowMs`, newest first. A cut-off the lookups do not mention is
 * `unavailable`: nothing is ever fabricated.
 */
export function dailyCloses(
  nowMs: number,
  lookups: readonly CutoffLookup[],
  count: number = DAILY_CLOSE_COUNT,
): DailyCloseRow[] {
  const byCutoff = new Map(lookups.map((lookup) => [lookup.cutoff_ms, lookup.tick]));
  return dailyCloseCutoffs(nowMs, count).map((cutoff) =>
    closeAtCutoff(cutoff, byCutoff.get(cutoff.cutoff_ms) ?? null),
  );
}
