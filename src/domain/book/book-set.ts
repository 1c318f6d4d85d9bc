import {
  applyDelta,
  type BookDelta,
  type BookProblem,
  type BookSnapshot,
  bookFromSnapshot,
  markUnsure,
  type OrderBook,
} from "./book.ts";
import { checkSequence } from "./sequence.ts";

/**
 * The books of one venue subscription, keyed by market, with the subscription's last sequence number.
 * Kalshi numbers every message of a subscription (snapshots and deltas of all its markets) in one
 * sequence, so a gap anywhere leaves every book of the subscription unsure. Venues without sequence
 * numbers (Polymarket) pass `seq` null and are never gapped by number.
 */
export interface BookSet {
  readonly seq: number | null;
  readonly books: ReadonlyMap<string, OrderBook>;
}

export type BookGapReason = "seq_skipped" | "seq_repeated" | "no_snapshot" | "book_unsure";

/**
 * A refused message, with the set after it (books marked unsure as the rule says). A `gap` on a
 * snapshot still installs that snapshot's book: a full book is complete whatever came before.
 */
export type BookSetResult =
  | { ok: true; set: BookSet; book: OrderBook }
  | {
      ok: false;
      kind: "gap";
      reason: BookGapReason;
      expected: number | null;
      got: number | null;
      set: BookSet;
    }
  | { ok: false; kind: "invalid"; reason: BookProblem; field: string; set: BookSet };

export function emptyBookSet(): BookSet {
  return { seq: null, books: new Map() };
}

/** Every book unsure (a dropped connection, a resubscription): each waits for its next snapshot. */
export function markSetUnsure(set: BookSet): BookSet {
  const books = new Map<string, OrderBook>();
  for (const [market, book] of set.books) books.set(market, markUnsure(book));
  return { seq: set.seq, books };
}

/** One market's book unsure (a gap on that market alone); the others and the sequence stay as they are. */
export function markBookUnsure(set: BookSet, market: string): BookSet {
  const book = set.books.get(market);
  if (book === undefined || book.status === "unsure") return set;
  return { seq: set.seq, books: withBook(set.books, markUnsure(book)) };
}

/** A full book for one market; it replaces that market's book and is synced even after a gap. */
export function applySnapshotToSet(
  set: BookSet,
  market: string,
  snapshot: BookSnapshot,
  seq: number | null,
): BookSetResult {
  const sequence = checkSequence(set.seq, seq);
  const after = sequence.ok ? set : markSetUnsure(set);
  const nextSeq = seq ?? set.seq;
  const built = bookFromSnapshot(market, snapshot);
  if (!built.ok) {
    const existing = after.books.get(market);
    const books = existing === undefined ? after.books : withBook(after.books, markUnsure(existing));
    return { ...built, set: { seq: nextSeq, books } };
  }
  const next: BookSet = { seq: nextSeq, books: withBook(after.books, built.book) };
  if (!sequence.ok) return { ...sequence, set: next };
  return { ok: true, set: next, book: built.book };
}

/**
 * One change to one market's book. A sequence gap marks every book unsure and applies nothing; a
 * market without a snapshot, or whose book is unsure, is a gap too; a change its book refuses leaves
 * that book unsure.
 */
export function applyDeltaToSet(
  set: BookSet,
  market: string,
  delta: BookDelta,
  seq: number | null,
): BookSetResult {
  const sequence = checkSequence(set.seq, seq);
  const nextSeq = seq ?? set.seq;
  if (!sequence.ok) return { ...sequence, set: { ...markSetUnsure(set), seq: nextSeq } };
  const book = set.books.get(market);
  if (book === undefined) {
    return {
      ok: false,
      kind: "gap",
      reason: "no_snapshot",
      expected: null,
      got: seq,
      set: { ...set, seq: nextSeq },
    };
  }
  const applied = applyDelta(book, delta);
  const next: BookSet = { seq: nextSeq, books: withBook(set.books, applied.book) };
  if (applied.ok) return { ok: true, set: next, book: applied.book };
  if (applied.kind === "gap")
    return { ok: false, kind: "gap", reason: applied.reason, expected: null, got: seq, set: next };
  return { ok: false, kind: "invalid", reason: applied.reason, field: applied.field, set: next };
}

function withBook(books: ReadonlyMap<string, OrderBook>, book: OrderBook): Map<string, OrderBook> {
  const next = new Map(books);
  next.set(book.market, book);
  return next;
}
