/**
 * Trailing statistics from the New York 16:00 daily closes: a gated 30-print volatility and a
 * 12-month level range. Pure: the closes and the as-of date are parameters.
 *
 * Volatility is measured on day-over-day changes in index units, not returns, because index levels can
 * be zero or negative (e.g. GDP growth). Prediction markets trade every calendar day, so the daily figure
 * annualises with √365.
 */
import { addCalendarDays } from "./new-york-calendar.ts";

export const VOLATILITY_PRINTS = 30;
export const PERIODS_PER_YEAR = 365;
/** Both statistics read the closes of the 365 New York days ending on the as-of date (inclusive). */
export const STATISTICS_LOOKBACK_DAYS = 365;

/** One daily close; `value` is null where the close was unavailable (no print that day). */
export interface DailyPrint {
  date: string;
  value: number | null;
}

export interface VolatilityStatistic {
  /** Sample standard deviation of the daily changes; null while gated. */
  daily: number | null;
  /** daily × √365; null while gated. */
  annualized: number | null;
  reason: "insufficient_daily_prints" | null;
  prints_required: number;
  prints_available: number;
  /** Dates of the first and last print used (a span over 29 days means days without a print between). */
  window_from: string | null;
  window_to: string | null;
  change_basis: "absolute_change_in_index_units";
  estimator: "sample_standard_deviation_n_minus_1";
  annualization: { periods_per_year: number; method: "sqrt_time" };
}

export interface LevelRangeStatistic {
  min: number | null;
  min_date: string | null;
  max: number | null;
  max_date: string | null;
  prints: number;
  lookback_days: number;
  window_from: string;
  window_to: string;
  tie_rule: "earliest_date";
}

export interface TrailingStatistics {
  as_of_date: string;
  volatility: VolatilityStatistic;
  level_range: LevelRangeStatistic;
}

/** Sample (n − 1) standard deviation, two-pass for accuracy; null below two values. */
export function sampleStandardDeviation(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((sum, x) => sum + x, 0) / values.length;
  const squares = values.reduce((sum, x) => sum + (x - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

/** Differences between consecutive values: [2, 2.1, 2] → [0.1, −0.1] (up to float rounding). */
export function dayOverDayChanges(values: readonly number[]): number[] {
  const changes: number[] = [];
  for (let i = 1; i < values.length; i++) {
    const previous = values[i - 1];
    const current = values[i];
    if (previous !== undefined && current !== undefined) changes.push(current - previous);
  }
  return changes;
}

/** Prints (non-null closes) in the lookback window ending on `asOfDate`, ascending by date. */
function printsInWindow(closes: readonly DailyPrint[], asOfDate: string): { date: string; value: number }[] {
  const from = addCalendarDays(asOfDate, -(STATISTICS_LOOKBACK_DAYS - 1));
  const prints: { date: string; value: number }[] = [];
  for (const { date, value } of closes) {
    if (value !== null && date >= from && date <= asOfDate) prints.push({ date, value });
  }
  prints.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (let i = 1; i < prints.length; i++) {
    if (prints[i]?.date === prints[i - 1]?.date)
      throw new RangeError(`duplicate daily close for ${prints[i]?.date}`);
  }
  return prints;
}

/**
 * Published only with at least 30 prints: the sample standard deviation of the 29 changes between the
 * 30 most recent consecutive prints, and that × √365.
 */
export function trailingVolatility(closes: readonly DailyPrint[], asOfDate: string): VolatilityStatistic {
  const prints = printsInWindow(closes, asOfDate);
  const conventions = {
    prints_required: VOLATILITY_PRINTS,
    prints_available: prints.length,
    change_basis: "absolute_change_in_index_units",
    estimator: "sample_standard_deviation_n_minus_1",
    annualization: { periods_per_year: PERIODS_PER_YEAR, method: "sqrt_time" },
  } as const;
  if (prints.length < VOLATILITY_PRINTS) {
    return {
      ...conventions,
      daily: null,
      annualized: null,
      reason: "insufficient_daily_prints",
      window_from: null,
      window_to: null,
    };
  }
  const recent = prints.slice(-VOLATILITY_PRINTS);
  const daily = sampleStandardDeviation(dayOverDayChanges(recent.map((print) => print.value))) ?? 0;
  return {
    ...conventions,
    daily,
    annualized: daily * Math.sqrt(PERIODS_PER_YEAR),
    reason: null,
    window_from: recent[0]?.date ?? null,
    window_to: recent[recent.length - 1]?.date ?? null,
  };
}

/** Lowest and highest close over the 365 days ending on `asOfDate`; ties go to the earliest date. */
export function levelRange(closes: readonly DailyPrint[], asOfDate: string): LevelRangeStatistic {
  const prints = printsInWindow(closes, asOfDate);
  let min: { date: string; value: number } | null = null;
  let max: { date: string; value: number } | null = null;
  // Ascending dates with strict comparisons keep the first (earliest) of equal extremes.
  for (const print of prints) {
    if (min === null || print.value < min.value) min = print;
    if (max === null || print.value > max.value) max = print;
  }
  return {
    min: min?.value ?? null,
    min_date: min?.date ?? null,
    max: max?.value ?? null,
    max_date: max?.date ?? null,
    prints: prints.length,
    lookback_days: STATISTICS_LOOKBACK_DAYS,
    window_from: addCalendarDays(asOfDate, -(STATISTICS_LOOKBACK_DAYS - 1)),
    window_to: asOfDate,
    tie_rule: "earliest_date",
  };
}

export function trailingStatistics(closes: readonly DailyPrint[], asOfDate: string): TrailingStatistics {
  return {
    as_of_date: asOfDate,
    volatility: trailingVolatility(closes, asOfDate),
    level_range: levelRange(closes, asOfDate),
  };
}
