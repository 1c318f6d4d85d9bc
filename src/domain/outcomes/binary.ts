/**
 * Scores of binary forecasts against their outcomes: a forecast is the probability p ∈ [0, 1] a market
 * gave `Yes`, the outcome o is 1 when `Yes` happened and 0 otherwise. Voided or cancelled markets have
 * no outcome and are left out by the caller, never scored as 0.
 *
 * Bins are assigned exactly: forecasts are read at 10⁻⁶ (the taped mids' own precision, see
 * `src/domain/decimal.ts`), so a mid of "0.30" falls in the bin [0.3, 0.4), never in [0.2, 0.3) through
 * float noise.
 */
import { decimalFromNumber, ONE, parseDecimal, toNumber } from "../decimal.ts";

export interface BinaryForecast {
  /** The probability given to `Yes`, in [0, 1]. */
  probability: number;
  /** 1 when `Yes` happened, 0 when `No` did. */
  outcome: 0 | 1;
}

/** Log loss clamps a forecast into [LOG_LOSS_EPSILON, 1 − LOG_LOSS_EPSILON], so a certain miss costs ln(10⁶) ≈ 13.8155, not ∞. */
export const LOG_LOSS_EPSILON = 1e-6;

/** The number of equal-width reliability bins on [0, 1]. */
export const RELIABILITY_BINS = 10;

/** The standard normal quantile of 0.975: the Wilson interval's z for 95 % coverage. */
export const WILSON_Z_95 = 1.959963984540054;

/** A taped mid ("0.4350") as a probability; null when it is no plain decimal in [0, 1]. */
export function probabilityFromMid(mid: string): number | null {
  const scaled = parseDecimal(mid);
  if (scaled === null || scaled < 0n || scaled > ONE) return null;
  return toNumber(scaled);
}

function checkForecast(forecast: BinaryForecast): void {
  const { probability, outcome } = forecast;
  if (!(Number.isFinite(probability) && probability >= 0 && probability <= 1)) {
    throw new RangeError(`forecast probability must be in [0, 1]: ${probability}`);
  }
  if (outcome !== 0 && outcome !== 1) throw new RangeError(`binary outcome must be 0 or 1: ${outcome}`);
}

function checkAll(forecasts: readonly BinaryForecast[]): void {
  for (const forecast of forecasts) checkForecast(forecast);
}

/** p clamped into [ε, 1 − ε] (ε = LOG_LOSS_EPSILON). */
export function clampProbability(p: number, epsilon: number = LOG_LOSS_EPSILON): number {
  return Math.min(1 - epsilon, Math.max(epsilon, p));
}

/**
 * Brier score: BS = (1/N) Σᵢ (pᵢ − oᵢ)². 0 is perfect, 0.25 is what a constant 0.5 earns, 1 is a
 * certain miss every time. Null for no forecasts.
 */
export function brierScore(forecasts: readonly BinaryForecast[]): number | null {
  checkAll(forecasts);
  if (forecasts.length === 0) return null;
  let sum = 0;
  for (const { probability, outcome } of forecasts) sum += (probability - outcome) ** 2;
  return sum / forecasts.length;
}

/**
 * Log loss (natural logarithm): LL = −(1/N) Σᵢ ln q′ᵢ, where qᵢ is the probability given to what
 * happened (pᵢ when oᵢ = 1, 1 − pᵢ when oᵢ = 0) and q′ᵢ = min(1 − ε, max(ε, qᵢ)), ε = 10⁻⁶: the same as
 * −(1/N) Σᵢ [oᵢ ln pᵢ + (1 − oᵢ) ln(1 − pᵢ)] with p clamped, but symmetric to the last bit (a certain
 * miss costs exactly ln 10⁶ ≈ 13.815511 either way). 0 is perfect, ln 2 ≈ 0.693147 is what a constant
 * 0.5 earns. Null for no forecasts.
 */
export function logLoss(forecasts: readonly BinaryForecast[]): number | null {
  checkAll(forecasts);
  if (forecasts.length === 0) return null;
  let sum = 0;
  for (const { probability, outcome } of forecasts) {
    sum += Math.log(clampProbability(outcome === 1 ? probability : 1 - probability));
  }
  return -sum / forecasts.length;
}

/**
 * The bin of a forecast among `bins` equal-width bins: bin k holds [k/K, (k+1)/K), the last one also
 * holds 1. The forecast is read at 10⁻⁶ first (exact for every taped mid), then k = ⌊p · K⌋ in integers.
 */
export function binOf(probability: number, bins: number = RELIABILITY_BINS): number {
  const scaled = decimalFromNumber(probability);
  if (scaled === null || scaled < 0n || scaled > ONE) {
    throw new RangeError(`forecast probability must be in [0, 1]: ${probability}`);
  }
  return Math.min(bins - 1, Number((scaled * BigInt(bins)) / ONE));
}

export interface WilsonInterval {
  lower: number;
  upper: number;
}

/**
 * Wilson score interval of a proportion with `successes` out of `n` (z = 1.959964 for 95 %):
 * centre = (p̂ + z²/2n) / (1 + z²/n), half-width = z / (1 + z²/n) · √(p̂(1 − p̂)/n + z²/4n²),
 * with p̂ = successes / n. Unlike p̂ ± z√(p̂(1 − p̂)/n) it stays inside [0, 1] and is not empty at
 * p̂ = 0 or 1. Null for n = 0.
 */
export function wilsonInterval(successes: number, n: number, z: number = WILSON_Z_95): WilsonInterval | null {
  if (!Number.isInteger(n) || n < 0 || !Number.isInteger(successes) || successes < 0 || successes > n) {
    throw new RangeError(`need integers 0 ≤ successes ≤ n: ${successes} of ${n}`);
  }
  if (n === 0) return null;
  const phat = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (phat + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((phat * (1 - phat)) / n + z2 / (4 * n * n));
  // At p̂ = 0 (or 1) the bound is 0 (or 1) exactly; computed, it would be off by float noise.
  return {
    lower: successes === 0 ? 0 : Math.max(0, centre - half),
    upper: successes === n ? 1 : Math.min(1, centre + half),
  };
}

export interface ReliabilityBin {
  /** The bin's bounds: [lower, upper), the last bin closed at 1. */
  lower: number;
  upper: number;
  /** Forecasts in the bin. */
  n: number;
  /** Outcomes that were 1. */
  hits: number;
  /** f̄ₖ = mean forecast in the bin; null when empty. */
  mean_forecast: number | null;
  /** ōₖ = hits / n; null when empty. */
  observed_rate: number | null;
  /** Wilson 95 % interval of the observed rate; null when empty. */
  observed_interval: WilsonInterval | null;
}

/** Fixed equal-width reliability bins (RELIABILITY_BINS = 10 by default), every bin listed, empty or not. */
export function reliabilityBins(
  forecasts: readonly BinaryForecast[],
  bins: number = RELIABILITY_BINS,
): ReliabilityBin[] {
  checkAll(forecasts);
  if (!Number.isInteger(bins) || bins < 1) throw new RangeError(`bins must be a positive integer: ${bins}`);
  const n = new Array<number>(bins).fill(0);
  const hits = new Array<number>(bins).fill(0);
  const sums = new Array<number>(bins).fill(0);
  for (const { probability, outcome } of forecasts) {
    const k = binOf(probability, bins);
    n[k] = (n[k] ?? 0) + 1;
    hits[k] = (hits[k] ?? 0) + outcome;
    sums[k] = (sums[k] ?? 0) + probability;
  }
  return n.map((count, k) => {
    const hit = hits[k] ?? 0;
    return {
      lower: k / bins,
      upper: (k + 1) / bins,
      n: count,
      hits: hit,
      mean_forecast: count === 0 ? null : (sums[k] ?? 0) / count,
      observed_rate: count === 0 ? null : hit / count,
      observed_interval: wilsonInterval(hit, count),
    };
  });
}

export interface MurphyDecomposition {
  n: number;
  brier: number;
  /** REL = (1/N) Σₖ nₖ (f̄ₖ − ōₖ)²: how far each bin's mean forecast is from what happened (lower is better). */
  reliability: number;
  /** RES = (1/N) Σₖ nₖ (ōₖ − ō)²: how much the bins' outcomes differ from the base rate (higher is better). */
  resolution: number;
  /** UNC = ō (1 − ō), ō = overall rate of 1s: the Brier score of always forecasting the base rate. */
  uncertainty: number;
  /** WBV = (1/N) Σₖ Σᵢ∈ₖ (pᵢ − f̄ₖ)²: the spread of forecasts inside their bins. */
  within_bin_variance: number;
  /** WBC = (2/N) Σₖ Σᵢ∈ₖ (pᵢ − f̄ₖ)(oᵢ − ōₖ): how forecasts co-vary with outcomes inside their bins. */
  within_bin_covariance: number;
}

/**
 * Murphy's decomposition of the Brier score over the reliability bins:
 *
 *   BS = REL − RES + UNC + WBV − WBC
 *
 * The textbook identity BS = REL − RES + UNC holds exactly only when the forecasts inside each bin are
 * equal (WBV = WBC = 0); with binned continuous forecasts the two within-bin terms make up the rest, so
 * they are returned and the identity can be checked to float precision. Null for no forecasts.
 */
export function murphyDecomposition(
  forecasts: readonly BinaryForecast[],
  bins: number = RELIABILITY_BINS,
): MurphyDecomposition | null {
  const brier = brierScore(forecasts);
  if (brier === null) return null;
  const table = reliabilityBins(forecasts, bins);
  const total = forecasts.length;
  const base = table.reduce((sum, bin) => sum + bin.hits, 0) / total;
  let reliability = 0;
  let resolution = 0;
  for (const bin of table) {
    if (bin.n === 0 || bin.mean_forecast === null || bin.observed_rate === null) continue;
    reliability += bin.n * (bin.mean_forecast - bin.observed_rate) ** 2;
    resolution += bin.n * (bin.observed_rate - base) ** 2;
  }
  let variance = 0;
  let covariance = 0;
  for (const { probability, outcome } of forecasts) {
    const bin = table[binOf(probability, bins)];
    const meanForecast = bin?.mean_forecast ?? probability;
    const observed = bin?.observed_rate ?? outcome;
    variance += (probability - meanForecast) ** 2;
    covariance += (probability - meanForecast) * (outcome - observed);
  }
  return {
    n: total,
    brier,
    reliability: reliability / total,
    resolution: resolution / total,
    uncertainty: base * (1 - base),
    within_bin_variance: variance / total,
    within_bin_covariance: (2 * covariance) / total,
  };
}

/** A multi-outcome market: one forecast per outcome (each outcome's own price), and the one that happened. */
export interface CategoricalForecast {
  /** Each outcome's probability in [0, 1], as quoted: not renormalised, so an overround stays visible. */
  probabilities: readonly number[];
  /** Index of the outcome that happened. */
  realized: number;
}

function checkCategorical(forecast: CategoricalForecast): void {
  const { probabilities, realized } = forecast;
  if (probabilities.length < 2) throw new RangeError("a multi-outcome market needs at least two outcomes");
  for (const p of probabilities) {
    if (!(Number.isFinite(p) && p >= 0 && p <= 1))
      throw new RangeError(`probability must be in [0, 1]: ${p}`);
  }
  if (!Number.isInteger(realized) || realized < 0 || realized >= probabilities.length) {
    throw new RangeError(`realized outcome index out of range: ${realized}`);
  }
}

/**
 * Categorical Brier score over multi-outcome markets: BS = (1/M) Σₘ Σⱼ (pₘⱼ − oₘⱼ)², oₘⱼ = 1 for the
 * outcome that happened and 0 for the others. Ranges over [0, 2]; for a two-outcome market it is twice
 * the binary Brier score, which is why binary and multi-outcome markets are never pooled. Null for none.
 */
export function categoricalBrierScore(forecasts: readonly CategoricalForecast[]): number | null {
  for (const forecast of forecasts) checkCategorical(forecast);
  if (forecasts.length === 0) return null;
  let sum = 0;
  for (const { probabilities, realized } of forecasts) {
    probabilities.forEach((p, j) => {
      sum += (p - (j === realized ? 1 : 0)) ** 2;
    });
  }
  return sum / forecasts.length;
}

/**
 * Categorical log loss: LL = −(1/M) Σₘ ln p′ₘ,ᵣ, the clamped probability (ε = 10⁻⁶, as for binary log
 * loss) each market gave the outcome that happened. Null for none.
 */
export function categoricalLogLoss(forecasts: readonly CategoricalForecast[]): number | null {
  for (const forecast of forecasts) checkCategorical(forecast);
  if (forecasts.length === 0) return null;
  let sum = 0;
  for (const { probabilities, realized } of forecasts)
    sum += Math.log(clampProbability(probabilities[realized] ?? 0));
  return -sum / forecasts.length;
}
