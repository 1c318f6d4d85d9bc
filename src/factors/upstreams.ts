/**
 * How the factor route reaches its upstreams: one HTTP client per request for each (so pacing and
 * in-flight work never cross requests), with timeouts sized for an interactive read, and per-request
 * views of the adapters' isolate caches that share settled sessions and ticker maps but never a pending
 * promise (src/platform/cache/ttl-cache.ts says why).
 */

import {
  type EdgarConfig,
  edgarPacing,
  isolateTickerMapCache,
  type TickerMapCache,
} from "../venues/edgar/index.ts";
import { isolateSessionCache, type SessionCache } from "../venues/equity/index.ts";
import { createHttpClient, type HttpClient } from "../venues/http/client.ts";

/**
 * The price provider: 3 s per attempt and one retry (network, timeout, 429, 5xx), so a dead provider
 * answers 503 within about 6.5 s. No pacing between the two parallel reads of one request.
 */
export const PROVIDER_TIMEOUT_MS = 3_000;
export const PROVIDER_RETRIES = 1;

/**
 * The filing system: the client's default 8 s per attempt and one retry; the calendar's 5 s budget ends
 * the wait for it first, and the read then finishes in the background to fill the cache. Paced under
 * EDGAR's 10 requests per second.
 */
export const EDGAR_RETRIES = 1;

export function providerClient(): HttpClient {
  return createHttpClient({ timeoutMs: PROVIDER_TIMEOUT_MS, maxRetries: PROVIDER_RETRIES, minIntervalMs: 0 });
}

export function edgarClient(config: EdgarConfig): HttpClient {
  return createHttpClient({ maxRetries: EDGAR_RETRIES, minIntervalMsByHost: edgarPacing(config) });
}

/** The isolate's provider sessions, with this request's own in-flight map. */
export function requestSessions(): SessionCache {
  return {
    get: (key, nowMs) => isolateSessionCache.get(key, nowMs),
    set: (key, session) => isolateSessionCache.set(key, session),
    drop: (key) => isolateSessionCache.drop(key),
    pending: new Map(),
  };
}

/** The isolate's ticker maps, with this request's own in-flight map. */
export function requestTickerMaps(): TickerMapCache {
  return { maps: isolateTickerMapCache.maps, pending: new Map() };
}
