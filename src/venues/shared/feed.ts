/**
 * What a venue's live feed is, as the stream plane's feeds ask it (src/stream/feeds/): where the venue's
 * market-data WebSocket is, how the upgrade is signed, what to send to subscribe, how a frame reads, the
 * keepalive it expects and the REST book that rebuilds a market. Each venue folder answers it
 * (`<venue>/feed.ts`); the frame shapes themselves live with each venue (`<venue>/ws/`).
 */
import type { BookLevel, DeltaMode } from "../../domain/book/index.ts";
import type { Bindings } from "../../env.ts";
import type { HttpClient, HttpFailureReason } from "../http/client.ts";
import type { FrameResult } from "./market-event.ts";

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
  /**
   * A message the venue answers at once whatever its markets do, given the connection's next command
   * id: sent on a connection that has heard nothing for a while, so a quiet connection is told from a
   * silent one (src/stream/venue-feed/connection.ts `PROBE_AFTER_MS`).
   */
  probe(commandId: number): string;
  /** The stream key's whole book from the venue's REST API, to rebuild a book the feed is not sure of. */
  restBook(env: FeedEnv, key: string, client: HttpClient): Promise<RestBook>;
}

/** How many markets one feed shard follows, and how many shards a venue keeps for subscribers' markets. */
export interface FeedBudget {
  /** Markets one feed shard (one venue connection) follows at most. */
  marketsPerShard: number;
  /** Shards the venue keeps for markets subscribers ask for beyond the catalog's. */
  subscriberShards: number;
}

/** `wss://` and `ws://` addresses are fetched as `https://` and `http://` (the runtime's upgrade). */
export function httpForm(url: string | undefined): string | null {
  if (!url) return null;
  return url.replace(/^wss:/i, "https:").replace(/^ws:/i, "http:");
}

/** A REST book read as the feed's answer: its levels, digest and clock, or `invalid_book`. */
export function levelsOf(
  read: { ok: true; value: { bids: BookLevel[]; asks: BookLevel[] } } | { ok: false },
  hash: string | null,
  venueTimeMs: number | null,
): RestBook {
  return read.ok
    ? { ok: true, ...read.value, hash, venue_time_ms: venueTimeMs }
    : { ok: false, reason: "invalid_book" };
}
