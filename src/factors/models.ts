/**
 * The factor models of the response (exposure model, proxy model score, P&L comparison, mimicking
 * portfolio, execution backtest and validation, methodology) in their documented UNAVAILABLE form: this
 * version does not compute them yet, so every member says so and carries no number — never an invented
 * one. This one function is what the computed form replaces.
 */
import { FACTOR_THEMES, type FactorTheme } from "../catalog/types.ts";

/** Why no model output is given. */
export const MODELS_NOT_COMPUTED = "models_not_computed";
export const NO_BACKTEST_ARTIFACT = "no_backtest_artifact";

export interface UnavailableExposure {
  factor_id: FactorTheme;
  status: "UNAVAILABLE";
  reason: typeof MODELS_NOT_COMPUTED;
  beta: null;
  standard_error: null;
  t_stat: null;
  observations: 0;
  proxy: null;
}

export function unavailableModels() {
  return {
    exposure_model: {
      fitted: false,
      status: "UNAVAILABLE" as const,
      reason: MODELS_NOT_COMPUTED,
      exposures: FACTOR_THEMES.map(
        (factor_id): UnavailableExposure => ({
          factor_id,
          status: "UNAVAILABLE",
          reason: MODELS_NOT_COMPUTED,
          beta: null,
          standard_error: null,
          t_stat: null,
          observations: 0,
          proxy: null,
        }),
      ),
    },
    proxy_model_score: {
      status: "UNAVAILABLE" as const,
      reason: MODELS_NOT_COMPUTED,
      score: null,
      components: [],
    },
    pnl_comparison: {
      status: "UNAVAILABLE" as const,
      reason: MODELS_NOT_COMPUTED,
      window: null,
      metrics: null,
      series: [],
    },
    mimicking_portfolio: {
      status: "UNAVAILABLE" as const,
      reason: MODELS_NOT_COMPUTED,
      window: null,
      metrics: null,
      series: [],
      latest_research_sleeve: { positions: [] },
    },
    execution_backtest: { status: "UNAVAILABLE" as const, reason: NO_BACKTEST_ARTIFACT },
    execution_validation: {
      status: "UNAVAILABLE" as const,
      reason: NO_BACKTEST_ARTIFACT,
      production_ready: false as const,
      paper_gate: { status: "UNAVAILABLE" as const },
      live_gate: { status: "UNAVAILABLE" as const },
    },
    methodology: {
      theme_level:
        "Equal-weight mean of the adverse-side probabilities of a theme's reviewed contracts with a fresh quote from the newest lake snapshot of each venue.",
      composite:
        "100 × the equal-weight mean of the available theme levels; market-wide, not specific to the stock.",
      freshness:
        "A quote is fresh when its observed_at and its snapshot's cycle start are both within freshness_budget_seconds of as_of.",
      models: "Not computed in this version: every model member is UNAVAILABLE and carries no number.",
    },
  };
}

export type UnavailableModels = ReturnType<typeof unavailableModels>;
