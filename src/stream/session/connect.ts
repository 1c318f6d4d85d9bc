/**
 * How a connection reaches a shard, for both protocol versions: the connect header the Worker sends
 * (the caller's access, key hash, address bucket and budgets), the shard budgets and the first shard
 * of an owner.
 */
import type { Bindings } from "../../env.ts";
import type { StreamAccess } from "./frames.ts";

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
  /** Version 2 only: the client asked for batched frames (`/ws?version=2&batch=1`). */
  batch?: boolean;
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
