/**
 * The basis route's parameters and answer (zod, every member described): a pair's `mid_basis` per
 * bucket from both legs' taped mids, the share of minutes quoted, and the window's summary statistics.
 */
import { z } from "@hono/zod-openapi";
import { MINUTE_MS } from "../../domain/clock.ts";
import { BASIS_INTERVALS } from "../../domain/equivalence/basis-buckets.ts";
import { PolaritySchema } from "../../domain/equivalence/relations.ts";
import { VENUE_IDS } from "../../domain/methodology/venues.ts";
import { envelopeSchema } from "../../platform/http/envelope.ts";
import { instantParam, instantSchema } from "../../platform/http/schemas.ts";
import { reason } from "../../platform/http/validation.ts";

/** Minutes one basis answer covers at most (one day); a longer window answers 400 invalid-parameter. */
export const BASIS_MINUTES_PER_ANSWER_MAX = 1_440;
/**
 * Stored tape bytes one basis answer reads at most (each snapshot of both legs' venues is read whole):
 * the answer ends before the first minute past it, and `links.next` continues.
 */
export const BASIS_TAPE_BYTES_PER_ANSWER_MAX = 128 * 1024 * 1024;

const RFC3339 = z.iso.datetime({ offset: true });

/** The window's whole minutes: `from` rounded down, `to` up. */
export function basisWindow(from: string, to: string): { fromMs: number; toMs: number } {
  return {
    fromMs: Math.floor(Date.parse(from) / MINUTE_MS) * MINUTE_MS,
    toMs: Math.ceil(Date.parse(to) / MINUTE_MS) * MINUTE_MS,
  };
}

export const BasisQuery = z
  .strictObject({
    from: instantParam(
      "Start of the window (RFC 3339), rounded down to its UTC minute.",
      "2026-11-24T10:00:00Z",
    ),
    to: instantParam(
      `End of the window (RFC 3339, exclusive), rounded up to its UTC minute; after \`from\`, at most ${BASIS_MINUTES_PER_ANSWER_MAX} minutes (one day) later.`,
      "2026-11-24T11:00:00Z",
    ),
    interval: z.enum(BASIS_INTERVALS, reason(`must be one of ${BASIS_INTERVALS.join(", ")}`)).openapi({
      description: `Bucket width, aligned to UTC multiples: ${BASIS_INTERVALS.join(", ")}. The first and last buckets are cut by the window.`,
      example: "5m",
    }),
  })
  .superRefine((query, ctx) => {
    if (!RFC3339.safeParse(query.from).success || !RFC3339.safeParse(query.to).success) return;
    const { fromMs, toMs } = basisWindow(query.from, query.to);
    if (fromMs >= toMs) {
      ctx.addIssue({
        code: "custom",
        path: ["from"],
        message: "must be before to (at least one minute apart)",
      });
    } else if (toMs - fromMs > BASIS_MINUTES_PER_ANSWER_MAX * MINUTE_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `must be at most ${BASIS_MINUTES_PER_ANSWER_MAX} minutes after from (the window is ${(toMs - fromMs) / MINUTE_MS} minutes)`,
      });
    }
  });

const Decimal = (description: string) =>
  z.string().openapi({ description: `${description} Exact decimal string.`, example: "0.0150" });

const BasisLegSchema = z
  .object({
    venue: z.enum(VENUE_IDS).openapi({ description: "The leg's venue." }),
    market_id: z.string().openapi({ description: "The venue's market id, as the lake's rows carry it." }),
  })
  .openapi("EquivalenceBasisLeg", { description: "One leg of the pair, as read from the tape." });

export const EXECUTION_REASONS = ["books_not_taped"] as const;

const BucketSchema = z
  .object({
    start: instantSchema("Bucket start (inclusive), a UTC multiple of the interval."),
    end: instantSchema("Bucket end (exclusive)."),
    minutes: z.number().int().openapi({ description: "Minutes of the bucket inside this answer's window." }),
    quoted_minutes: z.number().int().openapi({
      description:
        "Of those, minutes both legs were quoted on two-sided books (a `mid` in both legs' taped rows) and `mid_basis` was computed.",
    }),
    quoted_share: z.number().openapi({ description: "quoted_minutes ÷ minutes (0 to 1)." }),
    mid_basis: z
      .object({
        open: Decimal("mid_basis of the bucket's first quoted minute."),
        high: Decimal("Highest mid_basis of the bucket (the first, on ties)."),
        low: Decimal("Lowest mid_basis of the bucket (the first, on ties)."),
        close: Decimal("mid_basis of the bucket's last quoted minute."),
      })
      .nullable()
      .openapi({
        description: "OHLC of `mid_basis = mid_a − mid_b` over the quoted minutes; null when none.",
      }),
    close: z
      .object({
        minute: instantSchema("The minute (a snapshot's cycle start) the bucket closed on."),
        mid_a: Decimal("Leg a's taped `mid`, as the quotes route serves it."),
        mid_b: Decimal("Leg b's taped `mid` in the pair's common polarity: `1 − mid` for an inverted pair."),
        mid_basis: Decimal("mid_a − mid_b."),
      })
      .nullable()
      .openapi({ description: "The bucket's last quoted minute and both legs' mids at it; null when none." }),
    execution: z
      .object({
        edges: z.null().openapi({
          description:
            "The execution-aware edge per size and direction at the bucket's close, after both venues' taker fees: null while `reason` is set.",
        }),
        reason: z.enum(EXECUTION_REASONS).openapi({
          description:
            "`books_not_taped`: the edge needs both legs' order books at the close, which this route does not read from the lake yet.",
        }),
      })
      .openapi({ description: "The execution-aware edge at the bucket's close, or why there is none." }),
  })
  .openapi("EquivalenceBasisBucket", { description: "One bucket of the pair's basis." });

const Ar1Schema = z
  .object({
    phi: z.number().openapi({ description: "φ of x_t = c + φ·x_{t−1} + ε, by ordinary least squares." }),
    intercept: z.number().openapi({ description: "c of the fit." }),
    observations: z.number().int().openapi({
      description: "Pairs of consecutive quoted minutes fitted (a minute without a basis breaks the chain).",
    }),
    half_life_minutes: z.number().nullable().openapi({
      description: "ln(1/2) ÷ ln(φ), in minutes; null unless 0 < φ < 1 (see `reason`).",
    }),
    reason: z.enum(["no_mean_reversion", "oscillating"]).nullable().openapi({
      description:
        "Why there is no half-life: φ ≥ 1 (`no_mean_reversion`) or φ ≤ 0 (`oscillating`); null with one.",
    }),
  })
  .openapi("EquivalenceBasisAr1", {
    description: "The AR(1) fit of the window's mid_basis, minute by minute.",
  });

const SummarySchema = z
  .object({
    minutes: z.number().int().openapi({ description: "Minutes of this answer's window." }),
    quoted_minutes: z.number().int().openapi({ description: "Of those, minutes with a mid_basis." }),
    quoted_share: z.number().openapi({ description: "quoted_minutes ÷ minutes (0 to 1)." }),
    mean: z
      .number()
      .nullable()
      .openapi({ description: "Mean mid_basis over the quoted minutes; null when none." }),
    standard_deviation: z.number().nullable().openapi({
      description: "Sample standard deviation of mid_basis over the quoted minutes; null below two.",
    }),
    ar1: Ar1Schema.nullable().openapi({ description: "The AR(1) fit; null with `ar1_reason`." }),
    ar1_reason: z.enum(["too_few_observations", "constant_series"]).nullable().openapi({
      description:
        "Why there is no fit: fewer than three pairs of consecutive quoted minutes, or a constant series; null with a fit.",
    }),
    executable_minutes: z.number().int().openapi({
      description: "Minutes with an execution-aware edge in either direction (0 while books are not read).",
    }),
    tradeable_share: z.number().nullable().openapi({
      description:
        "Share of executable minutes whose best edge after fees at the smallest size is above zero; null with no executable minute.",
    }),
  })
  .openapi("EquivalenceBasisSummary", {
    description:
      "Summary statistics of mid_basis over the window (binary floats: estimates, where the basis itself is exact).",
  });

export const BasisResponseSchema = envelopeSchema(
  z
    .object({
      type: z.literal("equivalence_basis").openapi({ description: "Resource type." }),
      pair_id: z.string().openapi({ description: "The pair's id." }),
      legs: z
        .object({
          a: BasisLegSchema.openapi({ description: "Leg a (Kalshi)." }),
          b: BasisLegSchema.openapi({ description: "Leg b (Polymarket)." }),
        })
        .openapi({ description: "The two legs; mid_basis reads a minus b." }),
      polarity: PolaritySchema.nullable().openapi({
        description:
          "The pair's polarity: `inverted` reads leg b at `1 − mid`. null when a leg states no direction: no minute then has a mid_basis.",
      }),
      interval: z.enum(BASIS_INTERVALS).openapi({ description: "The bucket width requested." }),
      from: instantSchema("Start of this answer's window (the requested `from`, to its minute)."),
      to: instantSchema(
        `End (exclusive) of this answer's window: the requested \`to\`, or an earlier minute where the ${BASIS_TAPE_BYTES_PER_ANSWER_MAX / 1024 / 1024} MiB of tape an answer reads ran out (\`links.next\` continues; a bucket it cuts is partial).`,
      ),
      buckets: z.array(BucketSchema).openapi({ description: "The window's buckets, ascending." }),
      summary: SummarySchema,
    })
    .openapi("EquivalenceBasis", { description: "A pair's basis over a window, from the lake's tape." }),
  {
    name: "EquivalenceBasisResponse",
    meta: {
      tape: z
        .object({
          snapshots: z.number().int().openapi({ description: "Snapshots of both legs' venues read." }),
          bytes: z.number().int().openapi({ description: "Their stored NDJSON bytes." }),
        })
        .openapi({ description: "What this answer read from the lake's tape." }),
    },
  },
);
