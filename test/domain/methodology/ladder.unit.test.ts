import { describe, expect, it } from "vitest";
import type { DistributionResult } from "../../../src/domain/methodology/distribution.ts";
import {
  rangeBucketDistribution,
  type SurvivalPoint,
  survivalLadderDistribution,
} from "../../../src/domain/methodology/ladder.ts";

function outcomesOf(result: DistributionResult) {
  if (result.distribution === null) throw new Error(`no distribution: ${result.reason}`);
  return result.distribution.outcomes;
}

function expectProbabilities(result: DistributionResult, expected: readonly number[]) {
  const outcomes = outcomesOf(result);
  expect(outcomes).toHaveLength(expected.length);
  expected.forEach((p, i) => {
    expect(outcomes[i]?.probability).toBeCloseTo(p, 9);
    expect(outcomes[i]?.percentage).toBeCloseTo(p * 100, 7);
  });
}

function representatives(result: DistributionResult): number[] {
  return outcomesOf(result).map((o) => o.support.representative);
}

/** CPI YoY ladder: P(CPI > K). 0.60 at 2.8 then 0.65 at 3.0 is a rise no distribution can make. */
const CPI: SurvivalPoint[] = [
  { strike: 2.6, probability: 0.9 },
  { strike: 2.8, probability: 0.6 },
  { strike: 3.0, probability: 0.65 },
  { strike: 3.2, probability: 0.2 },
];

describe("survivalLadderDistribution: a 4-strike CPI ladder with one violation", () => {
  const result = survivalLadderDistribution(CPI);

  it("repairs the curve by PAV and reads buckets off it", () => {
    // PAV: 0.60, 0.65 → 0.625 each; S = 0.90, 0.625, 0.625, 0.20
    // (-inf, 2.6] = 1 − 0.90 = 0.10; (2.6, 2.8] = 0.90 − 0.625 = 0.275; (2.8, 3] = 0.625 − 0.625 = 0;
    // (3, 3.2] = 0.625 − 0.20 = 0.425; (3.2, +inf) = 0.20. Sum = 1.
    expectProbabilities(result, [0.1, 0.275, 0, 0.425, 0.2]);
    expect(outcomesOf(result).map((o) => o.label)).toEqual([
      "(-inf, 2.6]",
      "(2.6, 2.8]",
      "(2.8, 3]",
      "(3, 3.2]",
      "(3.2, +inf)",
    ]);
  });

  it("states the support of every bucket", () => {
    // steps 0.2, 0.2, 0.2 → median 0.2 → tail offset 0.5 × 0.2 = 0.1; tails 2.6 − 0.1, 3.2 + 0.1
    expect(representatives(result)).toEqual([2.5, 2.7, 2.9, 3.1, 3.3]);
    const [lower, interior, , , upper] = outcomesOf(result);
    expect(lower?.support).toEqual({
      low: null,
      high: 2.6,
      low_inclusive: false,
      high_inclusive: true,
      representative: 2.5,
    });
    expect(interior?.support).toMatchObject({
      low: 2.6,
      high: 2.8,
      low_inclusive: false,
      high_inclusive: true,
    });
    expect(upper?.support).toMatchObject({ low: 3.2, high: null, high_inclusive: false });
    expect(result.distribution?.support_rule).toEqual({
      interior: "midpoint",
      tails: "median_step_multiple",
      tail_offset: 0.1,
      domain_min: null,
      domain_max: null,
    });
  });

  it("computes the expectation", () => {
    // 0.10×2.5 + 0.275×2.7 + 0×2.9 + 0.425×3.1 + 0.20×3.3 = 0.25 + 0.7425 + 0 + 1.3175 + 0.66 = 2.97
    expect(result.expectation).toBeCloseTo(2.97, 9);
    expect(result.distribution?.expectation).toBeCloseTo(2.97, 9);
    expect(result.distribution?.relationship_to_index).toBe("expectation");
    expect(result.distribution?.basis).toBe("strike_ladder_survival");
  });

  it("flags the mode and discloses the repair", () => {
    expect(outcomesOf(result).map((o) => o.modal)).toEqual([false, false, false, true, false]); // 0.425
    expect(result.distribution?.normalization).toEqual({
      normalized: true,
      method: "pav_then_tail_fill",
      raw_total: 1,
      repaired: true,
      violations_pooled: 1,
      duplicates_pooled: 0,
      clamped: 0,
      excluded: [],
    });
  });

  it("does not depend on input order", () => {
    const shuffled = survivalLadderDistribution(
      [CPI[2], CPI[0], CPI[3], CPI[1]].flatMap((p) => (p ? [p] : [])),
    );
    expect(shuffled).toEqual(result);
  });
});

describe("survivalLadderDistribution: variants", () => {
  it("uses per-point weights in the repair", () => {
    // PAV: (0.60×1 + 0.65×3) / 4 = 2.55 / 4 = 0.6375
    // buckets: 0.10, 0.90 − 0.6375 = 0.2625, 0, 0.6375 − 0.20 = 0.4375, 0.20
    // E = 0.25 + 0.2625×2.7 + 0.4375×3.1 + 0.66 = 0.25 + 0.70875 + 1.35625 + 0.66 = 2.975
    const weighted = CPI.map((p) => (p.strike === 3.0 ? { ...p, weight: 3 } : p));
    const result = survivalLadderDistribution(weighted);
    expectProbabilities(result, [0.1, 0.2625, 0, 0.4375, 0.2]);
    expect(result.expectation).toBeCloseTo(2.975, 9);
  });

  it("excludes an unpriced strike, discloses it, and widens the bucket", () => {
    // usable strikes 2.6, 3.0, 3.2: steps 0.4, 0.2 → median (0.2 + 0.4) / 2 = 0.3 → offset 0.15
    // buckets: (-inf,2.6] 0.10 @ 2.45; (2.6,3] 0.90 − 0.50 = 0.40 @ 2.8; (3,3.2] 0.30 @ 3.1; (3.2,+inf) 0.20 @ 3.35
    // E = 0.245 + 1.12 + 0.93 + 0.67 = 2.965
    const result = survivalLadderDistribution([
      { strike: 2.6, probability: 0.9 },
      { strike: 2.8, probability: null, reason: "stale_observation" },
      { strike: 3.0, probability: 0.5 },
      { strike: 3.2, probability: 0.2 },
    ]);
    expectProbabilities(result, [0.1, 0.4, 0.3, 0.2]);
    expect(representatives(result)).toEqual([2.45, 2.8, 3.1, 3.35]);
    expect(result.expectation).toBeCloseTo(2.965, 9);
    expect(result.distribution?.normalization.excluded).toEqual([
      { label: "> 2.8", reason: "stale_observation" },
    ]);
    expect(result.distribution?.normalization.repaired).toBe(false);
  });

  it("pools duplicate strikes (their weights add up)", () => {
    // 2.8 quoted twice: (0.62 + 0.58) / 2 = 0.60 with weight 2
    // PAV 0.60 (w2) vs 0.65 (w1): (1.20 + 0.65) / 3 = 1.85 / 3 = 0.61666…
    // buckets: 0.10, 0.90 − 1.85/3 = 0.85/3, 0, 1.85/3 − 0.20 = 1.25/3, 0.20
    // E = 0.25 + (0.85/3)×2.7 + (1.25/3)×3.1 + 0.66 = 0.25 + 0.765 + 3.875/3 + 0.66 = 8.9/3 = 2.9666…
    const result = survivalLadderDistribution([
      { strike: 2.6, probability: 0.9 },
      { strike: 2.8, probability: 0.62 },
      { strike: 2.8, probability: 0.58 },
      { strike: 3.0, probability: 0.65 },
      { strike: 3.2, probability: 0.2 },
    ]);
    expectProbabilities(result, [0.1, 0.85 / 3, 0, 1.25 / 3, 0.2]);
    expect(result.expectation).toBeCloseTo(8.9 / 3, 9);
    expect(result.distribution?.normalization).toMatchObject({ duplicates_pooled: 1, violations_pooled: 1 });
  });

  it("clamps out-of-range values after the repair and counts them", () => {
    // [1.2, 0.5] is monotone; clamp → [1, 0.5]: buckets 0, 0.5, 0.5; offset 0.5 × 1 = 0.5
    // E = 0×0.5 + 0.5×1.5 + 0.5×2.5 = 2.0
    const high = survivalLadderDistribution([
      { strike: 1, probability: 1.2 },
      { strike: 2, probability: 0.5 },
    ]);
    expectProbabilities(high, [0, 0.5, 0.5]);
    expect(high.expectation).toBeCloseTo(2, 9);
    expect(high.distribution?.normalization.clamped).toBe(1);
    // [0.5, −0.1] → [0.5, 0]: buckets 0.5, 0.5, 0; E = 0.5×0.5 + 0.5×1.5 = 1.0
    const low = survivalLadderDistribution([
      { strike: 1, probability: 0.5 },
      { strike: 2, probability: -0.1 },
    ]);
    expectProbabilities(low, [0.5, 0.5, 0]);
    expect(low.expectation).toBeCloseTo(1, 9);
  });

  it("excludes NaN probabilities, bad strikes and bad weights", () => {
    const result = survivalLadderDistribution([
      { strike: 1, probability: Number.NaN },
      { strike: Number.NaN, probability: 0.5 },
      { strike: 2, probability: 0.5, weight: -1 },
      { strike: 3, probability: 0.4 },
      { strike: 4, probability: 0.2 },
    ]);
    expect(result.distribution?.normalization.excluded).toEqual([
      { label: "> 1", reason: "invalid_probability" },
      { label: "> NaN", reason: "invalid_strike" },
      { label: "> 2", reason: "invalid_weight" },
    ]);
    // strikes 3, 4: buckets 0.6, 0.2, 0.2; offset 0.5 → reps 2.5, 3.5, 4.5; E = 1.5 + 0.7 + 0.9 = 3.1
    expect(result.expectation).toBeCloseTo(3.1, 9);
  });

  it("clamps tail representatives into the value domain", () => {
    // fixed offset 0.5: lower tail 0.25 − 0.5 = −0.25 → domain min 0; upper 0.5 + 0.5 = 1.0
    // buckets 1 − 0.8 = 0.2 @ 0; 0.8 − 0.3 = 0.5 @ 0.375; 0.3 @ 1.0 → E = 0 + 0.1875 + 0.3 = 0.4875
    const result = survivalLadderDistribution(
      [
        { strike: 0.25, probability: 0.8 },
        { strike: 0.5, probability: 0.3 },
      ],
      { tailSupport: { kind: "fixed_offset", offset: 0.5 }, domain: { min: 0 } },
    );
    expect(representatives(result)).toEqual([0, 0.375, 1]);
    expect(result.expectation).toBeCloseTo(0.4875, 9);
    expect(result.distribution?.support_rule).toMatchObject({
      tails: "fixed_offset",
      tail_offset: 0.5,
      domain_min: 0,
    });
  });

  it("scales the tail offset with the multiple", () => {
    // multiple 1: offset = 1 × 0.2; reps 2.4 and 3.4 for the CPI ladder
    // E = 0.10×2.4 + 0.275×2.7 + 0.425×3.1 + 0.20×3.4 = 0.24 + 0.7425 + 1.3175 + 0.68 = 2.98
    const result = survivalLadderDistribution(CPI, {
      tailSupport: { kind: "median_step_multiple", multiple: 1 },
    });
    expect(result.expectation).toBeCloseTo(2.98, 9);
  });
});

describe("survivalLadderDistribution: degenerate ladders", () => {
  it("has nothing to say with zero strikes or none priced", () => {
    expect(survivalLadderDistribution([])).toEqual({
      distribution: null,
      expectation: null,
      reason: "no_strikes",
    });
    expect(survivalLadderDistribution([{ strike: 3, probability: null }]).distribution).toBeNull();
    expect(survivalLadderDistribution([{ strike: 3, probability: null }])).toMatchObject({
      reason: "no_priced_strikes",
    });
  });

  it("splits one strike into two tails", () => {
    // fixed offset 0.25: (-inf, 3] 1 − 0.3 = 0.7 @ 2.75; (3, +inf) 0.3 @ 3.25; E = 1.925 + 0.975 = 2.9
    const result = survivalLadderDistribution([{ strike: 3, probability: 0.3 }], {
      tailSupport: { kind: "fixed_offset", offset: 0.25 },
    });
    expectProbabilities(result, [0.7, 0.3]);
    expect(outcomesOf(result).map((o) => o.label)).toEqual(["(-inf, 3]", "(3, +inf)"]);
    expect(result.expectation).toBeCloseTo(2.9, 9);
  });

  it("needs a fallback step for one strike under the median-step rule", () => {
    const point = [{ strike: 3, probability: 0.3 }];
    expect(survivalLadderDistribution(point)).toMatchObject({
      distribution: null,
      reason: "tail_support_undefined",
    });
    // fallback step 0.2 → offset 0.1: 0.7 @ 2.9 + 0.3 @ 3.1 = 2.03 + 0.93 = 2.96
    const result = survivalLadderDistribution(point, {
      tailSupport: { kind: "median_step_multiple", multiple: 0.5, fallbackStep: 0.2 },
    });
    expect(result.expectation).toBeCloseTo(2.96, 9);
  });

  it("puts all-equal probabilities in the tails and flags both", () => {
    // S = 0.5, 0.5, 0.5 on 1, 2, 3: tails 0.5 each, interior 0; offset 0.5 → 0.5 @ 0.5 + 0.5 @ 3.5 = 2.0
    const result = survivalLadderDistribution([1, 2, 3].map((strike) => ({ strike, probability: 0.5 })));
    expectProbabilities(result, [0.5, 0, 0, 0.5]);
    expect(outcomesOf(result).map((o) => o.modal)).toEqual([true, false, false, true]);
    expect(result.expectation).toBeCloseTo(2, 9);
    expect(result.distribution?.normalization.repaired).toBe(false);
  });

  it("puts everything below the ladder when all probabilities are 0", () => {
    // lower tail 1 − 0 = 1 @ 1 − 0.5 = 0.5
    const result = survivalLadderDistribution([1, 2, 3].map((strike) => ({ strike, probability: 0 })));
    expectProbabilities(result, [1, 0, 0, 0]);
    expect(result.expectation).toBeCloseTo(0.5, 9);
  });

  it("puts everything above the ladder when all probabilities are 1", () => {
    // upper tail 1 @ 3 + 0.5 = 3.5
    const result = survivalLadderDistribution([1, 2, 3].map((strike) => ({ strike, probability: 1 })));
    expectProbabilities(result, [0, 0, 0, 1]);
    expect(result.expectation).toBeCloseTo(3.5, 9);
  });
});

describe("rangeBucketDistribution", () => {
  // CPI MoM buckets; quoted masses sum to 0.10 + 0.30 + 0.45 + 0.20 = 1.05
  const buckets = [
    { low: 0.2, high: 0.3, probability: 0.45 },
    { low: null, high: 0.1, probability: 0.1 },
    { low: 0.3, high: null, probability: 0.2 },
    { low: 0.1, high: 0.2, probability: 0.3 },
  ];

  it("normalises proportionally and discloses the raw total", () => {
    const result = rangeBucketDistribution(buckets);
    // 0.10/1.05, 0.30/1.05, 0.45/1.05, 0.20/1.05
    expectProbabilities(result, [0.1 / 1.05, 0.3 / 1.05, 0.45 / 1.05, 0.2 / 1.05]);
    expect(result.distribution?.normalization).toMatchObject({ method: "proportional", raw_total: 1.05 });
    // widths 0.1 → offset 0.05: reps 0.05, 0.15, 0.25, 0.35
    expect(representatives(result)).toEqual([0.05, 0.15, 0.25, 0.35]);
    // E = (0.1×0.05 + 0.3×0.15 + 0.45×0.25 + 0.2×0.35) / 1.05 = (0.005 + 0.045 + 0.1125 + 0.07) / 1.05
    //   = 0.2325 / 1.05 = 0.22142857142857…
    expect(result.expectation).toBeCloseTo(0.2325 / 1.05, 9);
    expect(outcomesOf(result).map((o) => o.modal)).toEqual([false, false, true, false]);
    expect(result.distribution?.basis).toBe("range_buckets");
  });

  it("excludes unpriced and invalid buckets", () => {
    const result = rangeBucketDistribution([
      ...buckets.slice(0, 2),
      { low: 0.3, high: null, probability: null, reason: "stale_observation" },
      { low: 0.1, high: 0.2, probability: 1.5 },
      { low: 0.5, high: 0.4, probability: 0.1 },
    ]);
    expect(result.distribution?.normalization.excluded).toEqual([
      { label: "0.3 to +inf", reason: "stale_observation" },
      { label: "0.1 to 0.2", reason: "invalid_probability" },
      { label: "0.5 to 0.4", reason: "invalid_bounds" },
    ]);
    // remaining 0.45 (0.2,0.3] and 0.10 (-inf,0.1]: total 0.55
    expectProbabilities(result, [0.1 / 0.55, 0.45 / 0.55]);
  });

  it("refuses overlapping buckets and empty input", () => {
    expect(
      rangeBucketDistribution([
        { low: 0.1, high: 0.3, probability: 0.5 },
        { low: 0.2, high: 0.4, probability: 0.5 },
      ]),
    ).toMatchObject({ distribution: null, reason: "overlapping_buckets" });
    expect(rangeBucketDistribution([])).toMatchObject({ reason: "no_buckets" });
    expect(rangeBucketDistribution([{ low: 0, high: 1, probability: 0 }])).toMatchObject({
      reason: "zero_total_probability",
    });
  });
});
