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
  const short = readShortDecimal(text, 18, "exact");
  if (short !== undefined) return short;
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = "0", fraction = ""] = match;
  const significant = fraction.replace(/0+$/, "");
  if (significant.length > SCALE) return null;
  const value = BigInt(whole) * UNIT + BigInt(significant.padEnd(SCALE, "0") || "0");
  return sign === "-" ? -value : value;
}

const DIGIT_0 = 48;
const DOT = 46;
const MINUS = 45;
const PLUS = 43;
/** 9 whole digits and SCALE fraction digits stay below 2^53, so they add up exactly as a number. */
const SHORT_WHOLE_DIGITS = 9;
const SHORT_UNIT = 10 ** SCALE;

/**
 * The readers' fast path, for the common case of a plain decimal with at most 9 whole digits and no
 * surrounding blanks: one pass over the characters and number arithmetic, no regex and no bigint per
 * digit (venue pages carry hundreds of thousands of such strings a cycle). Digits beyond SCALE are
 * rounded half away from zero on the first dropped digit (`round`), or make the text unreadable
 * (`exact`, null) unless they are zeros. Returns undefined for anything else, which the caller then
 * reads with its full rule: the answer is the same either way, only slower.
 */
export function readShortDecimal(
  text: string,
  maxFractionDigits: number,
  mode: "exact" | "round",
): Scaled | null | undefined {
  const units = readShortUnits(text, maxFractionDigits, mode);
  return typeof units === "number" ? BigInt(units) : units;
}

/**
 * readShortDecimal's value as a plain number of 10^-SCALE units, exact (below 2^53), for hot loops
 * that only compare values and need no bigint for each. A negative zero reads as -0.
 */
export function readShortUnits(
  text: string,
  maxFractionDigits: number,
  mode: "exact" | "round",
): number | null | undefined {
  const length = text.length;
  let i = 0;
  const first = text.charCodeAt(0);
  const negative = first === MINUS;
  if (negative || first === PLUS) i = 1;
  const wholeStart = i;
  let whole = 0;
  for (; i < length; i++) {
    const digit = text.charCodeAt(i) - DIGIT_0;
    if (digit < 0 || digit > 9) break;
    whole = whole * 10 + digit;
  }
  const wholeDigits = i - wholeStart;
  if (wholeDigits === 0 || wholeDigits > SHORT_WHOLE_DIGITS) return undefined;
  let fraction = 0;
  let roundUp = false;
  let droppedNonZero = false;
  if (i < length) {
    if (text.charCodeAt(i) !== DOT) return undefined;
    const fractionStart = ++i;
    for (; i < length; i++) {
      const digit = text.charCodeAt(i) - DIGIT_0;
      if (digit < 0 || digit > 9) return undefined;
      const place = i - fractionStart;
      if (place < SCALE) fraction = fraction * 10 + digit;
      else {
        if (place === SCALE) roundUp = digit >= 5;
        if (digit !== 0) droppedNonZero = true;
      }
    }
    const fractionDigits = i - fractionStart;
    if (fractionDigits === 0 || fractionDigits > maxFractionDigits) return undefined;
    for (let place = fractionDigits; place < SCALE; place++) fraction *= 10;
  }
  if (mode === "exact" && droppedNonZero) return null;
  const magnitude = whole * SHORT_UNIT + fraction + (mode === "round" && roundUp ? 1 : 0);
  return negative ? -magnitude : magnitude;
}

/** Exact conversion of a finite JS number that has at most SCALE decimals (e.g. Polymarket's numbers). */
export function decimalFromNumber(value: number): Scaled | null {
  if (!Number.isFinite(value)) return null;
  return parseDecimal(value.toFixed(SCALE));
}

/** Fixed-point string with `places` fraction digits, rounding half away from zero. */
export function formatDecimal(value: Scaled, places: number = SCALE): string {
  if (places < 0 || places > SCALE) throw new RangeError(`places must be 0..${SCALE}`);
  if (places === SCALE) return formatFull(value);
  const drop = 10n ** BigInt(SCALE - places);
  const negative = value < 0n;
  let magnitude = negative ? -value : value;
  magnitude = (magnitude + drop / 2n) / drop;
  const digits = magnitude.toString().padStart(places + 1, "0");
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : "";
  return `${negative && magnitude !== 0n ? "-" : ""}${whole}${fraction}`;
}

/** formatDecimal at SCALE places: nothing to round, so only the digits are placed around the point. */
function formatFull(value: Scaled): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(SCALE + 1, "0");
  const point = digits.length - SCALE;
  return `${negative ? "-" : ""}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Fixed-point text with trailing zeros trimmed, but never fewer than `minPlaces` fraction digits. */
export function formatTrimmed(value: Scaled, minPlaces: number): string {
  const text = formatDecimal(value, SCALE);
  const point = text.indexOf(".");
  const shortest = point + 1 + minPlaces;
  let end = text.length;
  while (end > shortest && text.charCodeAt(end - 1) === 48 /* "0" */) end--;
  return end === point + 1 ? text.slice(0, point) : text.slice(0, end);
}

/** Midpoint of two non-negative prices, rounded half up at SCALE. */
export function midpoint(bid: Scaled, ask: Scaled): Scaled {
  return (bid + ask + 1n) / 2n;
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
