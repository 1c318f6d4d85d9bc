import { z } from "@hono/zod-openapi";
import { envelopeSchema } from "../../platform/http/envelope.ts";
import { wholeNumber } from "../../platform/http/pages.ts";
import { InstantSchema, instantSchema } from "../../platform/http/schemas.ts";
import { reason } from "../../platform/http/validation.ts";
import { LAKE_ROW_SCHEMA, LakeRowSchema, PRICE_FIELDS } from "../../venues/shared/row.ts";
import {
  DAY_BOOKS_PARQUET_KEY_PATTERN,
  DAY_PARQUET_KEY_PATTERN,
  DAY_TRADES_PARQUET_KEY_PATTERN,
  SNAPSHOT_KEY_PATTERN,
} from "../keys.ts";
import { isCalendarDate, isHhmm } from "../time.ts";
import { EXCLUSION_REASONS, type ExclusionReason } from "../venues.ts";
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "./config.ts";

// ---------------------------------------------------------------- parameters

/** A string `test` accepts; anything else fails with `sentence` as its reason. */
const checked = (test: (value: string) => boolean, sentence: string) =>
  z.string().refine(test, reason(sentence));

const VENUE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

export const VenueParam = z.object({
  venue: checked(
    (v) => VENUE_ID.test(v),
    "must be a venue id such as kalshi (letters, digits, _, -), at most 32 characters",
  ).openapi({
    param: { name: "venue", in: "path" },
    description:
      "Venue id (e.g. `kalshi`, `polymarket`), matched case-insensitively. Served venues: /api/v1/lake.",
    pattern: VENUE_ID.source,
    example: "kalshi",
  }),
});

export const DateParam = checked(isCalendarDate, "must be a calendar date written YYYY-MM-DD (UTC)").openapi({
  description: "UTC date of the collection cycle, `YYYY-MM-DD` (a real calendar date).",
  format: "date",
  example: "2026-11-22",
});

export const SnapshotsQuery = z.strictObject({ date: DateParam });

export const DayParams = VenueParam.extend({
  date: DateParam.openapi({ param: { name: "date", in: "path" } }),
});

const AtParam = checked(isHhmm, "must be a UTC time written HHMM (0000 to 2359)").openapi({
  description:
    "The snapshot: HHMM of its object key, which is the collection cycle's start in UTC (not a response time).",
  pattern: "^([01][0-9]|2[0-3])[0-5][0-9]$",
  example: "1005",
});

export const QuotesQuery = z.strictObject({
  date: DateParam,
  at: AtParam,
  page: wholeNumber().optional().openapi({
    type: "integer",
    minimum: 1,
    default: PAGE_DEFAULT,
    description: "1-based page. A page past the last answers 404 page-not-found.",
    example: 1,
  }),
  page_size: wholeNumber(PAGE_SIZE_MAX)
    .optional()
    .openapi({
      type: "integer",
      minimum: 1,
      maximum: PAGE_SIZE_MAX,
      default: PAGE_SIZE_DEFAULT,
      description: `Rows per page, 1 to ${PAGE_SIZE_MAX}.`,
      example: PAGE_SIZE_DEFAULT,
    }),
});

const MARKET_ID = /^[\x21-\x7e]{1,128}$/;

export const BooksQuery = z.strictObject({
  date: DateParam,
  at: AtParam,
  market: checked(
    (v) => MARKET_ID.test(v),
    "must be a venue market id (Kalshi: market ticker; Polymarket: Gamma market id), 1 to 128 visible ASCII characters",
  ).openapi({
    description: "The venue's market id, as `market_id` in the quote rows.",
    example: "516710",
  }),
  outcome: checked(
    (v) => v.length >= 1 && v.length <= 128,
    "must be an outcome as the quote rows name it (`yes`, `no` or the venue's label), 1 to 128 characters",
  )
    .optional()
    .openapi({
      description:
        "The outcome whose book is answered, as `outcome` in the quote rows; default: the market's first outcome (`yes` on a binary market).",
      example: "yes",
    }),
});

export const TradesQuery = QuotesQuery.extend({
  market: checked(
    (v) => MARKET_ID.test(v),
    "must be a venue market id (Kalshi: market ticker; Polymarket: condition id), 1 to 128 visible ASCII characters",
  )
    .optional()
    .openapi({
      description:
        "Only this market's prints, as `market_id` in the trade rows (Kalshi: the ticker; Polymarket: the condition id). Default: every market's. Not with `token_id`.",
      example: "KXCPIYOY-26NOV-T2.8",
    }),
  token_id: checked(
    (v) => MARKET_ID.test(v),
    "must be an outcome token id, 1 to 128 visible ASCII characters",
  )
    .optional()
    .openapi({
      description:
        "Only this outcome token's prints, as `token_id` in the trade rows (Polymarket: the same `token_id` its quote and book rows carry, so a market named by its Gamma id is read by its outcome's token). Not with `market`.",
      example: "71321045679252212594626385532706912750332728571942532289631379312455583992563",
    }),
});

// ---------------------------------------------------------------- shared members

const Timestamp = InstantSchema;
const LakeDate = z.string().openapi({ format: "date", example: "2026-11-22" });
const Hhmm = z
  .string()
  .openapi({ description: "HHMM of the object key (cycle start, UTC).", example: "1005" });
const PriceFieldEnum = z.enum(PRICE_FIELDS);

const TapeOriginSchema = z
  .object({
    kind: z.enum(["own_book", "mirror"]).openapi({
      description: "`own_book`: the venue's own market. `mirror`: re-publishes another exchange's book.",
    }),
    mirrors: z.string().nullable().openapi({
      description: "For a mirror, the exchange whose book it mirrors; a mirror is not an independent price.",
    }),
  })
  .openapi("LakeTapeOrigin", {
    description: "Whether the venue's tape is its own market or a mirror of another.",
  });

const BookEnum = z.enum(["two_sided_order_book", "indicative_only"]).openapi({
  description:
    "`two_sided_order_book`: bids and asks, so `mid`/`spread` when both sides are quoted. `indicative_only`: one indicative price per outcome and no book, so never `mid`/`spread`.",
});

const SnapshotRefSchema = z
  .object({
    date: LakeDate.openapi({ description: "UTC date of the snapshot's collection cycle." }),
    at: Hhmm,
    cycle_start: Timestamp,
  })
  .openapi("LakeSnapshotRef", { description: "One snapshot, by its UTC date and cycle start." });

const CoverageSchema = z
  .object({
    first_date: LakeDate.nullable().openapi({ description: "Oldest UTC date with stored data." }),
    last_date: LakeDate.nullable().openapi({ description: "Newest UTC date with stored data." }),
    date_count: z
      .number()
      .int()
      .openapi({ description: "Number of UTC dates with stored data (0 before the first)." }),
    first_snapshot: SnapshotRefSchema.nullable(),
    last_snapshot: SnapshotRefSchema.nullable(),
  })
  .openapi("LakeCoverage", {
    description:
      "What has been collected, from the oldest (`first_*`) to the newest (`last_*`) stored date and snapshot; all null before the first snapshot.",
  });

const CompletenessSchema = z
  .object({
    status: z.enum(["incomplete", "not_recorded"]).openapi({
      description:
        "`incomplete`: the collector recorded a failure (listed). `not_recorded`: it recorded none — which does not claim the snapshot is complete.",
    }),
    failures: z
      .array(
        z.object({
          reason: z.string().openapi({ description: "What failed, as a short machine-readable word." }),
          stage: z
            .string()
            .openapi({ description: "The collection step that failed (the request or field read)." }),
          market_id: z
            .string()
            .optional()
            .openapi({ description: "The market concerned, when the failure is about one." }),
          range: z.string().optional().openapi({
            description:
              "The page range whose rows are missing (whole-venue snapshots), e.g. `offsets 500-749`.",
          }),
        }),
      )
      .optional()
      .openapi({
        description:
          "The recorded failures; present when `status` is `incomplete`. `whole_venue_collection_pending`: the minute's whole-venue snapshot is still being collected (this is the catalog's part alone; it is replaced within seconds); `whole_venue_not_collected`: the whole-venue collection could not be opened; `range_not_reported`: a page range was never collected.",
      }),
    rows_expected: z.number().int().nullable().optional().openapi({
      description:
        "On an `incomplete` whole-venue minute: the rows it would have held, from the venue's latest earlier snapshot of the day that recorded no failure; null when the day has none before it.",
    }),
  })
  .openapi("LakeCompleteness", { description: "What the collector recorded about a snapshot's gaps." });

const VenueSummaryShape = {
  venue: z.string().openapi({ description: "Venue id, as used in lake paths.", example: "kalshi" }),
  name: z.string().openapi({ description: "Venue display name.", example: "Kalshi" }),
  tape_origin: TapeOriginSchema,
  book: BookEnum,
  cadence_seconds: z.number().int().openapi({ description: "Seconds between snapshots.", example: 60 }),
  licence: z.literal("venue_public_api").openapi({ description: "Only publicly licensed tapes are served." }),
  quote_fields: z.array(PriceFieldEnum).openapi({
    description:
      "Price columns the venue actually fills: the union over every snapshot of the latest collected date (`quote_fields_date`). Do not assume `bid` and `ask`. Per snapshot: the snapshots route.",
    example: ["bid", "ask", "last", "indicative", "mid", "spread"],
  }),
  quote_fields_basis: z
    .literal("union_over_latest_collected_date")
    .openapi({ description: "How `quote_fields` is computed: over every snapshot of `quote_fields_date`." }),
  quote_fields_date: LakeDate.nullable().openapi({
    description: "The UTC date `quote_fields` was computed over; null before the first snapshot.",
  }),
  coverage: CoverageSchema,
};

const VenueLinks = z
  .object({ self: z.string().openapi({ description: "Path of the venue resource." }) })
  .catchall(z.string())
  .openapi({ description: "Paths of the venue and related resources." });

// ---------------------------------------------------------------- GET /api/v1/lake

const reasons = Object.keys(EXCLUSION_REASONS) as [ExclusionReason, ...ExclusionReason[]];

export const LakeSchema = z
  .object({
    type: z.literal("lake").openapi({ description: "Resource type." }),
    description: z.string().openapi({ description: "What the lake is." }),
    selection: z.string().openapi({ description: "How venues are chosen for serving." }),
    venues: z
      .array(
        z.object({
          venue: z.string().openapi({ description: "Venue id, as used in lake paths." }),
          name: z.string().openapi({ description: "Venue display name." }),
          tape_origin: TapeOriginSchema,
          book: BookEnum,
          links: VenueLinks,
        }),
      )
      .openapi({ description: "The venues served." }),
    excluded: z
      .array(
        z.object({
          venue: z.string().openapi({ description: "Venue id." }),
          name: z.string().openapi({ description: "Venue display name." }),
          reason: z.enum(reasons).openapi({ description: "Why the venue is not served." }),
          explanation: z.string().openapi({ description: "The reason in words." }),
        }),
      )
      .openapi({ description: "Known venues that are not served; their paths answer 404 venue-excluded." }),
    tape: z
      .object({
        object_key: z.string().openapi({
          description: "Pattern of a snapshot's name: venue, UTC date and HHMM of the cycle start.",
          example: SNAPSHOT_KEY_PATTERN,
        }),
        row_schema: z
          .literal(LAKE_ROW_SCHEMA)
          .openapi({ description: "Schema name of every row (see LakeRow)." }),
        semantics: z
          .object({
            rows: z.string().openapi({ description: "Where rows come from." }),
            unquoted_side: z.string().openapi({ description: "How an unquoted side is written." }),
            mid_and_spread: z.string().openapi({ description: "When `mid` and `spread` are present." }),
            quote_fields: z.string().openapi({ description: "Which price columns to expect." }),
            tape_origin: z.string().openapi({ description: "What a mirror venue is." }),
            at: z.string().openapi({ description: "What a snapshot's `at` means." }),
            completeness: z
              .object({
                statuses: z
                  .object({
                    incomplete: z.string().openapi({ description: "Meaning of `incomplete`." }),
                    not_recorded: z.string().openapi({ description: "Meaning of `not_recorded`." }),
                  })
                  .openapi({ description: "Meaning of each completeness status." }),
                absence_of_failure: z
                  .string()
                  .openapi({ description: "What `not_recorded` does not claim." }),
              })
              .openapi({ description: "How to read a snapshot's completeness." }),
            decimals: z.string().openapi({ description: "How numbers are written." }),
          })
          .openapi({ description: "How to read the rows, one rule per member." }),
      })
      .openapi({ description: "The quote tape: snapshot naming, row schema and semantics." }),
    limits: z
      .object({
        snapshot_max_bytes: z.number().int().openapi({
          description:
            "Published byte ceiling of one snapshot; a larger one answers 413 lake-snapshot-too-large.",
          example: 67108864,
        }),
        page_default: z.number().int().openapi({ description: "Quotes page served when `page` is absent." }),
        page_size_default: z
          .number()
          .int()
          .openapi({ description: "Rows per quotes page when `page_size` is absent." }),
        page_size_max: z.number().int().openapi({ description: "Largest accepted `page_size`." }),
      })
      .openapi({ description: "Size ceiling and paging limits of the quotes route." }),
    caching: z
      .object({
        discovery_max_age_seconds: z
          .number()
          .int()
          .openapi({ description: "Cache-Control max-age, in seconds, of this discovery resource." }),
        venues_max_age_seconds: z.number().int().openapi({
          description: "Cache-Control max-age, in seconds, of the venue catalog and venue resources.",
        }),
        open_day_snapshots_max_age_seconds: z.number().int().openapi({
          description: "Cache-Control max-age, in seconds, of the snapshot list of a day still open.",
        }),
        sealed_max_age_seconds: z.number().int().openapi({
          description: "Quote pages (a snapshot is never rewritten) and snapshot lists of finished UTC days.",
        }),
      })
      .openapi({ description: "Cache lifetimes of the lake routes, in seconds." }),
    errors: z.record(z.string(), z.string()).openapi({ description: "Problem slug per lake failure." }),
  })
  .openapi("Lake", {
    description:
      "Lake discovery: the venues served and excluded, the tape semantics, limits and cache lifetimes.",
  });

export const LakeResponse = envelopeSchema(LakeSchema, { name: "LakeResponse" });

// ---------------------------------------------------------------- venues

export const VenueCatalogSchema = z
  .object({
    type: z.literal("lake_venue_catalog").openapi({ description: "Resource type." }),
    count: z.number().int().openapi({ description: "Number of venues served." }),
    venues: z
      .array(z.object({ ...VenueSummaryShape, links: VenueLinks }))
      .openapi({ description: "Every venue served, with its semantics and coverage." }),
  })
  .openapi("LakeVenueCatalog", { description: "The venues the lake serves." });

export const VenueCatalogResponse = envelopeSchema(VenueCatalogSchema, { name: "LakeVenueCatalogResponse" });

const DayParquetSchema = z
  .object({
    key: z.string().openapi({
      description: "The file's name in the lake: venue and date.",
      example: DAY_PARQUET_KEY_PATTERN,
    }),
    bytes: z.number().int().openapi({ description: "Size of the Parquet file.", example: 2358846 }),
    rows: z.number().int().openapi({
      description:
        "Rows in the file: every row of every snapshot of the day (quotes), every level of every book of the day's book tape (books), or every print of the day's trade tape (trades).",
    }),
    created_at: instantSchema("When the day was compacted."),
  })
  .openapi("LakeDayParquet", {
    description:
      "One of a closed day's Parquet files: its quotes (lake rows as columns plus `cycle_start`; download from the day's `links.parquet`), its book tape (one row per level; download from `links.books_parquet`), its trade tape (one row per print; download from `links.trades_parquet`) the market outcomes it committed (one row per market; download from `links.outcomes_parquet`), the equivalence pairs' minute basis (one row per pair and quoted minute; download from `links.basis_parquet`), the public indices' committed distributions (one row per bucket; download from `links.index_distributions_parquet`) or the official prints released that day (one row per print; download from `links.official_prints_parquet`).",
  });

const LakeDaySchema = z
  .object({
    date: LakeDate.openapi({ description: "UTC date with stored data." }),
    parquet: DayParquetSchema.nullable().openapi({
      description:
        "The day's quotes as a Parquet file; null until the day is compacted: the current day, a closed day before the daily job ran (00:15 UTC), or a day whose compaction failed.",
    }),
    books_parquet: DayParquetSchema.nullable().openapi({
      description:
        "The day's book tape as a Parquet file (one row per level: `cycle_start`, `market_id`, `outcome`, `token_id`, `observed_at`, `side`, `level`, `price`, `size`); null until it is compacted, as `parquet`. A day without book tape has a file without rows.",
      example: {
        key: DAY_BOOKS_PARQUET_KEY_PATTERN,
        bytes: 48211904,
        rows: 1152000,
        created_at: "2026-11-21T00:15:00Z",
      },
    }),
    trades_parquet: DayParquetSchema.nullable().openapi({
      description:
        "The day's trade tape as a Parquet file (one row per print: `cycle_start`, `trade_id`, `market_id`, `token_id`, `outcome`, `price`, `size`, `taker_side`, `venue_time`, `received_at`); null until it is compacted, as `parquet`. A collected day without trade tape (collected before trades were taped) has a file without rows.",
      example: {
        key: DAY_TRADES_PARQUET_KEY_PATTERN,
        bytes: 1835008,
        rows: 64210,
        created_at: "2026-11-21T00:15:00Z",
      },
    }),
    outcomes_parquet: DayParquetSchema.nullable().openapi({
      description:
        'The market outcomes pix committed on the day as a Parquet file (one row per market, the members GET /api/v1/outcomes serves, the horizon mids exactly as taped; docs/lake.md, "The outcomes file"); null until the daily job wrote it (00:15 UTC the next day).',
      example: {
        key: "lake-outcomes/{venue}/{YYYY-MM-DD}/outcomes.parquet",
        bytes: 48213,
        rows: 412,
        created_at: "2026-11-21T00:15:00Z",
      },
    }),
    basis_parquet: DayParquetSchema.nullable().openapi({
      description:
        "The equivalence pairs' minute basis of the day as a Parquet file (one row per pair whose leg a is on the venue and quoted minute: both legs' mids in the common polarity and `mid_basis`, as the basis route computes them; docs/equivalence.md, \"The minute basis file\"); null until the daily job wrote it (00:15 UTC the next day).",
      example: {
        key: "lake-basis/{venue}/{YYYY-MM-DD}/basis.parquet",
        bytes: 91234,
        rows: 5760,
        created_at: "2026-11-21T00:15:00Z",
      },
    }),
    index_distributions_parquet: DayParquetSchema.nullable().openapi({
      description:
        "The public indices' committed distributions of the day as a Parquet file (one row per bucket of each committed round's distribution: bounds, inclusivity and probability exactly as stored; docs/lake.md, \"The indices' files\"), what GET /api/v1/calibration's `indices` scores with `official_prints_parquet`; null until the daily job wrote it (00:15 UTC the next day). An index pools the venues: one file a day, the same under every venue.",
    }),
    official_prints_parquet: DayParquetSchema.nullable().openapi({
      description:
        "The official prints pix first read on the day as a Parquet file (one row per print, first prints and revisions, with the base period's print and the previous period's release the indices' scores use; docs/lake.md, \"The indices' files\"); null until the daily job wrote it (00:15 UTC the next day). Not of a venue: one file a day, the same under every venue.",
    }),
    links: z
      .object({
        snapshots: z.string().openapi({ description: "Path of the day's snapshot list." }),
        parquet: z
          .string()
          .optional()
          .openapi({ description: "Path of the day's Parquet download; present once the day is compacted." }),
        books_parquet: z.string().optional().openapi({
          description: "Path of the day's book Parquet download; present once its book tape is compacted.",
        }),
        trades_parquet: z.string().optional().openapi({
          description: "Path of the day's trade Parquet download; present once its trade tape is compacted.",
        }),
        outcomes_parquet: z.string().optional().openapi({
          description: "Path of the day's outcomes Parquet download; present once the daily job wrote it.",
        }),
        basis_parquet: z.string().optional().openapi({
          description:
            "Path of the day's minute basis Parquet download; present once the daily job wrote it.",
        }),
        index_distributions_parquet: z.string().optional().openapi({
          description:
            "Path of the day's indices' distributions Parquet download; present once the daily job wrote it.",
        }),
        official_prints_parquet: z.string().optional().openapi({
          description:
            "Path of the day's official prints Parquet download; present once the daily job wrote it.",
        }),
      })
      .openapi({ description: "Paths of the day's resources." }),
  })
  .openapi("LakeDay", { description: "One UTC date of a venue with stored data." });

const RetentionSchema = z
  .object({
    tape_days: z.number().int().nullable().openapi({
      description: "Days a day's tape (snapshots, quotes, books, trades) is kept; null keeps it forever.",
      example: 30,
    }),
    parquet_days: z.number().int().nullable().openapi({
      description: "Days a day's Parquet files are kept; null keeps them forever.",
      example: 365,
    }),
    tape_kept_from: LakeDate.nullable().openapi({
      description: "Oldest date whose tape the retention keeps today (null: all).",
    }),
    parquet_kept_from: LakeDate.nullable().openapi({
      description: "Oldest date whose Parquet files the retention keeps today (null: all).",
    }),
    rule: z.string().openapi({ description: "When days are compacted and deleted, in words." }),
  })
  .openapi("LakeRetention", {
    description: "How long this deployment keeps a venue's tape and Parquet files.",
  });

export const VenueSchema = z
  .object({
    type: z.literal("lake_venue").openapi({ description: "Resource type." }),
    ...VenueSummaryShape,
    dates: z.array(LakeDate).openapi({
      description:
        "Every UTC date with stored data, ascending: tape, or only the Parquet files once the tape is past its retention.",
    }),
    days: z.array(LakeDaySchema).openapi({
      description: "The same dates, each with its Parquet files (quotes, books, trades) or null.",
    }),
    retention: RetentionSchema,
  })
  .openapi("LakeVenue", {
    description: "One served venue: its semantics, coverage, stored dates and retention.",
  });

export const VenueResponse = envelopeSchema(VenueSchema, { name: "LakeVenueResponse" });

// ---------------------------------------------------------------- snapshots

export const SnapshotListSchema = z
  .object({
    type: z.literal("lake_snapshots").openapi({ description: "Resource type." }),
    venue: z.string().openapi({ description: "Venue id." }),
    date: LakeDate.openapi({ description: "The UTC date listed." }),
    day_status: z.enum(["open", "closed"]).openapi({
      description: "`open`: the UTC day is not over, so snapshots may still be added. `closed`: final.",
    }),
    count: z.number().int().openapi({ description: "Number of snapshots of the day." }),
    snapshots: z
      .array(
        z.object({
          at: Hhmm,
          cycle_start: Timestamp,
          rows: z
            .number()
            .int()
            .openapi({ description: "Rows in the snapshot (see the quotes route's pagination)." }),
          bytes: z.number().int().openapi({ description: "Stored size of the snapshot's NDJSON." }),
          exceeds_ceiling: z
            .boolean()
            .openapi({ description: "Above snapshot_max_bytes: its quotes answer 413." }),
          completeness: CompletenessSchema,
          quote_fields: z
            .array(PriceFieldEnum)
            .openapi({ description: "Price columns filled by at least one row of this snapshot." }),
          links: z
            .object({
              quotes: z.string().openapi({
                description: "Path of the snapshot's first quotes page at the default page size.",
              }),
            })
            .openapi({ description: "Paths of the snapshot's resources." }),
        }),
      )
      .openapi({ description: "The day's snapshots, oldest first." }),
  })
  .openapi("LakeSnapshots", { description: "The snapshots of one venue on one UTC date." });

export const SnapshotListResponse = envelopeSchema(SnapshotListSchema, { name: "LakeSnapshotsResponse" });

// ---------------------------------------------------------------- quotes

export const QuotesSchema = z
  .object({
    type: z.literal("lake_quotes").openapi({ description: "Resource type." }),
    venue: z.string().openapi({ description: "Venue id." }),
    date: LakeDate.openapi({ description: "UTC date of the snapshot's collection cycle." }),
    at: Hhmm,
    cycle_start: Timestamp,
    row_schema: z
      .string()
      .openapi({ description: "Schema of the rows as stored.", example: LAKE_ROW_SCHEMA }),
    completeness_status: z.enum(["incomplete", "not_recorded"]).nullable().openapi({
      description: "The snapshot's completeness status; the failures are listed by the snapshots route.",
    }),
    rows: z.array(LakeRowSchema).openapi({ description: "This page's rows, in the snapshot's order." }),
  })
  .openapi("LakeQuotes", { description: "One page of the rows of one snapshot." });

export const QuotesResponse = envelopeSchema(QuotesSchema, {
  name: "LakeQuotesResponse",
  meta: {
    pagination: z
      .object({
        page: z.number().int().openapi({ description: "This page's number, from 1." }),
        page_size: z.number().int().openapi({ description: "Rows per page, as requested or defaulted." }),
        total_rows: z.number().int().openapi({ description: "Rows in the whole snapshot." }),
        total_pages: z
          .number()
          .int()
          .openapi({ description: "At least 1: an empty snapshot has one empty page." }),
      })
      .openapi("LakePagination", { description: "Where this page sits in the snapshot." }),
    snapshot_bytes: z.number().int().openapi({ description: "Stored size of the whole snapshot, in bytes." }),
  },
});

// ---------------------------------------------------------------- books

const Level = z.tuple([z.string(), z.string()]).openapi({
  description: "`[price, size]`, exact decimal strings as the venue wrote them.",
  example: ["0.43", "1250.5"],
});

export const BookSchema = z
  .object({
    type: z.literal("lake_book").openapi({ description: "Resource type." }),
    venue: z.string().openapi({ description: "Venue id." }),
    market_id: z.string().openapi({ description: "The venue's market id." }),
    outcome: z
      .string()
      .openapi({ description: "The outcome whose book this is, as the quote rows name it." }),
    token_id: z.string().nullable().openapi({
      description: "The outcome's token (Polymarket); null on venues without outcome tokens.",
    }),
    outcomes: z.array(z.string()).openapi({
      description: "Every outcome of the market with a book at this minute (pick one with `outcome`).",
    }),
    date: LakeDate.openapi({ description: "UTC date of the collection cycle." }),
    at: Hhmm,
    cycle_start: Timestamp,
    observed_at: z.string().openapi({
      format: "date-time",
      description:
        "When the book was observed: the venue's clock when the book carries one, else pix's receive time; RFC 3339 UTC to the millisecond.",
      example: "2026-11-22T10:05:01.512Z",
    }),
    depth: z.number().int().openapi({
      description:
        "Levels the book tape keeps per side at most (the best ones); a side with fewer levels lists them all.",
      example: 10,
    }),
    bids: z.array(Level).openapi({ description: "Bids, best (highest price) first; empty when none." }),
    asks: z.array(Level).openapi({ description: "Asks, best (lowest price) first; empty when none." }),
  })
  .openapi("LakeBook", {
    description:
      "One outcome's order book of one market at one collection minute, in the outcome's own terms.",
  });

export const BookResponse = envelopeSchema(BookSchema, { name: "LakeBookResponse" });

// ---------------------------------------------------------------- trades

export const TradeRowSchema = z
  .object({
    trade_id: z.string().openapi({
      description:
        "The venue's id of the trade (Kalshi `trade_id`; Polymarket: `{transaction hash}:{token}:{side}:{price}:{size}`, as the data API gives a fill no id of its own). Each id appears once in a minute, and in one minute only.",
    }),
    market_id: z.string().openapi({
      description:
        "The market traded: Kalshi's ticker (as `market_id` in its quote rows); Polymarket's condition id.",
    }),
    token_id: z.string().nullable().openapi({
      description:
        "The outcome token traded (Polymarket; as `token_id` in its quote rows); null on venues without outcome tokens.",
    }),
    outcome: z.string().nullable().openapi({
      description:
        "The outcome traded as the venue names it (Polymarket: `Yes`, `No` or its label); null on Kalshi, whose price is the YES price.",
    }),
    price: z.string().openapi({
      description: "Exact decimal price (0–1): Kalshi's YES price, Polymarket's price of the outcome traded.",
      example: "0.44",
    }),
    size: z
      .string()
      .openapi({ description: "Contracts (Kalshi) or shares (Polymarket), exact decimal.", example: "25" }),
    taker_side: z.string().openapi({
      description:
        "Kalshi: `yes` or `no`, the side the taker bought. Polymarket: `buy` or `sell` of the outcome token by the taker.",
      example: "yes",
    }),
    venue_time: z.string().openapi({
      format: "date-time",
      description:
        "When the venue says the trade happened, RFC 3339 UTC to the millisecond (Polymarket's times are whole seconds, so `.000`).",
      example: "2026-11-22T10:04:31.204Z",
    }),
    received_at: z.string().openapi({
      format: "date-time",
      description: "When pix read the venue page that carried the print, RFC 3339 UTC to the millisecond.",
      example: "2026-11-22T10:05:00.412Z",
    }),
  })
  .openapi("LakeTradeRow", { description: "One trade print as the venue published it." });

export const TradesSchema = z
  .object({
    type: z.literal("lake_trades").openapi({ description: "Resource type." }),
    venue: z.string().openapi({ description: "Venue id." }),
    date: LakeDate.openapi({ description: "UTC date of the collection cycle." }),
    at: Hhmm,
    cycle_start: Timestamp,
    window_start: Timestamp.openapi({
      description:
        "The prints' venue times start here (inclusive): one minute before `cycle_start`. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).",
    }),
    window_end: Timestamp.openapi({
      description:
        "The prints' venue times end here (exclusive): `cycle_start`. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).",
    }),
    market: z
      .string()
      .nullable()
      .openapi({ description: "The market filter asked for; null when none was." }),
    token_id: z
      .string()
      .nullable()
      .openapi({ description: "The outcome token filter asked for; null when none was." }),
    complete: z.boolean().openapi({
      description:
        "Whether every print of the window was read. False when a page of the venue's trade listing failed after retries, a print could not be read, or the listing was longer than pix reads a minute: the rows are what was read, and `failures` says why the rest is missing.",
    }),
    failures: z
      .array(
        z.object({
          reason: z.string().openapi({
            description: "Why prints are missing, a machine-readable reason such as `page_limit_reached`.",
          }),
          stage: z.string().openapi({
            description: "Where in the collection it happened (the reader or page that failed).",
          }),
        }),
      )
      .openapi({ description: "Why the minute is incomplete; empty when `complete`." }),
    rows: z.array(TradeRowSchema).openapi({
      description: "This page's prints, by market, then outcome token, then venue time, then trade id.",
    }),
  })
  .openapi("LakeTrades", { description: "One page of one minute's trade prints." });

export const TradesResponse = envelopeSchema(TradesSchema, {
  name: "LakeTradesResponse",
  meta: {
    pagination: z
      .object({
        page: z.number().int().openapi({ description: "This page's number, from 1." }),
        page_size: z.number().int().openapi({ description: "Prints per page asked for." }),
        total_rows: z
          .number()
          .int()
          .openapi({ description: "Prints in the minute (of `market` or `token_id` when given)." }),
        total_pages: z
          .number()
          .int()
          .openapi({ description: "At least 1: a minute without prints has one empty page." }),
      })
      .openapi("LakeTradesPagination", { description: "Where this page sits in the minute's prints." }),
    trades_bytes: z
      .number()
      .int()
      .openapi({ description: "Stored size of the minute's whole trades object, in bytes." }),
  },
});
