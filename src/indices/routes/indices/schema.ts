import { z } from "@hono/zod-openapi";
import { DAILY_CLOSE_COUNT } from "../../../domain/daily-closes.ts";
import { PolaritySchema, RelationSchema } from "../../../domain/equivalence/relations.ts";
import { DEFAULT_INDEX_HISTORY_RANGE, MAX_HISTORY_BUCKETS } from "../../../domain/history.ts";
import { VENUE_IDS } from "../../../domain/methodology/venues.ts";
import { DATA_ORIGINS } from "../../../platform/data-origin.ts";
import { envelopeSchema } from "../../../platform/http/envelope.ts";
import {
  historyWindowQuery,
  InstantSchema,
  instantSchema,
  instrumentIdParam,
} from "../../../platform/http/schemas.ts";
import { signatureSchema } from "../../../platform/http/signature-schemas.ts";
import { reason } from "../../../platform/http/validation.ts";

const Timestamp = InstantSchema;
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
    unit: z.string().openapi({ description: "Unit of the value (e.g. `%`, `USD`).", example: "%" }),
    display: z.string().nullable().openapi({
      description: "The value formatted for display; null when the index defines no display format.",
      example: "2.87%",
    }),
  })
  .openapi("IndexValue", {
    description: "A value as an exact decimal string, a number for charts, and its unit.",
  });

/** The index's identity, the first members of every index answer (the news answer's too). */
export const Identity = {
  id: z.string().openapi({ description: "The canonical symbol.", example: "PIXCPI" }),
  symbol: z
    .string()
    .openapi({ description: "Stable symbol: upper-case letters and digits.", example: "PIXCPI" }),
  slug: z.string().openapi({
    description: "Slug: lower-case words joined by hyphens; links use it.",
    example: "us-cpi-yoy-next",
  }),
};

const ReleaseSchema = z
  .object({
    label: z
      .string()
      .openapi({ description: "The release, as its publisher names it (e.g. the data month)." }),
    at: Timestamp,
    source: z
      .object({
        name: z.string().openapi({ description: "Publisher of the release." }),
        url: z.string().openapi({ description: "Where the publisher posts it." }),
      })
      .openapi({ description: "Who publishes the release, and where." }),
  })
  .openapi("Release", { description: "A scheduled publication of the statistic the index tracks." });

const UsdMetricSchema = z
  .object({
    usd: Decimal.nullable().openapi({
      description:
        "The amount in US dollars as a wire-stable decimal string; null when the venue reported none.",
    }),
    basis: z.enum(["usd", "contracts_x_price"]).nullable().openapi({
      description:
        "`contracts_x_price`: the venue counts contracts; USD = count × current price, counts under `native`.",
    }),
    native: z
      .object({
        contracts: Decimal.openapi({
          description: "The venue's contract count, as a wire-stable decimal string.",
        }),
      })
      .nullable()
      .openapi({ description: "The venue's own count when `basis` is `contracts_x_price`; null otherwise." }),
  })
  .openapi("UsdMetric", { description: "A USD amount reported by a venue, with how it was obtained." });

export const ContractSchema = z
  .object({
    venue: z.enum(VENUE_IDS).openapi({ description: "Venue listing the contract." }),
    market_id: z.string().openapi({ description: "The venue's market id (as in lake rows)." }),
    role: z.enum(["ladder_above", "categorical_outcome", "binary_yes"]).openapi({
      description:
        "How the contract enters the index: `ladder_above`, one strike of an above-strike ladder; `categorical_outcome`, one outcome of a categorical market; `binary_yes`, the YES side of a binary market.",
    }),
    title: z.string().openapi({ description: "The contract's title at the venue." }),
    strike: Decimal.nullable().openapi({
      description: "ladder_above: YES pays when the outcome is strictly above it.",
    }),
    outcome: z
      .object({
        label: z.string().openapi({ description: "The outcome's label at the venue." }),
        value: Decimal.openapi({
          description:
            "The value on the index's axis the outcome stands for, as a wire-stable decimal string.",
        }),
      })
      .nullable()
      .openapi({
        description: "categorical_outcome: the outcome this contract pays on; null for other roles.",
      }),
    url: z
      .string()
      .nullable()
      .openapi({ description: "The contract's page at the venue; null when unknown." }),
    clocks: z
      .object({
        open_time: instantSchema("When trading opens; null when unknown.").nullable(),
        close_time: instantSchema("When trading closes; null when unknown.").nullable(),
      })
      .openapi({ description: "The contract's trading window at the venue." }),
    volume: UsdMetricSchema,
    open_interest: UsdMetricSchema,
    metrics_observed_at: instantSchema(
      "When `volume` and `open_interest` were observed; null before any was.",
    ).nullable(),
  })
  .openapi("IndexContract", { description: "One venue contract the index is computed from." });

export const IndexPairSchema = z
  .object({
    pair_id: z.string().openapi({
      description:
        "The pair's id at GET /api/v1/equivalence/pairs/{pair_id} (its rule texts, differences and basis).",
    }),
    relation: RelationSchema,
    polarity: PolaritySchema.nullable().openapi({
      description:
        "`same` or `inverted` (YES on one leg is NO on the other); null where the relation states none.",
    }),
    legs: z
      .array(
        z.object({
          venue: z.enum(VENUE_IDS).openapi({ description: "The leg's venue." }),
          market_id: z
            .string()
            .openapi({ description: "The leg's market id, one of this index's `contracts`." }),
        }),
      )
      .openapi({ description: "The pair's two legs, leg a first." }),
    flagged: z.boolean().openapi({
      description:
        "True when the relation is not `identity`: the index blends two contracts that do not state the same proposition. The methodology is unchanged; the flag says so.",
    }),
  })
  .openapi("IndexPair", {
    description: "A cross-venue pair among the index's contracts, as the equivalence judge last judged it.",
  });

export const MethodologySchema = z
  .object({
    version: z.string().openapi({ description: "Version of the index's methodology." }),
    estimand: z.string().openapi({ description: "What the index estimates, in words." }),
    calculation_class: z
      .enum(["binary_probability", "strike_ladder_expectation", "categorical_expectation"])
      .openapi({
        description:
          "How the value follows from the contracts: a binary contract's probability, the expectation over a strike ladder, or the expectation over categorical outcomes.",
      }),
    transformation_disclosure: z.string().openapi({
      description:
        "`disclosed_class_only`: the calculation class is disclosed; implementation parameters are not.",
    }),
    venue_weights: z
      .record(z.string(), z.number())
      .openapi({ description: "Weight of each venue in the blended distribution, by venue id." }),
    index_transformation: z
      .object({ calculation_class: z.string().openapi({ description: "Same as `calculation_class`." }) })
      .openapi({ description: "The transformation disclosed for the index." }),
  })
  .openapi("Methodology", { description: "How the index is calculated, as far as it is disclosed." });

export const IndexSchema = z
  .object({
    type: z.literal("index").openapi({ description: "Resource type." }),
    ...Identity,
    name: z.string().openapi({ description: "Human-readable name." }),
    thesis: z.string().openapi({ description: "What the index measures, in words." }),
    unit: z.string().openapi({ description: "Unit of every value of the index." }),
    methodology: MethodologySchema,
    contracts: z
      .array(ContractSchema)
      .openapi({ description: "The venue contracts the index is computed from." }),
    cross_venue_pairs: z.array(IndexPairSchema).openapi({
      description:
        "The active cross-venue equivalence pairs whose two legs are both among `contracts`, by pair id; a pair that is not `identity` is `flagged`. Empty when none is judged (GET /api/v1/equivalence/pairs).",
    }),
    releases: z
      .object({
        latest: ReleaseSchema.nullable(),
        next: ReleaseSchema.nullable(),
      })
      .openapi({
        description:
          "Publications of the statistic the index tracks: the most recent (`latest`) and the next scheduled (`next`); each null when none is known.",
      }),
    clocks: z.object({ feed_launched_at: Timestamp }).openapi({
      description: "`feed_launched_at`: when pix started computing the index; history starts there.",
    }),
  })
  .openapi("Index", { description: "One public index: identity, methodology, contracts and releases." });

const IndexLinks = {
  self: z.string(),
};

export const CatalogEntrySchema = z
  .object({
    ...Identity,
    name: z.string().openapi({ description: "Human-readable name." }),
    unit: z.string().openapi({ description: "Unit of every value of the index." }),
    calculation_class: z
      .string()
      .openapi({ description: "How the value follows from the contracts (see Methodology)." }),
    links: z
      .object({ self: z.string().openapi({ description: "Path of the index resource." }) })
      .openapi({ description: "Paths of the index's resources." }),
  })
  .openapi("IndexCatalogEntry", { description: "One public index in the catalog." });

/** Longest catalog search accepted, in characters. */
export const CATALOG_SEARCH_MAX = 64;

export const CatalogQuery = z.strictObject({
  q: z
    .string()
    .regex(
      new RegExp(String.raw`^(?=.*\S)[^\x00-\x1F\x7F]{1,${CATALOG_SEARCH_MAX}}$`),
      reason(`must be 1 to ${CATALOG_SEARCH_MAX} characters of search text, not only spaces`),
    )
    .optional()
    .openapi({
      description: `Search: only the indices whose symbol, slug or name contain every word of it, ignoring case (\`cpi\`, \`us print\`). At most ${CATALOG_SEARCH_MAX} characters; no match answers an empty catalog, not a 404.`,
      example: "cpi",
    }),
});

export const CatalogSchema = z
  .object({
    type: z.literal("index_catalog").openapi({ description: "Resource type." }),
    count: z.number().int().openapi({ description: "Number of indices listed." }),
    indices: z
      .array(CatalogEntrySchema)
      .openapi({ description: "Every public index, or with `q` those it finds, in catalog order." }),
  })
  .openapi("IndexCatalog", { description: "The public indices." });

export const SnapshotSchema = z
  .object({
    type: z.literal("index_snapshot").openapi({ description: "Resource type." }),
    ...Identity,
    scope: z
      .literal("live_indicative")
      .openapi({ description: "A live, indicative value; not a settlement record." }),
    official: z
      .literal(false)
      .openapi({ description: "Always false: only the committed round is official." }),
    value: ValueSchema,
    minute: instantSchema("The tick's minute."),
    source_observed_at: instantSchema(
      "Clock of the source observation: the oldest venue quote the value rests on.",
    ),
    computed_at: instantSchema("Clock of pix's calculation (distinct from the source's)."),
    provenance: z.enum(DATA_ORIGINS).openapi({
      description:
        "`live`: computed from the venues' live quotes. `synthetic`: from simulated quotes (non-live deployments).",
    }),
    publication: z
      .object({
        oracle_eligible: z.literal(false).openapi({ description: "Always false for a live snapshot." }),
        status: z.literal("indicative_only").openapi({ description: "The snapshot is indicative only." }),
        reason: z.string().openapi({ description: "Why, in words." }),
        next_round_effective_at: Timestamp,
      })
      .openapi({
        description:
          "Publication/oracle eligibility: a live snapshot is never published or eligible for an oracle; only the committed round of `next_round_effective_at` is (see …/rounds/latest).",
      }),
  })
  .openapi("IndexSnapshot", { description: "The index's latest live, indicative value." });

export const HistoryQuery = historyWindowQuery({
  range: `Window: 1d, 1w, 1m (30 days), 6m (182 days), 1y (365 days) or all (since the feed's launch); default ${DEFAULT_INDEX_HISTORY_RANGE}. Instead of a range, \`from\` (and optionally \`to\`) give an explicit window; data.range is then \`custom\`.`,
  resolution: `Bucket width, or auto (the finest width giving at most 400 buckets). A pair whose window holds more than ${MAX_HISTORY_BUCKETS} buckets — or 1m over more than a day — is too fine: 400 unsupported-history-resolution (with from/to: 400 invalid-parameter naming \`from\`). Default auto. Buckets align to UTC: 1d is the UTC calendar day, 1w the ISO week from Monday 00:00 UTC. The full table is in /api/v1/info (data.history).`,
});

export const OhlcSchema = z
  .object({
    start_at: Timestamp,
    end_at: Timestamp,
    open: z.number().openapi({ description: "First value in the bucket." }),
    high: z.number().openapi({ description: "Highest value in the bucket." }),
    low: z.number().openapi({ description: "Lowest value in the bucket." }),
    close: z.number().openapi({ description: "Last value in the bucket." }),
    tick_count: z.number().int().openapi({ description: "Minute ticks folded into the bucket." }),
  })
  .openapi("OhlcBucket", {
    description: "Open, high, low and close of the minute values in one time bucket.",
  });

/** The members every history answer ends with (index and benchmark alike), in this order. */
export const HistoryWindowMembers = {
  range: z
    .string()
    .openapi({ description: "The window served: the requested range, or `custom` with from/to." }),
  resolution: z.string().openapi({ description: "Bucket width served." }),
  resolution_was_auto: z.boolean().openapi({ description: "true when the resolution was chosen by `auto`." }),
  calendar: z.literal("utc").openapi({ description: "Buckets align to UTC." }),
  unit: z.string().openapi({ description: "Unit of the values." }),
  buckets: z.array(OhlcSchema).openapi({ description: "The window's buckets, oldest first." }),
};

export const HistorySchema = z
  .object({
    type: z.literal("index_history").openapi({ description: "Resource type." }),
    ...Identity,
    official: z.literal(false).openapi({ description: "Always false: history is indicative." }),
    settlement_grade: z
      .literal(false)
      .openapi({ description: "Always false: history is not a settlement record." }),
    ...HistoryWindowMembers,
  })
  .openapi("IndexHistory", { description: "The index's values over a window, in OHLC buckets." });

export const HistoryMeta = {
  availability: z.enum(["available", "partial", "empty"]).openapi({
    description:
      "`available`: pix holds values over the whole window; `partial`: over part of it (see `coverage`); `empty`: over none of it.",
  }),
  coverage: z
    .object({
      requested_from: Timestamp,
      requested_to: Timestamp,
      held_from: Timestamp.nullable(),
      held_to: Timestamp.nullable(),
      fraction: z
        .number()
        .openapi({ description: "Share of the requested window between held_from and held_to." }),
      feed_launched_at: Timestamp,
    })
    .openapi({
      description:
        "The window requested and the part of it pix holds values for (`held_from`/`held_to`, null when none).",
    }),
};

/** The members a round's signature covers (src/indices/store/round-record.ts). */
const RoundRecordSchema = z
  .object({
    type: z.literal("index_round").openapi({ description: "Kind of signed record." }),
    symbol: z.string().openapi({ description: "The index's symbol.", example: "PIXCPI" }),
    round_id: instantSchema("The round bucket; equals the round's round_id."),
    value_decimal: z.string().openapi({
      description: "The committed value as an exact decimal string (the round's value.decimal).",
    }),
    computed_at: instantSchema(
      "When the round was computed (clocks.computed_at): the time checked against the signing key's validity.",
    ),
    tape_keys: z.array(z.string()).openapi({
      description: "The lake objects (one per venue minute tape) the value was computed from, sorted.",
    }),
    methodology_version: z
      .string()
      .nullable()
      .openapi({ description: "The index's methodology version when the round was committed." }),
  })
  .openapi("IndexRoundRecord", {
    description:
      "The round's signed record: exactly the members its signature covers, as signed (RFC 8785 canonical JSON).",
  });

export const RoundSchema = z
  .object({
    type: z.literal("index_round").openapi({ description: "Resource type." }),
    ...Identity,
    status: z.literal("api_committed").openapi({ description: "The round is committed by the API." }),
    official: z
      .literal(true)
      .openapi({ description: "Always true: the latest committed round is the official value." }),
    round_id: instantSchema("The five-minute round bucket; equals clocks.round_effective_at."),
    value: ValueSchema,
    chain_confirmation: z
      .object({
        status: z
          .literal("not_asserted")
          .openapi({ description: "pix does not assert on-chain confirmation." }),
      })
      .openapi({ description: "Whether the round is confirmed on a chain." }),
    clocks: z
      .object({
        computed_at: Timestamp,
        round_effective_at: instantSchema("The round bucket, not a database commit time."),
      })
      .openapi({ description: "When the round was computed and the bucket it stands for." }),
    signature: signatureSchema(RoundRecordSchema, "IndexRoundSignature", "the record's `computed_at`"),
  })
  .openapi("IndexRound", {
    description: "The latest committed five-minute round: the index's official value.",
  });

const SupportSchema = z.object({
  low: z
    .number()
    .nullable()
    .openapi({ description: "Lower bound; null for an open lower tail. Equals `high` for a point." }),
  high: z.number().nullable().openapi({ description: "Upper bound; null for an open upper tail." }),
  low_inclusive: z.boolean().openapi({ description: "Whether `low` belongs to the outcome." }),
  high_inclusive: z.boolean().openapi({ description: "Whether `high` belongs to the outcome." }),
  representative: z
    .number()
    .openapi({ description: "The value the outcome contributes to the expectation." }),
});

/** A distribution's members, as the latest distribution and the distribution history serve them. */
export const DistributionMembers = {
  minute: instantSchema(
    "The cycle that computed it: the snapshot of the same `minute` carries the value this distribution implies.",
  ),
  observed_at: instantSchema("Clock of the source observation the distribution rests on."),
  computed_at: Timestamp,
  basis: z.string().openapi({
    description:
      "How probabilities were observed: strike_ladder_survival, range_buckets, categorical_outcomes, binary_outcome.",
  }),
  relationship_to_index: z
    .string()
    .openapi({ description: "How the displayed index follows, e.g. `expectation`." }),
  expectation: z.number().openapi({ description: "Σ probability × representative over the outcomes." }),
  normalization: z.record(z.string(), z.unknown()).openapi({
    description:
      "normalized, method, raw_total, repaired, violations_pooled, duplicates_pooled, clamped, excluded.",
  }),
  modal_rule: z.string().openapi({
    description: "How `modal` is set: `all_ties_flagged` flags every outcome tied at the top.",
  }),
  support_rule: z.record(z.string(), z.unknown()).nullable().openapi({
    description:
      "How the open tails' representatives were placed (tail offset, domain bounds); null when no tail is open.",
  }),
  venues: z
    .array(
      z.object({
        venue: z.string().openapi({ description: "Venue id." }),
        weight: z.number().openapi({ description: "The venue's effective weight in the mixture." }),
      }),
    )
    .openapi({
      description: "Venues mixed into the distribution with their weights; empty for a single source.",
    }),
  outcomes: z
    .array(
      z.object({
        label: z.string().openapi({ description: "The outcome's label." }),
        support: SupportSchema.openapi({ description: "Where the outcome lies on the index's axis." }),
        probability: z
          .number()
          .openapi({ description: "Normalised probability; the outcomes' probabilities sum to 1." }),
        percentage: z.number().openapi({ description: "probability × 100." }),
        modal: z
          .boolean()
          .openapi({ description: "true for the most probable outcome (every one tied at the top)." }),
      }),
    )
    .openapi({ description: "The outcomes, ascending along the axis." }),
};

export const DistributionSchema = z
  .object({
    type: z.literal("index_distribution").openapi({ description: "Resource type." }),
    ...Identity,
    ...DistributionMembers,
  })
  .openapi("IndexDistribution", {
    description: "The probability distribution the index value is computed from.",
  });

export const StatisticsSchema = z
  .object({
    type: z.literal("index_statistics").openapi({ description: "Resource type." }),
    ...Identity,
    unit: z.string().openapi({ description: "Unit of the values." }),
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
  .openapi("IndexStatistics", {
    description: "Volatility and 12-month range computed from the daily closes.",
  });

export const DailyCloseSchema = z
  .object({
    date: z.string().openapi({ description: "The New York calendar date.", example: "2026-11-20" }),
    cutoff_at: Timestamp,
    value: z
      .number()
      .nullable()
      .openapi({ description: "The close as a number for charts; null when `unavailable`." }),
    value_decimal: Decimal.nullable(),
    provenance: z.enum(["observed_at_cutoff", "carried_forward", "unavailable"]).openapi({
      description:
        "`observed_at_cutoff`: the value of the 16:00 minute. `carried_forward`: the last earlier value within the carry-forward limit. `unavailable`: no value recent enough; nothing is fabricated.",
    }),
    source_tick_at: Timestamp.nullable(),
  })
  .openapi("DailyClose", { description: "The index value at 16:00 New York time on one day." });

export const DailyClosesSchema = z
  .object({
    type: z.literal("index_daily_closes").openapi({ description: "Resource type." }),
    ...Identity,
    unit: z.string().openapi({ description: "Unit of the values." }),
    calendar: z
      .literal("America/New_York")
      .openapi({ description: "Time zone of the dates and the cut-off." }),
    cutoff_local_time: z.literal("16:00").openapi({ description: "Local time of each day's close." }),
    closes: z
      .array(DailyCloseSchema)
      .openapi({ description: `The ${DAILY_CLOSE_COUNT} most recent New York days, newest first.` }),
  })
  .openapi("IndexDailyCloses", { description: "The index's most recent daily reference closes." });

export const indexEnvelope = <T extends z.ZodType>(schema: T, name: string, meta?: z.ZodRawShape) =>
  envelopeSchema(schema, { name, ...(meta ? { meta } : {}) });

export { IndexLinks };
