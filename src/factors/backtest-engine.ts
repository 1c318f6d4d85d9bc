/**
 * The offline paper backtest of the research sleeve (the mimicking portfolio), pure: every input is a
 * parameter.
 *
 * Rules (N = the reference notional, sessions = the equity history's completed ones, oldest first, as
 * the route's models take them: closed before the history was read and before the contract closes were
 * collected):
 * - Session i is traded from the first session whose preceding sessions hold a full mimicking window
 *   (252 sessions with a stock return). Its weights w_i are the mimicking portfolio fitted on sessions
 *   0..i−1 only (so the weights never see session i); a contract not included weighs 0. When that fit
 *   is unavailable, w_i = w_(i−1) (no trade) and the session is counted in sessions_holding_weights.
 * - The move from w_(i−1) to w_i is traded at the close of session i−1: cost_i = N·Σ_k |w_(i,k) −
 *   w_(i−1,k)|·h_k, with h_k half the contract's quoted spread on the tape snapshot at or before that
 *   close, else half its median tape spread. w before the first traded session is 0.
 * - stock_i = N·r_i, sleeve_i = N·Σ_k w_(i,k)·Δp_(k,i) (a contract without Δp that session adds 0),
 *   hedged net_i = stock_i − sleeve_i − cost_i. Sessions without a stock return are not traded.
 * - Metrics as in src/domain/factors/metrics.ts: leg metrics, variance reductions against the stock.
 */
import {
  contractSeries,
  cumulativeSum,
  legMetrics,
  MIMICKING_WINDOW_SESSIONS,
  mimickingPortfolio,
  orderContracts,
  pearsonCorrelation,
  REFERENCE_NOTIONAL_USD,
  stockReturns,
  varianceReduction,
} from "../domain/factors/index.ts";
import { type EquityHistoryRow, modelSessions, themeInputs } from "./compute-models.ts";
import { BACKTEST_SCHEMA, type BacktestArtifact, type BacktestRow } from "./model-schemas.ts";
import { PROXY_HISTORY_DAYS, type ProxyHistory } from "./venue-history/index.ts";

/** A contract's quoted spreads on the tape (ask − bid, probability units). */
export interface ContractSpreads {
  venue: string;
  market_id: string;
  /** The spread on the tape snapshot at or before each session date's 16:00 New York close. */
  bySessionDate: ReadonlyMap<string, number>;
  /** The median over every snapshot read; null when the tape had none. */
  median: number | null;
}

export interface BacktestInput {
  ticker: string;
  generatedAtMs: number;
  equityHistory: readonly EquityHistoryRow[];
  proxies: readonly ProxyHistory[];
  spreads: readonly ContractSpreads[];
  /** Tape dates whose snapshots were read. */
  tapeDates: number;
}

export type BacktestRun =
  | { ok: true; artifact: BacktestArtifact }
  | { ok: false; reason: "insufficient_history" | "missing_spread"; detail: string };

const key = (venue: string, marketId: string) => `${venue} ${marketId}`;

export function runSleeveBacktest(input: BacktestInput): BacktestRun {
  // Completed sessions only, as in the route: the history is read when the artifact is generated.
  const sessions = modelSessions(input.equityHistory, input.generatedAtMs, input.proxies);
  const returns = stockReturns(sessions);
  const series = orderContracts(contractSeries(sessions, themeInputs(input.proxies)));
  const spreads = new Map(input.spreads.map((s) => [key(s.venue, s.market_id), s]));
  const N = REFERENCE_NOTIONAL_USD;

  const rows: BacktestRow[] = [];
  let previous = new Map<string, number>();
  let holding = 0;
  let atSessionSpread = 0;
  let atMedianSpread = 0;
  for (let i = 1; i < sessions.length; i++) {
    const r = returns[i];
    if (r === null || r === undefined) continue;
    const fit = mimickingPortfolio(
      sessions.slice(0, i),
      returns.slice(0, i),
      series.map((contract) => ({ ...contract, changes: contract.changes.slice(0, i) })),
    );
    let weights: Map<string, number>;
    if (fit.status === "AVAILABLE") {
      weights = new Map(
        fit.positions.map((position) => [key(position.venue, position.market_id), position.weight ?? 0]),
      );
    } else if (rows.length === 0) {
      continue;
    } else {
      weights = previous;
      holding++;
    }
    const tradeDate = sessions[i - 1]?.session_date ?? "";
    let cost = 0;
    let turnover = 0;
    for (const contractKey of new Set([...weights.keys(), ...previous.keys()])) {
      const change = Math.abs((weights.get(contractKey) ?? 0) - (previous.get(contractKey) ?? 0));
      if (change === 0) continue;
      const quoted = spreads.get(contractKey);
      const sessionSpread = quoted?.bySessionDate.get(tradeDate);
      const spread = sessionSpread ?? quoted?.median ?? null;
      if (spread === null) {
        return {
          ok: false,
          reason: "missing_spread",
          detail: `no quoted spread on the tape for ${contractKey}`,
        };
      }
      if (sessionSpread === undefined) atMedianSpread++;
      else atSessionSpread++;
      turnover += change;
      cost += N * change * (spread / 2);
    }
    let sleeve = 0;
    for (const contract of series) {
      const weight = weights.get(key(contract.ref.venue, contract.ref.market_id)) ?? 0;
      sleeve += N * weight * (contract.changes[i] ?? 0);
    }
    const stock = N * r;
    rows.push({
      session_date: sessions[i]?.session_date ?? "",
      stock_pnl_usd: stock,
      sleeve_pnl_usd: sleeve,
      cost_usd: cost,
      hedged_net_pnl_usd: stock - sleeve - cost,
      turnover,
    });
    previous = weights;
  }

  const first = rows[0];
  const last = rows[rows.length - 1];
  const firstSession = sessions[0];
  const lastSession = sessions[sessions.length - 1];
  if (first === undefined || last === undefined || firstSession === undefined || lastSession === undefined) {
    return {
      ok: false,
      reason: "insufficient_history",
      detail: `no session has ${MIMICKING_WINDOW_SESSIONS} sessions with a stock return and covering theme histories before it`,
    };
  }
  const stock = rows.map((row) => row.stock_pnl_usd);
  const sleeve = rows.map((row) => row.sleeve_pnl_usd);
  const gross = rows.map((row) => row.stock_pnl_usd - row.sleeve_pnl_usd);
  const net = rows.map((row) => row.hedged_net_pnl_usd);
  const totalTurnover = cumulativeSum(rows.map((row) => row.turnover)).at(-1) ?? 0;
  return {
    ok: true,
    artifact: {
      schema: BACKTEST_SCHEMA,
      ticker: input.ticker,
      generated_at: new Date(input.generatedAtMs).toISOString(),
      inputs: {
        equity_sessions: sessions.length,
        first_equity_session: firstSession.session_date,
        last_equity_session: lastSession.session_date,
        training_sessions: MIMICKING_WINDOW_SESSIONS,
        notional_usd: N,
        history_interval_days: PROXY_HISTORY_DAYS,
        tape_dates: input.tapeDates,
        contracts: series.map((contract) => {
          const quoted = spreads.get(key(contract.ref.venue, contract.ref.market_id));
          const history = input.proxies.find(
            (proxy) => proxy.venue === contract.ref.venue && proxy.market_id === contract.ref.market_id,
          );
          return {
            ...contract.ref,
            observations: history?.status === "AVAILABLE" ? history.observations.length : 0,
            median_half_spread: quoted?.median === null || quoted === undefined ? null : quoted.median / 2,
            spread_sessions: sessions.filter((s) => quoted?.bySessionDate.has(s.session_date)).length,
          };
        }),
      },
      metrics: {
        sessions: rows.length,
        first_session: first.session_date,
        last_session: last.session_date,
        stock: legMetrics(stock),
        hedged_gross: legMetrics(gross),
        hedged_net: legMetrics(net),
        variance_reduction_gross: varianceReduction(stock, gross),
        variance_reduction_net: varianceReduction(stock, net),
        sleeve_correlation: pearsonCorrelation(stock, sleeve),
        total_cost_usd: rows.reduce((sum, row) => sum + row.cost_usd, 0),
        total_turnover: totalTurnover,
        mean_daily_turnover: totalTurnover / rows.length,
        sessions_holding_weights: holding,
        trades_costed_at_session_spread: atSessionSpread,
        trades_costed_at_median_spread: atMedianSpread,
      },
      series: rows,
    },
  };
}
