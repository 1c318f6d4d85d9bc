import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../../env.ts";
import { ProblemError } from "../../../http/problem.ts";
import type { ProblemSlug } from "../../../http/problem-catalog.ts";
import { type ReadRouteOptions, readRoute } from "../../../http/read-route.ts";
import { failClosed } from "../../../http/safety.ts";
import type { NoQuerySchema } from "../../../http/schemas.ts";
import {
  EXCLUSION_REASONS,
  exclusionReason,
  findVenueProfile,
  type VenueProfile,
} from "../../../lake/venues.ts";
import type { VenueCoverage } from "../../../store/lake-coverage.ts";
import { allowList, PAGE_SIZE_DEFAULT } from "./config.ts";
import { VenueParam } from "./schema.ts";
import { cycleStart } from "./time.ts";

const LAKE_TAG = "Lake";
export const LAKE_BASE = "/api/v1/lake";

export const venuePath = (venue: string) => `${LAKE_BASE}/venues/${venue}`;
export const snapshotsPath = (venue: string, date: string) => `${venuePath(venue)}/snapshots?date=${date}`;
export const quotesPath = (venue: string, date: string, at: string, page: number, pageSize: number) =>
  `${venuePath(venue)}/quotes?date=${date}&at=${at}&page=${page}&page_size=${pageSize}`;

/** Every R2 read of the lake: a failure answers 503 service-unavailable with Retry-After. */
export function readLake<T>(what: string, read: () => Promise<T>): Promise<T> {
  return failClosed(read, { what });
}

/**
 * `{venue}` → a served venue's profile. No profile → 404 venue-not-found; a profile the lake does not
 * serve → 404 venue-excluded with the reason (404, not 403: no credential changes the answer).
 */
export function resolveVenue(c: Context<AppEnv>, raw: string): VenueProfile {
  const id = raw.toLowerCase();
  const profile = findVenueProfile(id);
  if (!profile) {
    throw new ProblemError("venue-not-found", {
      detail: `pix collects no lake tape for a venue '${id}'. The served venues are listed at ${LAKE_BASE}.`,
    });
  }
  const reason = exclusionReason(profile, allowList(c.env));
  if (reason) {
    throw new ProblemError("venue-excluded", {
      detail: `The lake does not serve ${profile.name} (${reason}). ${EXCLUSION_REASONS[reason]}`,
    });
  }
  return profile;
}

/** The venue semantics shared by the catalog and the venue resource. */
export function venueSummary(profile: VenueProfile, coverage: VenueCoverage) {
  const ref = (s: { date: string; at: string } | null) =>
    s ? { ...s, cycle_start: cycleStart(s.date, s.at) } : null;
  return {
    venue: profile.venue,
    name: profile.name,
    tape_origin: { ...profile.tape_origin },
    book: profile.book,
    cadence_seconds: profile.cadence_seconds,
    licence: "venue_public_api" as const,
    quote_fields: coverage.quoteFields,
    quote_fields_basis: "union_over_latest_collected_date" as const,
    quote_fields_date: coverage.quoteFieldsDate,
    coverage: {
      first_date: coverage.dates[0] ?? null,
      last_date: coverage.dates.at(-1) ?? null,
      date_count: coverage.dates.length,
      first_snapshot: ref(coverage.first),
      last_snapshot: ref(coverage.last),
    },
  };
}

/** Links from a venue to its latest collected day. */
export function venueLinks(venue: string, coverage: VenueCoverage, self: string) {
  const links: { self: string } & Record<string, string> = { self, venue: venuePath(venue), lake: LAKE_BASE };
  if (coverage.last) {
    links.latest_snapshots = snapshotsPath(venue, coverage.last.date);
    links.latest_quotes = quotesPath(venue, coverage.last.date, coverage.last.at, 1, PAGE_SIZE_DEFAULT);
  }
  return links;
}

const VENUE_PROBLEMS: ProblemSlug[] = ["venue-not-found", "venue-excluded"];

/**
 * A read of the lake plane, with an example body; with `withVenue` (the default) the route reads one
 * venue, under `/venues/{venue}`.
 */
export function lakeRoute<S extends z.ZodType, Q extends z.ZodObject = typeof NoQuerySchema>(
  options: Omit<ReadRouteOptions<S, typeof VenueParam, Q>, "tag" | "params" | "example"> & {
    example: unknown;
    withVenue?: boolean;
  },
) {
  const { withVenue = true, ...route } = options;
  return readRoute({
    ...route,
    tag: LAKE_TAG,
    path: `${LAKE_BASE}${withVenue ? "/venues/{venue}" : ""}${options.path}`,
    params: withVenue ? VenueParam : undefined,
    problems: [...(withVenue ? VENUE_PROBLEMS : []), ...(options.problems ?? [])],
  });
}
