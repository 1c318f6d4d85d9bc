/**
 * The live plane's books on the book tape: at each cycle, the books a venue feed holds (synced, best
 * levels first) are taped for the minute, for a venue whose whole-venue collection reads no books
 * (Kalshi: its listing carries none). A venue whose collection reads every book (Polymarket, from
 * `POST /books`) keeps the collection as the minute's one source, the feed's books being among them.
 */

import type { VenueId } from "../../domain/methodology/venues.ts";
import { findVenue, venueIds } from "../../venues/registry.ts";
import { BOOK_DEPTH, type BookLevel, type MarketBooks } from "../books.ts";
import { type LiveBooksTaped, writeLiveBooks } from "../store/lake-books.ts";
import { collectionPlan } from "./plans.ts";

/**
 * The venues whose book tape comes from their live feed: the registered venues whose collection reads
 * no books.
 */
export function liveBookVenues(): VenueId[] {
  return venueIds().filter((venue) => !findVenue(venue)?.listing.books);
}

/** The public venues' `liveBookVenues()` as at start (Kalshi); the cycle asks `liveBookVenues()`. */
export const LIVE_BOOK_VENUES: readonly VenueId[] = liveBookVenues();

/** One market's book as a live feed holds it, in YES terms (the lake's `yes` outcome). */
export interface LiveBook {
  /** The lake's market id. */
  market: string;
  /** When the feed read it out. */
  observed_at: string;
  /** Best first, `[price, size]` as exact decimal strings (pairs, as they cross an RPC boundary). */
  bids: readonly (readonly string[])[];
  asks: readonly (readonly string[])[];
}

const levels = (side: LiveBook["bids"]): BookLevel[] =>
  side.slice(0, BOOK_DEPTH).map(([price = "", size = ""]) => [price, size]);

/** The live books as book tape lines: the `yes` outcome of each market, cut to the tape's depth. */
export function liveBookLines(books: readonly LiveBook[]): MarketBooks[] {
  return books.map((book) => ({
    market_id: book.market,
    books: [
      {
        outcome: "yes",
        token_id: null,
        observed_at: book.observed_at,
        bids: levels(book.bids),
        asks: levels(book.asks),
      },
    ],
  }));
}

export async function tapeLiveBooks(
  bucket: R2Bucket,
  venue: string,
  cycleStartMs: number,
  books: readonly LiveBook[],
): Promise<LiveBooksTaped> {
  if (collectionPlan(venue)?.books) return { written: false, reason: "collection_reads_books" };
  return writeLiveBooks(bucket, venue, cycleStartMs, liveBookLines(books));
}
