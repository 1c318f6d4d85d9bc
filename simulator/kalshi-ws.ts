/**
 * Kalshi Trade API WebSocket v2 as the simulator serves it, at `/kalshi/trade-api/ws/v2`.
 *
 * Handshake: the upgrade request carries `KALSHI-ACCESS-KEY` (key id), `KALSHI-ACCESS-TIMESTAMP` (epoch
 * ms) and `KALSHI-ACCESS-SIGNATURE` (base64 RSA-PSS, SHA-256, salt length 32, over timestamp + "GET" +
 * "/trade-api/ws/v2"; the full request path with the simulator's `/kalshi` prefix is accepted too). An
 * upgrade without any of the three headers is accepted unauthenticated: its connection may subscribe to the
 * public channels (`ticker`, `trade`, `market_lifecycle_v2`) only, and `orderbook_delta` answers error 9.
 * Some but not all of the headers answer 401; with a configured public key a signature that does not verify
 * answers 401; without one any non-empty headers pass. Every 10 s the server pings (payload `heartbeat`).
 *
 * Commands (JSON text frames), answered with the command's `id`:
 *   {"id":1,"cmd":"subscribe","params":{"channels":["orderbook_delta","trade","market_lifecycle_v2"],
 *     "market_tickers":["KXA-26"]}}            (`market_ticker` for one; trade and lifecycle without
 *                                                tickers follow every market)
 *   → one {"id":1,"type":"subscribed","msg":{"channel":"orderbook_delta","sid":1}} per channel
 *   {"id":2,"cmd":"unsubscribe","params":{"sids":[1]}}  → {"id":2,"type":"unsubscribed","sid":1}
 *   {"id":3,"cmd":"update_subscription","params":{"sids":[1],"market_tickers":[…],"action":"add_markets"}}
 *     → {"id":3,"sid":1,"seq":<the subscription's current seq>,"type":"ok","msg":{"market_tickers":[…]}},
 *     then each added market's snapshot in the subscription's sequence (`delete_markets` removes
 *     tickers); exactly one sid per update
 *   {"id":4,"cmd":"list_subscriptions"}  → {"id":4,"type":"ok","msg":[{"channel":"orderbook_delta","sid":1},…]}
 *   errors: {"id":3,"type":"error","msg":{"code":8,"msg":"Unknown channel name"}} (1 unable to process
 *   message, 2 params required, 3 channels required, 4 sids required, 5 unknown command, 7 unknown
 *   subscription id, 8 unknown channel name, 9 authentication required (a private channel on an
 *   unauthenticated connection: the whole subscribe is refused), 12 exactly one subscription id is
 *   required, 13 unsupported action, 14 market tickers required, 16 market not found)
 *
 * Data messages carry the subscription's `sid`; book and trade messages a `seq` that starts at 1 per
 * subscription and grows by exactly one per message (a jump means messages were lost: resubscribe or
 * re-read the REST book). Prices are dollar strings with 4 decimals, counts strings with 2 decimals.
 *   {"type":"orderbook_snapshot","sid":1,"seq":1,"msg":{"market_ticker":"KXA-26","market_id":"<uuid>",
 *     "yes_dollars_fp":[["0.4100","120.00"],["0.4200","55.00"]],"no_dollars_fp":[["0.5500","80.00"]]}}
 *     (bids only, ascending, the best last, as the REST book; an empty side is left out)
 *   {"type":"orderbook_delta","sid":1,"seq":2,"msg":{"market_ticker":"KXA-26","market_id":"<uuid>",
 *     "price_dollars":"0.4200","delta_fp":"-12.00","side":"yes","ts":"2026-11-22T09:30:20Z",
 *     "ts_ms":1795339820000}}                  (the level's size changes by delta_fp; 0 removes it)
 *   {"type":"trade","sid":2,"seq":1,"msg":{"trade_id":"<uuid>","market_ticker":"KXA-26",
 *     "yes_price_dollars":"0.4300","no_price_dollars":"0.5700","count_fp":"10.00","taker_side":"yes",
 *     "taker_outcome_side":"yes","taker_book_side":"bid","ts":1795339820,"ts_ms":1795339820000}}
 *   {"type":"ticker","sid":1,"msg":{"market_ticker":"KXA-26","market_id":"<uuid>","price":43,"yes_bid":42,
 *     "yes_ask":44,"price_dollars":"0.4300","yes_bid_dollars":"0.4200","yes_ask_dollars":"0.4400",
 *     "volume":18230,"volume_fp":"18230.00","open_interest":9120,"open_interest_fp":"9120.00",
 *     "dollar_volume":7839,"dollar_open_interest":3922,"ts":1795339820}}
 *                                              (sent when a followed market's best bid, best ask or
 *                                                last price changes; no seq; an empty bid side quotes 0,
 *                                                an empty ask side 100 cents)
 *   {"type":"market_lifecycle_v2","sid":3,"msg":{"market_ticker":"KXA-26",
 *     "event_type":"close_date_updated","close_ts":1798761540}}
 */
import { constants, createPublicKey, type KeyObject, verify } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { WebSocket } from "ws";
import { activityAt } from "./activity.ts";
import type { BookUpdate, LevelChange } from "./books.ts";
import { hundredthsText, isoSeconds, kalshiDollars } from "./format.ts";
import { STREAM_PATHS } from "./handler.ts";
import { hexFor } from "./hash.ts";
import { kalshiOrderbook } from "./kalshi.ts";
import { minuteOf } from "./model.ts";
import type { Outbox, StreamContext, VenueStream } from "./streams.ts";
import type { SimMarket } from "./universe.ts";

/** The path a client signs: the venue's, without the simulator's `/kalshi` prefix. */
export const KALSHI_WS_SIGNED_PATH = "/trade-api/ws/v2";
const CHANNELS = ["orderbook_delta", "trade", "market_lifecycle_v2", "ticker"] as const;
type Channel = (typeof CHANNELS)[number];
/** Channels an unauthenticated connection may follow; any other answers error 9. */
const PUBLIC_CHANNELS: readonly Channel[] = ["trade", "market_lifecycle_v2", "ticker"];
const AUTH_HEADERS = ["KALSHI-ACCESS-KEY", "KALSHI-ACCESS-TIMESTAMP", "KALSHI-ACCESS-SIGNATURE"] as const;
const HEARTBEAT_MS = 10_000;

interface Subscription {
  sid: number;
  channel: Channel;
  /** null: every market (trade and lifecycle without tickers). */
  tickers: Set<string> | null;
  seq: number;
  /** A ticker subscription's last sent top per market (`bid/ask/last` in cents), to send only changes. */
  tops: Map<string, string>;
}

interface Connection {
  socket: WebSocket;
  subscriptions: Map<number, Subscription>;
  nextSid: number;
  /** Whether the upgrade was signed; an unsigned connection follows the public channels only. */
  authenticated: boolean;
}

const ERRORS = {
  unprocessable: [1, "Unable to process message"],
  params: [2, "Params required"],
  channels: [3, "Channels required"],
  sids: [4, "Subscription IDs required"],
  command: [5, "Unknown command"],
  channel: [8, "Unknown channel name"],
  tickers: [14, "Market Ticker required"],
  unknownSid: [7, "Unknown subscription ID"],
  oneSid: [12, "Exactly one subscription ID is required"],
  action: [13, "Unsupported action"],
  market: [16, "Market not found"],
  auth: [9, "Authentication required"],
} as const;

/** A market's stable id in UUID form. */
export function kalshiMarketId(ticker: string): string {
  const hex = hexFor(`market-id:${ticker}`, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A signed count with 2 decimals from hundredths: -1250 → "-12.50". */
const signedHundredths = (value: number) => `${value < 0 ? "-" : ""}${hundredthsText(Math.abs(value))}`;

/** A YES-terms level change as Kalshi's delta: a YES ask at p is a NO bid at 1 − p. */
function deltaMessage(market: SimMarket, change: LevelChange, nowMs: number) {
  const yes = change.side === "bid";
  return {
    market_ticker: market.marketId,
    market_id: kalshiMarketId(market.marketId),
    price_dollars: kalshiDollars(yes ? change.priceCents : 100 - change.priceCents),
    delta_fp: signedHundredths(change.size - change.previous),
    side: yes ? "yes" : "no",
    ts: isoSeconds(nowMs),
    ts_ms: nowMs,
  };
}

/** A book's best YES bid and ask (0 and 100 for an empty side) and last trade, in cents. */
function topOf(book: BookUpdate["book"]) {
  const live = (side: Map<number, number>) => [...side].filter(([, size]) => size > 0).map(([p]) => p);
  const bids = live(book.bids);
  const asks = live(book.asks);
  return {
    bidCents: bids.length > 0 ? Math.max(...bids) : 0,
    askCents: asks.length > 0 ? Math.min(...asks) : 100,
    lastCents: book.lastCents,
  };
}

/** A `ticker` message: the top in cents and dollars, with the market's volume and open interest. */
function tickerMessage(market: SimMarket, top: ReturnType<typeof topOf>, nowMs: number) {
  const activity = activityAt(market.key, market.openTimeMs, minuteOf(nowMs));
  const contracts = (hundredths: number) => Math.floor(hundredths / 100);
  const dollars = (hundredths: number) => Math.round((contracts(hundredths) * top.lastCents) / 100);
  return {
    market_ticker: market.marketId,
    market_id: kalshiMarketId(market.marketId),
    price: top.lastCents,
    yes_bid: top.bidCents,
    yes_ask: top.askCents,
    price_dollars: kalshiDollars(top.lastCents),
    yes_bid_dollars: kalshiDollars(top.bidCents),
    yes_ask_dollars: kalshiDollars(top.askCents),
    volume: contracts(activity.volumeHundredths),
    volume_fp: hundredthsText(activity.volumeHundredths),
    open_interest: contracts(activity.openInterestHundredths),
    open_interest_fp: hundredthsText(activity.openInterestHundredths),
    dollar_volume: dollars(activity.volumeHundredths),
    dollar_open_interest: dollars(activity.openInterestHundredths),
    ts: Math.floor(nowMs / 1000),
  };
}

export function createKalshiStream(context: StreamContext, publicKeyPem?: string): VenueStream {
  const { simulator } = context;
  const connections = new Set<Connection>();
  const publicKey: KeyObject | null = publicKeyPem ? createPublicKey(publicKeyPem) : null;
  const send = (connection: Connection, frame: Record<string, unknown>) =>
    context.reply("kalshi", connection.socket, frame);
  const error = (connection: Connection, id: unknown, [code, msg]: readonly [number, string]) =>
    send(connection, { ...(typeof id === "number" ? { id } : {}), type: "error", msg: { code, msg } });

  const follows = (subscription: Subscription, ticker: string) =>
    subscription.tickers === null || subscription.tickers.has(ticker);

  function subscribe(connection: Connection, id: unknown, params: Record<string, unknown>) {
    const channels = params.channels;
    if (!Array.isArray(channels) || channels.length === 0) return error(connection, id, ERRORS.channels);
    const unknown = channels.find((c) => !CHANNELS.includes(c as Channel));
    if (unknown !== undefined) return error(connection, id, ERRORS.channel);
    if (!connection.authenticated && channels.some((c) => !PUBLIC_CHANNELS.includes(c as Channel)))
      return error(connection, id, ERRORS.auth);
    const listed = Array.isArray(params.market_tickers)
      ? params.market_tickers
      : typeof params.market_ticker === "string"
        ? [params.market_ticker]
        : [];
    const tickers = [...new Set(listed.filter((t): t is string => typeof t === "string"))];
    if (channels.includes("orderbook_delta") && tickers.length === 0)
      return error(connection, id, ERRORS.tickers);
    const markets: SimMarket[] = [];
    for (const ticker of tickers) {
      const market = simulator.universe.kalshi.marketById.get(ticker);
      if (!market) return error(connection, id, ERRORS.market);
      markets.push(market);
    }
    const nowMs = simulator.control.now();
    for (const channel of new Set(channels as Channel[])) {
      const subscription: Subscription = {
        sid: connection.nextSid++,
        channel,
        tickers: tickers.length > 0 ? new Set(tickers) : null,
        seq: 0,
        tops: new Map(),
      };
      connection.subscriptions.set(subscription.sid, subscription);
      send(connection, { id, type: "subscribed", msg: { channel, sid: subscription.sid } });
      snapshots(connection, subscription, markets, nowMs);
    }
    context.followChanged("kalshi");
  }

  /** An order book subscription's snapshot of each market, numbered in the subscription's sequence. */
  function snapshots(
    connection: Connection,
    subscription: Subscription,
    markets: SimMarket[],
    nowMs: number,
  ) {
    if (subscription.channel !== "orderbook_delta") return;
    for (const market of markets) {
      const book = kalshiOrderbook(simulator.books.track(market, minuteOf(nowMs)));
      send(connection, {
        type: "orderbook_snapshot",
        sid: subscription.sid,
        seq: ++subscription.seq,
        msg: {
          market_ticker: market.marketId,
          market_id: kalshiMarketId(market.marketId),
          ...(book.yes_dollars ? { yes_dollars_fp: book.yes_dollars } : {}),
          ...(book.no_dollars ? { no_dollars_fp: book.no_dollars } : {}),
        },
      });
    }
  }

  /**
   * `update_subscription` with `action` `add_markets` or `delete_markets`: the subscriptions named by
   * `sids` follow more (or fewer) tickers, answered `ok` per subscription; an added ticker's order book
   * snapshot follows in the subscription's own sequence.
   */
  function updateSubscription(connection: Connection, id: unknown, params: Record<string, unknown>) {
    const sids = params.sids;
    if (!Array.isArray(sids) || sids.length !== 1) return error(connection, id, ERRORS.oneSid);
    const listed = Array.isArray(params.market_tickers) ? params.market_tickers : [];
    const tickers = [...new Set(listed.filter((t): t is string => typeof t === "string"))];
    if (tickers.length === 0) return error(connection, id, ERRORS.tickers);
    if (params.action !== "add_markets" && params.action !== "delete_markets")
      return error(connection, id, ERRORS.action);
    const markets: SimMarket[] = [];
    for (const ticker of tickers) {
      const market = simulator.universe.kalshi.marketById.get(ticker);
      if (!market) return error(connection, id, ERRORS.market);
      markets.push(market);
    }
    const sid = sids[0];
    const subscription = typeof sid === "number" ? connection.subscriptions.get(sid) : undefined;
    if (!subscription || subscription.tickers === null) return error(connection, id, ERRORS.unknownSid);
    const added = markets.filter((m) => !subscription.tickers?.has(m.marketId));
    for (const ticker of tickers) {
      if (params.action === "add_markets") subscription.tickers.add(ticker);
      else subscription.tickers.delete(ticker);
    }
    // The answer names the subscription's current sequence number; it takes none of its own.
    send(connection, {
      id,
      sid: subscription.sid,
      seq: subscription.seq,
      type: "ok",
      msg: { market_tickers: [...subscription.tickers] },
    });
    if (params.action === "add_markets") snapshots(connection, subscription, added, simulator.control.now());
    context.followChanged("kalshi");
  }

  function unsubscribe(connection: Connection, id: unknown, params: Record<string, unknown>) {
    const sids = params.sids;
    if (!Array.isArray(sids) || sids.length === 0) return error(connection, id, ERRORS.sids);
    for (const sid of sids) {
      if (typeof sid === "number" && connection.subscriptions.delete(sid))
        send(connection, { id, type: "unsubscribed", sid });
    }
    context.followChanged("kalshi");
  }

  function onMessage(connection: Connection, text: string) {
    let command: unknown;
    try {
      command = JSON.parse(text);
    } catch {
      return error(connection, undefined, ERRORS.unprocessable);
    }
    if (typeof command !== "object" || command === null)
      return error(connection, undefined, ERRORS.unprocessable);
    const { id, cmd, params } = command as { id?: unknown; cmd?: unknown; params?: unknown };
    if (cmd === "list_subscriptions") return listSubscriptions(connection, id);
    if (cmd !== "subscribe" && cmd !== "unsubscribe" && cmd !== "update_subscription")
      return error(connection, id, ERRORS.command);
    if (typeof params !== "object" || params === null) return error(connection, id, ERRORS.params);
    if (cmd === "subscribe") subscribe(connection, id, params as Record<string, unknown>);
    else if (cmd === "update_subscription")
      updateSubscription(connection, id, params as Record<string, unknown>);
    else unsubscribe(connection, id, params as Record<string, unknown>);
  }

  /** `list_subscriptions`: the connection's subscriptions, answered at once (no params). */
  function listSubscriptions(connection: Connection, id: unknown) {
    const msg = [...connection.subscriptions.values()].map((s) => ({ channel: s.channel, sid: s.sid }));
    send(connection, { ...(typeof id === "number" ? { id } : {}), type: "ok", msg });
  }

  /** Each connection's frames for one event, from the subscriptions of `channel` that follow `ticker`. */
  function outbox(
    ticker: string,
    channel: Channel,
    build: (subscription: Subscription) => Record<string, unknown>[],
  ) {
    const out: Outbox = new Map();
    for (const connection of connections) {
      const frames: Record<string, unknown>[] = [];
      for (const subscription of connection.subscriptions.values()) {
        if (subscription.channel === channel && follows(subscription, ticker))
          frames.push(...build(subscription));
      }
      if (frames.length > 0) out.set(connection.socket, frames);
    }
    return out;
  }

  return {
    followed() {
      const markets = new Map<string, SimMarket>();
      for (const connection of connections) {
        for (const subscription of connection.subscriptions.values()) {
          for (const ticker of subscription.tickers ?? []) {
            const market = simulator.universe.kalshi.marketById.get(ticker);
            if (market) markets.set(ticker, market);
          }
        }
      }
      return [...markets.values()];
    },

    refuse(request) {
      const header = (name: string) => {
        const value = request.headers[name.toLowerCase()];
        return typeof value === "string" ? value : "";
      };
      const key = header("KALSHI-ACCESS-KEY");
      const timestamp = header("KALSHI-ACCESS-TIMESTAMP");
      const signature = header("KALSHI-ACCESS-SIGNATURE");
      // No credentials at all: an unauthenticated connection, public channels only.
      if (!key && !timestamp && !signature) return null;
      if (!key || !timestamp || !signature) {
        return {
          status: 401,
          message: "KALSHI-ACCESS-KEY, KALSHI-ACCESS-TIMESTAMP and KALSHI-ACCESS-SIGNATURE are required",
        };
      }
      if (simulator.control.streams.take("kalshi", ["refuse_signature"])) {
        return { status: 401, message: "invalid signature" };
      }
      if (!publicKey) return null;
      const path = new URL(request.url ?? "/", "http://simulator").pathname;
      const signed = [KALSHI_WS_SIGNED_PATH, STREAM_PATHS.kalshi, path].some((p) =>
        verify(
          "sha256",
          Buffer.from(`${timestamp}GET${p}`),
          {
            key: publicKey,
            padding: constants.RSA_PKCS1_PSS_PADDING,
            saltLength: constants.RSA_PSS_SALTLEN_DIGEST,
          },
          Buffer.from(signature, "base64"),
        ),
      );
      return signed ? null : { status: 401, message: "invalid signature" };
    },

    connect(socket, request: IncomingMessage) {
      const authenticated = AUTH_HEADERS.some((name) => request.headers[name.toLowerCase()] !== undefined);
      const connection: Connection = { socket, subscriptions: new Map(), nextSid: 1, authenticated };
      connections.add(connection);
      const heartbeat = setInterval(() => {
        if (!simulator.control.streams.silent("kalshi")) socket.ping("heartbeat");
      }, HEARTBEAT_MS);
      heartbeat.unref?.();
      socket.on("message", (data, isBinary) => {
        if (!isBinary) onMessage(connection, data.toString());
      });
      socket.on("close", () => {
        clearInterval(heartbeat);
        connections.delete(connection);
        context.followChanged("kalshi");
      });
    },

    frames(update: BookUpdate, nowMs: number) {
      const { market } = update;
      if (market.venue !== "kalshi") return new Map();
      const out = outbox(market.marketId, "orderbook_delta", (subscription) =>
        update.changes.map((change) => ({
          type: "orderbook_delta",
          sid: subscription.sid,
          seq: ++subscription.seq,
          msg: deltaMessage(market, change, nowMs),
        })),
      );
      const { trade } = update;
      if (trade) {
        const trades = outbox(market.marketId, "trade", (subscription) => [
          {
            type: "trade",
            sid: subscription.sid,
            seq: ++subscription.seq,
            msg: {
              trade_id: kalshiMarketId(`trade:${trade.number}`),
              market_ticker: market.marketId,
              yes_price_dollars: kalshiDollars(trade.priceCents),
              no_price_dollars: kalshiDollars(100 - trade.priceCents),
              count_fp: hundredthsText(trade.count),
              taker_side: trade.takerBoughtYes ? "yes" : "no",
              taker_outcome_side: trade.takerBoughtYes ? "yes" : "no",
              taker_book_side: trade.takerBoughtYes ? "bid" : "ask",
              ts: Math.floor(nowMs / 1000),
              ts_ms: nowMs,
            },
          },
        ]);
        for (const [socket, frames] of trades) out.set(socket, [...(out.get(socket) ?? []), ...frames]);
      }
      // The ticker of each subscription whose last sent top this update changed.
      const top = topOf(update.book);
      const signature = `${top.bidCents}/${top.askCents}/${top.lastCents}`;
      const tickers = outbox(market.marketId, "ticker", (subscription) => {
        if (subscription.tops.get(market.marketId) === signature) return [];
        subscription.tops.set(market.marketId, signature);
        return [{ type: "ticker", sid: subscription.sid, msg: tickerMessage(market, top, nowMs) }];
      });
      for (const [socket, frames] of tickers) out.set(socket, [...(out.get(socket) ?? []), ...frames]);
      return out;
    },

    sideEvent(market, _nowMs) {
      return outbox(market.marketId, "market_lifecycle_v2", (subscription) => [
        {
          type: "market_lifecycle_v2",
          sid: subscription.sid,
          msg: {
            market_ticker: market.marketId,
            event_type: "close_date_updated",
            close_ts: Math.floor(market.closeTimeMs / 1000),
          },
        },
      ]);
    },

    close() {
      connections.clear();
    },
  };
}
