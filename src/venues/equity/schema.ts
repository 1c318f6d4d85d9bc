import { z } from "zod";

/**
 * Price-provider payloads (upstreams.md, "Equity prices and calendar"). Envelopes are checked per
 * request; the chart's events and each quoteSummary module are checked on their own, so a malformed
 * calendar module costs the calendar, not the quote.
 */

/** The provider's error object; its text is never kept, only whether it says "not found". */
const providerError = z.object({ code: z.string(), description: z.string().nullish() }).nullish();

export const chartEnvelopeSchema = z.object({
  chart: z.object({ result: z.array(z.unknown()).nullable(), error: providerError }),
});

/** A price series: numbers with gaps (`null`); a missing or `null` series reads as all gaps. */
const series = z
  .array(z.number().nullable())
  .nullish()
  .transform((values) => values ?? null);

export const chartMetaSchema = z.object({
  currency: z.string().nullish(),
  symbol: z.string(),
  exchangeName: z.string(),
  fullExchangeName: z.string().nullish(),
  instrumentType: z.string(),
  gmtoffset: z.number().nullish(),
  exchangeTimezoneName: z.string().nullish(),
  regularMarketPrice: z.number().nullish(),
  regularMarketTime: z.number().nullish(),
  longName: z.string().nullish(),
  shortName: z.string().nullish(),
});
export type ChartMeta = z.infer<typeof chartMetaSchema>;

export const chartResultSchema = z.object({
  meta: chartMetaSchema,
  timestamp: z.array(z.number()).nullish(),
  events: z.unknown().optional(),
  indicators: z.object({
    quote: z
      .array(z.object({ open: series, high: series, low: series, close: series, volume: series }))
      .min(1),
    adjclose: z.array(z.object({ adjclose: series })).nullish(),
  }),
});
export type ChartResult = z.infer<typeof chartResultSchema>;

export const chartEventsSchema = z
  .object({
    dividends: z.record(z.string(), z.object({ amount: z.number(), date: z.number() })).nullish(),
    splits: z
      .record(z.string(), z.object({ date: z.number(), numerator: z.number(), denominator: z.number() }))
      .nullish(),
  })
  .nullish();

/**
 * A quoteSummary number: `{raw, fmt}` (default formatting), `{}` when absent, or a bare number
 * (`formatted=false`). Reads as the raw number or null.
 */
const reported = z
  .union([z.number(), z.object({ raw: z.number().nullish() })])
  .nullish()
  .transform((value) => (typeof value === "number" ? value : (value?.raw ?? null)));

export const quoteSummaryEnvelopeSchema = z.object({
  quoteSummary: z.object({
    result: z.array(z.record(z.string(), z.unknown())).nullable(),
    error: providerError,
  }),
});

export const priceModuleSchema = z.object({
  quoteType: z.string().nullish(),
  exchange: z.string().nullish(),
  exchangeName: z.string().nullish(),
  currency: z.string().nullish(),
  longName: z.string().nullish(),
  shortName: z.string().nullish(),
  regularMarketPrice: reported,
  regularMarketPreviousClose: reported,
  regularMarketTime: reported,
  marketCap: reported,
});
export type PriceModule = z.infer<typeof priceModuleSchema>;

export const calendarEventsModuleSchema = z.object({
  earnings: z
    .object({
      earningsDate: z.array(reported).nullish(),
      isEarningsDateEstimate: z.boolean().nullish(),
      earningsAverage: reported,
      earningsLow: reported,
      earningsHigh: reported,
      revenueAverage: reported,
      revenueLow: reported,
      revenueHigh: reported,
    })
    .nullish(),
  exDividendDate: reported,
  dividendDate: reported,
});
export type CalendarEventsModule = z.infer<typeof calendarEventsModuleSchema>;

export const earningsHistoryModuleSchema = z.object({
  history: z
    .array(
      z.object({
        quarter: reported,
        epsActual: reported,
        epsEstimate: reported,
        surprisePercent: reported,
      }),
    )
    .nullish(),
});
export type EarningsHistoryModule = z.infer<typeof earningsHistoryModuleSchema>;
