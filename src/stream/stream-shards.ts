import { rfc3339 } from "../domain/clock.ts";
import type { VenueId } from "../domain/methodology/venues.ts";
import type { Bindings } from "../env.ts";
import type { CycleInputs, StoredValue } from "../indices/cycle/cycle.ts";
import { feedShardName } from "./feeds/shards.ts";
import { type LegacyMarket, legacyMarket } from "./legacy/market.ts";
import type { StreamAccess } from "./stream-protocol.ts";
import type { LiveEvent } from "./v2/messages.ts";

/** One ingestion cycle's new values, handed to every stream shard. */
export interface StreamBatch {
  cycle_start: string;
  markets: LegacyMarket[];
}

/** What the Worker tells a shard about a connection it forwards (the internal connect header). */
export interface StreamConnect {
  connection_id: string;
  access: StreamAccess;
  /** SHA-256 of the key (its KeyGuard's name), so the shard can re-check a long-lived keyed connection. */
  key_hash: string | null;
  /** The shard's connection budget; above it the shard answers 503 with STREAM_FULL_HEADER. */
  max_clients: number;
  /** The client's address bucket (IPv4, or IPv6 /64) and how many anonymous connections it may hold. */
  client_bucket: string;
  max_anonymous_per_address: number;
  /**
   * The address's anonymous connections on the other protocol version's shard (the Worker asks it
   * before forwarding), so the per-address cap counts both versions.
   */
  others_from_address?: number;
}

export const STREAM_CONNECT_HEADER = "X-Pix-Stream-Connect";
export const STREAM_FULL_HEADER = "X-Pix-Stream-Full";
export const STREAM_ADDRESS_FULL_HEADER = "X-Pix-Stream-Address-Full";

export const MAX_STREAM_SHARDS = 64;

/** The connect header a shard receives from the Worker (never from a client); undefined when malformed. */
export function parseStreamConnect(header: string | null): StreamConnect | undefined {
  if (!header) return undefined;
  try {
    const connect = JSON.parse(header) as StreamConnect;
    return typeof connect.connection_id === "string" && typeof connect.max_clients === "number"
      ? connect
      : undefined;
  } catch {
    return undefined;
  }
}

function boundedInt(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(raw);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/** How many stream objects share the connections (STREAM_SHARDS, 1–64). */
export function streamShardCount(env: Pick<Bindings, "STREAM_SHARDS">): number {
  return boundedInt(env.STREAM_SHARDS, 1, 1, MAX_STREAM_SHARDS);
}

/** Connections one stream object holds before the next shard takes them (STREAM_MAX_CLIENTS_PER_SHARD). */
export function streamShardBudget(env: Pick<Bindings, "STREAM_MAX_CLIENTS_PER_SHARD">): number {
  return boundedInt(env.STREAM_MAX_CLIENTS_PER_SHARD, 2_000, 1, 32_000);
}

/** Anonymous connections one client address may hold (STREAM_MAX_ANONYMOUS_PER_ADDRESS). */
export function streamAddressBudget(env: Pick<Bindings, "STREAM_MAX_ANONYMOUS_PER_ADDRESS">): number {
  return boundedInt(env.STREAM_MAX_ANONYMOUS_PER_ADDRESS, 200, 1, 32_000);
}

/**
 * The shard a connection tries first. The connections of one owner (an anonymous address bucket, or a
 * key: `key:<id>`) always start at the same shard (the owner hashed, FNV-1a), so that shard can count
 * them (the per-address cap, the share of subscriber markets); null starts anywhere.
 */
export function firstShard(count: number, owner: string | null): number {
  if (owner === null) return Math.floor(Math.random() * count);
  let hash = 0x811c9dc5;
  for (let i = 0; i < owner.length; i++) {
    hash ^= owner.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}

export function streamShard(env: Pick<Bindings, "MARKET_STREAM">, index: number) {
  return env.MARKET_STREAM.getByName(`shard-${index}`);
}

/** A shard of the stream's version 2 (`/ws?version=2`): as many as version 1, with the same budgets. */
export function liveShard(env: Pick<Bindings, "LIVE_STREAM">, index: number) {
  return env.LIVE_STREAM.getByName(`shard-${index}`);
}

/** The `VenueFeed` object of shard `index` of `venue`'s feed (named as `feeds/shards.ts` says). */
export function venueFeedShard(env: Pick<Bindings, "VENUE_FEED">, venue: VenueId, index: number) {
  return env.VENUE_FEED.getByName(feedShardName(venue, index));
}

/** The one object that recomputes every index from the live books (`LiveIndex`). */
export function liveIndexObject(env: Pick<Bindings, "LIVE_INDEX">) {
  return env.LIVE_INDEX.getByName("live-index");
}

/**
 * Hands a cycle's batch to every shard at once: each shard fans it out to its own clients, so one
 * slow or failing shard delays no other. Resolves with how many shards took it.
 */
export async function publishToStream(
  env: Pick<Bindings, "MARKET_STREAM" | "STREAM_SHARDS">,
  batch: StreamBatch,
): Promise<{ shards: number; failed: number; delivered: number }> {
  const count = streamShardCount(env);
  const results = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => streamShard(env, i).publish(batch)),
  );
  let delivered = 0;
  let failed = 0;
  for (const r of results) {
    if (r.status === "fulfilled") delivered += r.value.delivered;
    else failed++;
  }
  return { shards: count, failed, delivered };
}

/**
 * Hands a venue feed's events to every version 2 shard at once (each sends them to its own
 * connections); resolves with how many shards took them.
 */
export async function publishLive(
  env: Pick<Bindings, "LIVE_STREAM" | "STREAM_SHARDS">,
  events: LiveEvent[],
): Promise<{ shards: number; failed: number; sent: number }> {
  const count = streamShardCount(env);
  const results = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => liveShard(env, i).publish(events)),
  );
  let sent = 0;
  let failed = 0;
  for (const r of results) {
    if (r.status === "fulfilled") sent += r.value.sent;
    else failed++;
  }
  return { shards: count, failed, sent };
}

/**
 * A version 2 `index` event: an indicative value (the minute cycle's, or one recomputed from the live
 * books), never official. `venueTime` and `receivedAt` are instants, written to the millisecond.
 */
export function indexEvent(
  symbol: string,
  value: { value: number; valueDecimal: string },
  venueTime: string | null,
  receivedAt: string | null,
): LiveEvent {
  const ms = (text: string | null) => {
    const parsed = text === null ? Number.NaN : Date.parse(text);
    return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
  };
  return {
    type: "index",
    channel: `index:${symbol}`,
    symbol,
    value: value.value,
    value_decimal: value.valueDecimal,
    indicative: true,
    official: false,
    venue_time: ms(venueTime),
    received_at: ms(receivedAt),
  };
}

/** A stored minute value as a version 2 `index` event (the minute cycle's; live books refine it between minutes). */
export function minuteIndexEvent(value: StoredValue): LiveEvent {
  return indexEvent(value.instrument.symbol, value.tick, value.tick.sourceObservedAt, value.tick.computedAt);
}

/**
 * The cycle's hand-off to the stream (its `onStored`): the stored values as legacy markets, published
 * to every version 1 shard, and as `index` events to every version 2 shard; the values with the rows
 * and catalog they came from seed the live index (`LiveIndex`), which refines them from the live books
 * until the next minute. The stream is a courtesy to open terminals: a failure is logged, never thrown.
 */
export function handOffToStream(
  env: Pick<Bindings, "MARKET_STREAM" | "LIVE_STREAM" | "LIVE_INDEX" | "STREAM_SHARDS">,
) {
  return async (cycleStartMs: number, values: readonly StoredValue[], inputs: CycleInputs): Promise<void> => {
    const cycleStart = rfc3339(cycleStartMs);
    const markets = values.map((v) => legacyMarket(v.instrument, v.tick, cycleStartMs));
    const stored = values.map((v) => ({ symbol: v.instrument.symbol, valueDecimal: v.tick.valueDecimal }));
    const events = values.map(minuteIndexEvent);
    const [handoff, live, seeded] = await Promise.all([
      publishToStream(env, { cycle_start: cycleStart, markets }).catch(() => undefined),
      publishLive(env, events).catch(() => undefined),
      liveIndexObject(env)
        .seed(cycleStartMs, inputs, stored, events)
        .then(() => true)
        .catch(() => false),
    ]);
    if (!seeded) {
      console.error(
        JSON.stringify({ level: "error", msg: "live_index_seed_failed", cycle_start: cycleStart }),
      );
    }
    for (const [version, result] of [
      [1, handoff],
      [2, live],
    ] as const) {
      if (result && result.failed === 0) continue;
      console.error(
        JSON.stringify({
          level: "error",
          msg: "stream_handoff_failed",
          version,
          cycle_start: cycleStart,
          failed_shards: result?.failed ?? "all",
        }),
      );
    }
  };
}
