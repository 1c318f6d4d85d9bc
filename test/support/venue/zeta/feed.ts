/**
 * Zeta's live feed: a public market-data WebSocket whose frames are `book` (a market's whole book) and
 * `level` (one price level's new size; "0" removes it), prices in YES terms, sizes in contracts, each
 * with the venue's clock `ts` (epoch ms). Read with the frame helpers every venue shares.
 */
import { z } from "zod";
import { type BookLevel, priceText } from "../../../../src/domain/book/index.ts";
import { createHttpClient, type FetchLike, type HttpClient } from "../../../../src/venues/http/client.ts";
import { type FeedAdapter, type FeedBudget, httpForm } from "../../../../src/venues/shared/feed.ts";
import { type FrameResult, MAX_FRAME_BYTES } from "../../../../src/venues/shared/market-event.ts";
import {
  oneEvent,
  type Read,
  readFrameJson,
  readLevelPrice,
  readSize,
  reject,
} from "../../../../src/venues/shared/market-frame.ts";
import { endpoint } from "../../../../src/venues/shared/request-helpers.ts";
import { ZETA } from "./listing.ts";

const levelPair = z.tuple([z.string(), z.string()]);
const frameSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("book"),
    market: z.string().min(1),
    bids: z.array(levelPair),
    asks: z.array(levelPair),
    ts: z.number().int().nonnegative(),
  }),
  z.object({
    type: z.literal("level"),
    market: z.string().min(1),
    side: z.enum(["bid", "ask"]),
    price: z.string(),
    size: z.string(),
    ts: z.number().int().nonnegative(),
  }),
]);
const bookSchema = z.object({ market: z.string(), bids: z.array(levelPair), asks: z.array(levelPair) });

function readLevels(pairs: [string, string][], field: string): Read<BookLevel[]> {
  const levels: BookLevel[] = [];
  for (const [i, [rawPrice, rawSize]] of pairs.entries()) {
    const price = readLevelPrice(ZETA, rawPrice, `${field}.${i}.0`);
    if (!price.ok) return price;
    const size = readSize(ZETA, rawSize, `${field}.${i}.1`);
    if (!size.ok) return size;
    levels.push({ price: priceText(price.value), size: size.value });
  }
  return { ok: true, value: levels };
}

/** One Zeta frame as market events, or its rejection. */
export function parseZetaFrame(text: string): FrameResult {
  const json = readFrameJson(ZETA, text, MAX_FRAME_BYTES);
  if (!json.ok) return json;
  const parsed = frameSchema.safeParse(json.value);
  if (!parsed.success) return reject(ZETA, "invalid_shape", parsed.error.issues[0]?.path.join(".") ?? "");
  const frame = parsed.data;
  const base = { venue: ZETA, market: frame.market, sid: null, seq: null, venue_time_ms: frame.ts };
  if (frame.type === "book") {
    const bids = readLevels(frame.bids, "bids");
    if (!bids.ok) return bids;
    const asks = readLevels(frame.asks, "asks");
    if (!asks.ok) return asks;
    return oneEvent({
      ok: true,
      value: { ...base, kind: "book", bids: bids.value, asks: asks.value, tick_size: null, hash: null },
    });
  }
  const price = readLevelPrice(ZETA, frame.price, "price");
  if (!price.ok) return price;
  const size = readSize(ZETA, frame.size, "size");
  if (!size.ok) return size;
  return oneEvent({
    ok: true,
    value: {
      ...base,
      kind: "delta",
      side: frame.side,
      price: priceText(price.value),
      mode: "set",
      amount: size.value,
      venue_top: null,
      hash: null,
    },
  });
}

/**
 * The feed of a Zeta API at `baseUrl`, its WebSocket at `wsUrl` (null: none configured). Its REST reads
 * (market look-ups, books) go through the feed's HTTP client, or, given `fetch` (the tests' own upstream,
 * `upstream.ts`), through a client over it.
 */
export function zetaFeed(baseUrl: string, wsUrl: string | null, fetch?: FetchLike): FeedAdapter {
  const own = fetch ? createHttpClient({ fetch, maxRetries: 0 }) : undefined;
  const rest = (client: HttpClient) => own ?? client;
  return {
    streamKey: (marketId) => marketId,
    url: () => httpForm(wsUrl ?? undefined),
    handshake: async () => ({ ok: true, headers: {}, depth: "live", detail: "Connected to Zeta's feed." }),
    subscribe: (keys) => [JSON.stringify({ op: "subscribe", markets: keys })],
    updateKeys: (keys, action) => [
      JSON.stringify({ op: action === "add" ? "subscribe" : "unsubscribe", markets: keys }),
    ],
    async resolveKey(_env, market, client) {
      const answer = await rest(client).getJson(
        endpoint(baseUrl, "/book", new URLSearchParams({ market })),
        bookSchema,
      );
      if (!answer.ok) return { ok: false, reason: answer.status === 404 ? "unknown" : "unreachable" };
      return { ok: true, key: answer.value.market };
    },
    deltaMode: "set",
    parse: parseZetaFrame,
    keepalive: null,
    probe: () => JSON.stringify({ op: "ping" }),
    async restBook(_env, key, client) {
      const answer = await rest(client).getJson(
        endpoint(baseUrl, "/book", new URLSearchParams({ market: key })),
        bookSchema,
      );
      if (!answer.ok) return { ok: false, reason: answer.reason };
      const bids = readLevels(answer.value.bids, "bids");
      const asks = readLevels(answer.value.asks, "asks");
      if (!bids.ok || !asks.ok) return { ok: false, reason: "invalid_book" };
      return { ok: true, bids: bids.value, asks: asks.value, hash: null, venue_time_ms: null };
    },
  };
}

/** Markets per feed shard, and one shard for subscribers' markets. */
export const ZETA_FEED_BUDGET: FeedBudget = { marketsPerShard: 50, subscriberShards: 1 };
