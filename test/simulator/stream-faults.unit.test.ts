import { describe, expect, it } from "vitest";
import type { BookUpdate, MarketBook } from "../../simulator/books.ts";
import { belowTop } from "../../simulator/streams.ts";
import type { SimMarket } from "../../simulator/universe.ts";

/** A YES book: bids 40, 39, 38 and asks 45, 46 (cents), after the update. */
const book: MarketBook = {
  minute: 0,
  bids: new Map([
    [40, 100],
    [39, 200],
    [38, 300],
  ]),
  asks: new Map([
    [45, 100],
    [46, 200],
  ]),
  lastCents: 42,
  tickThousandths: 10,
};
const update = (changes: BookUpdate["changes"], extra: Partial<BookUpdate> = {}): BookUpdate => ({
  market: {} as SimMarket,
  book,
  changes,
  cause: "event",
  ...extra,
});

describe("the lose_below_top stream fault's choice of event", () => {
  it("takes an event that changed only levels worse than the best bid and ask after it", () => {
    expect(belowTop(update([{ side: "bid", priceCents: 38, size: 300, previous: 250 }]))).toBe(true);
    expect(belowTop(update([{ side: "ask", priceCents: 47, size: 0, previous: 10 }]))).toBe(true);
  });

  it("never one that touched the best prices, traded, changed the tick or rolled the minute", () => {
    expect(belowTop(update([{ side: "bid", priceCents: 40, size: 100, previous: 50 }]))).toBe(false);
    // A best bid removed: the change's price (41) is above the new best (40).
    expect(belowTop(update([{ side: "bid", priceCents: 41, size: 0, previous: 10 }]))).toBe(false);
    expect(belowTop(update([{ side: "ask", priceCents: 45, size: 100, previous: 90 }]))).toBe(false);
    const deep = [{ side: "bid" as const, priceCents: 38, size: 300, previous: 250 }];
    expect(
      belowTop(update(deep, { trade: { number: 1, priceCents: 40, count: 1, takerBoughtYes: true } })),
    ).toBe(false);
    expect(belowTop(update(deep, { cause: "roll" }))).toBe(false);
    expect(belowTop(update([]))).toBe(false);
  });
});
