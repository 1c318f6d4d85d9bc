/**
 * The ticker map (`company_tickers.json`): ticker → CIK. It is large (about ten thousand entries) and
 * changes slowly, so it is read once per isolate per TTL (24 hours by default), and concurrent reads
 * share one request. Share classes use `-` (`BRK-B`), as the price provider does.
 */
import type { HttpClient } from "../http/client.ts";
import { endpoint } from "../shared/request-helpers.ts";
import { tickerEntrySchema, tickerMapSchema } from "./schema.ts";
import type { EdgarConfig, EdgarFailure } from "./types.ts";

export const DEFAULT_TICKER_MAP_TTL_MS = 24 * 60 * 60_000;

export interface Company {
  cik: number;
  title: string;
}

type TickerMap = Map<string, Company>;
type MapResult = { ok: true; map: TickerMap } | EdgarFailure;

export interface TickerMapCache {
  readonly maps: Map<string, { map: TickerMap; expiresAtMs: number }>;
  readonly pending: Map<string, Promise<MapResult>>;
}

export function createTickerMapCache(): TickerMapCache {
  return { maps: new Map(), pending: new Map() };
}

export const isolateTickerMapCache: TickerMapCache = createTickerMapCache();

export async function findCompany(
  config: EdgarConfig,
  ticker: string,
  client: HttpClient,
  cache: TickerMapCache,
): Promise<({ ok: true } & Company) | EdgarFailure> {
  const result = await tickerMap(config, client, cache);
  if (!result.ok) return result;
  const company = result.map.get(ticker.toUpperCase());
  if (company === undefined) return { ok: false, stage: "ticker_map", reason: "not_in_ticker_map" };
  return { ok: true, ...company };
}

function tickerMap(config: EdgarConfig, client: HttpClient, cache: TickerMapCache): Promise<MapResult> {
  const key = config.wwwBaseUrl;
  const cached = cache.maps.get(key);
  if (cached !== undefined && cached.expiresAtMs > client.now())
    return Promise.resolve({ ok: true, map: cached.map });
  const inFlight = cache.pending.get(key);
  if (inFlight !== undefined) return inFlight;
  const read = readTickerMap(config, client).then((result) => {
    cache.pending.delete(key);
    if (result.ok) {
      const ttl = config.tickerMapTtlMs ?? DEFAULT_TICKER_MAP_TTL_MS;
      cache.maps.set(key, { map: result.map, expiresAtMs: client.now() + ttl });
    }
    return result;
  });
  cache.pending.set(key, read);
  return read;
}

async function readTickerMap(config: EdgarConfig, client: HttpClient): Promise<MapResult> {
  const url = endpoint(config.wwwBaseUrl, "/files/company_tickers.json", new URLSearchParams());
  const answer = await client.getJson(url, tickerMapSchema, { headers: { "user-agent": config.userAgent } });
  if (!answer.ok) {
    return {
      ok: false,
      stage: "ticker_map",
      reason: answer.reason,
      ...(answer.detail === undefined ? {} : { detail: answer.detail }),
    };
  }
  const map: TickerMap = new Map();
  for (const raw of Object.values(answer.value)) {
    const entry = tickerEntrySchema.safeParse(raw);
    if (!entry.success) continue;
    const ticker = entry.data.ticker.toUpperCase();
    // The map lists a company's primary ticker first; keep the first entry of a ticker.
    if (!map.has(ticker)) map.set(ticker, { cik: entry.data.cik_str, title: entry.data.title });
  }
  if (map.size === 0) return { ok: false, stage: "ticker_map", reason: "malformed", detail: "(root)" };
  return { ok: true, map };
}
