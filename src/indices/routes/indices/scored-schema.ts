/**
 * Parameters and answers of an index's distribution history and of its scored outcomes (the
 * distributions it published before each official release, scored against the print). Every member
 * described.
 */
import { z } from "@hono/zod-openapi";
import { DAY_MS, MINUTE_MS, minuteFloor } from "../../../domain/clock.ts";
import { INDEX_HORIZONS } from "../../../domain/outcomes/horizons.ts";
import { periodPrintsShape } from "../../../outcomes/routes/schema.ts";
import { envelopeSchema } from "../../../platform/http/envelope.ts";
import { pageParams } from "../../../platform/http/pages.ts";
import { instantParam, instantSchema } from "../../../platform/http/schemas.ts";
import { reason } from "../../../platform/http/validation.ts";
import { DistributionMembers, Identity } from "./schema.ts";

/** The horizons an index's periods are scored at (the venues' 15-minute one is not among them). */
const INDEX_HORIZON_NAMES = INDEX_HORIZONS.map((h) => h.horizon) as [string, ...string[]];

// ---------------------------------------------------------------- distribution history

export const DISTRIBUTION_INTERVALS = ["round", "1m"] as const;
export type DistributionIntervalName = (typeof DISTRIBUTION_INTERVALS)[number];

/** The longest window each interval serves: a day of minutes, a month of rounds. */
export const DISTRIBUTION_WINDOW_MAX_MS: Record<DistributionIntervalName, number> = {
  "1m": DAY_MS,
  round: 31 * DAY_MS,
};
export const DISTRIBUTIONS_PAGE_SIZE_DEFAULT = 50;
export const DISTRIBUTIONS_PAGE_SIZE_MAX = 100;

/**
 * The window of a distribution-history query: `to` defaults to the end of the current minute (the
 * current minute included), `from` to a day before `to`.
 */
export function distributionWindow(query: { from?: string; to?: string }, nowMs: number) {
  const toMs = query.to === undefined ? minuteFloor(nowMs) + MINUTE_MS : Date.parse(query.to);
  const fromMs = query.from === undefined ? toMs - DAY_MS : Date.parse(query.from);
  return { fromMs, toMs };
}

function checkDistributionWindow(
  query: { from?: string; to?: string; interval?: DistributionIntervalName },
  ctx: z.RefinementCtx,
) {
  const ends = [query.from, query.to].filter((end) => end !== undefined);
  if (ends.some((end) => !Number.isFinite(Date.parse(end)))) return;
  const { fromMs, toMs } = distributionWindow(query, Date.now());
  if (fromMs >= toMs) {
    ctx.addIssue({ code: "custom", path: ["from"], message: "must be before to" });
    return;
  }
  const interval = query.interval ?? "round";
  const max = DISTRIBUTION_WINDOW_MAX_MS[interval];
  if (toMs - fromMs > max) {
    ctx.addIssue({
      code: "custom",
      path: ["from"],
      message: `spans a window too long for interval ${interval} (at most ${max / DAY_MS} ${max === DAY_MS ? "day" : "days"})`,
    });
  }
}

export const DistributionHistoryQuery = z
  .strictObject({
    from: instantParam(
      "Start of the window (RFC 3339 with a UTC offset), included: distributions of minutes at or after it. Default: a day before `to`.",
      "2026-11-22T00:00:00Z",
    )
      .optional()
      .openapi({ description: "Start of the window (RFC 3339), included. Default: a day before `to`." }),
    to: instantParam(
      "End of the window (RFC 3339 with a UTC offset), excluded; after `from`. Default: the end of the current minute.",
      "2026-11-23T00:00:00Z",
    )
      .optional()
      .openapi({
        description:
          "End of the window (RFC 3339), excluded; after `from`. Default: the end of the current minute.",
      }),
    interval: z.enum(DISTRIBUTION_INTERVALS).optional().openapi({
      description:
        "`round` (default): the distributions of the committed five-minute rounds, at most 31 days a window. `1m`: every distribution a minute cycle stored, committed or not, at most one day a window. Any other value answers 400 invalid-parameter; a longer window 400 invalid-parameter on `from`.",
      example: "round",
    }),
    ...pageParams({
      sizeDefault: DISTRIBUTIONS_PAGE_SIZE_DEFAULT,
      sizeMax: DISTRIBUTIONS_PAGE_SIZE_MAX,
      of: "Distributions",
    }),
  })
  .superRefine(checkDistributionWindow);

const RoundId = z.string().nullable().openapi({
  description:
    "The committed round of the same minute (its round_id), or null for a minute no round was committed at.",
  example: "2026-11-22T10:05:00Z",
});

export const DistributionItemSchema = z
  .object({ round_id: RoundId, ...DistributionMembers })
  .openapi("IndexDistributionAt", {
    description: "One stored distribution: the cycle's minute, its round if committed, and its outcomes.",
  });

export const DistributionHistorySchema = z
  .object({
    type: z.literal("index_distribution_history").openapi({ description: "Resource type." }),
    ...Identity,
    interval: z.enum(DISTRIBUTION_INTERVALS).openapi({ description: "The interval served." }),
    from: instantSchema("Start of the window (included)."),
    to: instantSchema("End of the window (excluded)."),
    items: z
      .array(DistributionItemSchema)
      .openapi({ description: "This page's distributions, oldest first." }),
  })
  .openapi("IndexDistributionHistory", {
    description: "An index's stored distributions over a window, a page at a time.",
  });

const Pagination = (of: string) =>
  z
    .object({
      page: z.number().int().openapi({ description: "This page (1-based)." }),
      page_size: z
        .number()
        .int()
        .openapi({ description: `${of} per page.` }),
      total_rows: z
        .number()
        .int()
        .openapi({ description: `${of} in the whole answer.` }),
      total_pages: z.number().int().openapi({ description: "Pages (at least 1)." }),
    })
    .openapi({ description: "Where this page stands." });

export const DistributionHistoryResponse = envelopeSchema(DistributionHistorySchema, {
  name: "IndexDistributionHistoryResponse",
  meta: { pagination: Pagination("Distributions") },
});

// ---------------------------------------------------------------- scored outcomes

export const INDEX_OUTCOMES_PAGE_SIZE_DEFAULT = 12;
export const INDEX_OUTCOMES_PAGE_SIZE_MAX = 24;

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

const PeriodParam = (description: string, example: string) =>
  z
    .string()
    .refine((v) => PERIOD.test(v), reason("must be a period: YYYY-MM (monthly series) or YYYY-MM-DD"))
    .optional()
    .openapi({ description, example });

export const IndexOutcomesQuery = z
  .strictObject({
    from: PeriodParam(
      "Only periods at or after this one: `YYYY-MM` for a monthly series (a reference month), `YYYY-MM-DD` for a daily one.",
      "2026-01",
    ),
    to: PeriodParam("Only periods at or before this one; not before `from`.", "2026-12"),
    ...pageParams({
      sizeDefault: INDEX_OUTCOMES_PAGE_SIZE_DEFAULT,
      sizeMax: INDEX_OUTCOMES_PAGE_SIZE_MAX,
      of: "Periods",
    }),
  })
  .superRefine((query, ctx) => {
    const { from, to } = query;
    if (from === undefined || to === undefined || !PERIOD.test(from) || !PERIOD.test(to)) return;
    if (from > to) ctx.addIssue({ code: "custom", path: ["from"], message: "must not be after to" });
  });

const ScoresSchema = z
  .object({
    bucket: z.string().nullable().openapi({
      description:
        "Label of the outcome (bucket) that holds the realised value, by its bounds; null when none does (a value between point outcomes).",
      example: "2.8% to 3.0%",
    }),
    probability: z.number().openapi({
      description: "The probability the distribution gave that bucket (0 when none holds the value).",
      example: 0.41,
    }),
    pit: z.number().nullable().openapi({
      description:
        "Mid-PIT: the probability of the buckets below the one that happened plus half of its own, F(below) + p/2 (never randomised); null when no bucket holds the value.",
      example: 0.62,
    }),
    crps: z.number().openapi({
      description:
        "CRPS in the index's units, ∫ (F(y) − 1{y ≥ x})² dy with the mass of a bounded bucket spread evenly over it and an open tail's at its finite bound; lower is better.",
      example: 0.0815,
    }),
    log_score: z.number().openapi({
      description:
        "−ln max(p, 0.000001) of the bucket's probability p: lower is better. A zero probability scores ln 1,000,000 ≈ 13.815511 (and `probability` reads 0), never infinity.",
      example: 0.891598,
    }),
  })
  .openapi("IndexDistributionScores", {
    description: "The distribution scored against the realised value; every score to 6 decimals.",
  });

const HorizonSchema = z
  .object({
    horizon: z.enum(INDEX_HORIZON_NAMES).openapi({ description: "How long before the release." }),
    target: instantSchema("released_at − horizon: the instant the distribution stands for."),
    // Unions with null, not `.nullable()`: on a named schema `.nullable()` renders as a bare `$ref`.
    distribution: z.union([DistributionItemSchema, z.null()]).openapi({
      description:
        "The latest committed round's distribution at or before `target`, no older than the horizon's tolerance (1h: 5 min, 24h: 1 h, 7d: 6 h, 30d: 24 h) and computed after the previous period's release (before it the index forecast that period). Null when none qualifies, or when the release time is not known.",
    }),
    scores: z.union([ScoresSchema, z.null()]).openapi({
      description: "The distribution's scores; null without a distribution or a realised value.",
    }),
  })
  .openapi("IndexOutcomeHorizon", {
    description: "The index's distribution at one horizon before the release.",
  });

const PeriodSchema = z
  .object({
    period: z
      .string()
      .openapi({ description: "The period (a reference month `YYYY-MM`).", example: "2026-10" }),
    ...periodPrintsShape("The print `settles_on` names: the one scored."),
    released_at: instantSchema(
      "The first print's released_at: the horizons are counted back from it (the number's first publication).",
    ),
    release_time_known: z.boolean().openapi({
      description:
        "false when the first print came in pix's first read of the series (its release time is not known): no horizon is placed then.",
    }),
    base_period: z.string().nullable().openapi({
      description:
        "The earlier period the index value needs (a year earlier for a year-over-year change, the month before for a monthly change); null for a level.",
      example: "2025-10",
    }),
    base_value: z.string().nullable().openapi({
      description: "The base period's settling print; null for a level, or when pix holds no print of it.",
    }),
    realized_value: z.number().nullable().openapi({
      description:
        "The index's value for the period, in the index's unit, from the settling print by the series' rule; null when the base print is missing.",
      example: 2.9,
    }),
    horizons: z.array(HorizonSchema).openapi({ description: "1h, 24h, 7d and 30d before the release." }),
  })
  .openapi("IndexOutcomePeriod", { description: "One resolved period of the index's official series." });

const SeriesSchema = z
  .object({
    id: z.string().openapi({ description: "pix's id of the official series.", example: "bls-cpi-u-nsa" }),
    name: z.string().openapi({ description: "The series, as its agency names it." }),
    unit: z.string().openapi({ description: "The unit of its prints." }),
    source: z.string().openapi({ description: "The agency pix reads it from: bls, fred or eia." }),
    period_kind: z.string().openapi({
      description: "What one period is: `month`, `meeting` (an FOMC meeting) or `settlement_day`.",
    }),
    index_value: z.enum(["level", "year_over_year_percent", "month_change"]).openapi({
      description:
        "How the index's value follows from a print: the print itself; (period ÷ same period a year earlier − 1) × 100 to one decimal; or the change from the previous period.",
    }),
  })
  .openapi("IndexOfficialSeries", { description: "The official series the index forecasts." });

export const IndexOutcomesSchema = z
  .object({
    type: z.literal("index_outcomes").openapi({ description: "Resource type." }),
    ...Identity,
    unit: z.string().openapi({ description: "The index's unit (the unit of `realized_value` and CRPS)." }),
    series: z.union([SeriesSchema, z.null()]).openapi({
      description: "The index's official series; null when pix maps none to it.",
    }),
    unscored_reason: z.enum(["no_official_series", "meeting_calendar_not_kept"]).nullable().openapi({
      description:
        "Why `items` is empty whatever the prints: the index has no official series pix collects, or its periods are FOMC meetings, whose calendar pix does not keep yet. Null when periods are scored.",
    }),
    items: z.array(PeriodSchema).openapi({ description: "This page's periods, the latest first." }),
  })
  .openapi("IndexOutcomes", {
    description: "An index's resolved periods: the official print and the distributions scored against it.",
  });

export const IndexOutcomesResponse = envelopeSchema(IndexOutcomesSchema, {
  name: "IndexOutcomesResponse",
  meta: { pagination: Pagination("Periods") },
});
