import { describe, expect, it } from "vitest";
import { fitOlsWithIntercept, leastSquares, slopeContribution } from "../../../src/domain/factors/index.ts";

describe("fitOlsWithIntercept (hand-computed)", () => {
  // x = 0, 1, 2, 3; y = 1, 3, 2, 5.
  // x̄ = 1.5, ȳ = 2.75, Sxx = Σ(x − x̄)² = 5, Sxy = Σ(x − x̄)(y − ȳ) = 2.625 − 0.125 − 0.375 + 3.375 = 5.5.
  // β = Sxy / Sxx = 1.1; α = ȳ − β·x̄ = 2.75 − 1.65 = 1.1.
  // Fitted 1.1, 2.2, 3.3, 4.4 → residuals −0.1, 0.8, −1.3, 0.6 → SSR = 0.01 + 0.64 + 1.69 + 0.36 = 2.7.
  // s² = SSR / (n − 2) = 1.35; se(β) = √(s² / Sxx) = √0.27; t = 1.1 / √0.27.
  const fit = fitOlsWithIntercept([[0, 1, 2, 3]], [1, 3, 2, 5]);

  it("gives the textbook coefficients, standard error and t statistic", () => {
    expect(fit.intercept).toBeCloseTo(1.1, 14);
    expect(fit.slopes[0]).toBeCloseTo(1.1, 14);
    expect(fit.ssr).toBeCloseTo(2.7, 14);
    expect(fit.residualDegreesOfFreedom).toBe(2);
    expect(fit.standardErrors[0]).toBeCloseTo(Math.sqrt(0.27), 14);
    expect(fit.tStats[0]).toBeCloseTo(1.1 / Math.sqrt(0.27), 13);
    expect(fit.dropped).toEqual([false]);
    expect(fit.observations).toBe(4);
  });

  it("drops a regressor collinear with an earlier one and fits the rest", () => {
    // x₂ = 2·x₁ adds nothing: the fit is the univariate one and x₂ gets 0 with no standard error.
    const both = fitOlsWithIntercept(
      [
        [0, 1, 2, 3],
        [0, 2, 4, 6],
      ],
      [1, 3, 2, 5],
    );
    expect(both.dropped).toEqual([false, true]);
    expect(both.slopes[0]).toBeCloseTo(1.1, 14);
    expect(both.slopes[1]).toBe(0);
    expect(both.standardErrors[0]).toBeCloseTo(Math.sqrt(0.27), 14);
    expect(both.standardErrors[1]).toBeNull();
    expect(both.tStats[1]).toBeNull();
  });

  it("drops a constant regressor (collinear with the intercept), never NaN", () => {
    const flat = fitOlsWithIntercept([[0.2, 0.2, 0.2]], [1, 2, 6]);
    expect(flat.dropped).toEqual([true]);
    expect(flat.slopes).toEqual([0]);
    expect(flat.intercept).toBeCloseTo(3, 14); // the mean of y
    expect(flat.standardErrors).toEqual([null]);
  });

  it("gives standard error 0 and a null t statistic for all-zero y", () => {
    const zero = fitOlsWithIntercept([[0.01, -0.02, 0.03, 0.0]], [0, 0, 0, 0]);
    expect(zero.slopes).toEqual([0]);
    expect(zero.standardErrors).toEqual([0]);
    expect(zero.tStats).toEqual([null]);
  });

  it("reports no standard error without residual degrees of freedom", () => {
    const exact = fitOlsWithIntercept([[0, 1]], [1, 3]);
    expect(exact.slopes[0]).toBeCloseTo(2, 14);
    expect(exact.residualDegreesOfFreedom).toBe(0);
    expect(exact.standardErrors).toEqual([null]);
  });

  it("rejects an empty sample and mismatched columns", () => {
    expect(() => fitOlsWithIntercept([[]], [])).toThrow(RangeError);
    expect(() => fitOlsWithIntercept([[1, 2]], [1, 2, 3])).toThrow(RangeError);
  });
});

describe("leastSquares", () => {
  it("solves a square system exactly", () => {
    // [2 1; 1 3]·β = [3, 5] → β = (4/5, 7/5).
    const solution = leastSquares(
      [
        [2, 1],
        [1, 3],
      ],
      [3, 5],
    );
    expect(solution.coefficients[0]).toBeCloseTo(0.8, 14);
    expect(solution.coefficients[1]).toBeCloseTo(1.4, 14);
    expect(solution.rank).toBe(2);
  });

  it("drops a column once the kept ones span every observation", () => {
    const solution = leastSquares(
      [
        [1, 0],
        [0, 1],
        [1, 1],
      ],
      [2, 3],
    );
    expect(solution.dropped).toEqual([false, false, true]);
    expect(solution.coefficients).toEqual([2, 3, 0]);
  });
});

describe("slopeContribution", () => {
  it("is Σ βᵢ·xᵢ without the intercept", () => {
    expect(slopeContribution([2, -1], [0.5, 0.25])).toBe(0.75);
  });
});
