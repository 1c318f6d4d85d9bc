/**
 * The parts a `VenueFeed` is assembled from, each with one job and its own state, as the others see
 * them (each part's module implements its contract here, so no part imports another): the connection
 * and watchdog (`connection.ts`), the frames and books (`books.ts`), the REST resync (`resync.ts`), the
 * reconciliation (`reconcile.ts`), the load and shedding (`shedding.ts`) and the subscriber leases
 * (`subscribers.ts`); and the few shapes they pass each other.
 */
import type { BookDelta, BookSet, OrderBook } from "../../domain/book/index.ts";
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { LiveEventDraft } from "../v2/messages.ts";
import type { ChannelSequences } from "../v2/sequences.ts";
import type { FeedAdapter, FeedDepth } from "./adapters.ts";
import type { FeedScope } from "./scope.ts";
import type { FollowAnswer, VenueFeedState } from "./shards.ts";

/**
 * Why a book is published whole again: the stream turns it into `gap` then `book`. `feed_overload`: the
 * feed was shedding (it sent the book whole instead of its changes).
 */
export type RebuildReason = "sequence_gap" | "reconnect" | "feed_overload";

/** Why a book is rebuilt from REST; `first_book`: a market just added whose snapshot has not come (no gap). */
export type ResyncReason = RebuildReason | "first_book";

export interface Clocks {
  venue_time: string | null;
  received_at: string;
}

export interface FeedParts {
  scope: FeedScope;
  connection: ConnectionPart;
  books: BooksPart;
  resync: ResyncPart;
  reconcile: ReconcilePart;
  shedding: SheddingPart;
  subscribers: SubscribersPart;
}

/** The connection to the venue, its state and its watchdog (`connection.ts`). */
export interface ConnectionPart {
  socket: WebSocket | null;
  state: VenueFeedState;
  detail: string;
  depth: FeedDepth;
  nextConnectAtMs: number;
  lastEventMs: number | null;
  /** How long the venue had been silent when the connection was last called stale for it (null: never). */
  silenceDetectedAfterMs: number | null;
  sids: Map<string, number>;
  reconnects: number;
  /** Probes sent on quiet connections (./probe.ts). */
  probes: number;
  due(nowMs: number): boolean;
  silentMs(nowMs: number): number | null;
  watch(nowMs: number): Promise<void>;
  sendCommands(build: (sids: Map<string, number>, commandId: number) => string[] | null): boolean;
  open(): Promise<void>;
  awaitSnapshots(keys: string[]): void;
  close(why: string): void;
  drop(detail: string, reason: "sequence_gap" | "reconnect", now: boolean): void;
  statusDepth(): FeedDepth;
  setState(state: VenueFeedState, said: string): Promise<void>;
}

/** The frames and the held books, the outbox and its hand-offs (`books.ts`). */
export interface BooksPart {
  books: BookSet;
  readonly rebuilding: Map<string, RebuildReason>;
  outbox: LiveEventDraft[];
  /** Each channel's `cseq`, assigned as the outbox is handed off. */
  readonly sequences: ChannelSequences;
  clockAheadAtMs: number | null;
  clockAheadByMs: number;
  events: number;
  rejected: number;
  /** Gaps announced since the shard started (rebuilt books published whole, dropped trades). */
  gaps: number;
  syncedCount(): number;
  markRebuilding(reason: RebuildReason): void;
  forget(keys: string[]): void;
  onFrame(adapter: FeedAdapter, text: string): void;
  queueWholeBook(
    key: string,
    market: string,
    book: OrderBook,
    resync: RebuildReason | null,
    clocks: Clocks,
  ): void;
  queueTicker(key: string, market: string, book: OrderBook | undefined, clocks: Clocks): void;
  flush(now?: boolean): void;
}

/** The books being rebuilt from the venue's REST book (`resync.ts`). */
export interface ResyncPart {
  readonly size: number;
  has(key: string): boolean;
  delete(key: string): void;
  clear(): void;
  noteRacingDelta(key: string, delta: BookDelta): void;
  unsureBooks(reason: ResyncReason): void;
  start(key: string, reason: ResyncReason): void;
}

/** The held books compared with the venue's REST books (`reconcile.ts`). */
export interface ReconcilePart {
  checked: number;
  disagreed: number;
  unpaired: number;
  everyMs(): number;
  start(depth: FeedDepth): void;
  stop(): void;
  noteChange(key: string, hash: string | null, venueTimeMs: number | null): void;
}

/** The feed's load and its shedding (`shedding.ts`). */
export interface SheddingPart {
  shedding: boolean;
  lagMs: number;
  readonly dirty: Set<string>;
  shedChanges: number;
  tradesDropped: number;
  start(): void;
  stop(): void;
  observe(venueTimeMs: number | null, receivedMs: number): void;
  dropTrade(channel: string): void;
  readIfDue(nowMs: number, queued: number): void;
}

/** The subscriber markets' leases (`subscribers.ts`). */
export interface SubscribersPart {
  readonly leases: Map<string, number>;
  toSubscribe: string[];
  follow(venue: VenueId, markets: string[]): Promise<FollowAnswer[]>;
  clear(): void;
  expire(nowMs: number): { retire: boolean };
}
