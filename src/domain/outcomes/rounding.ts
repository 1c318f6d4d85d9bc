/**
 * How scores are published. Scores are computed in floating point (IEEE 754 doubles) and published
 * rounded to SCORE_DECIMALS decimals, half away from zero, so a recomputation elsewhere in doubles
 * agrees to the last published digit except where a value sits within float noise of a rounding edge.
 */
export const SCORE_DECIMALS = 6;

const FACTOR = 10 ** SCORE_DECIMALS;

/** A score rounded to SCORE_DECIMALS decimals, half away from zero; −0 reads as 0. */
export function roundScore(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`score is not finite: ${value}`);
  // Scaled first, so 0.0000005 rounds to 0.000001; the tiny nudge absorbs representation error
  // (0.1234565 is stored as 0.12345649999…, which a half-away rule should still round up).
  const scaled = Math.abs(value) * FACTOR;
  const rounded = Math.round(scaled * (1 + Number.EPSILON)) / FACTOR;
  const signed = value < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed;
}
