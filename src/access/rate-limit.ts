/**
 * Per-minute rate-limit windows shared by the per-key guard and the per-IP limiter (both lease theirs
 * out: ./lease-window.ts).
 *
 * A window opens at the first request and lasts 60 s; it holds at most `limit` requests. Anchoring the
 * window at the first request (rather than at the wall-clock minute) keeps a burst from straddling two
 * windows, so a key limited to N per minute never gets more than N in any window it opened.
 */
export const WINDOW_MS = 60_000;

export interface RateWindow {
  startMs: number;
  count: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets (at least 1). */
  resetSeconds: number;
}

/** `RateLimit-*` response headers (and Retry-After's value when refused). */
export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  return {
    "RateLimit-Limit": String(decision.limit),
    "RateLimit-Remaining": String(decision.remaining),
    "RateLimit-Reset": String(decision.resetSeconds),
  };
}

/** A key is valid strictly before its expiry instant: at exactly `expires_at` it is expired. */
export function isExpired(expiresAtMs: number | null, nowMs: number): boolean {
  return expiresAtMs !== null && nowMs >= expiresAtMs;
}

/** The per-IP limit from configuration; anything but a positive integer falls back to the default. */
export const DEFAULT_IP_RATE_LIMIT_PER_MINUTE = 300;

export function ipRateLimit(configured: string | undefined): number {
  const value = Number(configured);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_IP_RATE_LIMIT_PER_MINUTE;
}
