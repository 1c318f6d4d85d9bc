/**
 * Bounded-variable least squares, min ‖Ax − b‖² subject to lower ≤ xⱼ ≤ upper, by the active-set method
 * of Stark & Parker (1995, "Bounded-variable least-squares: an algorithm and applications"), the method
 * behind SciPy's `lsq_linear(A, b, bounds=(lower, upper), method="bvls")`.
 *
 * 1. Solve the unbounded problem; if it is inside the bounds it is the answer.
 * 2. Start: clip every out-of-bounds variable to the bound it crossed, re-solve the free variables with
 *    the clipped ones held fixed, and repeat until the free solution is inside the bounds.
 * 3. Loop: with g = Aᵀ(Ax − b), a variable at its lower bound with gⱼ < 0 (or at its upper bound with
 *    gⱼ > 0) could lower the cost by moving inward. Free the one with the largest such |gⱼ|; stop when
 *    none exceeds 1e-10·‖aⱼ‖·‖b‖ (the Karush-Kuhn-Tucker conditions hold). After freeing, solve the
 *    free variables; while that solution leaves the bounds, step from the current point towards it as far
 *    as the first bound met, fix that variable at its bound and solve again.
 *
 * The columns should be linearly independent (the caller drops collinear ones); the objective is then
 * strictly convex and the answer unique. A column the rank rule drops inside a sub-problem is held at 0.
 */
import { at, dot, euclideanNorm, leastSquares, row } from "./linear-algebra.ts";

/** Relative size of gⱼ, against ‖aⱼ‖·‖b‖, below which a bound is taken as optimal. */
export const BVLS_OPTIMALITY_TOLERANCE = 1e-10;

export type BoundState = -1 | 0 | 1;

export interface BvlsResult {
  x: number[];
  /** −1 at the lower bound, 1 at the upper bound, 0 free (strictly between or solved inside). */
  bound: BoundState[];
  /** Main-loop iterations (variables freed). */
  iterations: number;
  /** False only when the iteration cap was reached first (not seen on well-posed problems). */
  converged: boolean;
}

export function boundedLeastSquares(
  columns: readonly (readonly number[])[],
  b: readonly number[],
  lower: number,
  upper: number,
): BvlsResult {
  if (!(lower < upper)) throw new RangeError("lower bound must be below upper bound");
  const n = columns.length;
  const bound: BoundState[] = columns.map(() => 0);
  const x = leastSquares(columns, b).coefficients;
  const outside = (value: number): boolean => value < lower || value > upper;
  if (!x.some(outside)) return { x, bound, iterations: 0, converged: true };

  const boundValue = (state: BoundState): number => (state < 0 ? lower : upper);
  const freeIndices = (): number[] => bound.flatMap((state, j) => (state === 0 ? [j] : []));
  /** Least squares of the free variables with the bound ones held at their values. */
  const solveFree = (free: readonly number[]): number[] => {
    const target = b.map((value, i) => {
      let fixed = 0;
      bound.forEach((state, j) => {
        if (state !== 0) fixed += at(x, j) * at(row(columns, j), i);
      });
      return value - fixed;
    });
    return leastSquares(
      free.map((j) => row(columns, j)),
      target,
    ).coefficients;
  };

  // Step 2: clip and re-solve until the free solution is feasible.
  x.forEach((value, j) => {
    if (value < lower) bound[j] = -1;
    else if (value > upper) bound[j] = 1;
    if (bound[j] !== 0) x[j] = boundValue(at(bound, j) as BoundState);
  });
  for (let free = freeIndices(); free.length > 0; free = freeIndices()) {
    const z = solveFree(free);
    let clipped = false;
    free.forEach((j, k) => {
      const value = at(z, k);
      if (outside(value)) {
        bound[j] = value < lower ? -1 : 1;
        x[j] = value < lower ? lower : upper;
        clipped = true;
      } else {
        x[j] = value;
      }
    });
    if (!clipped) break;
  }

  // Step 3.
  const bNorm = euclideanNorm(b);
  const tolerances = columns.map((column) => BVLS_OPTIMALITY_TOLERANCE * euclideanNorm(column) * bNorm);
  const maxIterations = 50 * (n + 1);
  const stalled = new Set<number>();
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const residual = b.map(
      (value, i) => columns.reduce((sum, column, j) => sum + at(x, j) * at(column, i), 0) - value,
    );
    let candidate = -1;
    let largest = 0;
    bound.forEach((state, j) => {
      if (state === 0 || stalled.has(j)) return;
      const gain = dot(row(columns, j), residual) * state;
      if (gain > at(tolerances, j) && gain > largest) {
        largest = gain;
        candidate = j;
      }
    });
    if (candidate < 0) return { x, bound, iterations: iteration, converged: true };

    const before = x.slice();
    const freedFrom = at(bound, candidate) as BoundState;
    bound[candidate] = 0;
    for (;;) {
      const free = freeIndices();
      const z = solveFree(free);
      let step = Number.POSITIVE_INFINITY;
      let hit = -1;
      let hitState: BoundState = 0;
      free.forEach((j, k) => {
        const target = at(z, k);
        if (!outside(target)) return;
        const state: BoundState = target < lower ? -1 : 1;
        const alpha = (boundValue(state) - at(x, j)) / (target - at(x, j));
        if (alpha < step) {
          step = alpha;
          hit = j;
          hitState = state;
        }
      });
      if (hit < 0) {
        free.forEach((j, k) => {
          x[j] = at(z, k);
        });
        break;
      }
      const alpha = Math.max(0, step);
      free.forEach((j, k) => {
        const moved = at(x, j) + alpha * (at(z, k) - at(x, j));
        x[j] = Math.min(upper, Math.max(lower, moved));
      });
      bound[hit] = hitState;
      x[hit] = boundValue(hitState);
    }
    // A variable that went straight back to the bound it left changed nothing: skip it until something
    // else moves, so rounding cannot make the loop free it forever.
    const unchanged = x.every((value, j) => value === before[j]);
    if (unchanged && bound[candidate] === freedFrom) stalled.add(candidate);
    else stalled.clear();
  }
  return { x, bound, iterations: maxIterations, converged: false };
}
