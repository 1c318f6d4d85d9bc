import { describe, expect, it } from "vitest";
import { FACTOR_THEMES } from "../../../../src/catalog/types.ts";
import {
  adverseProbability,
  type FactorTheme,
  proxyModelScore,
  type ThemeExposureFit,
} from "../../../../src/domain/factors/index.ts";

function themeFit(factor_id: FactorTheme, beta: number | null, probability: number | null): ThemeExposureFit {
  const ref = { factor_id, venue: "kalshi" as const, market_id: `KX-${factor_id}` };
  return {
    exposure: {
      factor_id,
      status: beta === null ? "insufficient_observations" : "fitted",
      proxy: ref,
      beta,
      standard_error: beta === null ? null : 0.1,
      t_stat: null,
      observations: 300,
    },
    proxy: { ref, current_probability: probability, changes: [] },
  };
}

describe("adverseProbability", () => {
  it("is p (YES) for a negative beta and 1 − p (NO) otherwise", () => {
    expect(adverseProbability(-0.5, 0.7)).toBe(0.7);
    expect(adverseProbability(0.5, 0.7)).toBeCloseTo(0.3, 15);
  });
});

describe("proxyModelScore (hand-computed)", () => {
  it("weights each adverse probability by |β|", () => {
    // β = −2, p = 0.7 → 0.7 (weight 2); β = +1, p = 0.4 → 0.6 (weight 1).
    // score = 100 · (2·0.7 + 1·0.6) / 3 = 100 · 2.0 / 3 = 66.67.
    const score = proxyModelScore([themeFit("growth_stress", -2, 0.7), themeFit("energy_shock", 1, 0.4)]);
    expect(score.status).toBe("PARTIAL");
    expect(score.score).toBeCloseTo(200 / 3, 12);
    expect(score.components.map((c) => [c.factor_id, c.adverse_probability, c.weight])).toEqual([
      ["growth_stress", 0.7, 2 / 3],
      ["energy_shock", 1 - 0.4, 1 / 3],
    ]);
  });

  it("is AVAILABLE only when all six themes contribute", () => {
    const all = FACTOR_THEMES.map((theme) => themeFit(theme, -1, 0.25));
    expect(proxyModelScore(all)).toMatchObject({ status: "AVAILABLE" });
    expect(proxyModelScore(all).score).toBeCloseTo(25, 12);
    // A fitted theme without a current probability does not contribute.
    const missingQuote = [...all.slice(0, 5), themeFit("credit_stress", -1, null)];
    expect(proxyModelScore(missingQuote).status).toBe("PARTIAL");
  });

  it("is UNAVAILABLE with no fitted theme or when every beta is 0", () => {
    expect(proxyModelScore([themeFit("growth_stress", null, 0.5)])).toEqual({
      status: "UNAVAILABLE",
      score: null,
      components: [],
    });
    expect(
      proxyModelScore([themeFit("growth_stress", 0, 0.5), themeFit("energy_shock", 0, 0.2)]).status,
    ).toBe("UNAVAILABLE");
  });

  it("ignores a probability outside [0, 1]", () => {
    expect(proxyModelScore([themeFit("growth_stress", -1, 1.2)]).status).toBe("UNAVAILABLE");
  });
});
