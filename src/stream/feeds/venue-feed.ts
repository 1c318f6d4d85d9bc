/**
 * One venue's market-data WebSocket, held by a Durable Object (`VenueFeed`, named by venue): it
 * subscribes to the markets of its plan, keeps their books with the domain's order book, and hands
 * every change to the stream's version 2 shards (publishLive) as `book`, `book_delta`, `trade` and
 * `ticker` events, in the venue's order.
 *
 * - It never applies a delta to a book it is not sure of: a sequence gap (or a delta the book refuses)
 *   drops the connection and resubscribes, so every book is rebuilt from the venue's next snapshot,
 *   which it publishes as a whole book with the reason (`sequence_gap`, `reconnect`).
 * - A dropped connection is reconnected with capped, jittered backoff; a connection silent for
 *   `stale_after_ms` is reported `stale`; a venue it cannot sign for is `rest_only`. Every state
 *   change is told to every shard at once (`status` messages).
 * - A watchdog alarm runs every second while the feed has a plan; the minute cron re-ensures it.
 */
import { DurableObject } from "cloudflare:workers";
import {
  applyDeltaToSet,
  applySnapshotToSet,
  type BookSet,
  emptyBookSet,
  markSetUnsure,
  type OrderBook,
  sizeText,
  topOfBook,
} from "../../domain/book/index.ts";
import { parseDecimal } from "../../domain/decimal.ts";
import { VENUE_IDS, type VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import type { MarketEvent } from "../../venues/shared/market-event.ts";
import type { LiveQuote } from "../live/live-index.ts";
import type { VenueFeedState, VenueStatusReport } from "../live/live-stream.ts";
import { liveIndexObject, liveShard, publishLive, streamShardCount } from "../stream-shards.ts";
import { wholeBook } from "../v2/book-levels.ts";
import { type LiveEvent, V2_LIMITS } from "../v2/messages.ts";
import { FEED_ADAPTERS, type FeedAdapter } from "./adapters.ts";
import type { FeedMarket } from "./plan.ts";

const WATCHDOG_MS = 1_000;
/** Reconnect backoff: 250 ms doubling to 30 s, each wait jittered down to half. */
const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 30_000;
/** A venue that refused the signature is tried again after this long. */
const REFUSED_RETRY_MS = 300_000;

export function reconnectDelayMs(attempt: number, random: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling * (0.5 + random / 2));
}

export interface FeedReport {
  venue: VenueId;
  state: VenueFeedState;
  detail: string;
  markets: number;
  books_synced: number;
  events_received: number;
  frames_rejected: number;
  reconnects: number;
}

interface Clocks {
  venue_time: string | null;
  received_at: string;
}

export class VenueFeed extends DurableObject<Bindings> {
  private venue: VenueId | undefined;
  private plan: FeedMarket[] = [];
  /** Venue stream key → the lake's market id. */
  private marketOf = new Map<string, string>();
  private socket: WebSocket | null = null;
  private connecting = false;
  private state: VenueFeedState = "rest_only";
  private detail = "Not started.";
  private attempt = 0;
  private nextConnectAtMs = 0;
  private lastEventMs: number | null = null;
  private connectedAtMs = 0;
  private connectedBefore = false;
  private books: BookSet = emptyBookSet();
  /** Keys whose next whole book is a rebuild, with why. */
  private rebuilding = new Map<string, "sequence_gap" | "reconnect">();
  private tops = new Map<string, string>();
  private lastTrade = new Map<string, string>();
  private outbox: LiveEvent[] = [];
  /** Changed tops of synced books for the live index, by market (the newest only), sent with the next flush. */
  private quotes = new Map<string, LiveQuote>();
  private flushing = false;
  private flushingQuotes = false;
  private keepalive: ReturnType<typeof setInterval> | undefined;
  private counters = { events: 0, rejected: 0, reconnects: 0 };

  // ------------------------------------------------------------------ RPC

  /** From the minute cron (and tests): follow `plan` on `venue`, connecting if not connected. */
  async ensure(venue: VenueId, plan: FeedMarket[]): Promise<FeedReport> {
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
      state: this.state,
      detail: this.detail,
      markets: this.plan.length,
      books_synced: synced,
      events_received: this.counters.events,
      frames_rejected: this.counters.rejected,
      reconnects: this.counters.reconnects,
    };
  }

  /** The watchdog: reconnect when due, report silence, and run again in a second while there is a plan. */
  override async alarm(): Promise<void> {
    const nowMs = Date.now();
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
    for (const message of adapter.subscribe(this.plan.map((m) => m.key))) ws.send(message);
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
    await this.setState("live", "Connected to the venue's market-data WebSocket.");
  }

  /**
   * Ends the connection: every book is unsure until the venue's next snapshot, which is published as a
   * rebuild with `reason`. `now` reconnects at once (a gap, a new plan); otherwise after the backoff.
   */
  private drop(detail: string, reason: "sequence_gap" | "reconnect", now: boolean) {
    const ws = this.socket;
    this.socket = null;
    clearInterval(this.keepalive);
    this.keepalive = undefined;
    try {
      ws?.close(1000, "resubscribing");
    } catch {
      // Already closed.
    }
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

  private async setState(state: VenueFeedState, detail: string): Promise<void> {
    if (this.state === state && this.detail === detail) return;
    this.state = state;
    this.detail = detail;
    const venue = this.venue;
    if (!venue) return;
    const since = this.lastEventMs ?? this.connectedAtMs;
    const status: VenueStatusReport = {
      venue,
      state,
      age_ms: this.lastEventMs === null && state !== "stale" ? null : Math.max(0, Date.now() - since),
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
    this.lastEventMs = nowMs;
    if (this.state === "stale") this.ctx.waitUntil(this.setState("live", "The venue is sending again."));
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
    for (const event of result.events) {
      if (event.kind === "control" || event.kind === "status") continue;
      this.counters.events++;
      if (!this.marketOf.has(event.market)) continue;
      if (
        !this.onMarketEvent(event, { venue_time: iso(event.venue_time_ms), received_at: iso(nowMs) ?? "" })
      ) {
        return; // the connection was dropped for a rebuild: the rest of this frame is moot
      }
    }
    this.flush();
  }

  /** Applies one market event and queues what it publishes; false when it forced a resubscription. */
  private onMarketEvent(
    event: Exclude<MarketEvent, { kind: "control" | "status" }>,
    clocks: Clocks,
  ): boolean {
    const venue = this.venue as VenueId;
    const key = event.market;
    const market = this.marketOf.get(key) as string;
    if (event.kind === "trade") {
      this.lastTrade.set(key, event.price);
      this.outbox.push({
        type: "trade",
        channel: `trades:${venue}:${market}`,
        venue,
        market,
        trade_id: event.trade_id,
        price: event.price,
        size: event.size,
        taker_side: event.taker,
        ...clocks,
      });
      this.queueTicker(key, market, this.books.books.get(key), clocks);
      return true;
    }
    if (event.kind === "book") {
      const applied = applySnapshotToSet(this.books, key, { bids: event.bids, asks: event.asks }, event.seq);
      this.books = applied.set;
      const book = applied.set.books.get(key);
      if (book?.status !== "synced") return true;
      this.outbox.push({
        type: "book",
        channel: `book:${venue}:${market}`,
        venue,
        market,
        ...wholeBook(book),
        resync: this.rebuilding.get(key) ?? null,
        ...clocks,
      });
      this.rebuilding.delete(key);
      this.queueTicker(key, market, book, clocks);
      return true;
    }
    // A delta.
    const applied = applyDeltaToSet(
      this.books,
      key,
      { side: event.side, price: event.price, mode: event.mode, amount: event.amount },
      event.seq,
    );
    if (!applied.ok) {
      // Never apply a delta to a book pix is not sure of: rebuild every book from fresh snapshots.
      this.flush();
      this.drop(
        applied.kind === "gap"
          ? `The venue's sequence broke (${applied.reason}); resubscribing for fresh books.`
          : `A change the book could not take (${applied.reason}); resubscribing for fresh books.`,
        "sequence_gap",
        true,
      );
      return false;
    }
    this.books = applied.set;
    const price = parseDecimal(event.price);
    const levels = event.side === "bid" ? applied.book.bids : applied.book.asks;
    this.outbox.push({
      type: "book_delta",
      channel: `book:${venue}:${market}`,
      venue,
      market,
      changes: [
        {
          side: event.side,
          price: event.price,
          size: sizeText(price === null ? 0n : (levels.get(price) ?? 0n)),
        },
      ],
      ...clocks,
    });
    this.queueTicker(key, market, applied.book, clocks);
    return true;
  }

  private queueTicker(key: string, market: string, book: OrderBook | undefined, clocks: Clocks) {
    const venue = this.venue as VenueId;
    const top = book && book.status === "synced" ? topOfBook(book) : null;
    const ticker = {
      best_bid: top?.bid?.price ?? null,
      best_ask: top?.ask?.price ?? null,
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
    if (top) {
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

  /** Hands the queued events to every shard; while a hand-off is in flight, events gather for the next. */
  private flush() {
    this.flushQuotes();
    if (this.flushing || this.outbox.length === 0) return;
    const events = this.outbox;
    this.outbox = [];
    this.flushing = true;
    this.ctx.waitUntil(
      publishLive(this.env, events)
        .catch(() => undefined)
        .finally(() => {
          this.flushing = false;
          this.flush();
        }),
    );
  }

  /**
   * Hands the changed tops to the live index (one call at a time; tops gather meanwhile, the newest per
   * market). Apart from the events' hand-off, so a recomputation never holds back a venue event.
   */
  private flushQuotes() {
    if (this.flushingQuotes || this.quotes.size === 0) return;
    const quotes = [...this.quotes.values()];
    this.quotes.clear();
    this.flushingQuotes = true;
    this.ctx.waitUntil(
      liveIndexObject(this.env)
        .update(quotes)
        .catch(() => undefined)
        .finally(() => {
          this.flushingQuotes = false;
          this.flushQuotes();
        }),
    );
  }
}

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}
