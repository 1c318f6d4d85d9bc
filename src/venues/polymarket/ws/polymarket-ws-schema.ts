import { z } from "zod";
import { SAFE_ID } from "../../shared/normalize-result.ts";

/**
 * Polymarket CLOB market channel frames (public, no sequence numbers). Each JSON frame is one event
 * object, or an array of them (the books sent on subscribing come as one array); every event names
 * its kind in `event_type`. Prices and sizes are decimal strings (some written without a leading
 * zero: ".48"); `timestamp` is epoch milliseconds as a string; `asset_id` is the outcome token,
 * `market` the condition id (0x…).
 *
 * - `book`: `{ asset_id, market, bids: [{ price, size }…], asks: [{ price, size }…], timestamp, hash,
 *   tick_size?, last_trade_price?, min_order_size?, neg_risk? }`: the whole book of one token, sent
 *   on subscribing and after a trade that moves it.
 * - `price_change`: `{ market, price_changes: [{ asset_id, price, size, side: "BUY"|"SELL", hash,
 *   best_bid, best_ask }…], timestamp }`: each entry is the new resting size at one price of one
 *   token's side (BUY = bids, SELL = asks; "0" removes the level) and that token's best bid and ask
 *   after it. (The older shape, one `asset_id` with `changes: [{ price, side, size }]`, is gone.)
 * - `last_trade_price`: `{ asset_id, market, price, size, side: "BUY"|"SELL", fee_rate_bps,
 *   timestamp, transaction_hash? }`.
 * - `tick_size_change`: `{ asset_id, market, old_tick_size, new_tick_size, timestamp }`.
 * - keepalive: the client sends the text `PING`, the server answers the text `PONG`.
 * (`best_bid_ask`, `new_market` and `market_resolved` come only when asked for with
 * `custom_feature_enabled`, which pix does not ask.)
 */

const id = z.string().regex(SAFE_ID);
const decimal = z.string().max(40);
const timestamp = z.string().max(20);
const level = z.object({ price: decimal, size: decimal });
const side = z.enum(["BUY", "SELL"]);

export const polymarketBookSchema = z.object({
  event_type: z.literal("book"),
  asset_id: id,
  market: id.nullish(),
  bids: z.array(level),
  asks: z.array(level),
  timestamp,
  hash: z.string().max(200).nullish(),
  tick_size: decimal.nullish(),
  last_trade_price: decimal.nullish(),
});

export const polymarketPriceChangeSchema = z.object({
  event_type: z.literal("price_change"),
  market: id.nullish(),
  price_changes: z
    .array(
      z.object({
        asset_id: id,
        price: decimal,
        size: decimal,
        side,
        hash: z.string().max(200).nullish(),
        best_bid: decimal.nullish(),
        best_ask: decimal.nullish(),
      }),
    )
    .min(1),
  timestamp,
});

export const polymarketLastTradeSchema = z.object({
  event_type: z.literal("last_trade_price"),
  asset_id: id,
  market: id.nullish(),
  price: decimal,
  size: decimal,
  side: side.nullish(),
  fee_rate_bps: decimal.nullish(),
  timestamp,
  transaction_hash: z.string().max(200).nullish(),
});

export const polymarketTickSizeSchema = z.object({
  event_type: z.literal("tick_size_change"),
  asset_id: id,
  market: id.nullish(),
  old_tick_size: decimal.nullish(),
  new_tick_size: decimal,
  timestamp,
});

export type PolymarketBook = z.infer<typeof polymarketBookSchema>;
export type PolymarketPriceChange = z.infer<typeof polymarketPriceChangeSchema>;
export type PolymarketLastTrade = z.infer<typeof polymarketLastTradeSchema>;
export type PolymarketTickSize = z.infer<typeof polymarketTickSizeSchema>;
