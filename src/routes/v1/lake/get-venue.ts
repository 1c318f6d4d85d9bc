import { envelope } from "../../../http/envelope.ts";
import { jsonRead } from "../../../http/respond.ts";
import { venueCoverage } from "../../../store/lake-coverage.ts";
import type { App } from "../../types.ts";
import { venueExample } from "./examples.ts";
import { VenueResponse } from "./schema.ts";
import { lakeRoute, readLake, resolveVenue, venueLinks, venuePath, venueSummary } from "./shared.ts";

const route = lakeRoute({
  path: "",
  operationId: "getLakeVenue",
  summary: "One venue's tape semantics and collected dates",
  description:
    "The venue's semantics as in the catalog, plus `dates`: every UTC date with collected tape (from a delimited R2 listing, paged and bounded). Cached for 15 s.",
  schema: VenueResponse,
  example: venueExample,
});

export function registerGetVenue(app: App) {
  app.openapi(route, async (c) => {
    const profile = resolveVenue(c, c.req.valid("param").venue);
    const coverage = await readLake("lake listing", () => venueCoverage(c.env.LAKE, profile.venue));
    const data = { type: "lake_venue" as const, ...venueSummary(profile, coverage), dates: coverage.dates };
    return jsonRead(
      c,
      envelope(data, venueLinks(profile.venue, coverage, venuePath(profile.venue))),
      "current",
    );
  });
}
