/**
 * An index's resolved periods: the value the index forecast, read from the official print, and the
 * windows in which its distribution is looked up before the release. The scores themselves are
 * `scoreDistribution`'s (buckets.ts).
 */
import { DAY_MS, MINUTE_MS } from "../clock.ts";
import { parseDecimal, toNumber } from "../decimal.ts";
import { type HorizonSpec, INDEX_HORIZONS } from "./horizons.ts";

/**
 * How an index's value follows from its official series (the series table names the rule):
 * - `level`: the print itself (the unemployment rate, the target range's upper limit);
 * - `year_over_year_percent`: (this period ÷ the same period a year earlier − 1) × 100, rounded to one
 *   decimal half away from zero, as the agency states a 12-month change (CPI);
 * - `month_change`: this period less the previous one (payrolls).
 */
export type IndexValueRule = "level" | "year_over_year_percent" | "month_change";

const MONTH = /^(\d{4})-(\d{2})$/;

/** The period `months` months before a `YYYY-MM` period; null for text that is not such a period. */
export function monthBefore(period: string, months: number): string | null {
  const match = MONTH.exec(period);
  if (match === null || !Number.isInteger(months)) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  const index = Number(match[1]) * 12 + (month - 1) - months;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The earlier period a rule needs beside the period itself (null for `level`). */
export function basePeriod(rule: IndexValueRule, period: string): string | null {
  if (rule === "year_over_year_percent") return monthBefore(period, 12);
  if (rule === "month_change") return monthBefore(period, 1);
  return null;
}

/**
 * (v ÷ b − 1) × 100 to one decimal, half away from zero, computed exactly on the scaled decimals:
 * round(10 × 100 × (v − b) ÷ b) ÷ 10, so 102.65 over 100 is 2.7 (doubles would make it 2.6499…).
 */
function yearOverYearPercent(v: bigint, b: bigint): number {
  const n = (v - b) * 1000n;
  const an = n < 0n ? -n : n;
  const ab = b < 0n ? -b : b;
  const q = (2n * an + ab) / (2n * ab);
  const negative = n < 0n !== b < 0n && q !== 0n;
  return Number(negative ? -q : q) / 10;
}

/**
 * The index's realised value from the print (`value`) and, for the rules that need one, the base
 * period's print (`base`), read as exact decimals (at most 6 fraction digits). Null when the base is
 * missing, zero (a ratio), or either is not such a decimal: the period is then not scored.
 */
export function realizedIndexValue(rule: IndexValueRule, value: string, base: string | null): number | null {
  const v = parseDecimal(value);
  if (v === null) return null;
  if (rule === "level") return toNumber(v);
  const b = base === null ? null : parseDecimal(base);
  if (b === null) return null;
  if (rule === "month_change") return toNumber(v - b);
  if (b === 0n) return null;
  return yearOverYearPercent(v, b);
}

export interface DistributionWindow {
  horizon: string;
  /** released_at − horizon, epoch ms. */
  target_ms: number;
  /**
   * The earliest minute whose distribution may stand for the horizon: target − tolerance, and never a
   * minute at or before the previous period's release (then the index forecast that period). Minute
   * aligned, epoch ms. Greater than target when no minute qualifies.
   */
  oldest_ms: number;
}

const minuteCeil = (ms: number) => Math.ceil(ms / MINUTE_MS) * MINUTE_MS;

/**
 * For each horizon h, where the distribution standing for "h before the release" is looked for: the
 * latest one at or before released_at − h and no older than the horizon's tolerance (INDEX_HORIZONS: 1 h → 5
 * min, 24 h → 1 h, 7 d → 6 h, 30 d → 24 h), and strictly after the previous period's release, when it is
 * known, because an index of the next print forecast the previous period until that release.
 */
export function distributionWindows(
  releasedAtMs: number,
  previousReleaseMs: number | null,
  horizons: readonly HorizonSpec[] = INDEX_HORIZONS,
): DistributionWindow[] {
  if (!Number.isFinite(releasedAtMs)) throw new RangeError(`release time is not finite: ${releasedAtMs}`);
  return horizons.map((spec) => {
    const target = releasedAtMs - spec.before_close_ms;
    let oldest = minuteCeil(target - spec.tolerance_ms);
    if (previousReleaseMs !== null && Number.isFinite(previousReleaseMs)) {
      oldest = Math.max(oldest, minuteCeil(previousReleaseMs + 1));
    }
    return { horizon: spec.horizon, target_ms: target, oldest_ms: oldest };
  });
}

/** A market settles on a print released at most this long before its close (a market closing just after the release)… */
export const PRINT_BEFORE_CLOSE_MS = DAY_MS;
/** …or at most this long after it (a monthly release is at most a month and a half after the close). */
export const PRINT_AFTER_CLOSE_MS = 45 * DAY_MS;

/** A period's first print as the matching needs it: when pix first read it, and whether that time is a release's. */
export interface PeriodRelease {
  period: string;
  releasedAtMs: number;
  /** false for a period read in the first read of its series (a back-fill): its release time is not known. */
  releaseTimeKnown: boolean;
}

/**
 * The period a market on an official series settles on: the first print released next after the market
 * stopped trading, i.e. the earliest first print with a known release time in
 * [close − PRINT_BEFORE_CLOSE_MS, close + PRINT_AFTER_CLOSE_MS] (the venues close their markets on a
 * release shortly before it; a day's margin keeps a market that closes just after the release). Null when
 * none is: the print is not out yet, or came in a back-fill whose release time pix does not know. Two
 * periods first read at the same instant (one release printing both) make it ambiguous: null.
 */
export function settlingPeriod(closeMs: number, releases: readonly PeriodRelease[]): string | null {
  if (!Number.isFinite(closeMs)) return null;
  let best: PeriodRelease | null = null;
  let tied = false;
  for (const release of releases) {
    if (!release.releaseTimeKnown || !Number.isFinite(release.releasedAtMs)) continue;
    if (release.releasedAtMs < closeMs - PRINT_BEFORE_CLOSE_MS) continue;
    if (release.releasedAtMs > closeMs + PRINT_AFTER_CLOSE_MS) continue;
    if (best === null || release.releasedAtMs < best.releasedAtMs) {
      best = release;
      tied = false;
    } else if (release.releasedAtMs === best.releasedAtMs && release.period !== best.period) tied = true;
  }
  return best === null || tied ? null : best.period;
}
