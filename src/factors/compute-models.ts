/**
 * The factor route's computed model members for one stock: the models of src/domain/factors fed with
 * the stock's equity history and the theme contracts' venue histories, plus the stored backtest, the
 * execution gates and the methodology. Pure and synchronous: every input is a parameter.
 *
 * Completed sessions only: a session enters the models when its 16:00 New York close is at or before
 * both the moment the equity history was read and the moment the theme contracts' closes were collected
 * (and a contract has no probability for a session that closed after its own closes were collected), so
 * a session still trading, or closed but not yet in the collected closes, never pairs a price with an
 * older probability. The proxy model score counts a fitted proxy only with a fresh quote.
 *
 * Degenerate inputs (no history, unusable prices, failed venue histories, numbers that overflow) give a
 * member with an UNAVAILABLE status and a reason, never NaN or Infinity: a member whose numbers are not
 * all finite is replaced by its UNAVAILABLE form with reason `numerical_failure`.
 */
import { FACTOR_THEMES, type VenueId } from "../catalog/types.ts";
import { rfc3339 } from "../domain/clock.ts";
import {
  completedSessions,
  computeFactorModels,
  type EquitySession,
  type FactorModels,
  sessionCloseUtcMs,
  type ThemeInput,
  WALK_FORWARD_TRAINING_SESSIONS,
} from "../domain/factors/index.ts";
import type { BacktestRead } from "./backtest-store.ts";
import {
  type ComputedModels,
  EXECUTION_GATE_LIMITS,
  type ExecutionBacktest,
  type ExecutionValidation,
  type ExposureModel,
  type ExposureRow,
  type Gate,
  type MimickingPortfolioMember,
  MODEL_METHODOLOGY,
  type ModelInputs,
  type PnlComparisonMember,
  type ProxyModelScoreMember,
} from "./model-schemas.ts";
import type { ProxyHistory } from "./venue-history/index.ts";

/** The members of an equity history row the models read (the route's `equity.history[]` has them). */
export interface EquityHistoryRow {
  session_date: string;
  close: number;
  adjusted_close: number | null;
}

/** A theme contract's quote on the newest tape snapshot, as the route reads it. */
export interface LiveThemeQuote {
  venue: VenueId;
  market_id: string;
  /** Probability (0 to 1) of the contract's adverse side; null when the tape has none. */
  adverse_probability: number | null;
  /** ask − bid of the contract's book (the same for both sides); null unless both sides are quoted. */
  spread: number | null;
  /** Traded volume in USD; null when unknown. */
  volume_usd: number | null;
  /** The quote is within its freshness budget. */
  fresh: boolean;
  /** When the quote was observed (its tape row's observed_at), or null. */
  observed_at: string | null;
}

export interface ComputeModelsInput {
  /** The stock's daily sessions (any order; the route gives up to 400, oldest first). */
  equityHistory: readonly EquityHistoryRow[];
  /**
   * When the equity history was read (epoch ms): a session whose 16:00 New York close is later was
   * still trading, so its price is not a close and the session is left out.
   */
  equityReadAtMs: number;
  /**
   * Every theme contract's venue history (src/factors/venue-history); `fetched_at_ms` is when its
   * closes were collected, and a session that closed later has no probability for it.
   */
  proxies: readonly ProxyHistory[];
  /** The live quote of each theme contract; a contract left out has no current probability. */
  currentProbabilities: readonly LiveThemeQuote[];
  /** The stored backtest of the ticker (readBacktest). */
  backtest: BacktestRead;
}

// ---------------------------------------------------------------- inputs

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(date: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  const parsed = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(parsed) && new Date(parsed).toISOString().slice(0, 10) === date;
}

/**
 * Sessions oldest first, one per date (the last row of a repeated date wins), each closing at 16:00
 * America/New_York on its date; rows whose date is not a calendar date are left out.
 */
export function equitySessions(rows: readonly EquityHistoryRow[]): EquitySession[] {
  const byDate = new Map<string, EquityHistoryRow>();
  for (const row of rows) if (isCalendarDate(row.session_date)) byDate.set(row.session_date, row);
  return [...byDate.values()]
    .sort((a, b) => (a.session_date < b.session_date ? -1 : 1))
    .map((row) => ({
      session_date: row.session_date,
      close_utc_ms: sessionCloseUtcMs(row.session_date),
      adjusted_close: row.adjusted_close,
      close: row.close,
    }));
}

const contractKey = (venue: string, marketId: string) => `${venue} ${marketId}`;

/** A probability usable as a current level: a finite number in [0, 1]. */
function probabilityOrNull(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

/**
 * One theme input per theme, in the fixed order, with every contract whose history is AVAILABLE (the
 * first of a repeated contract wins), when its closes were collected, and its newest quote's adverse
 * probability with whether that quote is fresh (a stale one is not a current probability).
 */
export function themeInputs(
  proxies: readonly ProxyHistory[],
  live: readonly LiveThemeQuote[] = [],
): ThemeInput[] {
  const current = new Map(live.map((quote) => [contractKey(quote.venue, quote.market_id), quote]));
  const seen = new Set<string>();
  return FACTOR_THEMES.map((factor_id) => {
    const contracts: ThemeInput["contracts"][number][] = [];
    for (const proxy of proxies) {
      const key = contractKey(proxy.venue, proxy.market_id);
      if (proxy.factor_id !== factor_id || proxy.status !== "AVAILABLE" || seen.has(key)) continue;
      seen.add(key);
      const quote = current.get(key);
      contracts.push({
        venue: proxy.venue,
        market_id: proxy.market_id,
        observations: proxy.observations,
        collected_at_ms: proxy.fetched_at_ms,
        current_probability: probabilityOrNull(quote?.adverse_probability),
        current_fresh: quote?.fresh === true,
      });
    }
    return { factor_id, contracts };
  });
}

/**
 * The instant every input of the models was final at: the older of when the equity history was read
 * and when the newest theme contract closes were collected (the equity read alone without any).
 * Sessions closing after it are not complete and are left out of every model.
 */
export function modelsFinalAtMs(equityReadAtMs: number, proxies: readonly ProxyHistory[]): number {
  const collected = proxies.flatMap((proxy) => (proxy.status === "AVAILABLE" ? [proxy.fetched_at_ms] : []));
  return collected.length === 0 ? equityReadAtMs : Math.min(equityReadAtMs, Math.max(...collected));
}

/** The equity sessions the models use: completed when every input was read (see modelsFinalAtMs). */
export function modelSessions(
  equityHistory: readonly EquityHistoryRow[],
  equityReadAtMs: number,
  proxies: readonly ProxyHistory[],
): EquitySession[] {
  return completedSessions(equitySessions(equityHistory), modelsFinalAtMs(equityReadAtMs, proxies));
}

/**
 * The response's `model_inputs`: when the equity history was read and the theme closes collected
 * (`themeClosesCollectedAtMs`, null without any), each with the newest session complete in it, and
 * the newest session the models use (null when the models are not computed).
 */
export function modelInputs(input: {
  equityHistory: readonly EquityHistoryRow[];
  equityReadAtMs: number;
  themeClosesCollectedAtMs: number | null;
  series: number;
}): ModelInputs {
  const sessions = equitySessions(input.equityHistory);
  const lastAt = (ms: number) => completedSessions(sessions, ms).at(-1)?.session_date ?? null;
  const collected = input.themeClosesCollectedAtMs;
  return {
    last_session: collected === null ? null : lastAt(Math.min(input.equityReadAtMs, collected)),
    equity_prices: {
      collected_at: rfc3339(input.equityReadAtMs),
      last_session: lastAt(input.equityReadAtMs),
    },
    theme_closes: {
      collected_at: collected === null ? null : rfc3339(collected),
      last_session: collected === null ? null : lastAt(collected),
      series: input.series,
    },
  };
}

// ---------------------------------------------------------------- finiteness

/** True when a value holds a number that is NaN or infinite anywhere inside it. */
export function hasNonFiniteNumber(value: unknown): boolean {
  if (typeof value === "number") return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some(hasNonFiniteNumber);
  if (value !== null && typeof value === "object") return Object.values(value).some(hasNonFiniteNumber);
  return false;
}

type Failure = "computation_failed" | "numerical_failure";

function unavailableExposure(reason: Failure): ExposureModel {
  return {
    fitted: false,
    reason,
    exposures: FACTOR_THEMES.map((factor_id) => ({
      factor_id,
      status: "not_computed",
      proxy: null,
      beta: null,
      standard_error: null,
      t_stat: null,
      observations: 0,
    })),
  };
}

function unavailableScore(reason: ProxyModelScoreMember["reason"]): ProxyModelScoreMember {
  return { status: "UNAVAILABLE", reason, score: null, components: [], excluded: [] };
}

function unavailablePnl(reason: Failure): PnlComparisonMember {
  return {
    status: "UNAVAILABLE",
    reason,
    window: {
      training_sessions: WALK_FORWARD_TRAINING_SESSIONS,
      aligned_sessions: 0,
      out_of_sample_sessions: 0,
      first_session: null,
      last_session: null,
      proxies: [],
    },
    metrics: null,
    series: [],
  };
}

function unavailableMimicking(reason: Failure): MimickingPortfolioMember {
  return {
    status: "UNAVAILABLE",
    reason,
    window: { sessions: 0, first_session: null, last_session: null },
    metrics: null,
    series: [],
    latest_research_sleeve: { as_of_session: null, positions: [] },
  };
}

/** The member, or its UNAVAILABLE form when a number in it is not finite. */
function finiteOr<T>(member: T, fallback: () => T): T {
  return hasNonFiniteNumber(member) ? fallback() : member;
}

// ---------------------------------------------------------------- members from the domain models

function exposureMember(models: FactorModels, proxies: readonly ProxyHistory[]): ExposureModel {
  const exposures: ExposureRow[] = models.exposure_model.exposures.map((row) => {
    const themeProxies = proxies.filter((proxy) => proxy.factor_id === row.factor_id);
    const allFailed =
      themeProxies.length > 0 && themeProxies.every((proxy) => proxy.status === "UNAVAILABLE");
    return allFailed ? { ...row, status: "history_unavailable" } : { ...row };
  });
  const fitted = models.exposure_model.fitted;
  return { fitted, reason: fitted ? null : "no_fitted_theme", exposures };
}

function mimickingMember(models: FactorModels): MimickingPortfolioMember {
  const { positions, ...portfolio } = models.mimicking_portfolio;
  return {
    ...portfolio,
    latest_research_sleeve: { as_of_session: portfolio.window.last_session, positions },
  };
}

/**
 * The domain's score (src/domain/factors/proxy-score.ts: only fitted proxies with a fresh quote count),
 * each component with when its proxy's quote was observed.
 */
function scoreMember(models: FactorModels, live: readonly LiveThemeQuote[]): ProxyModelScoreMember {
  const score = models.proxy_model_score;
  const quotes = new Map(live.map((quote) => [contractKey(quote.venue, quote.market_id), quote]));
  const observedAt = (factorId: string) => {
    const proxy = models.exposure_model.exposures.find((row) => row.factor_id === factorId)?.proxy;
    return proxy ? (quotes.get(contractKey(proxy.venue, proxy.market_id))?.observed_at ?? null) : null;
  };
  return {
    ...score,
    components: score.components.map((component) => ({
      ...component,
      observed_at: observedAt(component.factor_id),
    })),
    excluded: score.excluded.map((exclusion) => ({ ...exclusion })),
  };
}

// ---------------------------------------------------------------- backtest and gates

export function executionBacktestMember(backtest: BacktestRead): ExecutionBacktest {
  if (backtest.status === "AVAILABLE") {
    const { artifact } = backtest;
    return {
      status: "AVAILABLE",
      reason: null,
      schema: artifact.schema,
      generated_at: artifact.generated_at,
      inputs: artifact.inputs,
      metrics: artifact.metrics,
      series: artifact.series,
    };
  }
  return {
    status: "UNAVAILABLE",
    reason: backtest.reason,
    schema: null,
    generated_at: null,
    inputs: null,
    metrics: null,
    series: [],
  };
}

const BACKTEST_REASON_SENTENCES: Record<(ExecutionBacktest & { status: "UNAVAILABLE" })["reason"], string> = {
  no_backtest: "No backtest artifact exists for this ticker.",
  invalid_artifact: "The stored backtest artifact failed validation.",
  store_unavailable: "The backtest store could not be read.",
  invalid_ticker: "The ticker cannot name a backtest artifact.",
  proxy_history_not_collected: "The theme contracts' close series are not collected yet.",
  proxy_history_unreadable: "The store of the theme contracts' close series could not be read.",
};

const format = (value: number, digits = 4) => Number(value.toFixed(digits)).toString();

function paperGates(backtest: ExecutionBacktest, pnl: PnlComparisonMember): Gate[] {
  const metrics = backtest.metrics;
  const minSessions = EXECUTION_GATE_LIMITS.min_backtest_sessions;
  const walkForward = pnl.metrics?.variance_reduction ?? null;
  const net = metrics?.variance_reduction_net ?? null;
  return [
    {
      id: "backtest_artifact",
      passed: backtest.status === "AVAILABLE",
      detail:
        backtest.status === "AVAILABLE"
          ? `A valid ${backtest.schema} artifact generated at ${backtest.generated_at} was read.`
          : BACKTEST_REASON_SENTENCES[backtest.reason],
    },
    {
      id: "enough_observations",
      passed: metrics !== null && metrics.sessions >= minSessions,
      detail:
        metrics === null
          ? `No backtest to count; at least ${minSessions} out-of-sample sessions are required.`
          : `The backtest has ${metrics.sessions} out-of-sample sessions; at least ${minSessions} are required.`,
    },
    {
      id: "walk_forward_variance_reduction",
      passed: walkForward !== null && walkForward > 0,
      detail:
        walkForward === null
          ? "The walk-forward comparison has no variance reduction to test."
          : `The walk-forward hedge's out-of-sample variance reduction is ${format(walkForward)}; it must be above 0.`,
    },
    {
      id: "backtest_variance_reduction_after_costs",
      passed: net !== null && net > 0,
      detail:
        net === null
          ? "The backtest has no variance reduction after costs to test."
          : `The backtest's out-of-sample variance reduction after costs is ${format(net)}; it must be above 0.`,
    },
  ];
}

function liveGates(mimicking: MimickingPortfolioMember, live: readonly LiveThemeQuote[]): Gate[] {
  const sleeve = mimicking.latest_research_sleeve.positions.filter(
    (position) => position.status === "included" && position.weight !== null && position.weight !== 0,
  );
  if (sleeve.length === 0) {
    const detail = "There is no research sleeve with a non-zero weight to check on the tape.";
    return ["proxy_quotes_fresh", "proxy_spread", "proxy_liquidity"].map((id) => ({
      id,
      passed: false,
      detail,
    }));
  }
  const quotes = new Map(live.map((quote) => [contractKey(quote.venue, quote.market_id), quote]));
  const checked = sleeve.map((position) => ({
    name: `${position.venue} ${position.market_id}`,
    quote: quotes.get(contractKey(position.venue, position.market_id)) ?? null,
  }));
  const gate = (
    id: string,
    failure: (quote: LiveThemeQuote | null) => string | null,
    success: string,
  ): Gate => {
    const failures = checked.flatMap(({ name, quote }) => {
      const why = failure(quote);
      return why === null ? [] : [`${name} ${why}`];
    });
    return {
      id,
      passed: failures.length === 0,
      detail:
        failures.length === 0
          ? `All ${checked.length} sleeve contracts ${success}.`
          : `${failures.length} of ${checked.length} sleeve contracts fail: ${failures.join("; ")}.`,
    };
  };
  const { max_live_spread: maxSpread, min_live_volume_usd: minVolume } = EXECUTION_GATE_LIMITS;
  return [
    gate(
      "proxy_quotes_fresh",
      (quote) => (quote === null ? "has no quote" : quote.fresh ? null : "has a stale quote"),
      "have a fresh quote on the newest tape snapshot",
    ),
    gate(
      "proxy_spread",
      (quote) => {
        const spread = quote?.spread;
        if (spread === null || spread === undefined || !Number.isFinite(spread))
          return "has no two-sided quote";
        return spread <= maxSpread + 1e-12 ? null : `quotes a spread of ${format(spread)} above ${maxSpread}`;
      },
      `quote a spread of at most ${maxSpread}`,
    ),
    gate(
      "proxy_liquidity",
      (quote) => {
        const volume = quote?.volume_usd;
        if (volume === null || volume === undefined || !Number.isFinite(volume)) return "has no volume";
        return volume >= minVolume
          ? null
          : `traded USD ${format(volume, 2)}, under USD ${minVolume.toLocaleString("en-US")}`;
      },
      `traded at least USD ${minVolume.toLocaleString("en-US")}`,
    ),
  ];
}

export function executionValidation(
  backtest: ExecutionBacktest,
  pnl: PnlComparisonMember,
  mimicking: MimickingPortfolioMember,
  live: readonly LiveThemeQuote[],
): ExecutionValidation {
  const paper = paperGates(backtest, pnl);
  const liveChecks = liveGates(mimicking, live);
  return {
    production_ready: false,
    paper_passed: paper.every((gate) => gate.passed),
    live_passed: liveChecks.every((gate) => gate.passed),
    paper_gates: paper,
    live_gates: liveChecks,
  };
}

// ---------------------------------------------------------------- the entry point

export function computeModels(input: ComputeModelsInput): ComputedModels {
  const sessions = modelSessions(input.equityHistory, input.equityReadAtMs, input.proxies);
  const themes = themeInputs(input.proxies, input.currentProbabilities);
  let models: FactorModels | null = null;
  try {
    models = computeFactorModels({ sessions, themes });
  } catch {
    // A defect in the models must not fail the route: every model member says so instead.
    models = null;
  }
  const exposure =
    models === null
      ? unavailableExposure("computation_failed")
      : finiteOr(exposureMember(models, input.proxies), () => unavailableExposure("numerical_failure"));
  const score =
    models === null
      ? unavailableScore("computation_failed")
      : finiteOr(scoreMember(models, input.currentProbabilities), () =>
          unavailableScore("numerical_failure"),
        );
  const pnl =
    models === null
      ? unavailablePnl("computation_failed")
      : finiteOr<PnlComparisonMember>({ ...models.pnl_comparison }, () =>
          unavailablePnl("numerical_failure"),
        );
  const mimicking =
    models === null
      ? unavailableMimicking("computation_failed")
      : finiteOr(mimickingMember(models), () => unavailableMimicking("numerical_failure"));
  const backtest = executionBacktestMember(input.backtest);
  return {
    exposure_model: exposure,
    proxy_model_score: score,
    pnl_comparison: pnl,
    mimicking_portfolio: mimicking,
    execution_backtest: backtest,
    execution_validation: executionValidation(backtest, pnl, mimicking, input.currentProbabilities),
    methodology: MODEL_METHODOLOGY,
  };
}
