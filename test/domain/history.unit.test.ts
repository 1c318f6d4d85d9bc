import { describe, expect, it } from "vitest";
import {
  aggregateOhlc,
  allowedResolutions,
  autoResolution,
  type BucketResolution,
  bucketCount,
  bucketEndFor,
  bucketStartFor,
  coverage,
  HISTORY_POLICY,
  HISTORY_RANGES,
  HISTORY_RESOLUTIONS,
  historyWindow,
  isHistoryRange,
  isHistoryResolution,
  isTooFine,
  type OhlcBucket,
  ohlcWire,
  planHistory,
  sourceFor,
  sourceSpan,
  ticksAsBuckets,
  windowMinutes,
} from "../../src/domain/history.ts";

const at = (iso: string) => Date.parse(iso);
const DAY = 1440;

describe("ranges and resolutions", () => {
  it("spells the spec's parameter values", () => {
    expect(Object.keys(HISTORY_RANGES)).toEqual(["1d", "1w", "1m", "6m", "1y", "all"]);
    expect(HISTORY_RESOLUTIONS).toEqual(["auto", "1m", "5m", "10m", "15m", "30m", "1h", "4h", "1d", "1w"]);
    expect(isHistoryRange("6m")).toBe(true);
    expect(isHistoryRange("2y")).toBe(false);
    expect(isHistoryRange("toString")).toBe(false);
    expect(isHistoryResolution("auto")).toBe(true);
    expect(isHistoryResolution("4h")).toBe(true);
    expect(isHistoryResolution("2h")).toBe(false);
  });
  it("gives each range its window in minutes: 1d 1,440; 1w 10,080; 1m 43,200; 6m 262,080; 1y 525,600", () => {
    expect(HISTORY_RANGES).toEqual({
      "1d": 1440,
      "1w": 10_080,
      "1m": 43_200,
      "6m": 262_080,
      "1y": 525_600,
      all: null,
    });
  });
});

describe("too fine", () => {
  it("counts buckets as ceil(window / width)", () => {
    expect(bucketCount("1m", 7 * DAY)).toBe(10_080);
    expect(bucketCount("5m", 7 * DAY)).toBe(2016);
    expect(bucketCount("15m", 30 * DAY)).toBe(2880);
    expect(bucketCount("1w", 30 * DAY)).toBe(5); // 4.29 weeks
  });
  it("refuses more than 2,500 buckets", () => {
    expect(isTooFine("1m", 7 * DAY)).toBe(true); // 10,080
    expect(isTooFine("5m", 7 * DAY)).toBe(false); // 2,016
    expect(isTooFine("15m", 30 * DAY)).toBe(true); // 2,880
    expect(isTooFine("30m", 30 * DAY)).toBe(false); // 1,440
    expect(isTooFine("1h", 182 * DAY)).toBe(true); // 4,368
    expect(isTooFine("4h", 365 * DAY)).toBe(false); // 2,190
  });
  it("refuses raw ticks over more than one day, even under 2,500 buckets", () => {
    expect(isTooFine("1m", 1440)).toBe(false);
    expect(isTooFine("1m", 1441)).toBe(true);
    expect(isTooFine("1m", 2160)).toBe(true); // `all` on a feed 1.5 days old: 2,160 buckets but 2,160 tick rows
  });
  it("publishes the allowed pairs of every fixed range", () => {
    const table = Object.fromEntries(HISTORY_POLICY.range_table.map((row) => [row.range, row]));
    expect(table["1d"]?.allowed_resolutions).toEqual([
      "1m",
      "5m",
      "10m",
      "15m",
      "30m",
      "1h",
      "4h",
      "1d",
      "1w",
    ]);
    expect(table["1w"]?.too_fine_resolutions).toEqual(["1m"]);
    expect(table["1m"]?.too_fine_resolutions).toEqual(["1m", "5m", "10m", "15m"]);
    expect(table["6m"]?.too_fine_resolutions).toEqual(["1m", "5m", "10m", "15m", "30m", "1h"]);
    expect(table["1y"]?.too_fine_resolutions).toEqual(["1m", "5m", "10m", "15m", "30m", "1h"]);
    expect(table["1y"]?.allowed_resolutions).toEqual(["4h", "1d", "1w"]);
    expect(table.all).toMatchObject({
      window: "since_feed_launch",
      window_minutes: null,
      allowed_resolutions: null,
    });
    expect(HISTORY_POLICY.max_buckets).toBe(2500);
    expect(JSON.parse(JSON.stringify(HISTORY_POLICY))).toEqual(HISTORY_POLICY); // plain JSON for /info
  });
  it("derives `all`'s allowed set from the feed's age", () => {
    expect(allowedResolutions(3 * DAY)).toEqual(["5m", "10m", "15m", "30m", "1h", "4h", "1d", "1w"]);
    expect(allowedResolutions(1000 * DAY)).toEqual(["1d", "1w"]); // 4h: 6,000 buckets
  });
});

describe("autoResolution", () => {
  it("picks the finest width with at most 400 buckets for each fixed range", () => {
    const auto = (range: keyof typeof HISTORY_RANGES) => autoResolution(HISTORY_RANGES[range] ?? 0);
    expect(auto("1d")).toBe("5m"); // 1m would be 1,440; 5m is 288
    expect(auto("1w")).toBe("30m"); // 15m would be 672; 30m is 336
    expect(auto("1m")).toBe("4h"); // 1h would be 720; 4h is 180
    expect(auto("6m")).toBe("1d"); // 4h would be 1,092; 1d is 182
    expect(auto("1y")).toBe("1d"); // 365
  });
  it("follows the feed's age for `all`", () => {
    expect(autoResolution(0)).toBe("1m");
    expect(autoResolution(3 * DAY)).toBe("15m"); // 10m would be 432; 15m is 288
    expect(autoResolution(300 * DAY)).toBe("1d");
    expect(autoResolution(730 * DAY)).toBe("1w"); // 1d would be 730; 1w is 105
    expect(autoResolution(20_000 * DAY)).toBe("1w"); // nothing fits 400: the coarsest
  });
});

describe("historyWindow", () => {
  const now = at("2026-03-10T12:34:56.789Z");
  const launch = at("2026-01-15T08:30:20Z");
  it("ends at the end of the current minute and reaches back the range's length", () => {
    expect(historyWindow("1d", now, launch)).toEqual({
      fromMs: at("2026-03-09T12:35:00Z"),
      toMs: at("2026-03-10T12:35:00Z"),
    });
    expect(historyWindow("1w", now, launch).fromMs).toBe(at("2026-03-03T12:35:00Z"));
    expect(historyWindow("1m", now, launch).fromMs).toBe(at("2026-02-08T12:35:00Z")); // 30 days
    expect(historyWindow("1y", now, launch).fromMs).toBe(at("2025-03-10T12:35:00Z")); // before the launch: kept
    expect(windowMinutes(historyWindow("6m", now, launch))).toBe(182 * DAY);
  });
  it("starts `all` at the launch minute, and is empty while the launch is ahead", () => {
    expect(historyWindow("all", now, launch)).toEqual({
      fromMs: at("2026-01-15T08:30:00Z"),
      toMs: at("2026-03-10T12:35:00Z"),
    });
    const ahead = historyWindow("all", now, at("2026-04-01T00:00:00Z"));
    expect(ahead.fromMs).toBe(ahead.toMs);
    expect(windowMinutes(ahead)).toBe(0);
  });
});

describe("bucketStartFor", () => {
  const t = at("2026-03-10T13:47:12Z"); // a Tuesday
  it("aligns minute widths to UTC epoch multiples", () => {
    const starts = (["1m", "5m", "10m", "15m", "30m", "1h", "4h", "1d"] as BucketResolution[]).map((r) =>
      new Date(bucketStartFor(r, t)).toISOString(),
    );
    expect(starts).toEqual([
      "2026-03-10T13:47:00.000Z",
      "2026-03-10T13:45:00.000Z",
      "2026-03-10T13:40:00.000Z",
      "2026-03-10T13:45:00.000Z",
      "2026-03-10T13:30:00.000Z",
      "2026-03-10T13:00:00.000Z",
      "2026-03-10T12:00:00.000Z",
      "2026-03-10T00:00:00.000Z",
    ]);
  });
  it("starts 4h buckets at 00, 04, 08… UTC", () => {
    expect(bucketStartFor("4h", at("2026-03-10T03:59:59Z"))).toBe(at("2026-03-10T00:00:00Z"));
    expect(bucketStartFor("4h", at("2026-03-10T04:00:00Z"))).toBe(at("2026-03-10T04:00:00Z"));
    expect(bucketStartFor("4h", at("2026-03-10T23:00:00Z"))).toBe(at("2026-03-10T20:00:00Z"));
  });
  it("starts 1w buckets on Monday 00:00 UTC (ISO week)", () => {
    expect(bucketStartFor("1w", t)).toBe(at("2026-03-09T00:00:00Z"));
    expect(bucketStartFor("1w", at("2026-03-09T00:00:00Z"))).toBe(at("2026-03-09T00:00:00Z"));
    expect(bucketStartFor("1w", at("2026-03-08T23:59:59Z"))).toBe(at("2026-03-02T00:00:00Z")); // Sunday
    expect(bucketStartFor("1w", 0)).toBe(at("1969-12-29T00:00:00Z")); // the epoch was a Thursday
    expect(bucketEndFor("1w", at("2026-03-09T00:00:00Z"))).toBe(at("2026-03-16T00:00:00Z"));
  });
});

describe("sourceFor", () => {
  it("reads raw ticks only for 1m and the coarsest nesting rollup otherwise", () => {
    const sources = Object.fromEntries(
      (["1m", "5m", "10m", "15m", "30m", "1h", "4h", "1d", "1w"] as BucketResolution[]).map((r) => [
        r,
        sourceFor(r),
      ]),
    );
    expect(sources).toEqual({
      "1m": "ticks",
      "5m": "5m",
      "10m": "5m",
      "15m": "5m",
      "30m": "5m",
      "1h": "1h",
      "4h": "1h",
      "1d": "1d",
      "1w": "1d",
    });
  });
  it("reads from the start of the target bucket that holds the window's start", () => {
    const window = { fromMs: at("2026-03-09T12:38:00Z"), toMs: at("2026-03-10T12:38:00Z") };
    expect(sourceSpan("15m", window)).toEqual({
      source: "5m",
      fromMs: at("2026-03-09T12:30:00Z"),
      toMs: window.toMs,
    });
  });
});

const bucket = (
  iso: string,
  open: number,
  high: number,
  low: number,
  close: number,
  tick_count: number,
): OhlcBucket => ({
  start_ms: at(iso),
  open,
  high,
  low,
  close,
  tick_count,
});

describe("aggregateOhlc", () => {
  it("folds 5m rollups into 15m: first open, max high, min low, last close, summed ticks", () => {
    const source = [
      bucket("2026-03-10T10:00:00Z", 1, 3, 0.5, 2, 5),
      bucket("2026-03-10T10:05:00Z", 2, 2.5, 1.5, 2.2, 5),
      bucket("2026-03-10T10:10:00Z", 2.2, 4, 2, 3, 4),
      bucket("2026-03-10T10:15:00Z", 3, 3, 3, 3, 1),
    ];
    const expected = [
      bucket("2026-03-10T10:00:00Z", 1, 4, 0.5, 3, 14),
      bucket("2026-03-10T10:15:00Z", 3, 3, 3, 3, 1),
    ];
    expect(aggregateOhlc(source, "15m")).toEqual(expected);
    expect(aggregateOhlc([...source].reverse(), "15m")).toEqual(expected); // order of the store's rows is irrelevant
    expect(source[0]).toEqual(bucket("2026-03-10T10:00:00Z", 1, 3, 0.5, 2, 5)); // input untouched
  });
  it("treats ticks as 1m buckets, negative levels included", () => {
    const ticks = [
      { minute_ms: at("2026-03-10T10:00:00Z"), value: -1.0 },
      { minute_ms: at("2026-03-10T10:01:00Z"), value: 0.2 },
      { minute_ms: at("2026-03-10T10:03:00Z"), value: -1.3 },
      { minute_ms: at("2026-03-10T10:04:00Z"), value: -0.4 },
      { minute_ms: at("2026-03-10T10:05:00Z"), value: 2 },
    ];
    expect(aggregateOhlc(ticksAsBuckets(ticks), "5m")).toEqual([
      bucket("2026-03-10T10:00:00Z", -1.0, 0.2, -1.3, -0.4, 4),
      bucket("2026-03-10T10:05:00Z", 2, 2, 2, 2, 1),
    ]);
    expect(aggregateOhlc(ticksAsBuckets(ticks), "1m")).toHaveLength(5);
  });
  it("folds 1h into 4h and 1d into ISO weeks", () => {
    expect(
      aggregateOhlc(
        [bucket("2026-03-10T03:00:00Z", 1, 1, 1, 1, 60), bucket("2026-03-10T04:00:00Z", 2, 2, 2, 2, 60)],
        "4h",
      ),
    ).toEqual([
      bucket("2026-03-10T00:00:00Z", 1, 1, 1, 1, 60),
      bucket("2026-03-10T04:00:00Z", 2, 2, 2, 2, 60),
    ]);
    const days = [
      bucket("2026-03-08T00:00:00Z", 5, 6, 4, 5.5, 1440), // Sunday: week of Monday 03-02
      bucket("2026-03-09T00:00:00Z", 5.5, 7, 5, 6, 1440), // Monday
      bucket("2026-03-10T00:00:00Z", 6, 6.5, 3, 4, 1000), // Tuesday
    ];
    expect(aggregateOhlc(days, "1w")).toEqual([
      bucket("2026-03-02T00:00:00Z", 5, 6, 4, 5.5, 1440),
      bucket("2026-03-09T00:00:00Z", 5.5, 7, 3, 4, 2440),
    ]);
  });
  it("returns nothing for nothing", () => {
    expect(aggregateOhlc([], "1h")).toEqual([]);
  });
});

describe("ohlcWire", () => {
  it("gives RFC 3339 start and exclusive end", () => {
    expect(ohlcWire(bucket("2026-03-09T00:00:00Z", 1, 2, 0, 1.5, 7), "1w")).toEqual({
      start_at: "2026-03-09T00:00:00Z",
      end_at: "2026-03-16T00:00:00Z",
      open: 1,
      high: 2,
      low: 0,
      close: 1.5,
      tick_count: 7,
    });
  });
});

describe("coverage", () => {
  // 1d window: [2026-03-09T12:35Z, 2026-03-10T12:35Z), 1,440 minutes.
  const window = { fromMs: at("2026-03-09T12:35:00Z"), toMs: at("2026-03-10T12:35:00Z") };
  const launch = at("2026-01-15T08:30:00Z");

  it("is available when the held ticks span the window", () => {
    expect(coverage(window, window.fromMs, at("2026-03-10T12:34:00Z"), launch, "5m")).toEqual({
      availability: "available",
      coverage: {
        requested_from: "2026-03-09T12:35:00Z",
        requested_to: "2026-03-10T12:35:00Z",
        held_from: "2026-03-09T12:35:00Z",
        held_to: "2026-03-10T12:35:00Z", // end of the last held minute
        fraction: 1,
        feed_launched_at: "2026-01-15T08:30:00Z",
      },
    });
  });
  it("tolerates an ingestion lag of up to five minutes (or one bucket if wider)", () => {
    // Last tick 12:31 → held to 12:32: 3 minutes short; fraction 1,437 / 1,440 = 0.99792 → 0.9979.
    const lagging = coverage(window, window.fromMs, at("2026-03-10T12:31:00Z"), launch, "1m");
    expect(lagging.availability).toBe("available");
    expect(lagging.coverage.fraction).toBe(0.9979);
    // Exactly 5 minutes short is still tolerated, 6 is not at 1m/5m, but is at 15m.
    expect(coverage(window, window.fromMs, at("2026-03-10T12:29:00Z"), launch, "1m").availability).toBe(
      "available",
    );
    expect(coverage(window, window.fromMs, at("2026-03-10T12:28:00Z"), launch, "5m").availability).toBe(
      "partial",
    );
    expect(coverage(window, window.fromMs, at("2026-03-10T12:28:00Z"), launch, "15m").availability).toBe(
      "available",
    );
  });
  it("is partial when the window reaches back before the feed's launch", () => {
    const launchedToday = at("2026-03-10T00:00:00Z");
    const result = coverage(window, launchedToday, at("2026-03-10T12:34:00Z"), launchedToday, "5m");
    // Held 00:00 → 12:35 = 755 minutes of 1,440 = 0.52431 → 0.5243.
    expect(result.availability).toBe("partial");
    expect(result.coverage).toMatchObject({ held_from: "2026-03-10T00:00:00Z", fraction: 0.5243 });
  });
  it("clips held ticks to the window", () => {
    const result = coverage(window, at("2026-03-01T00:00:00Z"), at("2026-03-10T12:34:00Z"), launch, "5m");
    expect(result.coverage.held_from).toBe("2026-03-09T12:35:00Z");
    expect(result.coverage.fraction).toBe(1);
  });
  it("is empty with no held tick or an empty window", () => {
    expect(coverage(window, null, null, launch, "5m")).toEqual({
      availability: "empty",
      coverage: {
        requested_from: "2026-03-09T12:35:00Z",
        requested_to: "2026-03-10T12:35:00Z",
        held_from: null,
        held_to: null,
        fraction: 0,
        feed_launched_at: "2026-01-15T08:30:00Z",
      },
    });
    const nothing = { fromMs: window.toMs, toMs: window.toMs };
    expect(coverage(nothing, null, null, at("2026-04-01T00:00:00Z"), "1m").availability).toBe("empty");
  });
  it("is available for `all` from the launch minute", () => {
    const now = at("2026-03-10T12:34:56Z");
    const all = historyWindow("all", now, launch);
    expect(coverage(all, launch, at("2026-03-10T12:34:00Z"), launch, "1d").availability).toBe("available");
  });
});

describe("planHistory", () => {
  const now = at("2026-03-10T12:37:10Z");
  const launch = at("2025-01-01T00:00:00Z");
  it("resolves auto and names the rows to read", () => {
    expect(planHistory("1d", "auto", now, launch)).toEqual({
      ok: true,
      window: { fromMs: at("2026-03-09T12:38:00Z"), toMs: at("2026-03-10T12:38:00Z") },
      resolution: "5m",
      resolution_was_auto: true,
      source: "5m",
      source_from_ms: at("2026-03-09T12:35:00Z"),
      source_to_ms: at("2026-03-10T12:38:00Z"),
    });
  });
  it("refuses a too-fine pair with the count and the allowed alternatives", () => {
    expect(planHistory("1w", "1m", now, launch)).toEqual({
      ok: false,
      reason: "too_fine",
      resolution: "1m",
      bucket_count: 10_080,
      max_buckets: 2500,
      allowed_resolutions: ["5m", "10m", "15m", "30m", "1h", "4h", "1d", "1w"],
    });
  });
  it("checks `all` against the feed's actual age", () => {
    const young = at("2026-03-09T00:37:10Z"); // 1.5 days before now: 2,161 minutes of window
    expect(planHistory("all", "1m", now, young).ok).toBe(false);
    expect(planHistory("all", "5m", now, young)).toMatchObject({ ok: true, source: "5m" });
    expect(planHistory("all", "auto", now, launch)).toMatchObject({
      ok: true,
      resolution: "1w",
      source: "1d",
    }); // 433 days
  });
});
