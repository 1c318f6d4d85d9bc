/**
 * The background collection of the factor-theme contracts' close series: every theme contract's venue
 * history (src/ingest/venues/history, some 276 upstream requests) is read and its daily closes stored in
 * D1, so that the factor route reads one table instead of the venues. Runs once an hour from the
 * scheduled handler, on `POST /api/refresh?plane=factors`, and once when `npm start` starts.
 *
 * A contract whose history cannot be read keeps the series stored before; nothing else is recorded.
 */
import { THEME_CONTRACTS } from "../catalog/definitions.ts";
import type { Bindings } from "../env.ts";
import { openDb } from "../platform/db/db.ts";
import { createHttpClient, type HttpClient } from "../venues/http/client.ts";
import { writeProxyCloses } from "./store/theme-proxies.ts";
import {
  createProxyHistoryCache,
  type ProxyHistoryConfig,
  proxyHistoryPacing,
  readProxyHistories,
} from "./venue-history/index.ts";

/** The minute of each hour at which the scheduled handler collects (off the top of the hour). */
export const PROXY_COLLECTION_MINUTE = 7;

export function isProxyCollectionMinute(epochMs: number): boolean {
  return new Date(epochMs).getUTCMinutes() === PROXY_COLLECTION_MINUTE;
}

export interface ProxyCollectionReport {
  contracts: number;
  stored: number;
  failed: { venue: string; market_id: string; reason: string }[];
  closes: number;
  duration_ms: number;
}

export function proxyHistoryConfig(env: Bindings): ProxyHistoryConfig {
  return { kalshiBaseUrl: env.KALSHI_BASE_URL, polymarketClobUrl: env.POLYMARKET_CLOB_URL };
}

export async function collectProxyCloses(
  env: Bindings,
  options: { client?: HttpClient; now?: () => number } = {},
): Promise<ProxyCollectionReport> {
  const now = options.now ?? Date.now;
  const started = now();
  const config = proxyHistoryConfig(env);
  const client = options.client ?? createHttpClient({ minIntervalMsByHost: proxyHistoryPacing(config) });
  // A cache of this run's own: the isolate's would hand back an hour-old history.
  const histories = await readProxyHistories(THEME_CONTRACTS, config, client, createProxyHistoryCache());
  const available = histories.flatMap((history) =>
    history.status === "AVAILABLE" && history.observations.length > 0
      ? [{ venue: history.venue, market_id: history.market_id, observations: history.observations }]
      : [],
  );
  // Stamped with the start of the run: every close it read was on the venues by then, so a session that
  // closed before it has its final close in the store.
  const closes = await writeProxyCloses(openDb(env.DB), available, started);
  const report: ProxyCollectionReport = {
    contracts: histories.length,
    stored: available.length,
    failed: histories.flatMap((history) =>
      history.status === "UNAVAILABLE"
        ? [{ venue: history.venue, market_id: history.market_id, reason: history.reason }]
        : [],
    ),
    closes,
    duration_ms: now() - started,
  };
  console.log(
    JSON.stringify({
      level: report.failed.length === 0 ? "info" : "warn",
      msg: "proxy_collection",
      contracts: report.contracts,
      stored: report.stored,
      failed: report.failed.map((f) => `${f.venue}:${f.market_id}:${f.reason}`),
      closes: report.closes,
      duration_ms: report.duration_ms,
    }),
  );
  return report;
}
