/**
 * The lake's venue profiles: what a venue's tape is, configured rather than inferred, so the
 * lake API describes each venue without reading tapes. What a venue actually filled varies by snapshot
 * and is recorded per snapshot in the day manifest (`quote_fields`, ./tape.ts); the profile holds
 * what does not vary: where the prices come from, whether there is a book, how often they are taped and
 * under which licence. Whether a venue is served is not a profile member: it is the deployment's
 * allow-list (LAKE_ALLOWED_VENUES) together with the licence, decided by `exclusionReason`.
 */

import type { BookAvailability, TapeOrigin, VenueLicence } from "../venues/registry.ts";
import { findVenue, type VenueCapabilities, venueTable } from "../venues/registry.ts";
import type { VenueId } from "../venues/shared/row.ts";

export type { BookAvailability, TapeOrigin, VenueLicence } from "../venues/registry.ts";

export interface VenueProfile {
  venue: VenueId;
  /** Display name. */
  name: string;
  tape_origin: TapeOrigin;
  book: BookAvailability;
  /** Seconds between snapshots: one per ingestion cycle (cron every minute). */
  cadence_seconds: number;
  licence: VenueLicence;
}

/** One snapshot per venue per collection cycle. */
export const LAKE_CADENCE_SECONDS = 60;

/** A venue's profile, from the facts its capability record states (src/venues/registry.ts). */
function profileOf(record: VenueCapabilities): VenueProfile {
  const { name, tape_origin, book, licence } = record.facts;
  return {
    venue: record.id as VenueId,
    name,
    tape_origin,
    book,
    cadence_seconds: LAKE_CADENCE_SECONDS,
    licence,
  };
}

export const VENUE_PROFILES: Readonly<Record<VenueId, VenueProfile>> = venueTable(profileOf);

export function venueProfile(venue: VenueId): VenueProfile {
  return VENUE_PROFILES[venue];
}

/** Looks a venue up by id (path segments are strings); undefined when pix has no profile for it. */
export function findVenueProfile(venue: string): VenueProfile | undefined {
  const record = findVenue(venue);
  return record ? profileOf(record) : undefined;
}

/**
 * Why a venue with a profile is not served. Licence reasons win over the allow-list: licence-gated and
 * vendor-purchased tapes are never served, even when an operator lists them.
 */
export type ExclusionReason = "licence_gated" | "vendor_purchased" | "not_allow_listed";

export const EXCLUSION_REASONS: Readonly<Record<ExclusionReason, string>> = {
  licence_gated: "The venue's data is licence-gated: pix never serves it, allow-listed or not.",
  vendor_purchased: "The venue's data is purchased from a vendor: pix never serves it, allow-listed or not.",
  not_allow_listed:
    "The venue is not on this deployment's lake allow-list (a newly added venue stays excluded until allowed).",
};

/** The allow-list from configuration: comma-separated venue ids, case-insensitive, blanks ignored. */
export function parseAllowList(raw: string | undefined): ReadonlySet<string> {
  return new Set(
    (raw ?? "")
      .split(",")
      .map((id) => id.trim().toLowerCase())
      .filter((id) => id.length > 0),
  );
}

/** Whether the lake serves a venue, and if not, why. */
export function exclusionReason(
  profile: VenueProfile,
  allowList: ReadonlySet<string>,
): ExclusionReason | null {
  if (profile.licence === "licence_gated") return "licence_gated";
  if (profile.licence === "vendor_purchased") return "vendor_purchased";
  return allowList.has(profile.venue) ? null : "not_allow_listed";
}

export interface LakeVenues {
  /** Served venues in a stable (id) order. */
  served: VenueProfile[];
  excluded: { profile: VenueProfile; reason: ExclusionReason }[];
}

/**
 * Splits the venue profiles into served and excluded. Only profiles count: an allow-list entry with no
 * profile names nothing pix collects and is ignored.
 */
export function lakeVenues(
  allowList: ReadonlySet<string>,
  profiles: readonly VenueProfile[] = Object.values(VENUE_PROFILES),
): LakeVenues {
  const sorted = [...profiles].sort((a, b) => a.venue.localeCompare(b.venue));
  const result: LakeVenues = { served: [], excluded: [] };
  for (const profile of sorted) {
    const reason = exclusionReason(profile, allowList);
    if (reason === null) result.served.push(profile);
    else result.excluded.push({ profile, reason });
  }
  return result;
}
