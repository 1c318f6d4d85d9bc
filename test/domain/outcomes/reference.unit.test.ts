/**
 * Figures printed by scripts/reference/outcomes.py (numpy 1.24.2, SciPy 1.10.1: Wilson intervals from
 * scipy.stats.binomtest, the CRPS integrated numerically with scipy.integrate.quad), for the same inputs
 * as written there.
 */
import { describe, expect, it } from "vitest";
import {
  type BinaryForecast,
  brierScore,
  categoricalBrierScore,
  categoricalLogLoss,
  logLoss,
  murphyDecomposition,
  probabilityFromMid,
  reliabilityBins,
} from "../../../src/domain/outcomes/binary.ts";
import { type ScoredBucket, scoreDistribution } from "../../../src/domain/outcomes/buckets.ts";

const BINARY: [string, 0 | 1][] = [
  ["0.05", 0],
  ["0.05", 0],
  ["0.04", 1],
  ["0.12", 0],
  ["0.18", 0],
  ["0.25", 0],
  ["0.30", 1],
  ["0.33", 0],
  ["0.41", 1],
  ["0.45", 0],
  ["0.50", 1],
  ["0.55", 1],
  ["0.62", 0],
  ["0.68", 1],
  ["0.70", 1],
  ["0.77", 1],
  ["0.85", 1],
  ["0.90", 0],
  ["0.97", 1],
  ["1.00", 1],
];
const forecasts: BinaryForecast[] = BINARY.map(([mid, outcome]) => ({
  probability: probabilityFromMid(mid) ?? Number.NaN,
  outcome,
}));

describe("binary scores against the reference", () => {
  it("Brier and log loss", () => {
    expect(brierScore(forecasts)).toBeCloseTo(0.20505, 14);
    expect(logLoss(forecasts)).toBeCloseTo(0.639357445686535, 13);
  });

  it("reliability bins with Wilson 95 % intervals", () => {
    // [bin, n, hits, mean forecast, observed rate, wilson lower, wilson upper]
    const expected: [number, number, number, number, number, number, number][] = [
      [0, 3, 1, 0.0466666666666667, 0.333333333333333, 0.0614919447203963, 0.792340399197952],
      [1, 2, 0, 0.15, 0, 0, 0.657619772493347],
      [2, 1, 0, 0.25, 0, 0, 0.793450685622763],
      [3, 2, 1, 0.315, 0.5, 0.0945312057342307, 0.905468794265769],
      [4, 2, 1, 0.43, 0.5, 0.0945312057342307, 0.905468794265769],
      [5, 2, 2, 0.525, 1, 0.342380227506653, 1],
      [6, 2, 1, 0.65, 0.5, 0.0945312057342307, 0.905468794265769],
      [7, 2, 2, 0.735, 1, 0.342380227506653, 1],
      [8, 1, 1, 0.85, 1, 0.206549314377237, 1],
      [9, 3, 2, 0.956666666666667, 0.666666666666667, 0.207659600802048, 0.938508055279604],
    ];
    const bins = reliabilityBins(forecasts);
    for (const [k, n, hits, mean, rate, lower, upper] of expected) {
      const bin = bins[k];
      expect(bin?.n).toBe(n);
      expect(bin?.hits).toBe(hits);
      expect(bin?.mean_forecast).toBeCloseTo(mean, 14);
      expect(bin?.observed_rate).toBeCloseTo(rate, 14);
      expect(bin?.observed_interval?.lower).toBeCloseTo(lower, 13);
      expect(bin?.observed_interval?.upper).toBeCloseTo(upper, 13);
    }
  });

  it("Murphy decomposition with its within-bin terms", () => {
    const m = murphyDecomposition(forecasts);
    expect(m?.reliability).toBeCloseTo(0.0671891666666667, 14);
    expect(m?.resolution).toBeCloseTo(0.105833333333333, 14);
    expect(m?.uncertainty).toBeCloseTo(0.2475, 15);
    expect(m?.within_bin_variance).toBeCloseTo(0.000694166666666667, 15);
    expect(m?.within_bin_covariance).toBeCloseTo(0.0045, 15);
  });

  it("categorical Brier and log loss", () => {
    const markets = [
      { probabilities: [0.6, 0.3, 0.1], realized: 0 },
      { probabilities: [0.2, 0.5, 0.35], realized: 2 },
      { probabilities: [0.25, 0.25, 0.25, 0.25], realized: 1 },
    ];
    expect(categoricalBrierScore(markets)).toBeCloseTo(0.574166666666667, 14);
    expect(categoricalLogLoss(markets)).toBeCloseTo(0.98231403646152, 13);
  });
});

describe("distribution scores against the reference", () => {
  const bucket = (low: number | null, high: number | null, probability: number): ScoredBucket => ({
    support: {
      low,
      high,
      low_inclusive: low !== null,
      high_inclusive: false,
      representative: low ?? high ?? 0,
    },
    probability,
  });
  const distribution = [
    bucket(null, 2, 0.1),
    bucket(2, 2.5, 0.25),
    bucket(2.5, 3, 0.4),
    bucket(3, 3.5, 0.15),
    bucket(3.5, null, 0.1),
  ];

  it.each([
    // −ln 0.1 = ln 10: the script printed 2.30258509299405.
    [1.0, 0, 0.1, 0.05, Math.LN10, 1.42708333333333],
    [2.0, 1, 0.25, 0.225, 1.38629436111989, 0.427083333333333],
    [2.7, 2, 0.4, 0.55, 0.916290731874155, 0.124083333333333],
    [3.5, 4, 0.1, 0.95, Math.LN10, 0.527083333333333],
    [4.2, 4, 0.1, 0.95, Math.LN10, 1.22708333333333],
  ])("printed %f: bucket, probability, mid-PIT, log score, CRPS", (x, index, p, pit, log, score) => {
    const s = scoreDistribution(distribution, x);
    expect(s.bucket).toBe(index);
    expect(s.probability).toBe(p);
    expect(s.pit).toBeCloseTo(pit, 14);
    expect(s.log_score).toBeCloseTo(log, 13);
    expect(s.crps).toBeCloseTo(score, 12);
  });
});
