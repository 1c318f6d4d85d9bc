import { describe, expect, it } from "vitest";
import { midBasis } from "../../../src/domain/equivalence/basis.ts";
import {
  type BasisMinuteOf,
  basisBuckets,
  closesEnd,
  joinLegMinutes,
} from "../../../src/domain/equivalence/basis-buckets.ts";

const T = Date.parse("2026-11-24T10:00:00Z");
const M = 60_000;
const at = (minute: number, a: string | null, b: string | null, polarity: "same" | "inverted" = "same") =>
  ({ minute: T + minute * M, basis: midBasis(a, b, polarity) }) satisfies BasisMinuteOf;

describe("basisBuckets", () => {
  it("gives each 5-minute bucket the OHLC of mid_basis, the share quoted and its closing minute", () => {
    // Minutes 0–4: bases 0.01, 0.03, (unquoted), -0.02, 0.005; minutes 5–9: only minute 7 quoted.
    const minutes = [
      at(0, "0.51", "0.50"),
      at(1, "0.53", "0.50"),
      at(2, "0.53", null),
      at(3, "0.48", "0.50"),
      at(4, "0.505", "0.50"),
      at(7, "0.40", "0.62", "inverted"), // 0.40 − (1 − 0.62) = 0.02
    ];
    const buckets = basisBuckets(minutes, T, T + 10 * M, "5m");
    expect(buckets).toEqual([
      {
        start: T,
        end: T + 5 * M,
        minutes: 5,
        quoted_minutes: 4,
        quoted_share: 0.8,
        mid_basis: { open: "0.0100", high: "0.0300", low: "-0.0200", close: "0.0050" },
        close: { minute: T + 4 * M, mid_a: "0.5050", mid_b: "0.5000", mid_basis: "0.0050" },
      },
      {
        start: T + 5 * M,
        end: T + 10 * M,
        minutes: 5,
        quoted_minutes: 1,
        quoted_share: 0.2,
        mid_basis: { open: "0.0200", high: "0.0200", low: "0.0200", close: "0.0200" },
        close: { minute: T + 7 * M, mid_a: "0.4000", mid_b: "0.3800", mid_basis: "0.0200" },
      },
    ]);
  });

  it("cuts the first and last buckets at the window, and an empty bucket has no OHLC", () => {
    const buckets = basisBuckets([at(58, "0.5", "0.4")], T + 30 * M, T + 90 * M, "1h");
    expect(buckets.map((b) => [b.start, b.minutes, b.quoted_minutes, b.mid_basis?.close ?? null])).toEqual([
      [T, 30, 1, "0.1000"],
      [T + 60 * M, 30, 0, null],
    ]);
    expect(buckets[1]?.close).toBeNull();
  });
});

describe("closesEnd: where an answer's book reads stop", () => {
  // 1m buckets over 6 minutes: minutes 0, 1, 3 and 5 quoted (closes), 2 and 4 not.
  const minutes = [at(0, "0.5", "0.4"), at(1, "0.5", "0.4"), at(3, "0.5", "0.4"), at(5, "0.5", "0.4")];
  const buckets = basisBuckets(minutes, T, T + 6 * M, "1m");

  it("ends before the first bucket whose close is past the budget; buckets without a close are free", () => {
    expect(closesEnd(buckets, 4, T + 6 * M)).toBe(T + 6 * M);
    expect(closesEnd(buckets, 3, T + 6 * M)).toBe(T + 5 * M);
    // Two closes (minutes 0 and 1): the third close is minute 3's bucket, so minute 2 is still read.
    expect(closesEnd(buckets, 2, T + 6 * M)).toBe(T + 3 * M);
    expect(closesEnd(buckets, 1, T + 6 * M)).toBe(T + M);
  });

  it("counts only the closes whose books are read: a close with its edges stored is free", () => {
    // Minutes 1 and 3 stored: the closes read are minutes 0 and 5.
    const read = (minute: number) => minute !== T + M && minute !== T + 3 * M;
    expect(closesEnd(buckets, 2, T + 6 * M, read)).toBe(T + 6 * M);
    expect(closesEnd(buckets, 1, T + 6 * M, read)).toBe(T + 5 * M);
  });
});

describe("joinLegMinutes", () => {
  it("joins both legs by minute, ascending, each minute's basis in the common polarity", () => {
    const a = [
      { minute: T + 2 * M, mid: "0.42" },
      { minute: T, mid: "0.40" },
      { minute: T + 3 * M, mid: null },
    ];
    const b = [
      { minute: T, mid: "0.55" },
      { minute: T + M, mid: "0.60" },
      { minute: T + 2 * M, mid: "0.5625" },
      { minute: T + 3 * M, mid: "0.50" },
    ];
    // Inverted: leg b at 1 − mid. 0.40 − 0.45 = −0.05; 0.42 − 0.4375 = −0.0175.
    expect(joinLegMinutes(a, b, "inverted")).toEqual([
      { minute: T, basis: { mid_a: "0.4000", mid_b: "0.4500", mid_basis: "-0.0500", reason: null } },
      { minute: T + M, basis: { mid_a: null, mid_b: "0.60", mid_basis: null, reason: "leg_unquoted" } },
      { minute: T + 2 * M, basis: { mid_a: "0.4200", mid_b: "0.4375", mid_basis: "-0.0175", reason: null } },
      { minute: T + 3 * M, basis: { mid_a: null, mid_b: "0.50", mid_basis: null, reason: "leg_unquoted" } },
    ]);
    // A pair without a polarity has no basis at any minute.
    expect(joinLegMinutes(a, b, null).every((m) => m.basis.mid_basis === null)).toBe(true);
  });
});
