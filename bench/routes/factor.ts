/**
 * The factor route's benchmark: its upstreams (price provider, filing system, and the two venues for the
 * lake) are the offline simulator, run in THIS process on a free port; pix's base URLs point at it.
 *
 * - Warm: an autocannon row (keyed, 1 connection) on one ticker, after the warm-up has filled every
 *   cache, the isolate's 15 s memo of the provider's answer among them (so about one request in 15 s
 *   reads the simulated provider). Target p99 ≤ 150 ms.
 * - Cold: the very first factor request of the run (every cache empty: provider session, ticker map,
 *   lake snapshot, filings, provider calendar), then batches that clear the Cache API entries (filings
 *   and provider calendar) of every simulated equity, wait out the isolate's 15 s memo of provider reads,
 *   and request each equity once, sequentially. Target p99 ≤ 1.5 s. The simulator counts the filing-system
 *   and provider requests of each batch, so the figure shows the cold path was taken.
 */

import type { LocalPix } from "../../scripts/lib/local-pix.ts";
import { TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { type SimulatorServer, startSimulatorServer } from "../../simulator/server.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { cacheKey } from "../../src/factors/edge-cache.ts";
import { EQUITY_MEMO_MS } from "../../src/factors/equity-memo.ts";
import { quantile } from "../lib/report.ts";

export const FACTOR_PATH = "/api/v1/factors/stocks";
export const WARM_TICKER = "AAPL";
/** Every equity the simulator knows (the ETF, index and currency answer 422 and are left out). */
export const COLD_TICKERS = ["AAPL", "MSFT", "NVDA", "SIRI", "JPM", "XOM", "KO", "BRK-B", "IMO", "7203.T"];
export const COLD_TARGET_MS = 1_500;
export const WARM_TARGET_MS = 150;

export interface FactorUpstreams {
  server: SimulatorServer;
  /** pix vars pointing every upstream at the simulator. */
  vars: Record<string, string>;
}

export async function startFactorUpstreams(): Promise<FactorUpstreams> {
  const server = await startSimulatorServer({ port: 0, host: "127.0.0.1" });
  return {
    server,
    vars: {
      KALSHI_BASE_URL: server.bases.kalshi,
      POLYMARKET_GAMMA_URL: server.bases.polymarketGamma,
      POLYMARKET_CLOB_URL: server.bases.polymarketClob,
      EQUITY_QUERY_URL: `${server.url}/equity/query`,
      EQUITY_CONSENT_URL: `${server.url}/equity/consent`,
      EDGAR_WWW_URL: `${server.url}/edgar/www`,
      EDGAR_DATA_URL: `${server.url}/edgar/data`,
    },
  };
}

/** The catalog, one ingestion cycle (fresh lake snapshots of both venues) and a factors:read key. */
export async function prepareFactorRoute(pix: LocalPix): Promise<string> {
  await seedCatalog((await pix.mf.getD1Database("DB")) as unknown as D1Database);
  const refresh = await fetch(`${pix.url}/api/refresh`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
  });
  await refresh.body?.cancel();
  if (!refresh.ok) throw new Error(`the ingestion cycle answered ${refresh.status}`);
  // The hourly proxy-close collection, so every factor row is measured with the models computed.
  const collect = await fetch(`${pix.url}/api/refresh?plane=factors`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
  });
  await collect.body?.cancel();
  if (!collect.ok) throw new Error(`the proxy-close collection answered ${collect.status}`);
  const res = await fetch(`${pix.url}/api/admin/keys`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TEST_SECRETS.ADMIN_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "bench factors",
      scopes: ["factors:read"],
      rate_limit_per_minute: 1_000_000,
    }),
  });
  if (res.status !== 201) throw new Error(`creating the factors key answered ${res.status}`);
  return ((await res.json()) as { data: { key: string } }).data.key;
}

export interface ColdRequest {
  ticker: string;
  ms: number;
  status: number;
  state: string | null;
  calendar: string | null;
}

export interface FactorColdResult {
  firstRequest: ColdRequest;
  batches: number;
  requests: ColdRequest[];
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Requests the simulator saw per batch: evidence that each batch read its upstreams. */
  upstreamRequestsPerBatch: { equity: number; edgar: number }[];
  targetMs: number;
  met: boolean;
}

/** Sequential cold requests (see the module comment); `batches` rounds over COLD_TICKERS. */
export async function measureFactorCold(
  pix: LocalPix,
  upstreams: FactorUpstreams,
  key: string,
  batches: number,
): Promise<FactorColdResult> {
  const firstRequest = await timedRequest(pix, key, WARM_TICKER);
  const requests: ColdRequest[] = [];
  const counts: { equity: number; edgar: number }[] = [];
  // Miniflare's type for the Cache API maps it wrongly (onto Request); its runtime object has `default`.
  const caches = (await pix.mf.getCaches()) as unknown as {
    default: { delete(key: string): Promise<boolean> };
  };
  for (let batch = 0; batch < batches; batch++) {
    await new Promise((resolve) => setTimeout(resolve, EQUITY_MEMO_MS + 1_000));
    for (const ticker of COLD_TICKERS) {
      await caches.default.delete(cacheKey("edgar-filings", upstreams.vars.EDGAR_DATA_URL ?? "", ticker));
      await caches.default.delete(
        cacheKey("provider-calendar", upstreams.vars.EQUITY_QUERY_URL ?? "", ticker),
      );
    }
    const counters = await armCounters(upstreams.server.url);
    for (const ticker of COLD_TICKERS) requests.push(await timedRequest(pix, key, ticker));
    counts.push(await counters.read());
  }
  const times = requests.map((r) => r.ms);
  const pick = (q: number) => quantile(times, q);
  const p99 = pick(0.99);
  return {
    firstRequest,
    batches,
    requests,
    p50Ms: pick(0.5),
    p99Ms: p99,
    maxMs: pick(1),
    upstreamRequestsPerBatch: counts,
    targetMs: COLD_TARGET_MS,
    met:
      p99 <= COLD_TARGET_MS && firstRequest.ms <= COLD_TARGET_MS && requests.every((r) => r.status === 200),
  };
}

async function timedRequest(pix: LocalPix, key: string, ticker: string): Promise<ColdRequest> {
  const started = performance.now();
  const res = await fetch(`${pix.url}${FACTOR_PATH}/${ticker}`, { headers: { "X-API-Key": key } });
  const text = await res.text();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  let state: string | null = null;
  let calendar: string | null = null;
  if (res.status === 200) {
    const body = JSON.parse(text) as { state: string; calendar: { status: string } };
    state = body.state;
    calendar = body.calendar.status;
  }
  return { ticker, ms, status: res.status, state, calendar };
}

/**
 * Counts requests to the simulated price provider and filing system: a `slow` fault with no delay
 * changes no answer but spends one of its count per request.
 */
async function armCounters(base: string) {
  const ARMED = 100_000;
  const control = (source: string, action: string, body?: unknown) =>
    fetch(`${base}/${source}/_control/${action}`, {
      method: body === undefined ? "GET" : "POST",
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  for (const source of ["equity", "edgar"]) {
    await (await control(source, "faults", { mode: "slow", delayMs: 0, count: ARMED })).body?.cancel();
  }
  return {
    async read() {
      const seen: Record<string, number> = {};
      for (const source of ["equity", "edgar"]) {
        const state = (await (await control(source, "state")).json()) as {
          fault: { remaining: number } | null;
        };
        seen[source] = ARMED - (state.fault?.remaining ?? ARMED);
        await (await control(source, "reset", {})).body?.cancel();
      }
      return { equity: seen.equity ?? 0, edgar: seen.edgar ?? 0 };
    },
  };
}
