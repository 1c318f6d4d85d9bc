import { describe, expect, it } from "vitest";
import type { OutcomeSupport } from "../../../src/domain/methodology/distribution.ts";
import {
  bucketQuantile,
  crps,
  indexCalibration,
  pitHistogram,
  realizedBucket,
  type ScoredBucket,
  scoreDistribution,
} from "../../../src/domain/outcomes/buckets.ts";

/** [low, high) with open tails as null; the representative plays no part in the scores. */
function range(low: number | null, high: number | null, probability: number): ScoredBucket {
  const support: OutcomeSupport = {
    low,
    high,
    low_inclusive: low !== null,
    high_inclusive: false,
    representative: low ?? high ?? 0,
  };
  return { support, probability };
}

function point(value: number, probability: number): ScoredBucket {
  return {
    support: { low: value, high: value, low_inclusive: true, high_inclusive: true, representative: value },
    probability,
  };
}

/** Below 2 (a point at 2 for the CRPS), [2, 3), 3 and above (a point at 3). */
const LADDER = [range(null, 2, 0.2), range(2, 3, 0.5), range(3, null, 0.3)];

describe("realizedBucket", () => {
  it("follows the bounds' inclusivity", () => {
    expect(realizedBucket(LADDER, 1.999)).toBe(0);
    expect(realizedBucket(LADDER, 2)).toBe(1);
    expect(realizedBucket(LADDER, 2.999)).toBe(1);
    expect(realizedBucket(LADDER, 3)).toBe(2);
    expect(realizedBucket([point(1, 0.5), point(2, 0.5)], 1.5)).toBeNull();
  });
});

describe("scoreDistribution", () => {
  it("hand-computed inside a bounded bucket: p 0.5, mid-PIT 0.2 + 0.25, log ln 2, CRPS 0.1483333", () => {
    // F: 0 below 2, jumps to 0.2 at 2, rises linearly to 0.7 at 3, jumps to 1 at 3. x = 2.5:
    // ∫₂^2.5 (0.2 + 0.5t)² dt = (0.45³ − 0.2³)/1.5 = 0.0554166…
    // ∫_2.5^3 (0.45 + 0.5t − 1)² dt = ((−0.3)³ − (−0.55)³)/1.5 = 0.0929166…; total 0.1483333…
    const s = scoreDistribution(LADDER, 2.5);
    expect(s.bucket).toBe(1);
    expect(s.probability).toBe(0.5);
    expect(s.pit).toBeCloseTo(0.45, 15);
    expect(s.log_score).toBeCloseTo(Math.LN2, 15);
    expect(s.crps).toBeCloseTo(0.1483333333333333, 14);
  });

  it("hand-computed in an open tail: mid-PIT 0.1, CRPS 1 + 0.3233333", () => {
    // x = 1: ∫₁² (0 − 1)² = 1, then ∫₂³ (0.2 + 0.5t − 1)² dt = ((−0.3)³ − (−0.8)³)/1.5 = 0.3233333…
    const s = scoreDistribution(LADDER, 1);
    expect(s.bucket).toBe(0);
    expect(s.pit).toBeCloseTo(0.1, 15);
    expect(s.log_score).toBeCloseTo(-Math.log(0.2), 15);
    expect(s.crps).toBeCloseTo(1.3233333333333333, 14);
  });

  it("a value between point outcomes: probability 0, log score ln 10⁶, no PIT", () => {
    const s = scoreDistribution([point(1, 0.5), point(2, 0.5)], 1.5);
    expect(s).toMatchObject({ bucket: null, probability: 0, pit: null });
    expect(s.log_score).toBeCloseTo(13.815510557964274, 12);
    // ∫₁^1.5 0.5² + ∫_1.5^2 (0.5 − 1)² = 0.125 + 0.125
    expect(s.crps).toBeCloseTo(0.25, 15);
  });
});

describe("crps", () => {
  it("a point mass scores the distance |x − a|", () => {
    expect(crps([point(3, 1)], 3)).toBe(0);
    expect(crps([point(3, 1)], 5.5)).toBeCloseTo(2.5, 15);
    expect(crps([range(null, 2, 1)], 0)).toBeCloseTo(2, 15);
  });

  it("uniform on [0, 1]: x³/3 + (1 − x)³/3 (1/12 at the middle, 1/3 at an end)", () => {
    const uniform = [range(0, 1, 1)];
    expect(crps(uniform, 0.5)).toBeCloseTo(1 / 12, 15);
    expect(crps(uniform, 0)).toBeCloseTo(1 / 3, 15);
    expect(crps(uniform, 0.2)).toBeCloseTo(0.2 ** 3 / 3 + 0.8 ** 3 / 3, 15);
    expect(crps(uniform, 2)).toBeCloseTo(1 / 3 + 1, 15);
  });

  it("two points 0.5/0.5 at 1 and 2, x = 2: ∫₁² 0.5² = 0.25", () => {
    expect(crps([point(1, 0.5), point(2, 0.5)], 2)).toBeCloseTo(0.25, 15);
  });

  it("rejects non-finite values and empty distributions", () => {
    expect(() => crps([], 1)).toThrow(RangeError);
    expect(() => crps(LADDER, Number.NaN)).toThrow(RangeError);
  });
});

describe("pitHistogram", () => {
  it("ten equal bins, 1 in the last, with counts and shares", () => {
    const bins = pitHistogram([0.05, 0.15, 0.1, 1, 0.999, 0.5]);
    expect(bins).toHaveLength(10);
    expect(bins.map((b) => b.n)).toEqual([1, 2, 0, 0, 0, 1, 0, 0, 0, 2]);
    expect(bins[1]).toEqual({ lower: 0.1, upper: 0.2, n: 2, share: 2 / 6 });
    expect(pitHistogram([]).every((b) => b.n === 0 && b.share === null)).toBe(true);
    expect(() => pitHistogram([1.2])).toThrow(RangeError);
  });
});

describe("bucketQuantile", () => {
  // A tail below 2 (a point at 2), [2, 2.5) uniform, [2.5, 3) uniform, a tail from 3 (a point at 3):
  // F jumps to 0.1 at 2, rises to 0.5 at 2.5 and 0.8 just below 3, and jumps to 1 at 3.
  const buckets = [range(null, 2, 0.1), range(2, 2.5, 0.4), range(2.5, 3, 0.3), range(3, null, 0.2)];

  it("reads the quantiles off the piecewise-linear CDF, by hand", () => {
    expect(bucketQuantile(buckets, 0)).toBe(2);
    expect(bucketQuantile(buckets, 0.05)).toBe(2); // inside the jump at 2
    expect(bucketQuantile(buckets, 0.3)).toBeCloseTo(2.25, 12); // 2 + (0.3 − 0.1) / 0.4 × 0.5
    expect(bucketQuantile(buckets, 0.5)).toBeCloseTo(2.5, 12);
    expect(bucketQuantile(buckets, 0.65)).toBeCloseTo(2.75, 12); // 2.5 + (0.65 − 0.5) / 0.3 × 0.5
    expect(bucketQuantile(buckets, 0.95)).toBe(3); // inside the jump at 3
    expect(bucketQuantile(buckets, 1)).toBe(3);
  });

  it("steps through point outcomes, scales by the probabilities' sum, and refuses a level outside [0, 1]", () => {
    const points = [point(1, 0.25), point(2, 0.5), point(3, 0.25)];
    expect([0.1, 0.25, 0.26, 0.75, 0.8].map((q) => bucketQuantile(points, q))).toEqual([1, 1, 2, 2, 3]);
    // Probabilities summing to 2: the median is still the middle of the mass.
    expect(bucketQuantile([range(0, 1, 1), range(1, 2, 1)], 0.5)).toBeCloseTo(1, 12);
    expect(() => bucketQuantile(buckets, 1.5)).toThrow(RangeError);
    expect(() => bucketQuantile([], 0.5)).toThrow(RangeError);
  });
});

describe("indexCalibration", () => {
  it("averages the CRPS over every scored period and bins the PITs of those that have one", () => {
    // CRPS 0.1, 0.4 and 1.0: mean 0.5. PITs 0.05 and 0.95 (bins 0 and 9); the third period's value fell
    // in no bucket (a CRPS, no PIT): pit_n 2, shares 0.5.
    const figures = indexCalibration([
      { pit: 0.05, crps: 0.1 },
      { pit: 0.95, crps: 0.4 },
      { pit: null, crps: 1.0 },
    ]);
    expect(figures.n).toBe(3);
    expect(figures.mean_crps).toBeCloseTo(0.5, 12);
    expect(figures.pit_n).toBe(2);
    expect(figures.pit_histogram.map((b) => b.n)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(figures.pit_histogram[0]).toEqual({ lower: 0, upper: 0.1, n: 1, share: 0.5 });
  });

  it("states nothing for no period, and refuses a CRPS that is not a distance", () => {
    const none = indexCalibration([]);
    expect([none.n, none.mean_crps, none.pit_n]).toEqual([0, null, 0]);
    expect(none.pit_histogram.every((b) => b.n === 0 && b.share === null)).toBe(true);
    expect(() => indexCalibration([{ pit: 0.5, crps: -0.1 }])).toThrow(RangeError);
    expect(() => indexCalibration([{ pit: 0.5, crps: Number.NaN }])).toThrow(RangeError);
  });
});
