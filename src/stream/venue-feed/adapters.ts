/**
 * What a venue feed needs to know of each venue's market-data WebSocket: where it is, how the upgrade
 * is signed, what to send to subscribe, how a frame reads, and the keepalive it expects. The frame
 * shapes themselves live with each venue (src/venues/<venue>/ws/).
 */
import { z } from "zod";
import type { BookLevel, DeltaMode } from "../../domain/book/index.ts";
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import type { HttpClient, HttpFailureReason } from "../../venues/http/client.ts";
import { kalshiOrderbookSchema } from "../../venues/kalshi/kalshi-schema.ts";
import { kalshiSubscribe, kalshiUpdateMarkets } from "../../venues/kalshi/ws/kalshi-ws-commands.ts";
import { kalshiRestSnapshot, parseKalshiFrame } from "../../venues/kalshi/ws/kalshi-ws-parse.ts";
import { kalshiSocketHeaders } from "../../venues/kalshi/ws/sign.ts";
import { readGammaMarket } from "../../venues/polymarket/polymarket-normalize.ts";
import { clobBookSchema } from "../../venues/polymarket/polymarket-schema.ts";
import {
  POLYMARKET_PING,
  POLYMARKET_PING_INTERVAL_MS,
  polymarketSubscribe,
  polymarketSubscriptionUpdate,
} from "../../venues/polymarket/ws/polymarket-ws-commands.ts";
import { clobRestSnapshot, parsePolymarketFrame } from "../../venues/polymarket/ws/polymarket-ws-parse.ts";
import type { FrameResult } from "../../venues/shared/market-event.ts";
import { endpoint } from "../../venues/shared/request-helpers.ts";

export type FeedEnv = Pick<
  Bindings,
  | "KALSHI_WS_URL"
  | "POLYMARKET_WS_URL"
  | "KALSHI_API_KEY_ID"
  | "KALSHI_PRIVATE_KEY"
  | "KALSHI_BASE_URL"
  | "POLYMARKET_CLOB_URL"
  | "POLYMARKET_GAMMA_URL"
>;

/** A market's whole book read from the venue's REST API (YES terms), or why it could not be read. */
export type RestBook =
  /**
   * `hash`: the venue's digest of the book it answered (Polymarket), the one its stream's changes carry;
   * `venue_time_ms`: the book's own clock, when it has one.
   */
  | { ok: true; bids: BookLevel[]; asks: BookLevel[]; hash: string | null; venue_time_ms: number | null }
  | { ok: false; reason: HttpFailureReason | "invalid_book" };

/**
 * A subscriber's market read from the venue's REST API: its stream key, or why it cannot be followed
 * (`unknown`: the venue has no such market; `closed`: it has no live order book; `unreachable`: the venue
 * did not answer usefully).
 */
export type ResolvedKey =
  | { ok: true; key: string }
  | { ok: false; reason: "unknown" | "closed" | "unreachable" };

/**
 * Whether the connection carries the venue's order books (`live`), or only its public tickers and trades,
 * the books staying with the venue's REST API (`rest_only`: Kalshi without an API key).
 */
export type FeedDepth = "live" | "rest_only";

/**
 * The upgrade's headers and what the connection will carry (with the status detail that says so), or
 * why the venue stays on the minute cycle (REST only).
 */
export type Handshake =
  | { ok: true; headers: Record<string, string>; depth: FeedDepth; detail: string }
  | { ok: false; detail: string };

export interface FeedAdapter {
  /** The key the venue's stream uses for a catalog contract's (YES) book, or null when it has none. */
  streamKey(marketId: string, venueRef: Record<string, string | undefined>): string | null;
  /** The WebSocket's address as an http(s) URL (the runtime upgrades a fetch), or null when unset. */
  url(env: FeedEnv): string | null;
  /** The upgrade's headers and the connection's depth, or why the venue stays on the minute cycle (REST only). */
  handshake(env: FeedEnv, nowMs: number): Promise<Handshake>;
  /** The messages that subscribe the connection to these stream keys (books only at depth `live`). */
  subscribe(keys: readonly string[], depth: FeedDepth): string[];
  /**
   * The messages that add stream keys to (or remove them from) the open connection with the venue's own
   * command (an added book's snapshot follows), given the subscription ids the venue answered by
   * channel; null when the connection must be subscribed afresh instead (not answered yet).
   */
  updateKeys(
    keys: readonly string[],
    action: "add" | "remove",
    sids: ReadonlyMap<string, number>,
    commandId: number,
    depth: FeedDepth,
  ): string[] | null;
  /** The stream key of a market named by the lake's market id, read from the venue's REST API. */
  resolveKey(env: FeedEnv, market: string, client: HttpClient): Promise<ResolvedKey>;
  /**
   * How the venue's deltas move a level: `change` by an amount (Kalshi), or `set` its size (Polymarket);
   * it decides how a REST book that raced the stream is taken (venue-feed.ts `takeRestBook`).
   */
  deltaMode: DeltaMode;
  parse(text: string): FrameResult;
  /** A text the venue wants every so often, or null. */
  keepalive: { text: string; everyMs: number } | null;
  /** The stream key's whole book from the venue's REST API, to rebuild a book the feed is not sure of. */
  restBook(env: FeedEnv, key: string, client: HttpClient): Promise<RestBook>;
}

/** `wss://` and `ws://` addresses are fetched as `https://` and `http://` (the runtime's upgrade). */
function httpForm(url: string | undefined): string | null {
  if (!url) return null;
  return url.replace(/^wss:/i, "https:").replace(/^ws:/i, "http:");
}

/** Where a Kalshi connection reads a market's top: its order book when signed, else the public tickers. */
const kalshiTopChannel = (depth: FeedDepth) => (depth === "live" ? "orderbook_delta" : "ticker");

/** Kalshi caps one subscribe at this many tickers; more are sent as further subscribes. */
const KALSHI_TICKERS_PER_SUBSCRIBE = 100;

export const FEED_ADAPTERS: Readonly<Record<VenueId, FeedAdapter>> = {
  kalshi: {
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
  },
  polymarket: {
    streamKey: (_marketId, venueRef) => venueRef.yes_token_id ?? null,
    url: (env) => httpForm(env.POLYMARKET_WS_URL),
    handshake: async () => ({
      ok: true,
      headers: {},
      depth: "live",
      detail: "Connected to the venue's market-data WebSocket.",
    }),
    subscribe: (keys) => [polymarketSubscribe(keys)],
    updateKeys: (keys, action) => [
      polymarketSubscriptionUpdate(keys, action === "add" ? "subscribe" : "unsubscribe"),
    ],
    // A Polymarket market (Gamma id) streams by its YES token: the outcome labelled Yes, else the first.
    async resolveKey(env, market, client) {
      const url = endpoint(
        env.POLYMARKET_GAMMA_URL,
        `/markets/${encodeURIComponent(market)}`,
        new URLSearchParams(),
      );
      const answer = await client.getJson(url, z.unknown());
      if (!answer.ok) return { ok: false, reason: answer.status === 404 ? "unknown" : "unreachable" };
      const read = readGammaMarket(answer.value, "polymarket_gamma_market");
      if (!read.ok || read.value.id !== market) return { ok: false, reason: "unreachable" };
      const outcomes = read.value.outcomes;
      const yes = outcomes.find((o) => o.label.toLowerCase() === "yes") ?? outcomes[0];
      if (!read.value.hasLiveBooks || !yes?.tokenId) return { ok: false, reason: "closed" };
      return { ok: true, key: yes.tokenId };
    },
    deltaMode: "set",
    parse: (text) => parsePolymarketFrame(text),
    keepalive: { text: POLYMARKET_PING, everyMs: POLYMARKET_PING_INTERVAL_MS },
    async restBook(env, key, client) {
      const url = endpoint(env.POLYMARKET_CLOB_URL, "/book", new URLSearchParams({ token_id: key }));
      const answer = await client.getJson(url, clobBookSchema);
      if (!answer.ok) return { ok: false, reason: answer.reason };
      const time = Number(answer.value.timestamp);
      return levelsOf(
        clobRestSnapshot(answer.value),
        answer.value.hash ?? null,
        Number.isSafeInteger(time) && time > 0 ? time : null,
      );
    },
  },
};

function levelsOf(
  read: { ok: true; value: { bids: BookLevel[]; asks: BookLevel[] } } | { ok: false },
  hash: string | null,
  venueTimeMs: number | null,
): RestBook {
  return read.ok
    ? { ok: true, ...read.value, hash, venue_time_ms: venueTimeMs }
    : { ok: false, reason: "invalid_book" };
}
