/**
 * P&L metrics shared by pnl_comparison and mimicking_portfolio. Daily figures are per session; annual
 * figures scale a daily standard deviation by √252 (trading sessions per year).
 */
import { sampleStandardDeviation } from "../statistics.ts";
import { at } from "./linear-algebra.ts";

/** Trading sessions per year, for annualising a daily standard deviation. */
export const ANNUALISATION_FACTOR = 252;
/** Fixed reference notional in USD on which P&L series are expressed (not a trade size). */
export const REFERENCE_NOTIONAL_USD = 1_000_000;

/** Running totals, oldest first. */
export function cumulativeSum(values: readonly number[]): number[] {
  let total = 0;
  return values.map((value) => {
    total += value;
    return total;
  });
}

/**
 * Maximum drawdown of a cumulative P&L path that starts at 0 before the first session: the largest
 * fall from a running peak (the start counts as a peak of 0) to a later point, as a positive USD amount;
 * 0 when the path never falls below its running peak.
 */
export function maxDrawdown(dailyPnl: readonly number[]): number {
  let peak = 0;
  let worst = 0;
  for (const level of cumulativeSum(dailyPnl)) {
    peak = Math.max(peak, level);
    worst = Math.max(worst, peak - level);
  }
  return worst;
}

/** Pearson correlation; null with fewer than two points or when either series is constant. */
export function pearsonCorrelation(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length) throw new RangeError("correlation needs series of equal length");
  if (x.length < 2) return null;
  const meanX = x.reduce((sum, v) => sum + v, 0) / x.length;
  const meanY = y.reduce((sum, v) => sum + v, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  x.forEach((xi, i) => {
    const dx = xi - meanX;
    const dy = at(y, i) - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  });
  if (sxx === 0 || syy === 0) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

export interface LegMetrics {
  /** Sample standard deviation (n − 1) of daily P&L, USD; null below two sessions. */
  daily_std_usd: number | null;
  /** daily_std_usd × √252; null below two sessions. */
  annualised_vol_usd: number | null;
  /** Sum of daily P&L, USD. */
  cumulative_pnl_usd: number;
  /** See {@link maxDrawdown}, USD. */
  max_drawdown_usd: number;
  sessions: number;
}

export function legMetrics(dailyPnl: readonly number[]): LegMetrics {
  const daily = sampleStandardDeviation(dailyPnl);
  return {
    daily_std_usd: daily,
    annualised_vol_usd: daily === null ? null : daily * Math.sqrt(ANNUALISATION_FACTOR),
    cumulative_pnl_usd: dailyPnl.reduce((sum, v) => sum + v, 0),
    max_drawdown_usd: maxDrawdown(dailyPnl),
    sessions: dailyPnl.length,
  };
}

/** 1 − var(hedged)/var(unhedged) of daily P&L; null below two sessions or when unhedged is constant. */
export function varianceReduction(unhedged: readonly number[], hedged: readonly number[]): number | null {
  const u = sampleStandardDeviation(unhedged);
  const h = sampleStandardDeviation(hedged);
  if (u === null || h === null || u === 0) return null;
  return 1 - (h * h) / (u * u);
}
