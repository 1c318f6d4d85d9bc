/**
 * Earnings sections: `next_earnings` from the price provider, and `past_earnings`, which pairs the
 * provider's last four reported quarters with the filing system's earnings releases (8-K item 2.02).
 */
import { newYorkDate } from "../new-york-calendar.ts";
import { daysBetween, isIsoDate, newYorkMinuteOfDay, newYorkTimestamp } from "./dates.ts";
import type {
  CurrentReportFiling,
  NextEarnings,
  PastEarnings,
  ProviderCalendarData,
  ProviderEarningsQuarter,
} from "./types.ts";

export const PAST_EARNINGS_LIMIT = 4;
/** An earnings release reports an event 1 to 60 days after the quarter end. */
export const RELEASE_MIN_DAYS = 1;
export const RELEASE_MAX_DAYS = 60;
/** Acceptance at or after 16:00 New York time (the regular close) moves the reaction to the next session. */
export const AFTER_CLOSE_MINUTE = 16 * 60;
export const EARNINGS_RELEASE_ITEM = "2.02";

/**
 * `null` when there is no date, every date is before today, or the (first) date is after
 * `upcomingEnd`. Two dates are an expected window: `date` is its first day and `window_end` its last.
 */
export function nextEarnings(
  provider: ProviderCalendarData,
  today: string,
  upcomingEnd: string,
): NextEarnings | null {
  const dates = [...new Set(provider.earnings_dates.filter(isIsoDate))].sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) return null;
  if (last < today || first > upcomingEnd) return null;
  return {
    date: first,
    window_end: dates.length > 1 ? last : null,
    eps_estimate: provider.eps_estimate,
    eps_estimate_low: provider.eps_estimate_low,
    eps_estimate_high: provider.eps_estimate_high,
    revenue_estimate: provider.revenue_estimate,
    revenue_estimate_low: provider.revenue_estimate_low,
    revenue_estimate_high: provider.revenue_estimate_high,
  };
}

/**
 * The last four reported quarters (quarter end on or before today), newest first, each with the
 * earliest 8-K (never an 8-K/A) carrying item 2.02 whose event date is 1 to 60 days after the quarter
 * end. A quarter without such a filing keeps its EPS fields and has null filing fields.
 *
 * `sessions` are the equity history's session dates, oldest first: the reaction session must be one of them.
 */
export function pastEarnings(
  quarters: readonly ProviderEarningsQuarter[],
  filings: readonly CurrentReportFiling[],
  sessions: readonly string[],
  today: string,
): PastEarnings[] {
  const releases = earningsReleases(filings);
  const byQuarter = new Map<string, ProviderEarningsQuarter>();
  for (const quarter of quarters) {
    const end = quarter.fiscal_quarter_end;
    if (isIsoDate(end) && end <= today && !byQuarter.has(end)) byQuarter.set(end, quarter);
  }
  return [...byQuarter.values()]
    .sort((a, b) => (a.fiscal_quarter_end < b.fiscal_quarter_end ? 1 : -1))
    .slice(0, PAST_EARNINGS_LIMIT)
    .map((quarter) => {
      const release = releases.find((filing) => {
        const days = daysBetween(quarter.fiscal_quarter_end, filing.report_date);
        return days >= RELEASE_MIN_DAYS && days <= RELEASE_MAX_DAYS;
      });
      return {
        fiscal_quarter_end: quarter.fiscal_quarter_end,
        report_date: release?.report_date ?? null,
        sec_accepted_at: release?.accepted_at_ms == null ? null : newYorkTimestamp(release.accepted_at_ms),
        reaction_session:
          release === undefined
            ? null
            : reactionSession(release.report_date, release.accepted_at_ms, sessions),
        eps_estimate: quarter.eps_estimate,
        eps_actual: quarter.eps_actual,
        surprise_percent: quarter.surprise_percent,
        sec_filing_url: release?.document_url ?? null,
      };
    });
}

type Release = CurrentReportFiling & { report_date: string };

/** 8-K (not 8-K/A) filings with item 2.02 and an event date, earliest first. */
function earningsReleases(filings: readonly CurrentReportFiling[]): Release[] {
  return filings
    .filter(
      (filing): filing is Release =>
        filing.form === "8-K" &&
        isIsoDate(filing.report_date) &&
        filing.items.includes(EARNINGS_RELEASE_ITEM),
    )
    .sort(
      (a, b) =>
        compare(a.report_date, b.report_date) ||
        compare(a.accepted_at_ms ?? Number.POSITIVE_INFINITY, b.accepted_at_ms ?? Number.POSITIVE_INFINITY) ||
        compare(a.accession_number, b.accession_number),
    );
}

/**
 * The session the market could first react in: when the filing was accepted on `reportDate` at or
 * after 16:00 New York time, the next session after `reportDate`; otherwise the first session on or
 * after it. `null` when that session is not in `sessions` (the equity history, oldest first) — also when
 * `reportDate` precedes the history, where a session between them cannot be ruled out.
 */
export function reactionSession(
  reportDate: string,
  acceptedAtMs: number | null,
  sessions: readonly string[],
): string | null {
  const firstSession = sessions[0];
  if (firstSession === undefined || reportDate < firstSession) return null;
  const afterClose =
    acceptedAtMs !== null &&
    newYorkDate(acceptedAtMs) === reportDate &&
    newYorkMinuteOfDay(acceptedAtMs) >= AFTER_CLOSE_MINUTE;
  return sessions.find((session) => (afterClose ? session > reportDate : session >= reportDate)) ?? null;
}

function compare(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
