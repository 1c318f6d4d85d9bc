/** The fixed `calendar.reason` sentences, verbatim: clients may match on them. */
export const CALENDAR_REASONS = {
  unsupported_market: "Company calendar covers U.S. primary listings only.",
  provider_unavailable: "Yahoo calendar data was unavailable.",
  filings_unavailable: "SEC EDGAR data was unavailable.",
  both_unavailable: "Yahoo and SEC EDGAR data were unavailable.",
  timed_out: "Company calendar did not respond within the time budget.",
  failed: "Company calendar was unavailable.",
  disabled: "Company calendar is disabled.",
} as const;

export type CalendarReasonKey = keyof typeof CALENDAR_REASONS;
export type CalendarReason = (typeof CALENDAR_REASONS)[CalendarReasonKey];
