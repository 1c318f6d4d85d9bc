/**
 * A feed shard's REST resync: each book that missed or refused a change (or whose snapshot did not come)
 * is rebuilt from the venue's REST book while the connection and the other books carry on, and
 * published whole with the reason (`sequence_gap`, `reconnect`), which the stream shards turn into `gap`
 * then `book`. The deltas that raced a read decide whether its answer is taken (the domain's
 * `takeRestBook`, `rebuildFromRest`).
 */
import {
  type BookDelta,
  bufferRacingDelta,
  type RestRace,
  rebuildFromRest,
  takeRestBook,
} from "../../domain/book/index.ts";
import { backoffDelayMs } from "../../venues/http/retry-policy.ts";
import type { FeedParts, ResyncPart, ResyncReason } from "./parts.ts";
import { iso } from "./scope.ts";

/** A failed REST book read is tried again after 250 ms doubling to 4 s (full jitter); the book stays unsure. */
const RESYNC_BACKOFF = { baseDelayMs: 250, maxDelayMs: 4_000 };
/** REST book reads in flight at once (a Kalshi sequence gap rebuilds every book of the subscription). */
const RESYNC_CONCURRENCY = 4;
/**
 * A busy market whose REST answers keep racing its deltas (the domain's `takeRestBook`) is given up on
 * after this many answers: the connection resubscribes and the venue's own snapshot rebuilds it.
 */
const MAX_AMBIGUOUS_ANSWERS = 5;
/** How long after a REST answer a `change` venue's market must stay quiet for the answer to be taken. */
export const RESYNC_QUIET_MS = 200;

/**
 * One book being rebuilt from the venue's REST book, with what of its stream raced the current read
 * (`RestRace`; the domain's rest-rebuild.ts says how an answer is taken).
 */
interface Resync extends RestRace {
  /** Why the book is rebuilt. */
  reason: ResyncReason;
  failures: number;
  ambiguous: number;
  /** A read is in flight (or its answer is waiting out `RESYNC_QUIET_MS`). */
  inFlight: boolean;
  /** Waiting out the backoff after a failed read. */
  parked: boolean;
}

export class BookResync implements ResyncPart {
  /** Books being rebuilt from REST, by stream key; a read whose entry was replaced or removed is moot. */
  private readonly resyncs = new Map<string, Resync>();

  private readonly parts: FeedParts;
  constructor(parts: FeedParts) {
    this.parts = parts;
  }

  /** Whether the book of `key` is being rebuilt. */
  has(key: string): boolean {
    return this.resyncs.has(key);
  }

  /** How many books are being rebuilt. */
  get size(): number {
    return this.resyncs.size;
  }

  /** The book is rebuilt otherwise (the venue's snapshot, or it left the plan): a read in flight is moot. */
  delete(key: string) {
    this.resyncs.delete(key);
  }

  /** Every rebuild is moot (the connection ended). */
  clear() {
    this.resyncs.clear();
  }

  /**
   * A delta of a book being rebuilt raced its read: kept to apply again over the answer (`set` venues)
   * or to say the answer cannot be taken as is.
   */
  noteRacingDelta(key: string, delta: BookDelta) {
    const pending = this.resyncs.get(key);
    if (pending?.inFlight) bufferRacingDelta(pending, delta);
    else if (pending) pending.touched = true;
  }

  /** Every plan book that is unsure or missing is rebuilt from REST (those not already being rebuilt). */
  unsureBooks(reason: Resync["reason"]) {
    const { scope, books } = this.parts;
    for (const m of scope.plan) {
      if (books.books.books.get(m.key)?.status !== "synced") this.start(m.key, reason);
    }
  }

  /**
   * Starts rebuilding one book from the venue's REST book, unless it is already being rebuilt (or the
   * connection holds no books: depth `rest_only`).
   */
  start(key: string, reason: Resync["reason"]) {
    const { scope, connection, books } = this.parts;
    if (connection.depth !== "live" || this.resyncs.has(key) || !scope.marketOf.has(key)) return;
    if (reason !== "first_book") books.rebuilding.set(key, books.rebuilding.get(key) ?? reason);
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
    this.pump();
  }

  /** Sends the next REST reads, at most `RESYNC_CONCURRENCY` in flight. */
  private pump() {
    let inFlight = 0;
    for (const entry of this.resyncs.values()) if (entry.inFlight) inFlight++;
    for (const [key, entry] of this.resyncs) {
      if (inFlight >= RESYNC_CONCURRENCY) return;
      if (entry.inFlight || entry.parked) continue;
      inFlight++;
      this.parts.scope.ctx.waitUntil(this.readRestBook(key, entry));
    }
  }

  private async readRestBook(key: string, entry: Resync): Promise<void> {
    const { scope, connection, books } = this.parts;
    const adapter = scope.adapter();
    if (!adapter) return;
    entry.inFlight = true;
    entry.touched = false;
    entry.buffered = [];
    entry.overflowed = false;
    const answer = await adapter.restBook(scope.env, key, scope.rest()).catch(() => null);
    // Changes by an amount: wait out the deltas that may still be on their way (see `takeRestBook`).
    if (answer?.ok && !entry.touched && adapter.deltaMode === "change") {
      await new Promise((done) => setTimeout(done, RESYNC_QUIET_MS));
    }
    entry.inFlight = false;
    if (this.resyncs.get(key) !== entry) return this.pump(); // rebuilt or dropped meanwhile
    if (answer !== null && !answer.ok && answer.reason === "http_4xx") {
      // The venue has no book for this market: no read is retried; the book stays unsure (unpublished)
      // until the venue's own snapshot comes.
      this.resyncs.delete(key);
      return this.pump();
    }
    if (answer === null || !answer.ok) {
      // Kept unsure, and read again after a backoff.
      const wait = backoffDelayMs(++entry.failures, RESYNC_BACKOFF, Math.random);
      entry.parked = true;
      console.warn(
        JSON.stringify({
          level: "warn",
          msg: "venue_book_resync_failed",
          venue: scope.venue,
          market: key,
          reason: answer?.reason ?? "network",
          retry_in_ms: wait,
        }),
      );
      setTimeout(() => {
        entry.parked = false;
        if (this.resyncs.get(key) === entry) this.pump();
      }, wait);
      return this.pump();
    }
    if (!takeRestBook(entry, adapter.deltaMode)) {
      if (++entry.ambiguous >= MAX_AMBIGUOUS_ANSWERS && connection.socket) {
        return connection.drop(
          "A busy market's REST book kept racing its changes; resubscribing for the venue's snapshots.",
          "sequence_gap",
          true,
        );
      }
      return this.pump();
    }
    // The REST book, with the `set` deltas that raced it applied again in order (none for `change` venues).
    const applied = rebuildFromRest(
      books.books,
      key,
      { bids: answer.bids, asks: answer.asks },
      entry.buffered,
    );
    books.books = applied.set;
    const book = applied.set.books.get(key);
    if (!applied.ok || book?.status !== "synced") {
      entry.failures++;
      return this.pump();
    }
    this.resyncs.delete(key);
    const market = scope.marketOf.get(key) as string;
    const clocks = { venue_time: null, received_at: iso(Date.now()) ?? "" };
    const reason = books.rebuilding.get(key) ?? entry.reason;
    books.queueWholeBook(key, market, book, reason === "first_book" ? null : reason, clocks);
    books.flush();
    this.pump();
  }
}
