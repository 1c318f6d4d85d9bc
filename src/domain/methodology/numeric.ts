/**
 * Small numeric helpers shared by the methodologies. Probabilities and index values are binary floats
 * (they feed charts and further arithmetic); exact decimals are used where a comparison must not drift.
 */

/**
 * Rounds to 12 significant digits. Sums and differences of decimal prices carry float noise
 * (0.9 − 0.7 = 0.20000000000000007); 12 digits is far below any quoted precision, so this only removes
 * the noise before a value goes on the wire.
 */
export function tidy(value: number): number {
  if (value === 0) return 0;
  return Number(value.toPrecision(12));
}

/** A finite number in [0, 1]. */
export function isProbability(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 1;
}

/** Median of a non-empty list (mean of the two middle values for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)];
  const lower = sorted[Math.ceil(sorted.length / 2) - 1];
  if (upper === undefined || lower === undefined) return null;
  return (lower + upper) / 2;
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** RFC 3339 date-time with an explicit offset (`Z` or `±hh:mm`); bare local times are refused. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:[Zz]|[+-]\d{2}:\d{2})$/;

/** Milliseconds since the epoch of a clock given as a Date or an RFC 3339 string; null if unreadable. */
export function epochMillis(clock: Date | string): number | null {
  if (clock instanceof Date) {
    const ms = clock.getTime();
    return Number.isFinite(ms) ? ms : null;
  }
  if (!RFC3339.test(clock)) return null;
  const ms = Date.parse(clock.replace(" ", "T"));
  return Number.isFinite(ms) ? ms : null;
}
