/**
 * Candles of one market outcome from its minute quotes and its trade prints. Pure.
 *
 * - Buckets are aligned to UTC multiples of the resolution (a `1h` bucket starts on the hour, a `1d`
 *   bucket at 00:00 UTC); a bucket holds the minutes whose cycle start, and the trades whose venue time,
 *   lie in [start, start + resolution).
 * - The mid: open, high, low and close of the minutes that had a two-sided book, each the exact decimal
 *   string the tape holds (the minute's `mid`), with the number of those minutes. A one-sided minute
 *   has no mid and counts in `quote_minutes` only: no price is made up for it.
 * - `volume_usd` and `open_interest_usd`: the last value the venue reported in the bucket (the latest
 *   minute with a non-null value), as written; they are the venue's running totals, not sums over the
 *   bucket. Null when no minute of the bucket reported one.
 * - Trades: open, high, low, close of the prints' prices in venue-time order (ties keep input order),
 *   `volume` the exact sum of their sizes and `count`. `trades` is null on every candle when the trades
 *   are not known (`null` input): zero trades are never claimed for a market whose prints were not read.
 * - A bucket with neither a minute nor a trade is omitted, never carried forward. A mid, size or price
 *   that is not a plain decimal of at most 6 fraction digits is left out as if absent.
 */
import { formatTrimmed, parseDecimal, type Scaled } from "./decimal.ts";

export const RESOLUTION_MINUTES = { "1m": 1, "5m": 5, "15m": 15, "1h": 60, "4h": 240, "1d": 1440 } as const;

export type Resolution = keyof typeof RESOLUTION_MINUTES;

export const RESOLUTIONS = Object.keys(RESOLUTION_MINUTES) as Resolution[];

const MINUTE_MS = 60_000;

export function resolutionMs(resolution: Resolution): number {
  return RESOLUTION_MINUTES[resolution] * MINUTE_MS;
}

/** The start of the bucket `ms` falls in. */
export function bucketStart(ms: number, resolution: Resolution): number {
  const size = resolutionMs(resolution);
  return Math.floor(ms / size) * size;
}

/** One taped minute of the outcome: the cycle start and the row's members the candle reads. */
export interface MinuteQuote {
  /** The snapshot's cycle start (ms since the epoch, UTC, a whole minute). */
  minuteMs: number;
  /** The row's `mid` when the book was two-sided, else null. */
  mid: string | null;
  volume_usd: string | null;
  open_interest_usd: string | null;
}

/** One trade print. */
export interface TradePrint {
  price: string;
  size: string;
  /** The venue's time of the trade (ms since the epoch). */
  timeMs: number;
}

export interface Ohlc {
  open: string;
  high: string;
  low: string;
  close: string;
}

export interface TradeCandle {
  /** Null when the bucket had no trade. */
  price: Ohlc | null;
  volume: string;
  count: number;
}

export interface Candle {
  /** Bucket start and end (exclusive), ms since the epoch. */
  startMs: number;
  endMs: number;
  mid: (Ohlc & { minutes: number }) | null;
  quote_minutes: number;
  volume_usd: string | null;
  open_interest_usd: string | null;
  trades: TradeCandle | null;
}

interface Bucket {
  quotes: MinuteQuote[];
  trades: TradePrint[];
}

/** Open, high, low and close of decimal strings in order (the strings as given), or null when none parses. */
function ohlc(values: readonly string[]): { ohlc: Ohlc; n: number } | null {
  let result: Ohlc | null = null;
  let high: Scaled = 0n;
  let low: Scaled = 0n;
  let n = 0;
  for (const text of values) {
    const value = parseDecimal(text);
    if (value === null) continue;
    n++;
    if (result === null) {
      result = { open: text, high: text, low: text, close: text };
      high = value;
      low = value;
      continue;
    }
    if (value > high) {
      high = value;
      result.high = text;
    }
    if (value < low) {
      low = value;
      result.low = text;
    }
    result.close = text;
  }
  return result ? { ohlc: result, n } : null;
}

function lastReported(
  quotes: readonly MinuteQuote[],
  pick: (q: MinuteQuote) => string | null,
): string | null {
  for (let i = quotes.length - 1; i >= 0; i--) {
    const value = pick(quotes[i] as MinuteQuote);
    if (value !== null) return value;
  }
  return null;
}

function tradeCandle(trades: readonly TradePrint[]): TradeCandle {
  const usable = trades.filter((t) => parseDecimal(t.price) !== null && parseDecimal(t.size) !== null);
  const ordered = usable
    .map((trade, i) => ({ trade, i }))
    .sort((a, b) => a.trade.timeMs - b.trade.timeMs || a.i - b.i)
    .map((x) => x.trade);
  const volume = ordered.reduce((sum, t) => sum + (parseDecimal(t.size) as Scaled), 0n);
  return {
    price: ohlc(ordered.map((t) => t.price))?.ohlc ?? null,
    volume: formatTrimmed(volume, 0),
    count: ordered.length,
  };
}

/**
 * The candles of [fromMs, toMs) at `resolution`, ascending: `fromMs` and `toMs` must be bucket
 * boundaries. `quotes` may come in any order (one per minute); `trades` null when they are not known.
 */
export function computeCandles(
  quotes: readonly MinuteQuote[],
  trades: readonly TradePrint[] | null,
  resolution: Resolution,
  fromMs: number,
  toMs: number,
): Candle[] {
  const size = resolutionMs(resolution);
  const buckets = new Map<number, Bucket>();
  const bucketOf = (ms: number) => {
    const start = bucketStart(ms, resolution);
    let bucket = buckets.get(start);
    if (!bucket) {
      bucket = { quotes: [], trades: [] };
      buckets.set(start, bucket);
    }
    return bucket;
  };
  for (const quote of quotes) {
    if (quote.minuteMs >= fromMs && quote.minuteMs < toMs) bucketOf(quote.minuteMs).quotes.push(quote);
  }
  for (const trade of trades ?? []) {
    if (trade.timeMs >= fromMs && trade.timeMs < toMs) bucketOf(trade.timeMs).trades.push(trade);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([startMs, bucket]) => {
      const minutes = [...bucket.quotes].sort((a, b) => a.minuteMs - b.minuteMs);
      const mids = ohlc(minutes.flatMap((q) => (q.mid === null ? [] : [q.mid])));
      return {
        startMs,
        endMs: startMs + size,
        mid: mids ? { ...mids.ohlc, minutes: mids.n } : null,
        quote_minutes: minutes.length,
        volume_usd: lastReported(minutes, (q) => q.volume_usd),
        open_interest_usd: lastReported(minutes, (q) => q.open_interest_usd),
        trades: trades === null ? null : tradeCandle(bucket.trades),
      };
    });
}
