/**
 * Factor models of one stock against the six theme contracts: exposure betas, the proxy model score,
 * the walk-forward hedge comparison and the bounded mimicking portfolio. Pure and deterministic: every
 * input is a parameter, nothing reads a clock or the network.
 */

import { type EquitySession, stockReturns } from "./alignment.ts";
import { fitThemeExposure, type ThemeExposure, type ThemeExposureFit } from "./exposure.ts";
import { type MimickingPortfolio, mimickingPortfolio } from "./mimicking.ts";
import { type ProxyModelScore, proxyModelScore } from "./proxy-score.ts";
import { FACTOR_THEMES } from "./themes.ts";
import { contractSeries, type ThemeInput } from "./types.ts";
import { type PnlComparison, walkForwardPnl } from "./walk-forward.ts";

export * from "./alignment.ts";
export * from "./bvls.ts";
export * from "./exposure.ts";
export { COLLINEARITY_TOLERANCE, type LeastSquaresSolution, leastSquares } from "./linear-algebra.ts";
export * from "./methodology.ts";
export * from "./metrics.ts";
export * from "./mimicking.ts";
export * from "./ols.ts";
export * from "./proxy-score.ts";
export * from "./proxy-selection.ts";
export * from "./types.ts";
export * from "./walk-forward.ts";

export interface FactorModelInput {
  /** Equity history, oldest first (up to 400 sessions in the route). */
  sessions: readonly EquitySession[];
  /** At most one entry per theme, any order; a theme left out is a theme without contracts. */
  themes: readonly ThemeInput[];
}

export interface FactorModels {
  exposure_model: { fitted: boolean; exposures: ThemeExposure[] };
  proxy_model_score: ProxyModelScore;
  pnl_comparison: PnlComparison;
  mimicking_portfolio: MimickingPortfolio;
}

export function computeFactorModels(input: FactorModelInput): FactorModels {
  const seen = new Set<string>();
  for (const theme of input.themes) {
    if (seen.has(theme.factor_id)) throw new RangeError(`theme ${theme.factor_id} given twice`);
    seen.add(theme.factor_id);
  }
  // Every theme gets a row, in the fixed order, whatever order (or omission) the input has.
  const themes: ThemeInput[] = FACTOR_THEMES.map(
    (factor_id) =>
      input.themes.find((theme) => theme.factor_id === factor_id) ?? { factor_id, contracts: [] },
  );
  const returns = stockReturns(input.sessions);
  const series = contractSeries(input.sessions, themes);
  const fits: ThemeExposureFit[] = themes.map((theme) =>
    fitThemeExposure(
      theme.factor_id,
      input.sessions,
      returns,
      series.filter((contract) => contract.ref.factor_id === theme.factor_id),
    ),
  );
  const fittedProxies = fits.flatMap((fit) =>
    fit.exposure.status === "fitted" && fit.proxy ? [fit.proxy] : [],
  );
  return {
    exposure_model: {
      fitted: fits.some((fit) => fit.exposure.status === "fitted"),
      exposures: fits.map((fit) => fit.exposure),
    },
    proxy_model_score: proxyModelScore(fits),
    pnl_comparison: walkForwardPnl(input.sessions, returns, fittedProxies),
    mimicking_portfolio: mimickingPortfolio(input.sessions, returns, series),
  };
}
