/**
 * A feed shard's reconciliation: one held book at a time (round robin over the plan, one every
 * `RECONCILE_EVERY_MS`) compared with the venue's REST book, so a change lost at any depth — below the
 * best prices the venue's own checks look at — is found and the book rebuilt. An answer counts only when
 * it can be paired with the stream's state: by the venue's digest where it sends one, else by quiet.
 */
import { rebuildFromRest } from "../../domain/book/index.ts";
import { wholeBook } from "../v2/book-levels.ts";
import type { FeedDepth } from "./adapters.ts";
import type { FeedParts, ReconcilePart } from "./parts.ts";
import { RESYNC_QUIET_MS } from "./resync.ts";
import { iso } from "./scope.ts";

/**
 * The reconciliation's budget: one held book compared with the venue's REST book this often per feed
 * shard, round robin, so a change lost at any depth is found within (books × this) — `LIVE_FEED_RECONCILE_MS`
 * (100–60,000), else this.
 */
export const RECONCILE_EVERY_MS = 1_000;
/** A REST book whose digest the stream has not reached is taken as the venue's after this long without a change. */
const LOST_CHANGE_QUIET_MS = 500;

export class Reconciliation implements ReconcilePart {
  checked = 0;
  disagreed = 0;
  unpaired = 0;
  /** The venue's digest of each book's latest state on the stream (Polymarket), and its time, by stream key. */
  private readonly streamHash = new Map<string, string>();
  private readonly streamTimeMs = new Map<string, number>();
  /** Books being compared with their REST book, by stream key: whether a change arrived meanwhile. */
  private readonly checking = new Map<string, { touched: boolean }>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private cursor = 0;

  private readonly parts: FeedParts;
  constructor(parts: FeedParts) {
    this.parts = parts;
  }

  everyMs(): number {
    const n = Number(this.parts.scope.env.LIVE_FEED_RECONCILE_MS);
    return Number.isInteger(n) && n > 0 ? Math.min(60_000, Math.max(100, n)) : RECONCILE_EVERY_MS;
  }

  /** A new connection: the stream's digests are forgotten; books are compared only when it holds them. */
  start(depth: FeedDepth) {
    this.streamHash.clear();
    this.streamTimeMs.clear();
    clearInterval(this.timer);
    if (depth === "live") this.timer = setInterval(() => this.next(), this.everyMs());
  }

  /** The connection ended: no more comparisons, and those in flight are moot. */
  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    this.checking.clear();
  }

  /** A book or change of a book on the stream, with the venue's digest and time where it gives them. */
  noteChange(key: string, hash: string | null, venueTimeMs: number | null) {
    // A change of a book being reconciled: the REST answer may not be the stream's state.
    const check = this.checking.get(key);
    if (check) check.touched = true;
    if (hash !== null) this.streamHash.set(key, hash);
    if (venueTimeMs !== null) this.streamTimeMs.set(key, venueTimeMs);
  }

  /**
   * The next held book (round robin over the plan) compared with the venue's REST book: one at a time,
   * never while books are being rebuilt (shedding goes on applying every change, so it checks on). A lost change at any depth, below the best
   * prices the venue's own checks look at, shows here.
   */
  private next() {
    const { scope, connection, books, resync } = this.parts;
    if (!connection.socket || this.checking.size > 0 || resync.size > 0) return;
    for (let tried = 0; tried < scope.plan.length; tried++) {
      const entry = scope.plan[this.cursor++ % scope.plan.length];
      if (!entry) continue;
      if (books.books.books.get(entry.key)?.status !== "synced") continue;
      scope.ctx.waitUntil(this.checkBook(entry.key, entry.market));
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
    const { scope, books, resync } = this.parts;
    const adapter = scope.adapter();
    if (!adapter) return;
    const check = { touched: false };
    this.checking.set(key, check);
    const answer = await adapter.restBook(scope.env, key, scope.rest()).catch(() => null);
    if (answer?.ok && !check.touched && adapter.deltaMode === "change") {
      await new Promise((done) => setTimeout(done, RESYNC_QUIET_MS));
    }
    if (this.checking.get(key) !== check) return; // the connection ended meanwhile
    this.checking.delete(key);
    const book = books.books.books.get(key);
    if (!answer?.ok || book?.status !== "synced" || resync.has(key)) return;
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
      this.unpaired++;
      return;
    }
    this.checked++;
    const rest = rebuildFromRest(books.books, key, { bids: answer.bids, asks: answer.asks }, []);
    const rebuilt = rest.ok ? rest.set.books.get(key) : undefined;
    if (rebuilt?.status !== "synced") return;
    if (JSON.stringify(wholeBook(rebuilt)) === JSON.stringify(wholeBook(book))) return;
    this.disagreed++;
    console.warn(
      JSON.stringify({ level: "warn", msg: "venue_book_disagrees", venue: scope.venue, market: key }),
    );
    books.books = rest.set;
    const clocks = { venue_time: null, received_at: iso(Date.now()) ?? "" };
    books.queueWholeBook(key, market, rebuilt, "sequence_gap", clocks);
    books.flush();
  }
}
