/**
 * Summary statistics of a pair's basis over a series of minutes: the mean and sample standard deviation
 * of `mid_basis`, the half-life of an AR(1) fit, and the share of minutes tradeable after fees. The
 * inputs are exact decimal text; the statistics are binary floats (they are estimates, not prices).
 *
 * AR(1): `x_t = c + φ·x_{t−1} + ε`, fitted by ordinary least squares on every two consecutive minutes
 * that both have a basis (a minute without one breaks the chain). Half-life = ln(1/2) ÷ ln(φ) minutes,
 * published only for 0 < φ < 1 (a basis that reverts to its mean without oscillating).
 */
import { MINUTE_MS } from "../clock.ts";
import { parseDecimal, toNumber } from "../decimal.ts";
import { sampleStandardDeviation } from "../statistics.ts";

/** One minute of a pair's basis: its mid basis and the best edge after fees at the smallest size. */
export interface BasisMinute {
  /** Minute start (epoch ms); minutes must be ascending. */
  minute: number;
  mid_basis: string | null;
  /**
   * The larger of the two directions' edges after fees at the smallest size (dollars per contract);
   * null when neither direction could be computed (a book one-sided or too thin).
   */
  best_edge: string | null;
}

export interface Ar1Fit {
  phi: number;
  intercept: number;
  /** Pairs of consecutive minutes fitted. */
  observations: number;
  half_life_minutes: number | null;
  reason: "no_mean_reversion" | "oscillating" | null;
}

export interface BasisSummary {
  minutes: number;
  /** Minutes with a mid basis (both legs quoted on two-sided books). */
  quoted_minutes: number;
  mean: number | null;
  standard_deviation: number | null;
  ar1: Ar1Fit | null;
  /** Why there is no fit: fewer than three consecutive pairs, or a constant series. */
  ar1_reason: "too_few_observations" | "constant_series" | null;
  /** Minutes with an edge computed in either direction. */
  executable_minutes: number;
  /** Share of executable minutes whose best edge after fees is above zero. */
  tradeable_share: number | null;
}

export const AR1_MIN_OBSERVATIONS = 3;

function read(text: string | null): number | null {
  if (text === null) return null;
  const value = parseDecimal(text);
  return value === null ? null : toNumber(value);
}

/** OLS of y on [1, x]; null when x does not vary. */
export function fitAr1(pairs: readonly [number, number][]): Ar1Fit | null {
  const n = pairs.length;
  const meanX = pairs.reduce((s, [x]) => s + x, 0) / n;
  const meanY = pairs.reduce((s, [, y]) => s + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of pairs) {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * (y - meanY);
  }
  if (sxx === 0) return null;
  const phi = sxy / sxx;
  const intercept = meanY - phi * meanX;
  if (phi >= 1)
    return { phi, intercept, observations: n, half_life_minutes: null, reason: "no_mean_reversion" };
  if (phi <= 0) return { phi, intercept, observations: n, half_life_minutes: null, reason: "oscillating" };
  return { phi, intercept, observations: n, half_life_minutes: Math.log(0.5) / Math.log(phi), reason: null };
}

export function summarizeBasis(series: readonly BasisMinute[]): BasisSummary {
  const values = series.map((m) => read(m.mid_basis));
  const quoted = values.filter((v): v is number => v !== null);
  const pairs: [number, number][] = [];
  for (let i = 1; i < series.length; i++) {
    const x = values[i - 1];
    const y = values[i];
    const consecutive = (series[i]?.minute ?? 0) - (series[i - 1]?.minute ?? 0) === MINUTE_MS;
    if (consecutive && x !== null && x !== undefined && y !== null && y !== undefined) pairs.push([x, y]);
  }
  const fit = pairs.length >= AR1_MIN_OBSERVATIONS ? fitAr1(pairs) : null;
  const edges = series.map((m) => read(m.best_edge)).filter((v): v is number => v !== null);
  return {
    minutes: series.length,
    quoted_minutes: quoted.length,
    mean: quoted.length === 0 ? null : quoted.reduce((s, v) => s + v, 0) / quoted.length,
    standard_deviation: sampleStandardDeviation(quoted),
    ar1: fit,
    ar1_reason: fit ? null : pairs.length < AR1_MIN_OBSERVATIONS ? "too_few_observations" : "constant_series",
    executable_minutes: edges.length,
    tradeable_share: edges.length === 0 ? null : edges.filter((e) => e > 0).length / edges.length,
  };
}
