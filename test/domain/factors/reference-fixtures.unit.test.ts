/**
 * Every model output against independent reference numbers (statsmodels OLS, SciPy BVLS, numpy) computed
 * by scripts/reference/factor_models.py on the same inputs; tolerances in fixture-support.ts.
 */
import { describe, expect, it } from "vitest";
import {
  alignedObservationCount,
  boundedLeastSquares,
  computeFactorModels,
  contractSeries,
  probabilitiesAtClose,
  sessionCloseUtcMs,
  stockReturns,
} from "../../../src/domain/factors/index.ts";
import boundsJson from "../../fixtures/factors/bounds.json";
import bvlsJson from "../../fixtures/factors/bvls.json";
import edgesJson from "../../fixtures/factors/edges.json";
import plantedJson from "../../fixtures/factors/planted.json";
import zeroReturnsJson from "../../fixtures/factors/zero_returns.json";
import {
  ABS,
  ABS_USD,
  bvlsSchema,
  type Dataset,
  datasetSchema,
  expectClose,
  inputOf,
  REL_WEIGHTS,
  sessionsOf,
} from "./fixture-support.ts";

const datasets: Dataset[] = [plantedJson, edgesJson, zeroReturnsJson, boundsJson].map((json: unknown) =>
  datasetSchema.parse(json),
);
const usd = { abs: ABS_USD };

describe.each(datasets.map((dataset) => [dataset.name, dataset] as const))(
  "reference data set %s",
  (_, dataset) => {
    const input = inputOf(dataset);
    const models = computeFactorModels(input);
    const expected = dataset.expected;

    it("uses the 16:00 New York close instant of every session", () => {
      for (const session of input.sessions) {
        expect(sessionCloseUtcMs(session.session_date), session.session_date).toBe(session.close_utc_ms);
      }
    });

    it("aligns returns and probabilities as the reference does", () => {
      const returns = stockReturns(input.sessions);
      expect(returns.flatMap((r, i) => (r === null ? [i] : []))).toEqual(expected.null_return_sessions);
      const series = contractSeries(input.sessions, input.themes);
      expect(
        series.map((contract) => ({
          ...contract.ref,
          observations: alignedObservationCount(returns, contract),
          first_p_session: contract.changes.findIndex((change) => change !== null) - 1,
        })),
      ).toEqual(
        expected.aligned_observations.map((row) => ({ ...row, first_p_session: row.first_p_session ?? -2 })),
      );
      for (const [marketId, probabilities] of Object.entries(expected.p_at_close)) {
        const contract = input.themes
          .flatMap((theme) => theme.contracts)
          .find((c) => c.market_id === marketId);
        expect(contract, marketId).toBeDefined();
        expect(probabilitiesAtClose(input.sessions, contract?.observations ?? [])).toEqual(probabilities);
      }
    });

    it("exposure model equals statsmodels OLS (params, bse, tvalues)", () => {
      expect(models.exposure_model.fitted).toBe(expected.exposure_model.fitted);
      expect(models.exposure_model.exposures.map((row) => row.factor_id)).toEqual(
        expected.exposure_model.exposures.map((row) => row.factor_id),
      );
      models.exposure_model.exposures.forEach((row, i) => {
        const reference = expected.exposure_model.exposures[i];
        if (reference === undefined) throw new Error("missing reference row");
        expect(
          { status: row.status, proxy: row.proxy, observations: row.observations },
          row.factor_id,
        ).toEqual({
          status: reference.status,
          proxy: reference.proxy,
          observations: reference.observations,
        });
        expectClose(row.beta, reference.beta, `${row.factor_id} beta`, { group: "exposure" });
        expectClose(row.standard_error, reference.standard_error, `${row.factor_id} se`, {
          group: "exposure",
        });
        expectClose(row.t_stat, reference.t_stat, `${row.factor_id} t`, { group: "exposure" });
      });
    });

    it("proxy model score equals the reference", () => {
      const score = models.proxy_model_score;
      const reference = expected.proxy_model_score;
      expect(score.status).toBe(reference.status);
      expectClose(score.score, reference.score, "score", { group: "proxy_model_score" });
      expect(score.components.map((c) => c.factor_id)).toEqual(reference.components.map((c) => c.factor_id));
      score.components.forEach((component, i) => {
        const ref = reference.components[i];
        expectClose(component.adverse_probability, ref?.adverse_probability, "adverse", {
          group: "proxy_model_score",
        });
        expectClose(component.weight, ref?.weight, "weight", { group: "proxy_model_score" });
      });
    });

    it("walk-forward P&L equals statsmodels refits applied out of sample", () => {
      const pnl = models.pnl_comparison;
      const reference = expected.pnl_comparison;
      expect({ status: pnl.status, reason: pnl.reason, proxies: pnl.window.proxies }).toEqual({
        status: reference.status,
        reason: reference.reason,
        proxies: reference.proxies,
      });
      expect(pnl.window.aligned_sessions).toBe(reference.aligned_sessions);
      expect(pnl.window.out_of_sample_sessions).toBe(reference.out_of_sample_sessions);
      if (reference.metrics === undefined || reference.series === undefined) {
        expect(pnl.metrics).toBeNull();
        expect(pnl.series).toEqual([]);
        return;
      }
      expect(pnl.window.first_session).toBe(reference.first_session);
      expect(pnl.window.last_session).toBe(reference.last_session);
      const metrics = pnl.metrics;
      if (metrics === null) throw new Error("metrics missing");
      for (const legName of ["unhedged", "hedged"] as const) {
        const leg = metrics[legName];
        const ref = reference.metrics[legName];
        expectClose(leg.daily_std_usd, ref.daily_std_usd, `${legName} std`, {
          ...usd,
          group: "pnl_comparison",
        });
        expectClose(leg.annualised_vol_usd, ref.annualised_vol_usd, `${legName} vol`, {
          ...usd,
          group: "pnl_comparison",
        });
        expectClose(leg.cumulative_pnl_usd, ref.cumulative_pnl_usd, `${legName} cum`, {
          ...usd,
          group: "pnl_comparison",
        });
        expectClose(leg.max_drawdown_usd, ref.max_drawdown_usd, `${legName} mdd`, {
          ...usd,
          group: "pnl_comparison",
        });
        expect(leg.sessions).toBe(ref.sessions);
      }
      expectClose(metrics.variance_reduction, reference.metrics.variance_reduction, "variance reduction", {
        group: "pnl_comparison",
      });
      expect(metrics.sessions_with_dropped_proxies).toBe(reference.metrics.sessions_with_dropped_proxies);
      const sessions = sessionsOf(dataset);
      expect(pnl.series.map((row) => row.session_date)).toEqual(
        reference.series.session_index.map((i) => sessions[i]?.session_date),
      );
      pnl.series.forEach((row, i) => {
        const ref = reference.series;
        if (ref === undefined) return;
        const opts = { ...usd, group: "pnl_comparison" };
        expectClose(row.unhedged_pnl_usd, ref.unhedged_pnl_usd[i], `unhedged ${i}`, opts);
        expectClose(row.hedged_pnl_usd, ref.hedged_pnl_usd[i], `hedged ${i}`, opts);
        expectClose(
          row.unhedged_cumulative_pnl_usd,
          ref.unhedged_cumulative_pnl_usd[i],
          `unhedged cum ${i}`,
          opts,
        );
        expectClose(row.hedged_cumulative_pnl_usd, ref.hedged_cumulative_pnl_usd[i], `hedged cum ${i}`, opts);
      });
    });

    it("mimicking portfolio equals SciPy BVLS and numpy metrics", () => {
      const portfolio = models.mimicking_portfolio;
      const reference = expected.mimicking_portfolio;
      expect({ status: portfolio.status, reason: portfolio.reason }).toEqual({
        status: reference.status,
        reason: reference.reason,
      });
      expect(portfolio.positions.map(({ weight: _, ...rest }) => rest)).toEqual(
        reference.positions.map(({ weight: _, ...rest }) => rest),
      );
      portfolio.positions.forEach((position, i) => {
        expectClose(position.weight, reference.positions[i]?.weight, `${position.market_id} weight`, {
          rel: REL_WEIGHTS,
          group: "mimicking_weights",
        });
      });
      if (
        reference.metrics === undefined ||
        reference.series === undefined ||
        reference.window === undefined
      ) {
        expect(portfolio.metrics).toBeNull();
        return;
      }
      expect(portfolio.window).toEqual(reference.window);
      const metrics = portfolio.metrics;
      if (metrics === null) throw new Error("metrics missing");
      const group = { group: "mimicking_metrics" };
      expectClose(metrics.tracking_error_daily, reference.metrics.tracking_error_daily, "te", group);
      expectClose(
        metrics.tracking_error_annualised,
        reference.metrics.tracking_error_annualised,
        "te annual",
        group,
      );
      expectClose(metrics.r_squared, reference.metrics.r_squared, "r2", group);
      expectClose(metrics.correlation, reference.metrics.correlation, "correlation", group);
      expect(metrics.sessions).toBe(reference.metrics.sessions);
      const sessions = sessionsOf(dataset);
      expect(portfolio.series.map((row) => row.session_date)).toEqual(
        reference.series.session_index.map((i) => sessions[i]?.session_date),
      );
      portfolio.series.forEach((row, i) => {
        const opts = { ...usd, group: "mimicking_metrics" };
        expectClose(row.stock_pnl_usd, reference.series?.stock_pnl_usd[i], `stock ${i}`, opts);
        expectClose(row.portfolio_pnl_usd, reference.series?.portfolio_pnl_usd[i], `portfolio ${i}`, opts);
      });
    });
  },
);

describe("BVLS against scipy.optimize.lsq_linear(method='bvls')", () => {
  const { cases } = bvlsSchema.parse(bvlsJson as unknown);
  it.each(cases.map((c) => [c.kind, c] as const))("%s", (_, c) => {
    const result = boundedLeastSquares(c.columns, c.b, -1, 1);
    expect(result.converged).toBe(true);
    expect(result.bound).toEqual(c.expected.active_mask);
    result.x.forEach((value, j) => {
      expectClose(value, c.expected.x[j], `x${j}`, { rel: REL_WEIGHTS, abs: ABS, group: "bvls" });
    });
  });
});
