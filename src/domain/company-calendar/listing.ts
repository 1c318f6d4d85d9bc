/**
 * Which listings get a company calendar: a USD equity on Nasdaq (`NMS`, `NGM`, `NCM`),
 * NYSE (`NYQ`) or NYSE American (`ASE`) that trades on the America/New_York session. The codes are the
 * price provider's exchange codes; anything else (other venues, currencies, time zones, instrument types)
 * is `UNSUPPORTED_MARKET`.
 */
import { NEW_YORK_TIME_ZONE } from "../new-york-calendar.ts";

export const US_PRIMARY_EXCHANGE_CODES: readonly string[] = ["NMS", "NGM", "NCM", "NYQ", "ASE"];

export interface ListingFacts {
  /** The provider's instrument type (`EQUITY`, `ETF`, …). */
  instrument_type: string;
  /** The provider's exchange code (`NMS`, `NYQ`, …). */
  exchange_code: string;
  currency: string;
  /** IANA time zone of the exchange session. */
  timezone: string;
}

export function isUsPrimaryListing(listing: ListingFacts): boolean {
  return (
    listing.instrument_type.toUpperCase() === "EQUITY" &&
    listing.currency === "USD" &&
    US_PRIMARY_EXCHANGE_CODES.includes(listing.exchange_code.toUpperCase()) &&
    listing.timezone === NEW_YORK_TIME_ZONE
  );
}
