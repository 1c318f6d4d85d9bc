/**
 * One shard of the stream's version 2 (`GET /ws?version=2`): a Durable Object holding standard
 * WebSockets (LiveSocketServer: the object stays in memory while a client is connected, so sequence
 * numbers and budgets are plain memory). Venue feeds publish events to every shard; each shard sends
 * each event to the connections holding its channel, numbering every channel's messages per
 * connection, and keeps every book it has been sent so a new subscriber or a slow consumer gets a
 * whole `book` at once. A market channel of a market outside the catalog asks the venue's subscriber
 * feed shards to follow it (`followMarkets`), and the heartbeat renews the lease of every such market
 * a connection here still holds.
 */

import { loadCycleCatalog } from "../../catalog/store.ts";
import {
  applyBookDelta,
  bookFromSnapshot,
  type DeltaResult,
  type OrderBook,
} from "../../domain/book/index.ts";
import { VENUE_IDS, type VenueId } from "../../domain/methodology/venues.ts";
import { liveIndexObject } from "../live-index/address.ts";
import type { StreamAccess } from "../session/frames.ts";
import { LiveSocketServer } from "../session/live-socket-server.ts";
import { openSession, type StreamSession, StreamSessions, speak } from "../session/sessions.ts";
import { wholeBook } from "../v2/book-levels.ts";
import { parseChannel } from "../v2/channels.ts";
import {
  applySubscription,
  type LiveEvent,
  parseV2ClientMessage,
  STREAM_V2,
  V2_ERROR_CLOSE_CODES,
  V2_LIMITS,
  type V2ErrorCode,
  type V2Gap,
  type V2ServerMessage,
} from "../v2/messages.ts";
import { venueFeedShard } from "../venue-feed/address.ts";
import { loadFeedPlans } from "../venue-feed/plan.ts";
import type { FeedShardStatus, VenueStatusReport } from "../venue-feed/shards.ts";
import {
  allFeedShardCount,
  assignShards,
  FEED_SHARD_BUDGET,
  type FollowAnswer,
  rollUpVenueStatus,
  SUBSCRIBER_LEASE_RENEW_MS,
  subscriberMarketBudget,
  subscriberMarketShare,
  subscriberShards,
} from "../venue-feed/shards.ts";
import type { FeedReport, LiveBookSnapshot } from "../venue-feed/venue-feed.ts";

interface LiveSession extends StreamSession {
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

export interface LivePublishReport {
  events: number;
  clients: number;
  sent: number;
  /** Messages not sent because a connection was over its budget (each owed a resync). */
  over_budget: number;
}

const CATALOG_TTL_MS = 60_000;

/**
 * How often a shard holding connections reads every feed shard's state itself (`VenueFeed.report()`),
 * besides the changes the feed shards push (`setVenueStatus`): a push lost under load, or a shard that
 * started after it, is corrected within this. Each read is one call per feed shard of each venue
 * (`allFeedShardCount`: 9 today), so about 0.6 calls a second per shard with connections.
 */
export const FEED_STATE_READ_MS = 15_000;
/** How long a new connection's first statuses wait for that read when the shard knows no state for a venue. */
const FEED_STATE_WAIT_MS = 1_000;

const GAP_DETAIL = {
  sequence_gap: "The venue skipped a sequence number; pix rebuilt the book from the venue's snapshot.",
  reconnect:
    "pix's connection to the venue dropped and was restored; the book was rebuilt from its snapshot.",
  slow_consumer: "Messages were dropped while this connection was behind; the whole book follows.",
  feed_overload:
    "pix fell behind the venue and sends this book whole instead of its changes until it has caught up.",
} as const;

/** Before any feed reports: nothing moves faster than the minute cycle. */
const NO_FEED_YET: Omit<VenueStatusReport, "venue"> = {
  state: "rest_only",
  depth: "rest_only",
  age_ms: null,
  detail: "No live venue feed has reported to this stream yet; values move with the minute cycle.",
};

interface CatalogView {
  loadedAtMs: number;
  /** Upper-case symbol → slug, for every public index and benchmark. */
  slugs: Map<string, string>;
  /** `venue:market` → the slugs of the instruments that use that contract. */
  marketSlugs: Map<string, string[]>;
  /** `venue:market` → the catalog feed shard that follows it (the feed plan's split, as `ensureVenueFeeds` makes it). */
  feedShards: Map<string, number>;
  /**
   * `venue:market` of every market the catalog's feed shards follow (the feed plan: every contract,
   * public or not, within the venue's cap). Any other market is followed on a subscriber's request.
   */
  planned: Set<string>;
}

export class LiveStream extends LiveSocketServer<LiveSession> {
  protected readonly messagesPerSecond = V2_LIMITS.max_messages_per_second;
  protected readonly maxWaitingMessages = V2_LIMITS.max_waiting_client_messages;
  /** Admission, the client message window, first-message auth and key re-checks (`session/sessions.ts`). */
  private readonly sessions = new StreamSessions<LiveSession>({
    env: this.env,
    waitUntil: (work) => this.ctx.waitUntil(work),
    sockets: this.sessionSockets,
    name: "live stream",
    maxMessagesPerMinute: V2_LIMITS.max_client_messages_per_minute,
    fail: (ws, code, detail) => this.fail(ws, code, detail),
    onNewWindow: (session) => {
      session.windowLookups = 0;
    },
  });
  private readonly books = new Map<string, KeptBook>();
  /** The latest `index` and `ticker` event of each channel, sent to a new subscriber right after `subscribed`. */
  private readonly latest = new Map<string, LiveEvent>();
  /** Each venue's feed shards' states, by shard; clients hear their roll-up. */
  private readonly shardStatuses = new Map<VenueId, Map<number, FeedShardStatus>>();
  private readonly statuses = new Map<VenueId, VenueStatusReport>();
  /** Pushes received per feed shard (`venue:shard`): a state read that raced a push keeps the push. */
  private readonly pushes = new Map<string, number>();
  /** The feed shards' states being read (`readFeedStates`), and when the last read started. */
  private feedStatesRead: Promise<void> | undefined;
  private feedStatesReadAtMs = Number.NEGATIVE_INFINITY;
  /**
   * Book channels whose book is being asked of its feed shard (`fetchMissingBooks`), each with the
   * deltas published meanwhile, applied on top of the answer (a delta is a level's new size, so one the
   * answer already holds changes nothing).
   */
  private readonly bookFetches = new Map<string, BookFetch>();
  /** Channel → the open connections holding it, with their state, so an event reaches only its holders. */
  private readonly holders = new Map<string, Map<WebSocket, LiveSession>>();
  private catalog: CatalogView | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  /** Each market outside the catalog a feed follows for this shard's connections (`venue:market`). */
  private readonly followed = new Map<string, { venue: VenueId; market: string; shard: number }>();
  private lastLeaseRenewalMs = 0;
  /** The last heartbeat's id, and when each recent heartbeat was sent (id → epoch ms), for `ack`. */
  private heartbeatId = 0;
  private readonly heartbeatsSent = new Map<number, number>();

  // ------------------------------------------------------------------ connections

  /** The Worker forwards an accepted `/ws?version=2` upgrade here with the connect header (never a client). */
  override async fetch(request: Request): Promise<Response> {
    const connect = this.sessions.connectOf(request);
    if (connect instanceof Response) return connect;
    const refusal = this.sessions.refusal(connect);
    if (refusal) return refusal;
    // A venue this shard knows no state for (it is new, or restarted): ask its feed shards first.
    if (VENUE_IDS.some((venue) => !this.statuses.has(venue))) await this.knowFeedStates(Date.now());
    const nowMs = Date.now();
    const { client, server } = this.accept({
      ...openSession(connect, nowMs),
      windowLookups: 0,
      seqs: new Map(),
      owed: new Map(),
      readUpToMs: nowMs,
    });
    for (const venue of VENUE_IDS) this.send(server, this.statusFrame(venue, nowMs), nowMs, true);
    this.startHeartbeat();
    return new Response(null, { status: 101, webSocket: client });
  }

  protected override async onMessage(ws: WebSocket, session: LiveSession, raw: string | ArrayBuffer) {
    const nowMs = Date.now();
    if (!this.sessions.withinWindow(ws, session, nowMs)) return;
    const parsed = parseV2ClientMessage(raw);
    if (!parsed.ok) return this.fail(ws, parsed.code, parsed.detail);
    const message = parsed.message;
    if (message.type === "ack") {
      // An ack is not a first message: `auth` may still follow it.
      const sentMs = this.heartbeatsSent.get(message.heartbeat);
      if (sentMs !== undefined && sentMs > session.readUpToMs) session.readUpToMs = sentMs;
      return;
    }
    const first = speak(session);
    switch (message.type) {
      case "ping":
        this.send(
          ws,
          JSON.stringify({ type: "pong", version: STREAM_V2 } satisfies V2ServerMessage),
          nowMs,
          true,
        );
        return;
      case "auth": {
        if (!(await this.sessions.authenticate(ws, session, message.key, first))) return;
        // auth is the first message, so nothing is held yet: the answer acknowledges the key.
        this.hold(ws, session, { channels: [], added: [], removed: [], rejected: [] });
        return;
      }
      case "subscribe":
      case "unsubscribe": {
        const catalog = await this.catalogView();
        const follows =
          message.type === "subscribe"
            ? await this.followMarkets(session, message.channels, catalog)
            : new Map<string, string | null>();
        if (!this.isOpen(ws)) return;
        const result = applySubscription([...session.seqs.keys()], message, (name) =>
          this.refusal(session.access, name, catalog, follows),
        );
        for (const name of result.removed) {
          session.seqs.delete(name);
          session.owed.delete(name);
          this.holders.get(name)?.delete(ws);
        }
        await Promise.all([
          this.fetchLatestIndexValues(result.added),
          this.fetchMissingBooks(result.added, catalog),
        ]);
        if (!this.isOpen(ws)) return;
        this.hold(ws, session, result);
        return;
      }
    }
  }

  protected override onInboxOverflow(ws: WebSocket): void {
    this.fail(
      ws,
      "too-many-messages",
      `At most ${V2_LIMITS.max_waiting_client_messages} client messages may wait while one is handled.`,
    );
  }

  /** This shard's anonymous connections from one address bucket (the connect route sums both versions'). */
  anonymousCount(bucket: string): number {
    return this.sessions.anonymousCount(bucket);
  }

  protected override onClose(ws: WebSocket, session: LiveSession): void {
    for (const name of session.seqs.keys()) {
      const holding = this.holders.get(name);
      holding?.delete(ws);
      if (holding?.size === 0) this.holders.delete(name);
    }
    if (this.connectionCount() === 0 && this.heartbeat !== undefined) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  /**
   * Holds the channels added (a book channel is owed its whole book), answers `subscribed`, sends each
   * added `index` and `ticker` channel's latest value (seq 1), and pays what is owed.
   */
  private hold(
    ws: WebSocket,
    session: LiveSession,
    result: Pick<
      Extract<V2ServerMessage, { type: "subscribed" }>,
      "channels" | "added" | "removed" | "rejected"
    >,
  ) {
    for (const name of result.added) {
      session.seqs.set(name, 0);
      const holding = this.holders.get(name) ?? new Map<WebSocket, LiveSession>();
      holding.set(ws, session);
      this.holders.set(name, holding);
      if (name.startsWith("book:")) session.owed.set(name, "subscribe");
    }
    const nowMs = Date.now();
    const message: V2ServerMessage = {
      type: "subscribed",
      version: STREAM_V2,
      ...result,
      sent_at: iso(nowMs),
    };
    this.send(ws, JSON.stringify(message), nowMs, true);
    for (const name of result.added) {
      const latest = this.latest.get(name);
      if (latest) this.sendData(ws, session, latest, nowMs);
    }
    this.payDebts(ws, session, nowMs);
  }

  /**
   * The live index's latest value of each added `index` channel this shard has none for (it started
   * after the minute's hand-off), so a new subscriber still gets a value right after `subscribed`.
   */
  private async fetchLatestIndexValues(added: readonly string[]) {
    const missing = added.filter((name) => name.startsWith("index:") && !this.latest.has(name));
    if (missing.length === 0) return;
    const symbols = missing.map((name) => name.slice("index:".length));
    // Only `index` events cross this call (the live index's own), so the RPC's serialised type is one.
    const events = (await liveIndexObject(this.env)
      .latest(symbols)
      .catch(() => [])) as LiveEvent[];
    // A value published meanwhile is newer than the one asked for.
    for (const event of events) if (!this.latest.has(event.channel)) this.latest.set(event.channel, event);
  }

  /**
   * The books of the added `book` channels this shard does not hold (it is new, restarted, or the feed
   * sent the book before anyone here held it), read from the feed shard that follows each market
   * (`VenueFeed.syncedBooks`: only books it is sure of; one call per feed shard): so a subscriber gets
   * its whole `book` first, not after the feed's next rebuild. A book the feed is not sure of comes
   * with the feed's next whole book, as before.
   */
  private async fetchMissingBooks(added: readonly string[], catalog: CatalogView) {
    const byShard = new Map<string, { venue: VenueId; shard: number; channels: Map<string, string> }>();
    for (const name of added) {
      const parsed = parseChannel(name);
      if (!parsed.ok || parsed.channel.kind !== "book" || this.books.has(name) || this.bookFetches.has(name))
        continue;
      const { venue, market } = parsed.channel;
      const id = `${venue}:${market}`;
      const shard =
        catalog.feedShards.get(id) ?? this.followed.get(id)?.shard ?? subscriberShards(venue, market)[0];
      if (shard === undefined) continue;
      const group = byShard.get(`${venue}:${shard}`) ?? { venue, shard, channels: new Map() };
      group.channels.set(market, name);
      byShard.set(`${venue}:${shard}`, group);
    }
    await Promise.all(
      [...byShard.values()].map(async ({ venue, shard, channels }) => {
        const fetches = new Map<string, BookFetch>();
        for (const name of channels.values()) {
          const fetch: BookFetch = { deltas: [] };
          fetches.set(name, fetch);
          this.bookFetches.set(name, fetch);
        }
        let books: LiveBookSnapshot[] = [];
        try {
          // The RPC's serialised type loses the pairs' length; they are the feed's `[price, size]`.
          books = (await venueFeedShard(this.env, venue, shard).syncedBooks(
            Number.POSITIVE_INFINITY,
          )) as unknown as LiveBookSnapshot[];
        } catch {
          // The feed is unreachable: the book comes with the feed's next whole book.
        }
        for (const snapshot of books) {
          const name = channels.get(snapshot.market);
          if (name === undefined) continue;
          const fetch = fetches.get(name);
          // A whole book published meanwhile is newer than the answer.
          if (this.bookFetches.get(name) !== fetch || this.books.has(name)) continue;
          const clocks = { venue_time: null, received_at: snapshot.observed_at };
          const built = buildBook(snapshot.market, snapshot.bids, snapshot.asks);
          if (!built) continue;
          let kept: KeptBook | undefined = { book: built, clocks };
          for (const delta of fetch?.deltas ?? []) {
            const next: DeltaResult | undefined = kept && applyBookDelta(kept.book, delta.changes);
            kept =
              next?.ok === true
                ? {
                    book: next.book,
                    clocks: { venue_time: delta.venue_time, received_at: delta.received_at },
                  }
                : undefined;
          }
          if (kept) this.books.set(name, kept);
        }
        for (const [name, fetch] of fetches)
          if (this.bookFetches.get(name) === fetch) this.bookFetches.delete(name);
      }),
    );
  }

  // ------------------------------------------------------------------ entitlements

  /**
   * Has the venue feeds follow the markets outside the catalog that `channels` name (for a connection
   * that may read any market): `venue:market` → null when followed, else the sentence that refuses it.
   * A market's subscriber shards are tried in order (`subscriberShards`) until one has room; a
   * connection holds channels of at most `max_subscriber_markets` such markets, and has at most that
   * many looked up at the venues a minute; the connections of one anonymous address, or of one key,
   * hold at most `subscriberMarketShare(venue)` of a venue's (the rest of the budget is for others).
   */
  private async followMarkets(
    session: LiveSession,
    channels: readonly string[],
    catalog: CatalogView,
  ): Promise<Map<string, string | null>> {
    const answers = new Map<string, string | null>();
    if (session.access.entitlements !== null) return answers;
    const outside = (name: string) => {
      const parsed = parseChannel(name);
      if (!parsed.ok || parsed.channel.kind === "index") return null;
      const { venue, market } = parsed.channel;
      const id = `${venue}:${market}`;
      return catalog.planned.has(id) ? null : { id, venue, market };
    };
    const held = new Set<string>();
    for (const name of session.seqs.keys()) {
      const market = outside(name);
      if (market) held.add(market.id);
    }
    // What the owner's connections here hold, per venue: its share of the venue's budget counts them all.
    const owner = ownerOf(session);
    const ownerHeld = new Map<VenueId, Set<string>>(VENUE_IDS.map((venue) => [venue, new Set<string>()]));
    for (const [, other] of this.open()) {
      if (ownerOf(other) !== owner) continue;
      for (const name of other.seqs.keys()) {
        const market = outside(name);
        if (market) ownerHeld.get(market.venue)?.add(market.id);
      }
    }
    const asked = new Map<string, { venue: VenueId; market: string }>();
    for (const name of channels) {
      const market = outside(name);
      if (!market || held.has(market.id) || asked.has(market.id)) continue;
      if (held.size + asked.size >= V2_LIMITS.max_subscriber_markets) {
        answers.set(
          market.id,
          `A connection may hold the channels of at most ${V2_LIMITS.max_subscriber_markets} markets outside the catalog's contracts.`,
        );
        continue;
      }
      const byOwner = ownerHeld.get(market.venue) as Set<string>;
      if (!byOwner.has(market.id)) {
        const share = subscriberMarketShare(market.venue);
        if (byOwner.size >= share) {
          answers.set(
            market.id,
            `The connections of one ${session.access.kind === "key" ? "key" : "address"} may hold at most ${share} ${market.venue} markets outside the catalog's contracts (their share of the ${subscriberMarketBudget(market.venue)} pix follows for subscribers); unsubscribe from some first.`,
          );
          continue;
        }
        byOwner.add(market.id);
      }
      asked.set(market.id, market);
    }
    const lookups: [string, { venue: VenueId; market: string }][] = [];
    for (const [id, market] of asked) {
      if (this.followed.has(id)) answers.set(id, null);
      else if (session.windowLookups >= V2_LIMITS.max_subscriber_markets) {
        answers.set(
          id,
          `A connection may ask for at most ${V2_LIMITS.max_subscriber_markets} markets outside the catalog's contracts a minute; try again in a minute.`,
        );
      } else {
        session.windowLookups++;
        lookups.push([id, market]);
      }
    }
    await Promise.all(
      lookups.map(async ([id, { venue, market }]) => answers.set(id, await this.followMarket(venue, market))),
    );
    return answers;
  }

  /** Asks the market's subscriber shards in turn to follow it: null when one does, else why not. */
  private async followMarket(venue: VenueId, market: string): Promise<string | null> {
    for (const shard of subscriberShards(venue, market)) {
      let answer: FollowAnswer | undefined;
      try {
        [answer] = await venueFeedShard(this.env, venue, shard).follow(venue, shard, [market]);
      } catch {
        return `pix could not reach its ${venue} feed just now; try again.`;
      }
      if (answer?.ok) {
        this.followed.set(`${venue}:${market}`, { venue, market, shard });
        return null;
      }
      if (answer?.reason === "full") continue;
      return followRefusal(venue, market, answer?.reason ?? "unreachable");
    }
    return followRefusal(venue, market, "full");
  }

  /**
   * Renews the lease of every market outside the catalog some connection here still holds, one call per
   * feed shard; a market nobody here holds any more is let go (its lease runs out at the feed).
   */
  private renewLeases(nowMs: number) {
    if (this.followed.size === 0 || nowMs - this.lastLeaseRenewalMs < SUBSCRIBER_LEASE_RENEW_MS) return;
    this.lastLeaseRenewalMs = nowMs;
    const held = new Set<string>();
    for (const [name, holding] of this.holders) {
      if (holding.size === 0) continue;
      const parsed = parseChannel(name);
      if (parsed.ok && parsed.channel.kind !== "index")
        held.add(`${parsed.channel.venue}:${parsed.channel.market}`);
    }
    const byShard = new Map<string, { venue: VenueId; shard: number; ids: string[]; markets: string[] }>();
    for (const [id, entry] of this.followed) {
      if (!held.has(id)) {
        this.followed.delete(id);
        continue;
      }
      const group = byShard.get(`${entry.venue}:${entry.shard}`) ?? {
        venue: entry.venue,
        shard: entry.shard,
        ids: [],
        markets: [],
      };
      group.ids.push(id);
      group.markets.push(entry.market);
      byShard.set(`${entry.venue}:${entry.shard}`, group);
    }
    for (const { venue, shard, ids, markets } of byShard.values()) {
      this.ctx.waitUntil(
        venueFeedShard(this.env, venue, shard)
          .follow(venue, shard, markets)
          .then((answers) => {
            // A market the feed shard no longer takes is asked for afresh by the next subscribe.
            answers.forEach((answer, i) => {
              if (!answer.ok) this.followed.delete(ids[i] as string);
            });
          })
          .catch(() => undefined),
      );
    }
  }

  /** Null when `access` may read the channel, else the sentence that refuses it. */
  private refusal(
    access: StreamAccess,
    name: string,
    catalog: CatalogView,
    follows: ReadonlyMap<string, string | null>,
  ): string | null {
    const parsed = parseChannel(name);
    if (!parsed.ok) return parsed.reason;
    const { channel } = parsed;
    if (channel.kind === "book") {
      const refused = restOnlyBooks(this.statuses.get(channel.venue), channel.venue, channel.market);
      if (refused) return refused;
    }
    const entitled = access.entitlements;
    if (channel.kind === "index") {
      const slug = catalog.slugs.get(channel.symbol);
      if (slug === undefined) return `${channel.symbol} is not a public index or benchmark.`;
      if (entitled !== null && !entitled.includes(slug))
        return `This key is not entitled to ${channel.symbol}.`;
      return null;
    }
    const slugs = catalog.marketSlugs.get(`${channel.venue}:${channel.market}`);
    if (slugs === undefined) {
      if (entitled !== null) return "This key reads only the contracts of the indices it is entitled to.";
      const followed = follows.get(`${channel.venue}:${channel.market}`);
      // Held already (followed when it was added), or just followed by a feed shard.
      return followed === undefined ? null : followed;
    }
    if (entitled === null) return null;
    return slugs.some((slug) => entitled.includes(slug))
      ? null
      : "This key reads only the contracts of the indices it is entitled to.";
  }

  private async catalogView(): Promise<CatalogView> {
    const nowMs = Date.now();
    if (this.catalog && nowMs - this.catalog.loadedAtMs < CATALOG_TTL_MS) return this.catalog;
    const [instruments, plans] = await Promise.all([
      loadCycleCatalog(this.env.DB),
      loadFeedPlans(this.env.DB),
    ]);
    const slugs = new Map<string, string>();
    const marketSlugs = new Map<string, string[]>();
    for (const instrument of instruments) {
      if (instrument.visibility !== "public") continue;
      slugs.set(instrument.symbol.toUpperCase(), instrument.slug);
      for (const contract of instrument.contracts) {
        const key = `${contract.venue}:${contract.marketId}`;
        marketSlugs.set(key, [...(marketSlugs.get(key) ?? []), instrument.slug]);
      }
    }
    const planned = new Set(VENUE_IDS.flatMap((venue) => plans[venue].map((m) => `${venue}:${m.market}`)));
    const feedShards = new Map<string, number>();
    for (const venue of VENUE_IDS) {
      assignShards(plans[venue], FEED_SHARD_BUDGET[venue]).forEach((markets, shard) => {
        for (const m of markets) feedShards.set(`${venue}:${m.market}`, shard);
      });
    }
    this.catalog = { loadedAtMs: nowMs, slugs, marketSlugs, planned, feedShards };
    return this.catalog;
  }

  // ------------------------------------------------------------------ publishing

  /**
   * An event's message without its per-connection `seq`, serialised once however many connections hold
   * the channel: the JSON object's members after the opening brace (`seq` is written in front per send).
   */
  private bodyOf(event: LiveEvent, nowMs: number): string {
    return JSON.stringify({ ...event, version: STREAM_V2, sent_at: iso(nowMs) }).slice(1);
  }

  /** RPC from a venue feed: keep the books, then send each event to the connections holding its channel. */
  async publish(events: LiveEvent[]): Promise<LivePublishReport> {
    const nowMs = Date.now();
    const report: LivePublishReport = {
      events: events.length,
      clients: this.connectionCount(),
      sent: 0,
      over_budget: 0,
    };
    for (const event of events) {
      this.keepBook(event);
      if (event.type === "index" || event.type === "ticker") this.latest.set(event.channel, event);
    }
    // Each event reaches only its channel's holders, in order, serialised once for all of them (only
    // `seq` is per connection); debts are paid once per connection that has any.
    let indebted: Map<WebSocket, LiveSession> | undefined;
    for (const event of events) {
      const holding = this.holders.get(event.channel);
      if (holding === undefined || holding.size === 0) continue;
      const data = event.type !== "gap" && event.type !== "book";
      const body = data ? this.bodyOf(event, nowMs) : "";
      // forEach, not for…of: an entries iterator allocates a pair per connection.
      holding.forEach((session, ws) => {
        // A channel owed a whole book gets nothing until the book is sent (payDebts, below).
        if (session.owed.size > 0) {
          indebted ??= new Map();
          indebted.set(ws, session);
          if (session.owed.has(event.channel)) return;
        }
        if (data) {
          const outcome = this.sendBody(ws, session, event.channel, body, nowMs);
          if (outcome === "sent") report.sent++;
          else if (outcome === "over_budget") {
            report.over_budget++;
            session.owed.set(event.channel, "slow_consumer");
            indebted ??= new Map();
            indebted.set(ws, session);
          }
          return;
        }
        indebted ??= new Map();
        indebted.set(ws, session);
        if (event.type === "gap") {
          // Trades the feed dropped while shedding: said, never silent.
          this.sendGap(ws, session, event.channel, event.reason, event.detail, nowMs);
          return;
        }
        if (event.type === "book") {
          // The feed rebuilt a book this connection holds: say what was lost, then send it whole.
          const reason = event.resync ?? "reconnect";
          this.sendGap(ws, session, event.channel, reason, GAP_DETAIL[reason], nowMs);
          session.owed.set(event.channel, "resync");
        }
      });
    }
    if (indebted) for (const [ws, session] of indebted) this.payDebts(ws, session, nowMs);
    return report;
  }

  /**
   * RPC from a venue feed shard: its state changed. The venue's status is the roll-up of its shards'
   * (`rollUpVenueStatus`); every connection hears it at once when it changes.
   */
  async setVenueStatus(status: FeedShardStatus): Promise<void> {
    const key = `${status.venue}:${status.shard ?? 0}`;
    this.pushes.set(key, (this.pushes.get(key) ?? 0) + 1);
    const shards = this.shardStatuses.get(status.venue) ?? new Map<number, FeedShardStatus>();
    shards.set(status.shard ?? 0, status);
    this.shardStatuses.set(status.venue, shards);
    this.rollUp(status.venue);
  }

  /** RPC from a venue feed shard that follows nothing any more: its state no longer counts. */
  async forgetFeedShard(venue: VenueId, shard: number): Promise<void> {
    this.pushes.set(`${venue}:${shard}`, (this.pushes.get(`${venue}:${shard}`) ?? 0) + 1);
    if (this.shardStatuses.get(venue)?.delete(shard)) this.rollUp(venue);
  }

  /**
   * Reads every feed shard's state (`VenueFeed.report()`), waiting at most `FEED_STATE_WAIT_MS`: at most
   * one read per `FEED_STATE_READ_MS` (a read in flight is joined). The connect path's call.
   */
  private async knowFeedStates(nowMs: number): Promise<void> {
    const read =
      this.feedStatesRead ??
      (nowMs - this.feedStatesReadAtMs >= FEED_STATE_READ_MS ? this.readFeedStates(nowMs) : undefined);
    if (!read) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      read,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, FEED_STATE_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  /**
   * Asks every feed shard of every venue for its state and takes each answer as that shard's pushed
   * state would be taken (a shard that follows nothing no longer counts), unless the shard pushed a
   * change while it was asked; a shard that does not answer keeps what is known. Clients hear each
   * venue's roll-up at once when it changed.
   */
  private readFeedStates(nowMs: number): Promise<void> {
    this.feedStatesReadAtMs = nowMs;
    const read = async () => {
      await Promise.all(
        VENUE_IDS.flatMap((venue) =>
          Array.from({ length: allFeedShardCount(venue) }, async (_, shard) => {
            const key = `${venue}:${shard}`;
            const pushes = this.pushes.get(key) ?? 0;
            let report: FeedReport;
            try {
              report = await venueFeedShard(this.env, venue, shard).report();
            } catch {
              return;
            }
            if ((this.pushes.get(key) ?? 0) !== pushes) return;
            const known = this.shardStatuses.get(venue) ?? new Map<number, FeedShardStatus>();
            this.shardStatuses.set(venue, known);
            if (report.markets === 0 || report.venue !== venue) {
              known.delete(shard);
              return;
            }
            const before = known.get(shard);
            // The same state in the same words: the pushed one (it carries the age) stands.
            if (before && before.state === report.state && before.detail === report.detail) return;
            const connected = report.state === "live" || report.state === "stale";
            known.set(shard, {
              venue,
              shard,
              state: report.state,
              age_ms: null,
              lag_ms: connected ? report.lag_ms : null,
              depth: report.depth,
              detail: report.detail,
            });
          }),
        ),
      );
      for (const venue of VENUE_IDS) this.rollUp(venue);
    };
    this.feedStatesRead = read().finally(() => {
      this.feedStatesRead = undefined;
    });
    return this.feedStatesRead;
  }

  private rollUp(venue: VenueId) {
    const rolled = rollUpVenueStatus(venue, [...(this.shardStatuses.get(venue)?.values() ?? [])]);
    const before = this.statuses.get(venue);
    if (rolled) this.statuses.set(venue, rolled);
    else this.statuses.delete(venue);
    if (JSON.stringify(before) === JSON.stringify(rolled ?? undefined)) return;
    const nowMs = Date.now();
    const frame = this.statusFrame(venue, nowMs);
    for (const [ws] of this.open()) this.send(ws, frame, nowMs, true);
  }

  /** How many connections this shard holds (tests and the bench). */
  async connections(): Promise<number> {
    return this.connectionCount();
  }

  /** Every book the feeds sent, kept whole, with the deltas after it applied (the domain's order book). */
  private keepBook(event: LiveEvent) {
    const clocks = { venue_time: event.venue_time, received_at: event.received_at };
    if (event.type === "book") {
      // A whole book supersedes any answer still awaited from the feed (`fetchMissingBooks`).
      this.bookFetches.delete(event.channel);
      const built = buildBook(event.market, event.bids, event.asks);
      if (built) this.books.set(event.channel, { book: built, clocks });
      else this.books.delete(event.channel);
    } else if (event.type === "book_delta") {
      const kept = this.books.get(event.channel);
      if (!kept) {
        this.bookFetches.get(event.channel)?.deltas.push(event);
        return;
      }
      const applied = applyBookDelta(kept.book, event.changes);
      // A change the book refuses: the feed's next whole book replaces it; until then, nothing is served.
      if (applied.ok) this.books.set(event.channel, { book: applied.book, clocks });
      else this.books.delete(event.channel);
    }
  }

  /**
   * Pays what a connection is owed, as its budget allows (the rest waits for the next publish): a
   * `gap` for each channel whose messages were dropped, and a whole `book` for each book channel just
   * subscribed, rebuilt by the feed, or behind.
   */
  private payDebts(ws: WebSocket, session: LiveSession, nowMs: number) {
    for (const [channel, reason] of session.owed) {
      const parsed = parseChannel(channel);
      if (!parsed.ok) {
        session.owed.delete(channel);
        continue;
      }
      const target = parsed.channel;
      const book = target.kind === "book" ? this.books.get(channel) : undefined;
      // A book not yet received from the feed is sent with the feed's first book.
      if (target.kind === "book" && !book) continue;
      const needed = (reason === "slow_consumer" ? 1 : 0) + (book ? 1 : 0);
      if (this.budgetLeft(ws, nowMs) < needed) return;
      if (reason === "slow_consumer") {
        this.sendGap(ws, session, channel, "slow_consumer", GAP_DETAIL.slow_consumer, nowMs);
      }
      if (book && target.kind !== "index") {
        const seq = (session.seqs.get(channel) ?? 0) + 1;
        const message: V2ServerMessage = {
          type: "book",
          version: STREAM_V2,
          channel,
          seq,
          venue: target.venue,
          market: target.market,
          reason,
          ...wholeBook(book.book),
          ...book.clocks,
          sent_at: iso(nowMs),
        };
        if (this.send(ws, JSON.stringify(message), nowMs) !== "sent") return;
        session.seqs.set(channel, seq);
      }
      session.owed.delete(channel);
    }
  }

  private sendData(ws: WebSocket, session: LiveSession, event: LiveEvent, nowMs: number) {
    return this.sendBody(ws, session, event.channel, this.bodyOf(event, nowMs), nowMs);
  }

  /** One data message: the connection's next `seq` on the channel in front of the shared body. */
  private sendBody(ws: WebSocket, session: LiveSession, channel: string, body: string, nowMs: number) {
    const seq = (session.seqs.get(channel) ?? 0) + 1;
    const outcome = this.send(ws, `{"seq":${seq},${body}`, nowMs);
    if (outcome === "sent") session.seqs.set(channel, seq);
    return outcome;
  }

  private sendGap(
    ws: WebSocket,
    session: LiveSession,
    channel: string,
    reason: V2Gap["reason"],
    detail: string,
    nowMs: number,
  ) {
    const seq = (session.seqs.get(channel) ?? 0) + 1;
    const outcome = this.send(
      ws,
      JSON.stringify({
        type: "gap",
        version: STREAM_V2,
        channel,
        seq,
        reason,
        detail,
        sent_at: iso(nowMs),
      } satisfies V2ServerMessage),
      nowMs,
      true,
    );
    if (outcome === "sent") session.seqs.set(channel, seq);
  }

  private statusFrame(venue: VenueId, nowMs: number): string {
    const status = this.statuses.get(venue) ?? { venue, ...NO_FEED_YET };
    return JSON.stringify({
      type: "status",
      version: STREAM_V2,
      ...status,
      venue,
      sent_at: iso(nowMs),
    } satisfies V2ServerMessage);
  }

  private startHeartbeat() {
    if (this.heartbeat !== undefined) return;
    this.heartbeat = setInterval(() => this.beat(Date.now()), V2_LIMITS.heartbeat_interval_ms);
  }

  /**
   * One heartbeat (every `heartbeat_interval_ms`; tests call it with a clock of their own): closes the
   * connections that have not read for `max_unread_ms` (`UNREAD_RULE`), sends every other one a
   * numbered heartbeat, renews leases and re-checks keys.
   */
  beat(nowMs: number) {
    this.closeUnread(nowMs);
    const id = ++this.heartbeatId;
    this.heartbeatsSent.set(id, nowMs);
    // An ack older than max_unread_ms could never keep a connection open: only recent ids are kept.
    const keep = Math.ceil(V2_LIMITS.max_unread_ms / V2_LIMITS.heartbeat_interval_ms) + 2;
    this.heartbeatsSent.delete(id - keep);
    const frame = JSON.stringify({
      type: "heartbeat",
      version: STREAM_V2,
      id,
      interval_ms: V2_LIMITS.heartbeat_interval_ms,
      sent_at: iso(nowMs),
    } satisfies V2ServerMessage);
    for (const [ws] of this.open()) this.send(ws, frame, nowMs, true);
    this.renewLeases(nowMs);
    if (this.feedStatesRead === undefined && nowMs - this.feedStatesReadAtMs >= FEED_STATE_READ_MS) {
      this.ctx.waitUntil(this.readFeedStates(nowMs));
    }
    // Keyed connections are re-checked about once a minute; the heartbeat is the clock that asks.
    this.ctx.waitUntil(this.sessions.recheckKeys(nowMs).catch(() => undefined));
  }

  /** Closes every connection that has acknowledged no heartbeat within `max_unread_ms` (`UNREAD_RULE`). */
  private closeUnread(nowMs: number) {
    const unread: WebSocket[] = [];
    for (const [ws, session] of this.open()) {
      if (nowMs - session.readUpToMs > V2_LIMITS.max_unread_ms) unread.push(ws);
    }
    for (const ws of unread) {
      this.fail(
        ws,
        "slow-consumer",
        `This connection acknowledged no heartbeat within ${V2_LIMITS.max_unread_ms / 1000} s, so it is not reading; answer each heartbeat with {"type":"ack","heartbeat":<its id>}.`,
      );
    }
  }

  private fail(ws: WebSocket, code: V2ErrorCode, detail: string) {
    this.sendAndClose(
      ws,
      JSON.stringify({ type: "error", version: STREAM_V2, code, detail } satisfies V2ServerMessage),
      V2_ERROR_CLOSE_CODES[code],
      code,
    );
  }
}

/** Who a connection's share of the subscriber budget is counted for: its key, or its anonymous address. */
function ownerOf(session: LiveSession): string {
  return session.access.kind === "key" ? `key:${session.access.key_id}` : `address:${session.bucket}`;
}

interface Clocks {
  venue_time: string | null;
  received_at: string | null;
}

interface KeptBook {
  book: OrderBook;
  clocks: Clocks;
}

/** A book being asked of its feed shard, with the deltas published while it is. */
interface BookFetch {
  deltas: Extract<LiveEvent, { type: "book_delta" }>[];
}

/** A book from `[price, size]` levels (a feed's whole book); undefined when the levels do not make one. */
function buildBook(
  market: string,
  bids: [string, string][],
  asks: [string, string][],
): OrderBook | undefined {
  const levels = (side: [string, string][]) => side.map(([price, size]) => ({ price, size }));
  const built = bookFromSnapshot(market, { bids: levels(bids), asks: levels(asks) });
  return built.ok ? built.book : undefined;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * Why a book channel is refused while its venue streams tickers and trades but not its books (Kalshi
 * without an API key: `depth` `rest_only` on a connected feed), else null.
 */
function restOnlyBooks(status: VenueStatusReport | undefined, venue: VenueId, market: string) {
  if (!status || status.state === "rest_only" || status.depth !== "rest_only") return null;
  return `pix streams ${venue}'s tickers and trades but not its order books: ${status.detail} Subscribe to ticker:${venue}:${market} and trades:${venue}:${market} instead.`;
}

/** The sentence that refuses a market outside the catalog a feed shard would not follow. */
function followRefusal(
  venue: VenueId,
  market: string,
  reason: Exclude<FollowAnswer, { ok: true }>["reason"],
) {
  switch (reason) {
    case "unknown":
      return `${venue} has no market ${market}.`;
    case "closed":
      return `${venue} market ${market} has no live order book (it is closed).`;
    case "full":
      return `pix follows at most ${subscriberMarketBudget(venue)} ${venue} markets outside the catalog's contracts for subscribers, and that many are followed now; try again later.`;
    default:
      return `pix could not look up ${venue} market ${market} at the venue just now; try again.`;
  }
}
