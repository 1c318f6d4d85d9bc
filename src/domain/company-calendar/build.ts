/**
 * Builds the factor response's `calendar` from what its two sources answered.
 *
 * Status rules, evaluated once when the response is built:
 * - not a U.S. primary listing → `UNSUPPORTED_MARKET`, every section null;
 * - both sources failed → `UNAVAILABLE`, every section null;
 * - one source failed → `PARTIAL`: the sections that need it are null (`next_earnings`, `next_dividend`,
 *   `past_dividends`, `splits` need the price provider, `company_events` the filing system, and
 *   `past_earnings` both);
 * - otherwise `AVAILABLE` (a section may still be null or empty).
 * Timeouts, a switched-off calendar and unexpected failures are decided by the caller, which answers
 * with `unavailableCalendar`.
 */
import { rfc3339 } from "../clock.ts";
import { calendarWindow, utcDate } from "./dates.ts";
import { nextDividend, pastDividends, recentSplits } from "./dividends.ts";
import { nextEarnings, pastEarnings } from "./earnings.ts";
import { companyEvents } from "./events.ts";
import { isUsPrimaryListing, type ListingFacts } from "./listing.ts";
import { CALENDAR_REASONS } from "./reasons.ts";
import type { CalendarStatus, CompanyCalendar, FilingsData, ProviderCalendarData } from "./types.ts";

export interface CalendarSources {
  /** When the calendar is built (epoch ms): `as_of` and the reference date of every window. */
  asOfMs: number;
  listing: ListingFacts;
  /** The price provider's calendar data, or null when that read failed. */
  provider: ProviderCalendarData | null;
  /** The filing system's current reports, or null when that read failed. */
  filings: FilingsData | null;
  /** Session dates of `equity.history`, oldest first (reaction sessions must be among them). */
  sessions: readonly string[];
}

/** Why no section was built, for the caller's own failures. */
export type CalendarFailure = "timed_out" | "disabled" | "failed";

export function buildCompanyCalendar(sources: CalendarSources): CompanyCalendar {
  const { asOfMs, provider, filings } = sources;
  if (!isUsPrimaryListing(sources.listing)) {
    return emptyCalendar(asOfMs, "UNSUPPORTED_MARKET", CALENDAR_REASONS.unsupported_market);
  }
  if (provider === null && filings === null) {
    return emptyCalendar(asOfMs, "UNAVAILABLE", CALENDAR_REASONS.both_unavailable);
  }
  const window = calendarWindow(asOfMs);
  const today = utcDate(asOfMs);
  const reason =
    provider === null
      ? CALENDAR_REASONS.provider_unavailable
      : filings === null
        ? CALENDAR_REASONS.filings_unavailable
        : null;
  return {
    status: reason === null ? "AVAILABLE" : "PARTIAL",
    reason,
    as_of: rfc3339(asOfMs),
    window,
    next_earnings: provider === null ? null : nextEarnings(provider, today, window.upcoming_end),
    past_earnings:
      provider === null || filings === null
        ? null
        : pastEarnings(provider.earnings_history, filings.filings, sources.sessions, today),
    next_dividend: provider === null ? null : nextDividend(provider, today, window.upcoming_end),
    past_dividends: provider === null ? null : pastDividends(provider, today),
    splits: provider === null ? null : recentSplits(provider, today),
    company_events: filings === null ? null : companyEvents(filings.filings, window.past_start, today),
  };
}

/** The calendar when no section was built: timed out (5 s budget), switched off, or failed otherwise. */
export function unavailableCalendar(asOfMs: number, cause: CalendarFailure): CompanyCalendar {
  return emptyCalendar(asOfMs, "UNAVAILABLE", CALENDAR_REASONS[cause]);
}

/**
 * `is_earnings_session` for each history row: true only when the row's session equals a
 * `past_earnings[].reaction_session` on or after `window.past_start`. Every row is false when
 * `past_earnings` is null (unsupported market, calendar unavailable or partial).
 */
export function markEarningsSessions<Row extends { session_date: string }>(
  rows: readonly Row[],
  calendar: CompanyCalendar,
): (Row & { is_earnings_session: boolean })[] {
  const sessions = new Set<string>();
  for (const quarter of calendar.past_earnings ?? []) {
    const session = quarter.reaction_session;
    if (session !== null && session >= calendar.window.past_start) sessions.add(session);
  }
  return rows.map((row) => ({ ...row, is_earnings_session: sessions.has(row.session_date) }));
}

function emptyCalendar(asOfMs: number, status: CalendarStatus, reason: string): CompanyCalendar {
  return {
    status,
    reason,
    as_of: rfc3339(asOfMs),
    window: calendarWindow(asOfMs),
    next_earnings: null,
    past_earnings: null,
    next_dividend: null,
    past_dividends: null,
    splits: null,
    company_events: null,
  };
}
