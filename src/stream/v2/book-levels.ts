import { bestLevels, type OrderBook } from "../../domain/book/index.ts";

/** Every level of a book, best first, as the [price, size] pairs version 2 messages carry. */
export function wholeBook(book: OrderBook): { bids: [string, string][]; asks: [string, string][] } {
  const { bids, asks } = bestLevels(book, Number.POSITIVE_INFINITY);
  return { bids: bids.map((l) => [l.price, l.size]), asks: asks.map((l) => [l.price, l.size]) };
}
