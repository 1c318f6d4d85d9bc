/** The trade tape's order and its indexes: one market's, and one outcome token's, prints a contiguous range. */
import { describe, expect, it } from "vitest";
import { encodeTrades, type TradeRow, tapeOrder } from "../../src/lake/trades.ts";

const print = (id: string, market: string, token: string | null, second: number): TradeRow => ({
  trade_id: id,
  market_id: market,
  token_id: token,
  outcome: token === null ? null : token === "t-yes" ? "Yes" : "No",
  price: "0.5",
  size: "1",
  taker_side: "buy",
  venue_time: new Date(Date.UTC(2026, 10, 28, 10, 0, second)).toISOString(),
  received_at: "2026-11-28T10:01:00.000Z",
});

describe("the trade tape", () => {
  it("orders prints by market, outcome token, venue time and trade id, each trade id once", () => {
    const rows = tapeOrder([
      print("3", "0xb", "t-yes", 5),
      print("1", "0xa", "t-no", 1),
      print("2", "0xa", "t-yes", 2),
      print("4", "0xa", "t-no", 9),
      print("1", "0xa", "t-no", 30),
    ]);
    expect(rows.map((r) => r.trade_id)).toEqual(["1", "4", "2", "3"]);
  });

  it("indexes each market's and each token's prints as one range, and no tokens where there are none", () => {
    const rows = tapeOrder([
      print("1", "0xa", "t-yes", 1),
      print("2", "0xa", "t-no", 2),
      print("3", "0xa", "t-yes", 3),
      print("4", "0xb", "t-b", 1),
    ]);
    const { markets, tokens } = encodeTrades(rows);
    expect(markets).toEqual({ "0xa": [0, 3], "0xb": [3, 1] });
    expect(tokens).toEqual({ "t-no": [0, 1], "t-yes": [1, 2], "t-b": [3, 1] });
    const kalshi = encodeTrades(tapeOrder([print("k", "KX-1", null, 1)]));
    expect(kalshi.tokens).toEqual({});
  });
});
