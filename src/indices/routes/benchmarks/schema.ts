import { z } from "@hono/zod-openapi";
import { MAX_HISTORY_BUCKETS } from "../../../domain/history.ts";
import { envelopeSchema } from "../../../platform/http/envelope.ts";
import { historyWindowQuery, InstantSchema, instrumentIdParam } from "../../../platform/http/schemas.ts";
import { reason } from "../../../platform/http/validation.ts";
import { HistoryMeta, MethodologySchema, OhlcSchema, ValueSchema } from "../indices/schema.ts";
import { FROZEN_V1_SERIES } from "./frozen-series.ts";

const Timestamp = InstantSchema;

export const BenchmarkIdParam = instrumentIdParam({
  names: "a benchmark",
  description:
    "The benchmark's symbol (e.g. `BMWTI`) or slug (e.g. `wti-crude-settle-dec`), matched case-insensitively.",
  example: "wti-crude-settle-dec",
});

/** Present on every benchmark payload. */
const Reference = {
  classification: z.literal("reference"),
  official: z.literal(false),
  settlement_grade: z.literal(false),
};

const Identity = {
  id: z.string().openapi({ example: "BMWTI" }),
  symbol: z.string().openapi({ example: "BMWTI" }),
  slug: z.string().openapi({ example: "wti-crude-settle-dec" }),
};

const LatestSchema = z
  .object({
    status: z.enum(["fresh", "stale", "none"]).openapi({
      description:
        "`stale`: the latest value is older than the snapshot age limit, so `value` is null (never a stale value).",
    }),
    // A union with null, not `.nullable()`: on a named schema met earlier non-nullable (IndexValue),
    // `.nullable()` renders as a bare `$ref` that refuses the null this member answers with no value.
    value: z.union([ValueSchema, z.null()]),
    source_observed_at: Timestamp.nullable(),
    computed_at: Timestamp.nullable(),
  })
  .openapi("BenchmarkLatest");

/** Family and category names: lower-case letters, digits, `_` and `-`. */
const NAME = /^[a-z0-9_-]{1,64}$/;

export const CatalogQuery = z.strictObject({
  family: z
    .string()
    .regex(NAME, reason("must be a family name (a–z, 0–9, _, -), at most 64 characters"))
    .optional()
    .openapi({
      description: "Only this family (e.g. `commodities`); an unknown family answers an empty collection.",
    }),
  category: z
    .string()
    .regex(NAME, reason("must be a category name (a–z, 0–9, _, -), at most 64 characters"))
    .optional()
    .openapi({ description: "Only this category (e.g. `energy`, `precious_metals`)." }),
});

export const CatalogSchema = z
  .object({
    type: z.literal("benchmark_catalog"),
    count: z.number().int(),
    benchmarks: z.array(
      z.object({
        ...Identity,
        name: z.string(),
        family: z.string(),
        category: z.string(),
        unit: z.string(),
        ...Reference,
        latest: LatestSchema,
        links: z.object({ self: z.string() }),
      }),
    ),
  })
  .openapi("BenchmarkCatalog");

export const CatalogMeta = {
  families: z.array(z.string()).openapi({ description: "The families this deployment publishes." }),
};

export const BenchmarkSchema = z
  .object({
    type: z.literal("benchmark"),
    ...Identity,
    name: z.string(),
    thesis: z.string(),
    family: z.string(),
    category: z.string(),
    ...Reference,
    unit: z.string(),
    domain: z
      .object({ min: z.string(), max: z.string() })
      .openapi({ description: "Bounds of the value, exact decimals." }),
    identifiers: z.record(z.string(), z.string()),
    resolution_source: z.object({ name: z.string(), url: z.string(), description: z.string() }),
    methodology: MethodologySchema,
    next_resolution: z
      .object({ label: z.string(), at: Timestamp, source: z.object({ name: z.string(), url: z.string() }) })
      .nullable(),
    clocks: z.object({ feed_launched_at: Timestamp }),
  })
  .openapi("Benchmark");

export const SnapshotSchema = z
  .object({
    type: z.literal("benchmark_snapshot"),
    ...Identity,
    ...Reference,
    scope: z.literal("live_indicative"),
    value: ValueSchema,
    minute: Timestamp,
    source_observed_at: Timestamp,
    computed_at: Timestamp,
    provenance: z.enum(["live", "synthetic"]),
  })
  .openapi("BenchmarkSnapshot");

export const HistoryQuery = historyWindowQuery({
  range: `Window: 1d, 1w, 1m, 6m, 1y or all. Instead of a range, \`from\` (and optionally \`to\`) give an explicit window; data.range is then \`custom\`. Without any query parameter the route serves the frozen no-query v1 series: ${FROZEN_V1_SERIES.description}`,
  resolution: `Bucket width or auto (default with a range or from). Needs range or from. Over ${MAX_HISTORY_BUCKETS} buckets — or 1m over more than a day — is 400 unsupported-history-resolution (with from/to: 400 invalid-parameter naming \`from\`). Buckets align to UTC.`,
});

export const HistorySchema = z
  .object({
    type: z.literal("benchmark_history"),
    ...Identity,
    ...Reference,
    series: z
      .enum(["frozen_v1", "range"])
      .openapi({ description: "`frozen_v1`: the no-query v1 series, byte-stable." }),
    range: z.string(),
    resolution: z.string(),
    resolution_was_auto: z.boolean(),
    calendar: z.literal("utc"),
    unit: z.string(),
    buckets: z.array(OhlcSchema),
  })
  .openapi("BenchmarkHistory");

export const benchmarkEnvelope = <T extends z.ZodType>(schema: T, name: string, meta?: z.ZodRawShape) =>
  envelopeSchema(schema, { name, ...(meta ? { meta } : {}) });

export { HistoryMeta };
