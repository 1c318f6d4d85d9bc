import { describe, expect, it } from "vitest";
import { isUsPrimaryListing, type ListingFacts } from "../../../src/domain/company-calendar/listing.ts";
import { NASDAQ_LISTING } from "./fixtures.ts";

const listing = (overrides: Partial<ListingFacts>): ListingFacts => ({ ...NASDAQ_LISTING, ...overrides });

describe("isUsPrimaryListing", () => {
  it("accepts a USD equity on Nasdaq, NYSE or NYSE American trading on the New York session", () => {
    for (const exchange_code of ["NMS", "NGM", "NCM", "NYQ", "ASE", "nms"]) {
      expect(isUsPrimaryListing(listing({ exchange_code })), exchange_code).toBe(true);
    }
  });

  it("refuses other exchanges, including U.S. venues that are not primary listings", () => {
    for (const exchange_code of ["PCX", "BTS", "PNK", "OQB", "JPX", "LSE", "GER", "TOR", ""]) {
      expect(isUsPrimaryListing(listing({ exchange_code })), exchange_code).toBe(false);
    }
  });

  it("refuses a non-USD price, a non-New York session and a non-equity instrument", () => {
    expect(isUsPrimaryListing(listing({ currency: "CAD" }))).toBe(false);
    expect(isUsPrimaryListing(listing({ timezone: "America/Chicago" }))).toBe(false);
    expect(isUsPrimaryListing(listing({ instrument_type: "ETF" }))).toBe(false);
    expect(isUsPrimaryListing(listing({ instrument_type: "INDEX" }))).toBe(false);
  });
});
