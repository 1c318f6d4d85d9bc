import { type BookLevel, priceText } from "../../../domain/book/index.ts";
import {
  type BookEvent,
  type DeltaEvent,
  type FrameResult,
  MAX_FRAME_BYTES,
  type MarketEvent,
  type StatusEvent,
  type TradeEvent,
} from "../../shared/market-event.ts";
import {
  controlEvent,
  frameType,
  parseFrameWith,
  type Read,
  readEpochMsText,
  readFrameJson,
  readLevelPrice,
  readQuotePrice,
  readSize,
  reject,
} from "../../shared/market-frame.ts";
import type { ClobBook } from "../polymarket-schema.ts";
import {
  type PolymarketBook,
  type PolymarketLastTrade,
  type PolymarketPriceChange,
  type PolymarketTickSize,
  polymarketBookSchema,
  polymarketLastTradeSchema,
  polymarketPriceChangeSchema,
  polymarketTickSizeSchema,
} from "./polymarket-ws-schema.ts";

const VENUE = "polymarket";

/** The server's answer to the `PING` keepalive. */
export const POLYMARKET_PONG = "PONG";

const PONG_EVENT = controlEvent(VENUE, "pong");

/**
 * One Polymarket market-channel text frame as market events (./polymarket-ws-schema.ts has the
 * shapes): a frame holding an array gives one or more events per member, a `price_change` one delta
 * per entry. Any bad member or field rejects the whole frame.
 */
export function parsePolymarketFrame(text: string, options: { maxBytes?: number } = {}): FrameResult {
  if (text === POLYMARKET_PONG) return { ok: true, events: [PONG_EVENT] };
  const json = readFrameJson(VENUE, text, options.maxBytes ?? MAX_FRAME_BYTES);
  if (!json.ok) return json;
  const members = Array.isArray(json.value) ? json.value : [json.value];
  const events: MarketEvent[] = [];
  for (const member of members) {
    const read = memberEvents(member);
    if (!read.ok) return read;
    events.push(...read.value);
  }
  return { ok: true, events };
}

/** A full token book from `{ price, size }` levels, as the REST book (`GET /book`) and the stream's `book` list them. */
export function polymarketBookSnapshot(
  bids: readonly { price: string; size: string }[],
  asks: readonly { price: string; size: string }[],
): Read<{ bids: BookLevel[]; asks: BookLevel[] }> {
  const readBids = readLevels(bids, "bids");
  if (!readBids.ok) return readBids;
  const readAsks = readLevels(asks, "asks");
  if (!readAsks.ok) return readAsks;
  return { ok: true, value: { bids: readBids.value, asks: readAsks.value } };
}

/** The REST book (`GET /book`, `POST /books`) as a full book, to start or rebuild one. */
export function clobRestSnapshot(book: ClobBook): Read<{ bids: BookLevel[]; asks: BookLevel[] }> {
  return polymarketBookSnapshot(book.bids, book.asks);
}

function memberEvents(member: unknown): Read<MarketEvent[]> {
  const type = frameType(member, "event_type");
  switch (type) {
    case "book":
      return parseFrameWith(VENUE, polymarketBookSchema, member, bookEvent);
    case "price_change":
      return parseFrameWith(VENUE, polymarketPriceChangeSchema, member, deltaEvents);
    case "last_trade_price":
      return parseFrameWith(VENUE, polymarketLastTradeSchema, member, tradeEvent);
    case "tick_size_change":
      return parseFrameWith(VENUE, polymarketTickSizeSchema, member, statusEvent);
    case null:
      return reject(VENUE, "invalid_shape", "event_type");
    default:
      return reject(VENUE, "unknown_type", "event_type");
  }
}

function bookEvent(book: PolymarketBook): Read<MarketEvent[]> {
  const time = readEpochMsText(VENUE, book.timestamp, "timestamp");
  if (!time.ok) return time;
  const snapshot = polymarketBookSnapshot(book.bids, book.asks);
  if (!snapshot.ok) return snapshot;
  const tick = optionalQuote(book.tick_size, "tick_size");
  if (!tick.ok) return tick;
  const event: BookEvent = {
    kind: "book",
    ...base(book.asset_id, time.value),
    ...snapshot.value,
    tick_size: tick.value,
    hash: book.hash ?? null,
  };
  return { ok: true, value: [event] };
}

function deltaEvents(change: PolymarketPriceChange): Read<MarketEvent[]> {
  const time = readEpochMsText(VENUE, change.timestamp, "timestamp");
  if (!time.ok) return time;
  const events: DeltaEvent[] = [];
  for (const [index, entry] of change.price_changes.entries()) {
    const field = `price_changes.${index}`;
    const price = readLevelPrice(VENUE, entry.price, `${field}.price`);
    if (!price.ok) return price;
    const size = readSize(VENUE, entry.size, `${field}.size`);
    if (!size.ok) return size;
    const bid = optionalQuote(entry.best_bid, `${field}.best_bid`);
    if (!bid.ok) return bid;
    const ask = optionalQuote(entry.best_ask, `${field}.best_ask`);
    if (!ask.ok) return ask;
    events.push({
      kind: "delta",
      ...base(entry.asset_id, time.value),
      side: entry.side === "BUY" ? "bid" : "ask",
      price: priceText(price.value),
      mode: "set",
      amount: size.value,
      venue_top:
        entry.best_bid === undefined && entry.best_ask === undefined
          ? null
          : { bid: emptyAs(bid.value, "0.0000"), ask: emptyAs(ask.value, "1.0000") },
      hash: entry.hash ?? null,
    });
  }
  return { ok: true, value: events };
}

function tradeEvent(trade: PolymarketLastTrade): Read<MarketEvent[]> {
  const time = readEpochMsText(VENUE, trade.timestamp, "timestamp");
  if (!time.ok) return time;
  const price = readLevelPrice(VENUE, trade.price, "price");
  if (!price.ok) return price;
  const size = readSize(VENUE, trade.size, "size");
  if (!size.ok) return size;
  const event: TradeEvent = {
    kind: "trade",
    ...base(trade.asset_id, time.value),
    price: priceText(price.value),
    size: size.value,
    taker: trade.side === "BUY" ? "buy" : trade.side === "SELL" ? "sell" : null,
    trade_id: trade.transaction_hash ?? null,
  };
  return { ok: true, value: [event] };
}

function statusEvent(change: PolymarketTickSize): Read<MarketEvent[]> {
  const time = readEpochMsText(VENUE, change.timestamp, "timestamp");
  if (!time.ok) return time;
  const tick = readQuotePrice(VENUE, change.new_tick_size, "new_tick_size");
  if (!tick.ok) return tick;
  const event: StatusEvent = {
    kind: "status",
    ...base(change.asset_id, time.value),
    status: "tick_size_change",
    result: null,
    tick_size: tick.value,
    close_time_ms: null,
  };
  return { ok: true, value: [event] };
}

function readLevels(levels: readonly { price: string; size: string }[], field: string): Read<BookLevel[]> {
  const read: BookLevel[] = [];
  for (const level of levels) {
    const price = readLevelPrice(VENUE, level.price, field);
    if (!price.ok) return price;
    const size = readSize(VENUE, level.size, field);
    if (!size.ok) return size;
    read.push({ price: priceText(price.value), size: size.value });
  }
  return { ok: true, value: read };
}

function optionalQuote(text: string | null | undefined, field: string): Read<string | null> {
  return text === null || text === undefined ? { ok: true, value: null } : readQuotePrice(VENUE, text, field);
}

/** The venue writes an empty side's best price as 0 (bids) or 1 (asks): no price. */
function emptyAs(value: string | null, empty: string): string | null {
  return value === empty ? null : value;
}

function base(market: string, time: number) {
  return { venue: VENUE, market, sid: null, seq: null, venue_time_ms: time } as const;
}
