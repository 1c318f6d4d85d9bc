/**
 * The basis between the two legs of a pair, exactly (`src/domain/decimal.ts`):
 *
 * - each leg's mid in the pair's common polarity: `p` for a leg that points the same way, `1 − p` for
 *   an inverted one (its YES is the other leg's NO), and `mid_basis = mid_a − mid_b`;
 * - the execution-aware basis both ways at a size: buy the common YES on one leg by walking its asks,
 *   sell it on the other by walking its bids, and keep what is left after both venues' taker fees. A
 *   size of $100 is 100 contracts a leg (each pays $1): a hedged position that pays $100 at settlement.
 *   The edge is `proceeds − cost − fees`, the profit the two trades lock in for an identical pair; null
 *   with the reason when a book is one-sided or too thin for the size, or a fee schedule is unknown.
 *
 * Books are `src/domain/book` books, held in the leg's own YES terms; an inverted leg's book is read in
 * the common polarity (a YES bid at p is an offer of the common YES at 1 − p).
 */

import { type BookSnapshot, bookFromSnapshot, type OrderBook } from "../book/book.ts";
import { formatTrimmed, ONE, parseDecimal, type Scaled, ZERO } from "../decimal.ts";
import { type FeeTerms, type Fill, takerFee } from "./fees.ts";
import type { Polarity } from "./relations.ts";

/** Exact decimal text of a price or an amount (at least 4 places, as the venues write prices). */
export const decimalText = (value: Scaled): string => formatTrimmed(value, 4);

/** A leg's price in the pair's common polarity: 1 − p for an inverted leg. */
export function inCommonPolarity(price: Scaled, polarity: Polarity): Scaled {
  return polarity === "inverted" ? ONE - price : price;
}

export type MidBasis =
  | { mid_a: string; mid_b: string; mid_basis: string; reason: null }
  | {
      mid_a: string | null;
      mid_b: string | null;
      mid_basis: null;
      reason: "leg_unquoted" | "unreadable_mid";
    };

/**
 * Leg a's and leg b's mids (exact decimal text, each in its own YES terms, null when a book was not
 * two-sided) and their basis in the common polarity: leg b is inverted when the pair's polarity is.
 */
export function midBasis(midA: string | null, midB: string | null, polarity: Polarity): MidBasis {
  if (midA === null || midB === null) {
    return { mid_a: midA, mid_b: midB, mid_basis: null, reason: "leg_unquoted" };
  }
  const a = parseDecimal(midA);
  const b = parseDecimal(midB);
  if (a === null || b === null || a < ZERO || a > ONE || b < ZERO || b > ONE) {
    return { mid_a: midA, mid_b: midB, mid_basis: null, reason: "unreadable_mid" };
  }
  const commonB = inCommonPolarity(b, polarity);
  return {
    mid_a: decimalText(a),
    mid_b: decimalText(commonB),
    mid_basis: decimalText(a - commonB),
    reason: null,
  };
}

/** A book's two sides in the common polarity, best price first. */
export function commonBook(book: OrderBook, polarity: Polarity): { bids: Fill[]; asks: Fill[] } {
  const side = (levels: ReadonlyMap<Scaled, Scaled>) =>
    [...levels].map(([price, contracts]) => ({ price: inCommonPolarity(price, polarity), contracts }));
  const [bids, asks] =
    polarity === "inverted" ? [side(book.asks), side(book.bids)] : [side(book.bids), side(book.asks)];
  bids.sort((x, y) => (x.price > y.price ? -1 : x.price < y.price ? 1 : 0));
  asks.sort((x, y) => (x.price < y.price ? -1 : x.price > y.price ? 1 : 0));
  return { bids, asks };
}

export type WalkResult =
  | { ok: true; fills: Fill[]; amount: Scaled }
  | { ok: false; reason: "book_one_sided" | "book_too_thin" };

/**
 * Takes `contracts` from the best level down; `amount` is Σ price × contracts, summed exactly and
 * rounded half up at the sixth place only if it needs more (venue prices of 4 places and counts of 2
 * never do).
 */
export function walk(levels: readonly Fill[], contracts: Scaled): WalkResult {
  if (levels.length === 0) return { ok: false, reason: "book_one_sided" };
  const fills: Fill[] = [];
  let left = contracts;
  let exact = 0n; // units of 10^-12 of a dollar
  for (const level of levels) {
    if (left === ZERO) break;
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
    const take = level.contracts < left ? level.contracts : left;
    fills.push({ price: level.price, contracts: take });
    exact += level.price * take;
    left -= take;
  }
  if (left > ZERO) return { ok: false, reason: "book_too_thin" };
  return { ok: true, fills, amount: (exact + ONE / 2n) / ONE };
}

export interface Leg {
  book: OrderBook;
  /** `same` for leg a; the pair's polarity for leg b. */
  polarity: Polarity;
  fees: FeeTerms;
}

export type EdgeReason = "book_one_sided" | "book_too_thin" | "fee_schedule_unknown" | "book_unsure";

export interface LegExecution {
  side: "buy" | "sell";
  /** Average fill price in the common polarity. */
  average_price: string;
  /** Σ price × contracts. */
  amount: string;
  fee: string;
}

export interface ExecutionEdge {
  direction: "buy_a_sell_b" | "buy_b_sell_a";
  size_usd: string;
  contracts: string;
  /** proceeds − cost − fees, in dollars; null with `reason`. */
  edge_usd: string | null;
  /** edge_usd ÷ contracts, in dollars per contract (rounded half away from zero at 6 places). */
  edge_per_contract: string | null;
  reason: EdgeReason | null;
  legs: { a: LegExecution | null; b: LegExecution | null };
}

/** The sizes the execution-aware basis is published at, in dollars of settlement payout. */
export const BASIS_SIZES_USD = ["100", "1000"] as const;

function execute(
  leg: Leg,
  side: "buy" | "sell",
  contracts: Scaled,
): { ok: true; execution: LegExecution; amount: Scaled; fee: Scaled } | { ok: false; reason: EdgeReason } {
  if (leg.book.status !== "synced") return { ok: false, reason: "book_unsure" };
  const book = commonBook(leg.book, leg.polarity);
  const walked = walk(side === "buy" ? book.asks : book.bids, contracts);
  if (!walked.ok) return walked;
  const fee = takerFee(leg.fees, walked.fills);
  if (!fee.ok) return fee;
  const average = (walked.amount * ONE + contracts / 2n) / contracts;
  return {
    ok: true,
    amount: walked.amount,
    fee: fee.fee,
    execution: {
      side,
      average_price: decimalText(average),
      amount: decimalText(walked.amount),
      fee: decimalText(fee.fee),
    },
  };
}

function divideHalfAway(n: Scaled, d: Scaled): Scaled {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const q = (2n * magnitude * ONE + d) / (2n * d);
  return negative ? -q : q;
}

/** One direction at one size: buy the common YES on `buyLeg`, sell it on `sellLeg`. */
export function executionEdge(
  legs: { a: Leg; b: Leg },
  direction: ExecutionEdge["direction"],
  sizeUsd: string,
): ExecutionEdge {
  const contracts = parseDecimal(sizeUsd);
  if (contracts === null || contracts <= ZERO) throw new RangeError(`not a size: ${sizeUsd}`);
  const buyA = direction === "buy_a_sell_b";
  const onA = execute(legs.a, buyA ? "buy" : "sell", contracts);
  const onB = execute(legs.b, buyA ? "sell" : "buy", contracts);
  const base = {
    direction,
    size_usd: sizeUsd,
    contracts: decimalText(contracts),
    legs: { a: onA.ok ? onA.execution : null, b: onB.ok ? onB.execution : null },
  };
  if (!onA.ok || !onB.ok) {
    const reason = !onA.ok ? onA.reason : (onB as { reason: EdgeReason }).reason;
    return { ...base, edge_usd: null, edge_per_contract: null, reason };
  }
  const [buy, sell] = buyA ? [onA, onB] : [onB, onA];
  const edge = sell.amount - buy.amount - buy.fee - sell.fee;
  return {
    ...base,
    edge_usd: decimalText(edge),
    edge_per_contract: formatTrimmed(divideHalfAway(edge, contracts), 4),
    reason: null,
  };
}

/** Both directions at every published size. */
export function executionBasis(legs: { a: Leg; b: Leg }): ExecutionEdge[] {
  return BASIS_SIZES_USD.flatMap((size) =>
    (["buy_a_sell_b", "buy_b_sell_a"] as const).map((direction) => executionEdge(legs, direction, size)),
  );
}

/** Why a bucket's close has no execution-aware edges at all. */
export type CloseReason = "no_quoted_minute" | "book_not_taped" | "book_unreadable" | "fee_schedule_unknown";

/** One leg at a bucket's close: its taped book (levels as exact text, null when not taped) and fee terms. */
export interface LegAtClose {
  book: BookSnapshot | null;
  fees: FeeTerms | null;
}

export type CloseExecution = { edges: ExecutionEdge[]; reason: null } | { edges: null; reason: CloseReason };

/**
 * The execution-aware basis at a bucket's close from both legs' taped books (each in its own YES terms;
 * leg b read in the pair's polarity) and fee terms: every direction at every published size
 * (`executionBasis`), each edge null with its own reason when its book side is empty or too thin. No
 * edges at all when a book was not taped (`book_not_taped`), does not read as a book
 * (`book_unreadable`), or a leg's fee terms are unknown (`fee_schedule_unknown`), in that order, leg a
 * before leg b.
 */
export function executionAtClose(legs: { a: LegAtClose; b: LegAtClose }, polarity: Polarity): CloseExecution {
  if (legs.a.book === null || legs.b.book === null) return { edges: null, reason: "book_not_taped" };
  const a = bookFromSnapshot("a", legs.a.book);
  const b = bookFromSnapshot("b", legs.b.book);
  if (!a.ok || !b.ok) return { edges: null, reason: "book_unreadable" };
  if (legs.a.fees === null || legs.b.fees === null) return { edges: null, reason: "fee_schedule_unknown" };
  return {
    edges: executionBasis({
      a: { book: a.book, polarity: "same", fees: legs.a.fees },
      b: { book: b.book, polarity, fees: legs.b.fees },
    }),
    reason: null,
  };
}

/**
 * The better of the two directions' edges per contract at the smallest published size, or null when
 * neither could be computed: what the summary counts as an executable close.
 */
export function bestEdgeAtSmallestSize(edges: readonly ExecutionEdge[] | null): string | null {
  const smallest = (edges ?? []).filter(
    (e) => e.size_usd === BASIS_SIZES_USD[0] && e.edge_per_contract !== null,
  );
  let best: { text: string; value: Scaled } | null = null;
  for (const edge of smallest) {
    const value = parseDecimal(edge.edge_per_contract as string) as Scaled;
    if (best === null || value > best.value) best = { text: edge.edge_per_contract as string, value };
  }
  return best?.text ?? null;
}
