/** Shared helpers for the simulator tests: a simulator on a pinned clock and small request wrappers. */

import { createSimulator, type Simulator, type SimulatorOptions } from "../../simulator/handler.ts";
import { INSTRUMENTS, THEME_CONTRACTS } from "../../src/catalog/definitions.ts";
import type { VenueId } from "../../src/catalog/types.ts";

/** A fixed instant in the middle of a minute. */
export const T0 = Date.parse("2026-11-22T09:30:20Z");
export const MINUTE = 60_000;

export const KALSHI = "/kalshi/trade-api/v2";
export const GAMMA = "/polymarket/gamma";
export const CLOB = "/polymarket/clob";

export function pinned(options: SimulatorOptions = {}, now = T0): Simulator {
  return createSimulator({ now: () => now, ...options });
}

export function get(sim: Simulator, path: string): Promise<Response> {
  return sim.fetch(new Request(`http://sim.test${path}`));
}

export function post(sim: Simulator, path: string, body: unknown): Promise<Response> {
  return sim.fetch(
    new Request(`http://sim.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

export async function getJson<T = unknown>(sim: Simulator, path: string): Promise<T> {
  const res = await get(sim, path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The catalog's distinct market ids on a venue (indices, benchmarks and themes). */
export function catalogIds(venue: VenueId): Set<string> {
  const ids = new Set<string>();
  for (const instrument of INSTRUMENTS) {
    for (const c of instrument.contracts) if (c.venue === venue) ids.add(c.marketId);
  }
  for (const c of THEME_CONTRACTS) if (c.venue === venue) ids.add(c.marketId);
  return ids;
}

export interface KalshiMarketLike {
  ticker: string;
  yes_bid_dollars: string;
  yes_ask_dollars: string;
  [field: string]: unknown;
}

export interface GammaMarketLike {
  id: string;
  slug: string;
  clobTokenIds: string;
  outcomePrices: string;
  bestBid: number;
  bestAsk: number;
  [field: string]: unknown;
}

export async function kalshiAll(sim: Simulator, query = ""): Promise<KalshiMarketLike[]> {
  const out: KalshiMarketLike[] = [];
  let cursor = "";
  do {
    const page = await getJson<{ markets: KalshiMarketLike[]; cursor: string }>(
      sim,
      `${KALSHI}/markets?limit=1000${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    out.push(...page.markets);
    cursor = page.cursor;
  } while (cursor !== "");
  return out;
}

export async function gammaAll(sim: Simulator, pageSize = 500): Promise<GammaMarketLike[]> {
  const out: GammaMarketLike[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await getJson<GammaMarketLike[]>(sim, `${GAMMA}/markets?limit=${pageSize}&offset=${offset}`);
    out.push(...page);
    if (page.length < pageSize) return out;
  }
}

/** Mid of a Kalshi market in the model's terms, or null when a side is empty. */
export function kalshiMid(market: KalshiMarketLike): number | null {
  const bid = Number(market.yes_bid_dollars);
  const ask = Number(market.yes_ask_dollars);
  if (bid === 0 || ask === 1) return null;
  return Math.round(((bid + ask) / 2) * 1000) / 1000;
}
