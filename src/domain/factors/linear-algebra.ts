/**
 * Small dense least squares for the factor models: Householder QR with a sequential rank rule, so a
 * design column that adds nothing to the earlier ones is dropped instead of producing NaN or a wild
 * coefficient. Matrices are held as columns (`readonly number[][]`, one array per column) because every
 * caller builds its design that way and the rank rule walks the columns in order.
 */

/**
 * A column is dropped when the part of it that the earlier kept columns cannot explain is at most this
 * fraction of its own length: ‖x_j − P x_j‖ ≤ 1e-9·‖x_j‖ (P projects onto the earlier kept columns), or
 * when it is all zeros. Exact collinearity computed in floating point leaves a ratio near 1e-14; real
 * distinct regressors leave ratios many orders above 1e-9.
 */
export const COLLINEARITY_TOLERANCE = 1e-9;

/** Element `i` of an array; a RangeError rather than `undefined` when out of range. */
export function at(values: ArrayLike<number>, i: number): number {
  const value = values[i];
  if (value === undefined) throw new RangeError(`index ${i} out of range (length ${values.length})`);
  return value;
}

/** Row `i` of a row-major list of rows (or column `i` of a column list). */
export function row<T>(rows: readonly T[], i: number): T {
  const value = rows[i];
  if (value === undefined) throw new RangeError(`index ${i} out of range (length ${rows.length})`);
  return value;
}

export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new RangeError("dot: lengths differ");
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += at(a, i) * at(b, i);
  return sum;
}

export function euclideanNorm(values: ArrayLike<number>): number {
  // Scaled so a column of tiny probability changes cannot underflow when squared.
  let scale = 0;
  for (let i = 0; i < values.length; i++) scale = Math.max(scale, Math.abs(at(values, i)));
  if (scale === 0) return 0;
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (at(values, i) / scale) ** 2;
  return scale * Math.sqrt(sum);
}

export interface LeastSquaresSolution {
  /** One coefficient per column; 0 for a dropped column. */
  coefficients: number[];
  /** `true` where the rank rule dropped the column. */
  dropped: boolean[];
  /** Number of kept columns (the numerical rank under the rule). */
  rank: number;
  /**
   * Inverse of the kept columns' R factor (rank × rank, upper triangular, rows of the kept order), so
   * (XᵀX)⁻¹ = R⁻¹R⁻ᵀ for the kept columns. Empty when rank is 0.
   */
  rInverse: number[][];
  /** Indices of the kept columns, in column order. */
  kept: number[];
}

/**
 * Least squares min ‖y − Xβ‖ by Householder QR without pivoting. Columns are taken in the order given;
 * each is first reduced by the reflectors of the columns kept before it, then dropped under
 * {@link COLLINEARITY_TOLERANCE} or kept with a reflector of its own. Kept coefficients solve Rβ = Qᵀy.
 */
export function leastSquares(
  columns: readonly (readonly number[])[],
  y: readonly number[],
): LeastSquaresSolution {
  const n = y.length;
  for (const column of columns) {
    if (column.length !== n) throw new RangeError("every column must have one value per observation");
  }
  const reflectors: Float64Array[] = []; // reflector k acts on rows k..n−1
  const rColumns: number[][] = []; // column k of R: its first k+1 entries
  const kept: number[] = [];
  const dropped = columns.map(() => false);
  const qty = Float64Array.from(y);

  const reflect = (k: number, v: Float64Array, target: Float64Array): void => {
    const vv = dot(v, v);
    if (vv === 0) return;
    let vz = 0;
    for (let i = 0; i < v.length; i++) vz += at(v, i) * at(target, k + i);
    const factor = (2 * vz) / vv;
    for (let i = 0; i < v.length; i++) target[k + i] = at(target, k + i) - factor * at(v, i);
  };

  columns.forEach((column, j) => {
    const work = Float64Array.from(column);
    reflectors.forEach((v, k) => {
      reflect(k, v, work);
    });
    const k = kept.length;
    const tail = work.subarray(k);
    const tailNorm = euclideanNorm(tail);
    const ownNorm = euclideanNorm(column);
    if (ownNorm === 0 || k >= n || tailNorm <= COLLINEARITY_TOLERANCE * ownNorm) {
      dropped[j] = true;
      return;
    }
    // Reflect the tail onto ±‖tail‖e₁, choosing the sign that avoids cancellation.
    const alpha = at(tail, 0) >= 0 ? -tailNorm : tailNorm;
    const v = Float64Array.from(tail);
    v[0] = at(v, 0) - alpha;
    reflectors.push(v);
    const rColumn = Array.from(work.subarray(0, k));
    rColumn.push(alpha);
    rColumns.push(rColumn);
    kept.push(j);
    reflect(k, v, qty);
  });

  const rank = kept.length;
  const r = (i: number, c: number): number => (i <= c ? at(row(rColumns, c), i) : 0);
  // Back substitution for Rβ = (Qᵀy)[0..rank).
  const solved = new Array<number>(rank).fill(0);
  for (let i = rank - 1; i >= 0; i--) {
    let sum = at(qty, i);
    for (let c = i + 1; c < rank; c++) sum -= r(i, c) * at(solved, c);
    solved[i] = sum / r(i, i);
  }
  // R⁻¹ column by column: R·x = e_c.
  const rInverse = Array.from({ length: rank }, () => new Array<number>(rank).fill(0));
  for (let c = 0; c < rank; c++) {
    for (let i = c; i >= 0; i--) {
      let sum = i === c ? 1 : 0;
      for (let m = i + 1; m <= c; m++) sum -= r(i, m) * at(row(rInverse, m), c);
      row(rInverse, i)[c] = sum / r(i, i);
    }
  }
  const coefficients = columns.map(() => 0);
  kept.forEach((j, i) => {
    coefficients[j] = at(solved, i);
  });
  return { coefficients, dropped, rank, rInverse, kept };
}

/** y − Xβ, computed from the original data. */
export function residuals(
  columns: readonly (readonly number[])[],
  y: readonly number[],
  coefficients: readonly number[],
): number[] {
  return y.map((value, i) => {
    let fitted = 0;
    columns.forEach((column, j) => {
      const beta = at(coefficients, j);
      if (beta !== 0) fitted += beta * at(column, i);
    });
    return value - fitted;
  });
}
