/** Dividend and split sections, all from the price provider. */
import { isIsoDate, yearsBefore } from "./dates.ts";
import type { CalendarSplit, NextDividend, PastDividend, ProviderCalendarData } from "./types.ts";

export const PAST_DIVIDENDS_LIMIT = 40;
export const SPLITS_LIMIT = 10;
export const LOOKBACK_YEARS = 2;

/**
 * `null` when there is no ex-dividend date, or it is before today or after `upcomingEnd`. The pay date
 * is kept only when it is on or after the ex-date (an older pay date belongs to a previous dividend).
 */
export function nextDividend(
  provider: ProviderCalendarData,
  today: string,
  upcomingEnd: string,
): NextDividend | null {
  const exDate = provider.ex_dividend_date;
  if (!isIsoDate(exDate) || exDate < today || exDate > upcomingEnd) return null;
  const payDate = provider.dividend_pay_date;
  return { ex_date: exDate, pay_date: isIsoDate(payDate) && payDate >= exDate ? payDate : null };
}

/** Cash dividends with an ex-date in the last two years (up to today), newest first, at most 40. */
export function pastDividends(provider: ProviderCalendarData, today: string): PastDividend[] {
  const since = yearsBefore(today, LOOKBACK_YEARS);
  const byDate = new Map<string, PastDividend>();
  for (const dividend of provider.dividends) {
    const { ex_date, amount } = dividend;
    if (!isIsoDate(ex_date) || ex_date < since || ex_date > today) continue;
    if (!Number.isFinite(amount) || amount <= 0 || byDate.has(ex_date)) continue;
    byDate.set(ex_date, { ex_date, amount });
  }
  return newestFirst([...byDate.values()], (d) => d.ex_date).slice(0, PAST_DIVIDENDS_LIMIT);
}

/** Splits of the last two years (up to today), newest first, at most 10; ratio = new shares per old. */
export function recentSplits(provider: ProviderCalendarData, today: string): CalendarSplit[] {
  const since = yearsBefore(today, LOOKBACK_YEARS);
  const byDate = new Map<string, CalendarSplit>();
  for (const split of provider.splits) {
    const { date, ratio } = split;
    if (!isIsoDate(date) || date < since || date > today) continue;
    if (!Number.isFinite(ratio) || ratio <= 0 || byDate.has(date)) continue;
    byDate.set(date, { date, ratio });
  }
  return newestFirst([...byDate.values()], (s) => s.date).slice(0, SPLITS_LIMIT);
}

function newestFirst<T>(rows: T[], date: (row: T) => string): T[] {
  return rows.sort((a, b) => (date(a) < date(b) ? 1 : date(a) > date(b) ? -1 : 0));
}
