import { midpoint, parseDecimal, type Scaled } from "../decimal.ts";
import { type BookLevel, type OrderBook, priceText, sizeText } from "./book.ts";

/** The best `depth` levels a side: bids from the highest price down, asks from the lowest up. */
export function bestLevels(book: OrderBook, depth: number): { bids: BookLevel[]; asks: BookLevel[] } {
  return {
    bids: best(book.bids, depth, (a, b) => (a > b ? -1 : a < b ? 1 : 0)),
    asks: best(book.asks, depth, (a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}

/** The top of the book: best bid and ask with their sizes, and their mid when both sides quote. */
export interface TopOfBook {
  bid: BookLevel | null;
  ask: BookLevel | null;
  /** Half way between the best bid and ask, rounded half up at the sixth place; null on a one-sided book. */
  mid: string | null;
}

export function topOfBook(book: OrderBook): TopOfBook {
  const bid = extreme(book.bids, (a, b) => a > b);
  const ask = extreme(book.asks, (a, b) => a < b);
  return {
    bid: bid === null ? null : level(bid, book.bids),
    ask: ask === null ? null : level(ask, book.asks),
    mid: bid === null || ask === null ? null : priceText(midpoint(bid, ask)),
  };
}

/**
 * Whether the book's best prices differ from those the venue says its own book has after a change
 * (`null`: that side is empty): the sign of a change the book missed. Prices compare as exact decimals.
 */
export function topDisagrees(book: OrderBook, venue: { bid: string | null; ask: string | null }): boolean {
  const top = topOfBook(book);
  const same = (ours: BookLevel | null, theirs: string | null) =>
    ours === null || theirs === null ? ours === theirs : parseDecimal(ours.price) === parseDecimal(theirs);
  return !same(top.bid, venue.bid) || !same(top.ask, venue.ask);
}

function best(
  levels: ReadonlyMap<Scaled, Scaled>,
  depth: number,
  order: (a: Scaled, b: Scaled) => number,
): BookLevel[] {
  const count = Math.max(0, Math.floor(depth));
  return [...levels.keys()]
    .sort(order)
    .slice(0, count)
    .map((price) => level(price, levels));
}

function extreme(
  levels: ReadonlyMap<Scaled, Scaled>,
  better: (a: Scaled, b: Scaled) => boolean,
): Scaled | null {
  let found: Scaled | null = null;
  for (const price of levels.keys()) if (found === null || better(price, found)) found = price;
  return found;
}

function level(price: Scaled, levels: ReadonlyMap<Scaled, Scaled>): BookLevel {
  return { price: priceText(price), size: sizeText(levels.get(price) ?? 0n) };
}
