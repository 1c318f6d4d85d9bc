/**
 * The resolution calendar's markets in the open listings: each during its last
 * `CALENDAR_LISTED_MINUTES` before close, priced by the model its result is drawn from, with CLOB books
 * on Polymarket; gone from the open listings (and its book gone) once closed.
 */
import { describe, expect, it } from "vitest";
import {
  CALENDAR_LISTED_MINUTES,
  CALENDAR_OPEN_MARKETS_PER_VENUE,
  CALENDAR_SLOT_MINUTES,
  calendarMarketById,
  openCalendarMarkets,
} from "../../simulator/calendar.ts";
import { quoteAtMinute } from "../../simulator/model.ts";
import { CLOB, GAMMA, get, getJson, KALSHI, MINUTE, pinned, post, T0 } from "./helpers.ts";

const dollars = (cents: number | null, empty: number) => ((cents ?? empty) / 100).toFixed(4);

describe("the resolution calendar in the open listings", () => {
  it("lists on Kalshi each calendar market closing within the next hour and a quarter, soonest first, at the model's quote", async () => {
    const sim = pinned();
    const { markets } = await getJson<{ markets: Record<string, string>[] }>(
      sim,
      `${KALSHI}/markets?status=open&limit=1000`,
    );
    const calendar = markets.filter((m) => m.ticker?.startsWith("KXPIXCAL-"));
    expect(calendar).toHaveLength(CALENDAR_OPEN_MARKETS_PER_VENUE);
    const closes = calendar.map((m) => Date.parse(m.close_time ?? ""));
    expect(closes).toEqual([...closes].sort((a, b) => a - b));
    expect(Math.min(...closes)).toBeGreaterThan(T0);
    expect(Math.max(...closes)).toBeLessThanOrEqual(T0 + CALENDAR_LISTED_MINUTES * MINUTE);
    // They follow the universe's markets, so a listing's earlier pages are as they were.
    expect(markets.slice(-CALENDAR_OPEN_MARKETS_PER_VENUE)).toEqual(calendar);
    const minute = Math.floor(T0 / MINUTE);
    for (const m of calendar) {
      const key = `kalshi:${m.ticker}`;
      const quote = quoteAtMinute(key, minute);
      expect(m).toMatchObject({
        status: "active",
        result: "",
        yes_bid_dollars: dollars(quote.bidCents, 0),
        yes_ask_dollars: dollars(quote.askCents, 100),
        updated_time: new Date(minute * MINUTE).toISOString().replace(".000", ""),
      });
      expect((await get(sim, `${KALSHI}/markets/${m.ticker}/orderbook`)).status).toBe(200);
      expect((await get(sim, `${KALSHI}/events/${m.event_ticker}/metadata`)).status).toBe(200);
    }
    // A read by tickers (the catalog's quotes) names only what it asks for.
    const named = await getJson<{ markets: unknown[] }>(
      sim,
      `${KALSHI}/markets?status=open&tickers=KXFED-26DEC-T3.25`,
    );
    expect(named.markets).toHaveLength(1);
  });

  it("lists on Gamma the same slots with CLOB books and midpoints at the listed prices", async () => {
    const sim = pinned();
    const listed = await getJson<
      { id: string; clobTokenIds: string; outcomePrices: string; active: boolean }[]
    >(sim, `${GAMMA}/markets?active=true&closed=false&limit=500`);
    const calendar = listed.filter((m) => /^\d{8}$/.test(m.id));
    expect(calendar.map((m) => m.id)).toEqual(
      openCalendarMarkets("polymarket", T0).map((m) => m.sim.marketId),
    );
    const tokens = calendar.flatMap((m) => JSON.parse(m.clobTokenIds) as string[]);
    expect(new Set(tokens).size).toBe(2 * CALENDAR_OPEN_MARKETS_PER_VENUE);
    const books = (await (
      await post(
        sim,
        `${CLOB}/books`,
        tokens.map((token_id) => ({ token_id })),
      )
    ).json()) as {
      asset_id: string;
      bids: { price: string }[];
      asks: { price: string }[];
    }[];
    expect(books.map((b) => b.asset_id)).toEqual(tokens);
    const minute = Math.floor(T0 / MINUTE);
    for (const m of calendar) {
      const [yes] = JSON.parse(m.clobTokenIds) as string[];
      const quote = quoteAtMinute(`polymarket:${m.id}`, minute);
      const book = books.find((b) => b.asset_id === yes);
      expect(Number(book?.bids.at(-1)?.price ?? 0) * 100).toBeCloseTo(quote.bidCents ?? 0, 6);
      const mid = await getJson<{ mid: string }>(sim, `${CLOB}/midpoint?token_id=${yes}`);
      expect(mid.mid).toBe(JSON.parse(m.outcomePrices)[0]);
    }
    // A token id that names no calendar market is no book.
    const forged = `${tokens[0]?.slice(0, -1)}${tokens[0]?.endsWith("0") ? "1" : "0"}`;
    expect((await get(sim, `${CLOB}/book?token_id=${forged}`)).status).toBe(404);
  });

  it("drops a market from the open listings, and its book, once it closes", async () => {
    const [first] = openCalendarMarkets("polymarket", T0);
    const closeMs = first?.closeMs ?? 0;
    const before = pinned({}, closeMs - 1);
    const after = pinned({}, closeMs);
    const open = async (sim: ReturnType<typeof pinned>) =>
      (await getJson<{ id: string }[]>(sim, `${GAMMA}/markets?closed=false&limit=500`)).map((m) => m.id);
    expect(await open(before)).toContain(first?.sim.marketId);
    expect(await open(after)).not.toContain(first?.sim.marketId);
    expect(await open(after)).toContain(
      calendarMarketById("polymarket", String((closeMs / MINUTE / CALENDAR_SLOT_MINUTES + 15) * 10), closeMs)
        ?.sim.marketId,
    );
    const yes = first?.sim.yesTokenId ?? "";
    expect((await get(before, `${CLOB}/book?token_id=${yes}`)).status).toBe(200);
    expect((await get(after, `${CLOB}/book?token_id=${yes}`)).status).toBe(404);
    const closed = await getJson<{ id: string; closed: boolean }[]>(after, `${GAMMA}/markets?closed=true`);
    expect(closed.find((m) => m.id === first?.sim.marketId)?.closed).toBe(true);
    const kalshi = async (sim: ReturnType<typeof pinned>) =>
      (
        await getJson<{ markets: { ticker: string }[] }>(sim, `${KALSHI}/markets?status=open&limit=1000`)
      ).markets.map((m) => m.ticker);
    const ticker = `KXPIXCAL-${closeMs / MINUTE / CALENDAR_SLOT_MINUTES}-0`;
    expect(await kalshi(before)).toContain(ticker);
    expect(await kalshi(after)).not.toContain(ticker);
  });
});
