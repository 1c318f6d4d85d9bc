/**
 * Strike ladders → bucket distribution → expectation.
 *
 * Survival form (required): contracts "value above K" give S(K) = P(X > K). Sort by strike, average
 * quotes on the same strike, repair rises with pool-adjacent-violators (non-increasing in K), clamp into
 * [0, 1], then read buckets off the curve: (-inf, K₁] gets 1 − S₁, (Kᵢ, Kᵢ₊₁] gets Sᵢ − Sᵢ₊₁, (Kₙ, +inf)
 * gets Sₙ. Masses telescope to 1, so normalisation only removes float noise.
 *
 * Range form (optional): contracts "between L and H" (and open tails "below H" / "above L") each quote
 * one bucket's mass; buckets must not overlap; masses are divided by their total.
 *
 * Expectation = Σ probability × representative (see support.ts for the representatives).
 */
import {
  assembleDistribution,
  type DistributionResult,
  type ExcludedInput,
  fromAssembled,
  noDistribution,
  type OutcomeMass,
  proportionalDisclosure,
} from "./distribution.ts";
import { clamp, isProbability } from "./numeric.ts";
import { poolAdjacentViolators } from "./pav.ts";
import {
  bucketSupport,
  DEFAULT_TAIL_SUPPORT,
  describeSupportRule,
  intervalLabel,
  type TailSupportRule,
  tailOffset,
  type ValueDomain,
} from "./support.ts";

/** One "above strike" contract: probability = P(X > strike). */
export interface SurvivalPoint {
  strike: number;
  /** Selected YES probability; null when quote selection found none (say why in `reason`). */
  probability: number | null;
  /** Isotonic weight (e.g. liquidity); default 1. */
  weight?: number;
  /** Contract label for disclosures; default `> strike`. */
  label?: string;
  /** Why `probability` is null (a quote-selection issue). */
  reason?: string;
}

export interface LadderOptions {
  tailSupport?: TailSupportRule;
  domain?: ValueDomain;
}

interface UsablePoint {
  strike: number;
  probability: number;
  weight: number;
}

export function survivalLadderDistribution(
  points: readonly SurvivalPoint[],
  options: LadderOptions = {},
): DistributionResult {
  if (points.length === 0) return noDistribution("no_strikes");
  const excluded: ExcludedInput[] = [];
  const usable: UsablePoint[] = [];
  for (const point of points) {
    const label = point.label ?? `> ${point.strike}`;
    const weight = point.weight ?? 1;
    if (!Number.isFinite(point.strike)) excluded.push({ label, reason: "invalid_strike" });
    else if (point.probability === null) excluded.push({ label, reason: point.reason ?? "no_price" });
    else if (!Number.isFinite(point.probability)) excluded.push({ label, reason: "invalid_probability" });
    else if (!Number.isFinite(weight) || weight <= 0) excluded.push({ label, reason: "invalid_weight" });
    else usable.push({ strike: point.strike, probability: point.probability, weight });
  }
  if (usable.length === 0) return noDistribution("no_priced_strikes");

  const pooled = poolDuplicateStrikes(usable);
  const fit = poolAdjacentViolators(
    pooled.map((point) => point.probability),
    pooled.map((point) => point.weight),
  );
  const clampedCount = fit.fitted.filter((value) => !isProbability(value)).length;
  const survival = fit.fitted.map((value) => clamp(value, 0, 1));
  const strikes = pooled.map((point) => point.strike);

  const rule = options.tailSupport ?? DEFAULT_TAIL_SUPPORT;
  const offset = tailOffset(rule, consecutiveSteps(strikes));
  if (offset === null) return noDistribution("tail_support_undefined");

  const masses: OutcomeMass[] = [];
  const bounds: (number | null)[] = [null, ...strikes, null];
  const curve = [1, ...survival, 0];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const support = bucketSupport(bounds[i] ?? null, bounds[i + 1] ?? null, offset, options.domain);
    masses.push({ label: intervalLabel(support), support, mass: (curve[i] ?? 0) - (curve[i + 1] ?? 0) });
  }
  return fromAssembled(
    assembleDistribution({
      basis: "strike_ladder_survival",
      relationship: "expectation",
      supportRule: describeSupportRule(rule, offset, options.domain),
      disclosure: {
        method: "pav_then_tail_fill",
        repaired: fit.merges > 0,
        violations_pooled: fit.merges,
        duplicates_pooled: usable.length - pooled.length,
        clamped: clampedCount,
        excluded,
      },
      masses,
    }),
    "zero_total_probability",
  );
}

/** One "between low and high" contract (low null: "at or below high"; high null: "above low"). */
export interface RangeBucket {
  low: number | null;
  high: number | null;
  probability: number | null;
  label?: string;
  reason?: string;
}

export function rangeBucketDistribution(
  buckets: readonly RangeBucket[],
  options: LadderOptions = {},
): DistributionResult {
  if (buckets.length === 0) return noDistribution("no_buckets");
  const excluded: ExcludedInput[] = [];
  const usable: { low: number | null; high: number | null; probability: number }[] = [];
  for (const bucket of buckets) {
    const label = bucket.label ?? `${bucket.low ?? "-inf"} to ${bucket.high ?? "+inf"}`;
    const boundsValid =
      (bucket.low !== null || bucket.high !== null) &&
      (bucket.low === null || Number.isFinite(bucket.low)) &&
      (bucket.high === null || Number.isFinite(bucket.high)) &&
      (bucket.low === null || bucket.high === null || bucket.low < bucket.high);
    if (!boundsValid) excluded.push({ label, reason: "invalid_bounds" });
    else if (bucket.probability === null) excluded.push({ label, reason: bucket.reason ?? "no_price" });
    else if (!isProbability(bucket.probability)) excluded.push({ label, reason: "invalid_probability" });
    else usable.push({ low: bucket.low, high: bucket.high, probability: bucket.probability });
  }
  if (usable.length === 0) return noDistribution("no_priced_buckets");

  const lowOf = (b: { low: number | null }) => b.low ?? Number.NEGATIVE_INFINITY;
  const highOf = (b: { high: number | null }) => b.high ?? Number.POSITIVE_INFINITY;
  usable.sort((a, b) => lowOf(a) - lowOf(b) || highOf(a) - highOf(b));
  for (let i = 1; i < usable.length; i++) {
    const previous = usable[i - 1];
    const current = usable[i];
    if (previous !== undefined && current !== undefined && highOf(previous) > lowOf(current)) {
      return noDistribution("overlapping_buckets");
    }
  }

  const rule = options.tailSupport ?? DEFAULT_TAIL_SUPPORT;
  const widths = usable.flatMap((b) => (b.low !== null && b.high !== null ? [b.high - b.low] : []));
  const offset = tailOffset(rule, widths);
  if (offset === null) return noDistribution("tail_support_undefined");

  const masses = usable.map((bucket): OutcomeMass => {
    const support = bucketSupport(bucket.low, bucket.high, offset, options.domain);
    return { label: intervalLabel(support), support, mass: bucket.probability };
  });
  return fromAssembled(
    assembleDistribution({
      basis: "range_buckets",
      relationship: "expectation",
      supportRule: describeSupportRule(rule, offset, options.domain),
      disclosure: proportionalDisclosure(excluded),
      masses,
    }),
    "zero_total_probability",
  );
}

/** Quotes on the same strike become one point: their weighted mean, carrying the summed weight. */
function poolDuplicateStrikes(points: readonly UsablePoint[]): UsablePoint[] {
  const sorted = [...points].sort((a, b) => a.strike - b.strike);
  const pooled: UsablePoint[] = [];
  for (const point of sorted) {
    const last = pooled[pooled.length - 1];
    if (last !== undefined && last.strike === point.strike) {
      const weight = last.weight + point.weight;
      last.probability = (last.probability * last.weight + point.probability * point.weight) / weight;
      last.weight = weight;
    } else {
      pooled.push({ ...point });
    }
  }
  return pooled;
}

function consecutiveSteps(strikes: readonly number[]): number[] {
  return strikes.slice(1).map((strike, i) => strike - (strikes[i] ?? strike));
}
