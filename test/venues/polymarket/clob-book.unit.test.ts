import { describe, expect, it } from "vitest";
import { clobTopOfBook } from "../../../src/venues/polymarket/clob-book.ts";
import type { ClobBook } from "../../../src/venues/polymarket/polymarket-schema.ts";
import { parseVenueDecimal, readEpochMs } from "../../../src/venues/shared/quote-values.ts";

type Level = { price: string; size: string };
type Top = ReturnType<typeof clobTopOfBook>;

const ONE = 1_000_000n;

/**
 * The rule written out plainly with exact bigints, as an independent reading: every level of the bids,
 * then of the asks, must be a price strictly inside (0, 1) with a positive size (the first bad one
 * fails, with its reason); then each side must be in its order (bids ascending, asks descending).
 */
function reference(book: ClobBook): Top {
  const side = (levels: Level[], field: string) => {
    const prices: bigint[] = [];
    for (const { price, size } of levels) {
      const p = price.trim() === "" ? null : parseVenueDecimal(price);
      if (price.trim() !== "" && p === null) return { ok: false as const, reason: "invalid_price", field };
      if (p !== null && (p < 0n || p > ONE))
        return { ok: false as const, reason: "price_out_of_range", field };
      const s = size.trim() === "" ? null : parseVenueDecimal(size);
      if (size.trim() !== "" && (s === null || s < 0n))
        return { ok: false as const, reason: "invalid_amount", field };
      if (p === null || p <= 0n || p >= ONE || s === null || s <= 0n) {
        return { ok: false as const, reason: "invalid_level", field };
      }
      prices.push(p);
    }
    return { ok: true as const, prices };
  };
  const bids = side(book.bids, "bids");
  if (!bids.ok) return bids;
  const asks = side(book.asks, "asks");
  if (!asks.ok) return asks;
  const ordered = (xs: bigint[], inOrder: (a: bigint, b: bigint) => boolean) =>
    xs.every((x, i) => i === 0 || inOrder(xs[i - 1] as bigint, x));
  if (!ordered(bids.prices, (a, b) => a <= b)) return { ok: false, reason: "book_not_sorted", field: "bids" };
  if (!ordered(asks.prices, (a, b) => a >= b)) return { ok: false, reason: "book_not_sorted", field: "asks" };
  const lastText = book.last_trade_price ?? "";
  const last = lastText.trim() === "" ? null : parseVenueDecimal(lastText);
  if (lastText.trim() !== "" && last === null)
    return { ok: false, reason: "invalid_price", field: "last_trade_price" };
  if (last !== null && (last < 0n || last > ONE)) {
    return { ok: false, reason: "price_out_of_range", field: "last_trade_price" };
  }
  const observedAt = readEpochMs(book.timestamp, "timestamp");
  if (!observedAt.ok) return observedAt;
  return {
    ok: true,
    value: {
      bid: bids.prices.at(-1) ?? null,
      ask: asks.prices.at(-1) ?? null,
      last: last !== null && last > 0n ? last : null,
      observedAt: observedAt.value,
    },
  };
}

/** Deterministic choices, so a failing book can be replayed. */
function chooser(seed: number) {
  let n = seed;
  return <T>(items: readonly T[]): T => {
    n = (n * 1_103_515_245 + 12_345) % 2_147_483_648;
    return items[n % items.length] as T;
  };
}

const PRICES = [
  "0.01",
  "0.42",
  "0.4350",
  "0.5",
  "0.505000001",
  "0.9999995",
  "0.99",
  " 0.3 ",
  "+0.2",
  "0",
  "-0",
  "1",
  "1.0",
  "-0.01",
  "1.5",
  "",
  "  ",
  "abc",
  "0.5e1",
  ".5",
  "0.0000001",
  "0.0000005",
  "0.12345678901234567890123456789012345678901",
];
const SIZES = ["10", "0.5", "1523.00", "12345678901.5", " 7 ", "0", "-0", "-1", "", "x", "0.0000004"];

describe("clobTopOfBook", () => {
  it("reads generated books exactly as the plain bigint rule does", () => {
    const pick = chooser(11);
    for (let n = 0; n < 3_000; n++) {
      const levels = () =>
        Array.from({ length: pick([0, 1, 2, 3, 5, 8]) }, () => ({ price: pick(PRICES), size: pick(SIZES) }));
      const book: ClobBook = {
        asset_id: "token",
        bids: levels(),
        asks: levels(),
        last_trade_price: pick(["0.44", "0", "", null, "2", "bad"]),
        timestamp: pick(["1795356187412", null, "17953561"]),
      };
      expect(clobTopOfBook(book), JSON.stringify(book)).toEqual(reference(book));
    }
  });

  it("takes the best level last on each side", () => {
    const book: ClobBook = {
      asset_id: "token",
      bids: [
        { price: "0.40", size: "5" },
        { price: "0.42", size: "1" },
      ],
      asks: [
        { price: "0.47", size: "2" },
        { price: "0.45", size: "3" },
      ],
      last_trade_price: "0.44",
      timestamp: "1795356187412",
    };
    expect(clobTopOfBook(book)).toEqual({
      ok: true,
      value: { bid: 420_000n, ask: 450_000n, last: 440_000n, observedAt: "2026-11-22T14:03:07.412Z" },
    });
    expect(clobTopOfBook({ ...book, bids: [...book.bids].reverse() })).toEqual({
      ok: false,
      reason: "book_not_sorted",
      field: "bids",
    });
  });
});
