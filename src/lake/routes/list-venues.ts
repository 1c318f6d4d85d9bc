import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { venueCoverage } from "../store/lake-coverage.ts";
import { configuredVenues } from "./config.ts";
import { venueCatalogExample } from "./examples.ts";
import { VenueCatalogResponse } from "./schema.ts";
import { LAKE_BASE, lakeRoute, readLake, venueLinks, venuePath, venueSummary } from "./shared.ts";

const route = lakeRoute({
  path: "/venues",
  withVenue: false,
  operationId: "listLakeVenues",
  summary: "Served venues with their tape semantics and coverage",
  description:
    "Per served venue: tape origin (a mirror names the book it mirrors), the price columns it fills (`quote_fields`, the union over the latest collected date's snapshots), book availability, cadence and coverage (first and last collected date and snapshot). Excluded venues are listed, with their reasons, at /api/v1/lake. Coverage moves every cycle: cached for 15 s.",
  schema: VenueCatalogResponse,
  example: venueCatalogExample,
});

export function registerListVenues(app: App) {
  app.openapi(route, async (c) => {
    const { served } = configuredVenues(c.env);
    const venues = await readLake("lake listing", () =>
      Promise.all(
        served.map(async (profile) => {
          const coverage = await venueCoverage(c.env.LAKE, profile.venue);
          const self = venuePath(profile.venue);
          return { ...venueSummary(profile, coverage), links: venueLinks(profile.venue, coverage, self) };
        }),
      ),
    );
    const data = { type: "lake_venue_catalog" as const, count: venues.length, venues };
    return jsonRead(c, envelope(data, { self: `${LAKE_BASE}/venues`, lake: LAKE_BASE }), "current");
  });
}
