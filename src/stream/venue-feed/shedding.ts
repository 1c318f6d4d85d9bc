/**
 * A feed shard's load and shedding (docs/stream.md "When a venue outruns pix"): the feed's lag read from
 * its timer and its frames (`FeedLoad`, `load.ts`, says what to do about it); past the bound it stops
 * relaying every change and sends each changed book whole at a bounded rate (shed passes), drops trades
 * past their bound (each channel told by a `gap`), recovers once caught up, and drops the connection when
 * even shedding cannot keep up. Its status (and the venue clock's) is said to every stream shard.
 */
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { LiveEventDraft } from "../v2/messages.ts";
import { V2_LIMITS } from "../v2/messages.ts";
import { FEED_LOAD_LIMITS, FeedLoad, shedAtLagMs } from "./load.ts";
import type { FeedParts, SheddingPart } from "./parts.ts";
import { iso, seconds } from "./scope.ts";

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

export class FeedShedding implements SheddingPart {
  /** Whether it sends changed books whole at a bounded rate instead of every change. */
  shedding = false;
  lagMs = 0;
  /** Books changed while shedding, by stream key: each is sent whole at the next shed pass. */
  readonly dirty = new Set<string>();
  /** Book changes not relayed one by one while shedding, and trades dropped. */
  shedChanges = 0;
  tradesDropped = 0;
  /** How far behind the venue the feed is (`./load.ts`). */
  private load = new FeedLoad();
  private lastShedPassMs = 0;
  /** Trades dropped while shedding past the trade bound, by channel: each channel is told by a `gap`. */
  private readonly droppedTrades = new Map<string, number>();
  private loadProbe: ReturnType<typeof setInterval> | undefined;
  private probeDueMs = 0;
  private loadReadAtMs = 0;
  private lagSaidAtMs = 0;

  private readonly parts: FeedParts;
  constructor(parts: FeedParts) {
    this.parts = parts;
  }

  /** A new connection: the load starts afresh, and the probe runs. */
  start() {
    this.load = new FeedLoad(shedAtLagMs(this.parts.scope.env.LIVE_FEED_SHED_AT_LAG_MS));
    this.shedding = false;
    this.lagMs = 0;
    this.dirty.clear();
    this.startLoadProbe();
  }

  /** The connection ended: the probe stops, and no changed book is owed. */
  stop() {
    clearInterval(this.loadProbe);
    this.loadProbe = undefined;
    this.dirty.clear();
  }

  /** One venue event's times (`FeedLoad.observe`). */
  observe(venueTimeMs: number | null, receivedMs: number) {
    this.load.observe(venueTimeMs, receivedMs);
  }

  /** A trade dropped while shedding: its channel is told at the next shed pass. */
  dropTrade(channel: string) {
    this.droppedTrades.set(channel, (this.droppedTrades.get(channel) ?? 0) + 1);
    this.tradesDropped++;
  }

  /** After a frame: reads the load when the outbox is past its bound or the last read is old enough. */
  readIfDue(nowMs: number, queued: number) {
    if (queued > FEED_LOAD_LIMITS.max_queued_events || nowMs - this.loadReadAtMs >= LOAD_READ_EVERY_MS) {
      this.readLoad(nowMs);
    }
  }

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
    const { scope, connection, books } = this.parts;
    if (!connection.socket) return;
    this.loadReadAtMs = nowMs;
    const oldest = books.outbox[0];
    const reading = this.load.read(nowMs, {
      count: books.outbox.length,
      oldestMs: oldest?.received_at ? Date.parse(oldest.received_at) : null,
    });
    this.lagMs = reading.lagMs;
    if (reading.drop) {
      return connection.drop(
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
    if (books.clockAheadAtMs !== null && nowMs - books.clockAheadAtMs > CLOCK_AGREES_AFTER_MS) {
      books.clockAheadAtMs = null;
    }
    scope.ctx.waitUntil(this.reportLoad());
  }

  /** The state the load and the venue's clock call for (silence is the watchdog's to say). */
  private async reportLoad(): Promise<void> {
    const { connection, books } = this.parts;
    if (connection.state !== "live" && connection.state !== "stale") return;
    if (books.clockAheadAtMs !== null) {
      return connection.setState(
        "stale",
        `The venue's clock runs ${seconds(books.clockAheadByMs)} ahead of pix's: books and trades are relayed, but no live value is computed from them until it agrees.`,
      );
    }
    if (this.shedding) {
      // Said once when it starts, then its lag at most every STATUS_LAG_EVERY_MS (each is a message to every client).
      const nowMs = Date.now();
      if (connection.state === "stale" && nowMs - this.lagSaidAtMs < STATUS_LAG_EVERY_MS) return;
      this.lagSaidAtMs = nowMs;
      return connection.setState(
        "stale",
        `Behind the venue by ${seconds(this.lagMs)}: each changed book is sent whole at most once a second instead of every change, until pix has caught up.`,
      );
    }
    if (connection.state === "stale" && connection.lastEventMs !== null) {
      const silentMs = Date.now() - connection.lastEventMs;
      if (silentMs <= V2_LIMITS.stale_after_ms)
        await connection.setState("live", "Caught up with the venue.");
    }
  }

  /**
   * Shedding starts: the queued changes of each book give way to the book sent whole at the next shed
   * pass; queued tickers go (each book's ticker follows its book); trades stay queued.
   */
  private startShedding() {
    const { scope, books } = this.parts;
    this.shedding = true;
    const kept: LiveEventDraft[] = [];
    for (const event of books.outbox) {
      if (event.type === "book_delta" || event.type === "book") {
        const key = scope.keyOf(event.market);
        if (key !== undefined) this.dirty.add(key);
        if (event.type === "book_delta") this.shedChanges += event.changes.length;
      } else if (event.type !== "ticker") kept.push(event);
    }
    books.outbox = kept;
    console.warn(
      JSON.stringify({ level: "warn", msg: "venue_feed_shedding", venue: scope.venue, lag_ms: this.lagMs }),
    );
  }

  /** Shedding ends: the changed books go whole once more, then every change is relayed again. */
  private endShedding(nowMs: number) {
    this.shedPass(nowMs);
    this.shedding = false;
    console.log(
      JSON.stringify({
        level: "info",
        msg: "venue_feed_caught_up",
        venue: this.parts.scope.venue,
        lag_ms: this.lagMs,
      }),
    );
  }

  /** Each book changed since the last pass, whole (holders get `gap` then `book`), with its ticker; dropped trades told. */
  private shedPass(nowMs: number) {
    const { scope, connection, books, resync } = this.parts;
    this.lastShedPassMs = nowMs;
    const clocks = { venue_time: null, received_at: iso(nowMs) ?? "" };
    for (const key of this.dirty) {
      const book = books.books.books.get(key);
      const market = scope.marketOf.get(key);
      if (!market || resync.has(key)) continue;
      if (book?.status === "synced") {
        books.queueWholeBook(key, market, book, books.rebuilding.get(key) ?? "feed_overload", clocks);
      } else if (connection.depth === "rest_only") books.queueTicker(key, market, undefined, clocks);
    }
    this.dirty.clear();
    for (const [channel, dropped] of this.droppedTrades) {
      const [, venue, market] = channel.split(":") as [string, VenueId, string];
      books.gaps++;
      books.outbox.push({
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
    books.flush();
  }
}
