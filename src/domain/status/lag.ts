/**
 * The lag recorder of the status plane: how late a piece of work finished against the moment it was
 * due (a cycle's or a job's boundary), or how far behind the venue a live feed ran, kept as a histogram
 * per minute for a day. Pure: the store keeps the cells (`{ minute, bucket, count }`), this module says
 * which bucket a lag falls in and reads percentiles back.
 *
 * The histogram is log-scale: eight buckets per doubling, so a percentile read from a bucket's
 * geometric middle is within 4.5 % of the value recorded (2^(1/16) − 1). Bucket 0 holds lags under
 * 1 ms; bucket b ≥ 1 holds [2^((b−1)/8), 2^(b/8)) ms; lags past 2^30 ms (12.4 days) fall in the last
 * bucket. Memory is bounded: at most `LAG_BUCKETS` cells a minute for `LAG_KEPT_MINUTES` minutes.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../clock.ts";

/** Buckets per doubling of the lag. */
export const BUCKETS_PER_DOUBLING = 8;
/** Largest lag with a bucket of its own: 2^30 ms. */
const MAX_LOG2 = 30;
/** How many buckets a minute may hold: 0 (under 1 ms), then eight per doubling up to 2^30 ms. */
export const LAG_BUCKETS = 1 + MAX_LOG2 * BUCKETS_PER_DOUBLING;
/** Minutes of cells kept: the longest window, a day. */
export const LAG_KEPT_MINUTES = DAY_MS / MINUTE_MS;

/** The windows percentiles are read over, by name. */
export const LAG_WINDOWS = { "5m": 5 * MINUTE_MS, "1h": HOUR_MS, "24h": DAY_MS } as const;
export type LagWindow = keyof typeof LAG_WINDOWS;

/** One cell of the recorder: `count` lags in `bucket`, recorded during the minute starting `minute` (epoch ms). */
export interface LagCell {
  minute: number;
  bucket: number;
  count: number;
}

/** The bucket a lag of `ms` falls in (a negative lag — a clock ahead of the venue's — counts as 0). */
export function lagBucket(ms: number): number {
  if (!Number.isFinite(ms) || ms < 1) return 0;
  const bucket = 1 + Math.floor(Math.log2(ms) * BUCKETS_PER_DOUBLING);
  return Math.min(bucket, LAG_BUCKETS - 1);
}

/** The value a bucket stands for, in whole ms: 0 for bucket 0, else its geometric middle. */
export function bucketValueMs(bucket: number): number {
  if (bucket <= 0) return 0;
  return Math.round(2 ** ((bucket - 0.5) / BUCKETS_PER_DOUBLING));
}

/** p50 and p99 of one window, and how many lags it holds (the percentiles are null when none). */
export interface LagPercentiles {
  count: number;
  p50_ms: number | null;
  p99_ms: number | null;
}

/**
 * The `q`-quantile (0 < q ≤ 1) of the lags in `cells` by nearest rank: the bucket holding the
 * ⌈q·n⌉-th smallest lag, read as its value. Null when the cells hold none.
 */
export function lagQuantile(cells: readonly Pick<LagCell, "bucket" | "count">[], q: number): number | null {
  const counts = new Map<number, number>();
  let total = 0;
  for (const { bucket, count } of cells) {
    if (count <= 0) continue;
    counts.set(bucket, (counts.get(bucket) ?? 0) + count);
    total += count;
  }
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= rank) return bucketValueMs(bucket);
  }
  return null;
}

/**
 * p50 and p99 over each window ending at `nowMs`: a window of W ms holds the cells of the minutes that
 * start after `nowMs − W` (the current minute, partly elapsed, included).
 */
export function lagPercentiles(cells: readonly LagCell[], nowMs: number): Record<LagWindow, LagPercentiles> {
  const read = (windowMs: number): LagPercentiles => {
    const inside = cells.filter((c) => c.minute > nowMs - windowMs && c.minute <= nowMs);
    return {
      count: inside.reduce((sum, c) => sum + Math.max(0, c.count), 0),
      p50_ms: lagQuantile(inside, 0.5),
      p99_ms: lagQuantile(inside, 0.99),
    };
  };
  return { "5m": read(LAG_WINDOWS["5m"]), "1h": read(LAG_WINDOWS["1h"]), "24h": read(LAG_WINDOWS["24h"]) };
}

/** The oldest minute a recorder keeps at `nowMs`: cells of earlier minutes may be dropped. */
export function oldestKeptMinute(nowMs: number): number {
  return Math.floor(nowMs / MINUTE_MS) * MINUTE_MS - (LAG_KEPT_MINUTES - 1) * MINUTE_MS;
}
