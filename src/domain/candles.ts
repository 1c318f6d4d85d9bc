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
 * - Candles of `1h` and coarser can also be made from *span summaries* (`summarizeSpan`, `mergeSpans`,
 *   `candlesFromHours`): a summary of one outcome over a span is its candle of that span with the trades
 *   read, and the summaries of consecutive spans merge into the summary of their union, so the candles
 *   made from hour summaries equal `computeCandles` on the same minutes and prints.
 */
import { MINUTE_MS } from "./clock.ts";
import { formatTrimmed, parseDecimal, type Scaled } from "./decimal.ts";

export const RESOLUTION_MINUTES = { "1m": 1, "5m": 5, "15m": 15, "1h": 60, "4h": 240, "1d": 1440 } as const;

export type Resolution = keyof typeof RESOLUTION_MINUTES;

export const RESOLUTIONS = Object.keys(RESOLUTION_MINUTES) as Resolution[];

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
      const summary = summarizeSpan(bucket.quotes, bucket.trades, startMs, startMs + size) as SpanSummary;
      return { ...summary, trades: trades === null ? null : summary.trades };
    });
}

/** One outcome's summary of a span: its candle of the span, the trades always read (none: count 0). */
export type SpanSummary = Omit<Candle, "trades"> & { trades: TradeCandle };

/** The summary of [startMs, endMs) from its minutes and prints (either may be empty), or null when both are. */
export function summarizeSpan(
  quotes: readonly MinuteQuote[],
  prints: readonly TradePrint[],
  startMs: number,
  endMs: number,
): SpanSummary | null {
  const span = endMs - startMs;
  const inSpan = (ms: number) => ms >= startMs && ms < endMs;
  const minutes = quotes.filter((q) => inSpan(q.minuteMs)).sort((a, b) => a.minuteMs - b.minuteMs);
  const trades = prints.filter((t) => inSpan(t.timeMs));
  if (minutes.length === 0 && trades.length === 0) return null;
  const mids = ohlc(minutes.flatMap((q) => (q.mid === null ? [] : [q.mid])));
  return {
    startMs,
    endMs: startMs + span,
    mid: mids ? { ...mids.ohlc, minutes: mids.n } : null,
    quote_minutes: minutes.length,
    volume_usd: lastReported(minutes, (q) => q.volume_usd),
    open_interest_usd: lastReported(minutes, (q) => q.open_interest_usd),
    trades: tradeCandle(trades),
  };
}

function mergeOhlc(parts: readonly Ohlc[]): Ohlc | null {
  let result: Ohlc | null = null;
  let high: Scaled = 0n;
  let low: Scaled = 0n;
  for (const part of parts) {
    const partHigh = parseDecimal(part.high) as Scaled;
    const partLow = parseDecimal(part.low) as Scaled;
    if (result === null) {
      result = { ...part };
      high = partHigh;
      low = partLow;
      continue;
    }
    // Strictly beyond: on a tie the earlier span's value, the first written, stays.
    if (partHigh > high) {
      high = partHigh;
      result.high = part.high;
    }
    if (partLow < low) {
      low = partLow;
      result.low = part.low;
    }
    result.close = part.close;
  }
  return result;
}

/**
 * The summary of the union of consecutive spans, given in time order (at least one), spanning
 * [startMs, endMs): exactly the summary of their minutes and prints taken together.
 */
export function mergeSpans(parts: readonly SpanSummary[], startMs: number, endMs: number): SpanSummary {
  const withMid = parts.flatMap((p) => (p.mid ? [p.mid] : []));
  const mid = mergeOhlc(withMid);
  const prices = mergeOhlc(parts.flatMap((p) => (p.trades.price ? [p.trades.price] : [])));
  const lastOf = (pick: (p: SpanSummary) => string | null) => {
    for (let i = parts.length - 1; i >= 0; i--) {
      const value = pick(parts[i] as SpanSummary);
      if (value !== null) return value;
    }
    return null;
  };
  const volume = parts.reduce((sum, p) => sum + (parseDecimal(p.trades.volume) ?? 0n), 0n);
  return {
    startMs,
    endMs,
    mid: mid ? { ...mid, minutes: withMid.reduce((n, m) => n + m.minutes, 0) } : null,
    quote_minutes: parts.reduce((n, p) => n + p.quote_minutes, 0),
    volume_usd: lastOf((p) => p.volume_usd),
    open_interest_usd: lastOf((p) => p.open_interest_usd),
    trades: {
      price: prices,
      volume: formatTrimmed(volume, 0),
      count: parts.reduce((n, p) => n + p.trades.count, 0),
    },
  };
}

/** The hour-aligned resolutions, whose candles can be made from hour summaries. */
export const HOUR_RESOLUTIONS = ["1h", "4h", "1d"] as const satisfies readonly Resolution[];

export type HourResolution = (typeof HOUR_RESOLUTIONS)[number];

export function isHourResolution(resolution: Resolution): resolution is HourResolution {
  return (HOUR_RESOLUTIONS as readonly Resolution[]).includes(resolution);
}

/**
 * The candles at `resolution` (`1h`, `4h`, `1d`) of hour summaries (each an aligned hour, any order):
 * equal to `computeCandles` on the minutes and prints the summaries were made of. `tradesKnown` false:
 * the prints are not known, so every candle's `trades` is null and an hour with prints but no minute
 * adds nothing (as `computeCandles` with `null` trades).
 */
export function candlesFromHours(
  hours: readonly SpanSummary[],
  resolution: HourResolution,
  tradesKnown: boolean,
): Candle[] {
  const size = resolutionMs(resolution);
  const buckets = new Map<number, SpanSummary[]>();
  for (const hour of [...hours].sort((a, b) => a.startMs - b.startMs)) {
    if (!tradesKnown && hour.quote_minutes === 0) continue;
    const start = bucketStart(hour.startMs, resolution);
    const bucket = buckets.get(start);
    if (bucket) bucket.push(hour);
    else buckets.set(start, [hour]);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([startMs, parts]) => {
      const merged = mergeSpans(parts, startMs, startMs + size);
      return { ...merged, trades: tradesKnown ? merged.trades : null };
    });
}
