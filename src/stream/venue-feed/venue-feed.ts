/**
 * One shard of a venue's market-data feed: one WebSocket, held by a Durable Object (`VenueFeed`, named
 * `<venue>:<shard>`, see `shards.ts`): it subscribes to the markets of its plan, keeps their books with the domain's order book, and hands
 * every change to the stream's version 2 shards (publishLive) as `book`, `book_delta`, `trade` and
 * `ticker` events, in the venue's order.
 *
 * - It never applies a delta to a book it is not sure of. A book that missed or refused a change is
 *   marked unsure and rebuilt from the venue's REST book (`resync`, below) while the connection and the
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
 */
import { DurableObject } from "cloudflare:workers";
import {
  applyDeltaToSet,
  applySnapshotToSet,
  type BookSet,
  bestLevels,
  bufferRacingDelta,
  emptyBookSet,
  markBookUnsure,
  markSetUnsure,
  type OrderBook,
  priceText,
  type RestRace,
  rebuildFromRest,
  sizeText,
  takeRestBook,
  topDisagrees,
  topOfBook,
} from "../../domain/book/index.ts";
import { midpoint, parseDecimal } from "../../domain/decimal.ts";
import { VENUE_IDS, type VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { createHttpClient, type HttpClient } from "../../venues/http/client.ts";
import { backoffDelayMs } from "../../venues/http/retry-policy.ts";
import type { MarketEvent } from "../../venues/shared/market-event.ts";
import { liveIndexObject } from "../live-index/address.ts";
import type { LiveQuote } from "../live-index/protocol.ts";
import { MAX_VENUE_CLOCK_AHEAD_MS } from "../live-index/protocol.ts";
import { streamShardCount } from "../session/connect.ts";
import { liveShard, publishLive } from "../v2/address.ts";
import { wholeBook } from "../v2/book-levels.ts";
import { type LiveEvent, V2_LIMITS } from "../v2/messages.ts";
import { FEED_ADAPTERS, type FeedAdapter, type FeedDepth } from "./adapters.ts";
import { FEED_LOAD_LIMITS, FeedLoad, shedAtLagMs } from "./load.ts";
import { PacedHandOff } from "./paced-hand-off.ts";
import type { FeedMarket } from "./plan.ts";
import type { FeedShardStatus, VenueFeedState } from "./shards.ts";
import { FEED_SHARD_BUDGET, type FollowAnswer, SUBSCRIBER_LEASE_MS } from "./shards.ts";

const WATCHDOG_MS = 1_000;
/**
 * Hand-offs of events to the stream shards start at least this far apart: at the venues' busiest a few
 * frames travel together (a few ms more for some), and the per-call cost is paid at most 200 times a second.
 */
export const EVENTS_HAND_OFF_MS = 5;
/** Changed tops go to the live index at most this often; it recomputes at most every 250 ms anyway. */
export const QUOTES_HAND_OFF_MS = 50;
/** Reconnect backoff: 250 ms doubling to 30 s, each wait jittered down to half. */
const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 30_000;
/** A venue that refused the signature is tried again after this long. */
const REFUSED_RETRY_MS = 300_000;
/** After a (re)connection, a book whose WebSocket snapshot has not come by then is read from REST. */
export const SNAPSHOT_WAIT_MS = 1_500;
/** A failed REST book read is tried again after 250 ms doubling to 4 s (full jitter); the book stays unsure. */
const RESYNC_BACKOFF = { baseDelayMs: 250, maxDelayMs: 4_000 };
/** REST book reads in flight at once (a Kalshi sequence gap rebuilds every book of the subscription). */
const RESYNC_CONCURRENCY = 4;
/**
 * A busy market whose REST answers keep racing its deltas (the domain's `takeRestBook`) is given up on
 * after this many answers: the connection resubscribes and the venue's own snapshot rebuilds it.
 */
const MAX_AMBIGUOUS_ANSWERS = 5;
/** A book whose top disagrees with the venue's is rebuilt at most this often (see `checkTop`). */
const TOP_CHECK_RESYNC_MS = 10_000;
/** A market the venue said it does not have is not looked up again for this long. */
const REFUSAL_MEMORY_MS = 600_000;
const MAX_REFUSALS_KEPT = 1_000;
/** How long after a REST answer a `change` venue's market must stay quiet for the answer to be taken. */
export const RESYNC_QUIET_MS = 200;
/**
 * How often the feed reads its load: from its timer (the event loop's lag is how late it fires) and,
 * as its frames come, at most this often — so a feed whose timers are starved by a flood of frames still
 * sheds at once.
 */
export const LOAD_PROBE_MS = 250;
const LOAD_READ_EVERY_MS = 100;
/** While shedding, the status's lag is updated at most this often. */
const STATUS_LAG_EVERY_MS = 2_000;
/** The venue's clock counts as agreeing again once no event was ahead for this long. */
const CLOCK_AGREES_AFTER_MS = 10_000;
/**
 * The reconciliation's budget: one held book compared with the venue's REST book this often per feed
 * shard, round robin, so a change lost at any depth is found within (books × this) — `LIVE_FEED_RECONCILE_MS`
 * (100–60,000), else this.
 */
export const RECONCILE_EVERY_MS = 1_000;
/** A REST book whose digest the stream has not reached is taken as the venue's after this long without a change. */
const LOST_CHANGE_QUIET_MS = 500;

/**
 * One book being rebuilt from the venue's REST book, with what of its stream raced the current read
 * (`RestRace`; the domain's rest-rebuild.ts says how an answer is taken).
 */
interface Resync extends RestRace {
  /** Why the book is rebuilt; `first_book`: a market just added whose snapshot has not come (no gap). */
  reason: RebuildReason | "first_book";
  failures: number;
  ambiguous: number;
  /** A read is in flight (or its answer is waiting out `RESYNC_QUIET_MS`). */
  inFlight: boolean;
  /** Waiting out the backoff after a failed read. */
  parked: boolean;
}

/**
 * Why a book is published whole again: the stream turns it into `gap` then `book`. `feed_overload`: the
 * feed was shedding (it sent the book whole instead of its changes).
 */
type RebuildReason = "sequence_gap" | "reconnect" | "feed_overload";

export function reconnectDelayMs(attempt: number, random: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling * (0.5 + random / 2));
}

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
  /** How far behind the venue the feed is (`./load.ts`). */
  lag_ms: number;
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

interface Clocks {
  venue_time: string | null;
  received_at: string;
}

/** One market's book as the feed holds it, for the book tape (levels best first, `[price, size]`). */
export interface LiveBookSnapshot {
  /** The lake's market id. */
  market: string;
  /** When the feed read it out (the book is current as of then). */
  observed_at: string;
  bids: [string, string][];
  asks: [string, string][];
}

export class VenueFeed extends DurableObject<Bindings> {
  private venue: VenueId | undefined;
  private shard = 0;
  private plan: FeedMarket[] = [];
  /** Venue stream key → the lake's market id. */
  private marketOf = new Map<string, string>();
  private socket: WebSocket | null = null;
  private connecting = false;
  private state: VenueFeedState = "rest_only";
  private detail = "Not started.";
  /** What the connection carries (the handshake's answer); no book is held at `rest_only`. */
  private depth: FeedDepth = "rest_only";
  /** The venue's own best prices by stream key, from its public tickers (depth `rest_only` only). */
  private venueTops = new Map<string, { bid: string | null; ask: string | null }>();
  private attempt = 0;
  private nextConnectAtMs = 0;
  private lastEventMs: number | null = null;
  private connectedAtMs = 0;
  private connectedBefore = false;
  private books: BookSet = emptyBookSet();
  /** Keys whose next whole book is a rebuild, with why. */
  private rebuilding = new Map<string, RebuildReason>();
  /** When a book was last rebuilt because its top disagreed with the venue's, by stream key. */
  private topResyncAtMs = new Map<string, number>();
  /** Subscriber shards: each subscriber market's lease, as the time (ms) it runs out. */
  private leases = new Map<string, number>();
  /** Subscriber markets being looked up at the venue; every caller meanwhile gets the same answer. */
  private resolving = new Map<string, Promise<FollowAnswer>>();
  /** Markets the venue said it does not have (or has closed), with when that answer goes stale (ms). */
  private refused = new Map<string, { reason: "unknown" | "closed"; untilMs: number }>();
  /** Keys added to the plan and not yet subscribed on the connection. */
  private toSubscribe: string[] = [];
  /** The venue's subscription ids by channel, as it answered this connection (Kalshi). */
  private sids = new Map<string, number>();
  /** The next command id on this connection (the subscribes take the first few). */
  private commandId = 1_000;
  private tops = new Map<string, string>();
  private lastTrade = new Map<string, string>();
  private outbox: LiveEvent[] = [];
  /** Markets whose ticker the frame being read may have changed (its changes and trades), by stream key. */
  private readonly tickersDue = new Map<string, { market: string; clocks: Clocks }>();
  /** Changed tops of synced books for the live index, by market (the newest only), sent with the next flush. */
  private quotes = new Map<string, LiveQuote>();
  /**
   * Changed tops whose events the stream shards already have: the live index gets a top only once the
   * book messages it comes from were handed over, so an `index` value never reaches a client before its
   * inputs do.
   */
  private readyQuotes = new Map<string, LiveQuote>();
  /** The queued events' hand-off to the stream shards; the tops they carry are ready once it settles. */
  private readonly eventsHandOff = new PacedHandOff(
    EVENTS_HAND_OFF_MS,
    () => this.outbox.length > 0,
    () => {
      const events = this.outbox;
      this.outbox = [];
      const quotes = this.quotes;
      this.quotes = new Map();
      return publishLive(this.env, events).finally(() => {
        for (const [market, quote] of quotes) this.readyQuotes.set(market, quote);
        this.quotesHandOff.run();
      });
    },
    (settled) => this.ctx.waitUntil(settled),
  );
  /**
   * The ready tops' hand-off to the live index, apart from the events' so a recomputation never holds
   * back a venue event (tops gather meanwhile, the newest per market).
   */
  private readonly quotesHandOff = new PacedHandOff(
    QUOTES_HAND_OFF_MS,
    () => this.readyQuotes.size > 0,
    () => {
      const quotes = [...this.readyQuotes.values()];
      this.readyQuotes.clear();
      return liveIndexObject(this.env).update(quotes);
    },
    (settled) => this.ctx.waitUntil(settled),
  );
  /** How far behind the venue the feed is (`./load.ts`), and whether it sheds. */
  private load = new FeedLoad();
  private shedding = false;
  private lagMs = 0;
  /** Books changed while shedding, by stream key: each is sent whole at the next shed pass. */
  private dirty = new Set<string>();
  private lastShedPassMs = 0;
  /** Trades dropped while shedding past the trade bound, by channel: each channel is told by a `gap`. */
  private droppedTrades = new Map<string, number>();
  private loadProbe: ReturnType<typeof setInterval> | undefined;
  private probeDueMs = 0;
  private loadReadAtMs = 0;
  private lagSaidAtMs = 0;
  /** When an event last came stamped ahead of its receipt (null: the venue's clock agrees), and by how much. */
  private clockAheadAtMs: number | null = null;
  private clockAheadByMs = 0;
  private keepalive: ReturnType<typeof setInterval> | undefined;
  private snapshotWait: ReturnType<typeof setTimeout> | undefined;
  private counters = {
    events: 0,
    rejected: 0,
    reconnects: 0,
    shedChanges: 0,
    tradesDropped: 0,
    checked: 0,
    disagreed: 0,
    unpaired: 0,
  };
  /** The venue's digest of each book's latest state on the stream (Polymarket), and its time, by stream key. */
  private streamHash = new Map<string, string>();
  private streamTimeMs = new Map<string, number>();
  /** Books being compared with their REST book, by stream key: whether a change arrived meanwhile. */
  private checking = new Map<string, { touched: boolean }>();
  private reconcileTimer: ReturnType<typeof setInterval> | undefined;
  private reconcileCursor = 0;
  /** Books being rebuilt from REST, by stream key; a read whose entry was replaced or removed is moot. */
  private resyncs = new Map<string, Resync>();
  private http: HttpClient | undefined;

  // ------------------------------------------------------------------ RPC

  /**
   * From the minute cron (and tests): as shard `shard` of `venue`'s feed, follow `plan`, connecting if
   * not connected. An empty plan retires the shard: its connection closes and the stream forgets its state.
   */
  async ensure(venue: VenueId, plan: FeedMarket[], shard = 0): Promise<FeedReport> {
    if (plan.length === 0) return this.retire(venue, shard);
    this.shard = shard;
    const changed =
      this.venue !== venue ||
      plan.length !== this.plan.length ||
      plan.some((m, i) => m.key !== this.plan[i]?.key || m.market !== this.plan[i]?.market);
    this.venue = venue;
    this.plan = plan;
    this.marketOf = new Map(plan.map((m) => [m.key, m.market]));
    // A new plan takes effect through a fresh subscription.
    if (changed && this.socket)
      this.drop("The feed's market list changed; resubscribing.", "reconnect", true);
    if (plan.length > 0) {
      if (!this.socket && !this.connecting && Date.now() >= this.nextConnectAtMs) await this.openSocket();
      if ((await this.ctx.storage.getAlarm()) === null)
        await this.ctx.storage.setAlarm(Date.now() + WATCHDOG_MS);
    }
    return this.report();
  }

  async report(): Promise<FeedReport> {
    let synced = 0;
    for (const book of this.books.books.values()) if (book.status === "synced") synced++;
    return {
      venue: this.venue ?? VENUE_IDS[0],
      shard: this.shard,
      state: this.state,
      depth: this.statusDepth(),
      detail: this.detail,
      markets: this.plan.length,
      books_synced: synced,
      events_received: this.counters.events,
      frames_rejected: this.counters.rejected,
      reconnects: this.counters.reconnects,
      lag_ms: this.lagMs,
      reconciliation: {
        every_ms: this.reconcileEveryMs(),
        checked: this.counters.checked,
        disagreed: this.counters.disagreed,
        unpaired: this.counters.unpaired,
      },
      shedding: this.shedding,
      shed: { changes: this.counters.shedChanges, trades_dropped: this.counters.tradesDropped },
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
    if (this.venue !== undefined && this.venue !== venue) {
      return markets.map(() => ({ ok: false, reason: "other_venue" }));
    }
    this.venue = venue;
    this.shard = shard;
    const answers = await Promise.all(markets.map((market) => this.followOne(venue, market)));
    await this.subscribeAdded();
    return answers;
  }

  private followOne(venue: VenueId, market: string): Promise<FollowAnswer> {
    if (this.leases.has(market)) {
      this.leases.set(market, Date.now() + SUBSCRIBER_LEASE_MS);
      return Promise.resolve({ ok: true });
    }
    const pending = this.resolving.get(market);
    if (pending) return pending;
    const refused = this.refused.get(market);
    if (refused && refused.untilMs > Date.now())
      return Promise.resolve({ ok: false, reason: refused.reason });
    if (this.plan.length + this.resolving.size >= FEED_SHARD_BUDGET[venue]) {
      return Promise.resolve({ ok: false, reason: "full" });
    }
    const work = this.resolveAndAdd(venue, market).finally(() => this.resolving.delete(market));
    this.resolving.set(market, work);
    return work;
  }

  private async resolveAndAdd(venue: VenueId, market: string): Promise<FollowAnswer> {
    this.http ??= createHttpClient({ timeoutMs: 3_000, maxRetries: 0, minIntervalMs: 25 });
    const resolved = await FEED_ADAPTERS[venue]
      .resolveKey(this.env, market, this.http)
      .catch(() => ({ ok: false as const, reason: "unreachable" as const }));
    if (!resolved.ok) {
      if (resolved.reason !== "unreachable") this.rememberRefusal(market, resolved.reason);
      return resolved;
    }
    if (this.venue !== venue) return { ok: false, reason: "other_venue" };
    this.leases.set(market, Date.now() + SUBSCRIBER_LEASE_MS);
    if (!this.marketOf.has(resolved.key)) {
      this.plan = [...this.plan, { market, key: resolved.key }];
      this.marketOf.set(resolved.key, market);
      this.toSubscribe.push(resolved.key);
    }
    return { ok: true };
  }

  /** Keeps the venue's "no such market" for `REFUSAL_MEMORY_MS`, at most `MAX_REFUSALS_KEPT` markets. */
  private rememberRefusal(market: string, reason: "unknown" | "closed") {
    if (this.refused.size >= MAX_REFUSALS_KEPT) {
      const oldest = this.refused.keys().next().value;
      if (oldest !== undefined) this.refused.delete(oldest);
    }
    this.refused.set(market, { reason, untilMs: Date.now() + REFUSAL_MEMORY_MS });
  }

  /**
   * Subscribes the keys just added: on the open connection with the venue's update command, else by
   * resubscribing the connection (its subscriptions are not answered yet), else by connecting.
   */
  private async subscribeAdded(): Promise<void> {
    const keys = this.toSubscribe.splice(0);
    if (keys.length === 0) return;
    const adapter = FEED_ADAPTERS[this.venue as VenueId];
    const ws = this.socket;
    if (ws) {
      const messages = adapter.updateKeys(keys, "add", this.sids, this.commandId, this.depth);
      if (messages === null) {
        this.drop("The feed's market list changed; resubscribing.", "reconnect", true);
      } else {
        this.commandId += messages.length;
        for (const message of messages) ws.send(message);
        setTimeout(() => {
          if (this.socket !== ws) return;
          for (const key of keys) {
            if (this.books.books.get(key)?.status !== "synced") this.resync(key, "first_book");
          }
        }, SNAPSHOT_WAIT_MS);
      }
    } else if (!this.connecting && Date.now() >= this.nextConnectAtMs) {
      await this.openSocket();
    }
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(Date.now() + WATCHDOG_MS);
  }

  /**
   * Drops the subscriber markets whose lease ran out: they leave the plan and the connection (with the
   * venue's command where it has one; otherwise their events are ignored). A shard left with no market
   * retires.
   */
  private async expireLeases(nowMs: number): Promise<void> {
    const expired = new Set([...this.leases].filter(([, until]) => until <= nowMs).map(([market]) => market));
    if (expired.size === 0) return;
    for (const market of expired) this.leases.delete(market);
    const keys = this.plan.filter((m) => expired.has(m.market)).map((m) => m.key);
    this.plan = this.plan.filter((m) => !expired.has(m.market));
    const books = new Map(this.books.books);
    for (const key of keys) {
      this.marketOf.delete(key);
      books.delete(key);
      this.resyncs.delete(key);
      this.rebuilding.delete(key);
      this.tops.delete(key);
      this.lastTrade.delete(key);
      this.venueTops.delete(key);
      this.topResyncAtMs.delete(key);
    }
    this.books = { ...this.books, books };
    if (this.plan.length === 0) {
      await this.retire(this.venue as VenueId, this.shard);
      return;
    }
    const messages = this.socket
      ? FEED_ADAPTERS[this.venue as VenueId].updateKeys(keys, "remove", this.sids, this.commandId, this.depth)
      : null;
    if (this.socket && messages) {
      this.commandId += messages.length;
      for (const message of messages) this.socket.send(message);
    }
  }

  /** Follows nothing any more: the connection closes and every stream shard forgets this feed shard. */
  private async retire(venue: VenueId, shard: number): Promise<FeedReport> {
    const wasFollowing = this.plan.length > 0;
    this.venue = venue;
    this.shard = shard;
    this.plan = [];
    this.marketOf = new Map();
    this.leases.clear();
    this.toSubscribe = [];
    this.closeSocket("retired");
    this.books = emptyBookSet();
    this.state = "rest_only";
    this.detail = "Follows no market.";
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
    if (this.state !== "live" || !this.venue) return [];
    const observedAt = iso(Date.now()) ?? "";
    const books: LiveBookSnapshot[] = [];
    for (const [key, book] of this.books.books) {
      const market = this.marketOf.get(key);
      if (!market || book.status !== "synced" || this.resyncs.has(key)) continue;
      const { bids, asks } = bestLevels(book, depth);
      books.push({
        market,
        observed_at: observedAt,
        bids: bids.map((l) => [l.price, l.size]),
        asks: asks.map((l) => [l.price, l.size]),
      });
    }
    return books;
  }

  /** The watchdog: reconnect when due, report silence, and run again in a second while there is a plan. */
  override async alarm(): Promise<void> {
    const nowMs = Date.now();
    await this.expireLeases(nowMs);
    if (this.venue && this.plan.length > 0) {
      if (!this.socket && !this.connecting && nowMs >= this.nextConnectAtMs) await this.openSocket();
      const since = this.lastEventMs ?? this.connectedAtMs;
      if (this.socket && this.state === "live" && nowMs - since > V2_LIMITS.stale_after_ms) {
        await this.setState("stale", `No event from the venue for ${Math.round((nowMs - since) / 1000)} s.`);
      }
      // Every second while connected or reconnecting; a REST-only feed waits for its next attempt.
      const next =
        this.socket || this.state !== "rest_only" ? Date.now() + WATCHDOG_MS : this.nextConnectAtMs;
      await this.ctx.storage.setAlarm(Math.max(next, Date.now() + WATCHDOG_MS));
    }
  }

  // ------------------------------------------------------------------ connection

  private adapter(): FeedAdapter | undefined {
    return this.venue ? FEED_ADAPTERS[this.venue] : undefined;
  }

  private async openSocket(): Promise<void> {
    const adapter = this.adapter();
    if (!adapter || this.plan.length === 0) return;
    const url = adapter.url(this.env);
    if (url === null) {
      this.nextConnectAtMs = Date.now() + REFUSED_RETRY_MS;
      return this.setState("rest_only", "No WebSocket address is configured for this venue.");
    }
    const handshake = await adapter.handshake(this.env, Date.now());
    if (!handshake.ok) {
      this.nextConnectAtMs = Date.now() + REFUSED_RETRY_MS;
      return this.setState("rest_only", handshake.detail);
    }
    this.connecting = true;
    let response: Response;
    try {
      response = await fetch(url, { headers: { Upgrade: "websocket", ...handshake.headers } });
    } catch {
      this.connecting = false;
      return this.retryLater("The venue's WebSocket could not be reached.");
    }
    this.connecting = false;
    this.depth = handshake.depth;
    if (response.status === 401 || response.status === 403) {
      this.nextConnectAtMs = Date.now() + REFUSED_RETRY_MS;
      return this.setState(
        "rest_only",
        `The venue refused the connection's credentials (HTTP ${response.status}).`,
      );
    }
    const ws = response.webSocket;
    if (response.status !== 101 || !ws) {
      return this.retryLater(`The venue answered the upgrade with HTTP ${response.status}.`);
    }
    ws.accept();
    this.socket = ws;
    this.attempt = 0;
    this.connectedAtMs = Date.now();
    this.lastEventMs = null;
    this.books = emptyBookSet();
    this.load = new FeedLoad(shedAtLagMs(this.env.LIVE_FEED_SHED_AT_LAG_MS));
    this.shedding = false;
    this.lagMs = 0;
    this.dirty.clear();
    this.streamHash.clear();
    this.streamTimeMs.clear();
    this.startLoadProbe();
    clearInterval(this.reconcileTimer);
    // Without books there is nothing to reconcile, and no snapshot to wait for.
    if (this.depth === "live")
      this.reconcileTimer = setInterval(() => this.reconcileNext(), this.reconcileEveryMs());
    this.sids = new Map();
    this.toSubscribe = [];
    const why = this.connectedBefore ? "reconnect" : null;
    this.connectedBefore = true;
    for (const m of this.plan) {
      if (why) this.rebuilding.set(m.key, this.rebuilding.get(m.key) ?? why);
    }
    ws.addEventListener("message", (event) => {
      if (this.socket !== ws) return;
      const text =
        typeof event.data === "string" ? event.data : new TextDecoder().decode(event.data as ArrayBuffer);
      this.onFrame(adapter, text);
    });
    ws.addEventListener("close", () => {
      if (this.socket === ws) this.drop("The venue closed the connection.", "reconnect", false);
    });
    ws.addEventListener("error", () => {
      if (this.socket === ws) this.drop("The connection to the venue failed.", "reconnect", false);
    });
    for (const message of adapter.subscribe(
      this.plan.map((m) => m.key),
      this.depth,
    ))
      ws.send(message);
    clearTimeout(this.snapshotWait);
    if (this.depth === "live") {
      this.snapshotWait = setTimeout(() => {
        if (this.socket === ws) this.resyncUnsureBooks("reconnect");
      }, SNAPSHOT_WAIT_MS);
    }
    if (adapter.keepalive) {
      const { text, everyMs } = adapter.keepalive;
      clearInterval(this.keepalive);
      this.keepalive = setInterval(() => {
        try {
          this.socket?.send(text);
        } catch {
          // The close handler takes it from here.
        }
      }, everyMs);
    }
    await this.setState("live", handshake.detail);
  }

  /** Closes the connection and stops its timers; every REST read in flight is moot. */
  private closeSocket(why: string) {
    const ws = this.socket;
    this.socket = null;
    clearInterval(this.keepalive);
    this.keepalive = undefined;
    clearInterval(this.loadProbe);
    this.loadProbe = undefined;
    clearInterval(this.reconcileTimer);
    this.reconcileTimer = undefined;
    this.checking.clear();
    clearTimeout(this.snapshotWait);
    this.resyncs.clear();
    this.dirty.clear();
    try {
      ws?.close(1000, why);
    } catch {
      // Already closed.
    }
  }

  /**
   * Ends the connection: every book is unsure until the venue's next snapshot, which is published as a
   * rebuild with `reason`. `now` reconnects at once (a gap, a new plan); otherwise after the backoff.
   */
  private drop(detail: string, reason: "sequence_gap" | "reconnect", now: boolean) {
    this.flush(true);
    // Reads in flight are moot: the new connection's snapshots (or reads after it) rebuild every book.
    this.closeSocket("resubscribing");
    this.books = markSetUnsure(this.books);
    for (const m of this.plan) this.rebuilding.set(m.key, this.rebuilding.get(m.key) ?? reason);
    this.counters.reconnects++;
    if (now) {
      this.nextConnectAtMs = 0;
      this.ctx.waitUntil(this.setState("reconnecting", detail).then(() => this.openSocket()));
    } else {
      this.ctx.waitUntil(this.retryLater(detail));
    }
  }

  private async retryLater(detail: string): Promise<void> {
    const wait = reconnectDelayMs(this.attempt++, Math.random());
    this.nextConnectAtMs = Date.now() + wait;
    await this.setState("reconnecting", `${detail} Reconnecting in ${(wait / 1000).toFixed(1)} s.`);
    // The watchdog reconnects when due; make sure it runs.
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(Date.now() + WATCHDOG_MS);
  }

  /** The depth a status states: a REST-only feed holds no connection, so no book either. */
  private statusDepth(): FeedDepth {
    return this.state === "rest_only" ? "rest_only" : this.depth;
  }

  private async setState(state: VenueFeedState, said: string): Promise<void> {
    // A connection whose books are REST-only says so in every state's detail.
    const detail =
      state !== "rest_only" && this.depth === "rest_only" && !said.includes("REST-only")
        ? `${said} Order books are REST-only on this connection: the venue's tickers and trades only.`
        : said;
    if (this.state === state && this.detail === detail) return;
    this.state = state;
    this.detail = detail;
    const venue = this.venue;
    if (!venue) return;
    const since = this.lastEventMs ?? this.connectedAtMs;
    const status: FeedShardStatus = {
      venue,
      shard: this.shard,
      state,
      depth: this.statusDepth(),
      age_ms: this.lastEventMs === null && state !== "stale" ? null : Math.max(0, Date.now() - since),
      lag_ms: this.socket ? this.lagMs : null,
      detail,
    };
    await Promise.allSettled(
      Array.from({ length: streamShardCount(this.env) }, (_, i) =>
        liveShard(this.env, i).setVenueStatus(status),
      ),
    );
  }

  // ------------------------------------------------------------------ frames

  private onFrame(adapter: FeedAdapter, text: string) {
    const nowMs = Date.now();
    const wasSilent = this.lastEventMs !== null && nowMs - this.lastEventMs > V2_LIMITS.stale_after_ms;
    this.lastEventMs = nowMs;
    if (this.state === "stale" && wasSilent && !this.shedding && this.clockAheadAtMs === null) {
      this.ctx.waitUntil(this.setState("live", "The venue is sending again."));
    }
    const result = adapter.parse(text);
    if (!result.ok) {
      this.counters.rejected++;
      console.warn(
        JSON.stringify({
          level: "warn",
          msg: "venue_frame_rejected",
          venue: this.venue,
          reason: result.reason,
        }),
      );
      return;
    }
    /** The venue's own best prices after this frame's changes, by stream key (Polymarket sends them). */
    const venueTops = new Map<string, { bid: string | null; ask: string | null }>();
    let receivedAt: string | undefined;
    for (const event of result.events) {
      if (event.kind === "control") this.onControl(event);
      if (event.kind === "control" || event.kind === "status") continue;
      this.counters.events++;
      this.load.observe(event.venue_time_ms, nowMs);
      if (event.venue_time_ms !== null && event.venue_time_ms - nowMs > MAX_VENUE_CLOCK_AHEAD_MS) {
        this.clockAheadAtMs = nowMs;
        this.clockAheadByMs = event.venue_time_ms - nowMs;
      }
      if (!this.marketOf.has(event.market)) continue;
      receivedAt ??= iso(nowMs) ?? "";
      this.onMarketEvent(event, { venue_time: iso(event.venue_time_ms), received_at: receivedAt });
      if (event.kind === "delta" && event.venue_top) venueTops.set(event.market, event.venue_top);
    }
    // One ticker per market and frame, from its book after all of the frame's changes (while shedding,
    // the shed pass sends each changed book's ticker with the book).
    if (!this.shedding) {
      for (const [key, due] of this.tickersDue)
        this.queueTicker(key, due.market, this.books.books.get(key), due.clocks);
      for (const [key, top] of venueTops) this.checkTop(key, top, nowMs);
    } else {
      // Sent with the next shed pass: a book's ticker with its book, a market without a book its own.
      for (const key of this.tickersDue.keys()) this.dirty.add(key);
    }
    this.tickersDue.clear();
    if (
      this.outbox.length > FEED_LOAD_LIMITS.max_queued_events ||
      nowMs - this.loadReadAtMs >= LOAD_READ_EVERY_MS
    ) {
      this.readLoad(nowMs);
    }
    this.flush();
  }

  // ------------------------------------------------------------------ load

  /** Every LOAD_PROBE_MS while connected: the event loop's lag (how late this fires) and the load read. */
  private startLoadProbe() {
    clearInterval(this.loadProbe);
    this.probeDueMs = Date.now() + LOAD_PROBE_MS;
    this.loadProbe = setInterval(() => {
      const nowMs = Date.now();
      this.load.loopLag(nowMs - this.probeDueMs);
      this.probeDueMs = nowMs + LOAD_PROBE_MS;
      this.readLoad(nowMs);
    }, LOAD_PROBE_MS);
  }

  /**
   * Reads the feed's load and acts on it: shed past the bound, recover once caught up, drop the
   * connection when even shedding cannot keep up; while shedding, send the changed books whole once per
   * `shed_book_interval_ms`. Also says whether the venue's clock runs ahead.
   */
  private readLoad(nowMs: number) {
    if (!this.socket) return;
    this.loadReadAtMs = nowMs;
    const oldest = this.outbox[0];
    const reading = this.load.read(nowMs, {
      count: this.outbox.length,
      oldestMs: oldest?.received_at ? Date.parse(oldest.received_at) : null,
    });
    this.lagMs = reading.lagMs;
    if (reading.drop) {
      return this.drop(
        `Behind the venue by ${seconds(reading.lagMs)} even while shedding: the connection is dropped and every book rebuilt from the venue's snapshots.`,
        "reconnect",
        false,
      );
    }
    if (reading.changed === "started") this.startShedding();
    if (this.shedding && nowMs - this.lastShedPassMs >= FEED_LOAD_LIMITS.shed_book_interval_ms) {
      this.shedPass(nowMs);
    }
    if (reading.changed === "ended") this.endShedding(nowMs);
    if (this.clockAheadAtMs !== null && nowMs - this.clockAheadAtMs > CLOCK_AGREES_AFTER_MS) {
      this.clockAheadAtMs = null;
    }
    this.ctx.waitUntil(this.reportLoad());
  }

  /** The state the load and the venue's clock call for (silence is the watchdog's to say). */
  private async reportLoad(): Promise<void> {
    if (this.state !== "live" && this.state !== "stale") return;
    if (this.clockAheadAtMs !== null) {
      return this.setState(
        "stale",
        `The venue's clock runs ${seconds(this.clockAheadByMs)} ahead of pix's: books and trades are relayed, but no live value is computed from them until it agrees.`,
      );
    }
    if (this.shedding) {
      // Said once when it starts, then its lag at most every STATUS_LAG_EVERY_MS (each is a message to every client).
      const nowMs = Date.now();
      if (this.state === "stale" && nowMs - this.lagSaidAtMs < STATUS_LAG_EVERY_MS) return;
      this.lagSaidAtMs = nowMs;
      return this.setState(
        "stale",
        `Behind the venue by ${seconds(this.lagMs)}: each changed book is sent whole at most once a second instead of every change, until pix has caught up.`,
      );
    }
    if (this.state === "stale" && this.lastEventMs !== null) {
      const silentMs = Date.now() - this.lastEventMs;
      if (silentMs <= V2_LIMITS.stale_after_ms) await this.setState("live", "Caught up with the venue.");
    }
  }

  /**
   * Shedding starts: the queued changes of each book give way to the book sent whole at the next shed
   * pass; queued tickers go (each book's ticker follows its book); trades stay queued.
   */
  private startShedding() {
    this.shedding = true;
    const kept: LiveEvent[] = [];
    for (const event of this.outbox) {
      if (event.type === "book_delta" || event.type === "book") {
        const key = this.keyOf(event.market);
        if (key !== undefined) this.dirty.add(key);
        if (event.type === "book_delta") this.counters.shedChanges += event.changes.length;
      } else if (event.type !== "ticker") kept.push(event);
    }
    this.outbox = kept;
    console.warn(
      JSON.stringify({ level: "warn", msg: "venue_feed_shedding", venue: this.venue, lag_ms: this.lagMs }),
    );
  }

  /** Shedding ends: the changed books go whole once more, then every change is relayed again. */
  private endShedding(nowMs: number) {
    this.shedPass(nowMs);
    this.shedding = false;
    console.log(
      JSON.stringify({ level: "info", msg: "venue_feed_caught_up", venue: this.venue, lag_ms: this.lagMs }),
    );
  }

  /** Each book changed since the last pass, whole (holders get `gap` then `book`), with its ticker; dropped trades told. */
  private shedPass(nowMs: number) {
    this.lastShedPassMs = nowMs;
    const clocks = { venue_time: null, received_at: iso(nowMs) ?? "" };
    for (const key of this.dirty) {
      const book = this.books.books.get(key);
      const market = this.marketOf.get(key);
      if (!market || this.resyncs.has(key)) continue;
      if (book?.status === "synced") {
        this.queueWholeBook(key, market, book, this.rebuilding.get(key) ?? "feed_overload", clocks);
      } else if (this.depth === "rest_only") this.queueTicker(key, market, undefined, clocks);
    }
    this.dirty.clear();
    for (const [channel, dropped] of this.droppedTrades) {
      const [, venue, market] = channel.split(":") as [string, VenueId, string];
      this.outbox.push({
        type: "gap",
        channel,
        venue,
        market,
        reason: "feed_overload",
        detail: `${dropped} trade${dropped === 1 ? "" : "s"} of this market were dropped while pix was behind the venue.`,
        ...clocks,
      });
    }
    this.droppedTrades.clear();
    this.flush();
  }

  /** The stream key of a lake market id (the plan's), or undefined. */
  private keyOf(market: string): string | undefined {
    for (const m of this.plan) if (m.market === market) return m.key;
    return undefined;
  }

  /**
   * A book whose best prices differ from the venue's own after a change missed one (Polymarket numbers
   * nothing, so this is how a lost change shows): it turns unsure and is rebuilt from the REST book, at
   * most once per `TOP_CHECK_RESYNC_MS` a market, so a venue whose tops disagree for another reason
   * cannot keep pix reading its REST books.
   */
  private checkTop(key: string, top: { bid: string | null; ask: string | null }, nowMs: number) {
    const book = this.books.books.get(key);
    if (book?.status !== "synced" || this.resyncs.has(key) || !topDisagrees(book, top)) return;
    if (nowMs - (this.topResyncAtMs.get(key) ?? 0) < TOP_CHECK_RESYNC_MS) return;
    this.topResyncAtMs.set(key, nowMs);
    console.warn(
      JSON.stringify({ level: "warn", msg: "venue_top_disagrees", venue: this.venue, market: key }),
    );
    this.books = markBookUnsure(this.books, key);
    this.resync(key, "sequence_gap");
  }

  /**
   * A venue's answer to a command: a subscription's id (for later updates), and an update's `ok`, whose
   * `seq` names the subscription's sequence number (the next book message follows it).
   */
  private onControl(event: Extract<MarketEvent, { kind: "control" }>) {
    if (event.control === "subscribed" && event.channel !== null && event.sid !== null) {
      this.sids.set(event.channel, event.sid);
    }
    const bookSid = this.sids.get("orderbook_delta");
    if (
      event.control === "ok" &&
      event.sid !== null &&
      event.sid === bookSid &&
      event.seq !== null &&
      this.books.seq !== null &&
      event.seq === this.books.seq + 1
    ) {
      this.books = { ...this.books, seq: event.seq };
    }
    if (event.control === "error") {
      console.warn(
        JSON.stringify({
          level: "warn",
          msg: "venue_command_refused",
          venue: this.venue,
          code: event.code,
          message: event.message,
        }),
      );
    }
  }

  /** Applies one market event and queues what it publishes. */
  private onMarketEvent(event: Exclude<MarketEvent, { kind: "control" | "status" }>, clocks: Clocks) {
    const venue = this.venue as VenueId;
    const key = event.market;
    const market = this.marketOf.get(key) as string;
    if (event.kind === "ticker") {
      // The venue's own top, for a connection without books (with books, the held book's top is pix's).
      if (this.depth !== "rest_only") return;
      this.venueTops.set(key, { bid: event.bid, ask: event.ask });
      if (event.last !== null) this.lastTrade.set(key, event.last);
      this.tickersDue.set(key, { market, clocks });
      return;
    }
    if (event.kind === "trade") {
      this.lastTrade.set(key, event.price);
      const channel = `trades:${venue}:${market}`;
      if (this.shedding && this.outbox.length >= FEED_LOAD_LIMITS.max_queued_trades) {
        // Never silently: the channel is told at the next shed pass.
        this.droppedTrades.set(channel, (this.droppedTrades.get(channel) ?? 0) + 1);
        this.counters.tradesDropped++;
        return;
      }
      this.outbox.push({
        type: "trade",
        channel,
        venue,
        market,
        trade_id: event.trade_id,
        price: event.price,
        size: event.size,
        taker_side: event.taker,
        ...clocks,
      });
      this.tickersDue.set(key, { market, clocks });
      return;
    }
    // A book or change of a book being reconciled: the REST answer may not be the stream's state.
    const check = this.checking.get(key);
    if (check) check.touched = true;
    if (event.hash !== null) this.streamHash.set(key, event.hash);
    if (event.venue_time_ms !== null) this.streamTimeMs.set(key, event.venue_time_ms);
    if (event.kind === "book") {
      const applied = applySnapshotToSet(this.books, key, { bids: event.bids, asks: event.asks }, event.seq);
      this.books = applied.set;
      // A skipped number before a snapshot still leaves the subscription's other books unsure.
      if (!applied.ok && applied.kind === "gap") this.resyncUnsureBooks("sequence_gap");
      const book = applied.set.books.get(key);
      if (book?.status !== "synced") {
        this.resync(key, "sequence_gap");
        return;
      }
      // The venue's own snapshot rebuilt the book: a REST read still in flight is moot.
      this.resyncs.delete(key);
      this.queueWholeBook(key, market, book, this.rebuilding.get(key) ?? null, clocks);
      return;
    }
    // A delta.
    const applied = applyDeltaToSet(
      this.books,
      key,
      { side: event.side, price: event.price, mode: event.mode, amount: event.amount },
      event.seq,
    );
    if (!applied.ok) {
      // Never apply a delta to a book pix is not sure of: the delta is discarded, and the book (every
      // book of the subscription, for a skipped sequence number) is rebuilt from the venue's REST book.
      this.books = applied.set;
      const pending = this.resyncs.get(key);
      if (pending?.inFlight) {
        const { side, price, mode, amount } = event;
        bufferRacingDelta(pending, { side, price, mode, amount });
      } else if (pending) pending.touched = true;
      if (applied.kind === "gap" && (applied.reason === "seq_skipped" || applied.reason === "seq_repeated")) {
        this.resyncUnsureBooks("sequence_gap");
      } else {
        this.books = markBookUnsure(this.books, key);
        this.resync(
          key,
          applied.kind === "gap" && applied.reason === "no_snapshot" ? "reconnect" : "sequence_gap",
        );
      }
      return;
    }
    this.books = applied.set;
    if (this.shedding) {
      // Applied to the held book, not relayed: the book goes whole at the next shed pass.
      this.dirty.add(key);
      this.counters.shedChanges++;
      return;
    }
    const price = parseDecimal(event.price);
    const levels = event.side === "bid" ? applied.book.bids : applied.book.asks;
    const change = {
      side: event.side,
      price: event.price,
      size: sizeText(price === null ? 0n : (levels.get(price) ?? 0n)),
    };
    const channel = `book:${venue}:${market}`;
    const last = this.outbox.at(-1);
    // A frame's consecutive changes of one book travel as one book_delta, in the venue's order.
    if (
      last?.type === "book_delta" &&
      last.channel === channel &&
      last.received_at === clocks.received_at &&
      last.venue_time === clocks.venue_time
    ) {
      last.changes.push(change);
    } else {
      this.outbox.push({ type: "book_delta", channel, venue, market, changes: [change], ...clocks });
    }
    this.tickersDue.set(key, { market, clocks });
  }

  /**
   * Queues a book whole (with why, when it was rebuilt: the shards turn that into `gap` then `book`),
   * and its ticker; the book is no longer being rebuilt.
   */
  private queueWholeBook(
    key: string,
    market: string,
    book: OrderBook,
    resync: RebuildReason | null,
    clocks: Clocks,
  ) {
    const venue = this.venue as VenueId;
    this.outbox.push({
      type: "book",
      channel: `book:${venue}:${market}`,
      venue,
      market,
      ...wholeBook(book),
      resync,
      ...clocks,
    });
    this.rebuilding.delete(key);
    this.queueTicker(key, market, book, clocks);
  }

  private queueTicker(key: string, market: string, book: OrderBook | undefined, clocks: Clocks) {
    const venue = this.venue as VenueId;
    const top = this.topOf(key, book);
    const ticker = {
      best_bid: top?.bid ?? null,
      best_ask: top?.ask ?? null,
      mid: top?.mid ?? null,
      last_trade_price: this.lastTrade.get(key) ?? null,
    };
    const signature = JSON.stringify(ticker);
    if (this.tops.get(key) === signature) return;
    this.tops.set(key, signature);
    this.outbox.push({
      type: "ticker",
      channel: `ticker:${venue}:${market}`,
      venue,
      market,
      ...ticker,
      ...clocks,
    });
    // A value is never computed from a clock running ahead (the minute cycle's rule for the future).
    if (top && this.clockAheadAtMs === null) {
      this.quotes.set(market, {
        venue,
        market,
        top: {
          bid: ticker.best_bid,
          ask: ticker.best_ask,
          last: ticker.last_trade_price,
          observed_at: clocks.venue_time ?? clocks.received_at,
          observed_at_source: clocks.venue_time === null ? "collector" : "venue",
        },
        received_at: clocks.received_at,
      });
    }
  }

  /**
   * A market's best prices and mid: its held book's when synced, else (a connection without books) the
   * venue's own from its tickers; null when neither is known.
   */
  private topOf(
    key: string,
    book: OrderBook | undefined,
  ): { bid: string | null; ask: string | null; mid: string | null } | null {
    if (book && book.status === "synced") {
      const top = topOfBook(book);
      return { bid: top.bid?.price ?? null, ask: top.ask?.price ?? null, mid: top.mid };
    }
    const venueTop = this.depth === "rest_only" ? this.venueTops.get(key) : undefined;
    if (!venueTop) return null;
    const bid = venueTop.bid === null ? null : parseDecimal(venueTop.bid);
    const ask = venueTop.ask === null ? null : parseDecimal(venueTop.ask);
    return {
      ...venueTop,
      mid: bid === null || ask === null ? null : priceText(midpoint(bid, ask)),
    };
  }

  // ------------------------------------------------------------------ reconciliation

  private reconcileEveryMs(): number {
    const n = Number(this.env.LIVE_FEED_RECONCILE_MS);
    return Number.isInteger(n) && n > 0 ? Math.min(60_000, Math.max(100, n)) : RECONCILE_EVERY_MS;
  }

  /**
   * The next held book (round robin over the plan) compared with the venue's REST book: one at a time,
   * never while books are being rebuilt (shedding goes on applying every change, so it checks on). A lost change at any depth, below the best
   * prices the venue's own checks look at, shows here.
   */
  private reconcileNext() {
    if (!this.socket || this.checking.size > 0 || this.resyncs.size > 0) return;
    for (let tried = 0; tried < this.plan.length; tried++) {
      const entry = this.plan[this.reconcileCursor++ % this.plan.length];
      if (!entry) continue;
      if (this.books.books.get(entry.key)?.status !== "synced") continue;
      this.ctx.waitUntil(this.checkBook(entry.key, entry.market));
      return;
    }
  }

  /**
   * Compares one held book with the venue's REST book. The answer counts only when it can be paired with
   * the stream's state: by the venue's digest where it sends one (the REST book's `hash` equals the one
   * the stream's latest change carried — or differs, no change comes for LOST_CHANGE_QUIET_MS and the
   * REST book is newer than the stream's last change: the stream lost the change the venue made), else
   * when no change of the book arrived while the read was in flight (and, for a venue whose changes are
   * amounts, a quiet moment after). A book that disagrees is rebuilt from the answer and sent whole after
   * a `gap` (`sequence_gap`).
   */
  private async checkBook(key: string, market: string): Promise<void> {
    const adapter = this.adapter();
    if (!adapter) return;
    const check = { touched: false };
    this.checking.set(key, check);
    this.http ??= createHttpClient({ timeoutMs: 3_000, maxRetries: 0, minIntervalMs: 25 });
    const answer = await adapter.restBook(this.env, key, this.http).catch(() => null);
    if (answer?.ok && !check.touched && adapter.deltaMode === "change") {
      await new Promise((done) => setTimeout(done, RESYNC_QUIET_MS));
    }
    if (this.checking.get(key) !== check) return; // the connection ended meanwhile
    this.checking.delete(key);
    const book = this.books.books.get(key);
    if (!answer?.ok || book?.status !== "synced" || this.resyncs.has(key)) return;
    const streamHash = this.streamHash.get(key);
    let paired = !check.touched;
    if (answer.hash !== null && streamHash !== undefined && answer.hash !== streamHash) {
      // The venue's book is another state than the stream's last change described. A change in flight
      // brings the stream to it: wait for one. None coming, and the REST book newer than the stream's
      // last word on this book, the stream lost the change that made it: the REST book stands.
      await new Promise((done) => setTimeout(done, LOST_CHANGE_QUIET_MS));
      const newer =
        answer.venue_time_ms !== null &&
        answer.venue_time_ms > (this.streamTimeMs.get(key) ?? Number.POSITIVE_INFINITY);
      paired = this.streamHash.get(key) === answer.hash || (!check.touched && newer);
    } else if (answer.hash !== null && streamHash !== undefined) paired = true;
    if (!paired) {
      this.counters.unpaired++;
      return;
    }
    this.counters.checked++;
    const rest = rebuildFromRest(this.books, key, { bids: answer.bids, asks: answer.asks }, []);
    const rebuilt = rest.ok ? rest.set.books.get(key) : undefined;
    if (rebuilt?.status !== "synced") return;
    if (JSON.stringify(wholeBook(rebuilt)) === JSON.stringify(wholeBook(book))) return;
    this.counters.disagreed++;
    console.warn(
      JSON.stringify({ level: "warn", msg: "venue_book_disagrees", venue: this.venue, market: key }),
    );
    this.books = rest.set;
    const clocks = { venue_time: null, received_at: iso(Date.now()) ?? "" };
    this.queueWholeBook(key, market, rebuilt, "sequence_gap", clocks);
    this.flush();
  }

  // ------------------------------------------------------------------ REST resync

  /** Every plan book that is unsure or missing is rebuilt from REST (those not already being rebuilt). */
  private resyncUnsureBooks(reason: Resync["reason"]) {
    for (const m of this.plan) {
      if (this.books.books.get(m.key)?.status !== "synced") this.resync(m.key, reason);
    }
  }

  /**
   * Starts rebuilding one book from the venue's REST book, unless it is already being rebuilt (or the
   * connection holds no books: depth `rest_only`).
   */
  private resync(key: string, reason: Resync["reason"]) {
    if (this.depth !== "live" || this.resyncs.has(key) || !this.marketOf.has(key)) return;
    if (reason !== "first_book") this.rebuilding.set(key, this.rebuilding.get(key) ?? reason);
    this.resyncs.set(key, {
      reason,
      failures: 0,
      ambiguous: 0,
      inFlight: false,
      parked: false,
      touched: false,
      buffered: [],
      overflowed: false,
    });
    this.pumpResyncs();
  }

  /** Sends the next REST reads, at most `RESYNC_CONCURRENCY` in flight. */
  private pumpResyncs() {
    let inFlight = 0;
    for (const entry of this.resyncs.values()) if (entry.inFlight) inFlight++;
    for (const [key, entry] of this.resyncs) {
      if (inFlight >= RESYNC_CONCURRENCY) return;
      if (entry.inFlight || entry.parked) continue;
      inFlight++;
      this.ctx.waitUntil(this.readRestBook(key, entry));
    }
  }

  private async readRestBook(key: string, entry: Resync): Promise<void> {
    const adapter = this.adapter();
    if (!adapter) return;
    entry.inFlight = true;
    entry.touched = false;
    entry.buffered = [];
    entry.overflowed = false;
    this.http ??= createHttpClient({ timeoutMs: 3_000, maxRetries: 0, minIntervalMs: 25 });
    const answer = await adapter.restBook(this.env, key, this.http).catch(() => null);
    // Changes by an amount: wait out the deltas that may still be on their way (see `takeRestBook`).
    if (answer?.ok && !entry.touched && adapter.deltaMode === "change") {
      await new Promise((done) => setTimeout(done, RESYNC_QUIET_MS));
    }
    entry.inFlight = false;
    if (this.resyncs.get(key) !== entry) return this.pumpResyncs(); // rebuilt or dropped meanwhile
    if (answer !== null && !answer.ok && answer.reason === "http_4xx") {
      // The venue has no book for this market: no read is retried; the book stays unsure (unpublished)
      // until the venue's own snapshot comes.
      this.resyncs.delete(key);
      return this.pumpResyncs();
    }
    if (answer === null || !answer.ok) {
      // Kept unsure, and read again after a backoff.
      const wait = backoffDelayMs(++entry.failures, RESYNC_BACKOFF, Math.random);
      entry.parked = true;
      console.warn(
        JSON.stringify({
          level: "warn",
          msg: "venue_book_resync_failed",
          venue: this.venue,
          market: key,
          reason: answer?.reason ?? "network",
          retry_in_ms: wait,
        }),
      );
      setTimeout(() => {
        entry.parked = false;
        if (this.resyncs.get(key) === entry) this.pumpResyncs();
      }, wait);
      return this.pumpResyncs();
    }
    if (!takeRestBook(entry, adapter.deltaMode)) {
      if (++entry.ambiguous >= MAX_AMBIGUOUS_ANSWERS && this.socket) {
        return this.drop(
          "A busy market's REST book kept racing its changes; resubscribing for the venue's snapshots.",
          "sequence_gap",
          true,
        );
      }
      return this.pumpResyncs();
    }
    // The REST book, with the `set` deltas that raced it applied again in order (none for `change` venues).
    const applied = rebuildFromRest(
      this.books,
      key,
      { bids: answer.bids, asks: answer.asks },
      entry.buffered,
    );
    this.books = applied.set;
    const book = applied.set.books.get(key);
    if (!applied.ok || book?.status !== "synced") {
      entry.failures++;
      return this.pumpResyncs();
    }
    this.resyncs.delete(key);
    const market = this.marketOf.get(key) as string;
    const clocks = { venue_time: null, received_at: iso(Date.now()) ?? "" };
    const reason = this.rebuilding.get(key) ?? entry.reason;
    this.queueWholeBook(key, market, book, reason === "first_book" ? null : reason, clocks);
    this.flush();
    this.pumpResyncs();
  }

  /**
   * Hands the queued events to every shard and the changed tops to the live index, each paced
   * (`PacedHandOff`); `now` sends the events without waiting for the interval (before the connection
   * ends, so they go ahead of the status that says so).
   */
  private flush(now = false) {
    this.quotesHandOff.run();
    this.eventsHandOff.run(now);
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}
