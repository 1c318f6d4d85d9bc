/**
 * A feed shard's frames and books: each venue frame parsed and applied to the held books (the domain's
 * order book), the events it publishes queued in the outbox (`book`, `book_delta`, `trade`, `ticker`, in
 * the venue's order), one ticker per market and frame, and the two paced hand-offs — the events to every
 * stream shard, then the changed tops they carry to the live index.
 *
 * - It never applies a delta to a book it is not sure of: a book that missed or refused a change is
 *   marked unsure and rebuilt from the venue's REST book (`resync.ts`); nothing of an unsure book is
 *   published. Kalshi numbers every message of a subscription in one sequence, so a skipped number
 *   there leaves every book of the subscription unsure (the lost message could be any market's).
 * - The live index gets a top only after the events carrying it were handed to the stream shards, so an
 *   `index` value never reaches a client before its inputs do.
 * - A connection without the venue's books (depth `rest_only`) follows the venue's public tickers and
 *   trades: its `ticker` events and the live index's tops come from the venue's own best prices.
 */
import {
  applyDeltaToSet,
  applySnapshotToSet,
  type BookSet,
  emptyBookSet,
  markBookUnsure,
  type OrderBook,
  priceText,
  sizeText,
  topDisagrees,
  topOfBook,
} from "../../domain/book/index.ts";
import { midpoint, parseDecimal } from "../../domain/decimal.ts";
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { MarketEvent } from "../../venues/shared/market-event.ts";
import { liveIndexObject } from "../live-index/address.ts";
import type { LiveQuote } from "../live-index/protocol.ts";
import { MAX_VENUE_CLOCK_AHEAD_MS } from "../live-index/protocol.ts";
import { publishLive } from "../v2/address.ts";
import { wholeBook } from "../v2/book-levels.ts";
import { type LiveEventDraft, V2_LIMITS } from "../v2/messages.ts";
import { ChannelSequences } from "../v2/sequences.ts";
import type { FeedAdapter } from "./adapters.ts";
import { FEED_LOAD_LIMITS } from "./load.ts";
import { PacedHandOff } from "./paced-hand-off.ts";
import type { BooksPart, Clocks, FeedParts, RebuildReason } from "./parts.ts";
import { iso } from "./scope.ts";

/**
 * Hand-offs of events to the stream shards start at least this far apart: at the venues' busiest a few
 * frames travel together (a few ms more for some), and the per-call cost is paid at most 200 times a second.
 */
export const EVENTS_HAND_OFF_MS = 5;
/** Changed tops go to the live index at most this often; it recomputes at most every 250 ms anyway. */
export const QUOTES_HAND_OFF_MS = 50;
/** A book whose top disagrees with the venue's is rebuilt at most this often (see `checkTop`). */
const TOP_CHECK_RESYNC_MS = 10_000;

export class FeedBooks implements BooksPart {
  books: BookSet = emptyBookSet();
  /** Keys whose next whole book is a rebuild, with why. */
  readonly rebuilding = new Map<string, RebuildReason>();
  outbox: LiveEventDraft[] = [];
  /** Each channel's `cseq`: the outbox is numbered as it is handed off (its content final by then). */
  readonly sequences = new ChannelSequences();
  /** When an event last came stamped ahead of its receipt (null: the venue's clock agrees), and by how much. */
  clockAheadAtMs: number | null = null;
  clockAheadByMs = 0;
  events = 0;
  rejected = 0;
  /** Gaps this shard announced since it started: books published whole as a rebuild, trades dropped. */
  gaps = 0;
  /** The venue's own best prices by stream key, from its public tickers (depth `rest_only` only). */
  private readonly venueTops = new Map<string, { bid: string | null; ask: string | null }>();
  /** When a book was last rebuilt because its top disagreed with the venue's, by stream key. */
  private readonly topResyncAtMs = new Map<string, number>();
  private readonly tops = new Map<string, string>();
  private readonly lastTrade = new Map<string, string>();
  /** Markets whose ticker the frame being read may have changed (its changes and trades), by stream key. */
  private readonly tickersDue = new Map<string, { market: string; clocks: Clocks }>();
  /** Changed tops of synced books for the live index, by market (the newest only), sent with the next flush. */
  private quotes = new Map<string, LiveQuote>();
  /**
   * Changed tops whose events the stream shards already have: the live index gets a top only once the
   * book messages it comes from were handed over, so an `index` value never reaches a client before its
   * inputs do.
   */
  private readonly readyQuotes = new Map<string, LiveQuote>();
  /** The queued events' hand-off to the stream shards; the tops they carry are ready once it settles. */
  private eventsHandOff: { run(now?: boolean): void };
  /**
   * The ready tops' hand-off to the live index, apart from the events' so a recomputation never holds
   * back a venue event (tops gather meanwhile, the newest per market).
   */
  private quotesHandOff: { run(now?: boolean): void };

  private readonly parts: FeedParts;
  constructor(parts: FeedParts) {
    this.parts = parts;
    const { scope } = parts;
    this.eventsHandOff = new PacedHandOff(
      EVENTS_HAND_OFF_MS,
      () => this.outbox.length > 0,
      () => {
        const events = this.sequences.stamp(this.outbox);
        this.outbox = [];
        const quotes = this.quotes;
        this.quotes = new Map();
        return publishLive(scope.env, events).finally(() => {
          for (const [market, quote] of quotes) this.readyQuotes.set(market, quote);
          this.quotesHandOff.run();
        });
      },
      (settled) => scope.ctx.waitUntil(settled),
    );
    this.quotesHandOff = new PacedHandOff(
      QUOTES_HAND_OFF_MS,
      () => this.readyQuotes.size > 0,
      () => {
        const quotes = [...this.readyQuotes.values()];
        this.readyQuotes.clear();
        return liveIndexObject(scope.env).update(quotes);
      },
      (settled) => scope.ctx.waitUntil(settled),
    );
  }

  /** How many held books are synced. */
  syncedCount(): number {
    let synced = 0;
    for (const book of this.books.books.values()) if (book.status === "synced") synced++;
    return synced;
  }

  /** Every plan book's next whole book is a rebuild with `reason` (unless one is already due). */
  markRebuilding(reason: RebuildReason) {
    for (const m of this.parts.scope.plan) this.rebuilding.set(m.key, this.rebuilding.get(m.key) ?? reason);
  }

  /** Forgets the markets of `keys` (leases run out): their books, tickers and tops. */
  forget(keys: string[]) {
    const books = new Map(this.books.books);
    for (const key of keys) {
      books.delete(key);
      this.rebuilding.delete(key);
      this.tops.delete(key);
      this.lastTrade.delete(key);
      this.venueTops.delete(key);
      this.topResyncAtMs.delete(key);
    }
    this.books = { ...this.books, books };
  }

  onFrame(adapter: FeedAdapter, text: string) {
    const { scope, connection, shedding } = this.parts;
    const nowMs = Date.now();
    const wasSilent =
      connection.lastEventMs !== null && nowMs - connection.lastEventMs > V2_LIMITS.stale_after_ms;
    connection.lastEventMs = nowMs;
    if (connection.state === "stale" && wasSilent && !shedding.shedding && this.clockAheadAtMs === null) {
      scope.ctx.waitUntil(connection.setState("live", "The venue is sending again."));
    }
    const result = adapter.parse(text);
    if (!result.ok) {
      this.rejected++;
      console.warn(
        JSON.stringify({
          level: "warn",
          msg: "venue_frame_rejected",
          venue: scope.venue,
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
      this.events++;
      shedding.observe(event.venue_time_ms, nowMs);
      if (event.venue_time_ms !== null && event.venue_time_ms - nowMs > MAX_VENUE_CLOCK_AHEAD_MS) {
        this.clockAheadAtMs = nowMs;
        this.clockAheadByMs = event.venue_time_ms - nowMs;
      }
      if (!scope.marketOf.has(event.market)) continue;
      receivedAt ??= iso(nowMs) ?? "";
      this.onMarketEvent(event, { venue_time: iso(event.venue_time_ms), received_at: receivedAt });
      if (event.kind === "delta" && event.venue_top) venueTops.set(event.market, event.venue_top);
    }
    // One ticker per market and frame, from its book after all of the frame's changes (while shedding,
    // the shed pass sends each changed book's ticker with the book).
    if (!shedding.shedding) {
      for (const [key, due] of this.tickersDue)
        this.queueTicker(key, due.market, this.books.books.get(key), due.clocks);
      for (const [key, top] of venueTops) this.checkTop(key, top, nowMs);
    } else {
      // Sent with the next shed pass: a book's ticker with its book, a market without a book its own.
      for (const key of this.tickersDue.keys()) shedding.dirty.add(key);
    }
    this.tickersDue.clear();
    shedding.readIfDue(nowMs, this.outbox.length);
    this.flush();
  }

  /**
   * A book whose best prices differ from the venue's own after a change missed one (Polymarket numbers
   * nothing, so this is how a lost change shows): it turns unsure and is rebuilt from the REST book, at
   * most once per `TOP_CHECK_RESYNC_MS` a market, so a venue whose tops disagree for another reason
   * cannot keep pix reading its REST books.
   */
  private checkTop(key: string, top: { bid: string | null; ask: string | null }, nowMs: number) {
    const book = this.books.books.get(key);
    if (book?.status !== "synced" || this.parts.resync.has(key) || !topDisagrees(book, top)) return;
    if (nowMs - (this.topResyncAtMs.get(key) ?? 0) < TOP_CHECK_RESYNC_MS) return;
    this.topResyncAtMs.set(key, nowMs);
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: "venue_top_disagrees",
        venue: this.parts.scope.venue,
        market: key,
      }),
    );
    this.books = markBookUnsure(this.books, key);
    this.parts.resync.start(key, "sequence_gap");
  }

  /**
   * A venue's answer to a command: a subscription's id (for later updates), and an update's `ok`, whose
   * `seq` names the subscription's sequence number (the next book message follows it).
   */
  private onControl(event: Extract<MarketEvent, { kind: "control" }>) {
    const { sids } = this.parts.connection;
    if (event.control === "subscribed" && event.channel !== null && event.sid !== null) {
      sids.set(event.channel, event.sid);
    }
    const bookSid = sids.get("orderbook_delta");
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
          venue: this.parts.scope.venue,
          code: event.code,
          message: event.message,
        }),
      );
    }
  }

  /** Applies one market event and queues what it publishes. */
  private onMarketEvent(event: Exclude<MarketEvent, { kind: "control" | "status" }>, clocks: Clocks) {
    const { scope, connection, shedding, resync, reconcile } = this.parts;
    const venue = scope.venue as VenueId;
    const key = event.market;
    const market = scope.marketOf.get(key) as string;
    if (event.kind === "ticker") {
      // The venue's own top, for a connection without books (with books, the held book's top is pix's).
      if (connection.depth !== "rest_only") return;
      this.venueTops.set(key, { bid: event.bid, ask: event.ask });
      if (event.last !== null) this.lastTrade.set(key, event.last);
      this.tickersDue.set(key, { market, clocks });
      return;
    }
    if (event.kind === "trade") {
      this.lastTrade.set(key, event.price);
      const channel = `trades:${venue}:${market}`;
      if (shedding.shedding && this.outbox.length >= FEED_LOAD_LIMITS.max_queued_trades) {
        // Never silently: the channel is told at the next shed pass.
        shedding.dropTrade(channel);
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
    reconcile.noteChange(key, event.hash, event.venue_time_ms);
    if (event.kind === "book") {
      const applied = applySnapshotToSet(this.books, key, { bids: event.bids, asks: event.asks }, event.seq);
      this.books = applied.set;
      // A skipped number before a snapshot still leaves the subscription's other books unsure.
      if (!applied.ok && applied.kind === "gap") resync.unsureBooks("sequence_gap");
      const book = applied.set.books.get(key);
      if (book?.status !== "synced") {
        resync.start(key, "sequence_gap");
        return;
      }
      // The venue's own snapshot rebuilt the book: a REST read still in flight is moot.
      resync.delete(key);
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
      const { side, price, mode, amount } = event;
      resync.noteRacingDelta(key, { side, price, mode, amount });
      if (applied.kind === "gap" && (applied.reason === "seq_skipped" || applied.reason === "seq_repeated")) {
        resync.unsureBooks("sequence_gap");
      } else {
        this.books = markBookUnsure(this.books, key);
        resync.start(
          key,
          applied.kind === "gap" && applied.reason === "no_snapshot" ? "reconnect" : "sequence_gap",
        );
      }
      return;
    }
    this.books = applied.set;
    if (shedding.shedding) {
      // Applied to the held book, not relayed: the book goes whole at the next shed pass.
      shedding.dirty.add(key);
      shedding.shedChanges++;
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
  queueWholeBook(key: string, market: string, book: OrderBook, resync: RebuildReason | null, clocks: Clocks) {
    const venue = this.parts.scope.venue as VenueId;
    if (resync !== null) this.gaps++;
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

  queueTicker(key: string, market: string, book: OrderBook | undefined, clocks: Clocks) {
    const venue = this.parts.scope.venue as VenueId;
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
    const venueTop = this.parts.connection.depth === "rest_only" ? this.venueTops.get(key) : undefined;
    if (!venueTop) return null;
    const bid = venueTop.bid === null ? null : parseDecimal(venueTop.bid);
    const ask = venueTop.ask === null ? null : parseDecimal(venueTop.ask);
    return {
      ...venueTop,
      mid: bid === null || ask === null ? null : priceText(midpoint(bid, ask)),
    };
  }

  /**
   * Hands the queued events to every shard and the changed tops to the live index, each paced
   * (`PacedHandOff`); `now` sends the events without waiting for the interval (before the connection
   * ends, so they go ahead of the status that says so).
   */
  flush(now = false) {
    this.quotesHandOff.run();
    this.eventsHandOff.run(now);
  }
}
