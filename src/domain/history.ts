/**
 * History read plane: which window a range covers, which bucket resolutions a window allows,
 * which stored series a resolution reads, how finer buckets fold into coarser ones, and how much of the
 * window the store holds. Pure: every clock is a parameter.
 */
import { MINUTE_MS, minuteFloor, rfc3339 } from "./clock.ts";
import type { RollupResolution } from "./rollups.ts";

const DAY_MINUTES = 24 * 60;

/** Trailing window length of each range in minutes; `all` runs from the feed's launch instead. */
export const HISTORY_RANGES = {
  "1d": DAY_MINUTES,
  "1w": 7 * DAY_MINUTES,
  "1m": 30 * DAY_MINUTES,
  "6m": 182 * DAY_MINUTES,
  "1y": 365 * DAY_MINUTES,
  all: null,
} as const satisfies Record<string, number | null>;
export type HistoryRange = keyof typeof HISTORY_RANGES;
export const HISTORY_RANGE_NAMES = Object.keys(HISTORY_RANGES) as HistoryRange[];
export const DEFAULT_INDEX_HISTORY_RANGE: HistoryRange = "1m";

/** Bucket widths in minutes, finest first. `1w` is an ISO week, which is always 10,080 minutes in UTC. */
export const BUCKET_RESOLUTIONS = {
  "1m": 1,
  "5m": 5,
  "10m": 10,
  "15m": 15,
  "30m": 30,
  "1h": 60,
  "4h": 240,
  "1d": DAY_MINUTES,
  "1w": 7 * DAY_MINUTES,
} as const satisfies Record<string, number>;
export type BucketResolution = keyof typeof BUCKET_RESOLUTIONS;
const BUCKET_RESOLUTION_NAMES = Object.keys(BUCKET_RESOLUTIONS) as BucketResolution[];

export type HistoryResolution = BucketResolution | "auto";
export const HISTORY_RESOLUTIONS: readonly HistoryResolution[] = ["auto", ...BUCKET_RESOLUTION_NAMES];
export const DEFAULT_HISTORY_RESOLUTION: HistoryResolution = "auto";

/** A (window, resolution) pair whose nominal bucket count exceeds this is too fine (400 problem). */
export const MAX_HISTORY_BUCKETS = 2500;
/** `1m` reads raw ticks; capping it at one day keeps a response to at most 1,440 tick rows. */
export const MAX_RAW_TICK_ROWS = DAY_MINUTES;
/** `auto` picks the finest resolution with at most this many buckets: enough for a chart, small on the wire. */
export const AUTO_TARGET_BUCKETS = 400;

export function isHistoryRange(text: string): text is HistoryRange {
  return Object.hasOwn(HISTORY_RANGES, text);
}

export function isHistoryResolution(text: string): text is HistoryResolution {
  return text === "auto" || Object.hasOwn(BUCKET_RESOLUTIONS, text);
}

/** Half-open window `[fromMs, toMs)`. */
export interface HistoryWindow {
  fromMs: number;
  toMs: number;
}

/**
 * The window a range covers at `nowMs`. `toMs` is the end of the current minute (exclusive), so the
 * current minute's tick is included once written. Fixed ranges reach back a fixed length from there,
 * even before the feed's launch (coverage then says `partial`); `all` starts at the feed's launch
 * minute (an empty window while the launch is still ahead).
 */
export function historyWindow(range: HistoryRange, nowMs: number, feedLaunchedAtMs: number): HistoryWindow {
  const toMs = minuteFloor(nowMs) + MINUTE_MS;
  const minutes = HISTORY_RANGES[range];
  if (minutes === null) return { fromMs: Math.min(minuteFloor(feedLaunchedAtMs), toMs), toMs };
  return { fromMs: toMs - minutes * MINUTE_MS, toMs };
}

export function windowMinutes(window: HistoryWindow): number {
  return Math.max(0, Math.ceil((window.toMs - window.fromMs) / MINUTE_MS));
}

/** Nominal bucket count of a window: ceil(window minutes / bucket minutes). */
export function bucketCount(resolution: BucketResolution, minutes: number): number {
  return Math.ceil(minutes / BUCKET_RESOLUTIONS[resolution]);
}

/** Too fine: more than MAX_HISTORY_BUCKETS buckets, or raw ticks over more than one day. */
export function isTooFine(resolution: BucketResolution, minutes: number): boolean {
  if (bucketCount(resolution, minutes) > MAX_HISTORY_BUCKETS) return true;
  return sourceFor(resolution) === "ticks" && minutes > MAX_RAW_TICK_ROWS;
}

export function allowedResolutions(minutes: number): BucketResolution[] {
  return BUCKET_RESOLUTION_NAMES.filter((resolution) => !isTooFine(resolution, minutes));
}

/**
 * `auto`: the finest resolution with at most AUTO_TARGET_BUCKETS (400) buckets. Fixed ranges give
 * 1d→5m (288), 1w→30m (336), 1m→4h (180), 6m→1d (182), 1y→1d (365); `all` depends on the feed's age
 * (under ~400 days 1d, then 1w). Never too fine, since 400 < MAX_HISTORY_BUCKETS.
 */
export function autoResolution(minutes: number): BucketResolution {
  const fitting = BUCKET_RESOLUTION_NAMES.find((r) => bucketCount(r, minutes) <= AUTO_TARGET_BUCKETS);
  return fitting ?? "1w";
}

/** Stored series a resolution is folded from: raw ticks for 1m, else the coarsest rollup that nests. */
export type HistorySource = "ticks" | RollupResolution;

export function sourceFor(resolution: BucketResolution): HistorySource {
  switch (resolution) {
    case "1m":
      return "ticks";
    case "5m":
    case "10m":
    case "15m":
    case "30m":
      return "5m";
    case "1h":
    case "4h":
      return "1h";
    case "1d":
    case "1w":
      return "1d";
  }
}

const WEEK_MS = 7 * DAY_MINUTES * MINUTE_MS;
/** 1970-01-01 was a Thursday; ISO weeks start on Mondays, three days earlier. */
const MONDAY_EPOCH_SHIFT_MS = 3 * DAY_MINUTES * MINUTE_MS;

/**
 * Start of the UTC-aligned bucket holding `epochMs`. Minute widths align to multiples from the Unix
 * epoch (4h buckets start at 00, 04, 08… UTC; `1d` is the UTC calendar day); `1w` is the ISO week from
 * Monday 00:00 UTC.
 */
export function bucketStartFor(resolution: BucketResolution, epochMs: number): number {
  if (resolution === "1w") {
    return Math.floor((epochMs + MONDAY_EPOCH_SHIFT_MS) / WEEK_MS) * WEEK_MS - MONDAY_EPOCH_SHIFT_MS;
  }
  const size = BUCKET_RESOLUTIONS[resolution] * MINUTE_MS;
  return Math.floor(epochMs / size) * size;
}

/** Exclusive end of the bucket starting at `startMs`. */
export function bucketEndFor(resolution: BucketResolution, startMs: number): number {
  return startMs + BUCKET_RESOLUTIONS[resolution] * MINUTE_MS;
}

/**
 * Stored rows to read for a window: `source` rows whose start lies in `[fromMs, toMs)`. `fromMs` is
 * the start of the target bucket holding the window's start, so the series is every target bucket
 * overlapping the window and the first one is complete (it may begin before the window; the last one
 * is still filling). That is at most bucketCount + 1 buckets.
 */
export function sourceSpan(
  resolution: BucketResolution,
  window: HistoryWindow,
): { source: HistorySource; fromMs: number; toMs: number } {
  return {
    source: sourceFor(resolution),
    fromMs: bucketStartFor(resolution, window.fromMs),
    toMs: window.toMs,
  };
}

export interface OhlcBucket {
  start_ms: number;
  open: number;
  high: number;
  low: number;
  close: number;
  tick_count: number;
}

/** Raw ticks as 1m buckets (open = high = low = close), ready for aggregateOhlc. */
export function ticksAsBuckets(ticks: readonly { minute_ms: number; value: number }[]): OhlcBucket[] {
  return ticks.map(({ minute_ms, value }) => ({
    start_ms: minute_ms,
    open: value,
    high: value,
    low: value,
    close: value,
    tick_count: 1,
  }));
}

/**
 * Folds finer buckets (each nesting inside one target bucket) into `resolution` buckets: open of the
 * first, max high, min low, close of the last, tick counts summed. Input is sorted by start first, so
 * "first" and "last" are by time whatever order the store returned.
 */
export function aggregateOhlc(source: readonly OhlcBucket[], resolution: BucketResolution): OhlcBucket[] {
  const sorted = [...source].sort((a, b) => a.start_ms - b.start_ms);
  const out: OhlcBucket[] = [];
  for (const bucket of sorted) {
    const start = bucketStartFor(resolution, bucket.start_ms);
    const current = out[out.length - 1];
    if (current && current.start_ms === start) {
      current.high = Math.max(current.high, bucket.high);
      current.low = Math.min(current.low, bucket.low);
      current.close = bucket.close;
      current.tick_count += bucket.tick_count;
    } else {
      out.push({ ...bucket, start_ms: start });
    }
  }
  return out;
}

export interface OhlcWire {
  start_at: string;
  end_at: string;
  open: number;
  high: number;
  low: number;
  close: number;
  tick_count: number;
}

/** Wire form of one bucket: RFC 3339 start and exclusive end. */
export function ohlcWire(bucket: OhlcBucket, resolution: BucketResolution): OhlcWire {
  return {
    start_at: rfc3339(bucket.start_ms),
    end_at: rfc3339(bucketEndFor(resolution, bucket.start_ms)),
    open: bucket.open,
    high: bucket.high,
    low: bucket.low,
    close: bucket.close,
    tick_count: bucket.tick_count,
  };
}

/** Floor of the coverage tolerance: the one-minute ingestion cycle may lag the clock by a few minutes. */
export const COVERAGE_MIN_TOLERANCE_MINUTES = 5;

export type HistoryAvailability = "available" | "partial" | "empty";

export interface HistoryCoverage {
  availability: HistoryAvailability;
  coverage: {
    requested_from: string;
    requested_to: string;
    held_from: string | null;
    held_to: string | null;
    fraction: number;
    feed_launched_at: string;
  };
}

/**
 * `meta.availability` and `meta.coverage` of a history response.
 *
 * - `heldFirstMs` / `heldLastMs` are the minutes of the first and last tick the store holds inside the
 *   window (null when it holds none). The held slice is `[first tick minute, end of last tick minute)`,
 *   clipped to the window; `requested_to` and `held_to` are exclusive ends.
 * - `fraction` = held slice length / window length, 0–1 (rounded to 4 places). It measures the span;
 *   missing minutes inside the span are not subtracted.
 * - `empty`: no tick in the window (or an empty window, e.g. `all` before the launch).
 * - `partial`: the held slice starts later than the window's start, or ends earlier than its end, by
 *   more than the tolerance: one bucket of the served resolution, and never less than five minutes (the
 *   one-minute ingestion cycle can lag a little). A window reaching back before the feed's launch is
 *   therefore `partial`, since there is no backfill.
 * - `available` otherwise.
 */
export function coverage(
  window: HistoryWindow,
  heldFirstMs: number | null,
  heldLastMs: number | null,
  feedLaunchedAtMs: number,
  resolution: BucketResolution,
): HistoryCoverage {
  const requested = { requested_from: rfc3339(window.fromMs), requested_to: rfc3339(window.toMs) };
  const feed_launched_at = rfc3339(feedLaunchedAtMs);
  const heldFrom = heldFirstMs === null ? null : Math.max(heldFirstMs, window.fromMs);
  const heldTo = heldLastMs === null ? null : Math.min(heldLastMs + MINUTE_MS, window.toMs);
  if (heldFrom === null || heldTo === null || heldTo <= heldFrom || window.toMs <= window.fromMs) {
    return {
      availability: "empty",
      coverage: { ...requested, held_from: null, held_to: null, fraction: 0, feed_launched_at },
    };
  }
  const toleranceMs = Math.max(BUCKET_RESOLUTIONS[resolution], COVERAGE_MIN_TOLERANCE_MINUTES) * MINUTE_MS;
  const gapped = heldFrom - window.fromMs > toleranceMs || window.toMs - heldTo > toleranceMs;
  const fraction = Math.round(((heldTo - heldFrom) / (window.toMs - window.fromMs)) * 10_000) / 10_000;
  return {
    availability: gapped ? "partial" : "available",
    coverage: {
      ...requested,
      held_from: rfc3339(heldFrom),
      held_to: rfc3339(heldTo),
      fraction,
      feed_launched_at,
    },
  };
}

export type HistoryPlan =
  | {
      ok: true;
      window: HistoryWindow;
      resolution: BucketResolution;
      resolution_was_auto: boolean;
      source: HistorySource;
      source_from_ms: number;
      source_to_ms: number;
    }
  | {
      ok: false;
      reason: "too_fine";
      resolution: BucketResolution;
      bucket_count: number;
      max_buckets: number;
      allowed_resolutions: BucketResolution[];
    };

/**
 * Resolves a validated (range, resolution) request to the window, bucket width and rows to read.
 * `fixedWindow` replaces the range's trailing window (e.g. a frozen published series).
 */
export function planHistory(
  range: HistoryRange,
  requested: HistoryResolution,
  nowMs: number,
  feedLaunchedAtMs: number,
  fixedWindow?: HistoryWindow,
): HistoryPlan {
  const window = fixedWindow ?? historyWindow(range, nowMs, feedLaunchedAtMs);
  const minutes = windowMinutes(window);
  const resolution = requested === "auto" ? autoResolution(minutes) : requested;
  if (isTooFine(resolution, minutes)) {
    return {
      ok: false,
      reason: "too_fine",
      resolution,
      bucket_count: bucketCount(resolution, minutes),
      max_buckets: MAX_HISTORY_BUCKETS,
      allowed_resolutions: allowedResolutions(minutes),
    };
  }
  const span = sourceSpan(resolution, window);
  return {
    ok: true,
    window,
    resolution,
    resolution_was_auto: requested === "auto",
    source: span.source,
    source_from_ms: span.fromMs,
    source_to_ms: span.toMs,
  };
}

export interface HistoryRangePolicy {
  range: HistoryRange;
  window: "trailing" | "since_feed_launch";
  /** Null for `all`: its allowed resolutions follow from the feed's age by the same rule. */
  window_minutes: number | null;
  allowed_resolutions: BucketResolution[] | null;
  too_fine_resolutions: BucketResolution[] | null;
  auto_resolution: BucketResolution | null;
}

/** The resolution rules as data, for `/api/v1/info` and the OpenAPI description. */
export const HISTORY_POLICY = {
  ranges: HISTORY_RANGE_NAMES,
  resolutions: HISTORY_RESOLUTIONS,
  default_range: DEFAULT_INDEX_HISTORY_RANGE,
  default_resolution: DEFAULT_HISTORY_RESOLUTION,
  max_buckets: MAX_HISTORY_BUCKETS,
  max_raw_tick_rows: MAX_RAW_TICK_ROWS,
  auto_target_buckets: AUTO_TARGET_BUCKETS,
  bucket_count_rule: "ceil(window_minutes / resolution_minutes)",
  too_fine_rule: `bucket count above ${MAX_HISTORY_BUCKETS}, or 1m (raw ticks) over a window longer than ${MAX_RAW_TICK_ROWS} minutes`,
  alignment:
    "UTC: minute widths align to multiples from the Unix epoch (4h buckets start 00, 04, 08... UTC); 1d is the UTC calendar day; 1w is the ISO week from Monday 00:00 UTC",
  bucket_resolutions: BUCKET_RESOLUTION_NAMES.map((resolution) => ({
    resolution,
    minutes: BUCKET_RESOLUTIONS[resolution],
    source: sourceFor(resolution),
  })),
  range_table: HISTORY_RANGE_NAMES.map((range): HistoryRangePolicy => {
    const minutes = HISTORY_RANGES[range];
    if (minutes === null) {
      return {
        range,
        window: "since_feed_launch",
        window_minutes: null,
        allowed_resolutions: null,
        too_fine_resolutions: null,
        auto_resolution: null,
      };
    }
    return {
      range,
      window: "trailing",
      window_minutes: minutes,
      allowed_resolutions: allowedResolutions(minutes),
      too_fine_resolutions: BUCKET_RESOLUTION_NAMES.filter((resolution) => isTooFine(resolution, minutes)),
      auto_resolution: autoResolution(minutes),
    };
  }),
} as const;
