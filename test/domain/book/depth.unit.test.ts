/** The check of a book's top against the venue's own best prices after a change. */
import { describe, expect, it } from "vitest";
import { bookFromSnapshot, type OrderBook, topDisagrees } from "../../../src/domain/book/index.ts";

function book(bids: [string, string][], asks: [string, string][]): OrderBook {
  const built = bookFromSnapshot("m", {
    bids: bids.map(([price, size]) => ({ price, size })),
    asks: asks.map(([price, size]) => ({ price, size })),
  });
  if (!built.ok) throw new Error(built.reason);
  return built.book;
}

describe("topDisagrees", () => {
  const both = book(
    [
      ["0.52", "10"],
      ["0.51", "5"],
    ],
    [["0.55", "7"]],
  );

  it("agrees with the same prices written differently (exact decimals)", () => {
    expect(topDisagrees(both, { bid: "0.52", ask: "0.55" })).toBe(false);
    expect(topDisagrees(both, { bid: "0.520", ask: "0.5500" })).toBe(false);
  });

  it("disagrees when either best price differs", () => {
    expect(topDisagrees(both, { bid: "0.51", ask: "0.55" })).toBe(true);
    expect(topDisagrees(both, { bid: "0.52", ask: "0.56" })).toBe(true);
  });

  it("reads a null side as empty on both sides of the comparison", () => {
    const noAsk = book([["0.52", "10"]], []);
    expect(topDisagrees(noAsk, { bid: "0.52", ask: null })).toBe(false);
    expect(topDisagrees(noAsk, { bid: "0.52", ask: "0.55" })).toBe(true);
    expect(topDisagrees(both, { bid: "0.52", ask: null })).toBe(true);
  });
});
