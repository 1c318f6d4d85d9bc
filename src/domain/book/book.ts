import { formatTrimmed, ONE, parseDecimal, type Scaled, ZERO } from "../decimal.ts";

/**
 * One market's live order book, held in the YES outcome's terms: bids to buy and asks to sell one
 * contract that pays 1 if the market resolves YES. Prices and sizes are exact decimals (never binary
 * floats): they enter and leave as decimal text ("0.4500", "250.00") and are kept as scaled integers.
 * Every function is pure and answers a value; nothing throws on venue data.
 */

export type BookSide = "bid" | "ask";

/** One price level as exact decimal text: a price strictly inside (0, 1) and a positive resting size. */
export interface BookLevel {
  price: string;
  size: string;
}

/** A full book from the venue, each side in any order. */
export interface BookSnapshot {
  bids: readonly BookLevel[];
  asks: readonly BookLevel[];
}

/**
 * One venue change at one price. `change` adds a signed amount to the resting size (Kalshi's
 * `orderbook_delta`); `set` replaces the resting size (Polymarket's `price_change`). A level whose
 * size becomes 0 is removed.
 */
export interface BookDelta {
  side: BookSide;
  price: string;
  mode: "change" | "set";
  amount: string;
}

/**
 * `synced` mirrors the venue; `unsure` has missed or refused a change (a sequence gap, a change the
 * book cannot take) and takes no delta until a new snapshot replaces it.
 */
export type BookStatus = "synced" | "unsure";

export interface OrderBook {
  readonly market: string;
  readonly status: BookStatus;
  /** Resting size by price, both scaled (`src/domain/decimal.ts`); every size is positive. */
  readonly bids: ReadonlyMap<Scaled, Scaled>;
  readonly asks: ReadonlyMap<Scaled, Scaled>;
}

/** Why a snapshot or a delta was refused. */
export type BookProblem =
  | "invalid_price"
  | "price_out_of_range"
  | "invalid_size"
  | "negative_size"
  | "duplicate_level";

export type SnapshotResult =
  | { ok: true; book: OrderBook }
  | { ok: false; kind: "invalid"; reason: BookProblem; field: string };

/** A refused delta leaves the book `unsure`: the venue's change was not applied, so it no longer mirrors the venue. */
export type DeltaResult =
  | { ok: true; book: OrderBook }
  | { ok: false; kind: "invalid"; reason: BookProblem; field: string; book: OrderBook }
  | { ok: false; kind: "gap"; reason: "book_unsure"; book: OrderBook };

/** A synced book built from a full snapshot. Size-0 levels are absent levels; a repeated price is refused. */
export function bookFromSnapshot(market: string, snapshot: BookSnapshot): SnapshotResult {
  const bids = readSide(snapshot.bids, "bids");
  if (!bids.ok) return bids;
  const asks = readSide(snapshot.asks, "asks");
  if (!asks.ok) return asks;
  return { ok: true, book: { market, status: "synced", bids: bids.levels, asks: asks.levels } };
}

/** The book after one venue change; an unsure book takes none. */
export function applyDelta(book: OrderBook, delta: BookDelta): DeltaResult {
  if (book.status === "unsure") return { ok: false, kind: "gap", reason: "book_unsure", book };
  const refuse = (reason: BookProblem, field: string): DeltaResult => ({
    ok: false,
    kind: "invalid",
    reason,
    field,
    book: markUnsure(book),
  });
  const price = readPrice(delta.price);
  if (typeof price === "string") return refuse(price, "price");
  const amount = parseDecimal(delta.amount);
  if (amount === null) return refuse("invalid_size", "amount");
  const levels = delta.side === "bid" ? book.bids : book.asks;
  const size = delta.mode === "set" ? amount : (levels.get(price) ?? ZERO) + amount;
  if (size < ZERO) return refuse("negative_size", "amount");
  const next = new Map(levels);
  if (size === ZERO) next.delete(price);
  else next.set(price, size);
  return {
    ok: true,
    book: delta.side === "bid" ? { ...book, bids: next } : { ...book, asks: next },
  };
}

/** The same book, marked as no longer mirroring the venue. */
export function markUnsure(book: OrderBook): OrderBook {
  return book.status === "unsure" ? book : { ...book, status: "unsure" };
}

/** Decimal text of a level price (at least 4 places) or size (at least 2), the venue row's convention. */
export function priceText(value: Scaled): string {
  return formatTrimmed(value, 4);
}

export function sizeText(value: Scaled): string {
  return formatTrimmed(value, 2);
}

function readSide(
  levels: readonly BookLevel[],
  field: string,
):
  | { ok: true; levels: Map<Scaled, Scaled> }
  | { ok: false; kind: "invalid"; reason: BookProblem; field: string } {
  const read = new Map<Scaled, Scaled>();
  const seen = new Set<Scaled>();
  for (const level of levels) {
    const price = readPrice(level.price);
    if (typeof price === "string") return { ok: false, kind: "invalid", reason: price, field };
    const size = parseDecimal(level.size);
    if (size === null) return { ok: false, kind: "invalid", reason: "invalid_size", field };
    if (size < ZERO) return { ok: false, kind: "invalid", reason: "negative_size", field };
    if (seen.has(price)) return { ok: false, kind: "invalid", reason: "duplicate_level", field };
    seen.add(price);
    if (size > ZERO) read.set(price, size);
  }
  return { ok: true, levels: read };
}

/** A level price: exact decimal text strictly inside (0, 1), or the reason it is not one. */
function readPrice(text: string): Scaled | "invalid_price" | "price_out_of_range" {
  const price = parseDecimal(text);
  if (price === null) return "invalid_price";
  return price > ZERO && price < ONE ? price : "price_out_of_range";
}
