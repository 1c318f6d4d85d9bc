/**
 * The selected contract's book as the page holds it, from the version 2 `book:` channel: a whole `book`
 * replaces it, each `book_delta` sets levels on it (size "0" removes one; `applyBookDelta`, as the server does), and a `gap` marks it as
 * waiting for the fresh `book` that follows — the ladder is shown greyed with the gap's reason until
 * then. The levels are kept by the pure order book of `src/domain/book/`. Kept free of the DOM.
 */
import {
  applyBookDelta,
  type BookLevel,
  bestLevels,
  bookFromSnapshot,
  type OrderBook,
} from "../../domain/book/index.ts";
import type { V2Message } from "./types.ts";

export interface HeldBook {
  book: OrderBook | null;
  /** Why the book is not current (a gap, a refused change, none received yet); null while it mirrors the venue. */
  waiting: string | null;
}

export const NO_BOOK: HeldBook = { book: null, waiting: "Waiting for the book…" };

const levels = (pairs: readonly (readonly [string, string])[]): BookLevel[] =>
  pairs.map(([price, size]) => ({ price, size }));

/** The held book after one message of its channel. */
export function applyBookMessage(
  held: HeldBook,
  message: V2Message<"book"> | V2Message<"book_delta"> | V2Message<"gap">,
): HeldBook {
  if (message.type === "gap") {
    return {
      book: held.book,
      waiting: `Gap (${message.reason.replaceAll("_", " ")}): ${message.detail} Waiting for a fresh book…`,
    };
  }
  if (message.type === "book") {
    const built = bookFromSnapshot(message.market, {
      bids: levels(message.bids),
      asks: levels(message.asks),
    });
    return built.ok
      ? { book: built.book, waiting: null }
      : { book: null, waiting: "The book could not be read." };
  }
  // Deltas between a gap and the next book would apply to a book that no longer mirrors the venue.
  if (held.book === null || held.waiting !== null) return held;
  const applied = applyBookDelta(held.book, message.changes);
  return applied.ok
    ? { book: applied.book, waiting: null }
    : { book: applied.book, waiting: "A change could not be applied. Waiting for a fresh book…" };
}

/** The best `depth` levels of each side, best first; none without a book. */
export function ladderLevels(held: HeldBook, depth: number): { bids: BookLevel[]; asks: BookLevel[] } {
  return held.book ? bestLevels(held.book, depth) : { bids: [], asks: [] };
}
