import type { BookLevel, BookSide } from "../../domain/book/index.ts";
import type { VenueId } from "../../domain/methodology/venues.ts";

/**
 * What a venue's market-data WebSocket frame means, whatever the venue: one frame becomes zero or
 * more of these events, or one typed rejection (never a throw, never part of a frame). Prices and
 * sizes are exact decimal text in the YES outcome's terms for Kalshi and the token's terms for
 * Polymarket; `market` is the book's key (a Kalshi ticker, a Polymarket token id).
 */

interface MarketEventBase {
  venue: VenueId;
  market: string;
  /** The venue's subscription id and its sequence number, when the venue numbers its messages (Kalshi). */
  sid: number | null;
  seq: number | null;
  /** The venue's own clock for the event (epoch milliseconds), when the frame carries one. */
  venue_time_ms: number | null;
}

/** A full book for one market: replaces whatever the feed held. */
export interface BookEvent extends MarketEventBase {
  kind: "book";
  bids: BookLevel[];
  asks: BookLevel[];
  tick_size: string | null;
  /** The venue's digest of the book, when it sends one (Polymarket). */
  hash: string | null;
}

/**
 * One change at one price: `change` adds the signed `amount` to the resting size (Kalshi), `set`
 * makes `amount` the resting size (Polymarket; "0" removes the level).
 */
export interface DeltaEvent extends MarketEventBase {
  kind: "delta";
  side: BookSide;
  price: string;
  mode: "change" | "set";
  amount: string;
  /** The venue's best bid and ask after the change, when it sends them (Polymarket): a check on the book. */
  venue_top: { bid: string | null; ask: string | null } | null;
  /**
   * The venue's digest of the whole book after the change, when it sends one (Polymarket): the same
   * digest its REST book carries for that state, so a REST answer can be paired with the stream's state.
   */
  hash: string | null;
}

export interface TradeEvent extends MarketEventBase {
  kind: "trade";
  price: string;
  size: string;
  /** Whether the taker bought or sold (YES, for Kalshi), when the venue says. */
  taker: "buy" | "sell" | null;
  trade_id: string | null;
}

/**
 * The venue's own best prices and last trade for a market (Kalshi's public `ticker` channel), for a feed
 * that holds no order book: each side null when it is empty, `last` null before any trade.
 */
export interface TickerEvent extends MarketEventBase {
  kind: "ticker";
  bid: string | null;
  ask: string | null;
  last: string | null;
}

/** A change in the market's state: Kalshi's lifecycle events, Polymarket's tick size changes. */
export interface StatusEvent extends MarketEventBase {
  kind: "status";
  /** The venue's word: `created`, `activated`, `deactivated`, `close_date_updated`, `determined`, `settled`, … or `tick_size_change`. */
  status: string;
  result: string | null;
  tick_size: string | null;
  close_time_ms: number | null;
}

/** An answer about the connection rather than a market: subscriptions, errors, keepalive. */
export interface ControlEvent {
  kind: "control";
  venue: VenueId;
  /** No market: control frames are about the connection. */
  market: null;
  control: "subscribed" | "unsubscribed" | "ok" | "error" | "pong";
  /** The command id it answers (Kalshi). */
  id: number | null;
  sid: number | null;
  seq: number | null;
  channel: string | null;
  code: number | null;
  message: string | null;
}

export type MarketEvent = BookEvent | DeltaEvent | TradeEvent | TickerEvent | StatusEvent | ControlEvent;

/** Why a frame was refused as a whole. */
export type FrameRejection =
  | "frame_too_large"
  | "not_json"
  | "invalid_shape"
  | "unknown_type"
  | "invalid_price"
  | "price_out_of_range"
  | "invalid_size"
  | "negative_size"
  | "crossed_prices"
  | "invalid_timestamp";

export type FrameResult =
  | { ok: true; events: MarketEvent[] }
  | { ok: false; venue: VenueId; reason: FrameRejection; detail: string };

/** The largest frame read, in UTF-8 bytes, unless the caller states another limit. */
export const MAX_FRAME_BYTES = 1_048_576;
