import type { Scaled } from "../../domain/decimal.ts";
import type { ClobBook } from "./polymarket-schema.ts";
import {
  type FieldResult,
  quotedSide,
  readAmount,
  readEpochMs,
  readProbability,
  tradedPrice,
} from "./quote-values.ts";

/** The top of one CLOB token's book, as exact decimals. */
export interface ClobTop {
  bid: Scaled | null;
  ask: Scaled | null;
  last: Scaled | null;
  /** The book's own clock (RFC 3339 UTC), when it has one. */
  observedAt: string | null;
}

/**
 * The CLOB lists the best level LAST on both sides (bids ascending, asks descending). The order is
 * checked rather than assumed: a book in any other order means the shape changed, and is a failure.
 */
export function clobTopOfBook(book: ClobBook): FieldResult<ClobTop> {
  const bids = readLevels(book.bids, "bids");
  if (!bids.ok) return bids;
  const asks = readLevels(book.asks, "asks");
  if (!asks.ok) return asks;
  if (!isSorted(bids.value, (previous, next) => previous <= next)) return fail("book_not_sorted", "bids");
  if (!isSorted(asks.value, (previous, next) => previous >= next)) return fail("book_not_sorted", "asks");
  const last = readProbability(book.last_trade_price, "last_trade_price");
  if (!last.ok) return last;
  const observedAt = readEpochMs(book.timestamp, "timestamp");
  if (!observedAt.ok) return observedAt;
  return {
    ok: true,
    value: {
      bid: bids.value.at(-1) ?? null,
      ask: asks.value.at(-1) ?? null,
      last: tradedPrice(last.value),
      observedAt: observedAt.value,
    },
  };
}

/** Level prices in list order; every level must be a price strictly inside (0, 1) with a positive size. */
function readLevels(levels: { price: string; size: string }[], field: string): FieldResult<Scaled[]> {
  const prices: Scaled[] = [];
  for (const level of levels) {
    const price = readProbability(level.price, field);
    if (!price.ok) return price;
    const size = readAmount(level.size, field);
    if (!size.ok) return size;
    const quoted = quotedSide(price.value);
    if (quoted === null || size.value === null || size.value <= 0n) return fail("invalid_level", field);
    prices.push(quoted);
  }
  return { ok: true, value: prices };
}

function isSorted(prices: Scaled[], inOrder: (previous: Scaled, next: Scaled) => boolean): boolean {
  return prices.every((price, i) => i === 0 || inOrder(prices[i - 1] as Scaled, price));
}

function fail(reason: string, field: string): FieldResult<never> {
  return { ok: false, reason, field };
}
