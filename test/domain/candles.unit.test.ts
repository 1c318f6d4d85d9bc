import { describe, expect, it } from "vitest";
import {
  bucketStart,
  candlesFromHours,
  computeCandles,
  type MinuteQuote,
  type Resolution,
  type SpanSummary,
  summarizeSpan,
  type TradePrint,
} from "../../src/domain/candles.ts";
import referenceJson from "../fixtures/candles/reference.json";

const T0 = Date.parse("2026-03-20T10:00:00Z");
const MIN = 60_000;
const q = (minute: number, mid: string | null, volume: string | null = null, oi: string | null = null) =>
  ({ minuteMs: T0 + minute * MIN, mid, volume_usd: volume, open_interest_usd: oi }) satisfies MinuteQuote;
const t = (ms: number, price: string, size: string): TradePrint => ({ price, size, timeMs: T0 + ms });

describe("computeCandles", () => {
  it("aligns buckets to UTC multiples of the resolution", () => {
    expect(bucketStart(Date.parse("2026-03-20T10:47:13Z"), "15m")).toBe(Date.parse("2026-03-20T10:45:00Z"));
    expect(bucketStart(Date.parse("2026-03-20T10:47:13Z"), "4h")).toBe(Date.parse("2026-03-20T08:00:00Z"));
    expect(bucketStart(Date.parse("2026-03-20T10:47:13Z"), "1d")).toBe(Date.parse("2026-03-20T00:00:00Z"));
  });

  it("takes the mid's OHLC from two-sided minutes as written, the venue's last totals, and omits empty buckets", () => {
    const quotes = [
      q(4, "0.45", "100.00", "50.00"),
      q(0, "0.40", "90.00"),
      q(1, null, "95.00", "40.00"),
      q(2, "0.4700"),
      q(3, "0.38"),
    ];
    // 10:00–10:05: minutes 0..4; 10:05–10:10 empty; 10:10: one one-sided minute.
    quotes.push(q(11, null, null, null));
    const candles = computeCandles(quotes, null, "5m", T0, T0 + 15 * MIN);
    expect(candles).toEqual([
      {
        startMs: T0,
        endMs: T0 + 5 * MIN,
        mid: { open: "0.40", high: "0.4700", low: "0.38", close: "0.45", minutes: 4 },
        quote_minutes: 5,
        volume_usd: "100.00",
        open_interest_usd: "50.00",
        trades: null,
      },
      {
        startMs: T0 + 10 * MIN,
        endMs: T0 + 15 * MIN,
        mid: null,
        quote_minutes: 1,
        volume_usd: null,
        open_interest_usd: null,
        trades: null,
      },
    ]);
  });

  it("keeps the last reported total when the last minute reported none", () => {
    const [candle] = computeCandles(
      [q(0, "0.5", "10.00", "7.00"), q(1, "0.5")],
      null,
      "1h",
      T0,
      T0 + 60 * MIN,
    );
    expect(candle).toMatchObject({ volume_usd: "10.00", open_interest_usd: "7.00" });
  });

  it("computes trade OHLC in venue-time order, the exact volume and the count", () => {
    const trades = [
      t(30_000, "0.52", "10.5"),
      t(1_000, "0.50", "0.25"),
      t(59_999, "0.49", "4"),
      t(20_000, "0.55", "0.000001"),
    ];
    const [candle] = computeCandles([], trades, "1m", T0, T0 + MIN);
    expect(candle).toEqual({
      startMs: T0,
      endMs: T0 + MIN,
      mid: null,
      quote_minutes: 0,
      volume_usd: null,
      open_interest_usd: null,
      trades: {
        price: { open: "0.50", high: "0.55", low: "0.49", close: "0.49" },
        volume: "14.750001",
        count: 4,
      },
    });
  });

  it("says zero trades when trades are known but none fell in the bucket", () => {
    const [candle] = computeCandles([q(0, "0.5")], [], "1m", T0, T0 + MIN);
    expect(candle?.trades).toEqual({ price: null, volume: "0", count: 0 });
  });

  it("leaves out rows and prints outside the window and values that are not plain decimals", () => {
    const candles = computeCandles(
      [q(-1, "0.9"), q(0, "1e-1"), q(1, "0.3"), q(60, "0.9")],
      [t(-1, "0.9", "1"), t(0, "0.3", "1.1234567"), t(1, "0.31", "2")],
      "1h",
      T0,
      T0 + 60 * MIN,
    );
    expect(candles).toHaveLength(1);
    expect(candles[0]?.mid).toEqual({ open: "0.3", high: "0.3", low: "0.3", close: "0.3", minutes: 1 });
    expect(candles[0]?.quote_minutes).toBe(2);
    expect(candles[0]?.trades).toEqual({
      price: { open: "0.31", high: "0.31", low: "0.31", close: "0.31" },
      volume: "2",
      count: 1,
    });
  });
});

interface ReferenceFixture {
  quotes: MinuteQuote[];
  trades: TradePrint[];
  cases: { resolution: Resolution; fromMs: number; toMs: number; withTrades: boolean; expected: unknown }[];
}

describe("computeCandles against the reference recomputation (scripts/reference/candles.py)", () => {
  const fixture = referenceJson as ReferenceFixture;
  for (const c of fixture.cases) {
    it(`${c.resolution} ${c.withTrades ? "with" : "without"} trades`, () => {
      expect(
        computeCandles(fixture.quotes, c.withTrades ? fixture.trades : null, c.resolution, c.fromMs, c.toMs),
      ).toEqual(c.expected);
    });
  }
});

describe("candles from hour summaries", () => {
  const HOUR = 60 * MIN;
  const DAY0 = Date.parse("2026-03-20T00:00:00Z");

  /** A small seeded generator (mulberry32), so a failure replays. */
  function random(seed: number) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let x = Math.imul(a ^ (a >>> 15), 1 | a);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
  }

  function hourSummaries(quotes: MinuteQuote[], prints: TradePrint[], fromMs: number, toMs: number) {
    const hours: SpanSummary[] = [];
    for (let h = fromMs; h < toMs; h += HOUR) {
      const summary = summarizeSpan(quotes, prints, h, h + HOUR);
      if (summary) hours.push(summary);
    }
    return hours;
  }

  it("equals computeCandles at 1h, 4h and 1d for random minutes and prints", () => {
    const next = random(37);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
    const prices = ["0.4", "0.40", "0.41", "0.395", "0.5", "0.05", "1", "0.999999", "x"];
    for (let round = 0; round < 40; round++) {
      const fromMs = DAY0;
      const toMs = DAY0 + 2 * 24 * HOUR;
      const quotes: MinuteQuote[] = [];
      const prints: TradePrint[] = [];
      for (let m = fromMs; m < toMs; m += MIN) {
        if (next() < 0.9) continue;
        quotes.push({
          minuteMs: m,
          mid: next() < 0.2 ? null : pick(prices),
          volume_usd: next() < 0.5 ? null : pick(["10.00", "12.5", "0"]),
          open_interest_usd: next() < 0.5 ? null : pick(["7.00", "8", "9.25"]),
        });
        if (next() < 0.5) {
          prints.push({
            price: pick(prices),
            size: pick(["1", "2.5", "0.000001", "10"]),
            timeMs: m + 30_000,
          });
        }
      }
      // Prints in an hour without minutes, and two at one venue time (ties keep input order).
      prints.push({ price: "0.3", size: "4", timeMs: fromMs + 30 * HOUR + 5 });
      prints.push({ price: "0.31", size: "1", timeMs: fromMs + 30 * HOUR + 5 });
      const hours = hourSummaries(quotes, prints, fromMs, toMs);
      for (const resolution of ["1h", "4h", "1d"] as const) {
        expect(candlesFromHours(hours, resolution, true)).toEqual(
          computeCandles(quotes, prints, resolution, fromMs, toMs),
        );
        expect(candlesFromHours(hours, resolution, false)).toEqual(
          computeCandles(quotes, null, resolution, fromMs, toMs),
        );
      }
    }
  });

  it("merges hours by hand: first high on ties, the last reported totals, exact volumes", () => {
    const at = (hour: number, minute: number) => DAY0 + hour * HOUR + minute * MIN;
    const quotes: MinuteQuote[] = [
      { minuteMs: at(0, 0), mid: "0.40", volume_usd: "10", open_interest_usd: "5" },
      { minuteMs: at(0, 59), mid: "0.50", volume_usd: null, open_interest_usd: null },
      { minuteMs: at(1, 0), mid: "0.5", volume_usd: "11", open_interest_usd: null },
      { minuteMs: at(3, 10), mid: null, volume_usd: null, open_interest_usd: null },
    ];
    const prints: TradePrint[] = [
      { price: "0.45", size: "0.1", timeMs: at(0, 5) },
      { price: "0.44", size: "0.2", timeMs: at(2, 5) },
    ];
    const hours = hourSummaries(quotes, prints, DAY0, DAY0 + 4 * HOUR);
    expect(hours.map((h) => h.startMs)).toEqual([at(0, 0), at(1, 0), at(2, 0), at(3, 0)]);
    expect(candlesFromHours(hours, "4h", true)).toEqual([
      {
        startMs: DAY0,
        endMs: DAY0 + 4 * HOUR,
        mid: { open: "0.40", high: "0.50", low: "0.40", close: "0.5", minutes: 3 },
        quote_minutes: 4,
        volume_usd: "11",
        open_interest_usd: "5",
        trades: {
          price: { open: "0.45", high: "0.45", low: "0.44", close: "0.44" },
          volume: "0.3",
          count: 2,
        },
      },
    ]);
  });
});
