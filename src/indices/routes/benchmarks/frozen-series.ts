/**
 * The frozen no-query v1 series of GET /api/v1/benchmarks/{id}/history ("without a
 * range it serves the frozen no-query v1 series unchanged"): daily UTC OHLC buckets from the feed's
 * launch up to a fixed instant. Ticks are immutable and the window ends in the past, so the body — and
 * its ETag — never change with new ticks or deploys. Changing these constants is a breaking change.
 */
export const FROZEN_V1_SERIES = {
  resolution: "1d",
  endsAt: "2026-11-01T00:00:00Z",
  description:
    "daily (UTC calendar day) OHLC buckets from the feed's launch to 2026-11-01T00:00:00Z (exclusive), fixed at v1; it is byte-stable across new ticks and deploys.",
} as const;
