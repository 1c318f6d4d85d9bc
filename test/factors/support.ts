/** Deterministic inputs for the computed factor members: equity rows, theme histories, live quotes. */
import { THEME_CONTRACTS } from "../../src/catalog/definitions.ts";
import type { FactorTheme, ThemeContractDef } from "../../src/catalog/types.ts";
import type { ProbabilityObservation } from "../../src/domain/factors/index.ts";
import type { EquityHistoryRow, LiveThemeQuote } from "../../src/factors/compute-models.ts";
import type { ProxyHistory } from "../../src/factors/venue-history/index.ts";
import { noise, observationsAtCloses, probabilityPath, weekdays } from "../domain/factors/synthetic.ts";

export { noise, probabilityPath, weekdays };

export function themeContract(theme: FactorTheme, venue: "kalshi" | "polymarket"): ThemeContractDef {
  const found = THEME_CONTRACTS.find((c) => c.theme === theme && c.venue === venue);
  if (!found) throw new Error(`no ${venue} contract for ${theme}`);
  return found;
}

/** When the synthetic histories are collected: after every synthetic session (they end by 2025). */
export const COLLECTED_AT_MS = Date.parse("2026-11-22T15:00:00Z");

/** An AVAILABLE history of a catalog contract with the given observations, collected at `fetchedAtMs`. */
export function availableHistory(
  contract: ThemeContractDef,
  observations: ProbabilityObservation[],
  fetchedAtMs = COLLECTED_AT_MS,
): ProxyHistory {
  return {
    factor_id: contract.theme,
    venue: contract.venue,
    market_id: contract.marketId,
    adverse_side: contract.adverseSide,
    status: "AVAILABLE",
    source: contract.venue === "kalshi" ? "kalshi_candlesticks_60m" : "polymarket_prices_history_60m",
    observations,
    from_ms: 0,
    to_ms: 0,
    fetched_at_ms: fetchedAtMs,
    requests: 1,
    skipped: 0,
  };
}

export function unavailableHistory(contract: ThemeContractDef): ProxyHistory {
  return {
    factor_id: contract.theme,
    venue: contract.venue,
    market_id: contract.marketId,
    adverse_side: contract.adverseSide,
    status: "UNAVAILABLE",
    reason: "http_5xx",
    http_status: 503,
    detail: null,
    fetched_at_ms: 0,
  };
}

export function rowsFromReturns(dates: readonly string[], returns: readonly number[]): EquityHistoryRow[] {
  let price = 100;
  return dates.map((session_date, i) => {
    if (i > 0) price *= 1 + (returns[i] ?? 0);
    return { session_date, close: price, adjusted_close: price };
  });
}

/**
 * 320 sessions; the stock's return is −0.3 × Δp of the ai_disruption Kalshi contract plus noise, and
 * every theme's Kalshi contract has an independent path (the planted relation is on one theme only).
 */
export function plantedInputs(sessions = 320) {
  const dates = weekdays(sessions);
  const paths = new Map(
    (
      [
        "growth_stress",
        "higher_for_longer",
        "trade_friction",
        "energy_shock",
        "ai_disruption",
        "credit_stress",
      ] as const
    ).map((theme, k) => [theme, probabilityPath(sessions, 101 + k)]),
  );
  const ai = paths.get("ai_disruption") ?? [];
  const eps = noise(sessions, 7);
  const returns = dates.map((_, i) =>
    i === 0 ? 0 : -0.3 * ((ai[i] ?? 0) - (ai[i - 1] ?? 0)) + 0.004 * (eps[i] ?? 0),
  );
  const proxies = [...paths.entries()].map(([theme, path]) =>
    availableHistory(themeContract(theme, "kalshi"), observationsAtCloses(dates, path)),
  );
  return { dates, equityHistory: rowsFromReturns(dates, returns), proxies, paths };
}

/** A fresh, tight, liquid quote for every catalog theme contract, at the given adverse probability. */
export function liveQuotes(probability = 0.3, overrides: Partial<LiveThemeQuote> = {}): LiveThemeQuote[] {
  return THEME_CONTRACTS.map((c) => ({
    venue: c.venue,
    market_id: c.marketId,
    adverse_probability: probability,
    spread: 0.02,
    volume_usd: 250_000,
    fresh: true,
    observed_at: "2026-11-22T14:59:58Z",
    ...overrides,
  }));
}
