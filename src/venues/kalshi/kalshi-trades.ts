/**
 * Kalshi's whole-venue trade listing, `GET /markets/trades?min_ts=&max_ts=&limit=&cursor=` (no ticker:
 * every market's prints, newest first, cursor-paged). The envelope is checked per page, each trade on its
 * own: a malformed trade is skipped and named as a failure, the page is kept.
 */
import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { followCursor } from "../shared/cursor-pages.ts";
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

export const KALSHI_TRADES_STAGE = "kalshi_trades";
/** Kalshi's largest page of trades. */
export const KALSHI_TRADES_LIMIT = 1000;

export const kalshiTradesPageSchema = z.object({
  trades: z.array(z.unknown()).nullish(),
  cursor: z.string().nullish(),
});

/** One trade. The dollar and fixed-point fields are read; the older integer forms are the fallback. */
export const kalshiTradeSchema = z.object({
  trade_id: z.string().min(1),
  ticker: z.string().min(1),
  taker_side: z.enum(["yes", "no"]),
  created_time: z.string().min(1),
  yes_price_dollars: z.string().nullish(),
  yes_price: z.number().nullish(),
  count_fp: z.string().nullish(),
  count: z.number().nullish(),
});
export type KalshiTrade = z.infer<typeof kalshiTradeSchema>;

/** A Kalshi trade as a trade row, or the reason it is not one. */
export function readKalshiTrade(raw: unknown, receivedAt: string): TradeRow | VenueFailure {
  const parsed = parsePrint(kalshiTradeSchema, KALSHI_TRADES_STAGE, raw);
  if (!parsed.ok) return parsed.failure;
  const trade = parsed.value;
  const values = printValues(KALSHI_TRADES_STAGE, trade.ticker, {
    price:
      trade.yes_price_dollars ??
      (trade.yes_price != null && Number.isInteger(trade.yes_price) ? trade.yes_price / 100 : null),
    size: trade.count_fp ?? trade.count ?? null,
    timeMs: Date.parse(trade.created_time),
  });
  if (!("price" in values)) return values;
  return {
    trade_id: trade.trade_id,
    market_id: trade.ticker,
    token_id: null,
    outcome: null,
    price: values.price,
    size: values.size,
    taker_side: trade.taker_side,
    venue_time: values.venue_time,
    received_at: receivedAt,
  };
}

/**
 * Every Kalshi print with a venue time in `window`, following the cursor (the shared pager) for at most
 * `maxPages` pages, until it comes back empty or a page has no trades. A page that fails (after the
 * client's retries), a cursor the venue repeats, or a listing longer than `maxPages` ends the read with a
 * failure: the prints read so far are kept, and the caller says the window is short.
 */
export async function fetchKalshiTrades(
  baseUrl: string,
  window: TradeWindow,
  client: HttpClient,
  maxPages: number,
): Promise<TradeListing> {
  const trades: TradeRow[] = [];
  const ledger = new TradeLedger();
  await followCursor(client, ledger, {
    stage: KALSHI_TRADES_STAGE,
    maxPages,
    schema: kalshiTradesPageSchema,
    url: (cursor) => {
      const query = new URLSearchParams({
        min_ts: String(Math.floor(window.fromMs / 1000)),
        max_ts: String(Math.ceil(window.toMs / 1000)),
        limit: String(KALSHI_TRADES_LIMIT),
      });
      if (cursor !== "") query.set("cursor", cursor);
      return endpoint(baseUrl, "/markets/trades", query);
    },
    onPage: (page, receivedAtMs) => {
      const receivedAt = new Date(receivedAtMs).toISOString();
      for (const raw of page.trades ?? []) {
        const read = readKalshiTrade(raw, receivedAt);
        if (!("trade_id" in read)) ledger.record(read);
        // Kalshi's bounds are whole seconds: prints outside the minute's milliseconds belong to another.
        else if (inWindow(Date.parse(read.venue_time), window)) trades.push(read);
      }
    },
    last: (page) => (page.trades ?? []).length === 0,
  });
  return { trades, failures: ledger.failures };
}
