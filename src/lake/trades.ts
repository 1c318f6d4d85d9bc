/**
 * The bytes of the lake's trade tape (keys: ./keys.ts), beside the quote tape of the same minute. Pure.
 * One trades object per venue and collection minute holds every trade print the venue published with a
 * venue time in [cycle start − 60 s, cycle start), so each trade lands in exactly one minute:
 * - the trades object (`{snapshot}/trades`): NDJSON, one TradeRow per line, sorted by market, then
 *   outcome token (venues with tokens), then venue time, then trade id; each venue trade id at most once;
 * - its offsets index (`{snapshot}/trades.idx`): little-endian uint32 byte offsets of every row start
 *   plus the end (./tape.ts), so a page is two bounded range reads;
 * - its market index (`{snapshot}/trades.markets`): JSON, each market's first row and row count, so one
 *   market's prints are one contiguous, bounded range of the object;
 * - its token index (`{snapshot}/trades.tokens`, venues with outcome tokens): the same by token id, so
 *   one outcome's prints are one range too (Polymarket's candles name a market by its Gamma id, its
 *   prints by condition id; the outcome's token joins them).
 * Whether the minute's prints are complete travels with the object (its custom metadata).
 */
import { findVenue, type TradeSelection } from "../venues/registry.ts";
import type { TradeRow, TradeWindow } from "../venues/shared/trade-print.ts";
import { encodeTape } from "./tape.ts";

export type { TradeRow } from "../venues/shared/trade-print.ts";

export type TradesCompleteness =
  | { status: "complete" }
  | { status: "incomplete"; failures: { reason: string; stage: string }[] };

/** Each market's rows in the trades object: the first row's index and how many. */
export type TradeMarketIndex = Record<string, [first: number, count: number]>;

/** Whose prints to read from a trades object: one market's, or one outcome token's. */
export type { TradeSelection };

/**
 * The trade prints in the terms of one outcome's candles, or null when the venue's prints have none:
 * Kalshi's prints carry the YES price of the ticker the candles name; Polymarket's are each of one
 * outcome token at that token's price, so an outcome's prints are its token's (the token its quote rows
 * carry; the prints name the market by condition id, the rows by Gamma id).
 */
export function tradeSelection(
  venue: string,
  market: string,
  outcome: string,
  tokenId: string | null,
): TradeSelection | null {
  const trades = findVenue(venue)?.trades;
  return trades ? trades.select(market, outcome, tokenId) : tokenId === null ? null : { token: tokenId };
}

/** Venue pages read for one minute's trades at most: past it the minute is incomplete, never unbounded. */
export const TRADE_PAGES_PER_MINUTE = 20;

/** The venue-time window of the minute whose collection starts at `cycleStartMs`: [start − 60 s, start). */
export function tradeWindow(cycleStartMs: number): TradeWindow {
  return { fromMs: cycleStartMs - 60_000, toMs: cycleStartMs };
}

/**
 * The rows once each (first occurrence of a trade id wins), in tape order: market, outcome token, venue
 * time, trade id.
 */
export function tapeOrder(rows: readonly TradeRow[]): TradeRow[] {
  const seen = new Set<string>();
  const unique = rows.filter((row) => {
    if (seen.has(row.trade_id)) return false;
    seen.add(row.trade_id);
    return true;
  });
  return unique.sort(
    (a, b) =>
      compare(a.market_id, b.market_id) ||
      compare(a.token_id ?? "", b.token_id ?? "") ||
      compare(a.venue_time, b.venue_time) ||
      compare(a.trade_id, b.trade_id),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The trades object, its offsets index, its market index and its token index (empty on venues without
 * tokens), from rows already in tape order.
 */
export function encodeTrades(rows: readonly TradeRow[]): {
  body: Uint8Array;
  index: Uint8Array;
  markets: TradeMarketIndex;
  tokens: TradeMarketIndex;
} {
  const { body, index } = encodeTape(rows);
  const markets: TradeMarketIndex = {};
  const tokens: TradeMarketIndex = {};
  const count = (spans: TradeMarketIndex, id: string, i: number) => {
    const span = spans[id];
    if (span) span[1]++;
    else spans[id] = [i, 1];
  };
  rows.forEach((row, i) => {
    count(markets, row.market_id, i);
    if (row.token_id !== null) count(tokens, row.token_id, i);
  });
  return { body, index, markets, tokens };
}

export function decodeTradeLines(text: string): TradeRow[] {
  return text
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as TradeRow);
}

/** Failures named per minute at most: the rest are counted in the last one's reason. */
export const TRADE_FAILURES_KEPT = 5;

/** The completeness of a minute's trades from the failures of its read (none: complete). */
export function tradesCompleteness(
  failures: readonly { reason: string; stage: string }[],
): TradesCompleteness {
  if (failures.length === 0) return { status: "complete" };
  const kept = failures.slice(0, TRADE_FAILURES_KEPT).map(({ reason, stage }) => ({ reason, stage }));
  const more = failures.length - kept.length;
  if (more > 0) kept.push({ reason: `${more}_more_failures`, stage: kept[0]?.stage ?? "trades" });
  return { status: "incomplete", failures: kept };
}
