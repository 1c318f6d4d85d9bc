import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { readManifest } from "../store/lake.ts";
import { cycleStart, dayStatus } from "../time.ts";
import { PAGE_SIZE_DEFAULT, snapshotMaxBytes } from "./config.ts";
import { snapshotsExample } from "./examples.ts";
import { SnapshotListResponse, SnapshotsQuery } from "./schema.ts";
import {
  lakeRoute,
  missingDay,
  quotesPath,
  readLake,
  resolveVenue,
  snapshotsPath,
  venuePath,
} from "./shared.ts";

const route = lakeRoute({
  path: "/snapshots",
  operationId: "listLakeSnapshots",
  summary: "Snapshot times collected on one UTC date",
  description:
    "The HHMM times collected on `date`, oldest first, each with its row count, stored size, whether it exceeds the published ceiling (its quotes then answer 413), completeness (`incomplete` with the recorded failures, or `not_recorded`), the price columns it fills and a link to its first quotes page. A date with no stored data answers 404 lake-date-not-found; a date whose data is stored but whose snapshot list cannot be read at the moment answers 503 with Retry-After. A finished day (`day_status: closed`) is final and cached for 3,600 s; the current day for 15 s.",
  query: SnapshotsQuery,
  schema: SnapshotListResponse,
  example: snapshotsExample,
  problems: ["lake-date-not-found"],
});

export function registerListSnapshots(app: App) {
  app.openapi(route, async (c) => {
    const profile = resolveVenue(c, c.req.valid("param").venue);
    const { date } = c.req.valid("query");
    const venue = profile.venue;
    const manifest = await readLake("lake day manifest", () => readManifest(c.env.LAKE, venue, date));
    if (!manifest) throw await missingDay(c.env.LAKE, profile, date);
    const ceiling = snapshotMaxBytes(c.env);
    const status = dayStatus(date, Date.now());
    const snapshots = manifest.snapshots.map((s) => ({
      at: s.at,
      cycle_start: cycleStart(date, s.at),
      rows: s.rows,
      bytes: s.bytes,
      exceeds_ceiling: s.bytes > ceiling,
      completeness: s.completeness,
      // Manifests written before quote_fields was recorded have none.
      quote_fields: s.quote_fields ?? [],
      links: { quotes: quotesPath(venue, date, s.at, 1, PAGE_SIZE_DEFAULT) },
    }));
    const data = {
      type: "lake_snapshots" as const,
      venue,
      date,
      day_status: status,
      count: snapshots.length,
      snapshots,
    };
    const links = { self: snapshotsPath(venue, date), venue: venuePath(venue) };
    return jsonRead(c, envelope(data, links), status === "closed" ? "sealed" : "current");
  });
}
