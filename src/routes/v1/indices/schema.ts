import { z } from "@hono/zod-openapi";
import { DAILY_CLOSE_COUNT } from "../../../domain/daily-closes.ts";
import { DEFAULT_INDEX_HISTORY_RANGE, MAX_HISTORY_BUCKETS } from "../../../domain/history.ts";
import { envelopeSchema } from "../../../http/envelope.ts";
import { historyQuery, instrumentIdParam } from "../../../http/schemas.ts";

const Timestamp = z.string().openapi({ format: "date-time", example: "2026-11-22T10:05:00Z" });
const Decimal = z.string().openapi({ description: "Wire-stable decimal string.", example: "2.87" });

export const IndexIdParam = instrumentIdParam({
  names: "an index",
  description:
    "The index's stable symbol (e.g. `PIXCPI`) or its slug (e.g. `us-cpi-yoy-next`). Both are matched case-insensitively: symbols are canonically upper-case letters and digits, slugs lower-case with hyphens, so they never collide. Responses carry both; links use the slug.",
  example: "us-cpi-yoy-next",
});

export const ValueSchema = z
  .object({
    decimal: Decimal,
    number: z
      .number()
      .openapi({ description: "Binary-floating-point convenience for charts.", example: 2.87 }),
    unit: z.string().openapi({ example: "%" }),
    display: z.string().nullable().openapi({ example: "2.87%" }),
  })
  .openapi("IndexValue");

const Identity = {
  id: z.string().openapi({ description: "The canonical symbol.", example: "PIXCPI" }),
  symbol: z.string().openapi({ example: "PIXCPI" }),
  slug: z.string().openapi({ example: "us-cpi-yoy-next" }),
};

const ReleaseSchema = z
  .object({
    label: z.string(),
    at: Timestamp,
    source: z.object({ name: z.string(), url: z.string() }),
  })
  .openapi("Release");

const UsdMetricSchema = z
  .object({
    usd: Decimal.nullable(),
    basis: z.enum(["usd", "contracts_x_price"]).nullable().openapi({
      description:
        "`contracts_x_price`: the venue counts contracts; USD = count × current price, counts under `native`.",
    }),
    native: z.object({ contracts: Decimal }).nullable(),
  })
  .openapi("UsdMetric");

export const ContractSchema = z
  .object({
    venue: z.enum(["kalshi", "polymarket"]),
    market_id: z.string(),
    role: z.enum(["ladder_above", "categorical_outcome", "binary_yes"]),
    title: z.string(),
    strike: Decimal.nullable().openapi({
      description: "ladder_above: YES pays when the outcome is strictly above it.",
    }),
    outcome: z.object({ label: z.string(), value: Decimal }).nullable(),
    url: z.string().nullable(),
    clocks: z.object({ open_time: Timestamp.nullable(), close_time: Timestamp.nullable() }),
    volume: UsdMetricSchema,
    open_interest: UsdMetricSchema,
    metrics_observed_at: Timestamp.nullable(),
  })
  .openapi("IndexContract");

export const MethodologySchema = z
  .object({
    version: z.string(),
    estimand: z.string(),
    calculation_class: z.enum(["binary_probability", "strike_ladder_expectation", "categorical_expectation"]),
    transformation_disclosure: z.string().openapi({
      description:
        "`disclosed_class_only`: the calculation class is disclosed; implementation parameters are not.",
    }),
    venue_weights: z.record(z.string(), z.number()),
    index_transformation: z.object({ calculation_class: z.string() }),
  })
  .openapi("Methodology");

export const IndexSchema = z
  .object({
    type: z.literal("index"),
    ...Identity,
    name: z.string(),
    thesis: z.string(),
    unit: z.string(),
    methodology: MethodologySchema,
    contracts: z.array(ContractSchema),
    releases: z.object({ latest: ReleaseSchema.nullable(), next: ReleaseSchema.nullable() }),
    clocks: z.object({ feed_launched_at: Timestamp }),
  })
  .openapi("Index");

const IndexLinks = {
  self: z.string(),
};

export const CatalogEntrySchema = z
  .object({
    ...Identity,
    name: z.string(),
    unit: z.string(),
    calculation_class: z.string(),
    links: z.object({ self: z.string() }),
  })
  .openapi("IndexCatalogEntry");

export const CatalogSchema = z
  .object({
    type: z.literal("index_catalog"),
    count: z.number().int(),
    indices: z.array(CatalogEntrySchema),
  })
  .openapi("IndexCatalog");

export const SnapshotSchema = z
  .object({
    type: z.literal("index_snapshot"),
    ...Identity,
    scope: z.literal("live_indicative"),
    official: z.literal(false),
    value: ValueSchema,
    minute: Timestamp.openapi({ description: "The tick's minute." }),
    source_observed_at: Timestamp.openapi({
      description: "Clock of the source observation: the oldest venue quote the value rests on.",
    }),
    computed_at: Timestamp.openapi({
      description: "Clock of pix's calculation (distinct from the source's).",
    }),
    provenance: z.enum(["live", "synthetic"]),
    publication: z
      .object({
        oracle_eligible: z.literal(false),
        status: z.literal("indicative_only"),
        reason: z.string(),
        next_round_effective_at: Timestamp,
      })
      .openapi({
        description:
          "Publication/oracle eligibility: a live snapshot is never published or eligible for an oracle; only the committed round of `next_round_effective_at` is (see …/rounds/latest).",
      }),
  })
  .openapi("IndexSnapshot");

export const HistoryQuery = historyQuery({
  defaultRange: DEFAULT_INDEX_HISTORY_RANGE,
  range: "Window: 1d, 1w, 1m (30 days), 6m (182 days), 1y (365 days) or all (since the feed's launch).",
  resolution: `Bucket width, or auto (the finest width giving at most 400 buckets). A pair whose window holds more than ${MAX_HISTORY_BUCKETS} buckets — or 1m over more than a day — is too fine: 400 unsupported-history-resolution. Buckets align to UTC: 1d is the UTC calendar day, 1w the ISO week from Monday 00:00 UTC. The full table is in /api/v1/info (data.history).`,
});

export const OhlcSchema = z
  .object({
    start_at: Timestamp,
    end_at: Timestamp,
    open: z.number(),
    high: z.number(),
    low: z.number(),
    close: z.number(),
    tick_count: z.number().int().openapi({ description: "Minute ticks folded into the bucket." }),
  })
  .openapi("OhlcBucket");

export const HistorySchema = z
  .object({
    type: z.literal("index_history"),
    ...Identity,
    official: z.literal(false),
    settlement_grade: z.literal(false),
    range: z.string(),
    resolution: z.string(),
    resolution_was_auto: z.boolean(),
    calendar: z.literal("utc"),
    unit: z.string(),
    buckets: z.array(OhlcSchema),
  })
  .openapi("IndexHistory");

export const HistoryMeta = {
  availability: z.enum(["available", "partial", "empty"]),
  coverage: z.object({
    requested_from: Timestamp,
    requested_to: Timestamp,
    held_from: Timestamp.nullable(),
    held_to: Timestamp.nullable(),
    fraction: z
      .number()
      .openapi({ description: "Share of the requested window between held_from and held_to." }),
    feed_launched_at: Timestamp,
  }),
};

export const RoundSchema = z
  .object({
    type: z.literal("index_round"),
    ...Identity,
    status: z.literal("api_committed"),
    official: z.literal(true),
    round_id: Timestamp.openapi({
      description: "The five-minute round bucket; equals clocks.round_effective_at.",
    }),
    value: ValueSchema,
    chain_confirmation: z.object({ status: z.literal("not_asserted") }),
    clocks: z.object({
      computed_at: Timestamp,
      round_effective_at: Timestamp.openapi({ description: "The round bucket, not a database commit time." }),
    }),
  })
  .openapi("IndexRound");

const SupportSchema = z.object({
  low: z.number().nullable(),
  high: z.number().nullable(),
  low_inclusive: z.boolean(),
  high_inclusive: z.boolean(),
  representative: z
    .number()
    .openapi({ description: "The value the outcome contributes to the expectation." }),
});

export const DistributionSchema = z
  .object({
    type: z.literal("index_distribution"),
    ...Identity,
    minute: Timestamp.openapi({
      description:
        "The cycle that computed it: the snapshot of the same `minute` carries the value this distribution implies.",
    }),
    observed_at: Timestamp.openapi({
      description: "Clock of the source observation the distribution rests on.",
    }),
    computed_at: Timestamp,
    basis: z.string().openapi({
      description:
        "How probabilities were observed: strike_ladder_survival, range_buckets, categorical_outcomes, binary_outcome.",
    }),
    relationship_to_index: z
      .string()
      .openapi({ description: "How the displayed index follows, e.g. `expectation`." }),
    expectation: z.number(),
    normalization: z.record(z.string(), z.unknown()).openapi({
      description:
        "normalized, method, raw_total, repaired, violations_pooled, duplicates_pooled, clamped, excluded.",
    }),
    modal_rule: z.string(),
    support_rule: z.record(z.string(), z.unknown()).nullable(),
    venues: z.array(z.object({ venue: z.string(), weight: z.number() })),
    outcomes: z.array(
      z.object({
        label: z.string(),
        support: SupportSchema,
        probability: z.number(),
        percentage: z.number(),
        modal: z.boolean(),
      }),
    ),
  })
  .openapi("IndexDistribution");

export const StatisticsSchema = z
  .object({
    type: z.literal("index_statistics"),
    ...Identity,
    unit: z.string(),
    as_of_date: z
      .string()
      .openapi({ description: "The New York date of the latest daily reference close used." }),
    volatility: z.record(z.string(), z.unknown()).openapi({
      description:
        "Gated 30-print volatility of day-over-day changes in index units (daily = sample stdev, n−1; annualized = daily × √365). Null with `reason` below 30 prints.",
    }),
    level_range: z.record(z.string(), z.unknown()).openapi({
      description:
        "12-month (365 New York days) min and max daily close with their dates; ties take the earliest date.",
    }),
  })
  .openapi("IndexStatistics");

export const DailyCloseSchema = z
  .object({
    date: z.string().openapi({ example: "2026-11-20" }),
    cutoff_at: Timestamp,
    value: z.number().nullable(),
    value_decimal: Decimal.nullable(),
    provenance: z.enum(["observed_at_cutoff", "carried_forward", "unavailable"]),
    source_tick_at: Timestamp.nullable(),
  })
  .openapi("DailyClose");

export const DailyClosesSchema = z
  .object({
    type: z.literal("index_daily_closes"),
    ...Identity,
    unit: z.string(),
    calendar: z.literal("America/New_York"),
    cutoff_local_time: z.literal("16:00"),
    closes: z
      .array(DailyCloseSchema)
      .openapi({ description: `The ${DAILY_CLOSE_COUNT} most recent New York days, newest first.` }),
  })
  .openapi("IndexDailyCloses");

export const indexEnvelope = <T extends z.ZodType>(schema: T, name: string, meta?: z.ZodRawShape) =>
  envelopeSchema(schema, { name, ...(meta ? { meta } : {}) });

export { IndexLinks };
