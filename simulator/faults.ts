/**
 * Fault injection per venue: a mode and how many more requests it affects. Transport faults replace
 * the answer; payload faults rewrite the JSON the route produced, so each one breaks exactly one thing.
 */
import type { VenueId } from "../src/catalog/types.ts";
import { json, type SimReply } from "./reply.ts";

export const FAULT_MODES = [
  "none",
  "http_500",
  "http_429",
  "html",
  "truncated_json",
  "wrong_types",
  "nan_price",
  "negative_price",
  "price_above_one",
  "duplicate_tickers",
  "slow",
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface FaultSetting {
  mode: FaultMode;
  /** Requests still affected; null = until reset. */
  remaining: number | null;
  /** `slow` only: how long each answer is held back. */
  delayMs: number;
  /**
   * Only the market listing's page with this index (offset ÷ limit, from 0) is affected; other requests
   * pass untouched and do not consume `remaining`. Absent: every request to the venue.
   */
  page?: number;
}

/** Longer than the ingest client's default 8 s timeout, so `slow` times out unless told otherwise. */
export const DEFAULT_SLOW_MS = 10_000;

export interface FaultBoard {
  set(venue: VenueId, setting: FaultSetting): void;
  /**
   * The fault for one request to the venue (consuming one count), or null. `page` is the request's
   * market-listing page index, or null for any other request.
   */
  take(venue: VenueId, page?: number | null): FaultSetting | null;
  reset(): void;
  snapshot(): Record<VenueId, FaultSetting>;
}

const NONE: FaultSetting = { mode: "none", remaining: null, delayMs: 0 };

export function createFaultBoard(): FaultBoard {
  const state: Record<VenueId, FaultSetting> = { kalshi: NONE, polymarket: NONE };
  return {
    set(venue, setting) {
      state[venue] = setting.mode === "none" || setting.remaining === 0 ? NONE : { ...setting };
    },
    take(venue, page = null) {
      const current = state[venue];
      if (current.mode === "none") return null;
      if (current.page !== undefined && current.page !== page) return null;
      if (current.remaining !== null) {
        const remaining = current.remaining - 1;
        state[venue] = remaining > 0 ? { ...current, remaining } : NONE;
      }
      return current;
    },
    reset() {
      state.kalshi = NONE;
      state.polymarket = NONE;
    },
    snapshot: () => ({ kalshi: { ...state.kalshi }, polymarket: { ...state.polymarket } }),
  };
}

/** The answer for a fault that replaces the request entirely, or null when the route must run. */
export function transportFault(mode: FaultMode, venue: VenueId): SimReply | null {
  if (mode === "http_500") {
    return venue === "kalshi"
      ? json({ error: { code: "internal_server_error", message: "internal server error" } }, 500)
      : json({ error: "Internal Server Error" }, 500);
  }
  if (mode === "http_429") {
    const retry = { "Retry-After": "1" };
    return venue === "kalshi"
      ? json({ error: { code: "too_many_requests", message: "too many requests" } }, 429, retry)
      : json({ error: "Too Many Requests" }, 429, retry);
  }
  if (mode === "html") {
    // What a CDN challenge or maintenance page looks like: 200, but not the API.
    return {
      status: 200,
      contentType: "text/html; charset=utf-8",
      text: "<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><h1>Checking your browser</h1></body></html>",
    };
  }
  return null;
}

/** Applies a payload fault to a route's JSON answer; error answers and text pass through unchanged. */
export function payloadFault(mode: FaultMode, venue: VenueId, reply: SimReply): SimReply {
  if (!("json" in reply) || reply.status >= 400) return reply;
  const body = reply.json;
  switch (mode) {
    case "truncated_json": {
      const text = JSON.stringify(body);
      return {
        status: reply.status,
        contentType: "application/json",
        text: text.slice(0, Math.floor(text.length / 2)),
      };
    }
    case "wrong_types":
      return { ...reply, json: swapTypes(body) };
    case "nan_price":
      return { ...reply, json: rewritePrices(body, venue, Number.NaN) };
    case "negative_price":
      return { ...reply, json: rewritePrices(body, venue, -0.05) };
    case "price_above_one":
      return { ...reply, json: rewritePrices(body, venue, 1.25) };
    case "duplicate_tickers":
      return { ...reply, json: duplicateListings(body, true) };
    default:
      return reply;
  }
}

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * Every numeric value switches JSON type (numeric strings become numbers, numbers become strings) and
 * JSON-encoded lists (`outcomePrices`) become real arrays: all shapes a schema must refuse.
 */
function swapTypes(value: unknown): unknown {
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    if (NUMERIC_TEXT.test(value)) return Number(value);
    if (value.startsWith("[")) {
      try {
        return swapTypes(JSON.parse(value));
      } catch {
        return value;
      }
    }
    return value;
  }
  if (Array.isArray(value)) return value.map(swapTypes);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swapTypes(v)]));
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Fields holding one price, per venue shape. Kalshi candlestick OHLC fields end in `_dollars` too. */
const KALSHI_PRICE =
  /^(yes|no)_(bid|ask)_dollars$|^(last|previous)_price_dollars$|^previous_yes_(bid|ask)_dollars$|^(open|high|low|close|mean|previous)_dollars$/;
const POLY_PRICE = new Set(["bestBid", "bestAsk", "lastTradePrice", "last_trade_price", "mid", "price", "p"]);

/**
 * Sets every price to `price`, written as the upstream's serialiser would: into a string field as text
 * (NaN → "NaN"), into a number field as a number (a NaN number serialises as JSON null).
 */
function rewritePrices(value: unknown, venue: VenueId, price: number): unknown {
  const text = Number.isNaN(price) ? "NaN" : venue === "kalshi" ? price.toFixed(4) : String(price);
  const replace = (current: unknown) =>
    typeof current === "string" ? text : typeof current === "number" ? price : current;
  const walk = (node: unknown, key: string | null): unknown => {
    if (Array.isArray(node)) {
      // Kalshi book levels are [price, size] tuples.
      if ((key === "yes_dollars" || key === "no_dollars") && venue === "kalshi") {
        return node.map((level) => (Array.isArray(level) ? [replace(level[0]), ...level.slice(1)] : level));
      }
      return node.map((item) => walk(item, null));
    }
    if (!isRecord(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (venue === "kalshi" && KALSHI_PRICE.test(k)) out[k] = replace(v);
      else if (venue === "polymarket" && POLY_PRICE.has(k)) out[k] = replace(v);
      else if (venue === "polymarket" && k === "outcomePrices" && typeof v === "string") {
        out[k] = `[${JSON.stringify(text)}, ${JSON.stringify(text)}]`;
      } else out[k] = walk(v, k);
    }
    return out;
  };
  return walk(value, null);
}

/** Each listed market (top-level arrays, and `markets` arrays) appears twice in a row. */
function duplicateListings(value: unknown, topLevel: boolean): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => duplicateListings(item, false));
    return topLevel ? items.flatMap((item) => [item, item]) : items;
  }
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === "markets" && Array.isArray(v) ? duplicateListings(v, true) : duplicateListings(v, false);
  }
  return out;
}
