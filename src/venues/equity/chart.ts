/**
 * Normalises the chart (v8) answer: the instrument's identity, up to 400 daily sessions oldest first,
 * and its dividend and split events.
 */
import { schemaPath } from "../http/client.ts";
import { type ExchangeClock, exchangeClock } from "./exchange-time.ts";
import { type ChartMeta, type ChartResult, chartEventsSchema } from "./schema.ts";

export const HISTORY_LIMIT = 400;

export interface HistoryRow {
  /** The session's exchange-local midnight with its UTC offset. */
  t: string;
  session_date: string;
  open: number | null;
  high: number | null;
  low: number | null;
  /** Sessions without a close are left out. */
  close: number;
  adjusted_close: number | null;
  volume: number | null;
}

export interface ChartIdentity {
  symbol: string;
  instrument_type: string;
  exchange_code: string;
  exchange_name: string | null;
  currency: string | null;
  timezone: string | null;
  long_name: string | null;
  short_name: string | null;
}

export interface CorporateActions {
  dividends: { ex_date: string; amount: number }[];
  splits: { date: string; ratio: number }[];
}

export function chartIdentity(meta: ChartMeta): ChartIdentity {
  return {
    symbol: meta.symbol.toUpperCase(),
    instrument_type: meta.instrumentType.toUpperCase(),
    exchange_code: meta.exchangeName.toUpperCase(),
    exchange_name: meta.fullExchangeName ?? null,
    currency: meta.currency ?? null,
    timezone: meta.exchangeTimezoneName ?? null,
    long_name: meta.longName ?? null,
    short_name: meta.shortName ?? null,
  };
}

export function clockFor(result: ChartResult, timeZone: string): ExchangeClock {
  return exchangeClock(timeZone, result.meta.gmtoffset ?? null);
}

export type SeriesCheck = { ok: true; rows: HistoryRow[] } | { ok: false; detail: string };

/**
 * The daily sessions, oldest first, at most the newest 400. A session stamped twice (the provider adds
 * the live session as an extra bar while it trades) keeps its last bar. A non-positive or missing close
 * drops the session; a negative volume reads as null.
 */
export function historyRows(result: ChartResult, clock: ExchangeClock): SeriesCheck {
  const timestamps = result.timestamp ?? [];
  const quote = result.indicators.quote[0];
  const adjusted = result.indicators.adjclose?.[0]?.adjclose ?? null;
  if (quote === undefined) return { ok: false, detail: "indicators.quote" };
  const columns = { ...quote, adjclose: adjusted };
  for (const [name, values] of Object.entries(columns)) {
    if (values !== null && values.length !== timestamps.length)
      return { ok: false, detail: `indicators.${name}` };
  }
  const bySession = new Map<string, HistoryRow>();
  timestamps.forEach((seconds, i) => {
    const close = positive(quote.close?.[i]);
    if (close === null) return;
    const sessionDate = clock.dateOf(seconds * 1000);
    bySession.delete(sessionDate);
    bySession.set(sessionDate, {
      t: clock.midnightOf(sessionDate),
      session_date: sessionDate,
      open: positive(quote.open?.[i]),
      high: positive(quote.high?.[i]),
      low: positive(quote.low?.[i]),
      close,
      adjusted_close: positive(adjusted?.[i]),
      volume: nonNegative(quote.volume?.[i]),
    });
  });
  const rows = [...bySession.values()].sort((a, b) => (a.session_date < b.session_date ? -1 : 1));
  return { ok: true, rows: rows.slice(-HISTORY_LIMIT) };
}

export type ActionsCheck = { ok: true; actions: CorporateActions } | { ok: false; detail: string };

/** Dividends (ex-date, cash amount) and splits (date, new shares per old) from the chart's events. */
export function corporateActions(result: ChartResult, clock: ExchangeClock): ActionsCheck {
  const parsed = chartEventsSchema.safeParse(result.events);
  if (!parsed.success) return { ok: false, detail: `events.${schemaPath(parsed.error)}` };
  const dividends = Object.values(parsed.data?.dividends ?? {})
    .filter((event) => Number.isFinite(event.amount) && event.amount > 0)
    .map((event) => ({ ex_date: clock.dateOf(event.date * 1000), amount: event.amount }));
  const splits = Object.values(parsed.data?.splits ?? {})
    .filter((event) => event.numerator > 0 && event.denominator > 0)
    .map((event) => ({ date: clock.dateOf(event.date * 1000), ratio: event.numerator / event.denominator }));
  return { ok: true, actions: { dividends, splits } };
}

function positive(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

function nonNegative(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}
