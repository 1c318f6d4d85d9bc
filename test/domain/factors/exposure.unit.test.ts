import { describe, expect, it } from "vitest";
import {
  type ContractRef,
  chooseProxy,
  computeFactorModels,
  EXPOSURE_WINDOW_RETURNS,
  fitOlsWithIntercept,
  MIN_OBSERVATIONS,
  type ThemeContract,
} from "../../../src/domain/factors/index.ts";
import {
  noise,
  observationsAtCloses,
  pathChanges,
  probabilityPath,
  sessionsFromReturns,
  weekdays,
} from "./synthetic.ts";

function kalshi(observations: ThemeContract["observations"], market_id = "KX-1"): ThemeContract {
  return { venue: "kalshi", market_id, observations, current_probability: 0.5, current_fresh: true };
}

/** r = 0.0005 + β·Δp + 0.01·noise on `count` sessions, with one contract observed at every close. */
function plantedInput(count: number, beta: number, start = 0) {
  const dates = weekdays(count);
  const path = probabilityPath(count, 11);
  const dp = pathChanges(path);
  const eps = noise(count, 5);
  const returns = dp.map((change, i) => 0.0005 + (i > start ? beta * change : 0) + 0.01 * (eps[i] ?? 0));
  return { dates, path, sessions: sessionsFromReturns(dates, returns) };
}

describe("exposure model thresholds", () => {
  it("fits with exactly 252 observations and not with 251", () => {
    const { dates, path, sessions } = plantedInput(300, -0.4);
    // p from session 47 on → Δp from 48 → 299 − 47 = 252 aligned returns; from 48 on → 251.
    const fitted = computeFactorModels({
      sessions,
      themes: [{ factor_id: "growth_stress", contracts: [kalshi(observationsAtCloses(dates, path, 47))] }],
    });
    const short = computeFactorModels({
      sessions,
      themes: [{ factor_id: "growth_stress", contracts: [kalshi(observationsAtCloses(dates, path, 48))] }],
    });
    const row = fitted.exposure_model.exposures[0];
    expect(row?.status).toBe("fitted");
    expect(row?.observations).toBe(MIN_OBSERVATIONS);
    expect(row?.beta).toBeLessThan(-0.3);
    expect(fitted.exposure_model.fitted).toBe(true);
    expect(short.exposure_model.exposures[0]).toMatchObject({
      status: "insufficient_observations",
      observations: 251,
      beta: null,
      standard_error: null,
      t_stat: null,
      proxy: { factor_id: "growth_stress", venue: "kalshi", market_id: "KX-1" },
    });
    expect(short.exposure_model.fitted).toBe(false);
  });

  it("uses at most the last 399 aligned sessions", () => {
    const { dates, path, sessions } = plantedInput(430, 0.3);
    const models = computeFactorModels({
      sessions,
      themes: [{ factor_id: "energy_shock", contracts: [kalshi(observationsAtCloses(dates, path))] }],
    });
    const row = models.exposure_model.exposures.find((e) => e.factor_id === "energy_shock");
    expect(row?.observations).toBe(EXPOSURE_WINDOW_RETURNS);
    // The same OLS on the last 399 (Δp, r) pairs, computed directly.
    const returns = sessions.map((s, i) =>
      i === 0 ? 0 : (s.adjusted_close ?? 0) / (sessions[i - 1]?.adjusted_close ?? 1) - 1,
    );
    const direct = fitOlsWithIntercept([pathChanges(path).slice(-399)], returns.slice(-399));
    expect(row?.beta).toBeCloseTo(direct.slopes[0] ?? Number.NaN, 12);
    expect(row?.standard_error).toBeCloseTo(direct.standardErrors[0] ?? Number.NaN, 12);
  });

  it("reports a proxy that never moves as degenerate_proxy, without NaN", () => {
    const { dates, sessions } = plantedInput(300, 0);
    const flat = dates.map(() => 0.42);
    const models = computeFactorModels({
      sessions,
      themes: [{ factor_id: "trade_friction", contracts: [kalshi(observationsAtCloses(dates, flat))] }],
    });
    const row = models.exposure_model.exposures.find((e) => e.factor_id === "trade_friction");
    expect(row).toMatchObject({ status: "degenerate_proxy", beta: null, standard_error: null, t_stat: null });
    expect(row?.observations).toBe(299);
  });

  it("gives one row per theme in the fixed order, no_proxy where a theme has no contract", () => {
    const { sessions } = plantedInput(10, 0);
    const models = computeFactorModels({ sessions, themes: [] });
    expect(models.exposure_model.exposures.map((e) => [e.factor_id, e.status])).toEqual([
      ["growth_stress", "no_proxy"],
      ["higher_for_longer", "no_proxy"],
      ["trade_friction", "no_proxy"],
      ["energy_shock", "no_proxy"],
      ["ai_disruption", "no_proxy"],
      ["credit_stress", "no_proxy"],
    ]);
    expect(() =>
      computeFactorModels({
        sessions,
        themes: [
          { factor_id: "growth_stress", contracts: [] },
          { factor_id: "growth_stress", contracts: [] },
        ],
      }),
    ).toThrow(RangeError);
  });
});

describe("chooseProxy", () => {
  const ref = (venue: ContractRef["venue"], market_id: string): { ref: ContractRef } => ({
    ref: { factor_id: "growth_stress", venue, market_id },
  });

  it("prefers more aligned observations, then Kalshi, then the smaller market id", () => {
    const more = { series: ref("polymarket", "z"), observations: 300 };
    const kalshiTie = { series: ref("kalshi", "b"), observations: 280 };
    const polyTie = { series: ref("polymarket", "a"), observations: 280 };
    const kalshiA = { series: ref("kalshi", "a"), observations: 280 };
    expect(chooseProxy([kalshiTie, more, polyTie])).toBe(more);
    expect(chooseProxy([polyTie, kalshiTie])).toBe(kalshiTie);
    expect(chooseProxy([kalshiTie, kalshiA, polyTie])).toBe(kalshiA);
    expect(chooseProxy([])).toBeNull();
  });
});
