import { describe, expect, it } from "vitest";
import { FAULT_MODES } from "../../simulator/handler.ts";
import { CLOB, GAMMA, get, getJson, KALSHI, pinned, post } from "./helpers.ts";

type Json = Record<string, unknown>;

const KALSHI_MARKETS = `${KALSHI}/markets?limit=3`;
const GAMMA_MARKETS = `${GAMMA}/markets?limit=3`;

async function firstToken(sim: ReturnType<typeof pinned>): Promise<string> {
  const [market] = await getJson<{ clobTokenIds: string }[]>(sim, `${GAMMA}/markets?limit=1`);
  return JSON.parse(market?.clobTokenIds ?? "[]")[0];
}

async function withFault(mode: string, venue = "kalshi", extra: Json = {}) {
  const sim = pinned();
  const token = await firstToken(sim);
  const res = await post(sim, "/_control/faults", { venue, mode, ...extra });
  expect(res.status).toBe(200);
  return { sim, token };
}

describe("fault injection", () => {
  it("covers every documented mode", () => {
    expect([...FAULT_MODES].sort()).toEqual(
      [
        "none",
        "http_500",
        "http_429",
        "html",
        "truncated_json",
        "wrong_types",
        "nan_price",
        "negative_price",
        "price_above_one",
        "duplicate_tickers",
        "slow",
      ].sort(),
    );
  });

  it("http_500 fails the next `count` requests to that venue only", async () => {
    const { sim } = await withFault("http_500", "kalshi", { count: 2 });
    expect((await get(sim, GAMMA_MARKETS)).status).toBe(200);
    expect((await get(sim, KALSHI_MARKETS)).status).toBe(500);
    const second = await get(sim, `${KALSHI}/series/KXFED`);
    expect(second.status).toBe(500);
    expect(await second.json()).toMatchObject({ error: { code: "internal_server_error" } });
    expect((await get(sim, KALSHI_MARKETS)).status).toBe(200);
  });

  it("http_429 carries Retry-After: 1 and lasts until reset without a count", async () => {
    const { sim, token } = await withFault("http_429", "polymarket");
    for (const path of [GAMMA_MARKETS, `${CLOB}/book?token_id=${token}`, GAMMA_MARKETS]) {
      const res = await get(sim, path);
      expect(res.status).toBe(429);
      expect(res.headers.get("Retry-After")).toBe("1");
      expect(res.headers.get("X-Pix-Simulator")).toBe("synthetic");
    }
    expect((await get(sim, KALSHI_MARKETS)).status).toBe(200);
    expect((await post(sim, "/_control/reset", {})).status).toBe(200);
    expect((await get(sim, GAMMA_MARKETS)).status).toBe(200);
  });

  it("html answers 200 with a page that is not JSON", async () => {
    const { sim } = await withFault("html");
    const res = await get(sim, KALSHI_MARKETS);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const text = await res.text();
    expect(text).toMatch(/^<!DOCTYPE html>/);
    expect(() => JSON.parse(text)).toThrow();
  });

  it("truncated_json cuts the real body short", async () => {
    const clean = await (await get(pinned(), KALSHI_MARKETS)).text();
    const { sim } = await withFault("truncated_json");
    const res = await get(sim, KALSHI_MARKETS);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeLessThan(clean.length);
    expect(clean.startsWith(text)).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });

  it("wrong_types swaps numeric strings and numbers and unwraps JSON-encoded lists", async () => {
    const kalshi = await withFault("wrong_types");
    const { markets } = await getJson<{ markets: Json[] }>(kalshi.sim, KALSHI_MARKETS);
    expect(typeof markets[0]?.yes_bid_dollars).toBe("number");
    expect(typeof markets[0]?.volume_fp).toBe("number");
    expect(typeof markets[0]?.floor_strike).toBe("string");

    const poly = await withFault("wrong_types", "polymarket", { count: 2 });
    const [gamma] = await getJson<Json[]>(poly.sim, GAMMA_MARKETS);
    expect(Array.isArray(gamma?.outcomePrices)).toBe(true);
    expect(typeof gamma?.volumeNum).toBe("string");
    expect(typeof gamma?.id).toBe("number");
    const book = await getJson<{ bids: Json[] }>(poly.sim, `${CLOB}/book?token_id=${poly.token}`);
    expect(typeof book.bids[0]?.price).toBe("number");
  });

  it('nan_price writes NaN as each serialiser would: "NaN" in strings, null in numbers', async () => {
    const kalshi = await withFault("nan_price");
    const { markets } = await getJson<{ markets: Json[] }>(kalshi.sim, KALSHI_MARKETS);
    expect(markets[0]).toMatchObject({
      yes_bid_dollars: "NaN",
      last_price_dollars: "NaN",
      ticker: expect.any(String),
    });
    expect(markets[0]?.volume_fp).toMatch(/^\d+\.\d{2}$/);

    const poly = await withFault("nan_price", "polymarket");
    const [gamma] = await getJson<Json[]>(poly.sim, GAMMA_MARKETS);
    expect(gamma).toMatchObject({ bestBid: null, bestAsk: null, outcomePrices: '["NaN", "NaN"]' });
    const book = await getJson<{ bids: Json[]; last_trade_price: string }>(
      poly.sim,
      `${CLOB}/book?token_id=${poly.token}`,
    );
    expect(book.bids.every((l) => l.price === "NaN")).toBe(true);
    expect(await getJson(poly.sim, `${CLOB}/midpoint?token_id=${poly.token}`)).toEqual({ mid: "NaN" });
  });

  it("negative_price and price_above_one put every price out of [0, 1]", async () => {
    const negative = await withFault("negative_price");
    const { orderbook_fp } = await getJson<{ orderbook_fp: { yes_dollars: [string, string][] } }>(
      negative.sim,
      `${KALSHI}/markets/KXRECSSNBER-26-Y/orderbook`,
    );
    expect(orderbook_fp.yes_dollars.every(([price]) => price === "-0.0500")).toBe(true);

    const above = await withFault("price_above_one", "polymarket");
    const [gamma] = await getJson<Json[]>(above.sim, GAMMA_MARKETS);
    expect(gamma).toMatchObject({ bestBid: 1.25, lastTradePrice: 1.25, outcomePrices: '["1.25", "1.25"]' });
    const kalshiAbove = await withFault("price_above_one");
    const { markets } = await getJson<{ markets: Json[] }>(kalshiAbove.sim, KALSHI_MARKETS);
    expect(markets[0]?.yes_ask_dollars).toBe("1.2500");
  });

  it("duplicate_tickers lists every market twice", async () => {
    const kalshi = await withFault("duplicate_tickers");
    const { markets } = await getJson<{ markets: { ticker: string }[] }>(kalshi.sim, KALSHI_MARKETS);
    expect(markets).toHaveLength(6);
    expect(new Set(markets.map((m) => m.ticker)).size).toBe(3);

    const poly = await withFault("duplicate_tickers", "polymarket");
    const gamma = await getJson<{ id: string }[]>(poly.sim, GAMMA_MARKETS);
    expect(gamma.map((m) => m.id)).toEqual([
      gamma[0]?.id,
      gamma[0]?.id,
      gamma[2]?.id,
      gamma[2]?.id,
      gamma[4]?.id,
      gamma[4]?.id,
    ]);
    const books = await (await post(poly.sim, `${CLOB}/books`, [{ token_id: poly.token }])).json();
    expect(books).toHaveLength(2);
  });

  it("slow holds the answer back by delayMs, then answers normally", async () => {
    const { sim } = await withFault("slow", "kalshi", { delayMs: 150, count: 1 });
    const started = Date.now();
    const res = await get(sim, KALSHI_MARKETS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(res.status).toBe(200);
    const again = Date.now();
    await get(sim, KALSHI_MARKETS);
    expect(Date.now() - again).toBeLessThan(140);
  });

  it("mode none clears a venue's fault", async () => {
    const { sim } = await withFault("http_500");
    await post(sim, "/_control/faults", { venue: "kalshi", mode: "none" });
    expect((await get(sim, KALSHI_MARKETS)).status).toBe(200);
  });

  it("refuses malformed control requests", async () => {
    const sim = pinned();
    for (const body of [
      { venue: "nasdaq", mode: "http_500" },
      { venue: "kalshi", mode: "explode" },
      { venue: "kalshi", mode: "slow", count: -1 },
      [],
    ]) {
      expect((await post(sim, "/_control/faults", body)).status).toBe(400);
    }
    expect((await post(sim, "/_control/clock", { now: "soon" })).status).toBe(400);
    expect((await get(sim, "/_control/faults")).status).toBe(405);
    expect((await post(sim, "/_control/nope", {})).status).toBe(404);
  });
});

describe("clock control", () => {
  it("pins the simulated time and follows the real clock again with null", async () => {
    let real = Date.parse("2026-11-22T12:00:00Z");
    const sim = pinned({ now: () => real });
    const at = Date.parse("2026-11-01T08:00:00Z");
    await post(sim, "/_control/clock", { now: at });
    const pinnedPage = await getJson<{ markets: { updated_time: string }[] }>(sim, KALSHI_MARKETS);
    expect(pinnedPage.markets[0]?.updated_time).toBe("2026-11-01T08:00:00Z");
    real += 5 * 60_000;
    expect(
      (await getJson<{ markets: { updated_time: string }[] }>(sim, KALSHI_MARKETS)).markets[0]?.updated_time,
    ).toBe("2026-11-01T08:00:00Z");
    const state = await getJson<{ clockPinned: boolean; now: number }>(sim, "/_control/state");
    expect(state).toMatchObject({ clockPinned: true, now: at });
    await post(sim, "/_control/clock", { now: null });
    expect(
      (await getJson<{ markets: { updated_time: string }[] }>(sim, KALSHI_MARKETS)).markets[0]?.updated_time,
    ).toBe("2026-11-22T12:05:00Z");
  });

  it("control works in-process too", async () => {
    const sim = pinned();
    sim.control.setFault("polymarket", { mode: "http_500", count: 1 });
    expect((await get(sim, GAMMA_MARKETS)).status).toBe(500);
    expect((await get(sim, GAMMA_MARKETS)).status).toBe(200);
    sim.control.setClock(0);
    expect(sim.control.now()).toBe(0);
    sim.control.reset();
    expect(sim.control.state().clockPinned).toBe(false);
  });
});
