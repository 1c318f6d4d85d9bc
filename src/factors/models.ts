/**
 * The factor models of the response (exposure model, proxy model score, P&L comparison, mimicking
 * portfolio, execution backtest and validation, methodology) in their documented UNAVAILABLE form, for
 * when the theme contracts' close series cannot be read from the store (none collected yet, or the store
 * failed): every member says why and carries no number — never an invented one.
 */
import { FACTOR_THEMES, type FactorTheme } from "../catalog/types.ts";

/** Why no model output is given: no close series collected yet, or the store could not be read. */
export const MODELS_UNAVAILABLE_REASONS = [
  "proxy_history_not_collected",
  "proxy_history_unreadable",
] as const;
export type ModelsUnavailableReason = (typeof MODELS_UNAVAILABLE_REASONS)[number];

export interface UnavailableExposure {
  factor_id: FactorTheme;
  status: "UNAVAILABLE";
  reason: ModelsUnavailableReason;
  beta: null;
  standard_error: null;
  t_stat: null;
  observations: 0;
  proxy: null;
}

export function unavailableModels(reason: ModelsUnavailableReason) {
  return {
    exposure_model: {
      fitted: false,
      status: "UNAVAILABLE" as const,
      reason,
      exposures: FACTOR_THEMES.map(
        (factor_id): UnavailableExposure => ({
          factor_id,
          status: "UNAVAILABLE",
          reason,
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
      reason,
      score: null,
      components: [],
    },
    pnl_comparison: {
      status: "UNAVAILABLE" as const,
      reason,
      window: null,
      metrics: null,
      series: [],
    },
    mimicking_portfolio: {
      status: "UNAVAILABLE" as const,
      reason,
      window: null,
      metrics: null,
      series: [],
      latest_research_sleeve: { positions: [] },
    },
    execution_backtest: { status: "UNAVAILABLE" as const, reason },
    execution_validation: {
      status: "UNAVAILABLE" as const,
      reason,
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
      models:
        "Not computed for this response: the theme contracts' close series are not in the store yet (they are collected hourly), so every model member is UNAVAILABLE and carries no number.",
    },
  };
}

export type UnavailableModels = ReturnType<typeof unavailableModels>;
