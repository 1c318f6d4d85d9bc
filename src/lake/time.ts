/** The lake's date and time parameters: UTC calendar dates and HHMM object-key times. Pure. */
import { DAY_MS } from "../domain/clock.ts";

/**
 * A finished UTC day's manifest may still gain its 23:59 snapshot while that cycle runs: a day counts as
 * closed (its snapshot list final) only this long after midnight.
 */
export const DAY_CLOSE_GRACE_MS = 10 * 60_000;

/** `YYYY-MM-DD` naming a real calendar date (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** `HHMM` from 0000 to 2359. */
export function isHhmm(value: string): boolean {
  return /^(?:[01]\d|2[0-3])[0-5]\d$/.test(value);
}

/** The cycle start an object key's date and HHMM stand for, RFC 3339 UTC. */
export function cycleStart(date: string, hhmm: string): string {
  return `${date}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00Z`;
}

/** `closed` once no cycle can add a snapshot to the date any more. */
export function dayStatus(date: string, nowMs: number): "open" | "closed" {
  return Date.parse(`${date}T00:00:00Z`) + DAY_MS + DAY_CLOSE_GRACE_MS <= nowMs ? "closed" : "open";
}
