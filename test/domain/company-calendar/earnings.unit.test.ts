import { describe, expect, it } from "vitest";
import {
  nextEarnings,
  pastEarnings,
  reactionSession,
} from "../../../src/domain/company-calendar/earnings.ts";
import { filing, provider, weekdaySessions } from "./fixtures.ts";

const TODAY = "2026-11-22";
const UPCOMING_END = "2027-02-20";

describe("nextEarnings", () => {
  const estimates = {
    eps_estimate: 2.35,
    eps_estimate_low: 2.2,
    eps_estimate_high: 2.51,
    revenue_estimate: 124_125_000_000,
    revenue_estimate_low: 121_000_000_000,
    revenue_estimate_high: 127_400_000_000,
  };

  it("is null without a date", () => {
    expect(nextEarnings(provider(estimates), TODAY, UPCOMING_END)).toBeNull();
  });

  it("gives a known date with a null window_end and the consensus figures", () => {
    expect(
      nextEarnings(provider({ earnings_dates: ["2027-01-28"], ...estimates }), TODAY, UPCOMING_END),
    ).toEqual({ date: "2027-01-28", window_end: null, ...estimates });
  });

  it("gives an expected window as its first day and window_end, in date order", () => {
    const window = provider({
      earnings_dates: ["2027-02-01", "2027-01-26"],
      earnings_date_is_estimate: true,
    });
    expect(nextEarnings(window, TODAY, UPCOMING_END)).toMatchObject({
      date: "2027-01-26",
      window_end: "2027-02-01",
      eps_estimate: null,
    });
  });

  it("is null when every date is before today, but not when a window still runs", () => {
    expect(nextEarnings(provider({ earnings_dates: ["2026-10-29"] }), TODAY, UPCOMING_END)).toBeNull();
    expect(
      nextEarnings(provider({ earnings_dates: ["2026-11-18", "2026-11-21"] }), TODAY, UPCOMING_END),
    ).toBeNull();
    expect(
      nextEarnings(provider({ earnings_dates: ["2026-11-20", "2026-11-24"] }), TODAY, UPCOMING_END),
    ).toMatchObject({ date: "2026-11-20", window_end: "2026-11-24" });
    expect(nextEarnings(provider({ earnings_dates: [TODAY] }), TODAY, UPCOMING_END)).toMatchObject({
      date: TODAY,
    });
  });

  it("is null when the date is after upcoming_end (the end itself still counts)", () => {
    expect(nextEarnings(provider({ earnings_dates: [UPCOMING_END] }), TODAY, UPCOMING_END)).toMatchObject({
      date: UPCOMING_END,
    });
    expect(nextEarnings(provider({ earnings_dates: ["2027-02-21"] }), TODAY, UPCOMING_END)).toBeNull();
    expect(
      nextEarnings(provider({ earnings_dates: ["2027-02-22", "2027-02-26"] }), TODAY, UPCOMING_END),
    ).toBeNull();
  });
});

describe("reactionSession", () => {
  const sessions = ["2026-10-28", "2026-10-29", "2026-10-30", "2026-11-02"];
  const at = (iso: string) => Date.parse(iso);

  it("is the report date's session when accepted before 16:00 New York time", () => {
    expect(reactionSession("2026-10-29", at("2026-10-29T19:59:59Z"), sessions)).toBe("2026-10-29");
    expect(reactionSession("2026-10-29", at("2026-10-29T11:00:00Z"), sessions)).toBe("2026-10-29");
  });

  it("is the next session when accepted on the report date at or after 16:00 New York time", () => {
    expect(reactionSession("2026-10-29", at("2026-10-29T20:00:00Z"), sessions)).toBe("2026-10-30");
    expect(reactionSession("2026-10-30", at("2026-10-30T20:05:00Z"), sessions)).toBe("2026-11-02");
  });

  it("is the first session on or after a report date that is not a session", () => {
    expect(reactionSession("2026-10-31", at("2026-10-31T14:00:00Z"), sessions)).toBe("2026-11-02");
    expect(reactionSession("2026-10-31", null, sessions)).toBe("2026-11-02");
  });

  it("reads the acceptance date in New York, and ignores an after-close acceptance on a later day", () => {
    // 03:30Z on the 29th is 23:30 on the 28th in New York: not an acceptance on the report date.
    expect(reactionSession("2026-10-29", at("2026-10-29T03:30:00Z"), sessions)).toBe("2026-10-29");
    expect(reactionSession("2026-10-28", at("2026-10-29T20:30:00Z"), sessions)).toBe("2026-10-28");
  });

  it("is null when that session is outside the history", () => {
    expect(reactionSession("2026-10-27", at("2026-10-27T12:00:00Z"), sessions)).toBeNull();
    expect(reactionSession("2026-11-02", at("2026-11-02T21:30:00Z"), sessions)).toBeNull();
    expect(reactionSession("2026-11-03", null, sessions)).toBeNull();
    expect(reactionSession("2026-10-29", null, [])).toBeNull();
  });

  it("applies 16:00 in daylight time on the Monday after the spring switch", () => {
    const march = ["2026-03-06", "2026-03-09", "2026-03-10"];
    // 20:00Z is 16:00 EDT (it would be 15:00 under EST).
    expect(reactionSession("2026-03-09", at("2026-03-09T20:00:00Z"), march)).toBe("2026-03-10");
    expect(reactionSession("2026-03-09", at("2026-03-09T19:59:00Z"), march)).toBe("2026-03-09");
  });

  it("applies 16:00 in standard time on the Monday after the autumn switch", () => {
    const november = ["2026-10-30", "2026-11-02", "2026-11-03"];
    // 20:30Z is 15:30 EST (it would be 16:30 under EDT); 21:00Z is 16:00 EST.
    expect(reactionSession("2026-11-02", at("2026-11-02T20:30:00Z"), november)).toBe("2026-11-02");
    expect(reactionSession("2026-11-02", at("2026-11-02T21:00:00Z"), november)).toBe("2026-11-03");
  });
});

describe("pastEarnings", () => {
  const sessions = weekdaySessions("2025-11-24", "2026-11-20", ["2026-01-01", "2026-02-16", "2026-07-03"]);
  const quarter = (end: string, eps_actual: number, eps_estimate: number, surprise_percent: number) => ({
    fiscal_quarter_end: end,
    eps_actual,
    eps_estimate,
    surprise_percent,
  });
  const quarters = [
    quarter("2025-09-27", 1.64, 1.6, 2.5),
    quarter("2026-12-26", 9, 9, 0), // not reported yet: after today
    quarter("2026-03-28", 1.65, 1.62, 1.85),
    quarter("2026-09-26", 1.85, 1.6, 15.63),
    quarter("2025-12-27", 2.4, 2.35, 2.13),
    quarter("2026-06-27", 1.57, 1.43, 9.79),
  ];
  const september = filing({
    report_date: "2026-10-29",
    accepted_at_ms: Date.parse("2026-10-29T20:30:12Z"),
    items: ["2.02", "9.01"],
  });
  const filings = [
    filing({ form: "8-K/A", report_date: "2026-10-27", items: ["2.02"] }), // amendments never match
    filing({ report_date: "2026-11-10", items: ["2.02", "9.01"] }), // later than the earliest release
    september,
    filing({
      report_date: "2026-07-30",
      accepted_at_ms: Date.parse("2026-07-30T11:00:00Z"),
      items: ["2.02"],
    }),
    filing({ report_date: "2026-07-29", items: ["8.01"] }), // no item 2.02
    filing({ report_date: "2026-03-28", items: ["2.02"] }), // 0 days after the quarter end
    filing({ report_date: "2026-05-28", items: ["2.02"] }), // 61 days after
    filing({
      report_date: "2026-02-25",
      accepted_at_ms: Date.parse("2026-02-25T21:00:00Z"),
      items: ["2.02"],
    }),
  ];

  it("keeps the last four reported quarters, newest first, each with its earliest release", () => {
    const rows = pastEarnings(quarters, filings, sessions, TODAY);
    expect(rows.map((row) => row.fiscal_quarter_end)).toEqual([
      "2026-09-26",
      "2026-06-27",
      "2026-03-28",
      "2025-12-27",
    ]);
    expect(rows[0]).toEqual({
      fiscal_quarter_end: "2026-09-26",
      report_date: "2026-10-29",
      sec_accepted_at: "2026-10-29T16:30:12-04:00",
      reaction_session: "2026-10-30",
      eps_estimate: 1.6,
      eps_actual: 1.85,
      surprise_percent: 15.63,
      sec_filing_url: september.document_url,
    });
    expect(rows[1]).toMatchObject({
      report_date: "2026-07-30",
      sec_accepted_at: "2026-07-30T07:00:00-04:00",
      reaction_session: "2026-07-30",
    });
  });

  it("accepts a release exactly 60 days after the quarter end, accepted exactly at 16:00 EST", () => {
    const december = pastEarnings(quarters, filings, sessions, TODAY)[3];
    expect(december).toMatchObject({
      fiscal_quarter_end: "2025-12-27",
      report_date: "2026-02-25",
      sec_accepted_at: "2026-02-25T16:00:00-05:00",
      reaction_session: "2026-02-26",
    });
  });

  it("keeps the EPS fields and nulls the filing fields when no release is 1 to 60 days after", () => {
    expect(pastEarnings(quarters, filings, sessions, TODAY)[2]).toEqual({
      fiscal_quarter_end: "2026-03-28",
      report_date: null,
      sec_accepted_at: null,
      reaction_session: null,
      eps_estimate: 1.62,
      eps_actual: 1.65,
      surprise_percent: 1.85,
      sec_filing_url: null,
    });
  });

  it("has a null acceptance time and a report-date session when the acceptance is unknown", () => {
    const [row] = pastEarnings(
      [quarter("2026-09-26", 1, 1, 0)],
      [filing({ report_date: "2026-10-29", items: ["2.02"] })],
      sessions,
      TODAY,
    );
    expect(row).toMatchObject({ sec_accepted_at: null, reaction_session: "2026-10-29" });
  });

  it("keeps quarters when there are no filings at all", () => {
    expect(pastEarnings(quarters, [], sessions, TODAY).map((row) => row.report_date)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
