import { describe, expect, it } from "vitest";
import {
  type BookSnapshot,
  bookFromSnapshot,
  markUnsure,
  type OrderBook,
} from "../../../src/domain/book/book.ts";
import { parseDecimal } from "../../../src/domain/decimal.ts";
import {
  bestEdgeAtSmallestSize,
  commonBook,
  executionAtClose,
  executionBasis,
  executionEdge,
  type Leg,
  midBasis,
  walk,
} from "../../../src/domain/equivalence/basis.ts";
import { type FeeTerms, polymarketCategory, takerFee } from "../../../src/domain/equivalence/fees.ts";

const d = (text: string) => parseDecimal(text) as bigint;
const fills = (...levels: [string, string][]) =>
  levels.map(([price, contracts]) => ({ price: d(price), contracts: d(contracts) }));
const feeText = (result: ReturnType<typeof takerFee>) =>
  result.ok ? (Number(result.fee) / 1e6).toFixed(5) : result.reason;

const KALSHI: FeeTerms = { venue: "kalshi", fee_type: "quadratic", fee_multiplier: "1" };
const POLY: FeeTerms = { venue: "polymarket", category: "economics", fees_enabled: true };

function book(snapshot: BookSnapshot): OrderBook {
  const built = bookFromSnapshot("m", snapshot);
  if (!built.ok) throw new Error(built.reason);
  return built.book;
}

describe("Kalshi's taker fee", () => {
  it("is 0.07 × C × P × (1 − P), rounded up to the cent", () => {
    // 0.07 × 100 × 0.5 × 0.5 = 1.75 exactly; one contract: 0.0175 → $0.02.
    expect(feeText(takerFee(KALSHI, fills(["0.50", "100"])))).toBe("1.75000");
    expect(feeText(takerFee(KALSHI, fills(["0.50", "1"])))).toBe("0.02000");
  });

  it("sums a walk's fills before rounding once", () => {
    // 0.07 × (60 × 0.42 × 0.58 + 40 × 0.43 × 0.57) = 0.07 × (14.616 + 9.804) = 1.7094 → $1.71.
    expect(feeText(takerFee(KALSHI, fills(["0.42", "60"], ["0.43", "40"])))).toBe("1.71000");
  });

  it("applies the series' multiplier and refuses a fee type it does not know", () => {
    // 0.07 × 0.5 × 100 × 0.25 = 0.875 → $0.88.
    expect(feeText(takerFee({ ...KALSHI, fee_multiplier: "0.5" }, fills(["0.50", "100"])))).toBe("0.88000");
    expect(takerFee({ ...KALSHI, fee_type: "flat" }, fills(["0.50", "100"]))).toEqual({
      ok: false,
      reason: "fee_schedule_unknown",
    });
  });
});

describe("Polymarket's taker fee", () => {
  it("is C × rate × p × (1 − p) by category, each fill rounded half up to 5 places", () => {
    // Economics, 0.05: 100 × 0.05 × 0.25 = 1.25.
    expect(feeText(takerFee(POLY, fills(["0.50", "100"])))).toBe("1.25000");
    // 7 × 0.05 × 0.333 × 0.667 = 0.07773885 → 0.07774.
    expect(feeText(takerFee(POLY, fills(["0.333", "7"])))).toBe("0.07774");
    // Crypto, 0.07: 10 × 0.07 × 0.65 × 0.35 = 0.15925.
    expect(feeText(takerFee({ ...POLY, category: "crypto" }, fills(["0.65", "10"])))).toBe("0.15925");
  });

  it("charges nothing on geopolitics or on a market without fees", () => {
    expect(feeText(takerFee({ ...POLY, category: "geopolitics" }, fills(["0.50", "100"])))).toBe("0.00000");
    expect(feeText(takerFee({ ...POLY, fees_enabled: false }, fills(["0.50", "100"])))).toBe("0.00000");
  });
});

describe("mid basis", () => {
  it("is mid a − mid b in the common polarity, exactly", () => {
    expect(midBasis("0.4350", "0.4100", "same")).toEqual({
      mid_a: "0.4350",
      mid_b: "0.4100",
      mid_basis: "0.0250",
      reason: null,
    });
    // An inverted leg's mid 0.54 is 0.46 in the common polarity.
    expect(midBasis("0.41", "0.54", "inverted")).toEqual({
      mid_a: "0.4100",
      mid_b: "0.4600",
      mid_basis: "-0.0500",
      reason: null,
    });
    // No float drift: 0.1 + 0.2 style values stay exact.
    expect(midBasis("0.3000", "0.100001", "same").mid_basis).toBe("0.199999");
  });

  it("is null with the reason when a leg is unquoted or unreadable", () => {
    expect(midBasis(null, "0.41", "same")).toMatchObject({ mid_basis: null, reason: "leg_unquoted" });
    expect(midBasis("1.2", "0.41", "same")).toMatchObject({ mid_basis: null, reason: "unreadable_mid" });
  });
});

describe("book walks", () => {
  it("reads an inverted leg's book in the common polarity", () => {
    const inverted = commonBook(
      book({ bids: [{ price: "0.53", size: "100" }], asks: [{ price: "0.55", size: "70" }] }),
      "inverted",
    );
    // A YES ask at 0.55 is a common bid at 0.45; a YES bid at 0.53 a common ask at 0.47.
    expect(inverted.bids).toEqual(fills(["0.45", "70"]));
    expect(inverted.asks).toEqual(fills(["0.47", "100"]));
  });

  it("takes the size from the best level down, and says when a book is one-sided or too thin", () => {
    const asks = fills(["0.42", "60"], ["0.43", "100"]);
    expect(walk(asks, d("100"))).toEqual({
      ok: true,
      fills: fills(["0.42", "60"], ["0.43", "40"]),
      amount: d("42.4"),
    });
    expect(walk(asks, d("200"))).toEqual({ ok: false, reason: "book_too_thin" });
    expect(walk([], d("1"))).toEqual({ ok: false, reason: "book_one_sided" });
  });
});

describe("the execution-aware basis, against a hand-computed walk", () => {
  const a: Leg = {
    polarity: "same",
    fees: KALSHI,
    book: book({
      bids: [
        { price: "0.40", size: "150" },
        { price: "0.39", size: "500" },
      ],
      asks: [
        { price: "0.42", size: "60" },
        { price: "0.43", size: "100" },
        { price: "0.45", size: "2000" },
      ],
    }),
  };
  const b: Leg = {
    polarity: "same",
    fees: POLY,
    book: book({
      bids: [
        { price: "0.47", size: "80" },
        { price: "0.46", size: "50" },
        { price: "0.45", size: "5000" },
      ],
      asks: [{ price: "0.49", size: "300" }],
    }),
  };

  it("buys a and sells b at $100", () => {
    // Buy a: 60 × 0.42 + 40 × 0.43 = 42.40, Kalshi fee 1.71.
    // Sell b: 80 × 0.47 + 20 × 0.46 = 46.80, fees 0.99640 + 0.24840 = 1.24480.
    // Edge: 46.80 − 42.40 − 1.71 − 1.2448 = 1.4452, 0.014452 a contract.
    expect(executionEdge({ a, b }, "buy_a_sell_b", "100")).toEqual({
      direction: "buy_a_sell_b",
      size_usd: "100",
      contracts: "100.0000",
      edge_usd: "1.4452",
      edge_per_contract: "0.014452",
      reason: null,
      legs: {
        a: { side: "buy", average_price: "0.4240", amount: "42.4000", fee: "1.7100" },
        b: { side: "sell", average_price: "0.4680", amount: "46.8000", fee: "1.2448" },
      },
    });
  });

  it("buys b and sells a at $100", () => {
    // Buy b: 100 × 0.49 = 49, fee 1.2495; sell a: 100 × 0.40 = 40, fee 0.07 × 100 × 0.24 = 1.68.
    const edge = executionEdge({ a, b }, "buy_b_sell_a", "100");
    expect(edge).toMatchObject({ edge_usd: "-11.9295", edge_per_contract: "-0.119295", reason: null });
  });

  it("walks deeper at $1,000 and is null when a book is too thin", () => {
    // Buy a: 25.2 + 43 + 840 × 0.45 = 446.2; fee 0.07 × 247.026 = 17.29182 → 17.30.
    // Sell b: 37.6 + 23 + 870 × 0.45 = 452.1; fees 0.9964 + 0.621 + 10.76625 = 12.38365.
    // Edge: 452.1 − 446.2 − 17.30 − 12.38365 = −23.78365; −0.023784 a contract (−0.02378365 rounded).
    const [, , deep, thin] = executionBasis({ a, b });
    expect(deep).toMatchObject({
      direction: "buy_a_sell_b",
      size_usd: "1000",
      edge_usd: "-23.78365",
      edge_per_contract: "-0.023784",
    });
    expect(thin).toMatchObject({
      direction: "buy_b_sell_a",
      size_usd: "1000",
      edge_usd: null,
      reason: "book_too_thin",
    });
    // Neither side holds 1,000 contracts: b's asks have 300, a's bids 150 + 500.
    expect(thin?.legs).toEqual({ a: null, b: null });
    const thinB = executionEdge(
      { a, b: { ...b, book: book({ bids: [], asks: [{ price: "0.49", size: "300" }] }) } },
      "buy_b_sell_a",
      "100",
    );
    expect(thinB.legs.a).toMatchObject({ side: "sell", amount: "40.0000" });
  });

  it("is null for a one-sided book and for a book that no longer mirrors its venue", () => {
    const oneSided: Leg = { ...b, book: book({ bids: [], asks: [{ price: "0.49", size: "300" }] }) };
    expect(executionEdge({ a, b: oneSided }, "buy_a_sell_b", "100")).toMatchObject({
      edge_usd: null,
      reason: "book_one_sided",
    });
    expect(executionEdge({ a: { ...a, book: markUnsure(a.book) }, b }, "buy_a_sell_b", "100").reason).toBe(
      "book_unsure",
    );
  });

  it("trades an inverted leg's NO side: the same economics as its mirrored YES book", () => {
    // b's NO book, inverted: a common bid at 0.47 is a YES ask at 0.53 on b.
    const invertedB: Leg = {
      polarity: "inverted",
      fees: POLY,
      book: book({
        bids: [{ price: "0.51", size: "300" }],
        asks: [
          { price: "0.53", size: "80" },
          { price: "0.54", size: "50" },
          { price: "0.55", size: "5000" },
        ],
      }),
    };
    expect(executionEdge({ a, b: invertedB }, "buy_a_sell_b", "100")).toMatchObject({
      edge_usd: "1.4452",
      legs: { b: { side: "sell", average_price: "0.4680", fee: "1.2448" } },
    });
  });
});

describe("Polymarket's category, read against the schedule", () => {
  it("reads the schedule's categories in any case, General as other, and nothing else", () => {
    expect(polymarketCategory("Economics")).toBe("economics");
    expect(polymarketCategory("  SPORTS ")).toBe("sports");
    expect(polymarketCategory("General")).toBe("other");
    expect(polymarketCategory("Commodities")).toBeNull();
    expect(polymarketCategory("constructor")).toBeNull();
    expect(polymarketCategory("")).toBeNull();
    expect(polymarketCategory(null)).toBeNull();
  });

  it("makes a market with fees enabled and no known category an unknown fee, and one without fees free", () => {
    const unknown: FeeTerms = { venue: "polymarket", category: null, fees_enabled: true };
    expect(takerFee(unknown, fills(["0.50", "100"]))).toEqual({ ok: false, reason: "fee_schedule_unknown" });
    expect(feeText(takerFee({ ...unknown, fees_enabled: false }, fills(["0.50", "100"])))).toBe("0.00000");
  });
});

describe("the execution at a bucket's close, from taped levels and fee terms", () => {
  const bookA: BookSnapshot = {
    bids: [{ price: "0.40", size: "150" }],
    asks: [
      { price: "0.42", size: "60" },
      { price: "0.43", size: "100" },
    ],
  };
  const bookB: BookSnapshot = {
    bids: [
      { price: "0.47", size: "80" },
      { price: "0.46", size: "50" },
    ],
    asks: [{ price: "0.49", size: "300" }],
  };

  it("computes every direction and size, the $100 buy-a edge as walked by hand above", () => {
    const close = executionAtClose(
      { a: { book: bookA, fees: KALSHI }, b: { book: bookB, fees: POLY } },
      "same",
    );
    expect(close.reason).toBeNull();
    expect(close.edges?.map((e) => [e.direction, e.size_usd, e.edge_usd, e.reason])).toEqual([
      // 46.80 − 42.40 − 1.71 − 1.2448 (the walk of "buys a and sells b at $100").
      ["buy_a_sell_b", "100", "1.4452", null],
      // 40 − 49 − 1.68 − 1.2495.
      ["buy_b_sell_a", "100", "-11.9295", null],
      // a's asks hold 160 contracts, b's asks 300: neither $1,000 walk fills.
      ["buy_a_sell_b", "1000", null, "book_too_thin"],
      ["buy_b_sell_a", "1000", null, "book_too_thin"],
    ]);
    // The better $100 direction, per contract.
    expect(bestEdgeAtSmallestSize(close.edges)).toBe("0.014452");
    expect(bestEdgeAtSmallestSize(null)).toBeNull();
  });

  it("says why there are no edges: not taped, not a book, fee terms unknown — in that order", () => {
    const legs = { a: { book: bookA, fees: KALSHI }, b: { book: bookB, fees: POLY } };
    expect(executionAtClose({ ...legs, b: { book: null, fees: null } }, "same")).toEqual({
      edges: null,
      reason: "book_not_taped",
    });
    const crossed = { bids: [{ price: "1.20", size: "5" }], asks: [] };
    expect(executionAtClose({ ...legs, a: { book: crossed, fees: null } }, "same")).toEqual({
      edges: null,
      reason: "book_unreadable",
    });
    expect(executionAtClose({ ...legs, a: { book: bookA, fees: null } }, "inverted")).toEqual({
      edges: null,
      reason: "fee_schedule_unknown",
    });
  });

  it("leaves an edge null with its own reason when a side is empty, and no best edge when none is computed", () => {
    const close = executionAtClose(
      { a: { book: { bids: [], asks: bookA.asks }, fees: KALSHI }, b: { book: bookB, fees: POLY } },
      "same",
    );
    expect(close.edges?.map((e) => e.reason)).toEqual([
      null,
      "book_one_sided",
      "book_too_thin",
      "book_one_sided",
    ]);
    expect(bestEdgeAtSmallestSize(close.edges)).toBe("0.014452");
    const none = executionAtClose(
      { a: { book: { bids: [], asks: [] }, fees: KALSHI }, b: { book: bookB, fees: POLY } },
      "same",
    );
    expect(bestEdgeAtSmallestSize(none.edges)).toBeNull();
  });
});
