/**
 * Kalshi's live feed: the market-data WebSocket (signed for order books, public for tickers and trades),
 * its subscribe and update commands, its frames, and the REST order book that rebuilds a market.
 */
import type { FeedAdapter, FeedBudget, FeedDepth, Handshake } from "../shared/feed.ts";
import { httpForm, levelsOf } from "../shared/feed.ts";
import { endpoint } from "../shared/request-helpers.ts";
import { kalshiOrderbookSchema } from "./kalshi-schema.ts";
import { kalshiListSubscriptions, kalshiSubscribe, kalshiUpdateMarkets } from "./ws/kalshi-ws-commands.ts";
import { kalshiRestSnapshot, parseKalshiFrame } from "./ws/kalshi-ws-parse.ts";
import { kalshiSocketHeaders } from "./ws/sign.ts";

/** Where a Kalshi connection reads a market's top: its order book when signed, else the public tickers. */
const kalshiTopChannel = (depth: FeedDepth) => (depth === "live" ? "orderbook_delta" : "ticker");

/** Kalshi caps one subscribe at this many tickers; more are sent as further subscribes. */
const KALSHI_TICKERS_PER_SUBSCRIBE = 100;

export const kalshiFeed: FeedAdapter = {
  streamKey: (marketId) => marketId,
  url: (env) => httpForm(env.KALSHI_WS_URL),
  // Kalshi's `ticker` and `trade` channels are public; its order books (`orderbook_delta`) need a signed
  // connection. Without a usable key the connection is unsigned and carries tickers and trades only.
  async handshake(env, nowMs) {
    const publicOnly = (why: string): Handshake => ({
      ok: true,
      headers: {},
      depth: "rest_only",
      detail: `Kalshi tickers and trades are live; order books are REST-only without a Kalshi API key (${why}).`,
    });
    if (!env.KALSHI_API_KEY_ID || !env.KALSHI_PRIVATE_KEY) {
      return publicOnly("KALSHI_API_KEY_ID and KALSHI_PRIVATE_KEY are not set");
    }
    const signed = await kalshiSocketHeaders(
      { keyId: env.KALSHI_API_KEY_ID, privateKeyPem: env.KALSHI_PRIVATE_KEY },
      nowMs,
    );
    if (!signed.ok) return publicOnly(`the configured key could not sign: ${signed.reason}`);
    return {
      ok: true,
      headers: { ...signed.headers },
      depth: "live",
      detail: "Connected to the venue's market-data WebSocket.",
    };
  },
  subscribe(keys, depth) {
    const messages: string[] = [];
    for (let i = 0; i < keys.length; i += KALSHI_TICKERS_PER_SUBSCRIBE) {
      const tickers = keys.slice(i, i + KALSHI_TICKERS_PER_SUBSCRIBE);
      messages.push(kalshiSubscribe(messages.length + 1, [kalshiTopChannel(depth), "trade"], tickers));
    }
    return messages;
  },
  updateKeys(keys, action, sids, commandId, depth) {
    const top = sids.get(kalshiTopChannel(depth));
    const trade = sids.get("trade");
    if (top === undefined || trade === undefined) return null;
    const kalshiAction = action === "add" ? "add_markets" : "delete_markets";
    // Kalshi updates one subscription per command: the book's (or the tickers'), then the trades'.
    return [
      kalshiUpdateMarkets(commandId, top, keys, kalshiAction),
      kalshiUpdateMarkets(commandId + 1, trade, keys, kalshiAction),
    ];
  },
  // A Kalshi market's stream key is its ticker; the REST order book says whether the market exists.
  async resolveKey(env, market, client) {
    const url = endpoint(
      env.KALSHI_BASE_URL,
      `/markets/${encodeURIComponent(market)}/orderbook`,
      new URLSearchParams(),
    );
    const answer = await client.getJson(url, kalshiOrderbookSchema);
    if (answer.ok) return { ok: true, key: market };
    return { ok: false, reason: answer.status === 404 ? "unknown" : "unreachable" };
  },
  deltaMode: "change",
  parse: (text) => parseKalshiFrame(text),
  keepalive: null,
  probe: (commandId) => kalshiListSubscriptions(commandId),
  async restBook(env, key, client) {
    const url = endpoint(
      env.KALSHI_BASE_URL,
      `/markets/${encodeURIComponent(key)}/orderbook`,
      new URLSearchParams(),
    );
    const answer = await client.getJson(url, kalshiOrderbookSchema);
    return answer.ok
      ? levelsOf(kalshiRestSnapshot(answer.value), null, null)
      : { ok: false, reason: answer.reason };
  },
};

/** Markets per feed shard: 100 tickers (one subscribe's worth); two shards for subscribers' markets. */
export const KALSHI_FEED_BUDGET: FeedBudget = { marketsPerShard: 100, subscriberShards: 2 };
