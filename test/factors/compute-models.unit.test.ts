import { describe, expect, it } from "vitest";
import { THEME_CONTRACTS } from "../../src/catalog/definitions.ts";
import { FACTOR_THEMES } from "../../src/catalog/types.ts";
import { rfc3339 } from "../../src/domain/clock.ts";
import { FACTOR_METHODOLOGY, sessionCloseUtcMs } from "../../src/domain/factors/index.ts";
import type { BacktestRead } from "../../src/factors/backtest-store.ts";
import {
  type ComputeModelsInput,
  computeModels,
  equitySessions,
  hasNonFiniteNumber,
  modelInputs,
} from "../../src/factors/compute-models.ts";
import {
  type BacktestArtifact,
  type ComputedModels,
  ComputedModelsSchema,
  EXECUTION_GATE_LIMITS,
  MODEL_METHODOLOGY,
} from "../../src/factors/model-schemas.ts";
import {
  availableHistory,
  COLLECTED_AT_MS,
  liveQuotes,
  plantedInputs,
  themeContract,
  unavailableHistory,
  weekdays,
} from "./support.ts";

const NO_BACKTEST: BacktestRead = {
  status: "UNAVAILABLE",
  key: "backtests/AAPL.json",
  reason: "no_backtest",
};

function compute(input: Partial<ComputeModelsInput>): ComputedModels {
  return computeModels({
    equityHistory: [],
    equityReadAtMs: COLLECTED_AT_MS,
    proxies: [],
    currentProbabilities: [],
    backtest: NO_BACKTEST,
    ...input,
  });
}

/**
 * What a client receives: the members through JSON. Nothing may be NaN or Infinity (JSON would turn
 * them into null where the schema promises a number), so the round trip must still match the schema.
 */
function expectSerialisable(members: ComputedModels): void {
  const text = JSON.stringify(members);
  expect(text).not.toMatch(/NaN|Infinity/);
  const parsed = ComputedModelsSchema.safeParse(JSON.parse(text));
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  expect(hasNonFiniteNumber(members)).toBe(false);
}

describe("computeModels on degenerate inputs", () => {
  it("answers every member's UNAVAILABLE form with no history and no contracts", () => {
    const members = compute({});
    expect(members.exposure_model).toMatchObject({ fitted: false, reason: "no_fitted_theme" });
    expect(members.exposure_model.exposures.map((row) => [row.factor_id, row.status])).toEqual(
      FACTOR_THEMES.map((theme) => [theme, "no_proxy"]),
    );
    expect(members.proxy_model_score).toEqual({
      status: "UNAVAILABLE",
      reason: "no_fitted_theme",
      score: null,
      components: [],
      excluded: [],
    });
    expect(members.pnl_comparison).toMatchObject({ status: "UNAVAILABLE", reason: "no_fitted_proxies" });
    expect(members.mimicking_portfolio).toMatchObject({
      status: "UNAVAILABLE",
      reason: "no_contracts",
      latest_research_sleeve: { as_of_session: null, positions: [] },
    });
    expect(members.execution_backtest).toMatchObject({
      status: "UNAVAILABLE",
      reason: "no_backtest",
      series: [],
    });
    const validation = members.execution_validation;
    expect(validation.production_ready).toBe(false);
    expect([validation.paper_passed, validation.live_passed]).toEqual([false, false]);
    expect(validation.paper_gates.map((gate) => gate.id)).toEqual([
      "backtest_artifact",
      "enough_observations",
      "walk_forward_variance_reduction",
      "backtest_variance_reduction_after_costs",
    ]);
    expect(
      validation.live_gates.every((gate) => !gate.passed && gate.detail.includes("no research sleeve")),
    ).toBe(true);
    expect(members.methodology).toEqual(MODEL_METHODOLOGY);
    expectSerialisable(members);
  });

  it("says history_unavailable for a theme whose every venue history failed", () => {
    const { equityHistory } = plantedInputs(300);
    const members = compute({
      equityHistory,
      proxies: THEME_CONTRACTS.filter((c) => c.theme === "energy_shock").map(unavailableHistory),
    });
    const energy = members.exposure_model.exposures.find((row) => row.factor_id === "energy_shock");
    expect(energy).toMatchObject({ status: "history_unavailable", proxy: null, beta: null });
    expect(members.exposure_model.exposures.filter((row) => row.status === "no_proxy")).toHaveLength(5);
    expectSerialisable(members);
  });

  it("never returns NaN or Infinity for hostile rows and observations", () => {
    const dates = weekdays(300);
    const equityHistory = [
      ...dates.map((session_date, i) => ({
        session_date,
        close: [Number.NaN, Number.POSITIVE_INFINITY, -5, 0, 100 + (i % 7)][i % 5] ?? 1,
        adjusted_close: i % 11 === 0 ? Number.NaN : null,
      })),
      { session_date: "2026-02-30", close: 1, adjusted_close: 1 },
      { session_date: "not a date", close: 1, adjusted_close: 1 },
      { session_date: dates[5] ?? "", close: 101, adjusted_close: null },
    ].reverse();
    const observations = dates.flatMap((date, i) => [
      { t_ms: Date.parse(`${date}T19:00:00Z`), p: [0.3, Number.NaN, 1.5, -0.1, 0.31][i % 5] ?? 0.3 },
      { t_ms: Number.POSITIVE_INFINITY, p: 0.5 },
      { t_ms: Number.NaN, p: 0.5 },
    ]);
    const proxies = THEME_CONTRACTS.map((c) => availableHistory(c, observations));
    const members = compute({
      equityHistory,
      proxies,
      currentProbabilities: liveQuotes(Number.NaN, {
        spread: Number.NaN,
        volume_usd: Number.POSITIVE_INFINITY,
      }),
    });
    expectSerialisable(members);
  });

  it("replaces a member whose numbers overflow with UNAVAILABLE numerical_failure", () => {
    const { dates, proxies } = plantedInputs(300);
    // Prices alternate between 1e300 and 1e-300: every return overflows to Infinity or −1.
    const equityHistory = dates.map((session_date, i) => {
      const close = i % 2 === 0 ? 1e300 : 1e-300;
      return { session_date, close, adjusted_close: close };
    });
    const members = compute({ equityHistory, proxies, currentProbabilities: liveQuotes() });
    expect(members.exposure_model).toMatchObject({ fitted: false, reason: "numerical_failure" });
    expect(members.exposure_model.exposures.every((row) => row.status === "not_computed")).toBe(true);
    expect(members.proxy_model_score).toMatchObject({ status: "UNAVAILABLE", reason: "numerical_failure" });
    expect(members.mimicking_portfolio).toMatchObject({ status: "UNAVAILABLE", reason: "numerical_failure" });
    expectSerialisable(members);
  });

  it("marks a proxy that never moved degenerate, and a fitted theme without a live probability unscored", () => {
    const { equityHistory, dates, proxies } = plantedInputs(300);
    const flat = availableHistory(
      themeContract("credit_stress", "polymarket"),
      dates.map((date) => ({ t_ms: Date.parse(`${date}T15:00:00Z`), p: 0.4 })),
    );
    const members = compute({
      equityHistory,
      proxies: [...proxies.filter((p) => p.factor_id !== "credit_stress"), flat],
      currentProbabilities: [],
    });
    const credit = members.exposure_model.exposures.find((row) => row.factor_id === "credit_stress");
    expect(credit).toMatchObject({ status: "degenerate_proxy", beta: null, t_stat: null });
    expect(members.proxy_model_score).toMatchObject({
      status: "UNAVAILABLE",
      reason: "no_current_probability",
    });
    expectSerialisable(members);
  });
});

describe("computeModels on a planted exposure", () => {
  const { equityHistory, proxies, dates } = plantedInputs(320);
  const members = compute({ equityHistory, proxies, currentProbabilities: liveQuotes(0.3) });

  it("fits every theme on the aligned sessions and finds the planted one", () => {
    expect(members.exposure_model.fitted).toBe(true);
    for (const row of members.exposure_model.exposures) {
      expect(row, row.factor_id).toMatchObject({ status: "fitted", observations: 319 });
      expect(row.proxy).toEqual({
        factor_id: row.factor_id,
        venue: "kalshi",
        market_id: themeContract(row.factor_id, "kalshi").marketId,
      });
    }
    const ai = members.exposure_model.exposures.find((row) => row.factor_id === "ai_disruption");
    expect(ai?.beta).toBeCloseTo(-0.3, 1);
    expect(Math.abs(ai?.t_stat ?? 0)).toBeGreaterThan(3);
  });

  it("scores 100 × Σ|β|·a / Σ|β| with a = p for β < 0 and 1 − p for β > 0", () => {
    const rows = members.exposure_model.exposures;
    const total = rows.reduce((sum, row) => sum + Math.abs(row.beta ?? 0), 0);
    const expected =
      (100 *
        rows.reduce((sum, row) => sum + Math.abs(row.beta ?? 0) * ((row.beta ?? 0) < 0 ? 0.3 : 0.7), 0)) /
      total;
    expect(members.proxy_model_score.status).toBe("AVAILABLE");
    expect(members.proxy_model_score.score).toBeCloseTo(expected, 10);
  });

  it("reports the walk-forward, the portfolio and its latest sleeve", () => {
    expect(members.pnl_comparison).toMatchObject({
      status: "AVAILABLE",
      window: { aligned_sessions: 319, out_of_sample_sessions: 67, last_session: dates.at(-1) },
    });
    expect(members.pnl_comparison.metrics?.variance_reduction).toBeGreaterThan(0.5);
    const sleeve = members.mimicking_portfolio.latest_research_sleeve;
    expect(sleeve.as_of_session).toBe(dates.at(-1));
    expect(sleeve.positions).toHaveLength(6);
    expect(members.mimicking_portfolio.window.last_session).toBe(dates.at(-1));
    expectSerialisable(members);
  });

  it("passes the live gates on fresh, tight, liquid quotes and fails the paper gates without a backtest", () => {
    const { paper_gates, live_gates, paper_passed, live_passed } = members.execution_validation;
    expect(live_passed).toBe(true);
    expect(live_gates.map((gate) => gate.detail)).toEqual([
      "All 6 sleeve contracts have a fresh quote on the newest tape snapshot.",
      `All 6 sleeve contracts quote a spread of at most ${EXECUTION_GATE_LIMITS.max_live_spread}.`,
      "All 6 sleeve contracts traded at least USD 100,000.",
    ]);
    expect(paper_passed).toBe(false);
    expect(paper_gates.find((gate) => gate.id === "backtest_artifact")?.detail).toBe(
      "No backtest artifact exists for this ticker.",
    );
    expect(paper_gates.find((gate) => gate.id === "walk_forward_variance_reduction")?.passed).toBe(true);
  });

  it("fails a live gate per contract with the figure that failed it", () => {
    const aiKalshi = themeContract("ai_disruption", "kalshi").marketId;
    const energyKalshi = themeContract("energy_shock", "kalshi").marketId;
    const quotes = liveQuotes(0.3)
      .filter((q) => q.market_id !== energyKalshi)
      .map((q) => (q.market_id === aiKalshi ? { ...q, spread: 0.06, fresh: false, volume_usd: 5_000 } : q));
    const gated = compute({ equityHistory, proxies, currentProbabilities: quotes }).execution_validation;
    expect(gated.live_passed).toBe(false);
    const detail = (id: string) => gated.live_gates.find((gate) => gate.id === id)?.detail;
    expect(detail("proxy_quotes_fresh")).toBe(
      `2 of 6 sleeve contracts fail: kalshi ${energyKalshi} has no quote; kalshi ${aiKalshi} has a stale quote.`,
    );
    expect(detail("proxy_spread")).toContain(`kalshi ${aiKalshi} quotes a spread of 0.06 above 0.04`);
    expect(detail("proxy_liquidity")).toContain(`kalshi ${aiKalshi} traded USD 5000, under USD 100,000`);
  });

  it("passes the paper gates on a valid backtest with enough sessions and a positive reduction after costs", () => {
    const artifact = {
      schema: "pix-backtest-v1",
      metrics: { sessions: EXECUTION_GATE_LIMITS.min_backtest_sessions, variance_reduction_net: 0.2 },
    } as unknown as BacktestArtifact;
    const read: BacktestRead = { status: "AVAILABLE", key: "backtests/AAPL.json", artifact };
    const paper = compute({ equityHistory, proxies, backtest: read }).execution_validation;
    expect(paper.paper_gates.map((gate) => [gate.id, gate.passed])).toEqual([
      ["backtest_artifact", true],
      ["enough_observations", true],
      ["walk_forward_variance_reduction", true],
      ["backtest_variance_reduction_after_costs", true],
    ]);
    const short = {
      ...artifact,
      metrics: { sessions: EXECUTION_GATE_LIMITS.min_backtest_sessions - 1, variance_reduction_net: -0.01 },
    } as unknown as BacktestArtifact;
    const failing = compute({
      equityHistory,
      proxies,
      backtest: { ...read, artifact: short },
    }).execution_validation;
    expect(failing.paper_gates.filter((gate) => !gate.passed).map((gate) => gate.detail)).toEqual([
      `The backtest has ${EXECUTION_GATE_LIMITS.min_backtest_sessions - 1} out-of-sample sessions; at least ${EXECUTION_GATE_LIMITS.min_backtest_sessions} are required.`,
      "The backtest's out-of-sample variance reduction after costs is -0.01; it must be above 0.",
    ]);
  });
});

describe("inputs and methodology", () => {
  it("orders sessions by date, keeps the last row of a repeated date and closes them at 16:00 New York", () => {
    const sessions = equitySessions([
      { session_date: "2026-11-20", close: 3, adjusted_close: null },
      { session_date: "2026-07-01", close: 1, adjusted_close: null },
      { session_date: "2026-11-20", close: 4, adjusted_close: 4 },
      { session_date: "2026-13-01", close: 9, adjusted_close: null },
    ]);
    expect(sessions).toEqual([
      {
        session_date: "2026-07-01",
        close_utc_ms: Date.parse("2026-07-01T20:00:00Z"),
        close: 1,
        adjusted_close: null,
      },
      {
        session_date: "2026-11-20",
        close_utc_ms: Date.parse("2026-11-20T21:00:00Z"),
        close: 4,
        adjusted_close: 4,
      },
    ]);
  });

  it("states the domain's rules unchanged, plus the history, backtest and gate rules", () => {
    expect(MODEL_METHODOLOGY).toMatchObject({
      ...FACTOR_METHODOLOGY,
      weight_bounds: FACTOR_METHODOLOGY.weight_bounds,
    });
    expect(MODEL_METHODOLOGY.history_interval_days).toBe(600);
    expect(MODEL_METHODOLOGY.execution_gates).toEqual(EXECUTION_GATE_LIMITS);
  });
});

describe("completed sessions only", () => {
  const { equityHistory, proxies, dates } = plantedInputs(320);
  const last = dates.at(-1) as string;
  const lastClose = sessionCloseUtcMs(last);
  const HOUR = 3_600_000;
  const live = liveQuotes(0.3);
  /** The models computed as if the newest session did not exist yet. */
  const withoutLast = compute({
    equityHistory: equityHistory.slice(0, -1),
    proxies: proxies.map((p) =>
      p.status === "AVAILABLE" ? { ...p, observations: p.observations.slice(0, -1) } : p,
    ),
    currentProbabilities: live,
  });
  const modelled = (members: ComputedModels) => ({
    exposure_model: members.exposure_model,
    pnl_comparison: members.pnl_comparison,
    mimicking_portfolio: members.mimicking_portfolio,
  });

  it("leaves out the session still trading when the equity history was read", () => {
    const members = compute({
      equityHistory,
      proxies,
      currentProbabilities: live,
      equityReadAtMs: lastClose - HOUR,
    });
    expect(members.pnl_comparison.window?.last_session).toBe(dates.at(-2));
    expect(modelled(members)).toEqual(modelled(withoutLast));
  });

  it("leaves out a closed session whose contract closes were collected before it closed, never pairing it with an older probability", () => {
    // Collected at 15:07 New York: each contract's newest observation is the 15:00 one, 0.2 away from its close.
    const hourOld = proxies.map((p) =>
      p.status === "AVAILABLE"
        ? {
            ...p,
            fetched_at_ms: lastClose - 53 * 60_000,
            observations: [
              ...p.observations.slice(0, -1),
              { t_ms: lastClose - HOUR, p: Math.min(1, (p.observations.at(-1)?.p ?? 0.5) + 0.2) },
            ],
          }
        : p,
    );
    const members = compute({
      equityHistory,
      proxies: hourOld,
      currentProbabilities: live,
      equityReadAtMs: lastClose + 3 * 60_000,
    });
    expect(members.pnl_comparison.window?.last_session).toBe(dates.at(-2));
    expect(members.pnl_comparison.series.at(-1)?.session_date).toBe(dates.at(-2));
    expect(modelled(members)).toEqual(modelled(withoutLast));
    // Once the closes are collected after the close, the session is in.
    const collected = compute({
      equityHistory,
      proxies: proxies.map((p) => ({ ...p, fetched_at_ms: lastClose + 7 * 60_000 })),
      currentProbabilities: live,
      equityReadAtMs: lastClose + 8 * 60_000,
    });
    expect(collected.pnl_comparison.window?.last_session).toBe(last);
  });

  it("states when each input was collected and the newest session the models use", () => {
    const inputs = (equityReadAtMs: number, collectedAtMs: number | null) =>
      modelInputs({ equityHistory, equityReadAtMs, themeClosesCollectedAtMs: collectedAtMs, series: 6 });
    // 15:30 New York: the last session trades; the closes were collected at 15:07.
    expect(inputs(lastClose - 30 * 60_000, lastClose - 53 * 60_000)).toEqual({
      last_session: dates.at(-2),
      equity_prices: { collected_at: rfc3339(lastClose - 30 * 60_000), last_session: dates.at(-2) },
      theme_closes: { collected_at: rfc3339(lastClose - 53 * 60_000), last_session: dates.at(-2), series: 6 },
    });
    // 16:03: the stock's close is final, the contracts' is not collected yet.
    expect(inputs(lastClose + 3 * 60_000, lastClose - 53 * 60_000)).toMatchObject({
      last_session: dates.at(-2),
      equity_prices: { last_session: last },
      theme_closes: { last_session: dates.at(-2) },
    });
    // 16:08, after the 16:07 collection: both are final.
    expect(inputs(lastClose + 8 * 60_000, lastClose + 7 * 60_000).last_session).toBe(last);
    // No closes stored: the models are not computed.
    expect(inputs(lastClose + 8 * 60_000, null)).toMatchObject({
      last_session: null,
      theme_closes: { collected_at: null, last_session: null },
    });
  });
});

describe("the proxy model score from current probabilities only", () => {
  const { equityHistory, proxies } = plantedInputs(320);
  const aiKalshi = themeContract("ai_disruption", "kalshi").marketId;

  it("is UNAVAILABLE (no_current_probability) when every proxy's quote is stale, whatever its probability", () => {
    const score = compute({
      equityHistory,
      proxies,
      currentProbabilities: liveQuotes(0.3, { fresh: false }),
    }).proxy_model_score;
    expect(score).toEqual({
      status: "UNAVAILABLE",
      reason: "no_current_probability",
      score: null,
      components: [],
      excluded: FACTOR_THEMES.map((factor_id) => ({ factor_id, reason: "stale_quote" })),
    });
  });

  it("is PARTIAL without a stale proxy, scored on the current ones, each with its quote's time", () => {
    const quotes = liveQuotes(0.3).map((q) =>
      q.market_id === aiKalshi ? { ...q, fresh: false, adverse_probability: 0.9 } : q,
    );
    const members = compute({ equityHistory, proxies, currentProbabilities: quotes });
    const score = members.proxy_model_score;
    expect(score.status).toBe("PARTIAL");
    expect(score.excluded).toEqual([{ factor_id: "ai_disruption", reason: "stale_quote" }]);
    const rows = members.exposure_model.exposures.filter((row) => row.factor_id !== "ai_disruption");
    const total = rows.reduce((sum, row) => sum + Math.abs(row.beta ?? 0), 0);
    const expected =
      (100 *
        rows.reduce((sum, row) => sum + Math.abs(row.beta ?? 0) * ((row.beta ?? 0) < 0 ? 0.3 : 0.7), 0)) /
      total;
    expect(score.score).toBeCloseTo(expected, 10);
    expect(score.components.map((c) => c.factor_id)).not.toContain("ai_disruption");
    expect(score.components.every((c) => c.observed_at === "2026-11-22T14:59:58Z")).toBe(true);
    expectSerialisable(members);
  });
});
