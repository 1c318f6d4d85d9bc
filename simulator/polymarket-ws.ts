/**
 * Polymarket's CLOB market channel as the simulator serves it, at `/polymarket/ws/market` (public, no
 * handshake headers).
 *
 * Client messages (text frames):
 *   {"assets_ids":["<token id>",…],"type":"market","custom_feature_enabled":false}   first subscription
 *     (`type` in either case; `custom_feature_enabled` is accepted, the extra events it enables —
 *     best_bid_ask, new_market, market_resolved — are not sent)
 *   {"assets_ids":[…],"operation":"subscribe"|"unsubscribe"}                          later changes
 *   PING  → the server answers the text PONG
 * Unknown token ids are ignored. Every server message is one JSON object with an `event_type`; prices
 * and sizes are decimal strings, `timestamp` epoch ms as a string. A YES and its NO token share one book
 * (a YES bid at p is a NO ask at 1 − p, same size), so a change shows on both tokens.
 *   {"event_type":"book","market":"0x<condition id>","asset_id":"<token>","timestamp":"1795339820000",
 *     "hash":"<40 hex>","bids":[{"price":"0.41","size":"120.00"},…],"asks":[{"price":"0.47","size":"80.00"},…],
 *     "min_order_size":"5","tick_size":"0.01","neg_risk":false,"last_trade_price":"0.44"}
 *     (one per subscribed token on subscription: the REST `/book` answer with `event_type`; both sides
 *     worst first, the best level last)
 *   {"event_type":"price_change","market":"0x…","timestamp":"1795339820000","price_changes":[
 *     {"asset_id":"<yes>","price":"0.42","size":"55.00","side":"BUY","hash":"<40 hex>","best_bid":"0.42","best_ask":"0.47"},
 *     {"asset_id":"<no>","price":"0.58","size":"55.00","side":"SELL","hash":"<40 hex>","best_bid":"0.53","best_ask":"0.58"}]}
 *     (`size` is the level's new total, "0.00" removes it; `side` BUY is a bid, SELL an ask; entries only
 *     for subscribed tokens; an empty side's best is "0" for bids, "1" for asks)
 *   {"event_type":"last_trade_price","asset_id":"<token>","market":"0x…","price":"0.47","side":"BUY",
 *     "size":"10.00","fee_rate_bps":"0","timestamp":"1795339820000"}
 *   {"event_type":"tick_size_change","asset_id":"<token>","market":"0x…","old_tick_size":"0.01",
 *     "new_tick_size":"0.001","timestamp":"1795339820000"}
 *
 * There are no sequence numbers. `hash` is a digest of the token's whole book after the change, the
 * same value REST `/book` reports for that book: a client whose book differs (a lost message) holds a
 * book with another hash, and re-reads the REST book or resubscribes.
 */
import type { WebSocket } from "ws";
import {
  type BookUpdate,
  bestAsk,
  bestBid,
  type MarketBook,
  outcomeBookHash,
  outcomeSides,
} from "./books.ts";
import { clobBook, outcomePrice, type TokenRef, tokenId } from "./clob.ts";
import { hundredthsText, polyPrice, thousandthsText } from "./format.ts";
import { minuteOf } from "./model.ts";
import type { Outbox, StreamContext, VenueStream } from "./streams.ts";
import type { SimMarket } from "./universe.ts";

interface Connection {
  socket: WebSocket;
  assets: Set<string>;
}

/** The token's best bid and ask as price text ("0" and "1" for an empty side). */
function bests(book: MarketBook, outcome: "yes" | "no") {
  const sides = outcomeSides(book, outcome);
  const view = { ...book, bids: sides.bids, asks: sides.asks };
  const bid = bestBid(view);
  const ask = bestAsk(view);
  return { best_bid: bid === null ? "0" : polyPrice(bid), best_ask: ask === null ? "1" : polyPrice(ask) };
}

export function createPolymarketStream(context: StreamContext): VenueStream {
  const { simulator } = context;
  const connections = new Set<Connection>();
  const tokens = simulator.universe.polymarket.tokens;

  function subscribe(connection: Connection, ids: string[]) {
    const nowMs = simulator.control.now();
    for (const id of ids) {
      const token = tokens.get(id);
      if (!token || connection.assets.has(id)) continue;
      connection.assets.add(id);
      const book = simulator.books.track(token.market, minuteOf(nowMs));
      context.reply("polymarket", connection.socket, { event_type: "book", ...clobBook(token, book, nowMs) });
    }
    context.followChanged("polymarket");
  }

  function onMessage(connection: Connection, text: string) {
    if (text === "PING") return context.reply("polymarket", connection.socket, "PONG");
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof message !== "object" || message === null) return;
    const { assets_ids: assets, type, operation } = message as Record<string, unknown>;
    if (!Array.isArray(assets)) return;
    const ids = assets.filter((id): id is string => typeof id === "string");
    if (operation === "unsubscribe") {
      for (const id of ids) connection.assets.delete(id);
      context.followChanged("polymarket");
    } else if (operation === "subscribe" || (typeof type === "string" && type.toLowerCase() === "market")) {
      subscribe(connection, ids);
    }
  }

  /** The market's tokens a connection follows. */
  const followedTokens = (connection: Connection, market: SimMarket): TokenRef[] =>
    (["yes", "no"] as const)
      .map((outcome) => ({ market, outcome }))
      .filter((token) => connection.assets.has(tokenId(token)));

  return {
    followed() {
      const markets = new Map<string, SimMarket>();
      for (const connection of connections) {
        for (const id of connection.assets) {
          const token = tokens.get(id);
          if (token) markets.set(token.market.key, token.market);
        }
      }
      return [...markets.values()];
    },

    connect(socket) {
      const connection: Connection = { socket, assets: new Set() };
      connections.add(connection);
      socket.on("message", (data, isBinary) => {
        if (!isBinary) onMessage(connection, data.toString());
      });
      socket.on("close", () => {
        connections.delete(connection);
        context.followChanged("polymarket");
      });
    },

    frames(update: BookUpdate, nowMs: number) {
      const { market, book } = update;
      const out: Outbox = new Map();
      if (market.venue !== "polymarket") return out;
      const timestamp = String(nowMs);
      const base = { market: market.conditionId };
      for (const connection of connections) {
        const followed = followedTokens(connection, market);
        if (followed.length === 0) continue;
        const frames: Record<string, unknown>[] = [];
        const { trade, tick } = update;
        if (trade) {
          for (const token of followed) {
            const yes = token.outcome === "yes";
            frames.push({
              event_type: "last_trade_price",
              asset_id: tokenId(token),
              ...base,
              price: outcomePrice(token, trade.priceCents),
              side: trade.takerBoughtYes === yes ? "BUY" : "SELL",
              size: hundredthsText(trade.count),
              fee_rate_bps: "0",
              timestamp,
            });
          }
        }
        if (update.changes.length > 0) {
          const changes = followed.flatMap((token) => {
            const id = tokenId(token);
            const hash = outcomeBookHash(id, book, token.outcome);
            const best = bests(book, token.outcome);
            return update.changes.map((change) => {
              // A YES bid is a NO ask at the complement, and the reverse.
              const bid = (change.side === "bid") === (token.outcome === "yes");
              return {
                asset_id: id,
                price: outcomePrice(token, change.priceCents),
                size: hundredthsText(change.size),
                side: bid ? "BUY" : "SELL",
                hash,
                ...best,
              };
            });
          });
          frames.push({ event_type: "price_change", ...base, price_changes: changes, timestamp });
        }
        if (tick) {
          for (const token of followed) {
            frames.push({
              event_type: "tick_size_change",
              asset_id: tokenId(token),
              ...base,
              old_tick_size: thousandthsText(tick.old),
              new_tick_size: thousandthsText(tick.new),
              timestamp,
            });
          }
        }
        if (frames.length > 0) out.set(connection.socket, frames);
      }
      return out;
    },

    close() {
      connections.clear();
    },
  };
}
