import { describe, expect, it } from "vitest";
import { MAX_WINDOW_SECONDS } from "../../simulator/clob.ts";
import { plantedLogReturn } from "../../simulator/equity-prices.ts";
import { simEquity } from "../../simulator/equity-universe.ts";
import { simulatedProbability } from "../../simulator/handler.ts";
import { marketKey } from "../../simulator/structures.ts";
import { themeAdverseProbability } from "../../simulator/theme-paths.ts";
import { THEME_CONTRACTS } from "../../src/catalog/definitions.ts";
import { FACTOR_THEMES } from "../../src/catalog/types.ts";
import { newYorkInstant } from "../../src/domain/new-york-calendar.ts";
import { CLOB, get, getJson, KALSHI, pinned } from "./helpers.ts";

const NOW = Date.parse("2026-11-22T15:00:00Z");
const HOUR = 3_600_000;
const DAY = 86_400_000;
const nowS = Math.floor(NOW / 1000);

interface Candle {
  end_period_ts: number;
  yes_bid: { close_dollars: string };
  yes_ask: { close_dollars: string };
}

function contract(theme: string, venue: "kalshi" | "polymarket") {
  const found = THEME_CONTRACTS.find((c) => c.theme === theme && c.venue === venue);
  if (!found) throw new Error(`no ${venue} contract for ${theme}`);
  return found;
}

describe("theme paths", () => {
  it("are deterministic probabilities that move about two points a day", () => {
    for (const theme of FACTOR_THEMES) {
      const changes: number[] = [];
      for (let day = 1; day <= 420; day++) {
        const p = themeAdverseProbability(theme, NOW - day * DAY);
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThan(1);
        expect(themeAdverseProbability(theme, NOW - day * DAY)).toBe(p);
        changes.push(p - themeAdverseProbability(theme, NOW - (day + 1) * DAY));
      }
      const sd = Math.sqrt(changes.reduce((sum, d) => sum + d * d, 0) / changes.length);
      expect(sd, theme).toBeGreaterThan(0.005);
      expect(sd, theme).toBeLessThan(0.06);
    }
  });

  it("drive both venues' theme contracts in the adverse direction, a NO-adverse contract inverted", () => {
    for (const c of THEME_CONTRACTS) {
      for (let hour = 0; hour < 48; hour += 6) {
        const at = NOW - hour * HOUR;
        const yes = simulatedProbability(marketKey(c.venue, c.marketId), at);
        const adverse = c.adverseSide === "yes" ? yes : 1 - yes;
        expect(Math.abs(adverse - themeAdverseProbability(c.theme, at)), c.marketId).toBeLessThan(0.05);
      }
    }
  });

  it("plant exposures only where the equity universe says so", () => {
    const from = "2026-11-19";
    const to = "2026-11-20";
    const dp = (theme: (typeof FACTOR_THEMES)[number]) =>
      themeAdverseProbability(theme, newYorkInstant(to, 16, 0)) -
      themeAdverseProbability(theme, newYorkInstant(from, 16, 0));
    const apple = simEquity("AAPL");
    const coke = simEquity("KO");
    if (!apple || !coke) throw new Error("simulated equities missing");
    expect(plantedLogReturn(apple, from, to)).toBeCloseTo(
      -0.3 * dp("ai_disruption") - 0.35 * dp("trade_friction"),
      12,
    );
    expect(plantedLogReturn(coke, from, to)).toBe(0);
    expect(plantedLogReturn(apple, null, to)).toBe(0);
  });
});

describe("history endpoints over 420 days and more", () => {
  const sim = pinned({}, NOW);

  it("serve Kalshi hourly candlesticks for 600 days in windows under 5,000 candles, none before the open", async () => {
    const c = contract("ai_disruption", "kalshi");
    const start = nowS - 600 * 86_400;
    const span = 4_800 * 3_600;
    const candles: Candle[] = [];
    for (let from = start; from <= nowS; from += span + 1) {
      const body = await getJson<{ candlesticks: Candle[] }>(
        sim,
        `${KALSHI}/series/${c.seriesTicker}/markets/${c.marketId}/candlesticks?start_ts=${from}&end_ts=${Math.min(nowS, from + span)}&period_interval=60`,
      );
      candles.push(...body.candlesticks);
    }
    const days = (candles.length * HOUR) / DAY;
    expect(days).toBeGreaterThan(420);
    expect(new Set(candles.map((candle) => candle.end_period_ts)).size).toBe(candles.length);
    // The theme markets opened 2025-01-06; a window before that is empty.
    const before = await getJson<{ candlesticks: Candle[] }>(
      sim,
      `${KALSHI}/series/${c.seriesTicker}/markets/${c.marketId}/candlesticks?start_ts=${Date.parse("2024-12-01T00:00:00Z") / 1000}&end_ts=${Date.parse("2025-01-06T00:00:00Z") / 1000}&period_interval=60`,
    );
    expect(before.candlesticks).toEqual([]);
    const tooMany = await get(
      sim,
      `${KALSHI}/series/${c.seriesTicker}/markets/${c.marketId}/candlesticks?start_ts=${start}&end_ts=${nowS}&period_interval=60`,
    );
    expect(tooMany.status).toBe(400);
  });

  it("serve Polymarket prices-history in windows of at most 15 days, refusing longer ones as the CLOB does", async () => {
    const c = contract("energy_shock", "polymarket");
    const points: { t: number; p: number }[] = [];
    for (let from = nowS - 430 * 86_400; from <= nowS; from += MAX_WINDOW_SECONDS + 1) {
      const body = await getJson<{ history: { t: number; p: number }[] }>(
        sim,
        `${CLOB}/prices-history?market=${c.yesTokenId}&startTs=${from}&endTs=${Math.min(nowS, from + MAX_WINDOW_SECONDS)}&fidelity=60`,
      );
      points.push(...body.history);
    }
    expect(points.length).toBeGreaterThan(420 * 24);
    const tooLong = await get(
      sim,
      `${CLOB}/prices-history?market=${c.yesTokenId}&startTs=${nowS - MAX_WINDOW_SECONDS - 1}&endTs=${nowS}&fidelity=60`,
    );
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      error: "invalid filters: 'startTs' and 'endTs' interval is too long",
    });
  });

  it("serve candles whose closing mid is the theme's level", async () => {
    const c = contract("trade_friction", "kalshi");
    const end = Math.floor(NOW / HOUR) * 3_600;
    const { candlesticks } = await getJson<{ candlesticks: Candle[] }>(
      sim,
      `${KALSHI}/series/${c.seriesTicker}/markets/${c.marketId}/candlesticks?start_ts=${end - 24 * 3_600}&end_ts=${end}&period_interval=60`,
    );
    const twoSided = candlesticks.filter(
      (candle) => candle.yes_bid.close_dollars !== "0.0000" && candle.yes_ask.close_dollars !== "1.0000",
    );
    expect(twoSided.length).toBeGreaterThan(20);
    for (const candle of twoSided) {
      const mid = (Number(candle.yes_bid.close_dollars) + Number(candle.yes_ask.close_dollars)) / 2;
      const level = themeAdverseProbability("trade_friction", candle.end_period_ts * 1000);
      expect(Math.abs(mid - level)).toBeLessThan(0.05);
    }
  });
});
