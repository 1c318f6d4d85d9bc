/**
 * Scores of an index's distribution (buckets with bounds and probabilities, ascending along the axis,
 * as `src/domain/methodology/distribution.ts` shapes them) against the value that was later printed.
 */
import type { DistributionOutcome, OutcomeSupport } from "../methodology/distribution.ts";
import { clampProbability } from "./binary.ts";

/** A bucket as scored: its support and its probability (a `DistributionOutcome` fits). */
export type ScoredBucket = Pick<DistributionOutcome, "support" | "probability">;

/** PIT histograms have this many equal-width bins on [0, 1]. */
export const PIT_BINS = 10;

function contains(support: OutcomeSupport, value: number): boolean {
  const { low, high } = support;
  const aboveLow = low === null || value > low || (support.low_inclusive && value === low);
  const belowHigh = high === null || value < high || (support.high_inclusive && value === high);
  return aboveLow && belowHigh;
}

function checkBuckets(buckets: readonly ScoredBucket[], realized: number): void {
  if (buckets.length === 0) throw new RangeError("a distribution needs at least one bucket");
  if (!Number.isFinite(realized)) throw new RangeError(`realized value is not finite: ${realized}`);
  for (const { probability } of buckets) {
    if (!(Number.isFinite(probability) && probability >= 0 && probability <= 1)) {
      throw new RangeError(`bucket probability must be in [0, 1]: ${probability}`);
    }
  }
}

/**
 * The index of the bucket that holds the realised value, by its bounds and their inclusivity (the first
 * such bucket, should two overlap); null when none does (a value between point outcomes).
 */
export function realizedBucket(buckets: readonly ScoredBucket[], realized: number): number | null {
  checkBuckets(buckets, realized);
  const index = buckets.findIndex((bucket) => contains(bucket.support, realized));
  return index === -1 ? null : index;
}

export interface BucketScores {
  /** Index of the bucket that happened, null when the value fell in none. */
  bucket: number | null;
  /** The probability the distribution gave that bucket (0 when none holds the value). */
  probability: number;
  /**
   * Mid-PIT: F(below) + p/2, the cumulative probability of the buckets before the one that happened plus
   * half of its own. Null when no bucket holds the value.
   */
  pit: number | null;
  /** −ln max(p, ε), ε = 10⁻⁶: lower is better, the orientation of log loss. */
  log_score: number;
  /** CRPS in the index's own units (see `crps`); lower is better. */
  crps: number;
}

/**
 * Every score of one distribution against the printed value.
 *
 * - probability of the bucket that happened: pᵣ.
 * - mid-PIT: Σⱼ<ᵣ pⱼ + pᵣ/2. A randomised PIT would draw uniformly in [F(r−1), F(r)]; pix takes the
 *   middle of that interval so that anyone recomputing gets the same number. A calibrated distribution's
 *   mid-PITs are spread evenly over [0, 1] (exactly so only as buckets get finer).
 * - log score: −ln max(pᵣ, 10⁻⁶).
 * - CRPS: see `crps`.
 */
export function scoreDistribution(buckets: readonly ScoredBucket[], realized: number): BucketScores {
  const bucket = realizedBucket(buckets, realized);
  const probability = bucket === null ? 0 : (buckets[bucket]?.probability ?? 0);
  let pit: number | null = null;
  if (bucket !== null) {
    let below = 0;
    for (let j = 0; j < bucket; j++) below += buckets[j]?.probability ?? 0;
    pit = Math.min(1, below + probability / 2);
  }
  return {
    bucket,
    probability,
    pit,
    log_score: -Math.log(clampProbability(probability)),
    crps: crps(buckets, realized),
  };
}

/** A bucket's mass as the CRPS sees it: a point at `at`, or spread uniformly on [from, to]. */
type Piece =
  | { kind: "point"; at: number; mass: number }
  | { kind: "uniform"; from: number; to: number; mass: number };

function pieceOf(bucket: ScoredBucket): Piece {
  const { low, high } = bucket.support;
  const mass = bucket.probability;
  if (low !== null && high !== null) {
    return high > low ? { kind: "uniform", from: low, to: high, mass } : { kind: "point", at: low, mass };
  }
  if (low !== null) return { kind: "point", at: low, mass };
  if (high !== null) return { kind: "point", at: high, mass };
  return { kind: "point", at: bucket.support.representative, mass };
}

/**
 * Continuous ranked probability score of a bucketed distribution F against the realised value x:
 *
 *   CRPS(F, x) = ∫ (F(y) − 1{y ≥ x})² dy
 *
 * in the index's units (0 for a point mass on x; |x − a| for a point mass on a). Inside buckets:
 * - a bounded bucket [a, b] spreads its mass uniformly over [a, b] (F rises linearly across it);
 * - a point bucket (a = b, categorical values) is a point mass at a;
 * - an open-ended tail bucket (−∞, b) or [a, ∞) is a point mass at its finite bound, the only place the
 *   distribution says anything about: the tail's stated representative is an assumption of the index's
 *   expectation and is not scored.
 * Masses are used as given (they sum to 1 in a published distribution). The integral is exact: F is
 * piecewise linear between the sorted bounds and x, and each piece integrates in closed form,
 * ∫₀ᴸ (A + s·t)² dt = L·(A² + A·s·L + s²·L²/3) with A = F(left) − 1{left ≥ x}.
 */
export function crps(buckets: readonly ScoredBucket[], realized: number): number {
  checkBuckets(buckets, realized);
  const pieces = buckets.map(pieceOf);
  const marks = new Set<number>([realized]);
  for (const piece of pieces) {
    if (piece.kind === "point") marks.add(piece.at);
    else {
      marks.add(piece.from);
      marks.add(piece.to);
    }
  }
  const points = [...marks].sort((a, b) => a - b);
  let total = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const left = points[i] as number;
    const right = points[i + 1] as number;
    const length = right - left;
    let level = 0;
    let slope = 0;
    for (const piece of pieces) {
      if (piece.kind === "point") {
        if (piece.at <= left) level += piece.mass;
      } else if (piece.to <= left) {
        level += piece.mass;
      } else if (piece.from <= left) {
        const width = piece.to - piece.from;
        level += (piece.mass * (left - piece.from)) / width;
        slope += piece.mass / width;
      }
    }
    const a = level - (left >= realized ? 1 : 0);
    total += length * (a * a + a * slope * length + (slope * slope * length * length) / 3);
  }
  return total;
}

/**
 * The q-quantile of a bucketed distribution, its buckets read as the CRPS reads them (`pieceOf`: a
 * bounded bucket uniform on [low, high], a point or tail bucket a point mass at its finite bound): the
 * least y with F(y) ≥ q·total, F piecewise linear inside bounded buckets and stepping at point masses
 * (total: the probabilities' sum, 1 in a published distribution). q in [0, 1]; q = 0 gives the lowest
 * point of the support.
 */
export function bucketQuantile(buckets: readonly ScoredBucket[], q: number): number {
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile level must be in [0, 1]: ${q}`);
  checkBuckets(buckets, 0);
  const pieces = buckets.map(pieceOf);
  const total = pieces.reduce((sum, piece) => sum + piece.mass, 0);
  if (!(total > 0)) throw new RangeError("a distribution needs some probability");
  const marks = [...new Set(pieces.flatMap((p) => (p.kind === "point" ? [p.at] : [p.from, p.to])))].sort(
    (a, b) => a - b,
  );
  const target = q * total;
  /** F just below x (limit from the left) and the point mass at x. */
  const below = (x: number) => {
    let level = 0;
    for (const piece of pieces) {
      if (piece.kind === "point") {
        if (piece.at < x) level += piece.mass;
      } else if (piece.to <= x) level += piece.mass;
      else if (piece.from < x) level += (piece.mass * (x - piece.from)) / (piece.to - piece.from);
    }
    return level;
  };
  const atPoint = (x: number) =>
    pieces.reduce((sum, p) => sum + (p.kind === "point" && p.at === x ? p.mass : 0), 0);
  let previous = marks[0] as number;
  let previousLevel = below(previous) + atPoint(previous);
  if (previousLevel >= target) return previous;
  for (const mark of marks.slice(1)) {
    const left = below(mark);
    if (left >= target) {
      // F rises linearly on (previous, mark) from previousLevel to left.
      return previous + ((target - previousLevel) / (left - previousLevel)) * (mark - previous);
    }
    const level = left + atPoint(mark);
    if (level >= target) return mark;
    previous = mark;
    previousLevel = level;
  }
  return previous;
}

export interface PitHistogramBin {
  lower: number;
  upper: number;
  n: number;
  /** n / N; null when there are no values. */
  share: number | null;
}

/**
 * A histogram of mid-PIT values over many periods: PIT_BINS = 10 equal-width bins, bin k holding
 * [k/10, (k+1)/10), the last also holding 1. A calibrated index puts about a tenth of its periods in each;
 * a U shape says its distributions were too narrow, a hump in the middle too wide.
 */
export function pitHistogram(values: readonly number[], bins: number = PIT_BINS): PitHistogramBin[] {
  if (!Number.isInteger(bins) || bins < 1) throw new RangeError(`bins must be a positive integer: ${bins}`);
  const counts = new Array<number>(bins).fill(0);
  for (const value of values) {
    if (!(Number.isFinite(value) && value >= 0 && value <= 1))
      throw new RangeError(`PIT must be in [0, 1]: ${value}`);
    const k = Math.min(bins - 1, Math.floor(value * bins));
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts.map((n, k) => ({
    lower: k / bins,
    upper: (k + 1) / bins,
    n,
    share: values.length === 0 ? null : n / values.length,
  }));
}

export interface IndexCalibration {
  /** Periods scored (a distribution and a realised value at the horizon). */
  n: number;
  /** (1/n) Σ CRPS, in the index's units; null when n = 0. */
  mean_crps: number | null;
  /** Of them, periods with a PIT (a bucket held the realised value): the histogram's N. */
  pit_n: number;
  /** `pitHistogram` of those PIT values. */
  pit_histogram: PitHistogramBin[];
}

/**
 * An index's calibration over its scored periods at one horizon: the mean CRPS, (1/n) Σ CRPSᵢ, over every
 * scored period, and the histogram of the mid-PIT values of the periods that have one (a value that fell
 * in no bucket has a CRPS but no PIT).
 */
export function indexCalibration(
  scores: readonly { pit: number | null; crps: number }[],
  bins: number = PIT_BINS,
): IndexCalibration {
  let sum = 0;
  for (const { crps: value } of scores) {
    if (!(Number.isFinite(value) && value >= 0)) throw new RangeError(`CRPS must be finite, ≥ 0: ${value}`);
    sum += value;
  }
  const pits = scores.flatMap((s) => (s.pit === null ? [] : [s.pit]));
  return {
    n: scores.length,
    mean_crps: scores.length === 0 ? null : sum / scores.length,
    pit_n: pits.length,
    pit_histogram: pitHistogram(pits, bins),
  };
}
