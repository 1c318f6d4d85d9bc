import { describe, expect, it } from "vitest";
import {
  buildCompanyCalendar,
  CALENDAR_REASONS,
  type CalendarSources,
  type CompanyCalendar,
  markEarningsSessions,
  unavailableCalendar,
} from "../../../src/domain/company-calendar/index.ts";
import { AS_OF_MS, filing, NASDAQ_LISTING, provider, weekdaySessions } from "./fixtures.ts";

const SESSIONS = weekdaySessions("2025-06-02", "2026-11-20");

const providerData = provider({
  earnings_dates: ["2027-01-28"],
  ex_dividend_date: "2027-02-09",
  dividends: [{ ex_date: "2026-11-10", amount: 0.26 }],
  splits: [{ date: "2026-06-10", ratio: 4 }],
  earnings_history: [
    { fiscal_quarter_end: "2026-09-26", eps_actual: 1.85, eps_estimate: 1.6, surprise_percent: 15.63 },
    { fiscal_quarter_end: "2025-09-27", eps_actual: 1.64, eps_estimate: 1.6, surprise_percent: 2.5 },
  ],
});
const filingsData = {
  filings: [
    filing({
      report_date: "2026-10-29",
      accepted_at_ms: Date.parse("2026-10-29T20:30:00Z"),
      items: ["2.02"],
    }),
    // Released 2025-10-30 and reacted 2025-10-31: before past_start (2025-11-22).
    filing({
      report_date: "2025-10-30",
      accepted_at_ms: Date.parse("2025-10-30T20:30:00Z"),
      items: ["2.02"],
    }),
    filing({ report_date: "2026-05-01", items: ["5.02"] }),
  ],
};

function sources(overrides: Partial<CalendarSources> = {}): CalendarSources {
  return {
    asOfMs: AS_OF_MS,
    listing: NASDAQ_LISTING,
    provider: providerData,
    filings: filingsData,
    sessions: SESSIONS,
    ...overrides,
  };
}

const SECTIONS = [
  "next_earnings",
  "past_earnings",
  "next_dividend",
  "past_dividends",
  "splits",
  "company_events",
] as const;

const nullSections = (calendar: CompanyCalendar) => SECTIONS.filter((section) => calendar[section] === null);

describe("buildCompanyCalendar: statuses and reasons", () => {
  it("is AVAILABLE with a null reason when both sources answered", () => {
    const calendar = buildCompanyCalendar(sources());
    expect(calendar).toMatchObject({
      status: "AVAILABLE",
      reason: null,
      as_of: "2026-11-22T15:00:00Z",
      window: { past_start: "2025-11-22", upcoming_end: "2027-02-20" },
      next_earnings: { date: "2027-01-28", window_end: null },
      next_dividend: { ex_date: "2027-02-09", pay_date: null },
      past_dividends: [{ ex_date: "2026-11-10", amount: 0.26 }],
      splits: [{ date: "2026-06-10", ratio: 4 }],
      company_events: [{ report_date: "2026-05-01", items: ["5.02"] }],
    });
    expect(calendar.past_earnings?.map((row) => row.reaction_session)).toEqual(["2026-10-30", "2025-10-31"]);
  });

  it("stays AVAILABLE when sections are empty or null for lack of data", () => {
    const calendar = buildCompanyCalendar(sources({ provider: provider(), filings: { filings: [] } }));
    expect(calendar).toMatchObject({
      status: "AVAILABLE",
      reason: null,
      next_earnings: null,
      next_dividend: null,
      past_earnings: [],
      past_dividends: [],
      splits: [],
      company_events: [],
    });
  });

  it("is PARTIAL without the price provider: its sections and past_earnings are null", () => {
    const calendar = buildCompanyCalendar(sources({ provider: null }));
    expect(calendar.status).toBe("PARTIAL");
    expect(calendar.reason).toBe("Yahoo calendar data was unavailable.");
    expect(nullSections(calendar)).toEqual([
      "next_earnings",
      "past_earnings",
      "next_dividend",
      "past_dividends",
      "splits",
    ]);
    expect(calendar.company_events).toHaveLength(1);
  });

  it("is PARTIAL without the filing system: company_events and past_earnings are null", () => {
    const calendar = buildCompanyCalendar(sources({ filings: null }));
    expect(calendar.status).toBe("PARTIAL");
    expect(calendar.reason).toBe("SEC EDGAR data was unavailable.");
    expect(nullSections(calendar)).toEqual(["past_earnings", "company_events"]);
  });

  it("is UNAVAILABLE with every section null when both sources failed", () => {
    const calendar = buildCompanyCalendar(sources({ provider: null, filings: null }));
    expect(calendar).toMatchObject({
      status: "UNAVAILABLE",
      reason: "Yahoo and SEC EDGAR data were unavailable.",
    });
    expect(nullSections(calendar)).toEqual([...SECTIONS]);
  });

  it("is UNSUPPORTED_MARKET with every section null for a listing outside the U.S. primary venues", () => {
    const tokyo = {
      instrument_type: "EQUITY",
      exchange_code: "JPX",
      currency: "JPY",
      timezone: "Asia/Tokyo",
    };
    const calendar = buildCompanyCalendar(sources({ listing: tokyo }));
    expect(calendar).toMatchObject({
      status: "UNSUPPORTED_MARKET",
      reason: "Company calendar covers U.S. primary listings only.",
      window: { past_start: "2025-11-22", upcoming_end: "2027-02-20" },
    });
    expect(nullSections(calendar)).toEqual([...SECTIONS]);
  });

  it("answers the caller's own failures as UNAVAILABLE with their fixed sentences", () => {
    const cases = [
      ["timed_out", "Company calendar did not respond within the time budget."],
      ["disabled", "Company calendar is disabled."],
      ["failed", "Company calendar was unavailable."],
    ] as const;
    for (const [cause, sentence] of cases) {
      const calendar = unavailableCalendar(AS_OF_MS, cause);
      expect(calendar).toMatchObject({
        status: "UNAVAILABLE",
        reason: sentence,
        as_of: "2026-11-22T15:00:00Z",
      });
      expect(nullSections(calendar)).toEqual([...SECTIONS]);
    }
  });

  it("has exactly the seven fixed sentences", () => {
    expect(Object.values(CALENDAR_REASONS).sort()).toEqual(
      [
        "Company calendar covers U.S. primary listings only.",
        "Yahoo calendar data was unavailable.",
        "SEC EDGAR data was unavailable.",
        "Yahoo and SEC EDGAR data were unavailable.",
        "Company calendar did not respond within the time budget.",
        "Company calendar was unavailable.",
        "Company calendar is disabled.",
      ].sort(),
    );
  });
});

describe("markEarningsSessions", () => {
  const rows = ["2025-10-31", "2026-10-29", "2026-10-30", "2026-11-02"].map((session_date) => ({
    session_date,
    close: 1,
  }));

  it("flags only reaction sessions on or after past_start", () => {
    const marked = markEarningsSessions(rows, buildCompanyCalendar(sources()));
    expect(marked.map((row) => [row.session_date, row.is_earnings_session])).toEqual([
      ["2025-10-31", false], // a reaction session, but before past_start
      ["2026-10-29", false],
      ["2026-10-30", true],
      ["2026-11-02", false],
    ]);
    expect(marked[2]).toEqual({ session_date: "2026-10-30", close: 1, is_earnings_session: true });
  });

  it("flags nothing for unsupported, partial or unavailable calendars", () => {
    const tokyo = {
      instrument_type: "EQUITY",
      exchange_code: "JPX",
      currency: "JPY",
      timezone: "Asia/Tokyo",
    };
    for (const calendar of [
      buildCompanyCalendar(sources({ listing: tokyo })),
      buildCompanyCalendar(sources({ filings: null })),
      unavailableCalendar(AS_OF_MS, "timed_out"),
    ]) {
      expect(markEarningsSessions(rows, calendar).some((row) => row.is_earnings_session)).toBe(false);
    }
  });
});
