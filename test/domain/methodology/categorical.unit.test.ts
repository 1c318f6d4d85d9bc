import { describe, expect, it } from "vitest";
import { categoricalDistribution } from "../../../src/domain/methodology/categorical.ts";

// Fed upper bound after the meeting; quoted prices sum to 0.05 + 0.20 + 0.60 + 0.10 = 0.95
const FED = [
  { label: "4.50%", value: 4.5, probability: 0.6 },
  { label: "4.00%", value: 4.0, probability: 0.05 },
  { label: "4.75%", value: 4.75, probability: 0.1 },
  { label: "4.25%", value: 4.25, probability: 0.2 },
];

describe("categoricalDistribution", () => {
  it("normalises by the raw total, sorts by value and computes the expectation", () => {
    const result = categoricalDistribution(FED);
    const outcomes = result.distribution?.outcomes ?? [];
    expect(outcomes.map((o) => o.label)).toEqual(["4.00%", "4.25%", "4.50%", "4.75%"]);
    // 0.05/0.95, 0.20/0.95, 0.60/0.95, 0.10/0.95
    [0.05 / 0.95, 0.2 / 0.95, 0.6 / 0.95, 0.1 / 0.95].forEach((p, i) => {
      expect(outcomes[i]?.probability).toBeCloseTo(p, 9);
    });
    expect(outcomes[2]?.percentage).toBeCloseTo(6000 / 95, 7); // 63.157894…
    // E = (0.05×4 + 0.20×4.25 + 0.60×4.5 + 0.10×4.75) / 0.95 = (0.2 + 0.85 + 2.7 + 0.475) / 0.95 = 4.225 / 0.95
    expect(result.expectation).toBeCloseTo(4.225 / 0.95, 9); // 4.447368421…
    expect(outcomes.map((o) => o.modal)).toEqual([false, false, true, false]);
    expect(outcomes[0]?.support).toEqual({
      low: 4,
      high: 4,
      low_inclusive: true,
      high_inclusive: true,
      representative: 4,
    });
    expect(result.distribution?.normalization).toEqual({
      normalized: true,
      method: "proportional",
      raw_total: 0.95,
      repaired: false,
      violations_pooled: 0,
      duplicates_pooled: 0,
      clamped: 0,
      excluded: [],
    });
    expect(result.distribution?.basis).toBe("categorical_outcomes");
    expect(result.distribution?.support_rule).toBeNull();
  });

  it("flags every outcome tied at the top", () => {
    // 0.4 / 0.4 / 0.2: E = 1.7 + 1.8 + 0.95 = 4.45
    const result = categoricalDistribution([
      { label: "4.25%", value: 4.25, probability: 0.4 },
      { label: "4.50%", value: 4.5, probability: 0.4 },
      { label: "4.75%", value: 4.75, probability: 0.2 },
    ]);
    expect(result.distribution?.outcomes.map((o) => o.modal)).toEqual([true, true, false]);
    expect(result.distribution?.modal_rule).toBe("all_ties_flagged");
    expect(result.expectation).toBeCloseTo(4.45, 9);
  });

  it("excludes and discloses outcomes without a usable price", () => {
    const result = categoricalDistribution([
      ...FED,
      { label: "5.00%", value: 5, probability: null, reason: "stale_observation" },
      { label: "3.75%", value: 3.75, probability: Number.NaN },
      { label: "5.25%", value: 5.25, probability: 1.1 },
      { label: "3.50%", value: 3.5, probability: -0.1 },
      { label: "?", value: Number.NaN, probability: 0.1 },
    ]);
    expect(result.distribution?.normalization.excluded).toEqual([
      { label: "5.00%", reason: "stale_observation" },
      { label: "3.75%", reason: "invalid_probability" },
      { label: "5.25%", reason: "invalid_probability" },
      { label: "3.50%", reason: "invalid_probability" },
      { label: "?", reason: "invalid_value" },
    ]);
    expect(result.expectation).toBeCloseTo(4.225 / 0.95, 9); // unchanged: the same four outcomes remain
  });

  it("has no distribution when nothing is priced", () => {
    expect(categoricalDistribution([])).toEqual({
      distribution: null,
      expectation: null,
      reason: "no_outcomes",
    });
    expect(
      categoricalDistribution([
        { label: "a", value: 1, probability: null },
        { label: "b", value: 2, probability: null },
      ]),
    ).toMatchObject({ distribution: null, reason: "no_priced_outcomes" });
    expect(categoricalDistribution([{ label: "a", value: 1, probability: 0 }])).toMatchObject({
      reason: "zero_total_probability",
    });
  });

  it("gives a single priced outcome all the mass", () => {
    const result = categoricalDistribution([{ label: "4.50%", value: 4.5, probability: 0.8 }]);
    expect(result.distribution?.outcomes[0]).toMatchObject({ probability: 1, percentage: 100, modal: true });
    expect(result.expectation).toBe(4.5);
  });
});
