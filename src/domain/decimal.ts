/**
 * Exact decimals as scaled integers. Venue prices and counts arrive as decimal strings ("0.4350",
 * "1523.00"); parsing them through floats and summing would drift, so pix keeps them as bigint counts of
 * 10^-SCALE units and converts to a number only for charts.
 */
export const SCALE = 6;
const UNIT = 10n ** BigInt(SCALE);

/** A decimal with exactly SCALE implied fraction digits: `scaled(1.5) = 1_500_000n`. */
export type Scaled = bigint;

const DECIMAL = /^([+-])?(\d{1,18})(?:\.(\d{1,18}))?$/;

/**
 * Parses a plain decimal string ("12", "-0.5", "0.4350"). Returns null for anything else: exponents,
 * NaN, Infinity, blanks, more than SCALE significant fraction digits (which would need rounding).
 */
export function parseDecimal(text: string): Scaled | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = "0", fraction = ""] = match;
  const significant = fraction.replace(/0+$/, "");
  if (significant.length > SCALE) return null;
  const value = BigInt(whole) * UNIT + BigInt(significant.padEnd(SCALE, "0") || "0");
  return sign === "-" ? -value : value;
}

/** Exact conversion of a finite JS number that has at most SCALE decimals (e.g. Polymarket's numbers). */
export function decimalFromNumber(value: number): Scaled | null {
  if (!Number.isFinite(value)) return null;
  return parseDecimal(value.toFixed(SCALE));
}

/** Fixed-point string with `places` fraction digits, rounding half away from zero. */
export function formatDecimal(value: Scaled, places: number = SCALE): string {
  if (places < 0 || places > SCALE) throw new RangeError(`places must be 0..${SCALE}`);
  const drop = 10n ** BigInt(SCALE - places);
  const negative = value < 0n;
  let magnitude = negative ? -value : value;
  magnitude = (magnitude + drop / 2n) / drop;
  const digits = magnitude.toString().padStart(places + 1, "0");
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : "";
  return `${negative && magnitude !== 0n ? "-" : ""}${whole}${fraction}`;
}

export function toNumber(value: Scaled): number {
  return Number(value) / Number(UNIT);
}

/** Product of two scaled decimals, rounded half away from zero to SCALE places. */
export function multiply(a: Scaled, b: Scaled): Scaled {
  const product = a * b;
  const half = UNIT / 2n;
  return product >= 0n ? (product + half) / UNIT : -((-product + half) / UNIT);
}

export const ZERO: Scaled = 0n;
export const ONE: Scaled = UNIT;
