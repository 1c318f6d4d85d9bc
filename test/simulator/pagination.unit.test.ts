import { describe, expect, it } from "vitest";
import { CALENDAR_OPEN_MARKETS_PER_VENUE } from "../../simulator/calendar.ts";
import { catalogIds, GAMMA, gammaAll, get, getJson, KALSHI, kalshiAll, pinned } from "./helpers.ts";

describe("Kalshi cursor pagination", () => {
  const sim = pinned({ extraMarketsPerVenue: 95 });

  it("covers every market exactly once across pages and ends with an empty cursor", async () => {
    const seen: string[] = [];
    let cursor = "";
    let pages = 0;
    do {
      const page = await getJson<{ markets: { ticker: string }[]; cursor: string }>(
        sim,
        `${KALSHI}/markets?limit=17${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.markets.length).toBeLessThanOrEqual(17);
      seen.push(...page.markets.map((m) => m.ticker));
      cursor = page.cursor;
      pages++;
    } while (cursor !== "");
    // The universe, then the resolution calendar's markets in their last minutes before close.
    const expected = catalogIds("kalshi").size + 95 + CALENDAR_OPEN_MARKETS_PER_VENUE;
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(expected);
    expect(pages).toBe(Math.ceil(expected / 17));
  });

  it("defaults to 100 markets per page", async () => {
    const page = await getJson<{ markets: unknown[]; cursor: string }>(sim, `${KALSHI}/markets`);
    expect(page.markets).toHaveLength(100);
    expect(page.cursor).not.toBe("");
  });

  it("filters by tickers, event_ticker, series_ticker and status", async () => {
    const tickers = await getJson<{ markets: { ticker: string }[] }>(
      sim,
      `${KALSHI}/markets?tickers=KXFED-26DEC-T3.25,KXU3-26NOV-T4.1`,
    );
    expect(tickers.markets.map((m) => m.ticker).sort()).toEqual(["KXFED-26DEC-T3.25", "KXU3-26NOV-T4.1"]);
    const event = await getJson<{ markets: { event_ticker: string }[] }>(
      sim,
      `${KALSHI}/markets?event_ticker=KXGDP-26Q4`,
    );
    expect(event.markets).toHaveLength(6);
    expect(event.markets.every((m) => m.event_ticker === "KXGDP-26Q4")).toBe(true);
    const series = await getJson<{ markets: unknown[] }>(sim, `${KALSHI}/markets?series_ticker=KXWTI`);
    expect(series.markets).toHaveLength(6);
    expect((await kalshiAll(sim, "&status=open")).length).toBe(
      catalogIds("kalshi").size + 95 + CALENDAR_OPEN_MARKETS_PER_VENUE,
    );
    // The universe's markets all trade; the settled listing carries only the resolution calendar's.
    const settled = await getJson<{ markets: { ticker: string; status: string }[] }>(
      sim,
      `${KALSHI}/markets?status=settled`,
    );
    expect(settled.markets.length).toBeGreaterThan(0);
    expect(settled.markets.every((m) => m.ticker.startsWith("KXPIXCAL-") && m.status === "finalized")).toBe(
      true,
    );
  });

  it("pages events with a cursor too", async () => {
    const seen: string[] = [];
    let cursor = "";
    do {
      const page = await getJson<{ events: { event_ticker: string }[]; cursor: string }>(
        sim,
        `${KALSHI}/events?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      seen.push(...page.events.map((e) => e.event_ticker));
      cursor = page.cursor;
    } while (cursor !== "");
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain("KXFED-26DEC");
    expect(seen).toContain("KXPIXSIM-00095");
  });
});

describe("Gamma offset pagination", () => {
  const sim = pinned({ extraMarketsPerVenue: 95 });

  it("covers every market exactly once across offsets", async () => {
    const all = await gammaAll(sim, 13);
    const expected = catalogIds("polymarket").size + 95 + CALENDAR_OPEN_MARKETS_PER_VENUE;
    expect(all).toHaveLength(expected);
    expect(new Set(all.map((m) => m.id)).size).toBe(expected);
  });

  it("caps a page at 500 and rejects bad numbers", async () => {
    const big = pinned({ extraMarketsPerVenue: 600 });
    expect(await getJson<unknown[]>(big, `${GAMMA}/markets?limit=900`)).toHaveLength(500);
    expect(await getJson<unknown[]>(big, `${GAMMA}/markets?limit=2&offset=5000`)).toEqual([]);
    for (const query of ["limit=-1", "offset=x", "closed=maybe"]) {
      expect((await get(sim, `${GAMMA}/markets?${query}`)).status, query).toBe(400);
    }
  });
});

describe("extraMarketsPerVenue", () => {
  it("pads both venues with 2,000 distinct synthetic markets each", async () => {
    const sim = pinned({ extraMarketsPerVenue: 2000 });
    const kalshi = await kalshiAll(sim);
    const gamma = await gammaAll(sim);
    expect(kalshi).toHaveLength(catalogIds("kalshi").size + 2000 + CALENDAR_OPEN_MARKETS_PER_VENUE);
    expect(gamma).toHaveLength(catalogIds("polymarket").size + 2000 + CALENDAR_OPEN_MARKETS_PER_VENUE);
    expect(new Set(kalshi.map((m) => m.ticker)).size).toBe(kalshi.length);
    expect(new Set(gamma.map((m) => m.id)).size).toBe(gamma.length);
    const tokens = gamma.flatMap((m) => JSON.parse(m.clobTokenIds) as string[]);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Padding markets are served like any other: a book for the last one.
    const padding = gamma.filter((m) => m.id.length === 7);
    const last = JSON.parse(padding[padding.length - 1]?.clobTokenIds ?? "[]")[0];
    expect((await get(sim, `/polymarket/clob/book?token_id=${last}`)).status).toBe(200);
    expect((await get(sim, `${KALSHI}/markets/KXPIXSIM-02000-Y/orderbook`)).status).toBe(200);
  });

  it("defaults to the catalog alone and refuses a negative count", () => {
    expect(() => pinned({ extraMarketsPerVenue: -1 })).toThrow(RangeError);
  });
});
