/** UTC clock arithmetic shared by ingestion, rounds and the lake. Pure: every instant is a parameter. */

export const MINUTE_MS = 60_000;
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

/** RFC 3339 UTC with second precision and an explicit `Z`: `2026-11-22T09:05:00Z`. */
export function rfc3339(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** `YYYY-MM-DD` and `HHMM` of a UTC instant (the lake's object key parts). */
export function utcDateAndHhmm(epochMs: number): { date: string; hhmm: string } {
  const iso = new Date(epochMs).toISOString();
  return { date: iso.slice(0, 10), hhmm: `${iso.slice(11, 13)}${iso.slice(14, 16)}` };
}
