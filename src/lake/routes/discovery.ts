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
import { type IcebergTableStatus, icebergBaseUrl, icebergTableStatuses } from "../iceberg/config.ts";
import { readManifest } from "../store/lake.ts";
import { COVERAGE_CACHE_MS, venueCoverage } from "../store/lake-coverage.ts";
import type { DayManifest } from "../tape.ts";
import { lakeVenues, parseAllowList } from "../venues.ts";
import { ICEBERG_BASE } from "./get-iceberg.ts";

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

/** The tables' freshness promise, as /api/v1/info states it. */
export const ICEBERG_FRESHNESS =
  "A venue's day is committed to every table by 00:30 UTC the next day: right after the day's compaction (from about 00:15 UTC), and by the catch-up at minute 30 of every hour for anything missed.";

const IcebergTableInfoSchema = z
  .object({
    name: z
      .string()
      .openapi({ description: "The table's name (in a REST catalog: `pix.{name}`).", example: "trades" }),
    path: z.string().openapi({
      description:
        "The table's root, read by path: `{path}/metadata/version-hint.text` names its current version, `{path}/metadata/v{N}.metadata.json` is the table.",
      example: "/api/v1/lake/iceberg/trades",
    }),
    partitioning: z.enum(["venue, day", "day"]).openapi({
      description:
        "Its partition fields: the venue (identity) and the UTC day of its time column, or the day only.",
    }),
    metadata_location: z.string().nullable().openapi({
      description:
        "The absolute URI of the current metadata file, as engines open it (DuckDB `iceberg_scan`, icebird); null before the table's first commit.",
      example: "https://pix.example.com/api/v1/lake/iceberg/trades/metadata/v12.metadata.json",
    }),
    current_snapshot_id: z.number().int().nullable().openapi({
      description:
        "The current snapshot's id (time travel names earlier ones); null before the first commit.",
      example: 4_120_377_911_063_422,
    }),
    committed_at: instantSchema(
      "When the current snapshot was committed; null before the first commit.",
      "2026-11-22T00:17:41Z",
    ).nullable(),
  })
  .openapi({ description: "One Iceberg table of the lake." });

const IcebergTablesSchema = z
  .object({
    freshness: z.string().openapi({ description: "When a day is in the tables." }),
    read_at: instantSchema("When the tables' metadata below was read (it is kept up to 10 seconds)."),
    tables: z.array(IcebergTableInfoSchema).openapi({ description: "Every table, in a fixed order." }),
  })
  .openapi({
    description:
      'The lake as Apache Iceberg tables (format version 2, read by path or through a configured REST catalog; the lake guide\'s "Iceberg tables"). Null where the tables are not written (no `LAKE_ICEBERG_BASE_URL`) or could not be read just now (retry).',
  });

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
    tables: IcebergTablesSchema.nullable(),
  })
  .openapi({ description: "The quote tape: where it is, and how each venue's latest day was collected." });

export type LakeInfo = z.infer<typeof LakeInfoSchema>;
type VenueDay = NonNullable<LakeInfo["venues"]>[number];

const days = ttlCachePerOwner<R2Bucket, string, { read_at: number; day: VenueDay }>({
  ttlMs: COVERAGE_CACHE_MS,
  maxEntries: 16,
});

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

type TablesInfo = NonNullable<LakeInfo["tables"]>;

const tableStatuses = ttlCachePerOwner<R2Bucket, "tables", { read_at: string; list: IcebergTableStatus[] }>({
  ttlMs: COVERAGE_CACHE_MS,
  maxEntries: 1,
});

/** The tables as the info member states them. Pure. */
export function tablesInfo(readAt: string, statuses: readonly IcebergTableStatus[]): TablesInfo {
  return {
    freshness: ICEBERG_FRESHNESS,
    read_at: readAt,
    tables: statuses.map((s) => ({
      name: s.name,
      path: `${ICEBERG_BASE}/${s.name}`,
      partitioning: s.partitioning,
      metadata_location: s.metadata_location,
      current_snapshot_id: s.current_snapshot_id,
      committed_at: s.committed_at,
    })),
  };
}

/** The tables' current snapshots (kept COVERAGE_CACHE_MS); null where they are not written or unreadable. */
async function icebergTablesInfo(
  env: Pick<Bindings, "LAKE" | "LAKE_ICEBERG_BASE_URL">,
  nowMs: number,
): Promise<TablesInfo | null> {
  if (!icebergBaseUrl(env)) return null;
  try {
    const read = await tableStatuses(env.LAKE).getOrLoad(
      "tables",
      async () => ({ read_at: rfc3339(nowMs), list: await icebergTableStatuses(env.LAKE) }),
      nowMs,
    );
    return tablesInfo(read.read_at, read.list);
  } catch {
    return null;
  }
}

export async function lakeInfo(
  env: Pick<Bindings, "LAKE" | "LAKE_ALLOWED_VENUES" | "LAKE_ICEBERG_BASE_URL">,
  nowMs: number,
): Promise<LakeInfo> {
  const tables = await icebergTablesInfo(env, nowMs);
  const venues = lakeVenues(parseAllowList(env.LAKE_ALLOWED_VENUES)).served.map((p) => p.venue);
  try {
    const read = await Promise.all(
      venues.map(
        async (venue) =>
          await days(env.LAKE).getOrLoad(
            venue,
            async () => {
              const date = (await venueCoverage(env.LAKE, venue, nowMs)).last?.date ?? null;
              const manifest = date === null ? null : await readManifest(env.LAKE, venue, date);
              return { read_at: nowMs, day: venueDay(venue, manifest) };
            },
            nowMs,
          ),
      ),
    );
    // The oldest of the kept reads, so an unchanged lake answers the same body (and ETag) until a read expires.
    const readAt = read.length === 0 ? nowMs : Math.min(...read.map((r) => r.read_at));
    return { path: "/api/v1/lake", read_at: rfc3339(readAt), venues: read.map((r) => r.day), tables };
  } catch {
    return { path: "/api/v1/lake", read_at: rfc3339(nowMs), venues: null, tables };
  }
}
