import { describe, expect, it } from "vitest";
import {
  applyBookDelta,
  bestLevels,
  bookFromSnapshot,
  type OrderBook,
} from "../../../src/domain/book/index.ts";

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
    ["0.41", "120"],
    ["0.42", "35"],
  ],
  [["0.44", "64"]],
);

describe("applyBookDelta (a version 2 book_delta's changes)", () => {
  it("sets each level's size in order, and size 0 removes the level", () => {
    const applied = applyBookDelta(book, [
      { side: "bid", price: "0.42", size: "0" },
      { side: "bid", price: "0.43", size: "10" },
      { side: "ask", price: "0.44", size: "12.5" },
      { side: "bid", price: "0.43", size: "11" },
    ]);
    expect(applied.ok).toBe(true);
    expect(bestLevels(applied.book, 5)).toEqual({
      bids: [
        { price: "0.4300", size: "11.00" },
        { price: "0.4100", size: "120.00" },
      ],
      asks: [{ price: "0.4400", size: "12.50" }],
    });
    expect(applied.book.status).toBe("synced");
  });

  it("stops at the first refused change: the changes before it applied, the book unsure", () => {
    const applied = applyBookDelta(book, [
      { side: "bid", price: "0.42", size: "0" },
      { side: "ask", price: "1.5", size: "3" },
      { side: "ask", price: "0.44", size: "1" },
    ]);
    expect(applied).toMatchObject({
      ok: false,
      kind: "invalid",
      reason: "price_out_of_range",
      field: "price",
    });
    expect(applied.book.status).toBe("unsure");
    expect(bestLevels(applied.book, 5)).toEqual({
      bids: [{ price: "0.4100", size: "120.00" }],
      asks: [{ price: "0.4400", size: "64.00" }],
    });
    // An unsure book takes no more changes until a whole book replaces it.
    expect(applyBookDelta(applied.book, [{ side: "bid", price: "0.40", size: "1" }])).toMatchObject({
      ok: false,
      kind: "gap",
      reason: "book_unsure",
    });
  });

  it("with no changes answers the same book", () => {
    expect(applyBookDelta(book, [])).toEqual({ ok: true, book });
  });
});
