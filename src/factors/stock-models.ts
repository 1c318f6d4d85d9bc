/**
 * The model members of one stock's factor response, from stored inputs only: the theme contracts'
 * close series collected hourly into D1 (src/factors/proxy-collection.ts), the ticker's stored
 * backtest, the equity history and the contracts' quotes on the newest tape. No venue is read here.
 * With no stored close series the members take their UNAVAILABLE form with the reason.
 */

import { THEME_CONTRACTS } from "../catalog/definitions.ts";
import { VENUES, type VenueId } from "../catalog/types.ts";
import { DAY_MS } from "../domain/clock.ts";
import type { ContractQuote } from "../domain/factor-themes/index.ts";
import { openDb } from "../platform/db/db.ts";
import { VENUE_ADAPTERS } from "../venues/registry.ts";
import { type BacktestRead, readBacktest } from "./backtest-store.ts";
import {
  computeModels,
  type EquityHistoryRow,
  type LiveThemeQuote,
  modelInputs,
  modelSessions,
} from "./compute-models.ts";
import { logSourceFailure } from "./log.ts";
import { isolateModelMemo, isolateProxyClosesMemo, modelMemoKey } from "./model-memo.ts";
import {
  type ComputedModels,
  ComputedModelsSchema,
  type ModelInputs,
  type UnavailableModels,
} from "./model-schemas.ts";
import { type ModelsUnavailableReason, unavailableModels } from "./models.ts";
import {
  proxyClosesVersion,
  proxySeriesKey,
  readProxyCloses,
  type StoredProxyCloses,
} from "./store/theme-proxies.ts";
import type { ProxyHistory } from "./venue-history/index.ts";
import { PROXY_HISTORY_DAYS } from "./venue-history/index.ts";

export type StockModels =
  | { computed: true; members: ComputedModels; inputs: ModelInputs }
  | { computed: false; members: UnavailableModels; inputs: ModelInputs };

export interface StoredModelInputs {
  closes: { version: string; series: Map<string, StoredProxyCloses> } | ModelsUnavailableReason;
  backtest: BacktestRead;
}

/** The close series from `sinceMs` on: the version first, every close only when it is not memoised. */
async function readCloses(d1: D1Database, sinceMs: number): Promise<StoredModelInputs["closes"]> {
  const db = openDb(d1);
  try {
    const version = await proxyClosesVersion(db, sinceMs);
    const series = isolateProxyClosesMemo.get(version) ?? (await readProxyCloses(db, sinceMs));
    if (series.size === 0) return "proxy_history_not_collected";
    isolateProxyClosesMemo.set(version, series);
    return { version, series };
  } catch {
    logSourceFailure("proxy_closes", "read", "d1_error");
    return "proxy_history_unreadable";
  }
}

/** Starts both stored reads at once (D1 for the closes, one R2 read). Never throws. */
export async function readStoredModelInputs(
  env: { DB: D1Database; LAKE: R2Bucket },
  ticker: string,
  asOfMs: number,
): Promise<StoredModelInputs> {
  const [closes, backtest] = await Promise.all([
    readCloses(env.DB, asOfMs - PROXY_HISTORY_DAYS * DAY_MS),
    readBacktest(env.LAKE, ticker),
  ]);
  return { closes, backtest };
}

/**
 * Each catalog theme contract with a stored series, as the models read a venue history: fetched when
 * the collection that last stored it started.
 */
export function storedProxyHistories(stored: ReadonlyMap<string, StoredProxyCloses>): ProxyHistory[] {
  return THEME_CONTRACTS.flatMap((contract): ProxyHistory[] => {
    const series = stored.get(proxySeriesKey(contract.venue, contract.marketId));
    const first = series?.observations[0];
    const last = series?.observations.at(-1);
    if (series === undefined || first === undefined || last === undefined) return [];
    return [
      {
        factor_id: contract.theme,
        venue: contract.venue,
        market_id: contract.marketId,
        adverse_side: contract.adverseSide,
        status: "AVAILABLE",
        source: VENUE_ADAPTERS[contract.venue].history.source,
        observations: series.observations,
        from_ms: first.t_ms,
        to_ms: last.t_ms,
        fetched_at_ms: series.collected_at_ms,
        requests: 0,
        skipped: 0,
      },
    ];
  });
}

const isVenue = (venue: string): venue is VenueId => (VENUES as readonly string[]).includes(venue);

/** The response's contract quotes as the models' live quotes (spread: ask − bid of a two-sided book). */
export function liveQuotes(contracts: readonly ContractQuote[]): LiveThemeQuote[] {
  return contracts.flatMap((quote): LiveThemeQuote[] =>
    isVenue(quote.venue)
      ? [
          {
            venue: quote.venue,
            market_id: quote.market_id,
            adverse_probability: quote.adverse_probability,
            spread: quote.bid !== null && quote.ask !== null ? quote.ask - quote.bid : null,
            volume_usd: quote.volume,
            fresh: quote.fresh,
            observed_at: quote.observed_at,
          },
        ]
      : [],
  );
}

/**
 * The model members, reused from the isolate's memo for identical inputs (src/factors/model-memo.ts),
 * and when each of their inputs was collected; logs how long computing took, or that the memo answered.
 * `equityReadAtMs` is when the equity history was read: with the closes' collection, it decides which
 * sessions are complete.
 */
export function stockModels(
  inputs: StoredModelInputs,
  equityHistory: readonly EquityHistoryRow[],
  equityReadAtMs: number,
  contracts: readonly ContractQuote[],
  asOfMs: number,
): StockModels {
  if (typeof inputs.closes === "string") {
    return {
      computed: false,
      members: unavailableModels(inputs.closes),
      inputs: modelInputs({ equityHistory, equityReadAtMs, themeClosesCollectedAtMs: null, series: 0 }),
    };
  }
  const series = inputs.closes.series;
  const proxies = storedProxyHistories(series);
  const collected = [...series.values()].map((s) => s.collected_at_ms);
  const modelInputsMember = modelInputs({
    equityHistory,
    equityReadAtMs,
    themeClosesCollectedAtMs: collected.length === 0 ? null : Math.max(...collected),
    series: series.size,
  });
  const live = liveQuotes(contracts);
  const key = modelMemoKey({
    closesVersion: inputs.closes.version,
    equityHistory,
    lastSession: modelSessions(equityHistory, equityReadAtMs, proxies).at(-1)?.session_date ?? null,
    live,
    backtest: inputs.backtest,
  });
  const memoised = isolateModelMemo.get(key, asOfMs);
  if (memoised !== undefined) return { computed: true, members: memoised, inputs: modelInputsMember };

  const started = performance.now();
  const members = computeModels({
    equityHistory,
    equityReadAtMs,
    proxies,
    currentProbabilities: live,
    backtest: inputs.backtest,
  });
  const computed = performance.now();
  // The computed form is checked against its published schema; a defect shows as a log line.
  const valid = ComputedModelsSchema.safeParse(members).success;
  if (valid) isolateModelMemo.set(key, members, asOfMs);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  console.log(
    JSON.stringify({
      level: valid ? "info" : "error",
      msg: "factor_models",
      compute_ms: round(computed - started),
      validate_ms: round(performance.now() - computed),
      proxies: series.size,
      valid,
    }),
  );
  return { computed: true, members, inputs: modelInputsMember };
}
