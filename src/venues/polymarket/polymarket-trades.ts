/**
 * Polymarket's trade listing on its data API, `GET /trades?limit=&offset=&takerOnly=true` (every market,
 * newest first, offset-paged; `takerOnly` serves each fill once, on its taker's side). Each trade is
 * checked on its own: a malformed trade is skipped and named as a failure, the page is kept.
 *
 * The data API gives a fill no id of its own, so pix names it by what makes it one fill: its transaction
 * hash, the token, the side, the price and the size (`{transactionHash}:{asset}:{side}:{price}:{size}`),
 * the same whichever page and read it comes from.
 */
import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { followOffsets } from "../shared/offset-pages.ts";
import type { VenueFailure } from "../shared/quote.ts";
import { endpoint } from "../shared/request-helpers.ts";
import {
  inWindow,
  parsePrint,
  printValues,
  TradeLedger,
  type TradeListing,
  type TradeRow,
  type TradeWindow,
} from "../shared/trade-print.ts";

export const POLYMARKET_TRADES_STAGE = "polymarket_trades";
/** Trades per data API page. */
export const POLYMARKET_TRADES_LIMIT = 500;

export const polymarketTradesPageSchema = z.array(z.unknown());

export const polymarketTradeSchema = z.object({
  transactionHash: z.string().min(1),
  asset: z.string().min(1),
  conditionId: z.string().min(1),
  side: z.enum(["BUY", "SELL"]),
  price: z.union([z.number(), z.string()]),
  size: z.union([z.number(), z.string()]),
  /** Unix seconds. */
  timestamp: z.number().int().nonnegative(),
  outcome: z.string().nullish(),
});
export type PolymarketTrade = z.infer<typeof polymarketTradeSchema>;

/** A data API trade as a trade row, or the reason it is not one. */
export function readPolymarketTrade(raw: unknown, receivedAt: string): TradeRow | VenueFailure {
  const parsed = parsePrint(polymarketTradeSchema, POLYMARKET_TRADES_STAGE, raw);
  if (!parsed.ok) return parsed.failure;
  const trade = parsed.value;
  const values = printValues(POLYMARKET_TRADES_STAGE, trade.conditionId, {
    price: trade.price,
    size: trade.size,
    timeMs: trade.timestamp * 1000,
  });
  if (!("price" in values)) return values;
  const { price, size } = values;
  const side = trade.side.toLowerCase();
  return {
    trade_id: `${trade.transactionHash}:${trade.asset}:${side}:${price}:${size}`,
    market_id: trade.conditionId,
    token_id: trade.asset,
    outcome: trade.outcome ?? null,
    price: values.price,
    size: values.size,
    taker_side: side,
    venue_time: values.venue_time,
    received_at: receivedAt,
  };
}

/**
 * Every Polymarket print with a venue time in `window`: pages newest first (the shared offset pager) until
 * one reaches past the window's start or the listing ends, at most `maxPages`. A failed page or a longer
 * listing ends the read with a failure; the prints read so far are kept, and the caller says the window is
 * short.
 */
export async function fetchPolymarketTrades(
  dataBaseUrl: string,
  window: TradeWindow,
  client: HttpClient,
  maxPages: number,
): Promise<TradeListing> {
  const trades: TradeRow[] = [];
  const ledger = new TradeLedger();
  let oldestMs = Number.POSITIVE_INFINITY;
  await followOffsets(client, ledger, {
    stage: POLYMARKET_TRADES_STAGE,
    pageSize: POLYMARKET_TRADES_LIMIT,
    maxPages,
    schema: polymarketTradesPageSchema,
    url: (offset) =>
      endpoint(
        dataBaseUrl,
        "/trades",
        new URLSearchParams({
          limit: String(POLYMARKET_TRADES_LIMIT),
          offset: String(offset),
          takerOnly: "true",
        }),
      ),
    onPage: (items, receivedAtMs) => {
      const receivedAt = new Date(receivedAtMs).toISOString();
      oldestMs = Number.POSITIVE_INFINITY;
      for (const raw of items) {
        const read = readPolymarketTrade(raw, receivedAt);
        if (!("trade_id" in read)) {
          ledger.record(read);
          continue;
        }
        const timeMs = Date.parse(read.venue_time);
        oldestMs = Math.min(oldestMs, timeMs);
        if (inWindow(timeMs, window)) trades.push(read);
      }
    },
    last: () => oldestMs < window.fromMs,
  });
  return { trades, failures: ledger.failures };
}
