/**
 * The company calendar of the factor response (`calendar` in the OpenAPI document): its inputs, as the price
 * provider and the filing system deliver them after normalisation, and its output sections. Dates are
 * `YYYY-MM-DD`.
 */

export type CalendarStatus = "AVAILABLE" | "PARTIAL" | "UNAVAILABLE" | "UNSUPPORTED_MARKET";

/** One reported quarter as the price provider lists it. */
export interface ProviderEarningsQuarter {
  /** The quarter-end date as the provider labels it. */
  fiscal_quarter_end: string;
  eps_estimate: number | null;
  eps_actual: number | null;
  /** In percent (6.74 means 6.74 %); the adapter converts the provider's fraction. */
  surprise_percent: number | null;
}

/** The consensus for the next report: earnings per share and revenue, average and range. */
export interface EarningsEstimates {
  eps_estimate: number | null;
  eps_estimate_low: number | null;
  eps_estimate_high: number | null;
  revenue_estimate: number | null;
  revenue_estimate_low: number | null;
  revenue_estimate_high: number | null;
}

/** The price provider's earnings calendar for one company (its summary; dividends and splits aside). */
export interface ProviderEarningsCalendar extends EarningsEstimates {
  /** Upcoming earnings dates: one value is a known date, two values an expected window (first, last). */
  earnings_dates: readonly string[];
  earnings_date_is_estimate: boolean | null;
  ex_dividend_date: string | null;
  dividend_pay_date: string | null;
  earnings_history: readonly ProviderEarningsQuarter[];
}

/** The price provider's calendar data for one company. */
export interface ProviderCalendarData extends ProviderEarningsCalendar {
  /** Cash dividends (ex-date, amount per share in the listing currency). */
  dividends: readonly { ex_date: string; amount: number }[];
  /** Splits with their ratio as new shares per old share. */
  splits: readonly { date: string; ratio: number }[];
}

/** One current-report filing (8-K or 8-K/A) from the filing system. */
export interface CurrentReportFiling {
  accession_number: string;
  /** `8-K` or `8-K/A` (other forms are ignored). */
  form: string;
  /** Date the filing reached the filing system, or null when the upstream left it empty. */
  filing_date: string | null;
  /** Date of the event the filing reports, or null when the upstream left it empty. */
  report_date: string | null;
  /** Acceptance instant (epoch ms), already read with the filer's clock convention; null when unknown. */
  accepted_at_ms: number | null;
  /** Item codes in filing order (`["2.02", "9.01"]`). */
  items: readonly string[];
  /** Primary document on the regulator's site, or null when the upstream named none. */
  document_url: string | null;
}

export interface FilingsData {
  filings: readonly CurrentReportFiling[];
}

export interface CalendarWindow {
  past_start: string;
  upcoming_end: string;
}

export interface NextEarnings extends EarningsEstimates {
  date: string;
  window_end: string | null;
}

export interface PastEarnings {
  fiscal_quarter_end: string;
  report_date: string | null;
  sec_accepted_at: string | null;
  reaction_session: string | null;
  eps_estimate: number | null;
  eps_actual: number | null;
  surprise_percent: number | null;
  sec_filing_url: string | null;
}

export interface NextDividend {
  ex_date: string;
  pay_date: string | null;
}

export interface PastDividend {
  ex_date: string;
  amount: number;
}

export interface CalendarSplit {
  date: string;
  ratio: number;
}

export interface CompanyEvent {
  report_date: string;
  filed_date: string | null;
  items: string[];
  labels: string[];
  sec_filing_url: string;
}

export interface CompanyCalendar {
  status: CalendarStatus;
  reason: string | null;
  /** When the calendar was built, RFC 3339 UTC. */
  as_of: string;
  window: CalendarWindow;
  next_earnings: NextEarnings | null;
  past_earnings: PastEarnings[] | null;
  next_dividend: NextDividend | null;
  past_dividends: PastDividend[] | null;
  splits: CalendarSplit[] | null;
  company_events: CompanyEvent[] | null;
}
