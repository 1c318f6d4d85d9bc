import { z } from "zod";
import { SAFE_ID } from "../../shared/normalize-result.ts";

/**
 * Kalshi Trade API WebSocket v2 server frames. Every frame is a JSON object `{ type, sid?, seq?, id?,
 * msg }`: `sid` is the subscription, `seq` its message number (one sequence per subscription, across
 * all its markets, starting at 1 with the first snapshot), `id` the client command answered.
 * Prices are dollar strings per $1 contract (`"0.4500"`, up to 6 decimals) and counts fixed-point
 * strings with 2 decimals (`"250.00"`); the integer-cent fields are gone and not read.
 *
 * - `orderbook_snapshot` (channel `orderbook_delta`): `msg { market_ticker, market_id,
 *   yes_dollars_fp?: [[price, count]…], no_dollars_fp?: [[price, count]…] }`: resting bids on both
 *   outcomes; a side may be absent (a settled market sends neither). No timestamp.
 * - `orderbook_delta`: `msg { market_ticker, market_id, price_dollars, delta_fp (signed change in
 *   resting count), side: "yes"|"no", ts? (RFC 3339), ts_ms? (epoch ms), client_order_id?, subaccount? }`.
 * - `trade`: `msg { trade_id, market_ticker, yes_price_dollars, no_price_dollars, count_fp,
 *   taker_side? and taker_outcome_side?: "yes"|"no", taker_book_side?: "bid"|"ask", ts (epoch s), ts_ms? }`.
 * - `ticker` (public: no key needed): `msg { market_ticker, market_id?, price_dollars (last trade),
 *   yes_bid_dollars, yes_ask_dollars, volume_fp?, open_interest_fp?, dollar_volume?, dollar_open_interest?,
 *   ts (epoch s), ts_ms? }`; an empty YES bid side quotes 0 and an empty ask side 1, a market never traded
 *   a last price of 0. Sent when a followed market's best prices or last price change.
 * - `market_lifecycle_v2`: `msg { market_ticker, event_type: created|activated|deactivated|
 *   close_date_updated|determined|settled, open_ts?, close_ts?, result?, settlement_value?,
 *   determination_ts?, settled_ts?, is_deactivated?, additional_metadata? }` (times in epoch s);
 *   `event_lifecycle` frames (whole events) share the channel.
 * - control: `subscribed { id, msg { channel, sid } }`, `unsubscribed { id?, sid, seq? }`,
 *   `ok { id, sid?, seq?, msg? }`, `error { id?, msg { code, msg } }` (numbered codes: 1 unable to
 *   process, 2 params required, 3 channels required, 5 unknown command, 8 unknown channel,
 *   9 authentication required, 11 invalid parameter, …).
 */

const ticker = z.string().regex(SAFE_ID);
const counter = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
/** A decimal string; longer text is no venue decimal, so it fails the shape before any arithmetic. */
const decimal = z.string().max(40);
const outcome = z.enum(["yes", "no"]);
const epochSeconds = z.number().int().nonnegative().nullish();
const levels = z.array(z.tuple([decimal, decimal])).nullish();

export const kalshiSnapshotFrameSchema = z.object({
  type: z.literal("orderbook_snapshot"),
  sid: counter,
  seq: counter,
  msg: z.object({
    market_ticker: ticker,
    market_id: z.string().nullish(),
    yes_dollars_fp: levels,
    no_dollars_fp: levels,
  }),
});

export const kalshiDeltaFrameSchema = z.object({
  type: z.literal("orderbook_delta"),
  sid: counter,
  seq: counter,
  msg: z.object({
    market_ticker: ticker,
    market_id: z.string().nullish(),
    price_dollars: decimal,
    delta_fp: decimal,
    side: outcome,
    ts: z.string().max(64).nullish(),
    ts_ms: counter.nullish(),
    client_order_id: z.string().nullish(),
    subaccount: z.number().nullish(),
  }),
});

export const kalshiTradeFrameSchema = z.object({
  type: z.literal("trade"),
  sid: counter,
  seq: counter.nullish(),
  msg: z.object({
    trade_id: z.string().max(200).nullish(),
    market_ticker: ticker,
    yes_price_dollars: decimal,
    no_price_dollars: decimal.nullish(),
    count_fp: decimal,
    taker_side: outcome.nullish(),
    taker_outcome_side: outcome.nullish(),
    taker_book_side: z.enum(["bid", "ask"]).nullish(),
    ts: epochSeconds,
    ts_ms: counter.nullish(),
  }),
});

export const kalshiTickerFrameSchema = z.object({
  type: z.literal("ticker"),
  sid: counter,
  seq: counter.nullish(),
  msg: z.object({
    market_ticker: ticker,
    market_id: z.string().max(200).nullish(),
    price_dollars: decimal,
    yes_bid_dollars: decimal,
    yes_ask_dollars: decimal,
    ts: epochSeconds,
    ts_ms: counter.nullish(),
  }),
});

export const kalshiLifecycleFrameSchema = z.object({
  type: z.literal("market_lifecycle_v2"),
  sid: counter,
  seq: counter.nullish(),
  msg: z.object({
    market_ticker: ticker,
    event_type: z.string().regex(/^[a-z_]{1,64}$/),
    open_ts: epochSeconds,
    close_ts: epochSeconds,
    result: z.string().max(64).nullish(),
    settlement_value: decimal.nullish(),
    determination_ts: epochSeconds,
    settled_ts: epochSeconds,
    is_deactivated: z.boolean().nullish(),
  }),
});

export const kalshiSubscribedFrameSchema = z.object({
  type: z.literal("subscribed"),
  id: counter.nullish(),
  msg: z.object({ channel: z.string().max(64), sid: counter }),
});

export const kalshiUnsubscribedFrameSchema = z.object({
  type: z.literal("unsubscribed"),
  id: counter.nullish(),
  sid: counter.nullish(),
  seq: counter.nullish(),
});

export const kalshiOkFrameSchema = z.object({
  type: z.literal("ok"),
  id: counter.nullish(),
  sid: counter.nullish(),
  seq: counter.nullish(),
});

export const kalshiErrorFrameSchema = z.object({
  type: z.literal("error"),
  id: counter.nullish(),
  msg: z.object({ code: z.number().int(), msg: z.string().max(1_000) }),
});

export type KalshiSnapshotFrame = z.infer<typeof kalshiSnapshotFrameSchema>;
export type KalshiDeltaFrame = z.infer<typeof kalshiDeltaFrameSchema>;
export type KalshiTradeFrame = z.infer<typeof kalshiTradeFrameSchema>;
export type KalshiTickerFrame = z.infer<typeof kalshiTickerFrameSchema>;
export type KalshiLifecycleFrame = z.infer<typeof kalshiLifecycleFrameSchema>;
