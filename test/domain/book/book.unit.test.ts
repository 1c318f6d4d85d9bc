import { describe, expect, it } from "vitest";
import {
  applyDelta,
  bestLevels,
  bookFromSnapshot,
  markUnsure,
  type OrderBook,
  topOfBook,
  yesTerms,
} from "../../../src/domain/book/index.ts";
import { parseDecimal } from "../../../src/domain/decimal.ts";

function built(bids: [string, string][], asks: [string, string][]): OrderBook {
  const result = bookFromSnapshot("M", {
    bids: bids.map(([price, size]) => ({ price, size })),
    asks: asks.map(([price, size]) => ({ price, size })),
  });
  if (!result.ok) throw new Error(result.reason);
  return result.book;
}

const book = built(
  [
    ["0.39", "250"],
    ["0.42", "35"],
    ["0.41", "120"],
  ],
  [
    ["0.45", "80.5"],
    ["0.43", "410"],
    ["0.44", "64"],
  ],
);

describe("bookFromSnapshot and the best levels", () => {
  it("sorts bids from the highest price down and asks from the lowest up, as exact text", () => {
    expect(bestLevels(book, 2)).toEqual({
      bids: [
        { price: "0.4200", size: "35.00" },
        { price: "0.4100", size: "120.00" },
      ],
      asks: [
        { price: "0.4300", size: "410.00" },
        { price: "0.4400", size: "64.00" },
      ],
    });
    expect(bestLevels(book, 10).bids).toHaveLength(3);
    expect(bestLevels(book, 0)).toEqual({ bids: [], asks: [] });
  });

  it("reads the top of the book and its mid: (0.42 + 0.43) / 2 = 0.425", () => {
    expect(topOfBook(book)).toEqual({
      bid: { price: "0.4200", size: "35.00" },
      ask: { price: "0.4300", size: "410.00" },
      mid: "0.4250",
    });
  });

  it("rounds a mid half up at the sixth place: (0.000001 + 0.000002) / 2 = 0.0000015 → 0.000002", () => {
    expect(topOfBook(built([["0.000001", "1"]], [["0.000002", "1"]])).mid).toBe("0.000002");
  });

  it("has no mid on a one-sided or empty book", () => {
    expect(topOfBook(built([["0.5", "1"]], []))).toEqual({
      bid: { price: "0.5000", size: "1.00" },
      ask: null,
      mid: null,
    });
    expect(topOfBook(built([], []))).toEqual({ bid: null, ask: null, mid: null });
  });

  it("drops size-0 levels and refuses bad ones with their reason", () => {
    expect(bestLevels(built([["0.4", "0"]], []), 5).bids).toEqual([]);
    const refused = (bids: [string, string][]) =>
      bookFromSnapshot("M", { bids: bids.map(([price, size]) => ({ price, size })), asks: [] });
    expect(refused([["0.4", "-1"]])).toMatchObject({ ok: false, reason: "negative_size", field: "bids" });
    expect(refused([["1", "1"]])).toMatchObject({ ok: false, reason: "price_out_of_range" });
    expect(refused([["0", "1"]])).toMatchObject({ ok: false, reason: "price_out_of_range" });
    expect(refused([["0.4e0", "1"]])).toMatchObject({ ok: false, reason: "invalid_price" });
    expect(refused([["0.4", "many"]])).toMatchObject({ ok: false, reason: "invalid_size" });
    expect(
      refused([
        ["0.40", "1"],
        ["0.4", "2"],
      ]),
    ).toMatchObject({ ok: false, reason: "duplicate_level" });
  });

  it("keeps sizes exact where floats would drift: 0.1 + 0.2 contracts is 0.3", () => {
    const first = applyDelta(built([["0.5", "0.1"]], []), {
      side: "bid",
      price: "0.5",
      mode: "change",
      amount: "0.2",
    });
    expect(first.ok && bestLevels(first.book, 1).bids).toEqual([{ price: "0.5000", size: "0.30" }]);
  });
});

describe("applyDelta", () => {
  it("adds a signed change (Kalshi): 410 − 110 = 300 at 0.43", () => {
    const result = applyDelta(book, { side: "ask", price: "0.4300", mode: "change", amount: "-110.00" });
    expect(result.ok && topOfBook(result.book).ask).toEqual({ price: "0.4300", size: "300.00" });
    expect(topOfBook(book).ask?.size).toBe("410.00"); // the book it came from is unchanged
  });

  it("removes a level whose change brings it to 0, and opens one at a new price", () => {
    const removed = applyDelta(book, { side: "bid", price: "0.42", mode: "change", amount: "-35" });
    expect(removed.ok && topOfBook(removed.book).bid).toEqual({ price: "0.4100", size: "120.00" });
    const opened = applyDelta(book, { side: "bid", price: "0.425", mode: "change", amount: "5" });
    expect(opened.ok && topOfBook(opened.book)).toEqual({
      bid: { price: "0.4250", size: "5.00" },
      ask: { price: "0.4300", size: "410.00" },
      mid: "0.4275",
    });
  });

  it("sets an absolute size (Polymarket); size 0 removes the level", () => {
    const set = applyDelta(book, { side: "ask", price: "0.44", mode: "set", amount: "7.5" });
    expect(set.ok && bestLevels(set.book, 2).asks[1]).toEqual({ price: "0.4400", size: "7.50" });
    const removed = applyDelta(book, { side: "ask", price: "0.43", mode: "set", amount: "0" });
    expect(removed.ok && topOfBook(removed.book).ask).toEqual({ price: "0.4400", size: "64.00" });
  });

  it("refuses a change that would leave a negative size, and the book turns unsure", () => {
    const result = applyDelta(book, { side: "bid", price: "0.42", mode: "change", amount: "-36" });
    expect(result).toMatchObject({ ok: false, kind: "invalid", reason: "negative_size" });
    expect(result.book.status).toBe("unsure");
  });

  it("refuses a price outside (0, 1) and a negative absolute size", () => {
    expect(applyDelta(book, { side: "bid", price: "1.01", mode: "set", amount: "1" })).toMatchObject({
      ok: false,
      reason: "price_out_of_range",
    });
    expect(applyDelta(book, { side: "bid", price: "0.5", mode: "set", amount: "-1" })).toMatchObject({
      ok: false,
      reason: "negative_size",
    });
  });

  it("never applies a delta to an unsure book", () => {
    const unsure = markUnsure(book);
    const result = applyDelta(unsure, { side: "bid", price: "0.42", mode: "change", amount: "1" });
    expect(result).toEqual({ ok: false, kind: "gap", reason: "book_unsure", book: unsure });
  });
});

describe("yesTerms", () => {
  it("keeps a YES bid and turns a NO bid at p into a YES ask at 1 − p, exactly", () => {
    const price = (text: string) => parseDecimal(text) ?? 0n;
    expect(yesTerms("yes", price("0.42"))).toEqual({ side: "bid", price: price("0.42") });
    expect(yesTerms("no", price("0.57"))).toEqual({ side: "ask", price: price("0.43") });
    expect(yesTerms("no", price("0.0001"))).toEqual({ side: "ask", price: price("0.9999") });
  });
});
