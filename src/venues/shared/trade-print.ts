/**
 * A venue's trade print as pix reads it from the venue's REST trade listing: the row the lake's trade
 * tape stores (src/lake/trades.ts re-exports it), one shape for every venue.
 */
import { formatTrimmed, parseDecimal } from "../../domain/decimal.ts";
import type { VenueFailure } from "./quote.ts";

export interface TradeRow {
  /** The venue's id of the trade (Kalshi `trade_id`; Polymarket: see polymarket-trades.ts). */
  trade_id: string;
  /** Kalshi: the ticker. Polymarket: the market's condition id (Gamma `conditionId`). */
  market_id: string;
  /** The outcome token traded (Polymarket `asset`); null on venues without outcome tokens. */
  token_id: string | null;
  /** Kalshi: null (its price is the YES price). Polymarket: the traded outcome's label. */
  outcome: string | null;
  /** Exact decimal string: Kalshi's YES price, Polymarket's price of the outcome traded. */
  price: string;
  /** Contracts (Kalshi) or shares (Polymarket), exact decimal string. */
  size: string;
  /** Kalshi: `yes` / `no`; Polymarket: `buy` / `sell` (of the outcome token, by the taker). */
  taker_side: string;
  /** When the venue says the trade happened, RFC 3339 UTC. */
  venue_time: string;
  /** When pix read the page that carried it, RFC 3339 UTC to the millisecond. */
  received_at: string;
}

/** A minute's prints from a venue: every print read, and why the read is short when it is. */
export interface TradeListing {
  trades: TradeRow[];
  /** Empty when every page of the window was read. */
  failures: VenueFailure[];
}

/** A window of venue time, [fromMs, toMs). */
export interface TradeWindow {
  fromMs: number;
  toMs: number;
}

/** Whether a venue time (ms) falls in the window. */
export function inWindow(timeMs: number, window: TradeWindow): boolean {
  return timeMs >= window.fromMs && timeMs < window.toMs;
}

/** Exact decimal text of a venue's decimal string or number; null when it is not a plain decimal ≥ 0. */
export function tradeDecimal(value: string | number): string | null {
  // A number is read from its shortest text, so one with more than SCALE decimals is refused, not rounded.
  const scaled = parseDecimal(typeof value === "number" ? String(value) : value);
  if (scaled === null || scaled < 0n) return null;
  return formatTrimmed(scaled, 0);
}

/** RFC 3339 UTC of a venue's time, or null when it is not a time. */
export function tradeInstant(ms: number): string | null {
  return Number.isFinite(ms) && Math.abs(ms) < 8.64e15 ? new Date(ms).toISOString() : null;
}
