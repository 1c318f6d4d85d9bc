import { ONE, type Scaled } from "../../domain/decimal.ts";
import {
  type FieldResult,
  readAmountUnits,
  readEpochMs,
  readProbability,
  readProbabilityUnits,
  tradedPrice,
} from "../shared/quote-values.ts";
import type { ClobBook } from "./polymarket-schema.ts";

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
  const bids = readSide(book.bids, "bids", (previous, next) => previous <= next);
  if (!bids.ok) return bids;
  const asks = readSide(book.asks, "asks", (previous, next) => previous >= next);
  if (!asks.ok) return asks;
  if (!bids.value.sorted) return fail("book_not_sorted", "bids");
  if (!asks.value.sorted) return fail("book_not_sorted", "asks");
  const last = readProbability(book.last_trade_price, "last_trade_price");
  if (!last.ok) return last;
  const observedAt = readEpochMs(book.timestamp, "timestamp");
  if (!observedAt.ok) return observedAt;
  return {
    ok: true,
    value: {
      bid: bids.value.best,
      ask: asks.value.best,
      last: tradedPrice(last.value),
      observedAt: observedAt.value,
    },
  };
}

/**
 * One side's best level (its last) and whether the levels are in the side's order. Every level must be
 * a price strictly inside (0, 1) with a positive size; the first that is not fails the side. Prices
 * are compared as exact unit counts (plain numbers): books carry tens of thousands of levels a cycle,
 * and only the best becomes a decimal.
 */
function readSide(
  levels: { price: string; size: string }[],
  field: string,
  inOrder: (previous: number, next: number) => boolean,
): FieldResult<{ best: Scaled | null; sorted: boolean }> {
  let previous: number | null = null;
  let sorted = true;
  for (const level of levels) {
    const price = readProbabilityUnits(level.price, field);
    if (!price.ok) return price;
    const size = readAmountUnits(level.size, field);
    if (!size.ok) return size;
    const units = price.value;
    if (units === null || units <= 0 || units >= UNITS_PER_ONE || size.value === null || size.value <= 0) {
      return fail("invalid_level", field);
    }
    if (previous !== null && !inOrder(previous, units)) sorted = false;
    previous = units;
  }
  return { ok: true, value: { best: previous === null ? null : BigInt(previous), sorted } };
}

const UNITS_PER_ONE = Number(ONE);

function fail(reason: string, field: string): FieldResult<never> {
  return { ok: false, reason, field };
}
