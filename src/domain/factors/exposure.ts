/**
 * Exposure model: per theme, the univariate OLS r_t = α + β·Δp_t + ε_t of the stock's daily return on the
 * daily change of the theme's proxy contract (see proxy-selection.ts), over the last aligned sessions, at
 * most 399 of them (a 400-session history has 399 returns).
 *
 * - `beta` is β, `standard_error` its classical OLS standard error √(s²/Σ(Δp − mean Δp)²) with
 *   s² = SSR/(n − 2), `t_stat` = beta / standard_error; `observations` is n, the sessions in the window.
 * - Fewer than 252 observations: status `insufficient_observations`, not fitted.
 * - A proxy whose Δp is constant over the window (for example a probability that never moved) is
 *   collinear with the intercept: status `degenerate_proxy`, not fitted (never NaN or Infinity).
 * - A perfect fit (for example every return 0) is fitted with standard_error 0; t_stat is then null
 *   because 0/0 and β/0 are not numbers.
 * - A theme without contracts: status `no_proxy`.
 */
import { alignRows, type EquitySession, lastRows } from "./alignment.ts";
import { row } from "./linear-algebra.ts";
import { fitOlsWithIntercept } from "./ols.ts";
import { chooseProxy } from "./proxy-selection.ts";
import type { ContractRef, ContractSeries, FactorTheme } from "./types.ts";

/** Fewest aligned observations a model is fitted on (one trading year). */
export const MIN_OBSERVATIONS = 252;
/** Most aligned observations the exposure model uses: the returns of a 400-session history. */
export const EXPOSURE_WINDOW_RETURNS = 399;

export type ExposureStatus = "fitted" | "insufficient_observations" | "degenerate_proxy" | "no_proxy";

export interface ThemeExposure {
  factor_id: FactorTheme;
  status: ExposureStatus;
  proxy: ContractRef | null;
  beta: number | null;
  standard_error: number | null;
  t_stat: number | null;
  observations: number;
}

export interface ThemeExposureFit {
  exposure: ThemeExposure;
  /** The proxy's series, also when the model could not be fitted; null without contracts. */
  proxy: ContractSeries | null;
}

/** Aligned observations of one contract against the stock returns. */
export function alignedObservationCount(returns: readonly (number | null)[], series: ContractSeries): number {
  let count = 0;
  returns.forEach((r, i) => {
    const change = series.changes[i];
    if (r !== null && change !== null && change !== undefined) count++;
  });
  return count;
}

/** Chooses the theme's proxy among `contracts` (the theme's own) and fits the model on it. */
export function fitThemeExposure(
  factorId: FactorTheme,
  sessions: readonly EquitySession[],
  returns: readonly (number | null)[],
  contracts: readonly ContractSeries[],
): ThemeExposureFit {
  const chosen = chooseProxy(
    contracts.map((series) => ({ series, observations: alignedObservationCount(returns, series) })),
  );
  const unfitted = { beta: null, standard_error: null, t_stat: null };
  if (chosen === null) {
    return {
      exposure: { factor_id: factorId, status: "no_proxy", proxy: null, observations: 0, ...unfitted },
      proxy: null,
    };
  }
  const proxy = chosen.series;
  const window = lastRows(alignRows(sessions, returns, [proxy.changes]), EXPOSURE_WINDOW_RETURNS);
  const observations = window.returns.length;
  const base = { factor_id: factorId, proxy: proxy.ref, observations };
  if (observations < MIN_OBSERVATIONS) {
    return { exposure: { ...base, status: "insufficient_observations", ...unfitted }, proxy };
  }
  const fit = fitOlsWithIntercept([row(window.changes, 0)], window.returns);
  const beta = fit.slopes[0];
  const standardError = fit.standardErrors[0];
  if (
    fit.dropped[0] === true ||
    beta === undefined ||
    standardError === null ||
    standardError === undefined
  ) {
    return { exposure: { ...base, status: "degenerate_proxy", ...unfitted }, proxy };
  }
  return {
    exposure: {
      ...base,
      status: "fitted",
      beta,
      standard_error: standardError,
      t_stat: fit.tStats[0] ?? null,
    },
    proxy,
  };
}
