/** Exact text forms of the venues' numbers, built from integers so no float noise leaks into strings. */

const pad2 = (n: number) => String(n).padStart(2, "0");

/** Kalshi dollars with 4 decimals from whole cents: 45 → "0.4500". */
export function kalshiDollars(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${pad2(abs % 100)}00`;
}

/** A count with 2 decimals from hundredths: 123456 → "1234.56". */
export function hundredthsText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${pad2(hundredths % 100)}`;
}

/** Polymarket's short decimal form from thousandths: 455 → "0.455", 500 → "0.5", 1000 → "1". */
export function thousandthsText(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction === "" ? String(whole) : `${whole}.${fraction}`;
}

/** Polymarket price text from cents: 45 → "0.45". */
export const polyPrice = (cents: number): string => thousandthsText(cents * 10);

/** RFC 3339 without milliseconds, as both venues print instants. */
export function isoSeconds(epochMs: number): string {
  return new Date(Math.floor(epochMs / 1000) * 1000).toISOString().replace(".000Z", "Z");
}

/** A JSON-encoded string of a string list, spaced like Gamma's (`["Yes", "No"]`). */
export function jsonStringList(items: string[]): string {
  return `[${items.map((item) => JSON.stringify(item)).join(", ")}]`;
}
