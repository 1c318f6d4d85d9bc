/** Small builders for the company-calendar tests: one provider record and one filing at a time. */
import type {
  CurrentReportFiling,
  ProviderCalendarData,
} from "../../../src/domain/company-calendar/index.ts";
import type { ListingFacts } from "../../../src/domain/company-calendar/listing.ts";

/** 2026-11-22 (a Sunday) 15:00Z: past_start 2025-11-22, upcoming_end 2027-02-20. */
export const AS_OF_MS = Date.parse("2026-11-22T15:00:00Z");

export const NASDAQ_LISTING: ListingFacts = {
  instrument_type: "EQUITY",
  exchange_code: "NMS",
  currency: "USD",
  timezone: "America/New_York",
};

export function provider(overrides: Partial<ProviderCalendarData> = {}): ProviderCalendarData {
  return {
    earnings_dates: [],
    earnings_date_is_estimate: null,
    eps_estimate: null,
    eps_estimate_low: null,
    eps_estimate_high: null,
    revenue_estimate: null,
    revenue_estimate_low: null,
    revenue_estimate_high: null,
    ex_dividend_date: null,
    dividend_pay_date: null,
    earnings_history: [],
    dividends: [],
    splits: [],
    ...overrides,
  };
}

let accession = 0;
export function filing(overrides: Partial<CurrentReportFiling> = {}): CurrentReportFiling {
  accession++;
  const number = `0000320193-26-${String(accession).padStart(6, "0")}`;
  return {
    accession_number: number,
    form: "8-K",
    filing_date: overrides.report_date ?? null,
    report_date: null,
    accepted_at_ms: null,
    items: [],
    document_url: `https://www.sec.gov/Archives/edgar/data/320193/${number.replaceAll("-", "")}/doc.htm`,
    ...overrides,
  };
}

/** Weekdays from `from` to `to` inclusive, minus `holidays`: a stand-in for the exchange sessions. */
export function weekdaySessions(from: string, to: string, holidays: readonly string[] = []): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t);
    const date = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !holidays.includes(date)) out.push(date);
  }
  return out;
}
