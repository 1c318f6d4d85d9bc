import type { Bindings } from "../../env.ts";
import type { App } from "../../platform/http/app-types.ts";
import { maxAgeSeconds } from "../../platform/http/cache-control.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { LAKE_ROW_SCHEMA } from "../../venues/shared/row.ts";
import { SNAPSHOT_KEY_PATTERN } from "../keys.ts";
import { EXCLUSION_REASONS } from "../venues.ts";
import {
  configuredVenues,
  PAGE_DEFAULT,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  snapshotMaxBytes,
} from "./config.ts";
import { lakeExampleFrom } from "./examples.ts";
import { LakeResponse } from "./schema.ts";
import { LAKE_BASE, lakeRoute, venuePath } from "./shared.ts";

/** The tape's semantics, stated once for clients. */
export const TAPE_SEMANTICS = {
  rows: "Rows are produced by the lake's own normalizer and served unchanged: each row in a quotes page is byte for byte the NDJSON line the lake stores, without its newline.",
  unquoted_side:
    "A side nobody quotes is null, never 0. Prices are exact decimal probability strings (0 to 1).",
  mid_and_spread:
    "mid and spread are emitted only when both sides were quoted on a venue with a two-sided book. They are absent (not null, not 0) otherwise, and never appear for venues that publish one indicative price per outcome and no order book.",
  quote_fields:
    "Each venue lists the price columns it actually fills (quote_fields); bid and ask must not be assumed.",
  tape_origin:
    "tape_origin.kind is mirror when a venue re-publishes another exchange's book (named in tape_origin.mirrors): a mirror is not an independent price.",
  at: "at is the HHMM of the snapshot's object key: the start of the collection cycle in UTC, not the time of the response. cycle_start spells it as RFC 3339.",
  completeness: {
    statuses: {
      incomplete: "The collector recorded at least one failure for this snapshot; the failures are listed.",
      not_recorded: "The collector recorded no failure for this snapshot.",
    },
    absence_of_failure:
      "not_recorded does not claim completeness: the absence of a recorded failure is not a statement that every market was collected.",
  },
  decimals: "Every price, volume and open interest is an exact decimal string, as the venue published it.",
};

export function lakeDiscovery(env: Bindings) {
  const { served, excluded } = configuredVenues(env);
  return {
    type: "lake" as const,
    description:
      "A read-only projection of the multi-venue prediction-market quote tape: one snapshot per venue per collection cycle.",
    selection:
      "Venues are served from an explicit allow-list in the deployment's configuration. Licence-gated and vendor-purchased data is never served, even when allow-listed; a newly added venue stays excluded until allowed.",
    venues: served.map((p) => ({
      venue: p.venue,
      name: p.name,
      tape_origin: { ...p.tape_origin },
      book: p.book,
      links: { self: venuePath(p.venue) },
    })),
    excluded: excluded.map(({ profile, reason }) => ({
      venue: profile.venue,
      name: profile.name,
      reason,
      explanation: EXCLUSION_REASONS[reason],
    })),
    tape: {
      object_key: SNAPSHOT_KEY_PATTERN,
      row_schema: LAKE_ROW_SCHEMA as typeof LAKE_ROW_SCHEMA,
      semantics: TAPE_SEMANTICS,
    },
    limits: {
      snapshot_max_bytes: snapshotMaxBytes(env),
      page_default: PAGE_DEFAULT,
      page_size_default: PAGE_SIZE_DEFAULT,
      page_size_max: PAGE_SIZE_MAX,
    },
    caching: {
      discovery_max_age_seconds: maxAgeSeconds("reference"),
      venues_max_age_seconds: maxAgeSeconds("current"),
      open_day_snapshots_max_age_seconds: maxAgeSeconds("current"),
      sealed_max_age_seconds: maxAgeSeconds("sealed"),
    },
    errors: {
      unknown_venue: "404 venue-not-found",
      excluded_venue: "404 venue-excluded (the reason is in the detail and in `excluded` here)",
      date_without_data: "404 lake-date-not-found",
      unknown_snapshot_time: "404 lake-snapshot-not-found",
      day_without_parquet: "404 lake-parquet-not-found (not compacted yet, or past the Parquet retention)",
      page_past_the_end: "404 page-not-found",
      market_not_in_tape:
        "404 lake-market-not-found (candles: no snapshot of the whole window holds the market; a later part of a window that holds it answers 200 without candles)",
      outcome_not_in_market:
        "404 lake-outcome-not-found (candles: the market's rows name other outcomes only; books: the market has no book of that outcome at the minute)",
      snapshot_above_ceiling: "413 lake-snapshot-too-large",
      storage_failure: "503 service-unavailable with Retry-After",
    },
  };
}

const route = lakeRoute({
  path: "",
  withVenue: false,
  operationId: "getLake",
  summary: "Lake discovery",
  description:
    "The venues served (from the explicit allow-list), each excluded venue with its reason, the tape semantics (null sides, the mid/spread rule, completeness statuses, what `at` means), the published byte ceiling of a snapshot and the paging limits. Start here to find the venues and the rules for reading their rows. Cached for 300 s.",
  schema: LakeResponse,
  example: lakeExampleFrom(lakeDiscovery),
});

export function registerGetLake(app: App) {
  app.openapi(route, (c) =>
    jsonRead(
      c,
      envelope(lakeDiscovery(c.env), { self: LAKE_BASE, venues: `${LAKE_BASE}/venues`, docs: "/docs" }),
      "reference",
    ),
  );
}
