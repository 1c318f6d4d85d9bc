import { describe, expect, it } from "vitest";
import { poolAdjacentViolators } from "../../../src/domain/methodology/pav.ts";

function expectFit(actual: readonly number[], expected: readonly number[]) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, i) => {
    expect(actual[i]).toBeCloseTo(value, 9);
  });
}

describe("poolAdjacentViolators (non-increasing)", () => {
  it("leaves a monotone curve alone", () => {
    const fit = poolAdjacentViolators([0.9, 0.6, 0.6, 0.3]);
    expect(fit).toEqual({ fitted: [0.9, 0.6, 0.6, 0.3], merges: 0 });
  });

  it("pools a single violation to its mean", () => {
    // 0.60 < 0.65 rises: pool → (0.60 + 0.65) / 2 = 0.625
    const fit = poolAdjacentViolators([0.9, 0.6, 0.65, 0.2]);
    expectFit(fit.fitted, [0.9, 0.625, 0.625, 0.2]);
    expect(fit.merges).toBe(1);
  });

  it("cascades forward", () => {
    // 0.5 < 0.6 → 0.55 (w 2); 0.55 < 0.7 → (0.5 + 0.6 + 0.7) / 3 = 0.6; 0.9 ≥ 0.6 stops
    const fit = poolAdjacentViolators([0.9, 0.5, 0.6, 0.7]);
    expectFit(fit.fitted, [0.9, 0.6, 0.6, 0.6]);
    expect(fit.merges).toBe(2);
  });

  it("cascades backward", () => {
    // 0.3 < 0.8 → 0.55 (w 2); 0.4 < 0.55 → (0.4 + 0.3 + 0.8) / 3 = 0.5
    const fit = poolAdjacentViolators([0.4, 0.3, 0.8]);
    expectFit(fit.fitted, [0.5, 0.5, 0.5]);
    expect(fit.merges).toBe(2);
  });

  it("flattens a rising curve to its mean", () => {
    // (0.1 + 0.2 + 0.3 + 0.4) / 4 = 0.25; 4 points → 1 block = 3 merges
    const fit = poolAdjacentViolators([0.1, 0.2, 0.3, 0.4]);
    expectFit(fit.fitted, [0.25, 0.25, 0.25, 0.25]);
    expect(fit.merges).toBe(3);
  });

  it("honours weights", () => {
    // (0.60 × 1 + 0.65 × 3) / (1 + 3) = 2.55 / 4 = 0.6375
    const fit = poolAdjacentViolators([0.6, 0.65], [1, 3]);
    expectFit(fit.fitted, [0.6375, 0.6375]);
  });

  it("handles the empty and single cases", () => {
    expect(poolAdjacentViolators([])).toEqual({ fitted: [], merges: 0 });
    expect(poolAdjacentViolators([0.4])).toEqual({ fitted: [0.4], merges: 0 });
  });

  it("refuses bad weights", () => {
    expect(() => poolAdjacentViolators([0.5, 0.4], [1])).toThrow(RangeError);
    expect(() => poolAdjacentViolators([0.5, 0.4], [1, 0])).toThrow(RangeError);
    expect(() => poolAdjacentViolators([0.5, 0.4], [1, Number.NaN])).toThrow(RangeError);
  });
});
