/**
 * The basis route's parameters and answer (zod, every member described): a pair's `mid_basis` per
 * bucket from both legs' taped mids, the share of minutes quoted, and the window's summary statistics.
 */
import { z } from "@hono/zod-openapi";
import { MINUTE_MS } from "../../domain/clock.ts";
import { BASIS_SIZES_USD } from "../../domain/equivalence/basis.ts";
import { BASIS_INTERVALS, type BasisInterval } from "../../domain/equivalence/basis-buckets.ts";
import { KALSHI_FEE_SCHEDULE, POLYMARKET_FEE_SCHEDULE } from "../../domain/equivalence/fees.ts";
import { PolaritySchema } from "../../domain/equivalence/relations.ts";
import { VENUE_IDS } from "../../domain/methodology/venues.ts";
import { envelopeSchema } from "../../platform/http/envelope.ts";
import { instantParam, instantSchema } from "../../platform/http/schemas.ts";
import { reason } from "../../platform/http/validation.ts";

/**
 * Minutes a `1m` or `5m` basis window spans at most (one day, read from the tape); a longer window
 * answers 400 invalid-parameter.
 */
export const BASIS_MINUTES_PER_ANSWER_MAX = 1_440;
/**
 * Days a `1h` or `1d` basis window spans at most (read from the stored minute basis, one object a day,
 * and the tape for the hours not stored yet); a longer window answers 400 invalid-parameter.
 */
export const BASIS_STORED_DAYS_MAX = 31;
/** The longest window of each interval, in minutes. */
export const BASIS_WINDOW_MINUTES_MAX: Record<BasisInterval, number> = {
  "1m": BASIS_MINUTES_PER_ANSWER_MAX,
  "5m": BASIS_MINUTES_PER_ANSWER_MAX,
  "1h": BASIS_STORED_DAYS_MAX * BASIS_MINUTES_PER_ANSWER_MAX,
  "1d": BASIS_STORED_DAYS_MAX * BASIS_MINUTES_PER_ANSWER_MAX,
};
/** Whether an interval's answers read the stored minute basis (src/equivalence/store/stored-basis.ts). */
export const readsStoredBasis = (interval: BasisInterval) => interval === "1h" || interval === "1d";
/**
 * Stored tape bytes one basis answer reads at most (each snapshot of both legs' venues is read whole):
 * the answer ends before the first minute past it, and `links.next` continues.
 */
export const BASIS_TAPE_BYTES_PER_ANSWER_MAX = 128 * 1024 * 1024;
/**
 * Bucket closes whose two books one basis answer reads at most (two book lookups a close, three range
 * reads a lookup): the answer ends before the first bucket whose close is past it, and `links.next`
 * continues. A close a stored hour holds with its edges costs no lookup, so this bounds only the closes
 * of hours read from the tape (and of stored hours kept before their closes were): a `1m` window longer
 * than this many quoted minutes, or a `1h` window of more unstored quoted hours.
 */
export const BASIS_BOOK_CLOSES_PER_ANSWER_MAX = 120;

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
      `End of the window (RFC 3339, exclusive), rounded up to its UTC minute; after \`from\`, at most ${BASIS_MINUTES_PER_ANSWER_MAX} minutes (one day) later for \`1m\` and \`5m\`, at most ${BASIS_STORED_DAYS_MAX} days later for \`1h\` and \`1d\`.`,
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
    } else if (
      (BASIS_INTERVALS as readonly string[]).includes(query.interval) &&
      toMs - fromMs > BASIS_WINDOW_MINUTES_MAX[query.interval] * MINUTE_MS
    ) {
      const max = BASIS_WINDOW_MINUTES_MAX[query.interval];
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `must be at most ${max} minutes (${max / BASIS_MINUTES_PER_ANSWER_MAX} ${max === BASIS_MINUTES_PER_ANSWER_MAX ? "day" : "days"}) after from with interval ${query.interval} (the window is ${(toMs - fromMs) / MINUTE_MS} minutes)`,
      });
    }
  });

const Decimal = (description: string) =>
  z.string().openapi({ description: `${description} Exact decimal string.`, example: "0.0150" });

const fetchedAt = instantSchema("When the venue last stated these terms (the rule-text collection's read).");

const KalshiFeeTermsSchema = z
  .object({
    venue: z.literal("kalshi").openapi({ description: "Kalshi: terms of the market's series." }),
    fee_type: z.string().openapi({
      description: `The series' \`fee_type\` (\`GET /series/{series_ticker}\`), as Kalshi writes it. Only ${KALSHI_FEE_SCHEDULE.quadratic_fee_types.map((t) => `\`${t}\``).join(" and ")} are the taker formula pix computes; any other makes every edge null with \`fee_schedule_unknown\`.`,
    }),
    fee_multiplier: z.string().openapi({
      description: `The series' \`fee_multiplier\`, as exact decimal text: the taker rate is ${KALSHI_FEE_SCHEDULE.taker_rate} × it.`,
      example: "1",
    }),
    fetched_at: fetchedAt,
  })
  .openapi("EquivalenceKalshiFeeTerms", { description: "A Kalshi leg's taker fee terms." });

const PolymarketFeeTermsSchema = z
  .object({
    venue: z.literal("polymarket").openapi({ description: "Polymarket: terms of the Gamma market." }),
    fees_enabled: z.boolean().openapi({
      description: "The market's `feesEnabled`: false charges no taker fee whatever its category.",
    }),
    category: z
      .enum(Object.keys(POLYMARKET_FEE_SCHEDULE.taker_rates) as [string, ...string[]])
      .nullable()
      .openapi({
        description:
          "The schedule's category of the market's `category` (else its first event's; `General` is `other`), which sets its taker rate; null when that text is not a category the schedule lists: a market with fees enabled then has every edge null with `fee_schedule_unknown`.",
      }),
    fetched_at: fetchedAt,
  })
  .openapi("EquivalencePolymarketFeeTerms", { description: "A Polymarket leg's taker fee terms." });

const BasisLegSchema = z
  .object({
    venue: z.enum(VENUE_IDS).openapi({ description: "The leg's venue." }),
    market_id: z.string().openapi({ description: "The venue's market id, as the lake's rows carry it." }),
    fee_terms: z
      .discriminatedUnion("venue", [KalshiFeeTermsSchema, PolymarketFeeTermsSchema])
      .nullable()
      .openapi({
        description:
          "The taker fee terms the edges apply to this leg, as its venue last stated them beside its rule texts: the terms of every close whose books this answer looked up. A close of a stored hour (`1h`, `1d`) carries the edges computed when the hour was stored, with the terms stored then: its `execution.fee_terms_fetched_at` says when those were stated. null when none were read: every looked-up close's `execution.reason` is then `fee_schedule_unknown`.",
      }),
  })
  .openapi("EquivalenceBasisLeg", { description: "One leg of the pair, as read from the tape." });

export const EXECUTION_REASONS = [
  "no_quoted_minute",
  "book_not_taped",
  "book_unreadable",
  "fee_schedule_unknown",
] as const;
export const EDGE_REASONS = [
  "book_one_sided",
  "book_too_thin",
  "fee_schedule_unknown",
  "book_unsure",
] as const;

const LegExecutionSchema = z
  .object({
    side: z.enum(["buy", "sell"]).openapi({ description: "`buy` walks the leg's asks, `sell` its bids." }),
    average_price: Decimal(
      "Average fill price in the pair's common polarity (amount ÷ contracts, rounded half up at 6 places).",
    ),
    amount: Decimal("Σ price × contracts over the levels taken, in dollars (common polarity)."),
    fee: Decimal(
      "The venue's taker fee on those fills, in dollars, with its own rounding: Kalshi's exact sum rounded up to the cent; Polymarket's fee per fill rounded half up to 5 places, summed.",
    ),
  })
  .openapi("EquivalenceBasisLegExecution", { description: "One leg's side of the trade at a close." });

const EdgeSchema = z
  .object({
    direction: z.enum(["buy_a_sell_b", "buy_b_sell_a"]).openapi({
      description:
        "`buy_a_sell_b` buys the common YES on leg a and sells it on leg b; `buy_b_sell_a` the other way.",
    }),
    size_usd: z.enum(BASIS_SIZES_USD).openapi({
      description: "The size: dollars of settlement payout, one contract a dollar on each leg.",
    }),
    contracts: Decimal("Contracts taken on each leg (the size)."),
    edge_usd: Decimal(
      "proceeds − cost − fee_a − fee_b in dollars: what the two trades lock in for an identical pair; null with `reason`.",
    ).nullable(),
    edge_per_contract: Decimal(
      "edge_usd ÷ contracts (rounded half away from zero at 6 places); null with `reason`.",
    ).nullable(),
    reason: z.enum(EDGE_REASONS).nullable().openapi({
      description:
        "Why this edge is null: `book_one_sided` (the side walked is empty), `book_too_thin` (its taped levels hold fewer contracts than the size), `fee_schedule_unknown` (a leg's fee terms are not a schedule pix computes), `book_unsure` (a book not in step with its venue: never on a taped book); null with an edge. Leg a's reason comes first.",
    }),
    legs: z
      .object({
        a: LegExecutionSchema.nullable().openapi({ description: "Leg a's trade; null when it failed." }),
        b: LegExecutionSchema.nullable().openapi({ description: "Leg b's trade; null when it failed." }),
      })
      .openapi({ description: "Both legs' trades." }),
  })
  .openapi("EquivalenceBasisEdge", { description: "The execution-aware edge at one size and direction." });

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
        edges: z
          .array(EdgeSchema)
          .nullable()
          .openapi({
            description: `The execution-aware edge at the bucket's close, after both venues' taker fees: both directions at $${BASIS_SIZES_USD.join(" and $")}, walking each leg's book as the lake taped it at the close minute (its best ten levels a side, in the leg's YES terms; leg b read in the pair's common polarity). null while \`reason\` is set.`,
          }),
        reason: z.enum(EXECUTION_REASONS).nullable().openapi({
          description:
            "Why there are no edges: `no_quoted_minute` (the bucket has no close, or the pair states no polarity), `book_not_taped` (the lake has no book of a leg's market at the close minute: Kalshi's books are taped only for the markets its live feed follows: the catalog's contracts and, within a budget, the active pairs' legs), `book_unreadable` (a taped book whose levels are not a book: a price outside (0, 1), a repeated level), `fee_schedule_unknown` (no fee terms were read for a leg); checked in that order. null with edges (each of which may still be null with its own reason).",
        }),
        fee_terms_fetched_at: z
          .object({
            a: instantSchema(
              "When leg a's venue stated the fee terms these edges used; null when none were read.",
            ).nullable(),
            b: instantSchema(
              "When leg b's venue stated the fee terms these edges used; null when none were read.",
            ).nullable(),
          })
          .openapi({
            description:
              "Which fee terms the edges at this close used, by when each leg's venue stated them (their `fetched_at`): for a close whose books this answer looked up, the latest terms (`legs.*.fee_terms`); for the close of a stored hour, the terms stored with it when the hour was stored (15 minutes past the next hour), which may be older than the latest. Both null for a bucket without a close.",
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
    executable_minutes: z
      .number()
      .int()
      .openapi({
        description: `Bucket closes (one minute per bucket with a quoted minute: the execution-aware basis is computed at closes only, not at every minute) where at least one direction's edge at the smallest size ($${BASIS_SIZES_USD[0]}) was computed.`,
      }),
    tradeable_share: z
      .number()
      .nullable()
      .openapi({
        description: `Share of those executable closes whose better direction's edge after fees at $${BASIS_SIZES_USD[0]} is above zero; null with no executable close.`,
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
        `End (exclusive) of this answer's window: the requested \`to\`, or an earlier minute where the ${BASIS_TAPE_BYTES_PER_ANSWER_MAX / 1024 / 1024} MiB of tape an answer reads ran out (a bucket it cuts is partial), or the start of the first bucket past the ${BASIS_BOOK_CLOSES_PER_ANSWER_MAX} closes whose books an answer looks up (a stored hour's close costs none; \`links.next\` continues).`,
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
      books: z
        .object({
          closes: z
            .number()
            .int()
            .openapi({
              description: `Bucket closes whose books were read (at most ${BASIS_BOOK_CLOSES_PER_ANSWER_MAX}; a stored hour's close is counted in \`stored.closes\` instead).`,
            }),
          lookups: z.number().int().openapi({
            description:
              "Book lookups made: one per leg and close (each three range reads of the book tape).",
          }),
          bytes: z.number().int().openapi({ description: "Bytes of the taped book lines found." }),
        })
        .openapi({ description: "What this answer read from the lake's book tape." }),
      stored: z
        .object({
          hours: z.number().int().openapi({
            description:
              "Hours of the window answered from the stored minute basis (`1h` and `1d` only; the other hours from the tape).",
          }),
          closes: z.number().int().openapi({
            description:
              "Bucket closes whose edges came stored with their hour (a stored hour's last quoted minute), with no book lookup.",
          }),
          objects: z.number().int().openapi({
            description:
              "Stored basis objects (and ranges of them) read: a day's index and the pair's line, or an hour's object.",
          }),
          bytes: z.number().int().openapi({ description: "Their bytes." }),
        })
        .openapi({ description: "What this answer read from the stored minute basis." }),
    },
  },
);
