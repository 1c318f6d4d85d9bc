import { describe, expect, it } from "vitest";
import {
  bucketStart,
  computeCandles,
  type MinuteQuote,
  type Resolution,
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
