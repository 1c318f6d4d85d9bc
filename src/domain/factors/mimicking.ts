/**
 * mimicking_portfolio: the bounded minimum-variance paper portfolio of theme contracts that tracks the
 * stock. It is research output, not a trade.
 *
 * - Window: the last 252 sessions with a stock return. Every theme contract with a Δp on each of those
 *   sessions takes part (a contract whose history starts later is left out, `insufficient_observations`).
 *   Contracts are ordered by theme (the six themes' fixed order), then venue (Kalshi first), then
 *   market id.
 * - Collinearity: on the design [1, Δp₁, …, Δp_J] in that order, a contract collinear with the
 *   intercept (a constant Δp) or with earlier contracts is left out (`collinear`); see
 *   COLLINEARITY_TOLERANCE.
 * - Weights: w minimises Σ_t (r̃_t − Σ wⱼ·Δp̃ⱼ,t)² subject to −1 ≤ wⱼ ≤ 1, where r̃ and Δp̃ⱼ are r and
 *   Δpⱼ minus their means over the window (so it minimises the sample variance of r − Σ wⱼ·Δpⱼ); solved
 *   exactly by bounded-variable least squares (bvls.ts).
 * - Residual e = r̃ − Σ wⱼ·Δp̃ⱼ. tracking_error_daily = sample (n − 1) standard deviation of e, as a
 *   fraction of notional; tracking_error_annualised = that × √252; r_squared = 1 − Σe²/Σr̃² (null when
 *   every return equals the mean).
 * - Series on the reference notional N = USD 1,000,000: stock P&L N·r_t and portfolio P&L
 *   N·Σ wⱼ·Δpⱼ,t (undemeaned). correlation = Pearson correlation of the two (null when either is
 *   constant).
 */

import { sampleStandardDeviation } from "../statistics.ts";
import { alignRows, type EquitySession } from "./alignment.ts";
import { type BoundState, boundedLeastSquares } from "./bvls.ts";
import { at, leastSquares, row } from "./linear-algebra.ts";
import { ANNUALISATION_FACTOR, pearsonCorrelation, REFERENCE_NOTIONAL_USD } from "./metrics.ts";
import { compareContractRefs } from "./proxy-selection.ts";
import { FACTOR_THEMES } from "./themes.ts";
import type { ContractRef, ContractSeries } from "./types.ts";

export const MIMICKING_WINDOW_SESSIONS = 252;
export const WEIGHT_LOWER_BOUND = -1;
export const WEIGHT_UPPER_BOUND = 1;

export type PositionStatus = "included" | "collinear" | "insufficient_observations";

export interface MimickingPosition extends ContractRef {
  status: PositionStatus;
  /** Weight per unit of notional per unit Δp; null when the contract is not part of the portfolio. */
  weight: number | null;
  /** `lower` or `upper` when the weight sits on that bound as an active constraint, else null. */
  at_bound: "lower" | "upper" | null;
}

export interface MimickingRow {
  session_date: string;
  stock_pnl_usd: number;
  portfolio_pnl_usd: number;
}

export interface MimickingPortfolio {
  status: "AVAILABLE" | "UNAVAILABLE";
  reason: "no_contracts" | "insufficient_observations" | "degenerate_contracts" | "not_converged" | null;
  window: { sessions: number; first_session: string | null; last_session: string | null };
  metrics: {
    notional_usd: number;
    tracking_error_daily: number | null;
    tracking_error_annualised: number | null;
    r_squared: number | null;
    correlation: number | null;
    sessions: number;
  } | null;
  series: MimickingRow[];
  positions: MimickingPosition[];
}

const themeRank = (ref: ContractRef): number => FACTOR_THEMES.indexOf(ref.factor_id);

/** Contracts in the portfolio's column order. */
export function orderContracts(contracts: readonly ContractSeries[]): ContractSeries[] {
  return [...contracts].sort(
    (a, b) => themeRank(a.ref) - themeRank(b.ref) || compareContractRefs(a.ref, b.ref),
  );
}

function demeaned(values: readonly number[]): number[] {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return values.map((v) => v - mean);
}

export function mimickingPortfolio(
  sessions: readonly EquitySession[],
  returns: readonly (number | null)[],
  contracts: readonly ContractSeries[],
): MimickingPortfolio {
  const ordered = orderContracts(contracts);
  const returnSessions = returns.flatMap((r, i) => (r === null ? [] : [i]));
  const windowIndices = returnSessions.slice(-MIMICKING_WINDOW_SESSIONS);
  const covers = (series: ContractSeries): boolean =>
    windowIndices.length === MIMICKING_WINDOW_SESSIONS &&
    windowIndices.every((i) => {
      const change = series.changes[i];
      return change !== null && change !== undefined;
    });
  const covering = ordered.filter(covers);

  const unavailable = (
    reason: MimickingPortfolio["reason"],
    positions: MimickingPosition[],
  ): MimickingPortfolio => ({
    status: "UNAVAILABLE",
    reason,
    window: { sessions: 0, first_session: null, last_session: null },
    metrics: null,
    series: [],
    positions,
  });
  const excluded = (series: ContractSeries, status: PositionStatus): MimickingPosition => ({
    ...series.ref,
    status,
    weight: null,
    at_bound: null,
  });
  if (ordered.length === 0) return unavailable("no_contracts", []);
  if (covering.length === 0) {
    return unavailable(
      "insufficient_observations",
      ordered.map((series) => excluded(series, "insufficient_observations")),
    );
  }

  const windowStart = at(windowIndices, 0);
  const inWindow = (_: unknown, i: number): boolean => i >= windowStart;
  const aligned = alignRows(
    sessions.filter(inWindow),
    returns.filter(inWindow),
    covering.map((series) => series.changes.filter(inWindow)),
  );
  const n = aligned.returns.length;
  const ones = new Array<number>(n).fill(1);
  const rank = leastSquares([ones, ...aligned.changes], aligned.returns);
  const keptColumns = covering.flatMap((_, k) => (rank.dropped[k + 1] === true ? [] : [k]));
  if (keptColumns.length === 0) {
    return unavailable(
      "degenerate_contracts",
      ordered.map((series) =>
        excluded(series, covering.includes(series) ? "collinear" : "insufficient_observations"),
      ),
    );
  }

  const rawColumns = keptColumns.map((k) => row(aligned.changes, k));
  const target = demeaned(aligned.returns);
  const design = rawColumns.map(demeaned);
  const solution = boundedLeastSquares(design, target, WEIGHT_LOWER_BOUND, WEIGHT_UPPER_BOUND);
  if (!solution.converged) return unavailable("not_converged", []);

  const residual = target.map(
    (value, t) => value - design.reduce((sum, column, j) => sum + at(solution.x, j) * at(column, t), 0),
  );
  const ssr = residual.reduce((sum, e) => sum + e * e, 0);
  const sst = target.reduce((sum, v) => sum + v * v, 0);
  const trackingError = sampleStandardDeviation(residual);
  const stockPnl = aligned.returns.map((r) => REFERENCE_NOTIONAL_USD * r);
  const portfolioPnl = aligned.returns.map(
    (_, t) =>
      REFERENCE_NOTIONAL_USD *
      rawColumns.reduce((sum, column, j) => sum + at(solution.x, j) * at(column, t), 0),
  );

  const boundLabel = (state: BoundState | undefined): MimickingPosition["at_bound"] =>
    state === -1 ? "lower" : state === 1 ? "upper" : null;
  const positions = ordered.map((series): MimickingPosition => {
    const k = covering.indexOf(series);
    if (k < 0) return excluded(series, "insufficient_observations");
    const column = keptColumns.indexOf(k);
    if (column < 0) return excluded(series, "collinear");
    return {
      ...series.ref,
      status: "included",
      weight: at(solution.x, column),
      at_bound: boundLabel(solution.bound[column]),
    };
  });

  return {
    status: "AVAILABLE",
    reason: null,
    window: {
      sessions: n,
      first_session: row(aligned.session_dates, 0),
      last_session: row(aligned.session_dates, n - 1),
    },
    metrics: {
      notional_usd: REFERENCE_NOTIONAL_USD,
      tracking_error_daily: trackingError,
      tracking_error_annualised:
        trackingError === null ? null : trackingError * Math.sqrt(ANNUALISATION_FACTOR),
      r_squared: sst === 0 ? null : 1 - ssr / sst,
      correlation: pearsonCorrelation(stockPnl, portfolioPnl),
      sessions: n,
    },
    series: aligned.session_dates.map((session_date, t) => ({
      session_date,
      stock_pnl_usd: at(stockPnl, t),
      portfolio_pnl_usd: at(portfolioPnl, t),
    })),
    positions,
  };
}
