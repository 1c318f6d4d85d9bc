/**
 * Kalshi's hourly candlesticks as a probability history of a market's YES side:
 * `GET /series/{series_ticker}/markets/{ticker}/candlesticks?start_ts=&end_ts=&period_interval=60`
 * → `{ ticker, candlesticks: [{ end_period_ts, yes_bid: {…close_dollars}, yes_ask: {…}, price: {…} }] }`.
 *
 * Rules:
 * - A candle's observation time is `end_period_ts` (the inclusive end of its hour); its probability is
 *   the mid of the closing YES bid and ask when both are quoted (strictly inside 0 and 1, not crossed)
 *   and at most {@link MAX_MID_SPREAD} apart, else the period's closing trade price, else the candle
 *   gives no observation. Kalshi reports an empty side as a 0 bid or a 1 ask.
 * - Prices are read from the `*_dollars` strings; the older integer-cent fields (`close: 45`) are read
 *   only when the dollar string is absent.
 * - Kalshi serves at most 5,000 candles per request, so the interval is asked for in windows of
 *   {@link KALSHI_WINDOW_HOURS} hours.
 * - A malformed candle is skipped and counted; a malformed envelope or a failed window fails the whole
 *   history (a gap would read as a flat probability).
 */
import { z } from "zod";
import { toNumber } from "../../domain/decimal.ts";
import type { HttpClient } from "../http/client.ts";
import { fetchWindowedHistory, type HistoryFetch } from "../shared/history.ts";
import { readProbability, readProbabilityNumber } from "../shared/quote-values.ts";

/** Candle length asked for, in minutes: one hour, so the 16:00 New York close is a candle end. */
export const KALSHI_PERIOD_MINUTES = 60;
/** Hours per request: under Kalshi's 5,000-candle ceiling. */
export const KALSHI_WINDOW_HOURS = 4_800;
/** Widest closing bid–ask distance whose mid stands for the candle (as the live quote rule). */
export const MAX_MID_SPREAD = 0.1;

// Kalshi's Go backend serialises an empty list as null.
export const kalshiCandlesEnvelopeSchema = z.object({
  candlesticks: z
    .array(z.unknown())
    .nullish()
    .transform((list) => list ?? []),
});

const ohlc = z
  .object({
    close_dollars: z.string().nullish(),
    close: z.number().int().nullish(),
  })
  .nullish();

export const kalshiCandleSchema = z.object({
  end_period_ts: z.number().int().nonnegative(),
  yes_bid: ohlc,
  yes_ask: ohlc,
  price: ohlc,
});
export type KalshiCandle = z.infer<typeof kalshiCandleSchema>;

/** A closing price: the dollar string, else integer cents; undefined when it does not read. */
function closeOf(side: z.infer<typeof ohlc>, field: string): number | null | undefined {
  if (side === null || side === undefined) return null;
  if (side.close_dollars !== null && side.close_dollars !== undefined) {
    const read = readProbability(side.close_dollars, field);
    return read.ok ? (read.value === null ? null : toNumber(read.value)) : undefined;
  }
  if (side.close !== null && side.close !== undefined) {
    const read = readProbabilityNumber(side.close / 100, field);
    return read.ok ? (read.value === null ? null : toNumber(read.value)) : undefined;
  }
  return null;
}

/** The YES probability a candle stands for, or null (no usable price), or undefined (malformed). */
export function candleProbability(candle: KalshiCandle): number | null | undefined {
  const bid = closeOf(candle.yes_bid, "yes_bid");
  const ask = closeOf(candle.yes_ask, "yes_ask");
  const trade = closeOf(candle.price, "price");
  if (bid === undefined || ask === undefined || trade === undefined) return undefined;
  const quotedBid = bid !== null && bid > 0 && bid < 1 ? bid : null;
  const quotedAsk = ask !== null && ask > 0 && ask < 1 ? ask : null;
  if (quotedBid !== null && quotedAsk !== null && quotedBid <= quotedAsk) {
    if (quotedAsk - quotedBid <= MAX_MID_SPREAD + 1e-12) return (quotedBid + quotedAsk) / 2;
  }
  // A closing trade of 0 means the market never traded.
  return trade !== null && trade > 0 ? trade : null;
}

export interface KalshiHistoryRequest {
  /** Trade API v2 base (configuration). */
  baseUrl: string;
  seriesTicker: string;
  ticker: string;
  /** Epoch seconds, inclusive. */
  startS: number;
  endS: number;
}

/** Every window's candles as YES observations; fails as a whole when any window fails. */
export function fetchKalshiCandleHistory(
  request: KalshiHistoryRequest,
  client: HttpClient,
): Promise<HistoryFetch> {
  return fetchWindowedHistory(
    request,
    {
      baseUrl: request.baseUrl,
      path: `/series/${encodeURIComponent(request.seriesTicker)}/markets/${encodeURIComponent(request.ticker)}/candlesticks`,
      windowS: KALSHI_WINDOW_HOURS * 3600,
      query: (window) => ({
        start_ts: String(window.startS),
        end_ts: String(window.endS),
        period_interval: String(KALSHI_PERIOD_MINUTES),
      }),
      envelope: kalshiCandlesEnvelopeSchema,
      points: (envelope) => envelope.candlesticks,
      readPoint: (raw) => {
        const candle = kalshiCandleSchema.safeParse(raw);
        return candle.success
          ? { tS: candle.data.end_period_ts, p: candleProbability(candle.data) }
          : undefined;
      },
    },
    client,
  );
}
