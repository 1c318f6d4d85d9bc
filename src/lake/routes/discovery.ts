/**
 * What /api/v1/info says about the lake: where it is, and per served venue how its latest collected
 * day went — snapshots listed, how many are incomplete and the latest of those with what it lacks — so
 * a minute that ended short is visible without paging the snapshots.
 */
import { z } from "@hono/zod-openapi";
import { rfc3339 } from "../../domain/clock.ts";
import type { Bindings } from "../../env.ts";
import { ttlCachePerOwner } from "../../platform/cache/ttl-cache.ts";
import { instantSchema } from "../../platform/http/schemas.ts";
import { readManifest } from "../store/lake.ts";
import { COVERAGE_CACHE_MS, venueCoverage } from "../store/lake-coverage.ts";
import type { DayManifest } from "../tape.ts";
import { lakeVenues, parseAllowList } from "../venues.ts";

const LatestIncompleteSchema = z
  .object({
    at: z.string().openapi({ description: "The snapshot's HHMM (UTC) on `date`.", example: "2354" }),
    rows: z.number().int().openapi({ description: "Rows the snapshot holds." }),
    rows_expected: z.number().int().nullable().openapi({
      description:
        "Rows the venue's latest earlier complete whole-venue snapshot of the day held: what the minute would have held; null when the day has none before it.",
    }),
    reasons: z
      .array(z.string())
      .openapi({ description: "The failure reasons recorded in its completeness, each once." }),
  })
  .openapi({ description: "The latest incomplete snapshot of the day." });

export const LakeInfoSchema = z
  .object({
    path: z.literal("/api/v1/lake").openapi({ description: "The lake's discovery resource." }),
    read_at: instantSchema("When the day manifests below were read (they are kept up to 10 seconds)."),
    venues: z
      .array(
        z.object({
          venue: z.string().openapi({ description: "Venue id, as used in lake paths." }),
          date: z.string().nullable().openapi({
            description:
              "The venue's latest collected UTC date (YYYY-MM-DD); null before the first snapshot.",
          }),
          snapshots: z.number().int().openapi({ description: "Snapshots listed on `date`." }),
          incomplete: z.number().int().openapi({
            description:
              "Of them, snapshots whose completeness is `incomplete` (a failure was recorded; the snapshots route lists each with its failures).",
          }),
          latest_incomplete: LatestIncompleteSchema.nullable(),
        }),
      )
      .nullable()
      .openapi({
        description:
          "Each served venue's latest collected day; null when the lake could not be read just now (retry).",
      }),
  })
  .openapi({ description: "The quote tape: where it is, and how each venue's latest day was collected." });

export type LakeInfo = z.infer<typeof LakeInfoSchema>;
type VenueDay = NonNullable<LakeInfo["venues"]>[number];

const days = ttlCachePerOwner<R2Bucket, string, VenueDay>({ ttlMs: COVERAGE_CACHE_MS, maxEntries: 16 });

/** A venue's latest day as the info member states it. Pure. */
export function venueDay(venue: string, manifest: DayManifest | null): VenueDay {
  const snapshots = manifest?.snapshots ?? [];
  const incomplete = snapshots.filter((s) => s.completeness.status === "incomplete");
  const latest = incomplete.at(-1);
  return {
    venue,
    date: manifest?.date ?? null,
    snapshots: snapshots.length,
    incomplete: incomplete.length,
    latest_incomplete:
      latest?.completeness.status === "incomplete"
        ? {
            at: latest.at,
            rows: latest.rows,
            rows_expected: latest.completeness.rows_expected ?? null,
            reasons: [...new Set(latest.completeness.failures.map((f) => f.reason))],
          }
        : null,
  };
}

export async function lakeInfo(
  env: Pick<Bindings, "LAKE" | "LAKE_ALLOWED_VENUES">,
  nowMs: number,
): Promise<LakeInfo> {
  const venues = lakeVenues(parseAllowList(env.LAKE_ALLOWED_VENUES)).served.map((p) => p.venue);
  try {
    const read = await Promise.all(
      venues.map(
        async (venue) =>
          await days(env.LAKE).getOrLoad(
            venue,
            async () => {
              const date = (await venueCoverage(env.LAKE, venue, nowMs)).last?.date ?? null;
              return venueDay(venue, date === null ? null : await readManifest(env.LAKE, venue, date));
            },
            nowMs,
          ),
      ),
    );
    return { path: "/api/v1/lake", read_at: rfc3339(nowMs), venues: read };
  } catch {
    return { path: "/api/v1/lake", read_at: rfc3339(nowMs), venues: null };
  }
}
