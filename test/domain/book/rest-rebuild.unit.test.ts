/**
 * Rebuilding a book from a REST snapshot that raced the stream: for `set` deltas, the snapshot taken at
 * any point of a run of changes, with every change received since the read was sent applied again,
 * equals the book after the whole run; for `change` deltas an answer that raced one is not taken.
 */
import { describe, expect, it } from "vitest";
import {
  applyDeltaToSet,
  applySnapshotToSet,
  type BookDelta,
  type BookSet,
  bestLevels,
  bufferRacingDelta,
  emptyBookSet,
  MAX_BUFFERED_DELTAS,
  type RestRace,
  rebuildFromRest,
  takeRestBook,
} from "../../../src/domain/book/index.ts";

const MARKET = "m";
const START = { bids: [{ price: "0.40", size: "100" }], asks: [{ price: "0.60", size: "100" }] };

/** A run of set changes that revisit the same levels (so order matters) and empty some. */
const RUN: BookDelta[] = [
  { side: "bid", price: "0.41", mode: "set", amount: "10" },
  { side: "bid", price: "0.40", mode: "set", amount: "70" },
  { side: "ask", price: "0.59", mode: "set", amount: "5" },
  { side: "bid", price: "0.41", mode: "set", amount: "25" },
  { side: "ask", price: "0.60", mode: "set", amount: "0" },
  { side: "bid", price: "0.41", mode: "set", amount: "0" },
  { side: "ask", price: "0.59", mode: "set", amount: "12" },
  { side: "bid", price: "0.42", mode: "set", amount: "3" },
];

function apply(set: BookSet, deltas: readonly BookDelta[]): BookSet {
  let current = set;
  for (const delta of deltas) {
    const result = applyDeltaToSet(current, MARKET, delta, null);
    if (!result.ok) throw new Error(result.reason);
    current = result.set;
  }
  return current;
}

const start = () => {
  const result = applySnapshotToSet(emptyBookSet(), MARKET, START, null);
  if (!result.ok) throw new Error(result.reason);
  return result.set;
};

const levels = (set: BookSet) => {
  const book = set.books.get(MARKET);
  if (book?.status !== "synced") throw new Error("book not synced");
  return bestLevels(book, 1_000);
};

describe("rebuildFromRest with set deltas", () => {
  it("gives the true book whichever of the racing changes the REST snapshot already held", () => {
    const truth = levels(apply(start(), RUN));
    // The read was sent after change `sent` and answered with the book after change `held` (sent ≤ held):
    // the feed received changes sent..end since sending it.
    for (let sent = 0; sent <= RUN.length; sent++) {
      for (let held = sent; held <= RUN.length; held++) {
        const rest = levels(apply(start(), RUN.slice(0, held)));
        const rebuilt = rebuildFromRest(emptyBookSet(), MARKET, rest, RUN.slice(sent));
        expect(rebuilt.ok).toBe(true);
        expect(levels(rebuilt.set)).toEqual(truth);
      }
    }
  });

  it("is taken at once, unless more deltas raced it than are kept", () => {
    const race: RestRace = { touched: false, buffered: [], overflowed: false };
    for (const delta of RUN) bufferRacingDelta(race, delta);
    expect(race).toMatchObject({ touched: true, overflowed: false });
    expect(race.buffered).toHaveLength(RUN.length);
    expect(takeRestBook(race, "set")).toBe(true);
    for (let i = race.buffered.length; i <= MAX_BUFFERED_DELTAS; i++)
      bufferRacingDelta(race, RUN[0] as BookDelta);
    expect(race).toMatchObject({ overflowed: true, buffered: [] });
    expect(takeRestBook(race, "set")).toBe(false);
  });
});

describe("takeRestBook with change deltas", () => {
  it("takes an answer only when no delta raced it", () => {
    const quiet: RestRace = { touched: false, buffered: [], overflowed: false };
    expect(takeRestBook(quiet, "change")).toBe(true);
    const raced: RestRace = { touched: false, buffered: [], overflowed: false };
    bufferRacingDelta(raced, { side: "bid", price: "0.40", mode: "change", amount: "5" });
    expect(takeRestBook(raced, "change")).toBe(false);
    // A change delta among set ones is never replayed either.
    expect(takeRestBook(raced, "set")).toBe(false);
  });
});
