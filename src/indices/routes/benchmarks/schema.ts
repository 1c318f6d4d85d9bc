import { z } from "@hono/zod-openapi";
import { MAX_HISTORY_BUCKETS } from "../../../domain/history.ts";
import { DATA_ORIGINS } from "../../../platform/data-origin.ts";
import { envelopeSchema } from "../../../platform/http/envelope.ts";
import {
  historyWindowQuery,
  InstantSchema,
  instantSchema,
  instrumentIdParam,
} from "../../../platform/http/schemas.ts";
import { reason } from "../../../platform/http/validation.ts";
import { HistoryMeta, HistoryWindowMembers, MethodologySchema, ValueSchema } from "../indices/schema.ts";
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
  classification: z.literal("reference").openapi({ description: "A benchmark is a reference value." }),
  official: z.literal(false).openapi({ description: "Always false: benchmark values are indicative." }),
  settlement_grade: z
    .literal(false)
    .openapi({ description: "Always false: a benchmark value is not a settlement record." }),
};

const Identity = {
  id: z.string().openapi({ description: "The canonical symbol.", example: "BMWTI" }),
  symbol: z
    .string()
    .openapi({ description: "Stable symbol: upper-case letters and digits.", example: "BMWTI" }),
  slug: z.string().openapi({
    description: "Slug: lower-case words joined by hyphens; links use it.",
    example: "wti-crude-settle-dec",
  }),
};

const LatestSchema = z
  .object({
    status: z.enum(["fresh", "stale", "none"]).openapi({
      description:
        "`stale`: the latest value is older than the snapshot age limit, so `value` is null (never a stale value).",
    }),
    // A union with null, not `.nullable()`: on a named schema met earlier non-nullable (IndexValue),
    // `.nullable()` renders as a bare `$ref` that refuses the null this member answers with no value.
    value: z
      .union([ValueSchema, z.null()])
      .openapi({ description: "The latest value; null unless `status` is `fresh`." }),
    source_observed_at: instantSchema(
      "Clock of the oldest venue quote the latest value rests on; null when there is no value.",
    ).nullable(),
    computed_at: instantSchema("When pix computed the latest value; null when there is no value.").nullable(),
  })
  .openapi("BenchmarkLatest", { description: "The benchmark's latest live value, when it is fresh." });

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
    type: z.literal("benchmark_catalog").openapi({ description: "Resource type." }),
    count: z.number().int().openapi({ description: "Number of benchmarks listed." }),
    benchmarks: z
      .array(
        z.object({
          ...Identity,
          name: z.string().openapi({ description: "Human-readable name." }),
          family: z.string().openapi({ description: "Family, e.g. `commodities`." }),
          category: z.string().openapi({ description: "Category within the family, e.g. `energy`." }),
          unit: z.string().openapi({ description: "Unit of the values." }),
          ...Reference,
          latest: LatestSchema,
          links: z
            .object({ self: z.string().openapi({ description: "Path of the benchmark resource." }) })
            .openapi({ description: "Paths of the benchmark's resources." }),
        }),
      )
      .openapi({ description: "The benchmarks selected by the query." }),
  })
  .openapi("BenchmarkCatalog", { description: "The benchmarks, each with its latest value." });

export const CatalogMeta = {
  families: z.array(z.string()).openapi({ description: "The families this deployment publishes." }),
};

export const BenchmarkSchema = z
  .object({
    type: z.literal("benchmark").openapi({ description: "Resource type." }),
    ...Identity,
    name: z.string().openapi({ description: "Human-readable name." }),
    thesis: z.string().openapi({ description: "What the benchmark measures, in words." }),
    family: z.string().openapi({ description: "Family, e.g. `commodities`." }),
    category: z.string().openapi({ description: "Category within the family, e.g. `energy`." }),
    ...Reference,
    unit: z.string().openapi({ description: "Unit of the values." }),
    domain: z
      .object({
        min: z.string().openapi({ description: "Lowest value the benchmark can take." }),
        max: z.string().openapi({ description: "Highest value the benchmark can take." }),
      })
      .openapi({ description: "Bounds of the value, exact decimals." }),
    identifiers: z.record(z.string(), z.string()).openapi({
      description:
        "Codes of the underlying elsewhere (e.g. its futures exchange symbol, its venue series), by system.",
    }),
    resolution_source: z
      .object({
        name: z.string().openapi({ description: "Publisher of the resolving value." }),
        url: z.string().openapi({ description: "Where the publisher posts it." }),
        description: z.string().openapi({ description: "What the resolving value is, in words." }),
      })
      .openapi({ description: "The published value the benchmark's contracts resolve against." }),
    methodology: MethodologySchema,
    next_resolution: z
      .object({
        label: z.string().openapi({ description: "The resolution, as its publisher names it." }),
        at: Timestamp,
        source: z
          .object({
            name: z.string().openapi({ description: "Publisher of the resolving value." }),
            url: z.string().openapi({ description: "Where the publisher posts it." }),
          })
          .openapi({ description: "Who publishes the resolving value, and where." }),
      })
      .nullable()
      .openapi({ description: "The next scheduled resolution; null when none is known." }),
    clocks: z.object({ feed_launched_at: Timestamp }).openapi({
      description: "`feed_launched_at`: when pix started computing the benchmark; history starts there.",
    }),
  })
  .openapi("Benchmark", {
    description: "One benchmark: identity, classification, resolution source and methodology.",
  });

export const SnapshotSchema = z
  .object({
    type: z.literal("benchmark_snapshot").openapi({ description: "Resource type." }),
    ...Identity,
    ...Reference,
    scope: z
      .literal("live_indicative")
      .openapi({ description: "A live, indicative value; not a settlement record." }),
    value: ValueSchema,
    minute: Timestamp,
    source_observed_at: Timestamp,
    computed_at: Timestamp,
    provenance: z.enum(DATA_ORIGINS).openapi({
      description:
        "`live`: computed from the venues' live quotes. `synthetic`: from simulated quotes (non-live deployments).",
    }),
  })
  .openapi("BenchmarkSnapshot", { description: "The benchmark's latest live, indicative value." });

export const HistoryQuery = historyWindowQuery({
  range: `Window: 1d, 1w, 1m, 6m, 1y or all. Instead of a range, \`from\` (and optionally \`to\`) give an explicit window; data.range is then \`custom\`. Without any query parameter the route serves the frozen no-query v1 series: ${FROZEN_V1_SERIES.description}`,
  resolution: `Bucket width or auto (default with a range or from). Needs range or from. Over ${MAX_HISTORY_BUCKETS} buckets — or 1m over more than a day — is 400 unsupported-history-resolution (with from/to: 400 invalid-parameter naming \`from\`). Buckets align to UTC.`,
});

export const HistorySchema = z
  .object({
    type: z.literal("benchmark_history").openapi({ description: "Resource type." }),
    ...Identity,
    ...Reference,
    series: z
      .enum(["frozen_v1", "range"])
      .openapi({ description: "`frozen_v1`: the no-query v1 series, byte-stable." }),
    ...HistoryWindowMembers,
  })
  .openapi("BenchmarkHistory", { description: "The benchmark's values over a window, in OHLC buckets." });

export const benchmarkEnvelope = <T extends z.ZodType>(schema: T, name: string, meta?: z.ZodRawShape) =>
  envelopeSchema(schema, { name, ...(meta ? { meta } : {}) });

export { HistoryMeta };
