/**
 * pnl_comparison: out-of-sample daily P&L of the stock with and without the fitted proxy hedge.
 *
 * - Columns: the proxies of the themes whose exposure model is fitted, in theme order. Aligned sessions:
 *   those with a stock return and a Δp for every one of these proxies, oldest first (indices 0..m−1).
 * - For each aligned session j ≥ 252: fit r = α + Σ βᵢ·Δpᵢ + ε by OLS with intercept on sessions
 *   j−252..j−1 only, then apply the slopes to session j: hedge_j = Σ β̂ᵢ·Δpᵢ,j (the intercept is not
 *   part of the hedge). A proxy collinear with the intercept or with an earlier proxy inside a training
 *   window is dropped from that window's fit (β̂ = 0; see COLLINEARITY_TOLERANCE).
 * - Notional N = USD 1,000,000. Unhedged P&L_j = N·r_j; hedged P&L_j = N·(r_j − hedge_j).
 * - Metrics per leg (see metrics.ts): sample (n − 1) daily standard deviation, annualised ×√252,
 *   cumulative P&L, maximum drawdown, sessions; variance_reduction = 1 − var(hedged)/var(unhedged).
 * - Status `UNAVAILABLE` with reason `no_fitted_proxies` when no theme is fitted, or
 *   `insufficient_observations` when there are fewer than two out-of-sample sessions (m < 254).
 */
import { alignRows, type EquitySession } from "./alignment.ts";
import { at, row } from "./linear-algebra.ts";
import {
  cumulativeSum,
  type LegMetrics,
  legMetrics,
  REFERENCE_NOTIONAL_USD,
  varianceReduction,
} from "./metrics.ts";
import { fitOlsWithIntercept, slopeContribution } from "./ols.ts";
import type { ContractRef, ContractSeries } from "./types.ts";

/** Sessions each walk-forward fit is trained on, immediately before the session it is applied to. */
export const WALK_FORWARD_TRAINING_SESSIONS = 252;
/** Out-of-sample sessions needed for the metrics (a sample standard deviation needs two). */
export const MIN_OUT_OF_SAMPLE_SESSIONS = 2;

export interface PnlRow {
  session_date: string;
  unhedged_pnl_usd: number;
  hedged_pnl_usd: number;
  unhedged_cumulative_pnl_usd: number;
  hedged_cumulative_pnl_usd: number;
}

export interface PnlComparison {
  status: "AVAILABLE" | "UNAVAILABLE";
  reason: "no_fitted_proxies" | "insufficient_observations" | null;
  window: {
    training_sessions: number;
    aligned_sessions: number;
    out_of_sample_sessions: number;
    first_session: string | null;
    last_session: string | null;
    proxies: ContractRef[];
  };
  metrics: {
    notional_usd: number;
    unhedged: LegMetrics;
    hedged: LegMetrics;
    variance_reduction: number | null;
    /** Out-of-sample sessions whose training fit dropped at least one collinear proxy. */
    sessions_with_dropped_proxies: number;
  } | null;
  series: PnlRow[];
}

export function walkForwardPnl(
  sessions: readonly EquitySession[],
  returns: readonly (number | null)[],
  proxies: readonly ContractSeries[],
): PnlComparison {
  const aligned = alignRows(
    sessions,
    returns,
    proxies.map((proxy) => proxy.changes),
  );
  const m = aligned.returns.length;
  const outOfSample = Math.max(0, m - WALK_FORWARD_TRAINING_SESSIONS);
  const window = {
    training_sessions: WALK_FORWARD_TRAINING_SESSIONS,
    aligned_sessions: proxies.length === 0 ? 0 : m,
    out_of_sample_sessions: proxies.length === 0 ? 0 : outOfSample,
    first_session: null,
    last_session: null,
    proxies: proxies.map((proxy) => proxy.ref),
  };
  if (proxies.length === 0)
    return { status: "UNAVAILABLE", reason: "no_fitted_proxies", window, metrics: null, series: [] };
  if (outOfSample < MIN_OUT_OF_SAMPLE_SESSIONS) {
    return { status: "UNAVAILABLE", reason: "insufficient_observations", window, metrics: null, series: [] };
  }

  const unhedged: number[] = [];
  const hedged: number[] = [];
  let sessionsWithDropped = 0;
  for (let j = WALK_FORWARD_TRAINING_SESSIONS; j < m; j++) {
    const start = j - WALK_FORWARD_TRAINING_SESSIONS;
    const fit = fitOlsWithIntercept(
      aligned.changes.map((series) => series.slice(start, j)),
      aligned.returns.slice(start, j),
    );
    if (fit.dropped.some(Boolean)) sessionsWithDropped++;
    const r = at(aligned.returns, j);
    const hedge = slopeContribution(
      fit.slopes,
      aligned.changes.map((series) => at(series, j)),
    );
    unhedged.push(REFERENCE_NOTIONAL_USD * r);
    hedged.push(REFERENCE_NOTIONAL_USD * (r - hedge));
  }
  const dates = aligned.session_dates.slice(WALK_FORWARD_TRAINING_SESSIONS);
  const unhedgedCumulative = cumulativeSum(unhedged);
  const hedgedCumulative = cumulativeSum(hedged);
  const series = dates.map((session_date, i) => ({
    session_date,
    unhedged_pnl_usd: at(unhedged, i),
    hedged_pnl_usd: at(hedged, i),
    unhedged_cumulative_pnl_usd: at(unhedgedCumulative, i),
    hedged_cumulative_pnl_usd: at(hedgedCumulative, i),
  }));
  return {
    status: "AVAILABLE",
    reason: null,
    window: { ...window, first_session: row(dates, 0), last_session: row(dates, dates.length - 1) },
    metrics: {
      notional_usd: REFERENCE_NOTIONAL_USD,
      unhedged: legMetrics(unhedged),
      hedged: legMetrics(hedged),
      variance_reduction: varianceReduction(unhedged, hedged),
      sessions_with_dropped_proxies: sessionsWithDropped,
    },
    series,
  };
}
