/**
 * Puts a stock's daily returns and a theme contract's daily probability changes on the same sessions.
 *
 * Rules:
 * - Sessions are the equity history rows, oldest first; each carries its 16:00 America/New_York close
 *   instant (`close_utc_ms`, see {@link sessionCloseUtcMs}). The previous session of a row is the row
 *   before it, whatever the calendar gap (a trading halt simply makes a longer return).
 * - Price of a session: `adjusted_close` when it is not null, otherwise `close`; usable only when finite
 *   and above 0.
 * - Stock return of session t: r_t = price_t / price_{t−1} − 1, defined only when both sessions have a
 *   usable price (so the first row never has one).
 * - Probability at the close of session t: p_t = the `p` of the observation with the latest `t_ms` at or
 *   before that session's close (the last such in input order when several share that `t_ms`). An
 *   observation whose `t_ms` is not finite or whose `p` is not a finite number in [0, 1] is ignored. There
 *   is no staleness limit: a quiet contract carries its last probability forward and then Δp = 0.
 * - Completed sessions only: a session's close is final only when it was read after the session closed.
 *   The models take the sessions whose close instant is at or before the moment the equity history
 *   was read ({@link completedSessions}), and a contract has no p_t for a session that closed after its
 *   observations were collected (`collectedAtMs` of {@link probabilitiesAtClose}): an unclosed session's
 *   price is not a close, and an observation collected before a close is not that close's probability.
 * - Probability change: Δp_t = p_t − p_{t−1}, defined only when both sessions have a p.
 * - A session enters a regression only when r_t and every Δp of that regression are defined.
 */
import { newYorkInstant } from "../new-york-calendar.ts";
import { row } from "./linear-algebra.ts";

export interface EquitySession {
  /** Exchange session date, YYYY-MM-DD (New York). */
  session_date: string;
  /** The session's 16:00 America/New_York close instant, epoch ms. */
  close_utc_ms: number;
  adjusted_close: number | null;
  close: number;
}

/** One venue observation: probability (0 to 1) of the contract's adverse side at `t_ms` (epoch ms). */
export interface ProbabilityObservation {
  t_ms: number;
  p: number;
}

/** The 16:00 America/New_York instant of a session date (the probability cut-off for that session). */
export function sessionCloseUtcMs(sessionDate: string): number {
  return newYorkInstant(sessionDate, 16, 0);
}

function assertSessionsOrdered(sessions: readonly EquitySession[]): void {
  sessions.forEach((session, i) => {
    if (!Number.isFinite(session.close_utc_ms)) throw new RangeError(`session ${i}: close_utc_ms not finite`);
    const previous = sessions[i - 1];
    if (previous !== undefined && session.close_utc_ms <= previous.close_utc_ms) {
      throw new RangeError(`sessions must be oldest first with increasing close instants (row ${i})`);
    }
  });
}

/**
 * The sessions whose close was final when read: those whose close instant is at or before `readAtMs`
 * (oldest first, as given). A session still trading, or closed after the read, is left out.
 */
export function completedSessions<S extends { close_utc_ms: number }>(
  sessions: readonly S[],
  readAtMs: number,
): S[] {
  return sessions.filter((session) => session.close_utc_ms <= readAtMs);
}

/** The session's usable price, or null. */
export function sessionPrice(session: EquitySession): number | null {
  const price = session.adjusted_close ?? session.close;
  return Number.isFinite(price) && price > 0 ? price : null;
}

/** r_t per session (null where undefined); same length as `sessions`. */
export function stockReturns(sessions: readonly EquitySession[]): (number | null)[] {
  assertSessionsOrdered(sessions);
  const prices = sessions.map(sessionPrice);
  return prices.map((price, i) => {
    const previous = i > 0 ? prices[i - 1] : null;
    return price === null || previous === null || previous === undefined ? null : price / previous - 1;
  });
}

function usable(observation: ProbabilityObservation): boolean {
  const { t_ms, p } = observation;
  return Number.isFinite(t_ms) && Number.isFinite(p) && p >= 0 && p <= 1;
}

/**
 * p_t per session (null before the contract's first usable observation, and for every session that
 * closed after `collectedAtMs`, when the observations were collected); same length as `sessions`.
 */
export function probabilitiesAtClose(
  sessions: readonly EquitySession[],
  observations: readonly ProbabilityObservation[],
  collectedAtMs: number = Number.POSITIVE_INFINITY,
): (number | null)[] {
  assertSessionsOrdered(sessions);
  // Array.prototype.sort is stable, so equal instants keep input order and the later one wins below.
  const ordered = observations.filter(usable).sort((a, b) => a.t_ms - b.t_ms);
  let next = 0;
  let current: number | null = null;
  return sessions.map((session) => {
    for (; next < ordered.length; next++) {
      const observation = row(ordered, next);
      if (observation.t_ms > session.close_utc_ms) break;
      current = observation.p;
    }
    return session.close_utc_ms <= collectedAtMs ? current : null;
  });
}

/** Δp_t per session (null where either p is missing); same length as the input. */
export function probabilityChanges(probabilities: readonly (number | null)[]): (number | null)[] {
  return probabilities.map((p, i) => {
    const previous = i > 0 ? probabilities[i - 1] : null;
    return p === null || previous === null || previous === undefined ? null : p - previous;
  });
}

/** The sessions on which a regression of r on several Δp series can use every value. */
export interface AlignedRows {
  session_dates: string[];
  returns: number[];
  /** One array per Δp series, each aligned with `returns`. */
  changes: number[][];
}

/**
 * Keeps the sessions where the return and every Δp series are defined, oldest first. `changes` holds one
 * per-session array per series (as from {@link probabilityChanges}).
 */
export function alignRows(
  sessions: readonly EquitySession[],
  returns: readonly (number | null)[],
  changes: readonly (readonly (number | null)[])[],
): AlignedRows {
  if (returns.length !== sessions.length || changes.some((series) => series.length !== sessions.length)) {
    throw new RangeError("every series needs one value per session");
  }
  const aligned: AlignedRows = { session_dates: [], returns: [], changes: changes.map(() => []) };
  sessions.forEach((session, i) => {
    const r = returns[i];
    if (r === null || r === undefined) return;
    const values: number[] = [];
    for (const series of changes) {
      const value = series[i];
      if (value === null || value === undefined) return;
      values.push(value);
    }
    aligned.session_dates.push(session.session_date);
    aligned.returns.push(r);
    values.forEach((value, j) => {
      row(aligned.changes, j).push(value);
    });
  });
  return aligned;
}

/** The last `count` aligned rows (all of them when there are fewer). */
export function lastRows(rows: AlignedRows, count: number): AlignedRows {
  const start = Math.max(0, rows.returns.length - count);
  return {
    session_dates: rows.session_dates.slice(start),
    returns: rows.returns.slice(start),
    changes: rows.changes.map((series) => series.slice(start)),
  };
}
