import { describe, expect, it } from "vitest";
import { complement, type Interval, relationOf } from "../../../src/domain/equivalence/intervals.ts";

const above = (at: bigint, closed = false): Interval => ({ lo: { at, closed }, hi: null });
const below = (at: bigint, closed = false): Interval => ({ lo: null, hi: { at, closed } });
const between = (lo: bigint, hi: bigint, loClosed = true, hiClosed = true): Interval => ({
  lo: { at: lo, closed: loClosed },
  hi: { at: hi, closed: hiClosed },
});

describe("relationOf", () => {
  it("tells each relation apart, boundary points included", () => {
    expect(relationOf([above(30n)], [above(30n)])).toBe("identity");
    // > 30 misses exactly 30, which ≥ 30 holds.
    expect(relationOf([above(30n)], [above(30n, true)])).toBe("subset");
    expect(relationOf([above(30n, true)], [above(30n)])).toBe("superset");
    expect(relationOf([above(30n)], [below(30n, true)])).toBe("complement");
    // > 30 and ≤ 29: both false at 29.5, never both true.
    expect(relationOf([above(30n)], [below(29n, true)])).toBe("disjoint");
    expect(relationOf([above(30n)], [below(32n, true)])).toBe("overlap");
    expect(relationOf([between(29n, 31n)], [above(29n)])).toBe("overlap");
    expect(relationOf([between(29n, 31n)], [between(32n, 34n)])).toBe("disjoint");
    expect(relationOf([between(29n, 31n)], [between(29n, 31n, true, false)])).toBe("superset");
  });

  it("reads a point as the bucket it is", () => {
    expect(relationOf([between(30n, 30n)], [above(30n, true)])).toBe("subset");
    expect(relationOf([between(30n, 30n)], [above(30n)])).toBe("disjoint");
  });
});

describe("complement", () => {
  it("turns a cumulative set into the other side, bound flipped", () => {
    expect(complement([above(30n)])).toEqual([below(30n, true)]);
    expect(complement([below(30n)])).toEqual([above(30n, true)]);
  });

  it("splits a bucket into its two outsides", () => {
    expect(complement([between(29n, 31n)])).toEqual([below(29n, false), above(31n, false)]);
    expect(relationOf(complement([between(29n, 31n)]), [between(29n, 31n)])).toBe("complement");
  });

  it("of everything is nothing, and of nothing is everything", () => {
    expect(complement([{ lo: null, hi: null }])).toEqual([]);
    expect(complement([])).toEqual([{ lo: null, hi: null }]);
  });
});
