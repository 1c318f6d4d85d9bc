import { describe, expect, it } from "vitest";
import {
  bucketValueMs,
  LAG_BUCKETS,
  lagBucket,
  lagPercentiles,
  lagQuantile,
  oldestKeptMinute,
} from "../../../src/domain/status/lag.ts";

const MIN = 60_000;

describe("lagBucket / bucketValueMs", () => {
  it("puts lags under 1 ms (and negative ones) in bucket 0, read as 0", () => {
    expect(lagBucket(0)).toBe(0);
    expect(lagBucket(0.4)).toBe(0);
    expect(lagBucket(-25)).toBe(0);
    expect(lagBucket(Number.NaN)).toBe(0);
    expect(bucketValueMs(0)).toBe(0);
  });

  it("has eight buckets per doubling: 1 ms in 1, 2 ms in 9, 1000 ms in 80", () => {
    expect(lagBucket(1)).toBe(1);
    expect(lagBucket(2)).toBe(9);
    // log2(1000) = 9.9658 → 8 × 9.9658 = 79.73 → 1 + 79
    expect(lagBucket(1000)).toBe(80);
  });

  it("reads a bucket as its geometric middle, within 4.5 % of what was recorded", () => {
    // bucket 80 holds [2^(79/8), 2^(80/8)) = [939.1, 1024); its middle 2^(79.5/8) = 980.6
    expect(bucketValueMs(80)).toBe(981);
    // 60 000 ms: 8 × log2(60 000) = 126.98 → bucket 127, read 2^(126.5/8) = 57 548.9
    expect(lagBucket(60_000)).toBe(127);
    expect(bucketValueMs(127)).toBe(57_549);
    for (const ms of [3, 17, 250, 999, 4_321, 86_400_000]) {
      expect(Math.abs(bucketValueMs(lagBucket(ms)) - ms) / ms).toBeLessThan(0.045);
    }
  });

  it("clamps lags past 2^30 ms into the last bucket", () => {
    expect(LAG_BUCKETS).toBe(241);
    expect(lagBucket(2 ** 40)).toBe(240);
    expect(lagBucket(2 ** 30 - 1)).toBe(240);
  });
});

describe("lagQuantile", () => {
  it("is null with no lags", () => {
    expect(lagQuantile([], 0.5)).toBeNull();
    expect(lagQuantile([{ bucket: 3, count: 0 }], 0.99)).toBeNull();
  });

  it("takes the bucket of the nearest rank ⌈q·n⌉", () => {
    // 99 lags of 1000 ms and one of 60 000 ms: p50 is rank 50, p99 rank 99, both 1000 ms's bucket
    const one = [
      { bucket: 80, count: 99 },
      { bucket: 127, count: 1 },
    ];
    expect(lagQuantile(one, 0.5)).toBe(981);
    expect(lagQuantile(one, 0.99)).toBe(981);
    // 98 and 2: rank 99 is one of the two slow lags
    const two = [
      { bucket: 127, count: 2 },
      { bucket: 80, count: 98 },
    ];
    expect(lagQuantile(two, 0.99)).toBe(57_549);
    expect(lagQuantile(two, 1)).toBe(57_549);
  });

  it("adds the cells of one bucket from several minutes", () => {
    // ranks: bucket 9 (2 ms) ×2, bucket 80 ×2 → p50 is rank 2 → bucket 9, read 2^(8.5/8) = 2.09
    const cells = [
      { bucket: 80, count: 1 },
      { bucket: 9, count: 1 },
      { bucket: 80, count: 1 },
      { bucket: 9, count: 1 },
    ];
    expect(lagQuantile(cells, 0.5)).toBe(2);
    expect(lagQuantile(cells, 0.51)).toBe(981);
  });
});

describe("lagPercentiles", () => {
  it("reads each window from the minutes that start inside it", () => {
    const now = 1_000 * MIN + 30_000; // half a minute into minute 1000
    const cells = [
      { minute: 1_000 * MIN, bucket: 80, count: 3 }, // this minute
      { minute: 996 * MIN, bucket: 80, count: 1 }, // 4 minutes back: in the 5 minutes
      { minute: 995 * MIN, bucket: 127, count: 1 }, // starts 5.5 minutes back: outside 5m, inside 1h
      { minute: 941 * MIN, bucket: 127, count: 5 }, // 59.5 minutes back: inside 1h
      { minute: 940 * MIN, bucket: 127, count: 7 }, // 60.5 minutes back: outside 1h, inside 24h
      { minute: (1_000 - 1_440) * MIN, bucket: 127, count: 100 }, // exactly 24 h before this minute: out
    ];
    const p = lagPercentiles(cells, now);
    expect(p["5m"]).toEqual({ count: 4, p50_ms: 981, p99_ms: 981 });
    // 1h: 4 at 981, 6 at 57 549 → rank 5 (p50) is slow, rank 10 (p99) slow
    expect(p["1h"]).toEqual({ count: 10, p50_ms: 57_549, p99_ms: 57_549 });
    expect(p["24h"].count).toBe(17);
    expect(lagPercentiles([], now)["24h"]).toEqual({ count: 0, p50_ms: null, p99_ms: null });
  });

  it("keeps a day of minutes", () => {
    const now = 2_000 * MIN + 59_999;
    expect(oldestKeptMinute(now)).toBe((2_000 - 1_439) * MIN);
  });
});
