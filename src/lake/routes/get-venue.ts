import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { venueCoverage } from "../store/lake-coverage.ts";
import { readParquetCatalog } from "../store/lake-reads.ts";
import { lakeDays, retentionView } from "./days.ts";
import { venueExample } from "./examples.ts";
import { VenueResponse } from "./schema.ts";
import { lakeRoute, readLake, resolveVenue, venueLinks, venuePath, venueSummary } from "./shared.ts";

const route = lakeRoute({
  path: "",
  operationId: "getLakeVenue",
  summary: "One venue's tape semantics and collected dates",
  description:
    "The venue's semantics as in the catalog, plus `dates`: every UTC date with stored data; `days`: each of those dates with its Parquet files (`parquet`: its quotes, `books_parquet`: its book tape, `trades_parquet`: its trade tape; each key, bytes, rows, created_at, or null until written) and links to its snapshots and its Parquet downloads; and `retention`: how long the tape and the Parquet files are kept. Cached for 15 s.",
  schema: VenueResponse,
  example: venueExample,
});

export function registerGetVenue(app: App) {
  app.openapi(route, async (c) => {
    const profile = resolveVenue(c, c.req.valid("param").venue);
    const [coverage, catalogue] = await Promise.all([
      readLake("lake listing", () => venueCoverage(c.env.LAKE, profile.venue)),
      readLake("lake parquet catalogue", () => readParquetCatalog(c.env.LAKE, profile.venue)),
    ]);
    const data = {
      type: "lake_venue" as const,
      ...venueSummary(profile, coverage),
      dates: coverage.dates,
      days: lakeDays(profile.venue, coverage.dates, catalogue),
      retention: retentionView(c.env, Date.now()),
    };
    return jsonRead(
      c,
      envelope(data, venueLinks(profile.venue, coverage, venuePath(profile.venue))),
      "current",
    );
  });
}
