/**
 * Ordinary least squares with an intercept and classical (homoskedastic) standard errors, the numbers
 * statsmodels' `OLS(y, add_constant(X)).fit()` reports as `params`, `bse` and `tvalues` when the design
 * has full rank.
 *
 * Rank rule: the design is [1, x₁, …, x_k] in that order; a column whose residual after projection on the
 * kept columns before it is at most 1e-9 of its own length is dropped (see COLLINEARITY_TOLERANCE). A
 * dropped column gets coefficient 0 and null standard error and t statistic, and the model is the OLS fit
 * of the kept columns (statsmodels' pseudo-inverse would instead spread the coefficient over the
 * collinear columns; the kept-column fit is chosen because it is stable out of sample).
 */
import { at, leastSquares, residuals as residualsOf, row } from "./linear-algebra.ts";

export interface OlsFit {
  /** Intercept α. */
  intercept: number;
  /** One slope per regressor, in input order; 0 where the regressor was dropped. */
  slopes: number[];
  /** Classical standard error per slope: √(s²·[(XᵀX)⁻¹]ⱼⱼ) with s² = SSR/(n − rank); null where dropped. */
  standardErrors: (number | null)[];
  /** slope / standard error; null where dropped or where the standard error is 0 (a perfect fit). */
  tStats: (number | null)[];
  /** `true` where the rank rule dropped the regressor (collinear with the intercept or earlier ones). */
  dropped: boolean[];
  /** Sum of squared residuals. */
  ssr: number;
  /** n − rank, where rank counts the intercept and the kept regressors. */
  residualDegreesOfFreedom: number;
  observations: number;
}

/** `y = α + Σ βⱼ xⱼ + ε`; `regressors` holds one array per xⱼ, each with one value per observation. */
export function fitOlsWithIntercept(
  regressors: readonly (readonly number[])[],
  y: readonly number[],
): OlsFit {
  const n = y.length;
  if (n === 0) throw new RangeError("OLS needs at least one observation");
  const design = [new Array<number>(n).fill(1), ...regressors];
  const solution = leastSquares(design, y);
  const resid = residualsOf(design, y, solution.coefficients);
  const ssr = resid.reduce((sum, e) => sum + e * e, 0);
  const dof = n - solution.rank;
  const scale = dof > 0 ? ssr / dof : null;

  const standardErrorOf = (designColumn: number): number | null => {
    const keptRow = solution.kept.indexOf(designColumn);
    if (keptRow < 0 || scale === null) return null;
    // [(XᵀX)⁻¹]ⱼⱼ = ‖row j of R⁻¹‖².
    const inverseRow = row(solution.rInverse, keptRow);
    const diagonal = inverseRow.reduce((sum, value) => sum + value * value, 0);
    return Math.sqrt(scale * diagonal);
  };

  const slopes = regressors.map((_, j) => at(solution.coefficients, j + 1));
  const standardErrors = regressors.map((_, j) => standardErrorOf(j + 1));
  const tStats = slopes.map((slope, j) => {
    const se = standardErrors[j];
    return se === null || se === undefined || se === 0 ? null : slope / se;
  });
  return {
    intercept: at(solution.coefficients, 0),
    slopes,
    standardErrors,
    tStats,
    dropped: regressors.map((_, j) => solution.dropped[j + 1] === true),
    ssr,
    residualDegreesOfFreedom: dof,
    observations: n,
  };
}

/** Σ βⱼ xⱼ at one observation (the intercept left out): the hedge a fitted model implies for that day. */
export function slopeContribution(slopes: readonly number[], x: readonly number[]): number {
  if (slopes.length !== x.length) throw new RangeError("one regressor value per slope");
  return slopes.reduce((sum, beta, j) => sum + beta * at(x, j), 0);
}
