import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import type { ProblemSlug } from "../../platform/http/problem-catalog.ts";
import { type ReadRouteOptions, readRoute } from "../../platform/http/read-route.ts";
import { failClosed } from "../../platform/http/safety.ts";
import type { NoQuerySchema } from "../../platform/http/schemas.ts";
import { readManifest } from "../store/lake.ts";
import type { VenueCoverage } from "../store/lake-coverage.ts";
import { dayListed } from "../store/lake-reads.ts";
import { cycleStart } from "../time.ts";
import { EXCLUSION_REASONS, exclusionReason, findVenueProfile, type VenueProfile } from "../venues.ts";
import { allowList, PAGE_SIZE_DEFAULT } from "./config.ts";
import { VenueParam } from "./schema.ts";

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
 * A 404 says pix never collected the day or the snapshot, so it is answered only when nothing stored
 * says otherwise. A manifest that lists the snapshot, or any object of the day, means the tape was
 * collected and cannot be read right now (lost, or not yet readable): 503 with Retry-After.
 */
function unreadableTape(profile: VenueProfile, date: string, what: string): ProblemError {
  return new ProblemError("service-unavailable", {
    detail: `${profile.name} collected ${what} on ${date}, but it cannot be read right now; it is not absent. Try again shortly.`,
  });
}

/** The problem for a day whose manifest the store did not return: 503 if any object of the day is stored, else 404. */
export async function missingDay(
  bucket: R2Bucket,
  profile: VenueProfile,
  date: string,
): Promise<ProblemError> {
  const listed = await readLake("lake listing", () => dayListed(bucket, profile.venue, date));
  if (listed) return unreadableTape(profile, date, "tape");
  return new ProblemError("lake-date-not-found", {
    detail: `${profile.name} has no lake tape on ${date}. Collected dates: ${venuePath(profile.venue)}.`,
  });
}

/**
 * The problem for a snapshot the store did not return: 503 when the day's manifest lists it, 404
 * lake-snapshot-not-found when the manifest does not, and as `missingDay` when there is no manifest.
 */
export async function missingSnapshot(
  bucket: R2Bucket,
  profile: VenueProfile,
  date: string,
  at: string,
): Promise<ProblemError> {
  const manifest = await readLake("lake day manifest", () => readManifest(bucket, profile.venue, date));
  if (!manifest) return missingDay(bucket, profile, date);
  if (manifest.snapshots.some((s) => s.at === at))
    return unreadableTape(profile, date, `the snapshot at ${at}`);
  return new ProblemError("lake-snapshot-not-found", {
    detail: `${profile.name} has no snapshot at ${at} on ${date}. The day's snapshot times: ${snapshotsPath(profile.venue, date)}.`,
  });
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
 * venue, under `/venues/{venue}` (and `params` names any further path parameters).
 */
export function lakeRoute<
  S extends z.ZodType,
  Q extends z.ZodObject = typeof NoQuerySchema,
  P extends typeof VenueParam = typeof VenueParam,
>(
  options: Omit<ReadRouteOptions<S, P, Q>, "tag" | "params" | "example"> & {
    example: unknown;
    withVenue?: boolean;
    /** The path parameters when the path names more than the venue (they extend VenueParam). */
    params?: P;
  },
) {
  const { withVenue = true, params, ...route } = options;
  return readRoute({
    ...route,
    tag: LAKE_TAG,
    path: `${LAKE_BASE}${withVenue ? "/venues/{venue}" : ""}${options.path}`,
    params: withVenue ? ((params ?? VenueParam) as P) : undefined,
    problems: [...(withVenue ? VENUE_PROBLEMS : []), ...(options.problems ?? [])],
  });
}
