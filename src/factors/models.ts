/**
 * The factor models of the response (exposure model, proxy model score, P&L comparison, mimicking
 * portfolio, execution backtest and validation, methodology) in their documented UNAVAILABLE form, for
 * when the theme contracts' close series cannot be read from the store (none collected yet, or the store
 * failed): every member says why and carries no number — never an invented one.
 */
import { FACTOR_THEMES } from "../catalog/types.ts";
import type { ModelsUnavailableReason, UnavailableModels } from "./model-schemas.ts";

export { MODELS_UNAVAILABLE_REASONS, type ModelsUnavailableReason } from "./model-schemas.ts";

export function unavailableModels(reason: ModelsUnavailableReason): UnavailableModels {
  return {
    exposure_model: {
      fitted: false,
      status: "UNAVAILABLE",
      reason,
      exposures: FACTOR_THEMES.map((factor_id) => ({
        factor_id,
        status: "UNAVAILABLE",
        reason,
        beta: null,
        standard_error: null,
        t_stat: null,
        observations: 0,
        proxy: null,
      })),
    },
    proxy_model_score: { status: "UNAVAILABLE", reason, score: null, components: [], excluded: [] },
    pnl_comparison: { status: "UNAVAILABLE", reason, window: null, metrics: null, series: [] },
    mimicking_portfolio: {
      status: "UNAVAILABLE",
      reason,
      window: null,
      metrics: null,
      series: [],
      latest_research_sleeve: { positions: [] },
    },
    execution_backtest: {
      status: "UNAVAILABLE",
      reason,
      schema: null,
      generated_at: null,
      inputs: null,
      metrics: null,
      series: [],
    },
    execution_validation: {
      status: "UNAVAILABLE",
      reason,
      production_ready: false,
      paper_gate: { status: "UNAVAILABLE" },
      live_gate: { status: "UNAVAILABLE" },
    },
    methodology: {
      theme_level:
        "Equal-weight mean of the adverse-side probabilities of a theme's reviewed contracts with a fresh quote from the newest lake snapshot of each venue.",
      composite:
        "100 × the equal-weight mean of the available theme levels; market-wide, not specific to the stock.",
      freshness:
        "A quote is fresh when its observed_at and its snapshot's cycle start are both within freshness_budget_seconds of as_of.",
      models:
        "Not computed for this response: the theme contracts' close series are not in the store yet (they are collected hourly), so every model member is UNAVAILABLE and carries no number.",
    },
  };
}
