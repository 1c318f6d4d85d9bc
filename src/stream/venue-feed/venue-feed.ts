/**
 * One shard of a venue's market-data feed: one WebSocket, held by a Durable Object (`VenueFeed`, named
 * `<venue>:<shard>`, see `shards.ts`): it subscribes to the markets of its plan, keeps their books with the domain's order book, and hands
 * every change to the stream's version 2 shards (publishLive) as `book`, `book_delta`, `trade` and
 * `ticker` events, in the venue's order.
 *
 * - It never applies a delta to a book it is not sure of. A book that missed or refused a change is
 *   marked unsure and rebuilt from the venue's REST book (`resync.ts`) while the connection and the
 *   other books carry on; the rebuilt book is published whole with the reason (`sequence_gap`,
 *   `reconnect`), which the shards turn into `gap` then `book`. Nothing of an unsure book is published.
 *   Kalshi numbers every message of a subscription in one sequence, so a skipped number there leaves
 *   every book of the subscription unsure (the lost message could be any market's): each is rebuilt.
 * - After a reconnect every book waits for the venue's snapshot on subscription; one that has not come
 *   within `SNAPSHOT_WAIT_MS` is rebuilt from the REST book too.
 * - A dropped connection is reconnected with capped, jittered backoff; a connection silent for
 *   `stale_after_ms` is reported `stale`; a venue that refuses the connection's credentials is `rest_only`.
 *   Every state change is told to every shard at once (`status` messages).
 * - A connection without the venue's books (Kalshi without an API key: depth `rest_only`) follows the
 *   venue's public tickers and trades: its `ticker` events and the live index's tops come from the
 *   venue's own best prices, and no book is held, rebuilt, reconciled or published.
 * - A watchdog alarm runs every second while the feed has a plan; the minute cron re-ensures it.
 *
 * This file is the object's assembly and its RPC surface; each job is a part with its own state
 * (`FeedParts`, `parts.ts`): the connection and watchdog (`connection.ts`), the frames and books with
 * the outbox and the two paced hand-offs (`books.ts`), the REST resync (`resync.ts`), the
 * reconciliation (`reconcile.ts`), the load and shedding (`shedding.ts`, over `load.ts`) and the
 * subscriber leases (`subscribers.ts`).
 */
import { DurableObject } from "cloudflare:workers";
import { bestLevels, emptyBookSet } from "../../domain/book/index.ts";
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { venueIds } from "../../venues/registry.ts";
import { streamShardCount } from "../session/connect.ts";
import { liveShard } from "../v2/address.ts";
import type { FeedDepth } from "./adapters.ts";
import { FeedBooks } from "./books.ts";
import { FeedConnection } from "./connection.ts";
import type { FeedParts } from "./parts.ts";
import type { FeedMarket } from "./plan.ts";
import { Reconciliation } from "./reconcile.ts";
import { BookResync } from "./resync.ts";
import { FeedScope, iso, WATCHDOG_MS } from "./scope.ts";
import type { FollowAnswer, VenueFeedState } from "./shards.ts";
import { FeedShedding } from "./shedding.ts";
import { SubscriberLeases } from "./subscribers.ts";

export { EVENTS_HAND_OFF_MS, QUOTES_HAND_OFF_MS } from "./books.ts";
export { reconnectDelayMs, SNAPSHOT_WAIT_MS } from "./connection.ts";
export { RECONCILE_EVERY_MS } from "./reconcile.ts";
export { RESYNC_QUIET_MS } from "./resync.ts";
export { LOAD_PROBE_MS } from "./shedding.ts";

export interface FeedReport {
  venue: VenueId;
  /** The shard of the venue's feed (`<venue>:<shard>`). */
  shard: number;
  state: VenueFeedState;
  /** Whether the connection carries the venue's books (`live`) or only its tickers and trades. */
  depth: FeedDepth;
  detail: string;
  markets: number;
  books_synced: number;
  events_received: number;
  frames_rejected: number;
  reconnects: number;
  /**
   * Gaps announced since the shard started: each book published whole as a rebuild (the stream's `gap`
   * then `book`: a skipped sequence, a reconnect, an overload) and each market's dropped trades.
   */
  gaps: number;
  /** How far behind the venue the feed is (`./load.ts`). */
  lag_ms: number;
  /** How long the open connection has heard nothing from the venue; null when not connected. */
  silent_ms: number | null;
  /**
   * While `stale` for a silent venue: how long after its last frame the shard called itself stale (the
   * `silence_detection` objective's measurement); null otherwise.
   */
  silence_detected_after_ms: number | null;
  /**
   * Probes sent since the shard started: each a command the venue answers at once, sent after 2 s
   * without a frame (./connection.ts `PROBE_AFTER_MS`), so a quiet venue is told from a silent one.
   */
  probes: number;
  /**
   * Held books compared with the venue's REST book (one every `every_ms`): how many, how many disagreed
   * (each rebuilt and announced), and how many answers could not be paired with the stream's state.
   */
  reconciliation: { every_ms: number; checked: number; disagreed: number; unpaired: number };
  /** Whether it sends changed books whole at a bounded rate instead of every change. */
  shedding: boolean;
  /** Book changes not relayed one by one while shedding (each book sent whole instead), and trades dropped. */
  shed: { changes: number; trades_dropped: number };
}

/** One market's book as the feed holds it, for the book tape (levels best first, `[price, size]`). */
export interface LiveBookSnapshot {
  /** The lake's market id. */
  market: string;
  /** When the feed read it out (the book is current as of then). */
  observed_at: string;
  bids: [string, string][];
  asks: [string, string][];
  /** The `cseq` of the last event this feed handed off on the market's book channel (null: none yet). */
  cseq?: number | null;
}

/**
 * The feed shard's Durable Object: the assembly of its parts (`FeedParts`: the connection and watchdog,
 * the frames and books, the REST resync, the reconciliation, the load and shedding, the subscriber
 * leases) and its RPC surface.
 */
export class VenueFeed extends DurableObject<Bindings> {
  private readonly parts: FeedParts;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    const parts = { scope: new FeedScope(env, ctx) } as FeedParts;
    parts.connection = new FeedConnection(parts);
    parts.books = new FeedBooks(parts);
    parts.resync = new BookResync(parts);
    parts.reconcile = new Reconciliation(parts);
    parts.shedding = new FeedShedding(parts);
    parts.subscribers = new SubscriberLeases(parts);
    this.parts = parts;
  }

  /**
   * From the minute cron (and tests): as shard `shard` of `venue`'s feed, follow `plan`, connecting if
   * not connected. An empty plan retires the shard: its connection closes and the stream forgets its state.
   */
  async ensure(venue: VenueId, plan: FeedMarket[], shard = 0): Promise<FeedReport> {
    if (plan.length === 0) return this.retire(venue, shard);
    const { scope, connection } = this.parts;
    scope.shard = shard;
    const changed =
      scope.venue !== venue ||
      plan.length !== scope.plan.length ||
      plan.some((m, i) => m.key !== scope.plan[i]?.key || m.market !== scope.plan[i]?.market);
    scope.venue = venue;
    scope.plan = plan;
    scope.marketOf = new Map(plan.map((m) => [m.key, m.market]));
    // A new plan takes effect through a fresh subscription.
    if (changed && connection.socket)
      connection.drop("The feed's market list changed; resubscribing.", "reconnect", true);
    if (plan.length > 0) {
      if (connection.due(Date.now())) await connection.open();
      await scope.armWatchdog();
    }
    return this.report();
  }

  async report(): Promise<FeedReport> {
    const { scope, connection, books, reconcile, shedding } = this.parts;
    return {
      venue: scope.venue ?? (venueIds()[0] as VenueId),
      shard: scope.shard,
      state: connection.state,
      depth: connection.statusDepth(),
      detail: connection.detail,
      markets: scope.plan.length,
      books_synced: books.syncedCount(),
      events_received: books.events,
      frames_rejected: books.rejected,
      reconnects: connection.reconnects,
      gaps: books.gaps,
      lag_ms: shedding.lagMs,
      silent_ms: connection.silentMs(Date.now()),
      silence_detected_after_ms: connection.state === "stale" ? connection.silenceDetectedAfterMs : null,
      probes: connection.probes,
      reconciliation: {
        every_ms: reconcile.everyMs(),
        checked: reconcile.checked,
        disagreed: reconcile.disagreed,
        unpaired: reconcile.unpaired,
      },
      shedding: shedding.shedding,
      shed: { changes: shedding.shedChanges, trades_dropped: shedding.tradesDropped },
    };
  }

  /**
   * From a stream shard, on one of the venue's subscriber shards (`shards.ts` `subscriberShards`): follow
   * `markets` (lake market ids) for subscribers, or renew the lease of those already followed, while the
   * shard has room. A new market is looked up at the venue (`FeedAdapter.resolveKey`) and added to the
   * open connection with the venue's own command; its snapshot follows (or, after `SNAPSHOT_WAIT_MS`,
   * its REST book). A market whose lease runs out (`SUBSCRIBER_LEASE_MS`) is dropped by the watchdog.
   */
  async follow(venue: VenueId, shard: number, markets: string[]): Promise<FollowAnswer[]> {
    const { scope, subscribers } = this.parts;
    if (scope.venue !== undefined && scope.venue !== venue) {
      return markets.map(() => ({ ok: false, reason: "other_venue" }));
    }
    scope.venue = venue;
    scope.shard = shard;
    return subscribers.follow(venue, markets);
  }

  /** Follows nothing any more: the connection closes and every stream shard forgets this feed shard. */
  private async retire(venue: VenueId, shard: number): Promise<FeedReport> {
    const { scope, connection, books, subscribers } = this.parts;
    const wasFollowing = scope.plan.length > 0;
    scope.venue = venue;
    scope.shard = shard;
    scope.plan = [];
    scope.marketOf = new Map();
    subscribers.clear();
    connection.close("retired");
    books.books = emptyBookSet();
    connection.state = "rest_only";
    connection.detail = "Follows no market.";
    if (wasFollowing) {
      await Promise.allSettled(
        Array.from({ length: streamShardCount(this.env) }, (_, i) =>
          liveShard(this.env, i).forgetFeedShard(venue, shard),
        ),
      );
    }
    return this.report();
  }

  /**
   * The books the feed is sure of, best `depth` levels a side in YES terms, for the lake's book tape at
   * a cycle: only while the venue is `live` (a stale or reconnecting feed's books may be behind), and
   * never a book that is unsure or being rebuilt.
   */
  async syncedBooks(depth: number): Promise<LiveBookSnapshot[]> {
    const { scope, connection, books, resync } = this.parts;
    if (connection.state !== "live" || !scope.venue) return [];
    const observedAt = iso(Date.now()) ?? "";
    const held: LiveBookSnapshot[] = [];
    for (const [key, book] of books.books.books) {
      const market = scope.marketOf.get(key);
      if (!market || book.status !== "synced" || resync.has(key)) continue;
      const { bids, asks } = bestLevels(book, depth);
      held.push({
        market,
        observed_at: observedAt,
        bids: bids.map((l) => [l.price, l.size]),
        asks: asks.map((l) => [l.price, l.size]),
        cseq: books.sequences.lastOf(`book:${scope.venue}:${market}`),
      });
    }
    return held;
  }

  /** The watchdog: reconnect when due, report silence, and run again in a second while there is a plan. */
  override async alarm(): Promise<void> {
    const { scope, connection, subscribers } = this.parts;
    const nowMs = Date.now();
    if (subscribers.expire(nowMs).retire) await this.retire(scope.venue as VenueId, scope.shard);
    if (scope.venue && scope.plan.length > 0) {
      await connection.watch(nowMs);
      // Every second while connected or reconnecting; a REST-only feed waits for its next attempt.
      const next =
        connection.socket || connection.state !== "rest_only"
          ? Date.now() + WATCHDOG_MS
          : connection.nextConnectAtMs;
      await this.ctx.storage.setAlarm(Math.max(next, Date.now() + WATCHDOG_MS));
    }
  }
}
