import { describe, expect, it } from "vitest";
import { seededRandom } from "../../simulator/books.ts";
import { BACKGROUND_PER_MINUTE } from "../../simulator/trades.ts";
import { get, getJson, KALSHI, MINUTE, pinned, T0 } from "./helpers.ts";

interface KalshiTrade {
  trade_id: string;
  ticker: string;
  yes_price_dollars: string;
  count_fp: string;
  created_time: string;
}

const minute = Math.floor(T0 / MINUTE) * MINUTE;

describe("the simulator's trade listings", () => {
  it("Kalshi: the minute's background prints, newest first, cursor-paged, the same on every read", async () => {
    const sim = pinned();
    const query = `min_ts=${(minute - MINUTE) / 1000}&max_ts=${minute / 1000 - 1}`;
    const all: KalshiTrade[] = [];
    let cursor = "";
    do {
      const page = await getJson<{ trades: KalshiTrade[]; cursor: string }>(
        sim,
        `${KALSHI}/markets/trades?${query}&limit=7${cursor ? `&cursor=${cursor}` : ""}`,
      );
      all.push(...page.trades);
      cursor = page.cursor;
    } while (cursor !== "");
    expect(all).toHaveLength(BACKGROUND_PER_MINUTE);
    expect(new Set(all.map((t) => t.trade_id)).size).toBe(all.length);
    const times = all.map((t) => Date.parse(t.created_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const t of times) expect(t >= minute - MINUTE && t < minute).toBe(true);
    const again = await getJson<{ trades: KalshiTrade[] }>(
      pinned(),
      `${KALSHI}/markets/trades?${query}&limit=1000`,
    );
    expect(again.trades).toEqual(all);
    expect((await get(sim, `${KALSHI}/markets/trades?limit=5000`)).status).toBe(400);
    expect((await get(sim, `${KALSHI}/markets/trades?cursor=nope`)).status).toBe(400);
  });

  it("lists the trades the books print, as the streams send them", async () => {
    const sim = pinned();
    const market = sim.universe.kalshi.markets[0];
    if (!market) throw new Error("no market");
    sim.books.track(market, Math.floor(T0 / MINUTE));
    const random = seededRandom(7);
    let printed = 0;
    for (let i = 0; i < 200; i++)
      if (sim.books.step(market, Math.floor(T0 / MINUTE), random).trade) printed++;
    expect(printed).toBeGreaterThan(0);
    const page = await getJson<{ trades: KalshiTrade[] }>(
      sim,
      `${KALSHI}/markets/trades?ticker=${market.marketId}&min_ts=${minute / 1000}&limit=1000`,
    );
    const fromBooks = page.trades.filter((t) => Date.parse(t.created_time) === T0);
    expect(fromBooks).toHaveLength(printed);
  });

  it("Polymarket data API: taker fills with condition id, token and whole-second timestamps", async () => {
    const sim = pinned();
    const fills = await getJson<{ conditionId: string; asset: string; timestamp: number; side: string }[]>(
      sim,
      "/polymarket/data/trades?limit=50&offset=0&takerOnly=true",
    );
    expect(fills.length).toBeGreaterThan(0);
    for (const f of fills) {
      expect(f.conditionId).toMatch(/^0x[0-9a-f]{64}$/);
      expect(Number.isInteger(f.timestamp)).toBe(true);
      expect(f.side).toBe("BUY");
    }
  });
});
