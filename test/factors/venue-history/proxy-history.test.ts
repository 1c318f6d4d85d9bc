import { describe, expect, it } from "vitest";
import { THEME_CONTRACTS } from "../../../src/catalog/definitions.ts";
import type { ThemeContractDef } from "../../../src/catalog/types.ts";
import {
  type EquitySession,
  probabilitiesAtClose,
  sessionCloseUtcMs,
} from "../../../src/domain/factors/index.ts";
import {
  closeDateOf,
  createProxyHistoryCache,
  lastObservationPerClose,
  PROXY_HISTORY_FAILURE_TTL_MS,
  PROXY_HISTORY_TTL_MS,
  proxyHistoryPacing,
  readProxyHistories,
  readProxyHistory,
} from "../../../src/factors/venue-history/index.ts";
import { createHttpClient, type FetchLike } from "../../../src/venues/http/client.ts";
import candles from "../../fixtures/upstreams/kalshi/candlesticks-KXAILAYOFFS-27-Y.json";
import { json, testClient } from "../../support/fake-upstream.ts";

const CONFIG = { kalshiBaseUrl: "https://kalshi.test/trade-api/v2", polymarketClobUrl: "https://clob.test" };
const NOW = Date.parse("2026-11-22T15:00:00Z");

function themeContract(theme: string, venue: "kalshi" | "polymarket"): ThemeContractDef {
  const found = THEME_CONTRACTS.find((c) => c.theme === theme && c.venue === venue);
  if (!found) throw new Error(`no ${venue} contract for ${theme}`);
  return found;
}

describe("one observation per 16:00 New York close", () => {
  it("assigns an instant to the first close at or after it, in EDT and in EST", () => {
    expect(closeDateOf(Date.parse("2026-07-01T20:00:00Z"))).toBe("2026-07-01");
    expect(closeDateOf(Date.parse("2026-07-01T20:00:01Z"))).toBe("2026-07-02");
    expect(closeDateOf(Date.parse("2026-11-20T21:00:00Z"))).toBe("2026-11-20");
    expect(closeDateOf(Date.parse("2026-11-20T20:30:00Z"))).toBe("2026-11-20");
    expect(closeDateOf(Date.parse("2026-11-20T21:00:01Z"))).toBe("2026-11-21");
  });

  it("keeps the last observation per close (the later of equal instants) and drops unusable ones", () => {
    const t = (iso: string) => Date.parse(iso);
    expect(
      lastObservationPerClose([
        { t_ms: t("2026-11-20T21:00:00Z"), p: 0.3 },
        { t_ms: t("2026-11-20T15:00:00Z"), p: 0.1 },
        { t_ms: t("2026-11-20T21:00:00Z"), p: 0.35 },
        { t_ms: t("2026-11-20T22:00:00Z"), p: 0.4 },
        { t_ms: Number.NaN, p: 0.5 },
        { t_ms: 1e300, p: 0.5 },
        { t_ms: t("2026-11-21T01:00:00Z"), p: 1.5 },
        { t_ms: t("2026-11-21T02:00:00Z"), p: Number.NaN },
      ]),
    ).toEqual([
      { t_ms: t("2026-11-20T21:00:00Z"), p: 0.35 },
      { t_ms: t("2026-11-20T22:00:00Z"), p: 0.4 },
    ]);
  });

  it("loses nothing the models' alignment reads: p at every session close is unchanged", () => {
    const sessions: EquitySession[] = [];
    for (let day = 0; day < 60; day++) {
      const date = new Date(Date.parse("2026-09-01T00:00:00Z") + day * 86_400_000).toISOString().slice(0, 10);
      if ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue;
      sessions.push({
        session_date: date,
        close_utc_ms: sessionCloseUtcMs(date),
        adjusted_close: null,
        close: 1,
      });
    }
    // Hourly observations with irregular gaps, across the November DST switch.
    const hourly = Array.from({ length: 60 * 24 }, (_, h) => ({
      t_ms: Date.parse("2026-08-31T00:00:00Z") + h * 3_600_000 + (h % 7) * 60_000,
      p: ((h * 37) % 100) / 100,
    })).filter((_, h) => h % 5 !== 0);
    expect(probabilitiesAtClose(sessions, lastObservationPerClose(hourly))).toEqual(
      probabilitiesAtClose(sessions, hourly),
    );
  });
});

describe("readProxyHistory", () => {
  const kalshiNo = themeContract("higher_for_longer", "kalshi");
  const kalshiYes = themeContract("ai_disruption", "kalshi");

  it("reads the adverse side: 1 − p for a contract whose adverse side is NO", async () => {
    expect(kalshiNo.adverseSide).toBe("no");
    const { client } = testClient(() => json(candles), { now: () => NOW });
    const yes = await readProxyHistory(kalshiYes, CONFIG, client, createProxyHistoryCache());
    const no = await readProxyHistory(kalshiNo, CONFIG, client, createProxyHistoryCache());
    if (yes.status !== "AVAILABLE" || no.status !== "AVAILABLE") throw new Error("unavailable");
    expect(yes.source).toBe("kalshi_candlesticks_60m");
    // The fixture's afternoon: the last observation at or before 16:00 EST (21:00Z) on the 20th, then
    // the 23:00Z candle for the 21st's close.
    expect(yes.observations).toEqual([
      { t_ms: Date.parse("2026-11-20T21:00:00Z"), p: 0.26 },
      { t_ms: Date.parse("2026-11-20T23:00:00Z"), p: 0.28 },
    ]);
    expect(no.observations.map((o) => o.p)).toEqual([0.74, 0.72]);
    expect(no).toMatchObject({
      factor_id: "higher_for_longer",
      market_id: kalshiNo.marketId,
      adverse_side: "no",
    });
  });

  it("fetches a contract at most once an hour, then again", async () => {
    // No pacing, so the virtual clock moves only when the test says.
    const { client, requests, clock } = testClient(() => json(candles), { minIntervalMs: 0 });
    const cache = createProxyHistoryCache();
    await readProxyHistory(kalshiYes, CONFIG, client, cache);
    expect(requests).toHaveLength(3);
    await clock.sleep(PROXY_HISTORY_TTL_MS - 1);
    const cached = await readProxyHistory(kalshiYes, CONFIG, client, cache);
    expect(requests).toHaveLength(3);
    expect(cached.status).toBe("AVAILABLE");
    await clock.sleep(1);
    await readProxyHistory(kalshiYes, CONFIG, client, cache);
    expect(requests).toHaveLength(6);
  });

  it("remembers a failure for five minutes, then asks again", async () => {
    const { client, requests, clock } = testClient(() => json({ error: "down" }, 503), {
      maxRetries: 0,
      minIntervalMs: 0,
    });
    const cache = createProxyHistoryCache();
    const failed = await readProxyHistory(kalshiYes, CONFIG, client, cache);
    expect(failed).toMatchObject({ status: "UNAVAILABLE", reason: "http_5xx", http_status: 503 });
    const made = requests.length;
    await clock.sleep(PROXY_HISTORY_FAILURE_TTL_MS - 1);
    await readProxyHistory(kalshiYes, CONFIG, client, cache);
    expect(requests).toHaveLength(made);
    await clock.sleep(1);
    await readProxyHistory(kalshiYes, CONFIG, client, cache);
    expect(requests.length).toBeGreaterThan(made);
  });

  it("answers missing_identifier for a catalog entry without its series ticker or YES token, with no request", async () => {
    const { client, requests } = testClient(() => json(candles));
    const { seriesTicker: _s, ...noSeries } = kalshiYes;
    const { yesTokenId: _t, ...noToken } = themeContract("ai_disruption", "polymarket");
    const cache = createProxyHistoryCache();
    for (const contract of [noSeries, noToken]) {
      expect(await readProxyHistory(contract, CONFIG, client, cache)).toMatchObject({
        status: "UNAVAILABLE",
        reason: "missing_identifier",
      });
    }
    expect(requests).toHaveLength(0);
  });
});

describe("proxyHistoryPacing", () => {
  it("spaces CLOB requests 20 ms apart and leaves Kalshi at the client's default", async () => {
    expect(proxyHistoryPacing(CONFIG)).toEqual({ "clob.test": 20 });
    expect(proxyHistoryPacing({ ...CONFIG, polymarketClobUrl: "not a url" })).toEqual({});
    const { client, sleeps } = testClient(() => json({ history: [] }), {
      minIntervalMsByHost: proxyHistoryPacing(CONFIG),
    });
    await readProxyHistory(
      themeContract("ai_disruption", "polymarket"),
      CONFIG,
      client,
      createProxyHistoryCache(),
    );
    expect(sleeps).toHaveLength(42);
    expect(Math.max(...sleeps)).toBeLessThanOrEqual(20);
  });
});

describe("readProxyHistories against the simulator over HTTP", () => {
  it("reads every theme contract: 600 days of closes from 3 Kalshi and 43 Polymarket requests each", async () => {
    const base = "http://proxy-history.sim";
    await fetch(`${base}/_control/clock`, { method: "POST", body: JSON.stringify({ now: NOW }) });
    const paths: string[] = [];
    const counting: FetchLike = (url, init) => {
      paths.push(new URL(url).pathname);
      return fetch(url, init);
    };
    const client = createHttpClient({ fetch: counting, minIntervalMs: 0, maxRetries: 0, now: () => NOW });
    const started = performance.now();
    const histories = await readProxyHistories(
      THEME_CONTRACTS,
      { kalshiBaseUrl: `${base}/kalshi/trade-api/v2`, polymarketClobUrl: `${base}/polymarket/clob` },
      client,
      createProxyHistoryCache(),
    );
    console.log(`12 theme histories over HTTP in ${Math.round(performance.now() - started)} ms`);
    expect(paths.filter((p) => p.endsWith("/candlesticks"))).toHaveLength(6 * 3);
    expect(paths.filter((p) => p.endsWith("/prices-history"))).toHaveLength(6 * 43);
    for (const history of histories) {
      if (history.status !== "AVAILABLE") throw new Error(`${history.market_id}: ${history.reason}`);
      expect(history.skipped).toBe(0);
      const days = (history.observations.at(-1)?.t_ms ?? 0) - (history.observations[0]?.t_ms ?? 0);
      // Every theme market opened in January 2025 except the recession pair an index shares (September).
      expect(days / 86_400_000, history.market_id).toBeGreaterThan(
        history.factor_id === "growth_stress" ? 440 : 590,
      );
      for (const { p } of history.observations) expect(p > 0 && p < 1).toBe(true);
    }
    const [kalshi, polymarket] = ["kalshi", "polymarket"].map((venue) =>
      histories.find((h) => h.factor_id === "energy_shock" && h.venue === venue),
    );
    if (kalshi?.status !== "AVAILABLE" || polymarket?.status !== "AVAILABLE") throw new Error("unavailable");
    // Both venues quote one theme path: their closes agree within a few points, most much closer.
    const poly = new Map(polymarket.observations.map((o) => [closeDateOf(o.t_ms), o.p]));
    const gaps = kalshi.observations.flatMap((o) => {
      const other = poly.get(closeDateOf(o.t_ms));
      return other === undefined ? [] : [Math.abs(other - o.p)];
    });
    expect(gaps.length).toBeGreaterThan(590);
    expect(Math.max(...gaps)).toBeLessThan(0.1);
    expect(gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length).toBeLessThan(0.03);
  }, 120_000);
});
