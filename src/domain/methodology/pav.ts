/**
 * Pool-adjacent-violators: the weighted least-squares fit that is non-increasing in position, used to
 * repair a survival curve P(X > K) whose quotes rise somewhere along the strikes (which no distribution
 * can produce). Each maximal run that violates the order is replaced by its weighted mean.
 */

export interface IsotonicFit {
  /** One fitted value per input, non-increasing. */
  fitted: number[];
  /** Blocks merged (points − final blocks); 0 when the input was already non-increasing. */
  merges: number;
}

/**
 * Fits a non-increasing sequence to `values` (already ordered by strike). `weights` defaults to 1 per
 * point; every weight must be finite and positive (RangeError otherwise, as must equal lengths).
 */
export function poolAdjacentViolators(values: readonly number[], weights?: readonly number[]): IsotonicFit {
  if (weights !== undefined && weights.length !== values.length) {
    throw new RangeError("weights must match values in length");
  }
  const blocks: { weightedSum: number; weight: number; count: number }[] = [];
  values.forEach((value, i) => {
    const weight = weights?.[i] ?? 1;
    if (!Number.isFinite(weight) || weight <= 0) throw new RangeError("weights must be finite and positive");
    blocks.push({ weightedSum: value * weight, weight, count: 1 });
    // Merge backwards while the previous block's mean is below the new one's (a rise in the curve).
    for (;;) {
      const last = blocks[blocks.length - 1];
      const previous = blocks[blocks.length - 2];
      if (last === undefined || previous === undefined) break;
      if (previous.weightedSum / previous.weight >= last.weightedSum / last.weight) break;
      blocks.pop();
      previous.weightedSum += last.weightedSum;
      previous.weight += last.weight;
      previous.count += last.count;
    }
  });
  const fitted = blocks.flatMap((block) =>
    Array.from({ length: block.count }, () => block.weightedSum / block.weight),
  );
  return { fitted, merges: values.length - blocks.length };
}
