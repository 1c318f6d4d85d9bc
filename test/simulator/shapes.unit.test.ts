import { describe, expect, it } from "vitest";
import { z } from "zod";
import { openCalendarMarkets } from "../../simulator/calendar.ts";
import { INSTRUMENTS, THEME_CONTRACTS } from "../../src/catalog/definitions.ts";
import type { VenueId } from "../../src/catalog/types.ts";
import { CLOB, catalogIds, GAMMA, get, getJson, KALSHI, pinned, T0 } from "./helpers.ts";

/** What an open listing carries: the catalog's markets, then the calendar's closing within the hour and a quarter. */
const openIds = (venue: VenueId) =>
  new Set([...catalogIds(venue), ...openCalendarMarkets(venue, T0).map((m) => m.sim.marketId)]);

// Field shapes from /work/shared/upstreams.md, written strictly so the simulator cannot drift.
const dollars = z.string().regex(/^[01]\.\d{4}$/);
const count = z.string().regex(/^\d+\.\d{2}$/);
const instant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

const kalshiMarket = z.object({
  ticker: z.string().min(1),
  event_ticker: z.string().min(1),
  market_type: z.enum(["binary", "scalar"]),
  title: z.string().min(1),
  yes_sub_title: z.string(),
  no_sub_title: z.string(),
  status: z.literal("active"),
  result: z.string(),
  open_time: instant,
  close_time: instant,
  expected_expiration_time: instant,
  updated_time: instant,
  strike_type: z.string(),
  floor_strike: z.number().nullable(),
  cap_strike: z.number().nullable(),
  rules_primary: z.string().min(1),
  yes_bid_dollars: dollars,
  yes_ask_dollars: dollars,
  no_bid_dollars: dollars,
  no_ask_dollars: dollars,
  last_price_dollars: dollars,
  previous_price_dollars: dollars,
  volume_fp: count,
  volume_24h_fp: count,
  open_interest_fp: count,
});
const REMOVED_CENT_FIELDS = [
  "yes_bid",
  "yes_ask",
  "no_bid",
  "no_ask",
  "last_price",
  "previous_price",
  "volume",
  "volume_24h",
  "open_interest",
  "liquidity",
];

const level = z.tuple([dollars, count]);
const kalshiBook = z.object({
  orderbook_fp: z.object({ yes_dollars: z.array(level).nullable(), no_dollars: z.array(level).nullable() }),
});

const jsonList = z.string().transform((text, ctx) => {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === "string")) {
    ctx.addIssue({ code: "custom", message: "not a JSON-encoded string list" });
    return z.NEVER;
  }
  return parsed as string[];
});
const unitNumber = z.number().min(0).max(1);
const gammaMarket = z.object({
  id: z.string().regex(/^\d+$/),
  question: z.string().min(1),
  slug: z.string().min(1),
  conditionId: z.string().regex(/^0x[0-9a-f]{64}$/),
  outcomes: jsonList,
  outcomePrices: jsonList,
  clobTokenIds: jsonList,
  volume: z.string().regex(/^\d+\.\d+$/),
  liquidity: z.string().regex(/^\d+\.\d+$/),
  volumeNum: z.number().nonnegative(),
  liquidityNum: z.number().nonnegative(),
  volume24hr: z.number().nonnegative(),
  startDate: instant,
  endDate: instant,
  active: z.boolean(),
  closed: z.boolean(),
  enableOrderBook: z.boolean(),
  negRisk: z.boolean(),
  bestBid: unitNumber,
  bestAsk: unitNumber,
  lastTradePrice: unitNumber,
  spread: unitNumber,
  feesEnabled: z.boolean(),
  category: z.string().min(1),
  events: z
    .array(z.object({ id: z.string(), slug: z.string(), title: z.string(), category: z.string().min(1) }))
    .min(1),
});
const gammaEvent = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  negRisk: z.boolean(),
  volume: z.number(),
  markets: z.array(gammaMarket.omit({ events: true })).min(1),
});

const polyPrice = z.string().regex(/^(0(\.\d{1,3})?|1)$/);
const clobBook = z.object({
  market: z.string(),
  asset_id: z.string().regex(/^\d{77}$/),
  timestamp: z.string().regex(/^\d{13}$/),
  bids: z.array(z.object({ price: polyPrice, size: z.string().regex(/^\d+(\.\d+)?$/) })),
  asks: z.array(z.object({ price: polyPrice, size: z.string().regex(/^\d+(\.\d+)?$/) })),
  tick_size: z.string(),
  last_trade_price: polyPrice,
});

describe("Kalshi shapes", () => {
  const sim = pinned();

  it("lists every catalog Kalshi market with every upstreams.md field and no integer-cent fields", async () => {
    const body = await getJson<{ markets: Record<string, unknown>[]; cursor: string }>(
      sim,
      `${KALSHI}/markets?limit=1000`,
    );
    expect(body.cursor).toBe("");
    for (const market of body.markets) {
      kalshiMarket.parse(market);
      for (const field of REMOVED_CENT_FIELDS) expect(market).not.toHaveProperty(field);
    }
    expect(new Set(body.markets.map((m) => m.ticker))).toEqual(openIds("kalshi"));
  });

  it("mirrors the NO side and prices ladder rungs with their strike", async () => {
    const body = await getJson<{ markets: z.infer<typeof kalshiMarket>[] }>(
      sim,
      `${KALSHI}/markets?limit=1000`,
    );
    for (const m of body.markets) {
      expect(Number(m.no_bid_dollars) + Number(m.yes_ask_dollars)).toBeCloseTo(1, 10);
      expect(Number(m.no_ask_dollars) + Number(m.yes_bid_dollars)).toBeCloseTo(1, 10);
    }
    const rung = body.markets.find((m) => m.ticker === "KXCPIYOY-26NOV-T2.4");
    expect(rung).toMatchObject({ strike_type: "greater", floor_strike: 2.4, event_ticker: "KXCPIYOY-26NOV" });
  });

  it("serves order books, events with nested markets and series", async () => {
    kalshiBook.parse(await getJson(sim, `${KALSHI}/markets/KXFED-26DEC-T3.50/orderbook`));
    const events = await getJson<{
      events: { event_ticker: string; mutually_exclusive: boolean; markets: unknown[] }[];
      cursor: string;
    }>(sim, `${KALSHI}/events?with_nested_markets=true&series_ticker=KXFED`);
    expect(events.events).toHaveLength(1);
    expect(events.events[0]).toMatchObject({ event_ticker: "KXFED-26DEC", mutually_exclusive: true });
    for (const m of events.events[0]?.markets ?? []) kalshiMarket.parse(m);
    const plain = await getJson<{ events: Record<string, unknown>[] }>(sim, `${KALSHI}/events?limit=3`);
    expect(plain.events[0]).not.toHaveProperty("markets");
    const series = await getJson<{ series: Record<string, unknown> }>(sim, `${KALSHI}/series/KXCPIYOY`);
    expect(series.series).toMatchObject({
      ticker: "KXCPIYOY",
      frequency: expect.any(String),
      category: "Economics",
      fee_type: "quadratic",
      fee_multiplier: 1,
    });
    expect(series.series.settlement_sources).toEqual([
      { name: "U.S. Bureau of Labor Statistics", url: "https://www.bls.gov/cpi/" },
    ]);
    expect(series.series.contract_terms_url).toMatch(/^https:\/\//);
  });

  it("serves candlesticks ending on period boundaries, never in the future", async () => {
    const end = Math.floor(Date.parse("2026-11-22T09:30:00Z") / 1000);
    const body = await getJson<{
      candlesticks: { end_period_ts: number; yes_bid: Record<string, string>; volume_fp: string }[];
    }>(
      sim,
      `${KALSHI}/series/KXU3/markets/KXU3-26NOV-T4.3/candlesticks?start_ts=${end - 6 * 3600}&end_ts=${end + 7200}&period_interval=60`,
    );
    expect(body.candlesticks).toHaveLength(6);
    for (const candle of body.candlesticks) {
      expect(candle.end_period_ts % 3600).toBe(0);
      expect(candle.end_period_ts).toBeLessThanOrEqual(end);
      for (const field of ["open_dollars", "high_dollars", "low_dollars", "close_dollars"]) {
        dollars.parse(candle.yes_bid[field]);
      }
      count.parse(candle.volume_fp);
    }
  });

  it("answers unknown markets, series and routes with Kalshi's 404 error", async () => {
    for (const path of [
      `${KALSHI}/markets/NOPE`,
      `${KALSHI}/series/NOPE`,
      `${KALSHI}/nope`,
      "/kalshi/v1/markets",
    ]) {
      const res = await get(sim, path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
    }
  });

  it("rejects an out-of-range limit, a bad cursor and an unknown status", async () => {
    for (const query of ["limit=0", "limit=1001", "limit=abc", "cursor=zzz", "status=bogus"]) {
      expect((await get(sim, `${KALSHI}/markets?${query}`)).status, query).toBe(400);
    }
  });
});

describe("Polymarket shapes", () => {
  const sim = pinned();

  it("lists every catalog Gamma market as a bare array with JSON-encoded string lists", async () => {
    const body = await getJson<unknown[]>(sim, `${GAMMA}/markets?limit=500`);
    expect(Array.isArray(body)).toBe(true);
    const markets = body.map((m) => gammaMarket.parse(m));
    expect(new Set(markets.map((m) => m.id))).toEqual(openIds("polymarket"));
    for (const m of markets) {
      expect(m.outcomes).toEqual(["Yes", "No"]);
      expect(m.clobTokenIds).toHaveLength(2);
      const [yes, no] = m.outcomePrices.map(Number);
      expect((yes ?? 0) + (no ?? 0)).toBeCloseTo(1, 10);
    }
  });

  it("uses the catalog's slugs and YES token ids", async () => {
    const contracts = [...INSTRUMENTS.flatMap((i) => i.contracts), ...THEME_CONTRACTS].filter(
      (c) => c.venue === "polymarket",
    );
    for (const contract of contracts.slice(0, 8)) {
      const [market] = await getJson<{ slug: string; clobTokenIds: string }[]>(
        sim,
        `${GAMMA}/markets?id=${contract.marketId}`,
      );
      expect(market?.slug).toBe(contract.slug);
      expect(JSON.parse(market?.clobTokenIds ?? "[]")[0]).toBe(contract.yesTokenId);
    }
  });

  it("filters by slug and closed, and serves events with their markets", async () => {
    const bySlug = await getJson<{ slug: string }[]>(sim, `${GAMMA}/markets?slug=us-recession-in-2026`);
    expect(bySlug.map((m) => m.slug)).toEqual(["us-recession-in-2026"]);
    // Only the resolution calendar's markets (8-digit ids) are closed; the universe's all trade.
    const closed = await getJson<{ id: string; closed: boolean }[]>(sim, `${GAMMA}/markets?closed=true`);
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((m) => /^\d{8}$/.test(m.id) && m.closed)).toBe(true);
    const events = await getJson<unknown[]>(sim, `${GAMMA}/events?limit=100`);
    const parsed = events.map((e) => gammaEvent.parse(e));
    const fed = parsed.find((e) => e.markets.some((m) => m.slug.startsWith("fed-upper-bound-dec-2026")));
    expect(fed?.negRisk).toBe(true);
    expect(fed?.markets).toHaveLength(4);
    expect(new Set(parsed.map((e) => e.id)).size).toBe(parsed.length);
  });

  it("serves CLOB books, midpoints and price history in upstream shapes", async () => {
    const [market] = await getJson<{ clobTokenIds: string; outcomePrices: string }[]>(
      sim,
      `${GAMMA}/markets?limit=1`,
    );
    const [yes] = JSON.parse(market?.clobTokenIds ?? "[]") as string[];
    clobBook.parse(await getJson(sim, `${CLOB}/book?token_id=${yes}`));
    const mid = await getJson<{ mid: string }>(sim, `${CLOB}/midpoint?token_id=${yes}`);
    expect(mid.mid).toBe(JSON.parse(market?.outcomePrices ?? "[]")[0]);
    const history = await getJson<{ history: { t: number; p: number }[] }>(
      sim,
      `${CLOB}/prices-history?market=${yes}&interval=1d&fidelity=60`,
    );
    expect(history.history.length).toBeGreaterThanOrEqual(24);
    for (const point of history.history) {
      expect(Number.isInteger(point.t)).toBe(true);
      expect(point.p).toBeGreaterThan(0);
      expect(point.p).toBeLessThan(1);
    }
  });

  it("answers unknown tokens, ids and routes with 404 JSON", async () => {
    for (const path of [
      `${CLOB}/book?token_id=123`,
      `${GAMMA}/markets/1`,
      `${GAMMA}/nope`,
      `${CLOB}/nope`,
      "/polymarket/x",
      "/nope",
    ]) {
      const res = await get(sim, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toHaveProperty("error");
    }
  });
});

describe("provenance", () => {
  it("marks every answer, errors and control included, as synthetic", async () => {
    const sim = pinned();
    const paths = [
      `${KALSHI}/markets?limit=1`,
      `${GAMMA}/markets?limit=1`,
      `${CLOB}/book?token_id=1`,
      "/",
      "/nope",
      "/_control/state",
    ];
    for (const path of paths)
      expect((await get(sim, path)).headers.get("X-Pix-Simulator"), path).toBe("synthetic");
  });
});
