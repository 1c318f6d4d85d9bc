import { type BookLevel, priceText, yesTerms } from "../../../domain/book/index.ts";
import { ONE, parseDecimal, type Scaled, ZERO } from "../../../domain/decimal.ts";
import {
  type BookEvent,
  type DeltaEvent,
  type FrameResult,
  MAX_FRAME_BYTES,
  type StatusEvent,
  type TickerEvent,
  type TradeEvent,
} from "../../shared/market-event.ts";
import {
  controlEvent,
  frameType,
  oneEvent,
  parseFrameWith,
  type Read,
  readFrameJson,
  readLevelPrice,
  readQuotePrice,
  readSignedSize,
  readSize,
  reject,
} from "../../shared/market-frame.ts";
import { readInstant } from "../../shared/quote-values.ts";
import type { KalshiOrderbook } from "../kalshi-schema.ts";
import {
  type KalshiDeltaFrame,
  type KalshiLifecycleFrame,
  type KalshiSnapshotFrame,
  type KalshiTickerFrame,
  type KalshiTradeFrame,
  kalshiDeltaFrameSchema,
  kalshiErrorFrameSchema,
  kalshiLifecycleFrameSchema,
  kalshiOkFrameSchema,
  kalshiSnapshotFrameSchema,
  kalshiSubscribedFrameSchema,
  kalshiTickerFrameSchema,
  kalshiTradeFrameSchema,
  kalshiUnsubscribedFrameSchema,
} from "./kalshi-ws-schema.ts";

const VENUE = "kalshi";

/**
 * One Kalshi WebSocket text frame as market events (./kalshi-ws-schema.ts has the shapes). Books and
 * deltas come out in YES terms: YES bids are bids, a NO bid at p is an ask at 1 − p. `event_lifecycle`
 * frames (whole events, not markets) give no event. Anything else, or any bad field, rejects the
 * frame whole.
 */
export function parseKalshiFrame(text: string, options: { maxBytes?: number } = {}): FrameResult {
  const json = readFrameJson(VENUE, text, options.maxBytes ?? MAX_FRAME_BYTES);
  if (!json.ok) return json;
  const frame = json.value;
  const type = frameType(frame, "type");
  switch (type) {
    case "orderbook_snapshot":
      return oneEvent(parseFrameWith(VENUE, kalshiSnapshotFrameSchema, frame, snapshotEvent));
    case "orderbook_delta":
      return oneEvent(parseFrameWith(VENUE, kalshiDeltaFrameSchema, frame, deltaEvent));
    case "trade":
      return oneEvent(parseFrameWith(VENUE, kalshiTradeFrameSchema, frame, tradeEvent));
    case "ticker":
      return oneEvent(parseFrameWith(VENUE, kalshiTickerFrameSchema, frame, tickerEvent));
    case "market_lifecycle_v2":
      return oneEvent(parseFrameWith(VENUE, kalshiLifecycleFrameSchema, frame, statusEvent));
    case "event_lifecycle":
      return { ok: true, events: [] };
    case "subscribed":
      return oneEvent(
        parseFrameWith(VENUE, kalshiSubscribedFrameSchema, frame, (f) =>
          ok(controlEvent(VENUE, "subscribed", { id: f.id, sid: f.msg.sid, channel: f.msg.channel })),
        ),
      );
    case "unsubscribed":
      return oneEvent(
        parseFrameWith(VENUE, kalshiUnsubscribedFrameSchema, frame, (f) =>
          ok(controlEvent(VENUE, "unsubscribed", f)),
        ),
      );
    case "ok":
      return oneEvent(
        parseFrameWith(VENUE, kalshiOkFrameSchema, frame, (f) => ok(controlEvent(VENUE, "ok", f))),
      );
    case "error":
      return oneEvent(
        parseFrameWith(VENUE, kalshiErrorFrameSchema, frame, (f) =>
          ok(controlEvent(VENUE, "error", { id: f.id, code: f.msg.code, message: f.msg.msg })),
        ),
      );
    default:
      return type === null ? reject(VENUE, "invalid_shape", "type") : reject(VENUE, "unknown_type", "type");
  }
}

/**
 * A full Kalshi book in YES terms from its bids on both outcomes, `[price, count]` strings as both the
 * REST order book (`orderbook_fp.yes_dollars`/`no_dollars`) and the stream's snapshot list them.
 */
export function kalshiBookSnapshot(
  yes: readonly (readonly [string, string])[],
  no: readonly (readonly [string, string])[],
): Read<{ bids: BookLevel[]; asks: BookLevel[] }> {
  const bids: BookLevel[] = [];
  const asks: BookLevel[] = [];
  for (const [outcome, levels] of [
    ["yes", yes],
    ["no", no],
  ] as const) {
    const field = `${outcome}_dollars_fp`;
    for (const [priceField, sizeField] of levels) {
      const price = readLevelPrice(VENUE, priceField, field);
      if (!price.ok) return price;
      const size = readSize(VENUE, sizeField, field);
      if (!size.ok) return size;
      const level = yesTerms(outcome, price.value);
      (level.side === "bid" ? bids : asks).push({ price: priceText(level.price), size: size.value });
    }
  }
  return { ok: true, value: { bids, asks } };
}

/** The REST order book (`GET /markets/{ticker}/orderbook`) as a full book, to rebuild one after a gap. */
export function kalshiRestSnapshot(book: KalshiOrderbook): Read<{ bids: BookLevel[]; asks: BookLevel[] }> {
  return kalshiBookSnapshot(book.orderbook_fp.yes_dollars, book.orderbook_fp.no_dollars);
}

function snapshotEvent(frame: KalshiSnapshotFrame): Read<BookEvent> {
  const snapshot = kalshiBookSnapshot(frame.msg.yes_dollars_fp ?? [], frame.msg.no_dollars_fp ?? []);
  if (!snapshot.ok) return snapshot;
  return ok({
    kind: "book",
    ...base(frame.msg.market_ticker, frame.sid, frame.seq, null),
    ...snapshot.value,
    tick_size: null,
    hash: null,
  } satisfies BookEvent);
}

function deltaEvent(frame: KalshiDeltaFrame): Read<DeltaEvent> {
  const { msg } = frame;
  const price = readLevelPrice(VENUE, msg.price_dollars, "price_dollars");
  if (!price.ok) return price;
  const amount = readSignedSize(VENUE, msg.delta_fp, "delta_fp");
  if (!amount.ok) return amount;
  const time = deltaTime(msg);
  if (!time.ok) return time;
  const level = yesTerms(msg.side, price.value);
  return ok({
    kind: "delta",
    ...base(msg.market_ticker, frame.sid, frame.seq, time.value),
    side: level.side,
    price: priceText(level.price),
    mode: "change",
    amount: amount.value,
    venue_top: null,
    hash: null,
  } satisfies DeltaEvent);
}

function deltaTime(msg: KalshiDeltaFrame["msg"]): Read<number | null> {
  if (msg.ts_ms !== null && msg.ts_ms !== undefined) return ok(msg.ts_ms);
  const instant = readInstant(msg.ts, "ts");
  if (!instant.ok) return reject(VENUE, "invalid_timestamp", "ts");
  return ok(instant.value === null ? null : Date.parse(instant.value));
}

function tradeEvent(frame: KalshiTradeFrame): Read<TradeEvent> {
  const { msg } = frame;
  const price = readLevelPrice(VENUE, msg.yes_price_dollars, "yes_price_dollars");
  if (!price.ok) return price;
  const size = readSize(VENUE, msg.count_fp, "count_fp");
  if (!size.ok) return size;
  const taker = msg.taker_outcome_side ?? msg.taker_side ?? null;
  return ok({
    kind: "trade",
    ...base(msg.market_ticker, frame.sid, frame.seq ?? null, msg.ts_ms ?? seconds(msg.ts)),
    price: priceText(price.value),
    size: size.value,
    taker: taker === null ? null : taker === "yes" ? "buy" : "sell",
    trade_id: msg.trade_id ?? null,
  } satisfies TradeEvent);
}

/**
 * A `ticker` frame as the market's top: its YES bid and ask (0 and 1 mean an empty side) and last trade
 * price (0: none yet). A bid at or above the ask is no quote a book can have, and rejects the frame.
 */
function tickerEvent(frame: KalshiTickerFrame): Read<TickerEvent> {
  const { msg } = frame;
  const bid = readQuotePrice(VENUE, msg.yes_bid_dollars, "yes_bid_dollars");
  if (!bid.ok) return bid;
  const ask = readQuotePrice(VENUE, msg.yes_ask_dollars, "yes_ask_dollars");
  if (!ask.ok) return ask;
  const last = readQuotePrice(VENUE, msg.price_dollars, "price_dollars");
  if (!last.ok) return last;
  const quoted = (price: string, empty: Scaled) => (parseDecimal(price) === empty ? null : price);
  const top = { bid: quoted(bid.value, ZERO), ask: quoted(ask.value, ONE) };
  if (
    top.bid !== null &&
    top.ask !== null &&
    (parseDecimal(top.bid) ?? ZERO) >= (parseDecimal(top.ask) ?? ONE)
  ) {
    return reject(VENUE, "crossed_prices", "yes_bid_dollars");
  }
  return ok({
    kind: "ticker",
    ...base(msg.market_ticker, frame.sid, frame.seq ?? null, msg.ts_ms ?? seconds(msg.ts)),
    ...top,
    last: quoted(last.value, ZERO),
  } satisfies TickerEvent);
}

function statusEvent(frame: KalshiLifecycleFrame): Read<StatusEvent> {
  const { msg } = frame;
  const at =
    msg.event_type === "settled"
      ? msg.settled_ts
      : msg.event_type === "determined"
        ? msg.determination_ts
        : null;
  return ok({
    kind: "status",
    ...base(msg.market_ticker, frame.sid, frame.seq ?? null, seconds(at)),
    status: msg.event_type,
    result: msg.result ?? null,
    tick_size: null,
    close_time_ms: seconds(msg.close_ts),
  } satisfies StatusEvent);
}

function base(market: string, sid: number, seq: number | null, time: number | null) {
  return { venue: VENUE, market, sid, seq, venue_time_ms: time } as const;
}

const seconds = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : value * 1000;

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
