import { describe, expect, it } from "vitest";
import { CLOB, gammaAll, get, getJson, KALSHI, kalshiAll, pinned, post } from "./helpers.ts";

interface Level {
  price: string;
  size: string;
}
interface ClobBook {
  asset_id: string;
  bids: Level[];
  asks: Level[];
}

const prices = (levels: Level[]) => levels.map((l) => Number(l.price));

describe("CLOB books", () => {
  const sim = pinned();

  it("put the best level last on both sides and agree with Gamma's best bid and ask", async () => {
    const markets = await gammaAll(sim);
    for (const market of markets) {
      const [yes] = JSON.parse(market.clobTokenIds) as string[];
      const book = await getJson<ClobBook>(sim, `${CLOB}/book?token_id=${yes}`);
      const bids = prices(book.bids);
      const asks = prices(book.asks);
      expect(bids).toEqual([...bids].sort((a, b) => a - b));
      expect(asks).toEqual([...asks].sort((a, b) => b - a));
      const bestBid = bids[bids.length - 1];
      const bestAsk = asks[asks.length - 1];
      expect(bestBid ?? 0).toBe(market.bestBid);
      expect(bestAsk ?? 1).toBe(market.bestAsk);
      if (bestBid !== undefined && bestAsk !== undefined) {
        const spread = Math.round((bestAsk - bestBid) * 100);
        expect(spread).toBeGreaterThanOrEqual(1);
        expect(spread).toBeLessThanOrEqual(4);
      }
    }
  });

  it("mirrors the YES book in the NO token's book", async () => {
    const [market] = await gammaAll(sim);
    const [yes, no] = JSON.parse(market?.clobTokenIds ?? "[]") as string[];
    const yesBook = await getJson<ClobBook>(sim, `${CLOB}/book?token_id=${yes}`);
    const noBook = await getJson<ClobBook>(sim, `${CLOB}/book?token_id=${no}`);
    expect(prices(noBook.bids).map((p) => Math.round((1 - p) * 100))).toEqual(
      prices(yesBook.asks).map((p) => Math.round(p * 100)),
    );
    const yesMid = await getJson<{ mid: string }>(sim, `${CLOB}/midpoint?token_id=${yes}`);
    const noMid = await getJson<{ mid: string }>(sim, `${CLOB}/midpoint?token_id=${no}`);
    expect(Number(yesMid.mid) + Number(noMid.mid)).toBeCloseTo(1, 10);
  });

  it("answers POST /books for up to 500 tokens and refuses more", async () => {
    const tokens = (await gammaAll(sim)).flatMap((m) => JSON.parse(m.clobTokenIds) as string[]);
    const books = await (
      await post(
        sim,
        `${CLOB}/books`,
        tokens.map((token_id) => ({ token_id })),
      )
    ).json();
    expect((books as ClobBook[]).map((b) => b.asset_id)).toEqual(tokens);
    const tooMany = Array.from({ length: 501 }, () => ({ token_id: tokens[0] }));
    expect((await post(sim, `${CLOB}/books`, tooMany)).status).toBe(400);
    expect((await post(sim, `${CLOB}/books`, { token_id: tokens[0] })).status).toBe(400);
    expect((await get(sim, `${CLOB}/books`)).status).toBe(405);
  });

  it("serves price history on fidelity-aligned minutes up to now only", async () => {
    const [market] = await gammaAll(sim);
    const [yes] = JSON.parse(market?.clobTokenIds ?? "[]") as string[];
    const nowS = Math.floor(Date.parse("2026-11-22T09:30:20Z") / 1000);
    const body = await getJson<{ history: { t: number; p: number }[] }>(
      sim,
      `${CLOB}/prices-history?market=${yes}&startTs=${nowS - 3600}&endTs=${nowS + 3600}&fidelity=5`,
    );
    expect(body.history.length).toBe(12);
    for (const point of body.history) {
      expect(point.t % 300).toBe(0);
      expect(point.t).toBeLessThanOrEqual(nowS);
    }
    const last = body.history[body.history.length - 1];
    const mid = await getJson<{ mid: string }>(sim, `${CLOB}/midpoint?token_id=${yes}`);
    expect(last?.p).toBe(Number(mid.mid));
  });
});

describe("Kalshi order books", () => {
  const sim = pinned();

  it("list bids only, ascending (best last), matching the market's quotes", async () => {
    for (const market of (await kalshiAll(sim)).slice(0, 40)) {
      const { orderbook_fp: book } = await getJson<{
        orderbook_fp: { yes_dollars: [string, string][] | null; no_dollars: [string, string][] | null };
      }>(sim, `${KALSHI}/markets/${market.ticker}/orderbook`);
      for (const side of [book.yes_dollars, book.no_dollars]) {
        const ps = (side ?? []).map(([price]) => Number(price));
        expect(ps).toEqual([...ps].sort((a, b) => a - b));
      }
      const bestYes = book.yes_dollars?.at(-1)?.[0] ?? "0.0000";
      expect(bestYes).toBe(market.yes_bid_dollars);
      const bestNo = book.no_dollars?.at(-1)?.[0];
      const impliedAsk = bestNo === undefined ? 1 : Math.round((1 - Number(bestNo)) * 100) / 100;
      expect(impliedAsk).toBe(Number(market.yes_ask_dollars));
    }
  });

  it("honours depth", async () => {
    const body = await getJson<{ orderbook_fp: { yes_dollars: unknown[] | null } }>(
      sim,
      `${KALSHI}/markets/KXRECSSNBER-26-Y/orderbook?depth=2`,
    );
    expect((body.orderbook_fp.yes_dollars ?? []).length).toBeLessThanOrEqual(2);
  });
});
