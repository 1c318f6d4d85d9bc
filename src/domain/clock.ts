/** UTC clock arithmetic shared by ingestion, rounds and the lake. Pure: every instant is a parameter. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const ROUND_MINUTES = 5;

export function minuteFloor(epochMs: number): number {
  return Math.floor(epochMs / MINUTE_MS) * MINUTE_MS;
}

/** Start of the five-minute round bucket holding `epochMs`. */
export function roundBucket(epochMs: number): number {
  const bucket = ROUND_MINUTES * MINUTE_MS;
  return Math.floor(epochMs / bucket) * bucket;
}

/** A cycle starting exactly on a five-minute boundary commits that round. */
export function isRoundBoundary(cycleStartMs: number): boolean {
  return cycleStartMs % (ROUND_MINUTES * MINUTE_MS) === 0;
}

/**
 * The one wire form of an instant: RFC 3339 UTC to the whole second with an explicit `Z`,
 * `2026-11-22T09:05:00Z` (a sub-second part is dropped, never rounded up). Every instant pix publishes
 * takes it, except the lake's quote rows, which are the tape's bytes.
 */
export function rfc3339(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * An instant recorded as text elsewhere (a venue's clock with milliseconds, an offset other than Z) in
 * the wire form of `rfc3339`; text that is not an instant is returned unchanged.
 */
export function rfc3339Of(text: string): string {
  const epochMs = Date.parse(text);
  return Number.isFinite(epochMs) ? rfc3339(epochMs) : text;
}

/** What `rfc3339` writes, as a pattern and in words, for schemas that declare an instant's precision. */
export const RFC3339_SECONDS_PATTERN = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$";
export const SECOND_PRECISION = "RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).";

/** `YYYY-MM-DD` and `HHMM` of a UTC instant (the lake's object key parts). */
export function utcDateAndHhmm(epochMs: number): { date: string; hhmm: string } {
  const iso = new Date(epochMs).toISOString();
  return { date: iso.slice(0, 10), hhmm: `${iso.slice(11, 13)}${iso.slice(14, 16)}` };
}
