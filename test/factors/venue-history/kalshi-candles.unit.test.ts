import { describe, expect, it } from "vitest";
import {
  candleProbability,
  fetchKalshiCandleHistory,
  KALSHI_WINDOW_HOURS,
} from "../../../src/venues/kalshi/kalshi-candles.ts";
import hostile from "../../fixtures/upstreams/kalshi/candlesticks-hostile.json";
import candles from "../../fixtures/upstreams/kalshi/candlesticks-KXAILAYOFFS-27-Y.json";
import tooMany from "../../fixtures/upstreams/kalshi/candlesticks-too-many.json";
import errorPage from "../../fixtures/upstreams/kalshi/error-page.html?raw";
import { json, type Responder, testClient, text } from "../../support/fake-upstream.ts";

const BASE = "https://kalshi.test/trade-api/v2";
const PATH = "/trade-api/v2/series/KXAILAYOFFS/markets/KXAILAYOFFS-27-Y/candlesticks";
const at = (iso: string) => Date.parse(iso) / 1000;
// One window around the fixture's afternoon of 20 November 2026.
const WINDOW = { startS: at("2026-11-20T12:00:00Z"), endS: at("2026-11-21T12:00:00Z") };

function request(window = WINDOW) {
  return { baseUrl: BASE, seriesTicker: "KXAILAYOFFS", ticker: "KXAILAYOFFS-27-Y", ...window };
}

const answer =
  (body: unknown): Responder =>
  () =>
    json(body);

describe("a Kalshi candle's probability", () => {
  it("is the closing mid of a two-sided book at most 0.10 wide, else the closing trade, else nothing", async () => {
    const { client } = testClient(answer(candles));
    const result = await fetchKalshiCandleHistory(request(), client);
    if (!result.ok) throw new Error(result.reason);
    expect(result.observations).toEqual([
      { t_ms: Date.parse("2026-11-20T18:00:00Z"), p: 0.24 },
      // No trade this hour: the mid still stands.
      { t_ms: Date.parse("2026-11-20T19:00:00Z"), p: 0.245 },
      // An empty bid (0.0000): the closing trade.
      { t_ms: Date.parse("2026-11-20T20:00:00Z"), p: 0.25 },
      // 0.13 apart: too wide for the mid; the closing trade.
      { t_ms: Date.parse("2026-11-20T21:00:00Z"), p: 0.26 },
      // 22:00: one-sided and no trade, so no observation. 23:00: the older integer-cent fields.
      { t_ms: Date.parse("2026-11-20T23:00:00Z"), p: 0.28 },
    ]);
    expect(result).toMatchObject({ requests: 1, skipped: 0 });
  });

  it("prefers the dollar string to the integer cents and refuses a crossed book's mid", () => {
    const base = { end_period_ts: 1, price: { close_dollars: "0.2900" } };
    expect(
      candleProbability({
        ...base,
        yes_bid: { close_dollars: "0.4000", close: 10 },
        yes_ask: { close_dollars: "0.4200", close: 90 },
      }),
    ).toBeCloseTo(0.41, 12);
    expect(
      candleProbability({
        ...base,
        yes_bid: { close_dollars: "0.3000" },
        yes_ask: { close_dollars: "0.2800" },
      }),
    ).toBe(0.29);
    expect(
      candleProbability({ ...base, yes_bid: null, yes_ask: null, price: { close_dollars: "0.0000" } }),
    ).toBe(null);
    expect(candleProbability({ ...base, yes_bid: { close_dollars: "1e-1" }, yes_ask: null })).toBeUndefined();
  });
});

describe("fetchKalshiCandleHistory", () => {
  it("asks for hourly candles in windows under Kalshi's 5,000-candle ceiling, each instant once", async () => {
    const { client, requests } = testClient(answer({ ticker: "KXAILAYOFFS-27-Y", candlesticks: [] }));
    const endS = at("2026-11-22T15:00:00Z");
    const startS = endS - 600 * 86_400;
    const result = await fetchKalshiCandleHistory(request({ startS, endS }), client);
    expect(result).toMatchObject({ ok: true, requests: 3, observations: [] });
    expect(requests.map((r) => r.url.pathname)).toEqual([PATH, PATH, PATH]);
    const windows = requests.map((r) => ({
      start: Number(r.url.searchParams.get("start_ts")),
      end: Number(r.url.searchParams.get("end_ts")),
      period: r.url.searchParams.get("period_interval"),
    }));
    expect(windows[0]?.start).toBe(startS);
    expect(windows.at(-1)?.end).toBe(endS);
    windows.forEach((window, i) => {
      expect(window.period).toBe("60");
      expect(window.end - window.start).toBeLessThanOrEqual(KALSHI_WINDOW_HOURS * 3_600);
      if (i > 0) expect(window.start).toBe((windows[i - 1]?.end ?? 0) + 1);
    });
  });

  it("skips malformed candles, counts them, and ignores candles outside the window asked for", async () => {
    const { client } = testClient(answer(hostile));
    const result = await fetchKalshiCandleHistory(request(), client);
    if (!result.ok) throw new Error(result.reason);
    expect(result.observations).toEqual([
      { t_ms: Date.parse("2026-11-20T18:00:00Z"), p: 0.24 },
      { t_ms: Date.parse("2026-11-21T01:00:00Z"), p: 0.29 },
    ]);
    // A string, negative or fractional time; unreadable and out-of-range prices; sides that are not
    // objects; an exponent; null and a string in place of a candle.
    expect(result.skipped).toBe(9);
  });

  it("reads Kalshi's null list as no candles", async () => {
    const { client } = testClient(answer({ ticker: "KXAILAYOFFS-27-Y", candlesticks: null }));
    expect(await fetchKalshiCandleHistory(request(), client)).toMatchObject({ ok: true, observations: [] });
  });

  it("fails as a whole when one window fails, with the client's reason and never the upstream's text", async () => {
    let calls = 0;
    const { client } = testClient(
      () => {
        calls++;
        return calls === 2 ? json(tooMany, 400) : json(candles);
      },
      { maxRetries: 0 },
    );
    const endS = at("2026-11-22T15:00:00Z");
    const result = await fetchKalshiCandleHistory(request({ startS: endS - 600 * 86_400, endS }), client);
    expect(result).toEqual({ ok: false, reason: "http_4xx", status: 400, detail: null });
    expect(JSON.stringify(result)).not.toContain("too many");
  });

  it("turns an HTML error page and a broken envelope into failures", async () => {
    const page = testClient(() => text(errorPage, 200), { maxRetries: 0 });
    expect(await fetchKalshiCandleHistory(request(), page.client)).toMatchObject({
      ok: false,
      reason: "not_json",
    });
    const broken = testClient(answer({ candlesticks: "none" }));
    expect(await fetchKalshiCandleHistory(request(), broken.client)).toMatchObject({
      ok: false,
      reason: "invalid_shape",
      detail: "candlesticks",
    });
  });
});
