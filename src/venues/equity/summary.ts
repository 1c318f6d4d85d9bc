/**
 * Normalises the quoteSummary answer (`modules=calendarEvents,earningsHistory,price`): the quote from
 * `price`, and the provider's earnings calendar from `calendarEvents` and `earningsHistory` (dividends
 * and splits come from the chart). Each module is read on its own: a broken calendar module costs the
 * calendar, a broken `price` module the quote.
 */
import { rfc3339 } from "../../domain/clock.ts";
import type {
  ProviderEarningsCalendar,
  ProviderEarningsQuarter,
} from "../../domain/company-calendar/types.ts";
import { schemaPath } from "../http/client.ts";
import {
  calendarEventsModuleSchema,
  earningsHistoryModuleSchema,
  type PriceModule,
  priceModuleSchema,
} from "./schema.ts";

export interface EquityQuote {
  price: number;
  previous_close: number;
  /** (price / previous_close − 1) × 100, rounded to 4 decimals. */
  change_percent: number;
  market_cap: number | null;
  /** Time of the quoted price, RFC 3339 UTC. */
  as_of: string;
}

export type ModuleCheck<T> =
  | { ok: true; value: T }
  | { ok: false; reason: "missing_field" | "malformed"; detail: string };

export function readPriceModule(result: Record<string, unknown>): ModuleCheck<PriceModule> {
  const parsed = priceModuleSchema.safeParse(result.price);
  if (!parsed.success) return { ok: false, reason: "malformed", detail: `price.${schemaPath(parsed.error)}` };
  return { ok: true, value: parsed.data };
}

export function quoteOf(price: PriceModule): ModuleCheck<EquityQuote> {
  const last = price.regularMarketPrice;
  const previous = price.regularMarketPreviousClose;
  const time = price.regularMarketTime;
  if (last === null || !(last > 0))
    return { ok: false, reason: "missing_field", detail: "price.regularMarketPrice" };
  if (previous === null || !(previous > 0)) {
    return { ok: false, reason: "missing_field", detail: "price.regularMarketPreviousClose" };
  }
  if (time === null || !(time > 0))
    return { ok: false, reason: "missing_field", detail: "price.regularMarketTime" };
  return {
    ok: true,
    value: {
      price: last,
      previous_close: previous,
      change_percent: round((last / previous - 1) * 100, 4),
      market_cap: price.marketCap !== null && price.marketCap > 0 ? price.marketCap : null,
      as_of: rfc3339(time * 1000),
    },
  };
}

/**
 * Dates are read as UTC calendar dates, as the provider's own `fmt` labels them: ex-dividend, pay and
 * quarter-end dates (and estimated earnings dates) are stamped at 00:00 UTC, and a known earnings time
 * (16:00 New York = 20:00 or 21:00 UTC, or a morning release) falls on the same UTC date. The EPS
 * surprise is a fraction upstream (0.0674) and a percent here (6.74).
 */
export function summaryCalendar(result: Record<string, unknown>): ModuleCheck<ProviderEarningsCalendar> {
  const events = calendarEventsModuleSchema.nullish().safeParse(result.calendarEvents);
  if (!events.success) {
    return { ok: false, reason: "malformed", detail: `calendarEvents.${schemaPath(events.error)}` };
  }
  const history = earningsHistoryModuleSchema.nullish().safeParse(result.earningsHistory);
  if (!history.success) {
    return { ok: false, reason: "malformed", detail: `earningsHistory.${schemaPath(history.error)}` };
  }
  const earnings = events.data?.earnings;
  const quarters: ProviderEarningsQuarter[] = [];
  for (const row of history.data?.history ?? []) {
    if (row.quarter === null) continue;
    quarters.push({
      fiscal_quarter_end: utcDateOf(row.quarter),
      eps_estimate: row.epsEstimate,
      eps_actual: row.epsActual,
      surprise_percent: row.surprisePercent === null ? null : round(row.surprisePercent * 100, 6),
    });
  }
  return {
    ok: true,
    value: {
      earnings_dates: (earnings?.earningsDate ?? [])
        .filter((seconds): seconds is number => seconds !== null)
        .map(utcDateOf),
      earnings_date_is_estimate: earnings?.isEarningsDateEstimate ?? null,
      eps_estimate: earnings?.earningsAverage ?? null,
      eps_estimate_low: earnings?.earningsLow ?? null,
      eps_estimate_high: earnings?.earningsHigh ?? null,
      revenue_estimate: earnings?.revenueAverage ?? null,
      revenue_estimate_low: earnings?.revenueLow ?? null,
      revenue_estimate_high: earnings?.revenueHigh ?? null,
      ex_dividend_date: dateOrNull(events.data?.exDividendDate),
      dividend_pay_date: dateOrNull(events.data?.dividendDate),
      earnings_history: quarters,
    },
  };
}

function dateOrNull(seconds: number | null | undefined): string | null {
  return typeof seconds === "number" && seconds > 0 ? utcDateOf(seconds) : null;
}

function utcDateOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Rounds away binary noise (0.0674 × 100 = 6.740000000000001). */
function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}
