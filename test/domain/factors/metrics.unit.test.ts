import { describe, expect, it } from "vitest";
import {
  cumulativeSum,
  legMetrics,
  maxDrawdown,
  pearsonCorrelation,
  varianceReduction,
} from "../../../src/domain/factors/index.ts";

describe("maxDrawdown (hand-computed)", () => {
  it("is the largest fall from a running peak of cumulative P&L", () => {
    // Cumulative 10, −20, −15, −25, 15: peak 10, deepest point −25 → 35.
    expect(cumulativeSum([10, -30, 5, -10, 40])).toEqual([10, -20, -15, -25, 15]);
    expect(maxDrawdown([10, -30, 5, -10, 40])).toBe(35);
  });

  it("counts the start (0) as a peak and is 0 for a path that never falls", () => {
    expect(maxDrawdown([-5, -5])).toBe(10);
    expect(maxDrawdown([1, 2, 0])).toBe(0);
    expect(maxDrawdown([])).toBe(0);
  });
});

describe("legMetrics (hand-computed)", () => {
  it("uses the n − 1 standard deviation and √252", () => {
    // P&L 100, −100, 100, −100: mean 0, Σx² = 40,000, / 3 → std = √(40,000/3).
    const leg = legMetrics([100, -100, 100, -100]);
    expect(leg.daily_std_usd).toBeCloseTo(Math.sqrt(40_000 / 3), 10);
    expect(leg.annualised_vol_usd).toBeCloseTo(Math.sqrt(40_000 / 3) * Math.sqrt(252), 9);
    expect(leg.cumulative_pnl_usd).toBe(0);
    expect(leg.max_drawdown_usd).toBe(100);
    expect(leg.sessions).toBe(4);
    expect(legMetrics([5]).daily_std_usd).toBeNull();
  });
});

describe("varianceReduction (hand-computed)", () => {
  it("is 1 − var(hedged)/var(unhedged)", () => {
    // Halving every P&L quarters the variance: 1 − 1/4 = 0.75.
    expect(varianceReduction([1, -1, 1, -1], [0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.75, 14);
    // A hedge that adds noise gives a negative reduction.
    expect(varianceReduction([1, -1], [2, -2])).toBeCloseTo(-3, 14);
    expect(varianceReduction([0, 0, 0], [0, 0, 0])).toBeNull();
  });
});

describe("pearsonCorrelation (hand-computed)", () => {
  it("is 1 for a positive linear relation and null for a constant series", () => {
    expect(pearsonCorrelation([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 15);
    // x = 1, 2, 3; y = 1, 3, 2: Sxy = 1, Sxx = 2, Syy = 2 → 0.5.
    expect(pearsonCorrelation([1, 2, 3], [1, 3, 2])).toBeCloseTo(0.5, 15);
    expect(pearsonCorrelation([1, 2, 3], [4, 4, 4])).toBeNull();
  });
});
