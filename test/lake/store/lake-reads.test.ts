import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { writeTape } from "../../../src/lake/store/lake.ts";
import { COVERAGE_CACHE_MS, venueCoverage } from "../../../src/lake/store/lake-coverage.ts";
import { cachedHeadSnapshot, HEAD_CACHE_MS, listCollectedDates } from "../../../src/lake/store/lake-reads.ts";
import { lakeRows } from "../../support/lake.ts";

/** A bucket whose list answers `pages` in turn, recording the options of each call. */
function pagedBucket(pages: string[][], truncatedForever = false) {
  const calls: R2ListOptions[] = [];
  const bucket = {
    list: async (options: R2ListOptions) => {
      calls.push(options);
      const index = calls.length - 1;
      const truncated = truncatedForever || index < pages.length - 1;
      return {
        objects: [],
        delimitedPrefixes: pages[index % pages.length] ?? [],
        truncated,
        ...(truncated ? { cursor: `cursor-${index + 1}` } : {}),
      };
    },
  } as unknown as R2Bucket;
  return { bucket, calls };
}

describe("listCollectedDates", () => {
  it("follows the cursor across pages, keeps only date prefixes and sorts them", async () => {
    const { bucket, calls } = pagedBucket([
      ["lake/kalshi/2026-03-10/", "lake/kalshi/2026-03-09/"],
      ["lake/kalshi/not-a-date/", "lake/kalshi/2026-03-11/"],
    ]);
    expect(await listCollectedDates(bucket, "kalshi")).toEqual(["2026-03-09", "2026-03-10", "2026-03-11"]);
    expect(calls).toEqual([
      { prefix: "lake/kalshi/", delimiter: "/" },
      { prefix: "lake/kalshi/", delimiter: "/", cursor: "cursor-1" },
    ]);
  });

  it("stops at its bound and fails rather than answer a partial list", async () => {
    const { bucket, calls } = pagedBucket([["lake/kalshi/2026-03-10/"]], true);
    await expect(listCollectedDates(bucket, "kalshi")).rejects.toThrow(/exceeds/);
    expect(calls.length).toBe(20);
  });

  it("lists the real bucket's dates with a delimiter", async () => {
    await writeTape(env.LAKE, "polymarket", Date.parse("2026-01-02T03:04:00Z"), lakeRows(1, "polymarket"), {
      status: "not_recorded",
    });
    await writeTape(env.LAKE, "polymarket", Date.parse("2026-01-01T00:00:00Z"), [], {
      status: "not_recorded",
    });
    expect(await listCollectedDates(env.LAKE, "polymarket")).toEqual(["2026-01-01", "2026-01-02"]);
  });
});

describe("venueCoverage", () => {
  it("reuses a settled reading for less than the routes' max-age, then reads again", async () => {
    expect(COVERAGE_CACHE_MS).toBeLessThan(15_000);
    let lists = 0;
    const counting = {
      list: (options: R2ListOptions) => {
        lists++;
        return env.LAKE.list(options);
      },
      get: (key: string) => env.LAKE.get(key),
    } as unknown as R2Bucket;
    await writeTape(env.LAKE, "kalshi", Date.parse("2026-02-01T10:00:00Z"), lakeRows(2), {
      status: "not_recorded",
    });
    const t = 1_000_000;
    const first = await venueCoverage(counting, "kalshi", t);
    expect(first.last).toEqual({ date: "2026-02-01", at: "1000" });
    await venueCoverage(counting, "kalshi", t + COVERAGE_CACHE_MS - 1);
    expect(lists).toBe(1);
    await writeTape(env.LAKE, "kalshi", Date.parse("2026-02-02T10:01:00Z"), lakeRows(2), {
      status: "not_recorded",
    });
    const later = await venueCoverage(counting, "kalshi", t + COVERAGE_CACHE_MS);
    expect(lists).toBe(2);
    expect(later.last).toEqual({ date: "2026-02-02", at: "1001" });
    expect(later.first).toEqual({ date: "2026-02-01", at: "1000" });
  });

  it("does not keep a failure", async () => {
    let fail = true;
    const flaky = {
      list: (options: R2ListOptions) => {
        if (fail) throw new Error("outage");
        return env.LAKE.list(options);
      },
      get: (key: string) => env.LAKE.get(key),
    } as unknown as R2Bucket;
    await expect(venueCoverage(flaky, "kalshi", 5)).rejects.toThrow("outage");
    fail = false;
    await expect(venueCoverage(flaky, "kalshi", 6)).resolves.toHaveProperty("dates");
  });
});

describe("cachedHeadSnapshot", () => {
  it("reuses an existing snapshot's head for a minute and never keeps a miss", async () => {
    await writeTape(env.LAKE, "kalshi", Date.parse("2026-02-03T04:05:00Z"), lakeRows(4), {
      status: "not_recorded",
    });
    const heads: string[] = [];
    const counting = {
      head: (key: string) => {
        heads.push(key);
        return env.LAKE.head(key);
      },
    } as unknown as R2Bucket;
    const key = "lake/kalshi/2026-02-03/0405";
    const t = 2_000_000;
    expect(await cachedHeadSnapshot(counting, key, t)).toMatchObject({
      rows: 4,
      completenessStatus: "not_recorded",
    });
    await cachedHeadSnapshot(counting, key, t + HEAD_CACHE_MS - 1);
    expect(heads).toEqual([key]);
    await cachedHeadSnapshot(counting, key, t + HEAD_CACHE_MS);
    expect(heads).toEqual([key, key]);
    const missing = "lake/kalshi/2026-02-03/0406";
    expect(await cachedHeadSnapshot(counting, missing, t)).toBeNull();
    expect(await cachedHeadSnapshot(counting, missing, t)).toBeNull();
    expect(heads.filter((k) => k === missing)).toHaveLength(2);
  });
});
