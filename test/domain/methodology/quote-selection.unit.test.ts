import { describe, expect, it } from "vitest";
import {
  type ContractQuote,
  type QuoteSelectionOptions,
  selectQuotePrice,
} from "../../../src/domain/methodology/quote-selection.ts";

const NOW = "2026-11-22T09:05:00Z";
const OPTIONS: QuoteSelectionOptions = { maxSpread: 0.1, staleAfterSeconds: 300, now: NOW };

function quote(fields: Partial<ContractQuote>): ContractQuote {
  return {
    bid: null,
    ask: null,
    last: null,
    indicative: null,
    observedAt: "2026-11-22T09:04:00Z",
    twoSidedBook: false,
    ...fields,
  };
}

describe("selectQuotePrice: preference order", () => {
  it("uses the mid of a tight two-sided book", () => {
    // (0.42 + 0.46) / 2 = 0.88 / 2 = 0.44; spread 0.04 ≤ 0.10
    const selected = selectQuotePrice(
      quote({ bid: 0.42, ask: 0.46, last: 0.4, twoSidedBook: true }),
      OPTIONS,
    );
    expect(selected).toEqual({ price: 0.44, source: "mid" });
  });

  it("keeps four-decimal mids exact", () => {
    // (0.4350 + 0.4420) / 2 = 0.8770 / 2 = 0.4385
    const selected = selectQuotePrice(quote({ bid: 0.435, ask: 0.442, twoSidedBook: true }), OPTIONS);
    expect(selected.price).toBe(0.4385);
  });

  it("accepts a spread exactly at the limit (no float drift)", () => {
    // 0.55 − 0.45 = 0.10 exactly in decimals (0.10000000000000003 in floats); mid = 1.00 / 2 = 0.50
    const selected = selectQuotePrice(quote({ bid: 0.45, ask: 0.55, twoSidedBook: true }), OPTIONS);
    expect(selected).toEqual({ price: 0.5, source: "mid" });
  });

  it("uses a locked book (bid = ask) as a mid", () => {
    const selected = selectQuotePrice(quote({ bid: 0.3, ask: 0.3, twoSidedBook: true }), OPTIONS);
    expect(selected).toEqual({ price: 0.3, source: "mid" });
  });

  it("falls back to the last trade when the spread is too wide", () => {
    // 0.55 − 0.30 = 0.25 > 0.10
    const selected = selectQuotePrice(
      quote({ bid: 0.3, ask: 0.55, last: 0.41, twoSidedBook: true }),
      OPTIONS,
    );
    expect(selected).toEqual({
      price: 0.41,
      source: "last",
      reason: "spread_too_wide",
      issues: ["spread_too_wide"],
    });
  });

  it("never uses a crossed book as a mid", () => {
    const withLast = selectQuotePrice(
      quote({ bid: 0.6, ask: 0.55, last: 0.57, twoSidedBook: true }),
      OPTIONS,
    );
    expect(withLast).toMatchObject({ price: 0.57, source: "last", reason: "crossed_book" });
    const alone = selectQuotePrice(quote({ bid: 0.6, ask: 0.55, twoSidedBook: true }), OPTIONS);
    expect(alone).toEqual({
      price: null,
      source: null,
      reason: "crossed_book",
      issues: ["crossed_book", "no_price"],
    });
  });

  it("uses the indicative price on a venue without a book", () => {
    const selected = selectQuotePrice(quote({ indicative: 0.37 }), OPTIONS);
    expect(selected).toMatchObject({ price: 0.37, source: "indicative", reason: "no_two_sided_book" });
  });

  it("prefers the last trade to the indicative price", () => {
    const selected = selectQuotePrice(quote({ last: 0.36, indicative: 0.37 }), OPTIONS);
    expect(selected).toMatchObject({ price: 0.36, source: "last" });
  });

  it("does not take a mid from a book the adapter did not see as two-sided", () => {
    const selected = selectQuotePrice(
      quote({ bid: 0.4, ask: 0.42, last: 0.45, twoSidedBook: false }),
      OPTIONS,
    );
    expect(selected).toMatchObject({ price: 0.45, source: "last", reason: "no_two_sided_book" });
  });

  it("gives no price for an empty or one-sided book with nothing else", () => {
    expect(selectQuotePrice(quote({}), OPTIONS)).toEqual({
      price: null,
      source: null,
      reason: "no_price",
      issues: ["no_two_sided_book", "no_price"],
    });
    const oneSided = selectQuotePrice(quote({ bid: 0.4, twoSidedBook: true }), OPTIONS);
    expect(oneSided).toMatchObject({ price: null, source: null, reason: "no_price" });
  });
});

describe("selectQuotePrice: staleness and clocks", () => {
  const book = { bid: 0.42, ask: 0.46, twoSidedBook: true };

  it("refuses an observation older than the cut-off, whatever it holds", () => {
    // 09:05:00 − 08:59:59 = 301 s > 300 s
    const selected = selectQuotePrice(quote({ ...book, observedAt: "2026-11-22T08:59:59Z" }), OPTIONS);
    expect(selected).toEqual({
      price: null,
      source: null,
      reason: "stale_observation",
      issues: ["stale_observation"],
    });
  });

  it("keeps an observation exactly at the cut-off", () => {
    // 09:05:00 − 09:00:00 = 300 s, not older than 300 s
    const selected = selectQuotePrice(quote({ ...book, observedAt: "2026-11-22T09:00:00Z" }), OPTIONS);
    expect(selected.price).toBe(0.44);
  });

  it("reads offsets and Date clocks", () => {
    // 10:04:30+01:00 = 09:04:30Z, 30 s old
    const offset = selectQuotePrice(quote({ ...book, observedAt: "2026-11-22T10:04:30+01:00" }), OPTIONS);
    expect(offset.price).toBe(0.44);
    const dateNow = selectQuotePrice(quote(book), { ...OPTIONS, now: new Date("2026-11-22T09:30:00Z") });
    expect(dateNow.reason).toBe("stale_observation"); // 09:30:00 − 09:04:00 = 1560 s > 300 s
  });

  it("tolerates small clock skew but refuses far-future observations", () => {
    // 60 s ahead of now: within the window
    expect(selectQuotePrice(quote({ ...book, observedAt: "2026-11-22T09:06:00Z" }), OPTIONS).price).toBe(
      0.44,
    );
    // 301 s ahead
    const future = selectQuotePrice(quote({ ...book, observedAt: "2026-11-22T09:10:01Z" }), OPTIONS);
    expect(future.reason).toBe("observed_in_future");
  });

  it("refuses unreadable or offset-less clocks", () => {
    for (const observedAt of ["yesterday", "2026-11-22T09:04:00", "2026-11-22", ""]) {
      expect(selectQuotePrice(quote({ ...book, observedAt }), OPTIONS).reason, observedAt).toBe(
        "invalid_observed_at",
      );
    }
    expect(selectQuotePrice(quote(book), { ...OPTIONS, now: "now" }).reason).toBe("invalid_clock");
  });
});

describe("selectQuotePrice: invalid values", () => {
  it("skips a NaN bid and says so", () => {
    const selected = selectQuotePrice(
      quote({ bid: Number.NaN, ask: 0.46, last: 0.44, twoSidedBook: true }),
      OPTIONS,
    );
    expect(selected).toEqual({ price: 0.44, source: "last", reason: "invalid_bid", issues: ["invalid_bid"] });
  });

  it("rejects out-of-range values down the whole order", () => {
    const selected = selectQuotePrice(quote({ ask: 1.2, last: -0.1, indicative: 1.01 }), OPTIONS);
    expect(selected).toEqual({
      price: null,
      source: null,
      reason: "invalid_ask",
      issues: ["invalid_ask", "invalid_last", "invalid_indicative", "no_price"],
    });
    const nanOnly = selectQuotePrice(quote({ last: Number.NaN }), OPTIONS);
    expect(nanOnly.reason).toBe("invalid_last");
    const infinite = selectQuotePrice(quote({ indicative: Number.POSITIVE_INFINITY }), OPTIONS);
    expect(infinite.reason).toBe("invalid_indicative");
  });

  it("accepts the bounds 0 and 1", () => {
    expect(selectQuotePrice(quote({ last: 0 }), OPTIONS).price).toBe(0);
    expect(selectQuotePrice(quote({ indicative: 1 }), OPTIONS).price).toBe(1);
  });

  it("throws on nonsensical options (configuration, not data)", () => {
    expect(() => selectQuotePrice(quote({}), { ...OPTIONS, maxSpread: -0.1 })).toThrow(RangeError);
    expect(() => selectQuotePrice(quote({}), { ...OPTIONS, maxSpread: Number.NaN })).toThrow(RangeError);
    expect(() => selectQuotePrice(quote({}), { ...OPTIONS, staleAfterSeconds: -1 })).toThrow(RangeError);
  });
});
