/**
 * Reduces an intraday probability history to one observation per New York date: the last observation
 * at or before that date's 16:00 America/New_York close. The factor models read a contract's probability
 * at each session's 16:00 New York close as the last observation at or before it, so this keeps every
 * observation they can ever use and drops the rest (an hourly history of 600 days shrinks about 24-fold).
 */
import type { ProbabilityObservation } from "../../domain/factors/alignment.ts";
import { addCalendarDays, newYorkDate, newYorkInstant } from "../../domain/new-york-calendar.ts";

/** The New York date whose 16:00 close is the first at or after `epochMs`. */
export function closeDateOf(epochMs: number): string {
  const date = newYorkDate(epochMs);
  return epochMs <= newYorkInstant(date, 16, 0) ? date : addCalendarDays(date, 1);
}

/** The largest instant a Date can hold (±100,000,000 days from the epoch). */
const MAX_DATE_MS = 8.64e15;

/**
 * Observations ordered by time (the last of equal instants in input order wins, as in the models'
 * alignment), then the last one per close date. Times a Date cannot hold and probabilities outside
 * [0, 1] are dropped first.
 */
export function lastObservationPerClose(
  observations: readonly ProbabilityObservation[],
): ProbabilityObservation[] {
  const usable = observations
    .filter(({ t_ms, p }) => Math.abs(t_ms) <= MAX_DATE_MS && Number.isFinite(p) && p >= 0 && p <= 1)
    .sort((a, b) => a.t_ms - b.t_ms);
  const byClose = new Map<string, ProbabilityObservation>();
  for (const observation of usable) byClose.set(closeDateOf(observation.t_ms), observation);
  return [...byClose.values()];
}
