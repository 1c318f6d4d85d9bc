/**
 * proxy_model_score: how adverse the stock's fitted theme proxies read right now, from 0 to 100. It is
 * not a forecast.
 *
 * - A theme contributes when its exposure model is fitted and its proxy has a current probability p (a
 *   finite number in [0, 1]; p is the probability of the contract's adverse side).
 * - Adverse probability for the stock: with β < 0 the stock falls as p rises, so it is p (the contract's
 *   YES); with β > 0 the stock rises with p, so it is 1 − p (the NO). β = 0 carries zero weight.
 * - score = 100 · Σ |βᵢ|·aᵢ / Σ |βᵢ| over the contributing themes (not rounded).
 * - status: `AVAILABLE` when all six themes contribute, `PARTIAL` when some do, `UNAVAILABLE` (score
 *   null) when none does or when Σ |βᵢ| = 0.
 */

import type { ThemeExposureFit } from "./exposure.ts";
import { FACTOR_THEMES } from "./themes.ts";
import type { FactorTheme } from "./types.ts";

export type ScoreStatus = "AVAILABLE" | "PARTIAL" | "UNAVAILABLE";

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

export interface ProxyModelScore {
  status: ScoreStatus;
  score: number | null;
  components: ScoreComponent[];
}

/** Adverse probability of a proxy for a stock with exposure β. */
export function adverseProbability(beta: number, probability: number): number {
  return beta < 0 ? probability : 1 - probability;
}

export function proxyModelScore(fits: readonly ThemeExposureFit[]): ProxyModelScore {
  const contributing: { factor_id: FactorTheme; beta: number; probability: number }[] = [];
  for (const { exposure, proxy } of fits) {
    const probability = proxy?.current_probability ?? null;
    if (exposure.status !== "fitted" || exposure.beta === null) continue;
    if (probability === null || !Number.isFinite(probability) || probability < 0 || probability > 1) continue;
    contributing.push({ factor_id: exposure.factor_id, beta: exposure.beta, probability });
  }
  const totalWeight = contributing.reduce((sum, theme) => sum + Math.abs(theme.beta), 0);
  if (contributing.length === 0 || totalWeight === 0) {
    return { status: "UNAVAILABLE", score: null, components: [] };
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
  return { status: complete ? "AVAILABLE" : "PARTIAL", score: (100 * weighted) / totalWeight, components };
}
