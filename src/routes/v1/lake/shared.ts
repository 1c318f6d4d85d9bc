import { createRoute, type z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../../env.ts";
import {
  COMMON_READ_PROBLEMS,
  NOT_MODIFIED_RESPONSE,
  problemResponses,
  READ_HEADERS,
} from "../../../http/openapi-responses.ts";
import { ProblemError } from "../../../http/problem.ts";
import type { ProblemSlug } from "../../../http/problem-catalog.ts";
import { readOrUnavailable } from "../../../http/safety.ts";
import {
  EXCLUSION_REASONS,
  exclusionReason,
  findVenueProfile,
  type VenueProfile,
} from "../../../lake/venues.ts";
import type { VenueCoverage } from "../../../store/lake-coverage.ts";
import { NoQuerySchema } from "../info/schema.ts";
import { allowList, PAGE_SIZE_DEFAULT } from "./config.ts";
import { VenueParam } from "./schema.ts";
import { cycleStart } from "./time.ts";

export const LAKE_TAG = "Lake";
export const LAKE_BASE = "/api/v1/lake";

export const venuePath = (venue: string) => `${LAKE_BASE}/venues/${venue}`;
export const snapshotsPath = (venue: string, date: string) => `${venuePath(venue)}/snapshots?date=${date}`;
export const quotesPath = (venue: string, date: string, at: string, page: number, pageSize: number) =>
  `${venuePath(venue)}/quotes?date=${date}&at=${at}&page=${page}&page_size=${pageSize}`;

/** Every R2 read of the lake: a failure answers 503 service-unavailable with Retry-After. */
export function readLake<T>(what: string, read: () => Promise<T>): Promise<T> {
  return readOrUnavailable(read, { what });
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

/** An OpenAPI GET route of the lake plane with the shared parameters and responses. */
export function lakeRoute<S extends z.ZodType, Q extends z.ZodObject = typeof NoQuerySchema>(options: {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  schema: S;
  example: unknown;
  query?: Q;
  withVenue?: boolean;
  problems?: ProblemSlug[];
}) {
  const withVenue = options.withVenue ?? true;
  return createRoute({
    method: "get",
    path: `${LAKE_BASE}${withVenue ? "/venues/{venue}" : ""}${options.path}`,
    operationId: options.operationId,
    tags: [LAKE_TAG],
    summary: options.summary,
    description: options.description,
    request: {
      ...(withVenue ? { params: VenueParam } : {}),
      query: (options.query ?? NoQuerySchema) as Q,
    },
    responses: {
      200: {
        description: options.summary,
        headers: READ_HEADERS,
        content: { "application/json": { schema: options.schema, example: options.example } },
      },
      ...NOT_MODIFIED_RESPONSE,
      ...problemResponses(
        ...COMMON_READ_PROBLEMS,
        ...(withVenue ? VENUE_PROBLEMS : []),
        ...(options.problems ?? []),
      ),
    },
  });
}
