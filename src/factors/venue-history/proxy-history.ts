/**
 * The probability history of each factor-theme contract, from the venues' own history endpoints, as
 * the factor models read it: observations of the contract's ADVERSE side (its YES probability p when the
 * adverse side is YES, 1 − p when it is NO), one per New York date, the last at or before 16:00 New York.
 *
 * Interval: the {@link PROXY_HISTORY_DAYS} days ending now, in hourly resolution (Kalshi hourly candles,
 * Polymarket hourly points). The models use up to 400 equity sessions (399 returns for the exposure
 * model; 252 training sessions before the walk-forward's first out-of-sample day), and 400 NYSE sessions
 * span about 580 calendar days, so 600 days cover the whole equity history. Hourly points put an
 * observation on every 16:00 New York close; a daily candle would end at midnight UTC, eight hours after
 * the close, and shift every change by most of a day against the stock's return.
 *
 * Cache: the one per-isolate cache (src/platform/cache/ttl-cache.ts). A history is fetched at most once per
 * contract per hour in an isolate ({@link PROXY_HISTORY_TTL_MS}); a failure is remembered for
 * {@link PROXY_HISTORY_FAILURE_TTL_MS} so a failing venue is not asked again on every request. As the
 * cache's rule says, two requests missing at the same moment each fetch.
 *
 * Cost of a miss: Kalshi 3 requests per contract (4,800-hour windows), Polymarket 43 per contract
 * (14-day windows), all through the one HTTP client (timeouts, retries, per-host pacing). With the
 * client's default pacing of 100 ms per host the Polymarket windows alone would take half a minute, so
 * callers give the CLOB host {@link proxyHistoryPacing}.
 */

import type { FactorTheme, ThemeContractDef, VenueId } from "../../catalog/types.ts";
import type { ProbabilityObservation } from "../../domain/factors/alignment.ts";
import { TtlCache } from "../../platform/cache/ttl-cache.ts";
import type { HttpClient, HttpFailureReason } from "../../venues/http/client.ts";
import { type HistorySource, VENUE_ADAPTERS } from "../../venues/registry.ts";
import type { HistoryFetch } from "../../venues/shared/history.ts";
import { lastObservationPerClose } from "./daily-closes.ts";

export const PROXY_HISTORY_DAYS = 600;
export const PROXY_HISTORY_TTL_MS = 60 * 60_000;
export const PROXY_HISTORY_FAILURE_TTL_MS = 5 * 60_000;

/**
 * Per-host pacing for a client that reads histories: 20 ms between requests to the CLOB, whose
 * published limit for prices-history is 1,000 requests per 10 seconds (this stays at half of it).
 * Kalshi keeps the client's default. Pass as `minIntervalMsByHost` to createHttpClient.
 */
export function proxyHistoryPacing(config: ProxyHistoryConfig): Record<string, number> {
  try {
    return { [new URL(config.polymarketClobUrl).host]: 20 };
  } catch {
    return {};
  }
}

export interface ProxyHistoryConfig {
  /** Kalshi Trade API v2 base (`KALSHI_BASE_URL`). */
  kalshiBaseUrl: string;
  /** Polymarket CLOB base (`POLYMARKET_CLOB_URL`). */
  polymarketClobUrl: string;
}

export type ProxyHistorySource = HistorySource;

/** Each venue's history base URL in the configuration. */
const HISTORY_BASE_URL: Readonly<Record<VenueId, (config: ProxyHistoryConfig) => string>> = {
  kalshi: (config) => config.kalshiBaseUrl,
  polymarket: (config) => config.polymarketClobUrl,
};

export type ProxyHistoryFailureReason =
  | HttpFailureReason
  /** The catalog entry lacks the series ticker (Kalshi) or the YES token (Polymarket). */
  | "missing_identifier"
  /** A defect in pix while reading the history (never upstream text). */
  | "internal_error";

interface ContractIdentity {
  factor_id: FactorTheme;
  venue: VenueId;
  market_id: string;
  adverse_side: "yes" | "no";
}

export type ProxyHistory =
  | (ContractIdentity & {
      status: "AVAILABLE";
      source: ProxyHistorySource;
      /** Adverse-side probabilities, oldest first, at most one per New York close date. */
      observations: ProbabilityObservation[];
      /** The interval asked for, epoch ms. */
      from_ms: number;
      to_ms: number;
      fetched_at_ms: number;
      requests: number;
      /** Malformed points or candles left out. */
      skipped: number;
    })
  | (ContractIdentity & {
      status: "UNAVAILABLE";
      reason: ProxyHistoryFailureReason;
      http_status: number | null;
      /** Where a payload broke the schema (never a value), or null. */
      detail: string | null;
      fetched_at_ms: number;
    });

export interface ProxyHistoryCache {
  histories: TtlCache<string, ProxyHistory>;
  failures: TtlCache<string, ProxyHistory>;
}

export function createProxyHistoryCache(): ProxyHistoryCache {
  return {
    histories: new TtlCache({ ttlMs: PROXY_HISTORY_TTL_MS, maxEntries: 64 }),
    failures: new TtlCache({ ttlMs: PROXY_HISTORY_FAILURE_TTL_MS, maxEntries: 64 }),
  };
}

/** The isolate's cache; tests pass their own. */
export const isolateProxyHistoryCache: ProxyHistoryCache = createProxyHistoryCache();

const identity = (contract: ThemeContractDef): ContractIdentity => ({
  factor_id: contract.theme,
  venue: contract.venue,
  market_id: contract.marketId,
  adverse_side: contract.adverseSide,
});

function cacheKey(contract: ThemeContractDef, config: ProxyHistoryConfig): string {
  const base = HISTORY_BASE_URL[contract.venue](config);
  return `${contract.venue} ${base} ${contract.marketId} ${contract.adverseSide}`;
}

/** The history of one theme contract, from the cache or the venue. Never throws. */
export async function readProxyHistory(
  contract: ThemeContractDef,
  config: ProxyHistoryConfig,
  client: HttpClient,
  cache: ProxyHistoryCache = isolateProxyHistoryCache,
): Promise<ProxyHistory> {
  const key = cacheKey(contract, config);
  const nowMs = client.now();
  const cached = cache.histories.get(key, nowMs) ?? cache.failures.get(key, nowMs);
  if (cached !== undefined) return cached;
  const history = await fetchProxyHistory(contract, config, client, nowMs);
  (history.status === "AVAILABLE" ? cache.histories : cache.failures).set(key, history, nowMs);
  return history;
}

/** Every contract's history, in input order, fetched in parallel. Never throws. */
export function readProxyHistories(
  contracts: readonly ThemeContractDef[],
  config: ProxyHistoryConfig,
  client: HttpClient,
  cache: ProxyHistoryCache = isolateProxyHistoryCache,
): Promise<ProxyHistory[]> {
  return Promise.all(contracts.map((contract) => readProxyHistory(contract, config, client, cache)));
}

async function fetchProxyHistory(
  contract: ThemeContractDef,
  config: ProxyHistoryConfig,
  client: HttpClient,
  nowMs: number,
): Promise<ProxyHistory> {
  const endS = Math.floor(nowMs / 1000);
  const startS = endS - PROXY_HISTORY_DAYS * 86_400;
  const unavailable = (
    reason: ProxyHistoryFailureReason,
    http_status: number | null = null,
    detail: string | null = null,
  ): ProxyHistory => ({
    ...identity(contract),
    status: "UNAVAILABLE",
    reason,
    http_status,
    detail,
    fetched_at_ms: nowMs,
  });
  const { history } = VENUE_ADAPTERS[contract.venue];
  let fetched: HistoryFetch;
  try {
    const request = { baseUrl: HISTORY_BASE_URL[contract.venue](config), target: contract, startS, endS };
    const pending = history.fetch(request, client);
    if (pending === null) return unavailable("missing_identifier");
    fetched = await pending;
  } catch {
    return unavailable("internal_error");
  }
  if (!fetched.ok) return unavailable(fetched.reason, fetched.status, fetched.detail);
  const adverse = fetched.observations.map(({ t_ms, p }) => ({
    t_ms,
    p: contract.adverseSide === "yes" ? p : 1 - p,
  }));
  return {
    ...identity(contract),
    status: "AVAILABLE",
    source: history.source,
    observations: lastObservationPerClose(adverse),
    from_ms: startS * 1000,
    to_ms: endS * 1000,
    fetched_at_ms: nowMs,
    requests: fetched.requests,
    skipped: fetched.skipped,
  };
}
