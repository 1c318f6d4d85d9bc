/**
 * The books a `LiveStream` shard keeps: every book the feeds sent, whole, with the deltas after it
 * applied (the domain's order book), so a new subscriber or a slow consumer gets a whole `book` at
 * once; and the books fetched from their feed shard on subscribe when the shard holds none.
 */

import {
  applyBookDelta,
  bookFromSnapshot,
  type DeltaResult,
  type OrderBook,
} from "../../domain/book/index.ts";
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { wholeBook } from "../v2/book-levels.ts";
import { parseChannel } from "../v2/channels.ts";
import type { LiveEvent } from "../v2/messages.ts";
import { venueFeedShard } from "../venue-feed/address.ts";
import type { LiveBookSnapshot } from "../venue-feed/venue-feed.ts";

interface Clocks {
  venue_time: string | null;
  received_at: string | null;
}

export interface KeptBook {
  book: OrderBook;
  clocks: Clocks;
  /** The `cseq` of the channel's last event the book reflects (null: a feed's answer that named none). */
  cseq: number | null;
}

/** A book being asked of its feed shard, with the deltas published while it is. */
interface BookFetch {
  deltas: Extract<LiveEvent, { type: "book_delta" }>[];
}

export class KeptBooks {
  private readonly books = new Map<string, KeptBook>();
  /**
   * Book channels whose book is being asked of its feed shard (`fetchMissing`), each with the
   * deltas published meanwhile, applied on top of the answer (a delta is a level's new size, so one the
   * answer already holds changes nothing).
   */
  private readonly bookFetches = new Map<string, BookFetch>();

  private readonly env: Bindings;
  constructor(env: Bindings) {
    this.env = env;
  }

  get(channel: string): KeptBook | undefined {
    return this.books.get(channel);
  }

  /** Every book the feeds sent, kept whole, with the deltas after it applied (the domain's order book). */
  keep(event: LiveEvent) {
    const clocks = { venue_time: event.venue_time, received_at: event.received_at };
    if (event.type === "book") {
      // A whole book supersedes any answer still awaited from the feed (`fetchMissing`).
      this.bookFetches.delete(event.channel);
      const built = buildBook(event.market, event.bids, event.asks);
      if (built) this.books.set(event.channel, { book: built, clocks, cseq: event.cseq });
      else this.books.delete(event.channel);
    } else if (event.type === "book_delta") {
      const kept = this.books.get(event.channel);
      if (!kept) {
        this.bookFetches.get(event.channel)?.deltas.push(event);
        return;
      }
      const applied = applyBookDelta(kept.book, event.changes);
      // A change the book refuses: the feed's next whole book replaces it; until then, nothing is served.
      if (applied.ok) this.books.set(event.channel, { book: applied.book, clocks, cseq: event.cseq });
      else this.books.delete(event.channel);
    }
  }

  /**
   * The books of the added `book` channels this shard does not hold (it is new, restarted, or the feed
   * sent the book before anyone here held it), read from the feed shard that follows each market
   * (`shardOf`; `VenueFeed.syncedBooks`: only books it is sure of; one call per feed shard): so a
   * subscriber gets its whole `book` first, not after the feed's next rebuild. A book the feed is not
   * sure of comes with the feed's next whole book, as before.
   */
  async fetchMissing(
    added: readonly string[],
    shardOf: (venue: VenueId, market: string) => number | undefined,
  ): Promise<void> {
    const byShard = new Map<string, { venue: VenueId; shard: number; channels: Map<string, string> }>();
    for (const name of added) {
      const parsed = parseChannel(name);
      if (!parsed.ok || parsed.channel.kind !== "book" || this.books.has(name) || this.bookFetches.has(name))
        continue;
      const { venue, market } = parsed.channel;
      const shard = shardOf(venue, market);
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
          let kept: KeptBook | undefined = { book: built, clocks, cseq: snapshot.cseq ?? null };
          for (const delta of fetch?.deltas ?? []) {
            const next: DeltaResult | undefined = kept && applyBookDelta(kept.book, delta.changes);
            kept =
              next?.ok === true
                ? {
                    book: next.book,
                    clocks: { venue_time: delta.venue_time, received_at: delta.received_at },
                    // The answer may already hold changes published after it was read out.
                    cseq: Math.max(kept?.cseq ?? 0, delta.cseq),
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
}

/** A `book` event's levels in the book's canonical text (as kept books are sent); undefined when they make no book. */
export function canonicalLevels(
  event: Extract<LiveEvent, { type: "book" }>,
): { bids: [string, string][]; asks: [string, string][] } | undefined {
  const built = buildBook(event.market, event.bids, event.asks);
  return built && wholeBook(built);
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
