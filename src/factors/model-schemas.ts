/**
 * The computed form of the factor route's model members — `exposure_model`, `proxy_model_score`,
 * `pnl_comparison`, `mimicking_portfolio`, `execution_backtest`, `execution_validation`, `methodology` —
 * and the stored backtest artifact (`pix-backtest-v1`). Member names are those of src/domain/factors
 * (snake_case). Every description states its rule so that an outsider can reproduce each number from
 * the equity history and the theme contracts' venue histories. No number here is an order, a trade
 * size or a hedge ratio: P&L is expressed on a fixed reference notional.
 */
import { z } from "@hono/zod-openapi";
import { FACTOR_THEMES, VENUES } from "../catalog/types.ts";
import { RFC3339_SECONDS_PATTERN, SECOND_PRECISION } from "../domain/clock.ts";
import { FRESHNESS_BUDGET_SECONDS } from "../domain/factor-themes/index.ts";
import {
  ANNUALISATION_FACTOR,
  EXPOSURE_WINDOW_RETURNS,
  FACTOR_METHODOLOGY,
  MIMICKING_WINDOW_SESSIONS,
  MIN_OBSERVATIONS,
  REFERENCE_NOTIONAL_USD,
  WALK_FORWARD_TRAINING_SESSIONS,
  WEIGHT_LOWER_BOUND,
  WEIGHT_UPPER_BOUND,
} from "../domain/factors/index.ts";
import { instantSchema } from "../platform/http/schemas.ts";
// Real outputs of computeModels for AAPL on the upstream simulator at 2026-11-22T15:00:00Z (series cut
// to their last two rows); test/factors/model-schemas.unit.test.ts checks them against these schemas.
import MODEL_EXAMPLES from "./model-schemas.examples.json" with { type: "json" };
import { PROXY_HISTORY_DAYS } from "./venue-history/index.ts";

export const BACKTEST_SCHEMA = "pix-backtest-v1";

/** Decisive constants of the execution gates (also stated in `methodology`). */
export const EXECUTION_GATE_LIMITS = {
  /** Out-of-sample sessions a backtest needs (half a trading year). */
  min_backtest_sessions: 126,
  /** Largest quoted spread (ask − bid, probability units) of a sleeve contract on the newest tape. */
  max_live_spread: 0.04,
  /** Smallest traded volume in USD of a sleeve contract on the newest tape. */
  min_live_volume_usd: 100_000,
} as const;

/** The `methodology` member: the domain's fixed rules plus the history, backtest and gate rules. */
export const MODEL_METHODOLOGY = {
  ...FACTOR_METHODOLOGY,
  weight_bounds: { ...FACTOR_METHODOLOGY.weight_bounds },
  proxy_history:
    "Each theme contract's history is read from its venue's own history endpoint over the last history_interval_days days in hourly points (Kalshi hourly candlesticks: the mid of the closing YES bid and ask when both are quoted and at most 0.10 apart, else the hour's closing trade; Polymarket prices-history at fidelity 60), turned into the adverse side's probability (1 − p when the adverse side is NO) and kept as the last observation at or before each 16:00 America/New_York close. A contract whose history cannot be read takes no part; a theme left without any has status history_unavailable.",
  history_interval_days: PROXY_HISTORY_DAYS,
  execution_backtest:
    "Offline paper backtest of the research sleeve: from the first session with a full training window, every session the mimicking portfolio is re-fitted on the sessions before it and its weights held for that session (when a re-fit is unavailable the previous weights are held). Sleeve P&L = N·Σ w·Δp; the move from the previous weights (0 before the first session) costs N·Σ |Δw|·h, h the contract's half-spread on the tape snapshot at or before the previous session's 16:00 New York close, else half its median tape spread. Hedged net P&L = stock P&L − sleeve P&L − cost.",
  execution_gates: { ...EXECUTION_GATE_LIMITS },
} as const;

const Day = z.string().openapi({ format: "date", description: "A session date, YYYY-MM-DD (New York)." });
/**
 * A named (component) schema or null. `.nullable()` on a named schema renders as a bare `$ref` or makes
 * the component itself nullable, depending on the order the document meets it; a union with null
 * renders as `anyOf: [$ref, null]` wherever it is used.
 */
const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);
const Usd = (description: string) => z.number().openapi({ description: `${description} USD.` });
const NullableNumber = (description: string) => z.number().nullable().openapi({ description });

export const FactorIdSchema = z.enum(FACTOR_THEMES).openapi({
  description: "One of the six theme ids.",
});
export const VenueSchema = z.enum(VENUES).openapi({
  description: "`kalshi` (venue_a) or `polymarket` (venue_b).",
});

export const ContractRefSchema = z
  .object({
    factor_id: FactorIdSchema,
    venue: VenueSchema,
    market_id: z.string().openapi({ description: "Kalshi ticker or Polymarket Gamma market id." }),
  })
  .openapi("FactorContractRef", { description: "A theme contract as named next to a model output." });

export const LegMetricsSchema = z
  .object({
    daily_std_usd: NullableNumber(
      "Sample standard deviation (n − 1 denominator) of the daily P&L, USD; null below two sessions.",
    ),
    annualised_vol_usd: NullableNumber(`daily_std_usd × √${ANNUALISATION_FACTOR}; null below two sessions.`),
    cumulative_pnl_usd: Usd("Sum of the daily P&L,"),
    max_drawdown_usd: Usd(
      "Largest fall of the cumulative P&L from its running peak (the start, 0, counts as a peak) to a later session, as a positive amount,",
    ),
    sessions: z.number().int().openapi({ description: "Sessions in the leg." }),
  })
  .openapi("FactorLegMetrics", { description: "Risk and return figures of one leg's daily P&L series." });

// ---------------------------------------------------------------- exposure_model

export const ExposureStatusSchema = z
  .enum([
    "fitted",
    "insufficient_observations",
    "degenerate_proxy",
    "no_proxy",
    "history_unavailable",
    "not_computed",
  ])
  .openapi({
    description: `fitted: the model below was estimated. insufficient_observations: fewer than ${MIN_OBSERVATIONS} aligned sessions. degenerate_proxy: the proxy's probability change is constant over the window (collinear with the intercept). no_proxy: the theme has no contract. history_unavailable: the venue history of every contract of the theme could not be read. not_computed: the models could not be computed for this stock (see the member's reason).`,
  });

export const ExposureRowSchema = z
  .object({
    factor_id: FactorIdSchema,
    status: ExposureStatusSchema,
    proxy: orNull(ContractRefSchema).openapi({
      description:
        "The theme's proxy: of its contracts with a readable history, the one with the most aligned sessions; ties go to Kalshi, then to the smaller market id (string order). Null without one.",
    }),
    beta: NullableNumber(
      "β of r_t = α + β·Δp_t + ε_t by ordinary least squares with intercept, where r_t is the stock's daily return and Δp_t the daily change of the proxy's adverse-side probability; null unless fitted.",
    ),
    standard_error: NullableNumber(
      "Classical (homoskedastic) standard error of β: √(s² / Σ(Δp − mean Δp)²) with s² = SSR / (n − 2); null unless fitted.",
    ),
    t_stat: NullableNumber("beta / standard_error; null unless fitted or when the standard error is 0."),
    observations: z
      .number()
      .int()
      .openapi({
        description: `n: aligned sessions in the window, the most recent ones, at most ${EXPOSURE_WINDOW_RETURNS}.`,
      }),
  })
  .openapi("FactorExposure", { description: "The exposure of the stock to one theme." });

export const ExposureModelSchema = z
  .object({
    fitted: z.boolean().openapi({ description: "True when at least one theme's row is fitted." }),
    reason: z
      .enum(["no_fitted_theme", "computation_failed", "numerical_failure"])
      .nullable()
      .openapi({ description: "Null when fitted; otherwise why no theme was fitted." }),
    exposures: z.array(ExposureRowSchema).openapi({
      description: `One row per theme, in the fixed theme order. Alignment: r_t = price_t / price_(t−1) − 1 on consecutive equity history rows (price = adjusted_close, else close); p_t = the contract's last adverse-side observation at or before the session's 16:00 America/New_York close; Δp_t = p_t − p_(t−1); a session counts when r_t and Δp_t are both defined. Fitted on at least ${MIN_OBSERVATIONS} and at most ${EXPOSURE_WINDOW_RETURNS} sessions.`,
    }),
  })
  .openapi("FactorExposureModel", {
    description:
      "Direct OLS betas of the stock's daily returns on the daily changes of each theme's proxy contract.",
    example: MODEL_EXAMPLES.exposure_model,
  });

// ---------------------------------------------------------------- proxy_model_score

export const ScoreComponentSchema = z
  .object({
    factor_id: FactorIdSchema,
    beta: z.number().openapi({ description: "The theme's fitted β." }),
    probability: z.number().openapi({
      description: `The proxy's current adverse-side probability (0 to 1): its quote on the newest tape snapshot, within the freshness budget (${FRESHNESS_BUDGET_SECONDS} s).`,
    }),
    adverse_probability: z.number().openapi({
      description: "Probability adverse to the stock: probability when β < 0, 1 − probability when β > 0.",
    }),
    weight: z.number().openapi({ description: "|β| / Σ|β| over the components." }),
    observed_at: z
      .string()
      .nullable()
      .openapi({
        format: "date-time",
        pattern: RFC3339_SECONDS_PATTERN,
        description: `When the proxy's quote was observed (its tape row's observed_at, UTC). ${SECOND_PRECISION}`,
      }),
  })
  .openapi("FactorScoreComponent", { description: "One theme's contribution to the proxy model score." });

export const ScoreExclusionSchema = z
  .object({
    factor_id: FactorIdSchema,
    reason: z.enum(["stale_quote", "no_quote"]).openapi({
      description: `stale_quote: the proxy's newest quote is older than the freshness budget (${FRESHNESS_BUDGET_SECONDS} s), so it is not a current probability. no_quote: the newest tape has no usable probability for the proxy.`,
    }),
  })
  .openapi("FactorScoreExclusion", { description: "A fitted theme that does not count towards the score." });

export const ProxyModelScoreSchema = z
  .object({
    status: z.enum(["AVAILABLE", "PARTIAL", "UNAVAILABLE"]).openapi({
      description:
        "AVAILABLE when all six themes contribute, PARTIAL when some do, UNAVAILABLE when none does or Σ|β| = 0. A theme contributes when it is fitted and its proxy has a current probability: a stale quote never counts, so with every proxy stale the score is UNAVAILABLE.",
    }),
    reason: z
      .enum([
        "no_fitted_theme",
        "no_current_probability",
        "zero_total_weight",
        "computation_failed",
        "numerical_failure",
      ])
      .nullable()
      .openapi({
        description:
          "Null unless UNAVAILABLE. no_fitted_theme: no theme's exposure model is fitted. no_current_probability: themes are fitted but no fitted proxy has a current probability (every quote stale or missing; see excluded). zero_total_weight: the contributing themes' |β| sum to 0. computation_failed, numerical_failure: the models could not be computed, or gave a number that is not finite.",
      }),
    score: NullableNumber(
      "100 × Σ|βᵢ|·aᵢ / Σ|βᵢ| over the contributing themes (fitted, with a current probability), aᵢ their adverse_probability; from 0 to 100, not rounded; null when UNAVAILABLE. It is not a forecast.",
    ),
    components: z
      .array(ScoreComponentSchema)
      .openapi({ description: "Contributing themes, in theme order." }),
    excluded: z.array(ScoreExclusionSchema).openapi({
      description: "Fitted themes that do not contribute, with why, in theme order.",
    }),
  })
  .openapi("FactorProxyModelScore", {
    description:
      "A 0–100 summary of how adverse the themes' current probabilities are for the stock, weighted by |β|.",
    example: MODEL_EXAMPLES.proxy_model_score,
  });

// ---------------------------------------------------------------- pnl_comparison

export const PnlRowSchema = z
  .object({
    session_date: Day,
    unhedged_pnl_usd: Usd("N·r_t,"),
    hedged_pnl_usd: Usd("N·(r_t − Σ β̂ᵢ·Δpᵢ,t) with the slopes of the training window before the session,"),
    unhedged_cumulative_pnl_usd: Usd("Running sum of unhedged_pnl_usd,"),
    hedged_cumulative_pnl_usd: Usd("Running sum of hedged_pnl_usd,"),
  })
  .openapi("FactorPnlRow", { description: "One out-of-sample session of the P&L comparison." });

export const PnlComparisonSchema = z
  .object({
    status: z
      .enum(["AVAILABLE", "UNAVAILABLE"])
      .openapi({ description: "AVAILABLE when the comparison was computed; otherwise see `reason`." }),
    reason: z
      .enum(["no_fitted_proxies", "insufficient_observations", "computation_failed", "numerical_failure"])
      .nullable()
      .openapi({
        description: `Null when AVAILABLE. insufficient_observations: fewer than ${WALK_FORWARD_TRAINING_SESSIONS + 2} aligned sessions (two out-of-sample sessions are needed).`,
      }),
    window: z
      .object({
        training_sessions: z.number().int().openapi({ description: "Sessions each walk-forward fit uses." }),
        aligned_sessions: z.number().int().openapi({
          description: "Sessions with a stock return and a Δp for every fitted proxy.",
        }),
        out_of_sample_sessions: z
          .number()
          .int()
          .openapi({ description: "Sessions after the first training window: the rows of `series`." }),
        first_session: Day.nullable().openapi({
          description: "First out-of-sample session, YYYY-MM-DD (New York); null when none.",
        }),
        last_session: Day.nullable().openapi({
          description: "Last out-of-sample session, YYYY-MM-DD (New York); null when none.",
        }),
        proxies: z.array(ContractRefSchema).openapi({
          description: "The fitted themes' proxies, in theme order: the hedge's regressors.",
        }),
      })
      .openapi({ description: "The sessions the comparison covers." }),
    metrics: z
      .object({
        notional_usd: Usd(
          `The fixed reference notional N = ${REFERENCE_NOTIONAL_USD.toLocaleString("en-US")}`,
        ),
        unhedged: LegMetricsSchema,
        hedged: LegMetricsSchema,
        variance_reduction: NullableNumber(
          "1 − var(hedged daily P&L) / var(unhedged daily P&L), sample variances; null when the unhedged P&L is constant.",
        ),
        sessions_with_dropped_proxies: z.number().int().openapi({
          description:
            "Out-of-sample sessions whose training fit dropped a proxy collinear with the intercept or an earlier proxy (its slope then 0).",
        }),
      })
      .nullable()
      .openapi({ description: "The two legs' figures and the variance reduction; null when UNAVAILABLE." }),
    series: z
      .array(PnlRowSchema)
      .openapi({ description: "One row per out-of-sample session, oldest first." }),
  })
  .openapi("FactorPnlComparison", {
    description: `Walk-forward, out of sample: for each aligned session j after the first ${WALK_FORWARD_TRAINING_SESSIONS}, OLS with intercept of r on the fitted proxies' Δp over sessions j−${WALK_FORWARD_TRAINING_SESSIONS}..j−1 only, applied to session j (the intercept is not part of the hedge).`,
    example: MODEL_EXAMPLES.pnl_comparison,
  });

// ---------------------------------------------------------------- mimicking_portfolio

export const SleevePositionSchema = ContractRefSchema.extend({
  status: z.enum(["included", "collinear", "insufficient_observations"]).openapi({
    description:
      "included: part of the portfolio. collinear: its Δp is constant or a combination of earlier contracts' (left out). insufficient_observations: its history does not cover the window.",
  }),
  weight: NullableNumber(
    "w: paper P&L per unit of notional per unit change of the contract's adverse-side probability; null unless included.",
  ),
  at_bound: z
    .enum(["lower", "upper"])
    .nullable()
    .openapi({ description: "The bound the weight sits on as an active constraint, or null." }),
}).openapi("FactorSleevePosition");

export const MimickingRowSchema = z
  .object({
    session_date: Day,
    stock_pnl_usd: Usd("N·r_t,"),
    portfolio_pnl_usd: Usd("N·Σ wⱼ·Δpⱼ,t,"),
  })
  .openapi("FactorMimickingRow", { description: "One session of the mimicking portfolio's fit." });

export const MimickingPortfolioSchema = z
  .object({
    status: z
      .enum(["AVAILABLE", "UNAVAILABLE"])
      .openapi({ description: "AVAILABLE when the portfolio was fitted; otherwise see `reason`." }),
    reason: z
      .enum([
        "no_contracts",
        "insufficient_observations",
        "degenerate_contracts",
        "not_converged",
        "computation_failed",
        "numerical_failure",
      ])
      .nullable()
      .openapi({ description: "Null when AVAILABLE." }),
    window: z
      .object({
        sessions: z.number().int().openapi({ description: "Sessions the fit uses." }),
        first_session: Day.nullable().openapi({
          description: "First session of the fit, YYYY-MM-DD (New York); null when none.",
        }),
        last_session: Day.nullable().openapi({
          description: "Last session of the fit, YYYY-MM-DD (New York); null when none.",
        }),
      })
      .openapi({ description: "The sessions the portfolio is fitted on." }),
    metrics: z
      .object({
        notional_usd: Usd("The fixed reference notional N"),
        tracking_error_daily: NullableNumber(
          "Sample standard deviation of the residual e = r̃ − Σ wⱼ·Δp̃ⱼ (tildes: minus the window mean), as a fraction of notional.",
        ),
        tracking_error_annualised: NullableNumber(`tracking_error_daily × √${ANNUALISATION_FACTOR}.`),
        r_squared: NullableNumber("1 − Σe² / Σr̃²; null when every return equals the mean."),
        correlation: NullableNumber(
          "Pearson correlation of stock_pnl_usd and portfolio_pnl_usd; null when either is constant.",
        ),
        sessions: z.number().int().openapi({ description: "Sessions in the fit." }),
      })
      .nullable()
      .openapi({ description: "How closely the portfolio tracks the stock; null when UNAVAILABLE." }),
    series: z
      .array(MimickingRowSchema)
      .openapi({ description: "One row per session of the fit, oldest first." }),
    latest_research_sleeve: z
      .object({
        as_of_session: Day.nullable().openapi({
          description: "The last session of the window the weights were fitted on.",
        }),
        positions: z.array(SleevePositionSchema).openapi({
          description: "Every theme contract with a readable history, ordered by theme, venue, market id.",
        }),
      })
      .openapi({ description: "The weights of the newest fit: research output, not a trade." }),
  })
  .openapi("FactorMimickingPortfolio", {
    description: `Bounded minimum-variance paper portfolio over the last ${MIMICKING_WINDOW_SESSIONS} sessions with a stock return: w minimises Σ_t (r̃_t − Σ wⱼ·Δp̃ⱼ,t)² subject to ${WEIGHT_LOWER_BOUND} ≤ wⱼ ≤ ${WEIGHT_UPPER_BOUND}, over every contract with a Δp on each of those sessions (collinear ones left out), solved exactly by bounded-variable least squares.`,
    example: MODEL_EXAMPLES.mimicking_portfolio,
  });

// ---------------------------------------------------------------- backtest artifact and execution_backtest

export const BacktestContractSchema = ContractRefSchema.extend({
  observations: z.number().int().openapi({ description: "Adverse-side close observations read." }),
  median_half_spread: NullableNumber(
    "Half of the median quoted spread (ask − bid) over every tape snapshot read for the contract; null when the tape had none.",
  ),
  spread_sessions: z.number().int().openapi({
    description:
      "Sessions with a tape snapshot of the contract at or before that session's 16:00 New York close.",
  }),
}).openapi("BacktestContract", {
  description: "A theme contract the backtest read, with its spread inputs.",
});

export const BacktestRowSchema = z
  .object({
    session_date: Day,
    stock_pnl_usd: Usd("N·r_t,"),
    sleeve_pnl_usd: Usd("N·Σ w_(t,k)·Δp_(k,t) with the weights fitted through the previous session,"),
    cost_usd: Usd("N·Σ |w_(t,k) − w_(t−1,k)|·h_k, h_k the half-spread at the previous session's close,"),
    hedged_net_pnl_usd: Usd("stock_pnl_usd − sleeve_pnl_usd − cost_usd,"),
    turnover: z.number().openapi({ description: "Σ |w_(t,k) − w_(t−1,k)|." }),
  })
  .openapi("BacktestRow", { description: "One traded session of the backtest." });

export const BacktestMetricsSchema = z
  .object({
    sessions: z.number().int().openapi({ description: "Out-of-sample sessions in the series." }),
    first_session: Day,
    last_session: Day,
    stock: LegMetricsSchema,
    hedged_gross: LegMetricsSchema.openapi({ description: "stock − sleeve, before costs." }),
    hedged_net: LegMetricsSchema.openapi({ description: "stock − sleeve − costs." }),
    variance_reduction_gross: NullableNumber("1 − var(hedged gross) / var(stock), sample variances."),
    variance_reduction_net: NullableNumber("1 − var(hedged net) / var(stock), sample variances."),
    sleeve_correlation: NullableNumber("Pearson correlation of the stock's and the sleeve's daily P&L."),
    total_cost_usd: Usd("Sum of cost_usd,"),
    total_turnover: z.number().openapi({ description: "Sum of the sessions' turnover." }),
    mean_daily_turnover: z.number().openapi({ description: "total_turnover / sessions." }),
    sessions_holding_weights: z.number().int().openapi({
      description:
        "Sessions whose fit was unavailable, so the previous weights were held (no trade, no cost).",
    }),
    trades_costed_at_session_spread: z.number().int().openapi({
      description: "Contract weight changes costed at the spread of the tape snapshot of that session.",
    }),
    trades_costed_at_median_spread: z.number().int().openapi({
      description:
        "Contract weight changes costed at the contract's median tape spread (no snapshot that session).",
    }),
  })
  .openapi("BacktestMetrics", { description: "Summary figures of the backtest's series." });

export const BacktestInputsSchema = z
  .object({
    equity_sessions: z.number().int().openapi({ description: "Equity history sessions read." }),
    first_equity_session: Day,
    last_equity_session: Day,
    training_sessions: z
      .number()
      .int()
      .openapi({
        description: `Sessions each daily re-fit of the mimicking portfolio uses (${MIMICKING_WINDOW_SESSIONS}).`,
      }),
    notional_usd: Usd("The fixed reference notional N"),
    history_interval_days: z
      .number()
      .int()
      .openapi({
        description: `Days of venue history read per theme contract (${PROXY_HISTORY_DAYS}).`,
      }),
    tape_dates: z
      .number()
      .int()
      .openapi({ description: "Tape dates whose snapshots were read for spreads." }),
    contracts: z
      .array(BacktestContractSchema)
      .openapi({ description: "The theme contracts read, with their observations and spreads." }),
  })
  .openapi("BacktestInputs", { description: "What the backtest was computed from." });

export const BacktestArtifactSchema = z
  .object({
    schema: z.literal(BACKTEST_SCHEMA),
    ticker: z.string().min(1).max(32),
    generated_at: z.string().datetime().openapi({ description: "When the artifact was computed, UTC." }),
    inputs: BacktestInputsSchema,
    metrics: BacktestMetricsSchema,
    series: z.array(BacktestRowSchema),
  })
  .openapi("BacktestArtifact", {
    description:
      "The offline paper backtest of the research sleeve: every session from the first with a full training window, the mimicking weights are re-fitted on the sessions before it and held for that session; moving from the previous weights costs the half-spread per unit of weight change.",
  });
export type BacktestArtifact = z.infer<typeof BacktestArtifactSchema>;
export type BacktestRow = z.infer<typeof BacktestRowSchema>;
export type BacktestMetrics = z.infer<typeof BacktestMetricsSchema>;

/**
 * Why no model output is given: the theme contracts' close series are not in the store yet (none
 * collected), or the store could not be read.
 */
export const MODELS_UNAVAILABLE_REASONS = [
  "proxy_history_not_collected",
  "proxy_history_unreadable",
] as const;
export type ModelsUnavailableReason = (typeof MODELS_UNAVAILABLE_REASONS)[number];

/** Why the stored backtest is not shown (src/factors/backtest-store.ts). */
export const BACKTEST_UNAVAILABLE_REASONS = [
  "no_backtest",
  "invalid_artifact",
  "store_unavailable",
  "invalid_ticker",
] as const;

export const BacktestUnavailableReasonSchema = z
  .enum([...BACKTEST_UNAVAILABLE_REASONS, ...MODELS_UNAVAILABLE_REASONS])
  .openapi({
    description:
      "no_backtest: none was generated for the ticker. invalid_artifact: the stored artifact failed validation (unreadable, another schema, another ticker or too large). store_unavailable: the artifact store could not be read. invalid_ticker: the ticker cannot name an artifact. proxy_history_not_collected, proxy_history_unreadable: the models are not computed because the theme contracts' close series are not in the store yet, or the store could not be read (every model member then says so).",
  });

export const ExecutionBacktestAvailableSchema = z
  .object({
    status: z.literal("AVAILABLE").openapi({ description: "A valid stored artifact is shown." }),
    reason: z.null().openapi({ description: "Always null when AVAILABLE." }),
    schema: z.literal(BACKTEST_SCHEMA).openapi({ description: "The artifact's schema id." }),
    generated_at: z.string().openapi({ description: "When the artifact was computed, UTC." }),
    inputs: BacktestInputsSchema,
    metrics: BacktestMetricsSchema,
    series: z.array(BacktestRowSchema).openapi({ description: "One row per traded session, oldest first." }),
  })
  .openapi("FactorExecutionBacktestAvailable", {
    description: "The stored artifact, as validated.",
    example: MODEL_EXAMPLES.execution_backtest,
  });

export const ExecutionBacktestUnavailableSchema = z
  .object({
    status: z.literal("UNAVAILABLE").openapi({ description: "No artifact is shown; see `reason`." }),
    reason: BacktestUnavailableReasonSchema,
    schema: z.null().openapi({ description: "Null: no artifact." }),
    generated_at: z.null().openapi({ description: "Null: no artifact." }),
    inputs: z.null().openapi({ description: "Null: no artifact." }),
    metrics: z.null().openapi({ description: "Null: no artifact." }),
    series: z.array(BacktestRowSchema).max(0).openapi({ description: "Always empty." }),
  })
  .openapi("FactorExecutionBacktestUnavailable", {
    description: "No artifact is shown: a reason, every other member null and an empty series.",
    example: {
      status: "UNAVAILABLE",
      reason: "no_backtest",
      schema: null,
      generated_at: null,
      inputs: null,
      metrics: null,
      series: [],
    },
  });

export const ExecutionBacktestSchema = z
  .discriminatedUnion("status", [ExecutionBacktestAvailableSchema, ExecutionBacktestUnavailableSchema])
  .openapi("FactorExecutionBacktest", {
    description:
      "The stored offline backtest artifact for the ticker (`npm run backtest -- TICKER`) when one exists and validates (status AVAILABLE); otherwise status UNAVAILABLE with a reason, null members and an empty series.",
  });

// ---------------------------------------------------------------- execution_validation

export const GateSchema = z
  .object({
    id: z.string().openapi({ description: "The gate's fixed id." }),
    passed: z.boolean().openapi({ description: "Whether the gate passed." }),
    detail: z.string().openapi({ description: "One sentence with the figures the gate compared." }),
  })
  .openapi("FactorGate", { description: "One execution gate and its outcome." });

export const ExecutionValidationSchema = z
  .object({
    production_ready: z.literal(false).openapi({ description: "Always false: this is paper research." }),
    paper_passed: z.boolean().openapi({ description: "Every paper gate passed." }),
    live_passed: z.boolean().openapi({ description: "Every live gate passed." }),
    paper_gates: z.array(GateSchema).openapi({
      description: `backtest_artifact: a valid artifact exists. enough_observations: the backtest has at least ${EXECUTION_GATE_LIMITS.min_backtest_sessions} out-of-sample sessions. walk_forward_variance_reduction: pnl_comparison's variance_reduction > 0. backtest_variance_reduction_after_costs: the backtest's variance_reduction_net > 0.`,
    }),
    live_gates: z.array(GateSchema).openapi({
      description: `Over the latest research sleeve's included contracts with a non-zero weight, on the newest tape snapshot: proxy_quotes_fresh: each has a fresh quote. proxy_spread: each quoted spread (ask − bid) is at most ${EXECUTION_GATE_LIMITS.max_live_spread}. proxy_liquidity: each traded volume is at least USD ${EXECUTION_GATE_LIMITS.min_live_volume_usd.toLocaleString("en-US")}. With no such contract every live gate fails.`,
    }),
  })
  .openapi("FactorExecutionValidation", {
    description: "Whether the research sleeve passes the paper and live gates; it is never production-ready.",
    example: MODEL_EXAMPLES.execution_validation,
  });

// ---------------------------------------------------------------- methodology

const Rule = z.string();

export const MethodologySchema = z
  .object({
    stock_return: Rule.openapi({ description: "How the stock's daily return is computed." }),
    completed_sessions: Rule.openapi({ description: "Which sessions the models use." }),
    probability_alignment: Rule.openapi({
      description: "How a contract's probability is taken for a session.",
    }),
    session_alignment: Rule.openapi({ description: "When a session counts for a model." }),
    proxy_selection: Rule.openapi({ description: "How each theme's proxy contract is chosen." }),
    exposure_model: Rule.openapi({ description: "The exposure regression." }),
    exposure_window_max_observations: z
      .number()
      .int()
      .openapi({ description: "Most sessions an exposure fit uses (the most recent ones)." }),
    min_observations: z
      .number()
      .int()
      .openapi({ description: "Fewest aligned sessions an exposure fit needs." }),
    standard_errors: Rule.openapi({ description: "How the standard errors of β are computed." }),
    degenerate_proxy: Rule.openapi({ description: "When a proxy is degenerate and not fitted." }),
    collinearity: Rule.openapi({ description: "How collinear regressors are dropped." }),
    collinearity_tolerance: z.number().openapi({ description: "Tolerance of the collinearity test." }),
    proxy_model_score: Rule.openapi({ description: "How the proxy model score is computed." }),
    pnl_comparison: Rule.openapi({ description: "How the walk-forward P&L comparison is computed." }),
    walk_forward_training_sessions: z
      .number()
      .int()
      .openapi({ description: "Sessions each walk-forward fit is trained on." }),
    min_out_of_sample_sessions: z
      .number()
      .int()
      .openapi({ description: "Fewest out-of-sample sessions the P&L comparison needs." }),
    variance_reduction: Rule.openapi({ description: "How the variance reduction is computed." }),
    max_drawdown: Rule.openapi({ description: "How the maximum drawdown is computed." }),
    mimicking_portfolio: Rule.openapi({ description: "How the mimicking portfolio is fitted." }),
    mimicking_window_sessions: z
      .number()
      .int()
      .openapi({ description: "Sessions the mimicking portfolio is fitted on." }),
    weight_bounds: z
      .object({
        lower: z.number().openapi({ description: "Lowest weight a contract may take." }),
        upper: z.number().openapi({ description: "Highest weight a contract may take." }),
      })
      .openapi({ description: "Bounds of each mimicking-portfolio weight." }),
    bvls_optimality_tolerance: z
      .number()
      .openapi({ description: "Tolerance of the bounded least-squares optimality test." }),
    tracking_error: Rule.openapi({ description: "How the tracking error is computed." }),
    daily_standard_deviation: Rule.openapi({ description: "How a daily standard deviation is computed." }),
    annualisation_factor: z
      .number()
      .int()
      .openapi({ description: "Sessions per year used to annualise (daily × √factor)." }),
    reference_notional_usd: z
      .number()
      .openapi({ description: "The fixed reference notional N every P&L is expressed on, USD." }),
    proxy_history: Rule.openapi({ description: "How each theme contract's history is read." }),
    history_interval_days: z
      .number()
      .int()
      .openapi({ description: "Days of venue history read per contract." }),
    execution_backtest: Rule.openapi({ description: "How the offline backtest is computed." }),
    execution_gates: z
      .object({
        min_backtest_sessions: z
          .number()
          .int()
          .openapi({ description: "Out-of-sample sessions a backtest needs to pass its gate." }),
        max_live_spread: z.number().openapi({
          description: "Largest quoted spread (ask − bid, probability) a sleeve contract may have.",
        }),
        min_live_volume_usd: z
          .number()
          .openapi({ description: "Smallest traded volume in USD a sleeve contract must have." }),
      })
      .openapi({ description: "Constants of the execution gates." }),
  })
  .openapi("FactorMethodology", {
    description: "Fixed labels and rules of the models in use; every number is the constant the code uses.",
    example: MODEL_METHODOLOGY,
  });

export const ComputedModelsSchema = z
  .object({
    exposure_model: ExposureModelSchema,
    proxy_model_score: ProxyModelScoreSchema,
    pnl_comparison: PnlComparisonSchema,
    mimicking_portfolio: MimickingPortfolioSchema,
    execution_backtest: ExecutionBacktestSchema,
    execution_validation: ExecutionValidationSchema,
    methodology: MethodologySchema,
  })
  .openapi("FactorComputedModels");

// ---------------------------------------------------------------- the members without stored closes

const notCollectedDescription = `UNAVAILABLE form, for when the theme contracts' close series cannot be read from the store: reason ${MODELS_UNAVAILABLE_REASONS.join(" (none collected yet; they are collected hourly) or ")} (the store failed); no number.`;
const UnavailableReason = z.enum(MODELS_UNAVAILABLE_REASONS).openapi({
  description:
    "proxy_history_not_collected: the hourly collection of the theme contracts' close series has not stored any yet. proxy_history_unreadable: the store of those series could not be read.",
});
const UnavailableStatus = {
  status: z.literal("UNAVAILABLE").openapi({ description: "The models are not computed; see `reason`." }),
  reason: UnavailableReason,
};
const NoNumber = z.null().openapi({ description: "Null: the models are not computed." });

/**
 * Every model member in the form it takes when the theme contracts' close series cannot be read from
 * the store (src/factors/models.ts): it says why and carries no number.
 */
export const UnavailableModelsSchema = z.object({
  exposure_model: z
    .object({
      fitted: z.literal(false).openapi({ description: "Always false: nothing is fitted." }),
      ...UnavailableStatus,
      exposures: z
        .array(
          z.object({
            factor_id: FactorIdSchema,
            ...UnavailableStatus,
            beta: NoNumber,
            standard_error: NoNumber,
            t_stat: NoNumber,
            observations: z.literal(0).openapi({ description: "Always 0." }),
            proxy: NoNumber,
          }),
        )
        .openapi({ description: "One row per theme, in the fixed theme order, each without a number." }),
    })
    .openapi("FactorExposureModelUnavailable", { description: notCollectedDescription }),
  proxy_model_score: z
    .object({
      ...UnavailableStatus,
      score: NoNumber,
      components: z.array(ScoreComponentSchema).max(0).openapi({ description: "Always empty." }),
      excluded: z.array(ScoreExclusionSchema).max(0).openapi({ description: "Always empty." }),
    })
    .openapi("FactorProxyModelScoreUnavailable", { description: notCollectedDescription }),
  pnl_comparison: z
    .object({
      ...UnavailableStatus,
      window: NoNumber,
      metrics: NoNumber,
      series: z.array(PnlRowSchema).max(0).openapi({ description: "Always empty." }),
    })
    .openapi("FactorPnlComparisonUnavailable", { description: notCollectedDescription }),
  mimicking_portfolio: z
    .object({
      ...UnavailableStatus,
      window: NoNumber,
      metrics: NoNumber,
      series: z.array(MimickingRowSchema).max(0).openapi({ description: "Always empty." }),
      latest_research_sleeve: z
        .object({ positions: z.array(SleevePositionSchema).max(0).openapi({ description: "Always empty." }) })
        .openapi({ description: "No weights: nothing is fitted." }),
    })
    .openapi("FactorMimickingPortfolioUnavailable", { description: notCollectedDescription }),
  execution_backtest: ExecutionBacktestUnavailableSchema,
  execution_validation: z
    .object({
      ...UnavailableStatus,
      production_ready: z.literal(false).openapi({ description: "Always false: this is paper research." }),
      paper_gate: z
        .object({ status: z.literal("UNAVAILABLE").openapi({ description: "Not evaluated." }) })
        .openapi({ description: "The paper gates are not evaluated." }),
      live_gate: z
        .object({ status: z.literal("UNAVAILABLE").openapi({ description: "Not evaluated." }) })
        .openapi({ description: "The live gates are not evaluated." }),
    })
    .openapi("FactorExecutionValidationUnavailable", { description: notCollectedDescription }),
  methodology: z
    .object({
      theme_level: z.string().openapi({ description: "How a theme's level is computed." }),
      composite: z.string().openapi({ description: "How the composite is computed." }),
      freshness: z.string().openapi({ description: "Which quotes count as fresh." }),
      models: z.string().openapi({ description: "Why the models are not computed." }),
    })
    .openapi("FactorMethodologyUnavailable", {
      description: "The theme-level rules and a sentence on why the models are not computed.",
    }),
});

// ---------------------------------------------------------------- model_inputs

export const ModelInputsSchema = z
  .object({
    last_session: Day.nullable().openapi({
      description:
        "The newest session the models use: the newest session that is complete in both inputs below (the older of their last_session); null when there is none.",
    }),
    equity_prices: z
      .object({
        collected_at: instantSchema(
          "When the equity history the models use was read from the price provider (one read serves a ticker for up to 15 s), UTC.",
          "2026-11-23T20:45:11Z",
        ),
        last_session: Day.nullable().openapi({
          description:
            "The newest session of equity.history whose 16:00 New York close is at or before collected_at, so its close is final; a session still trading when the history was read is not used.",
        }),
      })
      .openapi({ description: "The stock's daily closes (equity.history)." }),
    theme_closes: z
      .object({
        collected_at: instantSchema(
          "When the newest hourly collection stored the theme contracts' close series, UTC; null when none is stored or the store could not be read.",
          "2026-11-23T20:07:00Z",
        ).nullable(),
        last_session: Day.nullable().openapi({
          description:
            "The newest session of equity.history whose 16:00 New York close is at or before collected_at, so its contract closes are final in the store; null without a collection.",
        }),
        series: z.number().int().openapi({
          description:
            "Theme contracts with a stored close series. A contract whose own series was last collected earlier (its venue failed since) has no probability for the sessions that closed after that.",
        }),
      })
      .openapi({
        description:
          "The theme contracts' daily closes: the adverse-side probability at each 16:00 New York close, collected from the venues' history endpoints once an hour.",
      }),
  })
  .openapi("FactorModelInputs", {
    description:
      "When each input of the models was collected. The models use completed sessions only: a session enters them when its 16:00 New York close is at or before both collected_at, so an unclosed session's price is never paired with an older probability, and a closed session waits for the next collection of the contract closes. The proxy model score and the live gates read the contracts' quotes on the newest tape instead (each score component states when its quote was observed; sources.venue_* state each venue's snapshot).",
    example: {
      last_session: "2026-11-20",
      equity_prices: { collected_at: "2026-11-23T20:45:11Z", last_session: "2026-11-20" },
      theme_closes: { collected_at: "2026-11-23T20:07:00Z", last_session: "2026-11-20", series: 12 },
    },
  });

export type ExposureModel = z.infer<typeof ExposureModelSchema>;
export type ExposureRow = z.infer<typeof ExposureRowSchema>;
export type ProxyModelScoreMember = z.infer<typeof ProxyModelScoreSchema>;
export type PnlComparisonMember = z.infer<typeof PnlComparisonSchema>;
export type MimickingPortfolioMember = z.infer<typeof MimickingPortfolioSchema>;
export type ExecutionBacktest = z.infer<typeof ExecutionBacktestSchema>;
export type ExecutionValidation = z.infer<typeof ExecutionValidationSchema>;
export type Gate = z.infer<typeof GateSchema>;
export type Methodology = z.infer<typeof MethodologySchema>;
export type ComputedModels = z.infer<typeof ComputedModelsSchema>;
export type UnavailableModels = z.infer<typeof UnavailableModelsSchema>;
export type ModelInputs = z.infer<typeof ModelInputsSchema>;
