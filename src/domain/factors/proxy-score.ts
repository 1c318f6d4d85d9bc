/**
 * proxy_model_score: how adverse the stock's fitted theme proxies read right now, from 0 to 100. It is
 * not a forecast.
 *
 * - A theme contributes when its exposure model is fitted and its proxy has a current probability p: the
 *   adverse-side probability of the proxy's newest quote, a finite number in [0, 1], from a quote within
 *   its freshness budget. A stale quote is not current: its theme does not contribute (`stale_quote`),
 *   nor does a fitted theme whose proxy has no usable quote (`no_quote`).
 * - Adverse probability for the stock: with β < 0 the stock falls as p rises, so it is p (the contract's
 *   YES); with β > 0 the stock rises with p, so it is 1 − p (the NO). β = 0 carries zero weight.
 * - score = 100 · Σ |βᵢ|·aᵢ / Σ |βᵢ| over the contributing themes (not rounded).
 * - status: `AVAILABLE` when all six themes contribute, `PARTIAL` when some do, `UNAVAILABLE` (score
 *   null) when none does or when Σ |βᵢ| = 0, with the reason: `no_fitted_theme`, `no_current_probability`
 *   (themes are fitted, but no fitted proxy has a current probability) or `zero_total_weight`.
 */

import type { ThemeExposureFit } from "./exposure.ts";
import { FACTOR_THEMES } from "./themes.ts";
import type { ContractSeries, FactorTheme } from "./types.ts";

export type ScoreStatus = "AVAILABLE" | "PARTIAL" | "UNAVAILABLE";

export type ScoreUnavailableReason = "no_fitted_theme" | "no_current_probability" | "zero_total_weight";

/** Why a fitted theme does not contribute: its proxy's newest quote is stale, or there is none usable. */
export type ScoreExclusionReason = "stale_quote" | "no_quote";

export interface ScoreComponent {
  factor_id: FactorTheme;
  beta: number;
  /** The proxy's current probability of its adverse side. */
  probability: number;
  /** p when β < 0, 1 − p otherwise. */
  adverse_probability: number;
  /** |β| / Σ|β|. */
  weight: number;
}

export interface ScoreExclusion {
  factor_id: FactorTheme;
  reason: ScoreExclusionReason;
}

export interface ProxyModelScore {
  status: ScoreStatus;
  /** Null unless UNAVAILABLE. */
  reason: ScoreUnavailableReason | null;
  score: number | null;
  components: ScoreComponent[];
  /** The fitted themes that do not contribute, in theme order. */
  excluded: ScoreExclusion[];
}

/** Adverse probability of a proxy for a stock with exposure β. */
export function adverseProbability(beta: number, probability: number): number {
  return beta < 0 ? probability : 1 - probability;
}

const usableProbability = (p: number | null): p is number =>
  p !== null && Number.isFinite(p) && p >= 0 && p <= 1;

/** The proxy's current probability (fresh and in [0, 1]), or why it has none. */
export function currentProbability(
  proxy: Pick<ContractSeries, "current_probability" | "current_fresh"> | null,
): { probability: number } | { excluded: ScoreExclusionReason } {
  const p = proxy?.current_probability ?? null;
  if (!usableProbability(p)) return { excluded: "no_quote" };
  return proxy?.current_fresh === true ? { probability: p } : { excluded: "stale_quote" };
}

export function proxyModelScore(fits: readonly ThemeExposureFit[]): ProxyModelScore {
  const contributing: { factor_id: FactorTheme; beta: number; probability: number }[] = [];
  const excluded: ScoreExclusion[] = [];
  let fitted = 0;
  for (const { exposure, proxy } of fits) {
    if (exposure.status !== "fitted" || exposure.beta === null) continue;
    fitted++;
    const current = currentProbability(proxy);
    if ("excluded" in current) {
      excluded.push({ factor_id: exposure.factor_id, reason: current.excluded });
      continue;
    }
    contributing.push({
      factor_id: exposure.factor_id,
      beta: exposure.beta,
      probability: current.probability,
    });
  }
  const totalWeight = contributing.reduce((sum, theme) => sum + Math.abs(theme.beta), 0);
  if (contributing.length === 0 || totalWeight === 0) {
    const reason: ScoreUnavailableReason =
      fitted === 0
        ? "no_fitted_theme"
        : contributing.length === 0
          ? "no_current_probability"
          : "zero_total_weight";
    return { status: "UNAVAILABLE", reason, score: null, components: [], excluded };
  }
  const components = contributing.map((theme) => ({
    ...theme,
    adverse_probability: adverseProbability(theme.beta, theme.probability),
    weight: Math.abs(theme.beta) / totalWeight,
  }));
  const weighted = contributing.reduce(
    (sum, theme) => sum + Math.abs(theme.beta) * adverseProbability(theme.beta, theme.probability),
    0,
  );
  const present = new Set(components.map((component) => component.factor_id));
  const complete = FACTOR_THEMES.every((theme) => present.has(theme));
  return {
    status: complete ? "AVAILABLE" : "PARTIAL",
    reason: null,
    score: (100 * weighted) / totalWeight,
    components,
    excluded,
  };
}
