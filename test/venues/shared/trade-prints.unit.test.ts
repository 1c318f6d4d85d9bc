import { describe, expect, it } from "vitest";
import { fetchKalshiTrades, readKalshiTrade } from "../../../src/venues/kalshi/kalshi-trades.ts";
import {
  fetchPolymarketTrades,
  readPolymarketTrade,
} from "../../../src/venues/polymarket/polymarket-trades.ts";
import hostileKalshi from "../../fixtures/upstreams/kalshi/trades-hostile.json";
import kalshiPage from "../../fixtures/upstreams/kalshi/trades-page.json";
import polyTrades from "../../fixtures/upstreams/polymarket/data-trades.json";
import hostilePoly from "../../fixtures/upstreams/polymarket/data-trades-hostile.json";
import { json, testClient } from "../../support/fake-upstream.ts";

const AT = "2026-11-22T10:05:00.412Z";
/** The minute of the fixtures' prints. */
const WINDOW = { fromMs: Date.parse("2026-11-22T10:04:00Z"), toMs: Date.parse("2026-11-22T10:05:00Z") };

describe("Kalshi trade prints", () => {
  it("reads the real shape: YES price and count as exact decimals, the taker's side, the venue time", () => {
    expect(kalshiPage.trades.map((t) => readKalshiTrade(t, AT))).toEqual([
      {
        trade_id: "4f9c2d1e-8b7a-4c3d-9e2f-1a0b3c4d5e6f",
        market_id: "KXFED-26DEC-T3.75",
        token_id: null,
        outcome: null,
        price: "0.43",
        size: "25",
        taker_side: "yes",
        venue_time: "2026-11-22T10:04:31.204Z",
        received_at: AT,
      },
      {
        trade_id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
        market_id: "KXCPIYOY-26NOV-T2.8",
        token_id: null,
        outcome: null,
        price: "0.085",
        size: "3.5",
        taker_side: "no",
        venue_time: "2026-11-22T10:04:02.000Z",
        received_at: AT,
      },
    ]);
  });

  it("skips every hostile trade with a reason and keeps the good one", () => {
    const read = hostileKalshi.trades.map((t) => readKalshiTrade(t, AT));
    expect(read.filter((r) => "trade_id" in r).map((r) => ("trade_id" in r ? r.trade_id : ""))).toEqual([
      "good-1",
    ]);
    expect(read.map((r) => ("reason" in r ? r.reason : "ok"))).toEqual([
      "ok",
      "invalid_trade",
      "invalid_price",
      "invalid_price",
      "invalid_price",
      "invalid_price",
      "invalid_size",
      "invalid_trade",
      "invalid_time",
      "invalid_price",
      "invalid_trade",
      "invalid_trade",
    ]);
  });

  it("follows the cursor, keeps the window's prints, and names what made the read short", async () => {
    const { client, requests } = testClient((request) =>
      request.url.searchParams.get("cursor") ? json({ trades: [], cursor: "" }) : json(kalshiPage),
    );
    const listing = await fetchKalshiTrades("https://k.example/v2", WINDOW, client, 20);
    expect(listing.trades.map((t) => t.trade_id)).toHaveLength(2);
    expect(listing.failures).toEqual([]);
    expect(requests[0]?.url.pathname).toBe("/v2/markets/trades");
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      min_ts: String(WINDOW.fromMs / 1000),
      max_ts: String(WINDOW.toMs / 1000),
      limit: "1000",
    });
    // A listing that never ends stops at the page bound, marked.
    let served = 0;
    const endless = testClient(() => json({ ...kalshiPage, cursor: `page-${++served}` }));
    const capped = await fetchKalshiTrades("https://k.example/v2", WINDOW, endless.client, 3);
    expect(endless.requests).toHaveLength(3);
    expect(capped.failures).toEqual([{ reason: "page_limit_reached", stage: "kalshi_trades" }]);
    const broken = testClient(() => json({ trades: "many" }));
    expect((await fetchKalshiTrades("https://k.example/v2", WINDOW, broken.client, 3)).failures).toEqual([
      { reason: "invalid_shape", stage: "kalshi_trades" },
    ]);
  });
  it("stops on a cursor the venue already gave, named as a loop, and keeps the prints read", async () => {
    // The venue answers every page with the same cursor: without the guard the read would spin to the bound.
    const { client, requests } = testClient(() => json(kalshiPage));
    const listing = await fetchKalshiTrades("https://k.example/v2", WINDOW, client, 20);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.url.searchParams.get("cursor")).toBe(kalshiPage.cursor);
    expect(listing.failures).toEqual([{ reason: "pagination_loop", stage: "kalshi_trades" }]);
    expect(listing.trades.map((t) => t.trade_id)).toHaveLength(4);
  });
});

describe("Polymarket trade prints", () => {
  it("reads the data API's shape: condition id, token, outcome, side, exact decimals, whole seconds", () => {
    expect(polyTrades.map((t) => readPolymarketTrade(t, AT))).toEqual([
      {
        trade_id:
          "0x3f1a9c7b2e4d6f8a0b1c3d5e7f9a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a:71321045679252212594626385532706912750332728571942532289631379312455583992563:buy:0.43:120.5",
        market_id: "0xdd22472e552920b8438158ea7238bfadfa4f736aa4cee91a6b86c39ead110917",
        token_id: "71321045679252212594626385532706912750332728571942532289631379312455583992563",
        outcome: "Yes",
        price: "0.43",
        size: "120.5",
        taker_side: "buy",
        venue_time: "2026-11-22T10:04:31.000Z",
        received_at: AT,
      },
      expect.objectContaining({ price: "0.571", size: "10", taker_side: "sell", outcome: "No" }),
    ]);
  });

  it("skips every hostile trade with a reason and keeps the good one", () => {
    const read = hostilePoly.map((t) => readPolymarketTrade(t, AT));
    expect(read.map((r) => ("reason" in r ? r.reason : "ok"))).toEqual([
      "ok",
      "invalid_trade",
      "invalid_trade",
      "invalid_size",
      "invalid_price",
      "invalid_price",
      "invalid_trade",
      "invalid_trade",
      "invalid_size",
      "invalid_trade",
      "invalid_trade",
    ]);
  });

  it("pages newest first until a page reaches past the window, taker fills only", async () => {
    const full = (startS: number) =>
      Array.from({ length: 500 }, (_, i) => ({
        ...polyTrades[0],
        transactionHash: `0x${startS - i}`,
        timestamp: startS - i * 0.25,
      }));
    const { client, requests } = testClient((request) => {
      const offset = Number(request.url.searchParams.get("offset"));
      // 10:05:30 backwards, 4 prints a second: page 0 reaches 10:03:25, past the window's start.
      return json(
        full(WINDOW.toMs / 1000 + 30 - offset / 4).map((t) => ({ ...t, timestamp: Math.floor(t.timestamp) })),
      );
    });
    const listing = await fetchPolymarketTrades("https://data.example", WINDOW, client, 20);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      limit: "500",
      offset: "0",
      takerOnly: "true",
    });
    expect(listing.failures).toEqual([]);
    for (const t of listing.trades) {
      const at = Date.parse(t.venue_time);
      expect(at >= WINDOW.fromMs && at < WINDOW.toMs).toBe(true);
    }
    expect(listing.trades.length).toBe(240);
    const down = testClient(() => json({ error: "down" }, 503));
    expect((await fetchPolymarketTrades("https://data.example", WINDOW, down.client, 20)).failures).toEqual([
      { reason: "http_5xx", stage: "polymarket_trades" },
    ]);
  });
});
