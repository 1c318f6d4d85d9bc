/**
 * How a feed looks up a market a subscriber asked for (`FeedAdapter.resolveKey`), against the venues'
 * recorded REST shapes and hostile ones: the stream key, or why the market cannot be followed.
 */
import { describe, expect, it } from "vitest";
import { FEED_ADAPTERS, type FeedEnv } from "../../../src/stream/venue-feed/adapters.ts";
import orderbook from "../../fixtures/upstreams/kalshi/orderbook-KXFED-26DEC-T3.75.json";
import gammaHostile from "../../fixtures/upstreams/polymarket/gamma-markets-hostile.json";
import gammaPage from "../../fixtures/upstreams/polymarket/gamma-markets-page-1.json";
import { json, testClient, text } from "../../support/fake-upstream.ts";

/** Local addresses: every request is answered by the fake upstream. */
const ENV = {
  KALSHI_BASE_URL: "http://127.0.0.1:8788/kalshi/trade-api/v2",
  POLYMARKET_GAMMA_URL: "http://127.0.0.1:8788/polymarket/gamma",
} as FeedEnv;

type Gamma = (typeof gammaPage)[number];
const market = gammaPage[0] as Gamma;
const tokens = JSON.parse(market.clobTokenIds) as string[];

describe("Kalshi resolveKey", () => {
  it("streams a market by its ticker once the venue's order book answers", async () => {
    const { client, requests } = testClient(() => json(orderbook));
    expect(await FEED_ADAPTERS.kalshi.resolveKey(ENV, "KXFED-26DEC-T3.75", client)).toEqual({
      ok: true,
      key: "KXFED-26DEC-T3.75",
    });
    expect(requests[0]?.url.pathname).toBe("/kalshi/trade-api/v2/markets/KXFED-26DEC-T3.75/orderbook");
  });

  it("says unknown for a 404 and unreachable for a failure or an error page", async () => {
    const missing = testClient(() => json({ error: { code: "not_found" } }, 404));
    expect(await FEED_ADAPTERS.kalshi.resolveKey(ENV, "KXNOSUCH", missing.client)).toEqual({
      ok: false,
      reason: "unknown",
    });
    const down = testClient(() => text("<html>bad gateway</html>", 502), { maxRetries: 0 });
    expect(await FEED_ADAPTERS.kalshi.resolveKey(ENV, "KXFED-26DEC-T3.75", down.client)).toEqual({
      ok: false,
      reason: "unreachable",
    });
  });
});

describe("Polymarket resolveKey", () => {
  it("streams a market by its YES token, read from Gamma's market", async () => {
    const { client, requests } = testClient(() => json(market));
    expect(await FEED_ADAPTERS.polymarket.resolveKey(ENV, market.id, client)).toEqual({
      ok: true,
      key: tokens[0],
    });
    expect(requests[0]?.url.pathname).toBe(`/polymarket/gamma/markets/${market.id}`);
  });

  it("takes the outcome labelled Yes wherever it stands", async () => {
    const flipped = {
      ...market,
      outcomes: JSON.stringify(["No", "Yes"]),
      clobTokenIds: JSON.stringify([tokens[1], tokens[0]]),
    };
    const { client } = testClient(() => json(flipped));
    expect(await FEED_ADAPTERS.polymarket.resolveKey(ENV, market.id, client)).toEqual({
      ok: true,
      key: tokens[0],
    });
  });

  it("says closed for a market without a live book, unknown for a 404", async () => {
    const closed = testClient(() => json({ ...market, closed: true, active: false }));
    expect(await FEED_ADAPTERS.polymarket.resolveKey(ENV, market.id, closed.client)).toEqual({
      ok: false,
      reason: "closed",
    });
    const missing = testClient(() => json({ type: "not found" }, 404));
    expect(await FEED_ADAPTERS.polymarket.resolveKey(ENV, "999999999", missing.client)).toEqual({
      ok: false,
      reason: "unknown",
    });
  });

  it("refuses hostile answers: another market's record, mismatched arrays, a list, junk", async () => {
    const hostile = (id: string) => gammaHostile.find((m) => m.id === id);
    const cases: [string, unknown][] = [
      [market.id, { ...market, id: "1" }],
      ["516712", hostile("516712")],
      ["516714", hostile("516714")],
      [market.id, [market]],
      [market.id, "not a market"],
    ];
    for (const [asked, answer] of cases) {
      const { client } = testClient(() => json(answer));
      expect((await FEED_ADAPTERS.polymarket.resolveKey(ENV, asked, client)).ok).toBe(false);
    }
  });
});
