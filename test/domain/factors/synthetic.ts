/** Small deterministic inputs for the factor tests that need a year of sessions. */

import {
  type EquitySession,
  type ProbabilityObservation,
  sessionCloseUtcMs,
} from "../../../src/domain/factors/index.ts";
import { addCalendarDays } from "../../../src/domain/new-york-calendar.ts";

/** `count` weekday session dates from 2024-01-02. */
export function weekdays(count: number): string[] {
  const dates: string[] = [];
  for (let date = "2024-01-02"; dates.length < count; date = addCalendarDays(date, 1)) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(date);
  }
  return dates;
}

/** A fixed pseudo-random sequence in [−1, 1) (a linear congruential generator; no Math.random). */
export function noise(count: number, seed: number): number[] {
  let state = seed >>> 0;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 31 - 1;
  });
}

/** Sessions whose adjusted closes compound the given returns (returns[0] is ignored). */
export function sessionsFromReturns(dates: readonly string[], returns: readonly number[]): EquitySession[] {
  let price = 100;
  return dates.map((session_date, i) => {
    if (i > 0) price *= 1 + (returns[i] ?? 0);
    return {
      session_date,
      close_utc_ms: sessionCloseUtcMs(session_date),
      adjusted_close: price,
      close: price,
    };
  });
}

/** One observation 30 minutes before each session close from `start` on, with the given probabilities. */
export function observationsAtCloses(
  dates: readonly string[],
  probabilities: readonly number[],
  start = 0,
): ProbabilityObservation[] {
  return dates.slice(start).map((date, i) => ({
    t_ms: sessionCloseUtcMs(date) - 30 * 60_000,
    p: probabilities[start + i] ?? Number.NaN,
  }));
}

/** A probability random walk from 0.5 with steps of at most 0.02, kept inside [0.05, 0.95]. */
export function probabilityPath(count: number, seed: number): number[] {
  let p = 0.5;
  return noise(count, seed).map((u, i) => {
    if (i > 0) p = Math.min(0.95, Math.max(0.05, p + 0.02 * u));
    return p;
  });
}

/** Δp of a path (index 0 is 0). */
export function pathChanges(path: readonly number[]): number[] {
  return path.map((p, i) => (i === 0 ? 0 : p - (path[i - 1] ?? p)));
}
