/**
 * What a venue feed needs to know of each venue's market-data WebSocket: where it is, how the upgrade
 * is signed, what to send to subscribe, how a frame reads, and the keepalive it expects. The frame
 * shapes themselves live with each venue (src/venues/<venue>/ws/).
 */
import type { BookLevel } from "../../domain/book/index.ts";
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import type { HttpClient, HttpFailureReason } from "../../venues/http/client.ts";
import { kalshiOrderbookSchema } from "../../venues/kalshi/kalshi-schema.ts";
import { kalshiSubscribe } from "../../venues/kalshi/ws/kalshi-ws-commands.ts";
import { kalshiRestSnapshot, parseKalshiFrame } from "../../venues/kalshi/ws/kalshi-ws-parse.ts";
import { kalshiSocketHeaders } from "../../venues/kalshi/ws/sign.ts";
import { clobBookSchema } from "../../venues/polymarket/polymarket-schema.ts";
import {
  POLYMARKET_PING,
  POLYMARKET_PING_INTERVAL_MS,
  polymarketSubscribe,
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
>;

/** A market's whole book read from the venue's REST API (YES terms), or why it could not be read. */
export type RestBook =
  | { ok: true; bids: BookLevel[]; asks: BookLevel[] }
  | { ok: false; reason: HttpFailureReason | "invalid_book" };

export type Handshake = { ok: true; headers: Record<string, string> } | { ok: false; detail: string };

export interface FeedAdapter {
  /** The key the venue's stream uses for a catalog contract's (YES) book, or null when it has none. */
  streamKey(marketId: string, venueRef: Record<string, string | undefined>): string | null;
  /** The WebSocket's address as an http(s) URL (the runtime upgrades a fetch), or null when unset. */
  url(env: FeedEnv): string | null;
  /** The upgrade's headers, or why the venue stays on the minute cycle (REST only). */
  handshake(env: FeedEnv, nowMs: number): Promise<Handshake>;
  /** The messages that subscribe the connection to these stream keys. */
  subscribe(keys: readonly string[]): string[];
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

/** Kalshi caps one subscribe at this many tickers; more are sent as further subscribes. */
const KALSHI_TICKERS_PER_SUBSCRIBE = 100;

export const FEED_ADAPTERS: Readonly<Record<VenueId, FeedAdapter>> = {
  kalshi: {
    streamKey: (marketId) => marketId,
    url: (env) => httpForm(env.KALSHI_WS_URL),
    async handshake(env, nowMs) {
      if (!env.KALSHI_API_KEY_ID || !env.KALSHI_PRIVATE_KEY) {
        return {
          ok: false,
          detail:
            "Kalshi's market-data WebSocket needs an API key (KALSHI_API_KEY_ID and KALSHI_PRIVATE_KEY are not set); Kalshi values move with the minute cycle.",
        };
      }
      const signed = await kalshiSocketHeaders(
        { keyId: env.KALSHI_API_KEY_ID, privateKeyPem: env.KALSHI_PRIVATE_KEY },
        nowMs,
      );
      if (!signed.ok) {
        return {
          ok: false,
          detail: `Kalshi's WebSocket could not be signed (${signed.reason}); Kalshi values move with the minute cycle.`,
        };
      }
      return { ok: true, headers: { ...signed.headers } };
    },
    subscribe(keys) {
      const messages: string[] = [];
      for (let i = 0; i < keys.length; i += KALSHI_TICKERS_PER_SUBSCRIBE) {
        const tickers = keys.slice(i, i + KALSHI_TICKERS_PER_SUBSCRIBE);
        messages.push(kalshiSubscribe(messages.length + 1, ["orderbook_delta", "trade"], tickers));
      }
      return messages;
    },
    parse: (text) => parseKalshiFrame(text),
    keepalive: null,
    async restBook(env, key, client) {
      const url = endpoint(
        env.KALSHI_BASE_URL,
        `/markets/${encodeURIComponent(key)}/orderbook`,
        new URLSearchParams(),
      );
      const answer = await client.getJson(url, kalshiOrderbookSchema);
      return answer.ok ? levelsOf(kalshiRestSnapshot(answer.value)) : { ok: false, reason: answer.reason };
    },
  },
  polymarket: {
    streamKey: (_marketId, venueRef) => venueRef.yes_token_id ?? null,
    url: (env) => httpForm(env.POLYMARKET_WS_URL),
    handshake: async () => ({ ok: true, headers: {} }),
    subscribe: (keys) => [polymarketSubscribe(keys)],
    parse: (text) => parsePolymarketFrame(text),
    keepalive: { text: POLYMARKET_PING, everyMs: POLYMARKET_PING_INTERVAL_MS },
    async restBook(env, key, client) {
      const url = endpoint(env.POLYMARKET_CLOB_URL, "/book", new URLSearchParams({ token_id: key }));
      const answer = await client.getJson(url, clobBookSchema);
      return answer.ok ? levelsOf(clobRestSnapshot(answer.value)) : { ok: false, reason: answer.reason };
    },
  },
};

function levelsOf(
  read: { ok: true; value: { bids: BookLevel[]; asks: BookLevel[] } } | { ok: false },
): RestBook {
  return read.ok ? { ok: true, ...read.value } : { ok: false, reason: "invalid_book" };
}
