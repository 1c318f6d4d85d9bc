import { describe, expect, it } from "vitest";
import {
  isRuleCollectionMinute,
  pageLimit,
  RULE_COLLECTION_PERIOD_MS,
  sliceOf,
} from "../../src/equivalence/jobs/collect-rules.ts";

describe("the rule-text collection's schedule", () => {
  it("runs at minutes ≡ 3 mod 5 only", () => {
    const at = (minute: number) => Date.parse(`2026-11-24T08:${String(minute).padStart(2, "0")}:00Z`);
    expect([0, 1, 2, 3, 4, 5, 8, 13, 58, 59].filter((m) => isRuleCollectionMinute(at(m)))).toEqual([
      3, 8, 13, 58,
    ]);
  });

  it("takes a venue's markets in slices of one run's size, one slice per run in turn", () => {
    const ids = Array.from({ length: 12 }, (_, i) => `m${i}`);
    const run = (n: number) => sliceOf(ids, 5, n * RULE_COLLECTION_PERIOD_MS);
    expect([0, 1, 2, 3].map((n) => run(n).ids)).toEqual([
      ["m0", "m1", "m2", "m3", "m4"],
      ["m5", "m6", "m7", "m8", "m9"],
      ["m10", "m11"],
      ["m0", "m1", "m2", "m3", "m4"],
    ]);
    expect(run(2)).toMatchObject({ slice: 2, slices: 3 });
    expect(sliceOf([], 5, 0)).toEqual({ ids: [], slice: 0, slices: 1 });
    expect(sliceOf(ids, 500, 7 * RULE_COLLECTION_PERIOD_MS).ids).toEqual(ids);
  });

  it("sizes a listing page so that even with nothing cached it stays within the requests left", () => {
    // Kalshi: the page's own request, then up to two per market (event sources, series fee terms).
    expect(pageLimit(100, 250, 2)).toBe(100); // 1 + 2 × 100 = 201 ≤ 250
    expect(pageLimit(100, 148, 2)).toBe(73); // 1 + 2 × 73 = 147 ≤ 148
    expect(pageLimit(100, 3, 2)).toBe(1);
    expect(pageLimit(100, 2, 2)).toBe(0); // not even one market: no page
    expect(pageLimit(100, 0, 2)).toBe(0);
    // Polymarket: a page is one request whatever its size.
    expect(pageLimit(100, 1, 0)).toBe(100);
    expect(pageLimit(100, 0, 0)).toBe(0);
  });
});
