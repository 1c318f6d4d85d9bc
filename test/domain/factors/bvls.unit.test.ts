import { describe, expect, it } from "vitest";
import { boundedLeastSquares } from "../../../src/domain/factors/index.ts";

describe("boundedLeastSquares (hand-computed)", () => {
  it("returns the unbounded solution when it is inside the bounds", () => {
    const result = boundedLeastSquares(
      [
        [1, 0],
        [0, 1],
      ],
      [0.5, -0.25],
      -1,
      1,
    );
    expect(result).toEqual({ x: [0.5, -0.25], bound: [0, 0], iterations: 0, converged: true });
  });

  it("holds a variable at the bound its unbounded value crossed", () => {
    // One column (1, 1, 1) and b = (3, 3, 3): the unbounded weight 3 is clipped to the upper bound 1.
    expect(boundedLeastSquares([[1, 1, 1]], [3, 3, 3], -1, 1)).toMatchObject({ x: [1], bound: [1] });
  });

  it("solves two correlated columns with both bounds binding", () => {
    // a₁ = (1, 1, 0), a₂ = (0, 1, 1), b = (3, 0, −3). Normal equations [2 1; 1 2]·x = (3, −3) → x = (3, −3),
    // clipped to (1, −1). Residual Ax − b = (−2, 0, 2), gradient Aᵀ(Ax − b) = (−2, 2): raising x₁ or
    // lowering x₂ would help, but both sit on those bounds, so (1, −1) is optimal.
    const result = boundedLeastSquares(
      [
        [1, 1, 0],
        [0, 1, 1],
      ],
      [3, 0, -3],
      -1,
      1,
    );
    expect(result.x).toEqual([1, -1]);
    expect(result.bound).toEqual([1, -1]);
    expect(result.converged).toBe(true);
  });

  it("re-solves the free variable with the other held at its bound", () => {
    // a₁ = (1, 0, 1), a₂ = (0, 1, 1), b = (4, 0, 0): unbounded x = (8/3, −4/3); both clip to (1, −1);
    // x₂ free with x₁ = 1: minimise (x₂)² + (1 + x₂)² → x₂ = −1/2, inside the bounds.
    const result = boundedLeastSquares(
      [
        [1, 0, 1],
        [0, 1, 1],
      ],
      [4, 0, 0],
      -1,
      1,
    );
    expect(result.x[0]).toBe(1);
    expect(result.x[1]).toBeCloseTo(-0.5, 14);
    expect(result.bound).toEqual([1, 0]);
  });

  it("rejects bounds that leave no room", () => {
    expect(() => boundedLeastSquares([[1]], [1], 1, 1)).toThrow(RangeError);
  });
});
