import { expect } from "vitest";
import {
  applySnapshotToSet,
  type BookSet,
  type BookSnapshot,
  bestLevels,
  emptyBookSet,
  topOfBook,
} from "../../src/domain/book/index.ts";

/** A one-market book set from a venue's full book as its reader answered it (which must be a book). */
export function bookSetOf(
  market: string,
  snapshot: { ok: true; value: BookSnapshot } | { ok: false; reason: string },
): BookSet {
  if (!snapshot.ok) throw new Error(snapshot.reason);
  const applied = applySnapshotToSet(emptyBookSet(), market, snapshot.value, null);
  if (!applied.ok) throw new Error(applied.reason);
  return applied.set;
}

/** Both sets hold the same synced book for `market`: every level and the top. */
export function expectSameBook(streamed: BookSet, rest: BookSet, market: string): void {
  const a = streamed.books.get(market);
  const b = rest.books.get(market);
  if (a === undefined || b === undefined) throw new Error(`no book for ${market}`);
  expect(a.status).toBe("synced");
  expect(bestLevels(a, 10_000)).toEqual(bestLevels(b, 10_000));
  expect(topOfBook(a)).toEqual(topOfBook(b));
}
