import { describe, expect, it } from "vitest";
import { marketKey, simulatedProbability, simulatedQuote } from "../../simulator/handler.ts";
import { INSTRUMENTS } from "../../src/catalog/definitions.ts";
import type { VenueId } from "../../src/catalog/types.ts";
import { GAMMA, gammaAll, get, KALSHI, kalshiAll, kalshiMid, MINUTE, pinned, T0 } from "./helpers.ts";

const VENUES: VenueId[] = ["kalshi", "polymarket"];
const MINUTES = 600;

/** A venue's mids for an instrument at an instant, in the catalog's contract order. */
function mids(symbol: string, venue: VenueId, at: number): number[] {
  const instrument = INSTRUMENTS.find((i) => i.symbol === symbol);
  return (instrument?.contracts ?? [])
    .filter((c) => c.venue === venue)
    .map((c) => simulatedProbability(marketKey(venue, c.marketId), at));
}

const ladders = INSTRUMENTS.filter((i) => i.methodology.calculationClass === "strike_ladder_expectation");

describe("determinism", () => {
  it("answers identical bodies for the same simulated minute, across instances and seconds", async () => {
    const paths = [
      `${KALSHI}/markets?limit=1000`,
      `${GAMMA}/markets?limit=500`,
      `${KALSHI}/events?with_nested_markets=true`,
    ];
    for (const path of paths) {
      const a = await (await get(pinned(), path)).text();
      const b = await (await get(pinned(), path)).text();
      const c = await (await get(pinned({}, T0 + 25_000), path)).text();
      expect(b, path).toBe(a);
      expect(c, path).toBe(a);
    }
  });

  it("moves prices from one minute to the next", async () => {
    const now = await kalshiAll(pinned());
    const next = await kalshiAll(pinned({}, T0 + MINUTE));
    const changed = now.filter((m, i) => m.yes_bid_dollars !== next[i]?.yes_bid_dollars).length;
    expect(changed / now.length).toBeGreaterThan(0.3);
    const gammaNow = await gammaAll(pinned());
    const gammaNext = await gammaAll(pinned({}, T0 + MINUTE));
    expect(gammaNow.filter((m, i) => m.outcomePrices !== gammaNext[i]?.outcomePrices).length).toBeGreaterThan(
      5,
    );
  });

  it("serves exactly the mids of the pure model", async () => {
    for (const market of await kalshiAll(pinned())) {
      const mid = kalshiMid(market);
      if (mid !== null) expect(mid, market.ticker).toBe(simulatedProbability(`kalshi:${market.ticker}`, T0));
    }
    for (const market of await gammaAll(pinned())) {
      expect(Number(JSON.parse(market.outcomePrices)[0])).toBe(
        simulatedProbability(`polymarket:${market.id}`, T0),
      );
    }
  });

  it("throws on an unknown market key", () => {
    expect(() => simulatedProbability("kalshi:NOPE", T0)).toThrow(RangeError);
  });
});

describe("coherence", () => {
  it("keeps strike ladders mostly monotone, with rare small deliberate violations", () => {
    let checked = 0;
    let violated = 0;
    for (const instrument of ladders) {
      for (const venue of VENUES) {
        for (let m = 0; m < MINUTES; m++) {
          const ps = mids(instrument.symbol, venue, T0 + m * MINUTE);
          if (ps.length === 0) continue;
          checked++;
          const rises = ps.slice(1).map((p, k) => p - (ps[k] ?? 0));
          if (rises.some((rise) => rise > 0)) violated++;
          for (const rise of rises) expect(rise).toBeLessThanOrEqual(0.02);
        }
      }
    }
    expect(violated / checked).toBeLessThan(0.06);
    expect(violated).toBeGreaterThan(0);
  });

  it("keeps categorical outcomes of one event summing to about 1", () => {
    const categorical = INSTRUMENTS.filter(
      (i) => i.methodology.calculationClass === "categorical_expectation",
    );
    expect(categorical.length).toBeGreaterThan(0);
    for (const instrument of categorical) {
      for (const venue of VENUES) {
        for (let m = 0; m < MINUTES; m++) {
          const sum = mids(instrument.symbol, venue, T0 + m * MINUTE).reduce((a, b) => a + b, 0);
          expect(Math.abs(sum - 1)).toBeLessThanOrEqual(0.05);
        }
      }
    }
  });

  it("quotes both venues' copies of a contract at close but not identical levels", () => {
    let differ = 0;
    let total = 0;
    for (const instrument of INSTRUMENTS) {
      if (instrument.methodology.venueWeights.polymarket === 0) continue;
      for (let m = 0; m < 60; m++) {
        const at = T0 + m * MINUTE;
        const a = mids(instrument.symbol, "kalshi", at);
        const b = mids(instrument.symbol, "polymarket", at);
        a.forEach((p, k) => {
          total++;
          if (p !== b[k]) differ++;
          expect(Math.abs(p - (b[k] ?? 0))).toBeLessThan(0.15);
        });
      }
    }
    expect(differ / total).toBeGreaterThan(0.3);
  });

  it("quotes two-sided books 1 to 4 cents wide, with about 1 market in 50 one-sided", () => {
    const keys = INSTRUMENTS.flatMap((i) => i.contracts.map((c) => marketKey(c.venue, c.marketId)));
    let quotes = 0;
    let oneSided = 0;
    for (const key of keys) {
      for (let m = 0; m < MINUTES; m++) {
        const q = simulatedQuote(key, T0 + m * MINUTE);
        quotes++;
        expect(q.spreadCents).toBeGreaterThanOrEqual(1);
        expect(q.spreadCents).toBeLessThanOrEqual(4);
        if (q.bidCents === null || q.askCents === null) {
          oneSided++;
          expect(q.bidCents === null && q.askCents === null).toBe(false);
          continue;
        }
        expect(q.askCents - q.bidCents).toBe(q.spreadCents);
        expect(q.bidCents).toBeGreaterThanOrEqual(1);
        expect(q.askCents).toBeLessThanOrEqual(99);
        expect((q.bidCents + q.askCents) / 200).toBe(q.mid);
      }
    }
    expect(oneSided / quotes).toBeGreaterThan(0.005);
    expect(oneSided / quotes).toBeLessThan(0.04);
  });

  it("shows an empty side the way each venue does (0 bid / 1 ask, empty book side)", async () => {
    const key = "kalshi:KXCPIYOY-26NOV-T3.0";
    let minute = 0;
    while (simulatedQuote(key, T0 + minute * MINUTE).bidCents !== null) minute++;
    const sim = pinned({}, T0 + minute * MINUTE);
    const [market] = await kalshiAll(sim, "&tickers=KXCPIYOY-26NOV-T3.0");
    expect(market?.yes_bid_dollars).toBe("0.0000");
    expect(market?.no_ask_dollars).toBe("1.0000");
    const book = await (await get(sim, `${KALSHI}/markets/KXCPIYOY-26NOV-T3.0/orderbook`)).json();
    expect(book).toMatchObject({ orderbook_fp: { yes_dollars: null } });
  });

  it("writes synthetic history from the pure model with no HTTP", () => {
    const key = marketKey("kalshi", "KXRECSSNBER-26-Y");
    const history = Array.from({ length: 1440 }, (_, m) => simulatedProbability(key, T0 - m * MINUTE));
    expect(new Set(history).size).toBeGreaterThan(10);
    for (const p of history) expect(p > 0 && p < 1).toBe(true);
  });
});
