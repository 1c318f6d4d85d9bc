/**
 * Admission to a `LiveStream` shard, and a connection's session: which forwarded upgrades the shard
 * takes (its connection budget, an anonymous address's share) and the state each admitted connection
 * starts with.
 */
import { STREAM_ADDRESS_FULL_HEADER, STREAM_FULL_HEADER, type StreamConnect } from "../session/connect.ts";
import type { StreamAccess } from "../session/frames.ts";

export interface LiveSession {
  id: string;
  bucket: string;
  access: StreamAccess;
  keyHash: string | null;
  keyCheckedAtMs: number;
  /** Whether the client has sent its first message (only that one may be `auth`). */
  spoke: boolean;
  windowStartMs: number;
  windowCount: number;
  /** Markets outside the catalog this connection had looked up at a venue in the current minute window. */
  windowLookups: number;
  /** The channels held, each with the seq of the last message this connection was sent on it. */
  seqs: Map<string, number>;
  /** Book channels waiting for a whole `book` (just subscribed, or deltas dropped), with the reason. */
  owed: Map<string, "subscribe" | "resync" | "slow_consumer">;
  /**
   * When the newest heartbeat this connection acknowledged was sent (its connect time before any ack):
   * everything sent before it has been read (`UNREAD_RULE`).
   */
  readUpToMs: number;
}

/**
 * The refusal of a forwarded upgrade, or null when the shard takes it: 503 when the shard is full, 429
 * when an anonymous address holds its share (`anonymousFrom`: this shard's connections from the
 * address; the address's version 1 connections count too, as the Worker asked their shard).
 */
export function refuseAdmission(
  connect: StreamConnect,
  connections: number,
  anonymousFrom: (bucket: string) => number,
): Response | null {
  if (connections >= connect.max_clients) {
    return new Response(null, { status: 503, headers: { [STREAM_FULL_HEADER]: "1" } });
  }
  if (connect.access.kind === "anonymous") {
    const fromAddress = anonymousFrom(connect.client_bucket) + (connect.others_from_address ?? 0);
    if (fromAddress >= connect.max_anonymous_per_address) {
      return new Response(null, { status: 429, headers: { [STREAM_ADDRESS_FULL_HEADER]: "1" } });
    }
  }
  return null;
}

/** An admitted connection's session: nothing held, nothing said, its key checked now. */
export function newSession(connect: StreamConnect, nowMs: number): LiveSession {
  return {
    id: connect.connection_id,
    bucket: connect.client_bucket,
    access: connect.access,
    keyHash: connect.key_hash,
    keyCheckedAtMs: nowMs,
    spoke: false,
    windowStartMs: nowMs,
    windowCount: 0,
    windowLookups: 0,
    seqs: new Map(),
    owed: new Map(),
    readUpToMs: nowMs,
  };
}

/** This shard's anonymous connections from one address bucket (the connect route sums both versions'). */
export function anonymousCount(sessions: Iterable<[WebSocket, LiveSession]>, bucket: string): number {
  let count = 0;
  for (const [, other] of sessions) {
    if (other.access.kind === "anonymous" && other.bucket === bucket) count++;
  }
  return count;
}
