import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { VENUES } from "../../src/catalog/types.ts";
import { readManifest, writeTape } from "../../src/lake/store/lake.ts";
import {
  exclusionReason,
  findVenueProfile,
  LAKE_CADENCE_SECONDS,
  lakeVenues,
  parseAllowList,
  VENUE_PROFILES,
  type VenueProfile,
  venueProfile,
} from "../../src/lake/venues.ts";
import { lakeRow } from "../../src/venues/shared/row-builder.ts";
import { rowValues, scaled } from "../support/lake.ts";

describe("venue profiles", () => {
  it("configures every venue the collector fetches, under its own id", () => {
    expect(Object.keys(VENUE_PROFILES).sort()).toEqual([...VENUES].sort());
    for (const venue of VENUES) expect(venueProfile(venue).venue).toBe(venue);
  });

  it("describes Kalshi and Polymarket as their own two-sided books, taped every minute", () => {
    for (const venue of VENUES) {
      expect(venueProfile(venue)).toMatchObject({
        tape_origin: { kind: "own_book", mirrors: null },
        book: "two_sided_order_book",
        cadence_seconds: LAKE_CADENCE_SECONDS,
        licence: "venue_public_api",
      });
    }
    expect(LAKE_CADENCE_SECONDS).toBe(60);
  });

  it("names the mirrored exchange exactly when the tape is a mirror", () => {
    for (const profile of Object.values(VENUE_PROFILES)) {
      if (profile.tape_origin.kind === "mirror") expect(profile.tape_origin.mirrors).toBeTruthy();
      else expect(profile.tape_origin.mirrors).toBeNull();
    }
  });

  it("serves only allow-listed venues under a public licence", () => {
    const both = lakeVenues(parseAllowList("kalshi,polymarket"));
    expect(both.served.map((p) => p.venue)).toEqual(["kalshi", "polymarket"]);
    expect(both.excluded).toEqual([]);
    const kalshi = venueProfile("kalshi");
    const allowed = parseAllowList("kalshi");
    expect(exclusionReason(kalshi, allowed)).toBeNull();
    expect(exclusionReason(venueProfile("polymarket"), allowed)).toBe("not_allow_listed");
    // Licence reasons win over the allow-list: such data is never served.
    expect(exclusionReason({ ...kalshi, licence: "licence_gated" }, allowed)).toBe("licence_gated");
    expect(exclusionReason({ ...kalshi, licence: "vendor_purchased" }, allowed)).toBe("vendor_purchased");
  });

  it("keeps a newly added venue excluded until it is allowed", () => {
    const added = { ...venueProfile("kalshi"), venue: "newvenue", name: "New" } as unknown as VenueProfile;
    const profiles = [...Object.values(VENUE_PROFILES), added];
    const before = lakeVenues(parseAllowList("kalshi,polymarket"), profiles);
    expect(before.excluded.map((e) => [e.profile.venue, e.reason])).toEqual([
      ["newvenue", "not_allow_listed"],
    ]);
    const after = lakeVenues(parseAllowList(" Kalshi , polymarket,newvenue,"), profiles);
    expect(after.served.map((p) => p.venue)).toEqual(["kalshi", "newvenue", "polymarket"]);
  });

  it("ignores allow-list entries without a profile, and serves nothing when the list is unset", () => {
    expect(lakeVenues(parseAllowList("kalshi,nasdaq")).served.map((p) => p.venue)).toEqual(["kalshi"]);
    const none = lakeVenues(parseAllowList(undefined));
    expect(none.served).toEqual([]);
    expect(none.excluded.map((e) => e.reason)).toEqual(["not_allow_listed", "not_allow_listed"]);
    expect(findVenueProfile("nasdaq")).toBeUndefined();
  });
});

describe("day manifest quote_fields", () => {
  const T = Date.parse("2026-11-22T10:07:00Z");

  it("records the price columns a snapshot actually filled", async () => {
    const rows = [rowValues({ last: null }), rowValues({ market_id: "B", ask: null, last: null })].map(
      lakeRow,
    );
    await writeTape(env.LAKE, "kalshi", T, rows, { status: "not_recorded" });
    const manifest = await readManifest(env.LAKE, "kalshi", "2026-11-22");
    const entry = manifest?.snapshots.find((s) => s.at === "1007");
    // No row has a `last`: it must not be listed.
    expect(entry?.quote_fields).toEqual(["bid", "ask", "indicative", "mid", "spread"]);
  });

  it("lists no mid or spread for an indicative-only snapshot, and nothing for an empty one", async () => {
    const indicative = lakeRow(
      rowValues({
        venue: "polymarket",
        bid: null,
        ask: null,
        last: scaled("0.5"),
        indicative_source: "venue_price",
        size_unit: "usd",
      }),
    );
    await writeTape(env.LAKE, "polymarket", T, [indicative], { status: "not_recorded" });
    await writeTape(env.LAKE, "polymarket", T + 60_000, [], {
      status: "incomplete",
      failures: [{ reason: "http_5xx", stage: "polymarket_gamma_markets" }],
    });
    const manifest = await readManifest(env.LAKE, "polymarket", "2026-11-22");
    const byAt = new Map(manifest?.snapshots.map((s) => [s.at, s]));
    expect(byAt.get("1007")?.quote_fields).toEqual(["last", "indicative"]);
    expect(byAt.get("1008")).toMatchObject({ rows: 0, quote_fields: [] });
  });
});
