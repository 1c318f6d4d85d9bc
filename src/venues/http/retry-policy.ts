/**
 * When and how long to wait before trying an upstream request again. Pure functions so the schedule is
 * testable without a clock.
 */

export interface BackoffSettings {
  /** Ceiling of the first retry's delay; it doubles per attempt. */
  baseDelayMs: number;
  /** No single backoff delay is longer than this. */
  maxDelayMs: number;
}

/**
 * "Full jitter" exponential backoff: a uniformly random delay in [0, min(max, base * 2^(retry-1))).
 * Spreading retries randomly keeps many collectors from hammering a recovering upstream in lockstep.
 * `retry` counts from 1 (the first retry).
 */
export function backoffDelayMs(retry: number, settings: BackoffSettings, random: () => number): number {
  const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** Math.max(0, retry - 1));
  const unit = Math.min(Math.max(random(), 0), 1);
  return Math.floor(unit * ceiling);
}

/**
 * Reads a Retry-After header: delay-seconds ("12") or an HTTP date. Returns milliseconds from `nowMs`
 * (never negative), or null when the header is absent or unreadable.
 */
export function parseRetryAfterMs(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  // Only accept something that looks like an HTTP date, so Date.parse's leniency ("1") is not trusted.
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - nowMs);
}
