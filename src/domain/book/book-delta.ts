import { applyDelta, type BookSide, type DeltaResult, type OrderBook } from "./book.ts";

/**
 * One level of a version 2 `book_delta`: the level's new resting size as decimal text ("0" removes
 * it), in the YES outcome's terms.
 */
export interface BookLevelChange {
  side: BookSide;
  price: string;
  size: string;
}

/**
 * The book after a `book_delta`'s changes, applied in order, each setting its level's size. The first
 * change the book refuses ends it: the answer is that refusal, with the book marked unsure (changes
 * before it applied), which takes no more deltas until a whole book replaces it. The stream's shards
 * and the terminal's ladder both hold their books with this.
 */
export function applyBookDelta(book: OrderBook, changes: readonly BookLevelChange[]): DeltaResult {
  let result: DeltaResult = { ok: true, book };
  for (const change of changes) {
    result = applyDelta(result.book, {
      side: change.side,
      price: change.price,
      mode: "set",
      amount: change.size,
    });
    if (!result.ok) return result;
  }
  return result;
}
