import { describe, expect, it } from "vitest";
import { FACTOR_THEMES } from "../../../src/catalog/types.ts";
import {
  adverseProbability,
  currentProbability,
  type FactorTheme,
  proxyModelScore,
  type ThemeExposureFit,
} from "../../../src/domain/factors/index.ts";

function themeFit(
  factor_id: FactorTheme,
  beta: number | null,
  probability: number | null,
  fresh = true,
): ThemeExposureFit {
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
    proxy: { ref, current_probability: probability, current_fresh: fresh, changes: [] },
  };
}

describe("adverseProbability", () => {
  it("is p (YES) for a negative beta and 1 − p (NO) otherwise", () => {
    expect(adverseProbability(-0.5, 0.7)).toBe(0.7);
    expect(adverseProbability(0.5, 0.7)).toBeCloseTo(0.3, 15);
  });
});

describe("currentProbability", () => {
  it("is the newest quote's probability only when that quote is fresh and in [0, 1]", () => {
    const quote = (current_probability: number | null, current_fresh: boolean) => ({
      current_probability,
      current_fresh,
    });
    expect(currentProbability(quote(0.42, true))).toEqual({ probability: 0.42 });
    expect(currentProbability(quote(0.42, false))).toEqual({ excluded: "stale_quote" });
    expect(currentProbability(quote(null, true))).toEqual({ excluded: "no_quote" });
    expect(currentProbability(quote(1.2, true))).toEqual({ excluded: "no_quote" });
    expect(currentProbability(null)).toEqual({ excluded: "no_quote" });
  });
});

describe("proxyModelScore (hand-computed)", () => {
  it("weights each adverse probability by |β|", () => {
    // β = −2, p = 0.7 → 0.7 (weight 2); β = +1, p = 0.4 → 0.6 (weight 1).
    // score = 100 · (2·0.7 + 1·0.6) / 3 = 100 · 2.0 / 3 = 66.67.
    const score = proxyModelScore([themeFit("growth_stress", -2, 0.7), themeFit("energy_shock", 1, 0.4)]);
    expect(score.status).toBe("PARTIAL");
    expect(score.reason).toBeNull();
    expect(score.score).toBeCloseTo(200 / 3, 12);
    expect(score.components.map((c) => [c.factor_id, c.adverse_probability, c.weight])).toEqual([
      ["growth_stress", 0.7, 2 / 3],
      ["energy_shock", 1 - 0.4, 1 / 3],
    ]);
    expect(score.excluded).toEqual([]);
  });

  it("is AVAILABLE only when all six themes contribute", () => {
    const all = FACTOR_THEMES.map((theme) => themeFit(theme, -1, 0.25));
    expect(proxyModelScore(all)).toMatchObject({ status: "AVAILABLE", reason: null, excluded: [] });
    expect(proxyModelScore(all).score).toBeCloseTo(25, 12);
    // A fitted theme without a current probability does not contribute.
    const missingQuote = [...all.slice(0, 5), themeFit("credit_stress", -1, null)];
    expect(proxyModelScore(missingQuote)).toMatchObject({
      status: "PARTIAL",
      excluded: [{ factor_id: "credit_stress", reason: "no_quote" }],
    });
  });

  it("leaves a stale proxy out: PARTIAL on the current ones, with the stale theme named", () => {
    // Current: growth_stress β = −1, p = 0.2 → 0.2; energy_shock β = +3, p = 0.1 → 0.9.
    // Stale: trade_friction β = −4, p = 0.9 would have weighed 4 of 8: (0.2 + 3.6 + 2.7) / 8 → 81.25.
    // score = 100 · (1·0.2 + 3·0.9) / (1 + 3) = 100 · 2.9 / 4 = 72.5.
    const score = proxyModelScore([
      themeFit("growth_stress", -1, 0.2),
      themeFit("trade_friction", -4, 0.9, false),
      themeFit("energy_shock", 3, 0.1),
    ]);
    expect(score.status).toBe("PARTIAL");
    expect(score.score).toBeCloseTo(72.5, 12);
    expect(score.components.map((c) => [c.factor_id, c.weight])).toEqual([
      ["growth_stress", 0.25],
      ["energy_shock", 0.75],
    ]);
    expect(score.excluded).toEqual([{ factor_id: "trade_friction", reason: "stale_quote" }]);
  });

  it("is UNAVAILABLE (no_current_probability) when every fitted proxy's quote is stale", () => {
    const stale = FACTOR_THEMES.map((theme) => themeFit(theme, -1, 0.25, false));
    expect(proxyModelScore(stale)).toEqual({
      status: "UNAVAILABLE",
      reason: "no_current_probability",
      score: null,
      components: [],
      excluded: FACTOR_THEMES.map((factor_id) => ({ factor_id, reason: "stale_quote" })),
    });
  });

  it("is UNAVAILABLE with no fitted theme or when every beta is 0", () => {
    expect(proxyModelScore([themeFit("growth_stress", null, 0.5)])).toEqual({
      status: "UNAVAILABLE",
      reason: "no_fitted_theme",
      score: null,
      components: [],
      excluded: [],
    });
    expect(
      proxyModelScore([themeFit("growth_stress", 0, 0.5), themeFit("energy_shock", 0, 0.2)]),
    ).toMatchObject({ status: "UNAVAILABLE", reason: "zero_total_weight" });
  });

  it("ignores a probability outside [0, 1]", () => {
    expect(proxyModelScore([themeFit("growth_stress", -1, 1.2)])).toMatchObject({
      status: "UNAVAILABLE",
      reason: "no_current_probability",
      excluded: [{ factor_id: "growth_stress", reason: "no_quote" }],
    });
  });
});
