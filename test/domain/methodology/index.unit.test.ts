import { describe, expect, it } from "vitest";
import {
  type ContractQuote,
  computeIndexValue,
  isCalculationClass,
  type MethodologyOptions,
} from "../../../src/domain/methodology/index.ts";

const OPTIONS: MethodologyOptions = {
  quoteSelection: { maxSpread: 0.1, staleAfterSeconds: 300, now: "2026-11-22T09:05:00Z" },
  venueWeights: { kalshi: 0.6, polymarket: 0.4 },
};
const FRESH = "2026-11-22T09:04:30Z";
const STALE = "2026-11-22T08:00:00Z";

/** A Kalshi-style quote: a two-sided book with the given bid and ask. */
function book(bid: number, ask: number, observedAt = FRESH): ContractQuote {
  return { bid, ask, last: null, indicative: null, observedAt, twoSidedBook: true };
}

/** A Polymarket-style quote: one indicative price, no book. */
function indicative(price: number, observedAt = FRESH): ContractQuote {
  return { bid: null, ask: null, last: null, indicative: price, observedAt, twoSidedBook: false };
}

describe("computeIndexValue: binary_probability", () => {
  it("blends both venues in percent", () => {
    // kalshi mid (0.42 + 0.46) / 2 = 0.44 → 44; polymarket 0.47 → 47; 0.6×44 + 0.4×47 = 26.4 + 18.8 = 45.2
    const result = computeIndexValue(
      "binary_probability",
      { kalshi: book(0.42, 0.46), polymarket: indicative(0.47) },
      OPTIONS,
    );
    expect(result.value).toBeCloseTo(45.2, 9);
    expect(result.venuesUsed).toEqual(["kalshi", "polymarket"]);
    expect(result.effectiveWeights).toEqual({ kalshi: 0.6, polymarket: 0.4 });
    expect(result.venues).toEqual({
      kalshi: { value: 44, source: "mid" },
      polymarket: { value: 47, source: "indicative" },
    });
    // mixture P(Yes) = 0.6×0.44 + 0.4×0.47 = 0.264 + 0.188 = 0.452
    expect(result.distribution?.relationship_to_index).toBe("yes_probability_percent");
    expect(result.distribution?.expectation).toBeCloseTo(0.452, 9);
    expect(result.distribution?.venues).toEqual([
      { venue: "kalshi", weight: 0.6 },
      { venue: "polymarket", weight: 0.4 },
    ]);
  });

  it("falls back to the venue that has a price", () => {
    const result = computeIndexValue(
      "binary_probability",
      { kalshi: book(0.42, 0.46, STALE), polymarket: indicative(0.47) },
      OPTIONS,
    );
    expect(result).toMatchObject({
      value: 47,
      venuesUsed: ["polymarket"],
      effectiveWeights: { polymarket: 1 },
      venues: { kalshi: { value: null, reason: "stale_observation" } },
    });
  });

  it("has no value with no venue or only unusable quotes", () => {
    expect(computeIndexValue("binary_probability", {}, OPTIONS)).toEqual({
      value: null,
      venuesUsed: [],
      effectiveWeights: {},
      venues: {},
      reason: "no_venue",
    });
    const crossed = computeIndexValue("binary_probability", { kalshi: book(0.6, 0.5) }, OPTIONS);
    expect(crossed).toMatchObject({
      value: null,
      reason: "no_venue",
      venues: { kalshi: { reason: "crossed_book" } },
    });
    expect(crossed.distribution).toBeUndefined();
  });
});

describe("computeIndexValue: strike_ladder_expectation", () => {
  // kalshi mids 0.90, 0.60, 0.65, 0.20 (one violation; see ladder.unit.test.ts: E = 2.97)
  const kalshi = {
    form: "survival" as const,
    contracts: [
      { strike: 2.6, quote: book(0.89, 0.91) },
      { strike: 2.8, quote: book(0.59, 0.61) },
      { strike: 3.0, quote: book(0.64, 0.66) },
      { strike: 3.2, quote: book(0.19, 0.21) },
    ],
  };

  it("computes one venue's expectation", () => {
    const result = computeIndexValue("strike_ladder_expectation", { kalshi }, OPTIONS);
    expect(result.value).toBeCloseTo(2.97, 9);
    expect(result.venuesUsed).toEqual(["kalshi"]);
    expect(result.distribution?.normalization.violations_pooled).toBe(1);
    expect(result.distribution?.venues).toEqual([{ venue: "kalshi", weight: 1 }]);
  });

  it("blends two venues on the same strikes, value and mixture agreeing", () => {
    // polymarket 0.80, 0.60, 0.40, 0.10 (monotone): buckets 0.2, 0.2, 0.2, 0.3, 0.1
    // E = 0.2×2.5 + 0.2×2.7 + 0.2×2.9 + 0.3×3.1 + 0.1×3.3 = 0.5 + 0.54 + 0.58 + 0.93 + 0.33 = 2.88
    const polymarket = {
      form: "survival" as const,
      contracts: [
        { strike: 2.6, quote: indicative(0.8) },
        { strike: 2.8, quote: indicative(0.6) },
        { strike: 3.0, quote: indicative(0.4) },
        { strike: 3.2, quote: indicative(0.1) },
      ],
    };
    const result = computeIndexValue("strike_ladder_expectation", { kalshi, polymarket }, OPTIONS);
    // 0.6 × 2.97 + 0.4 × 2.88 = 1.782 + 1.152 = 2.934
    expect(result.value).toBeCloseTo(2.934, 9);
    // mixture: 0.6×[0.1, 0.275, 0, 0.425, 0.2] + 0.4×[0.2, 0.2, 0.2, 0.3, 0.1] = [0.14, 0.245, 0.08, 0.375, 0.16]
    const probabilities = result.distribution?.outcomes.map((o) => o.probability) ?? [];
    [0.14, 0.245, 0.08, 0.375, 0.16].forEach((p, i) => {
      expect(probabilities[i]).toBeCloseTo(p, 9);
    });
    // 0.14×2.5 + 0.245×2.7 + 0.08×2.9 + 0.375×3.1 + 0.16×3.3 = 0.35 + 0.6615 + 0.232 + 1.1625 + 0.528 = 2.934
    expect(result.distribution?.expectation).toBeCloseTo(2.934, 9);
  });

  it("blends values but withholds a mixture when the venues' strikes differ", () => {
    // polymarket strikes 2.7 (0.7), 2.9 (0.4): offset 0.1; 0.3 @ 2.6 + 0.3 @ 2.8 + 0.4 @ 3.0 = 0.78 + 0.84 + 1.2 = 2.82
    const polymarket = {
      form: "survival" as const,
      contracts: [
        { strike: 2.7, quote: indicative(0.7) },
        { strike: 2.9, quote: indicative(0.4) },
      ],
    };
    const result = computeIndexValue("strike_ladder_expectation", { kalshi, polymarket }, OPTIONS);
    // 0.6 × 2.97 + 0.4 × 2.82 = 1.782 + 1.128 = 2.91
    expect(result.value).toBeCloseTo(2.91, 9);
    expect(result.distribution).toBeUndefined();
    expect(result.distributionReason).toBe("incompatible_supports");
  });

  it("discloses stale strikes and passes ladder options through", () => {
    // 2.8 stale → strikes 2.6 (0.9), 3.0 (0.65), 3.2 (0.2); fixed offset 0.2
    // buckets 0.10 @ 2.4; 0.25 @ 2.8; 0.45 @ 3.1; 0.20 @ 3.4 → E = 0.24 + 0.7 + 1.395 + 0.68 = 3.015
    const contracts = kalshi.contracts.map((c) =>
      c.strike === 2.8 ? { ...c, quote: book(0.59, 0.61, STALE) } : c,
    );
    const result = computeIndexValue(
      "strike_ladder_expectation",
      { kalshi: { form: "survival", contracts } },
      { ...OPTIONS, ladder: { tailSupport: { kind: "fixed_offset", offset: 0.2 } } },
    );
    expect(result.value).toBeCloseTo(3.015, 9);
    expect(result.distribution?.normalization.excluded).toEqual([
      { label: "> 2.8", reason: "stale_observation", venue: "kalshi" },
    ]);
  });

  it("accepts range buckets", () => {
    // see ladder.unit.test.ts: E = 0.2325 / 1.05
    const result = computeIndexValue(
      "strike_ladder_expectation",
      {
        kalshi: {
          form: "ranges",
          contracts: [
            { low: null, high: 0.1, quote: indicative(0.1) },
            { low: 0.1, high: 0.2, quote: indicative(0.3) },
            { low: 0.2, high: 0.3, quote: indicative(0.45) },
            { low: 0.3, high: null, quote: indicative(0.2) },
          ],
        },
      },
      OPTIONS,
    );
    expect(result.value).toBeCloseTo(0.2325 / 1.05, 9);
  });

  it("has no value with zero strikes", () => {
    const result = computeIndexValue(
      "strike_ladder_expectation",
      { kalshi: { form: "survival", contracts: [] } },
      OPTIONS,
    );
    expect(result).toMatchObject({
      value: null,
      reason: "no_venue",
      venues: { kalshi: { reason: "no_strikes" } },
    });
  });
});

describe("computeIndexValue: categorical_expectation", () => {
  it("normalises one venue's outcomes", () => {
    // 0.05, 0.20, 0.60, 0.10 (raw 0.95): E = 4.225 / 0.95 (see categorical.unit.test.ts)
    const outcomes = [
      { label: "4.00%", value: 4, quote: indicative(0.05) },
      { label: "4.25%", value: 4.25, quote: indicative(0.2) },
      { label: "4.50%", value: 4.5, quote: indicative(0.6) },
      { label: "4.75%", value: 4.75, quote: indicative(0.1) },
      { label: "5.00%", value: 5, quote: indicative(0.02, STALE) },
    ];
    const result = computeIndexValue("categorical_expectation", { polymarket: outcomes }, OPTIONS);
    expect(result.value).toBeCloseTo(4.225 / 0.95, 9);
    expect(result.venuesUsed).toEqual(["polymarket"]);
    expect(result.distribution?.normalization.excluded).toEqual([
      { label: "5.00%", reason: "stale_observation", venue: "polymarket" },
    ]);
  });

  it("has no value when every outcome is missing", () => {
    const result = computeIndexValue(
      "categorical_expectation",
      { kalshi: [{ label: "4.50%", value: 4.5, quote: indicative(0.5, STALE) }] },
      OPTIONS,
    );
    expect(result).toMatchObject({ value: null, venues: { kalshi: { reason: "no_priced_outcomes" } } });
  });
});

describe("calculation classes", () => {
  it("narrows stored class names", () => {
    expect(isCalculationClass("binary_probability")).toBe(true);
    expect(isCalculationClass("strike_ladder_expectation")).toBe(true);
    expect(isCalculationClass("categorical_expectation")).toBe(true);
    expect(isCalculationClass("mean")).toBe(false);
  });

  it("throws on invalid quote-selection options", () => {
    expect(() =>
      computeIndexValue(
        "binary_probability",
        { kalshi: book(0.4, 0.5) },
        { ...OPTIONS, quoteSelection: { ...OPTIONS.quoteSelection, maxSpread: 2 } },
      ),
    ).toThrow(RangeError);
  });
});
