/**
 * Explicit cache lifetimes ("short and explicit"). Current resources change every
 * ingestion minute, so shared caches may keep them only briefly and must revalidate with the ETag.
 */
export const CACHE_POLICIES = {
  /** Live values that move each ingestion cycle. */
  current: "public, max-age=15, must-revalidate",
  /**
   * The status plane: a silent feed must show within seconds of being called stale, so caches keep an
   * answer no longer than pix's own memo of it (src/status/routes/get-status.ts `STATUS_MEMO_MS`).
   */
  status: "public, max-age=2, must-revalidate",
  /** News: ingested every five minutes, so a minute in caches is well inside its own cadence. */
  news: "public, max-age=60, must-revalidate",
  /** Discovery documents that change only on deploy. */
  reference: "public, max-age=300, must-revalidate",
  /**
   * Written once and never rewritten (a lake snapshot's rows, a finished UTC day's snapshot list). Bounded
   * to an hour rather than "immutable" so that removing a venue from the lake allow-list reaches caches.
   */
  sealed: "public, max-age=3600",
  /** Never stored (problems, operator responses, research). */
  none: "no-store",
} as const;

export type CachePolicy = keyof typeof CACHE_POLICIES;

/** The max-age a policy publishes, in seconds (0 for a policy that is never stored). */
export function maxAgeSeconds(policy: CachePolicy): number {
  return Number(/max-age=(\d+)/.exec(CACHE_POLICIES[policy])?.[1] ?? 0);
}
