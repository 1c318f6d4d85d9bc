import { describe, expect, it } from "vitest";
import {
  fetchPolymarketPriceHistory,
  POLYMARKET_WINDOW_DAYS,
} from "../../../src/venues/polymarket/polymarket-prices.ts";
import real from "../../fixtures/upstreams/polymarket/prices-history-701920.json";
import hostilePoints from "../../fixtures/upstreams/polymarket/prices-history-hostile.json";
import tooLong from "../../fixtures/upstreams/polymarket/prices-history-too-long.json";
import { json, testClient } from "../../support/fake-upstream.ts";

const CLOB = "https://clob.test";
const TOKEN = "71058712130958123671259238215036851398234123891237812937128937129837129812731";
const at = (iso: string) => Date.parse(iso) / 1000;
const WINDOW = { startS: at("2026-11-20T12:00:00Z"), endS: at("2026-11-20T23:00:00Z") };

const request = (window = WINDOW) => ({ clobUrl: CLOB, tokenId: TOKEN, ...window });

describe("fetchPolymarketPriceHistory", () => {
  it("reads `{history: [{t, p}]}` as observations in time order", async () => {
    const { client, requests } = testClient(() => json(real));
    const result = await fetchPolymarketPriceHistory(request(), client);
    if (!result.ok) throw new Error(result.reason);
    expect(result.observations).toEqual(real.history.map(({ t, p }) => ({ t_ms: t * 1000, p })));
    expect(result).toMatchObject({ requests: 1, skipped: 0 });
    const query = requests[0]?.url.searchParams;
    expect(requests[0]?.url.pathname).toBe("/prices-history");
    expect(Object.fromEntries(query ?? [])).toEqual({
      market: TOKEN,
      startTs: String(WINDOW.startS),
      endTs: String(WINDOW.endS),
      fidelity: "60",
    });
  });

  it("asks for 600 days in 14-day windows, under the CLOB's 15-day ceiling, each instant once", async () => {
    const { client, requests } = testClient(() => json({ history: [] }));
    const endS = at("2026-11-22T15:00:00Z");
    const startS = endS - 600 * 86_400;
    expect(await fetchPolymarketPriceHistory(request({ startS, endS }), client)).toMatchObject({
      ok: true,
      requests: 43,
    });
    const windows = requests.map((r) => [
      Number(r.url.searchParams.get("startTs")),
      Number(r.url.searchParams.get("endTs")),
    ]);
    expect(windows[0]?.[0]).toBe(startS);
    expect(windows.at(-1)?.[1]).toBe(endS);
    windows.forEach(([from = 0, to = 0], i) => {
      expect(to - from).toBeLessThanOrEqual(POLYMARKET_WINDOW_DAYS * 86_400);
      expect(to - from).toBeLessThan(15 * 86_400);
      if (i > 0) expect(from).toBe((windows[i - 1]?.[1] ?? 0) + 1);
    });
  });

  it("skips malformed points, keeps a repeated instant once (the later answer) and drops points outside the window", async () => {
    const { client } = testClient(() => json(hostilePoints));
    const wide = await fetchPolymarketPriceHistory(
      request({ startS: WINDOW.startS, endS: at("2026-11-21T12:00:00Z") }),
      client,
    );
    if (!wide.ok) throw new Error(wide.reason);
    expect(wide.observations).toEqual([
      { t_ms: Date.parse("2026-11-20T18:00:00Z"), p: 0.245 },
      { t_ms: Date.parse("2026-11-21T01:00:00Z"), p: 0.28 },
    ]);
    const narrow = await fetchPolymarketPriceHistory(request(), client);
    expect(narrow.ok && narrow.observations).toEqual([
      { t_ms: Date.parse("2026-11-20T18:00:00Z"), p: 0.245 },
    ]);
    const result = wide;
    // A string time, a string price, prices above 1 and below 0, a fractional time, a missing price, a
    // missing time, null and an array.
    expect(result.skipped).toBe(9);
  });

  it("drops the extra current-price point a live market appends after endTs", async () => {
    const { client } = testClient(() =>
      json({ history: [...real.history, { t: WINDOW.endS + 7_200, p: 0.4 }] }),
    );
    const result = await fetchPolymarketPriceHistory(request(), client);
    expect(result.ok && result.observations.map((o) => o.p)).not.toContain(0.4);
  });

  it("fails as a whole on the CLOB's 'interval is too long' refusal and on a broken envelope", async () => {
    const refused = testClient(() => json(tooLong, 400), { maxRetries: 0 });
    const result = await fetchPolymarketPriceHistory(request(), refused.client);
    expect(result).toEqual({ ok: false, reason: "http_4xx", status: 400, detail: null });
    const broken = testClient(() => json({ prices: [] }));
    expect(await fetchPolymarketPriceHistory(request(), broken.client)).toMatchObject({
      ok: false,
      reason: "invalid_shape",
      detail: "history",
    });
  });
});
