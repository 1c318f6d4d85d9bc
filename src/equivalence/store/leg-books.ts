/**
 * Both legs' taped order books at given minutes, read from the lake's book tape through its own reader
 * (`readMarketBooks`, src/lake/store/lake-books.ts: three range reads per market and minute, whatever
 * the venue's size). A leg's book is its market's YES outcome book — outcome `yes` (any case), else the
 * market's first book — as the leg's mid is its YES row (`yesRowOf`, ./leg-mids.ts). A minute whose
 * venue has no book tape, or whose book tape holds no book of the market, reads as not taped.
 */
import { utcDateAndHhmm } from "../../domain/clock.ts";
import { type CloseExecution, executionAtClose, type LegAtClose } from "../../domain/equivalence/basis.ts";
import type { FeeTerms } from "../../domain/equivalence/fees.ts";
import type { Polarity } from "../../domain/equivalence/relations.ts";
import type { MarketBooks, OutcomeBook } from "../../lake/books.ts";
import { readMarketBooks } from "../../lake/store/lake-books.ts";
import type { LegRef } from "./leg-mids.ts";

/** Minutes whose books are read at once (each minute two legs, three range reads a leg). */
export const BOOK_MINUTES_IN_FLIGHT = 8;

/** One leg's book at one minute, or why there is none. */
export type LegBook = { taped: true; book: OutcomeBook } | { taped: false };

export interface LegBooksAt {
  minute: number;
  a: LegBook;
  b: LegBook;
}

export interface LegBooks {
  books: LegBooksAt[];
  /** Book lookups made (one per leg and minute) and the bytes of the book lines read. */
  lookups: number;
  bytes: number;
}

/** The YES outcome book of a market's line: outcome `yes` (any case), else the first. */
export function yesBookOf(market: MarketBooks): OutcomeBook | undefined {
  return market.books.find((book) => book.outcome.toLowerCase() === "yes") ?? market.books[0];
}

async function legBook(
  bucket: R2Bucket,
  leg: LegRef,
  minute: number,
): Promise<{ book: LegBook; bytes: number }> {
  const { date, hhmm } = utcDateAndHhmm(minute);
  const found = await readMarketBooks(bucket, leg.venue, date, hhmm, leg.marketId);
  if (!found.found) return { book: { taped: false }, bytes: 0 };
  const book = yesBookOf(found.market);
  const bytes = new TextEncoder().encode(JSON.stringify(found.market)).byteLength + 1;
  return { book: book ? { taped: true, book } : { taped: false }, bytes };
}

/** Both legs' books at each of `minutes` (ascending epoch ms), a few minutes at a time. */
export async function readLegBooks(
  bucket: R2Bucket,
  legs: { a: LegRef; b: LegRef },
  minutes: readonly number[],
): Promise<LegBooks> {
  const result: LegBooks = { books: [], lookups: 0, bytes: 0 };
  for (let i = 0; i < minutes.length; i += BOOK_MINUTES_IN_FLIGHT) {
    const batch = minutes.slice(i, i + BOOK_MINUTES_IN_FLIGHT);
    const read = await Promise.all(
      batch.map(async (minute) => {
        const [a, b] = await Promise.all([legBook(bucket, legs.a, minute), legBook(bucket, legs.b, minute)]);
        return { minute, a, b };
      }),
    );
    for (const { minute, a, b } of read) {
      result.books.push({ minute, a: a.book, b: b.book });
      result.lookups += 2;
      result.bytes += a.bytes + b.bytes;
    }
  }
  return result;
}

/** A leg's taped book as the domain's snapshot of exact-text levels; null when not taped. */
export function bookSnapshotOf(leg: LegBook): LegAtClose["book"] {
  if (!leg.taped) return null;
  const levels = (side: [string, string][]) => side.map(([price, size]) => ({ price, size }));
  return { bids: levels(leg.book.bids), asks: levels(leg.book.asks) };
}

/**
 * The execution-aware edges at a close from both legs' books read there and their fee terms (null when
 * unknown): what the basis route serves for a bucket closing on that minute, and what the basis job
 * stores as a sealed hour's close.
 */
export function executionAtBooks(
  at: LegBooksAt,
  fees: { a: FeeTerms | null; b: FeeTerms | null },
  polarity: Polarity,
): CloseExecution {
  return executionAtClose(
    { a: { book: bookSnapshotOf(at.a), fees: fees.a }, b: { book: bookSnapshotOf(at.b), fees: fees.b } },
    polarity,
  );
}
