/** The company calendar of the factor response: pure rules, no I/O. */
export {
  buildCompanyCalendar,
  type CalendarFailure,
  type CalendarSources,
  markEarningsSessions,
  unavailableCalendar,
} from "./build.ts";
export { calendarWindow, FILINGS_LOOKBACK_DAYS, filingsSince, newYorkTimestamp } from "./dates.ts";
export { MATERIAL_ITEM_LABELS } from "./events.ts";
export { isUsPrimaryListing, type ListingFacts, US_PRIMARY_EXCHANGE_CODES } from "./listing.ts";
export { CALENDAR_REASONS, type CalendarReason } from "./reasons.ts";
export type * from "./types.ts";
