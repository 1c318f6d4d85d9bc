import { describe, expect, it } from "vitest";
import { blendDistributions, blendVenueValues } from "../../../src/domain/methodology/blend.ts";
import { categoricalDistribution } from "../../../src/domain/methodology/categorical.ts";
import type { Distribution } from "../../../src/domain/methodology/distribution.ts";
import { survivalLadderDistribution } from "../../../src/domain/methodology/ladder.ts";

const WEIGHTS = { kalshi: 0.6, polymarket: 0.4 };

describe("blendVenueValues", () => {
  it("weights both venues", () => {
    // 0.6 × 40 + 0.4 × 50 = 24 + 20 = 44
    expect(blendVenueValues({ kalshi: 40, polymarket: 50 }, WEIGHTS)).toEqual({
      value: 44,
      venuesUsed: ["kalshi", "polymarket"],
      effectiveWeights: { kalshi: 0.6, polymarket: 0.4 },
      venuesSkipped: [],
    });
  });

  it("renormalises over the venue present", () => {
    expect(blendVenueValues({ kalshi: 40, polymarket: null }, WEIGHTS)).toEqual({
      value: 40,
      venuesUsed: ["kalshi"],
      effectiveWeights: { kalshi: 1 },
      venuesSkipped: [{ venue: "polymarket", reason: "no_value" }],
    });
    expect(blendVenueValues({ polymarket: 50 }, WEIGHTS)).toMatchObject({
      value: 50,
      venuesUsed: ["polymarket"],
      effectiveWeights: { polymarket: 1 },
    });
  });

  it("renormalises weights that do not sum to 1", () => {
    // 3:1 → 0.75, 0.25; 0.75 × 40 + 0.25 × 50 = 30 + 12.5 = 42.5
    expect(blendVenueValues({ kalshi: 40, polymarket: 50 }, { kalshi: 3, polymarket: 1 })).toMatchObject({
      value: 42.5,
      effectiveWeights: { kalshi: 0.75, polymarket: 0.25 },
    });
  });

  it("has no value without a venue", () => {
    expect(blendVenueValues({}, WEIGHTS)).toEqual({
      value: null,
      venuesUsed: [],
      effectiveWeights: {},
      venuesSkipped: [],
      reason: "no_venue",
    });
    expect(blendVenueValues({ kalshi: null, polymarket: Number.NaN }, WEIGHTS)).toEqual({
      value: null,
      venuesUsed: [],
      effectiveWeights: {},
      venuesSkipped: [
        { venue: "kalshi", reason: "no_value" },
        { venue: "polymarket", reason: "invalid_value" },
      ],
      reason: "no_venue",
    });
  });

  it("ignores a venue with no configured weight", () => {
    expect(blendVenueValues({ kalshi: 40, polymarket: 50 }, { kalshi: 1 })).toMatchObject({
      value: 40,
      venuesUsed: ["kalshi"],
      venuesSkipped: [{ venue: "polymarket", reason: "no_weight" }],
    });
    expect(blendVenueValues({ kalshi: 40 }, { kalshi: 0, polymarket: 1 })).toMatchObject({
      value: null,
      reason: "no_venue",
    });
  });

  it("refuses invalid configured weights", () => {
    expect(blendVenueValues({ kalshi: 40 }, { kalshi: -1 })).toMatchObject({
      value: null,
      reason: "invalid_venue_weights",
    });
    expect(blendVenueValues({ kalshi: 40 }, { kalshi: 1, polymarket: Number.NaN }).reason).toBe(
      "invalid_venue_weights",
    );
  });
});

function distributionOf(result: { distribution: Distribution | null }): Distribution {
  if (result.distribution === null) throw new Error("expected a distribution");
  return result.distribution;
}

describe("blendDistributions", () => {
  it("mixes distributions over the same outcomes", () => {
    // kalshi 0.4 / 0.6 (raw 1.0); polymarket 0.22 / 0.88 → 0.2 / 0.8 (raw 1.10)
    const kalshi = distributionOf(
      categoricalDistribution([
        { label: "4.25%", value: 4.25, probability: 0.4 },
        { label: "4.50%", value: 4.5, probability: 0.6 },
      ]),
    );
    const polymarket = distributionOf(
      categoricalDistribution([
        { label: "4.25%", value: 4.25, probability: 0.22 },
        { label: "4.50%", value: 4.5, probability: 0.88 },
      ]),
    );
    const result = blendDistributions({ kalshi, polymarket }, WEIGHTS);
    const mixture = distributionOf(result);
    // 4.25: 0.6×0.4 + 0.4×0.2 = 0.24 + 0.08 = 0.32; 4.50: 0.6×0.6 + 0.4×0.8 = 0.36 + 0.32 = 0.68
    expect(mixture.outcomes.map((o) => o.probability)).toEqual([0.32, 0.68]);
    // E = 0.32×4.25 + 0.68×4.5 = 1.36 + 3.06 = 4.42 = 0.6×4.4 + 0.4×4.45 (blend of expectations)
    expect(result.expectation).toBeCloseTo(4.42, 9);
    expect(mixture.venues).toEqual([
      { venue: "kalshi", weight: 0.6 },
      { venue: "polymarket", weight: 0.4 },
    ]);
    // weight-averaged raw total: 0.6 × 1.0 + 0.4 × 1.10 = 1.04
    expect(mixture.normalization.raw_total).toBeCloseTo(1.04, 9);
    expect(mixture.outcomes.map((o) => o.modal)).toEqual([false, true]);
  });

  it("lets an outcome one venue lacks take mass only from the other", () => {
    const kalshi = distributionOf(
      categoricalDistribution([
        { label: "4.25%", value: 4.25, probability: 0.2 },
        { label: "4.50%", value: 4.5, probability: 0.5 },
        { label: "4.75%", value: 4.75, probability: 0.3 },
      ]),
    );
    const polymarket = distributionOf(
      categoricalDistribution([
        { label: "4.25%", value: 4.25, probability: 0.25 },
        { label: "4.50%", value: 4.5, probability: 0.75 },
        { label: "4.75%", value: 4.75, probability: null },
      ]),
    );
    const mixture = distributionOf(blendDistributions({ kalshi, polymarket }, { kalshi: 1, polymarket: 1 }));
    // 0.5×0.2 + 0.5×0.25 = 0.225; 0.5×0.5 + 0.5×0.75 = 0.625; 0.5×0.3 + 0 = 0.15
    expect(mixture.outcomes.map((o) => o.probability)).toEqual([0.225, 0.625, 0.15]);
    // E = 0.225×4.25 + 0.625×4.5 + 0.15×4.75 = 0.95625 + 2.8125 + 0.7125 = 4.48125
    expect(mixture.expectation).toBeCloseTo(4.48125, 9);
    expect(mixture.normalization.excluded).toEqual([
      { label: "4.75%", reason: "no_price", venue: "polymarket" },
    ]);
  });

  it("uses the one venue present", () => {
    const kalshi = distributionOf(categoricalDistribution([{ label: "a", value: 1, probability: 0.5 }]));
    const mixture = distributionOf(blendDistributions({ kalshi, polymarket: null }, WEIGHTS));
    expect(mixture.venues).toEqual([{ venue: "kalshi", weight: 1 }]);
    expect(mixture.expectation).toBe(1);
  });

  it("refuses ladders on different strikes and mixed bases", () => {
    const kalshi = distributionOf(
      survivalLadderDistribution([
        { strike: 2.6, probability: 0.8 },
        { strike: 2.8, probability: 0.4 },
      ]),
    );
    const polymarket = distributionOf(
      survivalLadderDistribution([
        { strike: 2.7, probability: 0.7 },
        { strike: 2.9, probability: 0.4 },
      ]),
    );
    expect(blendDistributions({ kalshi, polymarket }, WEIGHTS)).toMatchObject({
      distribution: null,
      reason: "incompatible_supports",
    });
    const categorical = distributionOf(categoricalDistribution([{ label: "a", value: 1, probability: 0.5 }]));
    expect(blendDistributions({ kalshi, polymarket: categorical }, WEIGHTS)).toMatchObject({
      reason: "incompatible_supports",
    });
  });

  it("has no distribution without a venue", () => {
    expect(blendDistributions({}, WEIGHTS)).toMatchObject({ distribution: null, reason: "no_venue" });
    expect(blendDistributions({ kalshi: null }, WEIGHTS)).toMatchObject({ reason: "no_venue" });
  });
});
