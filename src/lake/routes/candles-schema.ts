import { z } from "@hono/zod-openapi";
import { RESOLUTIONS } from "../../domain/candles.ts";
import { envelopeSchema } from "../../platform/http/envelope.ts";
import { instantParam, instantSchema } from "../../platform/http/schemas.ts";
import { reason } from "../../platform/http/validation.ts";
import {
  CANDLE_HOURS_PER_ANSWER_MAX,
  CANDLE_MINUTES_PER_ANSWER_MAX,
  CANDLE_WINDOW_BUCKETS_MAX,
  CANDLES_PER_ANSWER_MAX,
} from "../candles/limits.ts";
import { VenueParam } from "./schema.ts";

const MARKET_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export const CandleParams = VenueParam.extend({
  market: z
    .string()
    .regex(MARKET_ID, reason("must be a venue market id (letters, digits, . _ : -), at most 128 characters"))
    .openapi({
      param: { name: "market", in: "path" },
      description:
        "The venue's market id, as the rows' `market_id` (Kalshi: market ticker; Polymarket: Gamma market id).",
      pattern: MARKET_ID.source,
      example: "KXCPIYOY-26NOV-T2.8",
    }),
});

const WINDOW_FROM =
  "Start of the window this request continues, once a part of it before `from` held a row of the market: `links.next` carries it, so a later part without a row answers 200 without candles, never 404. At most `from`, rounded down like it; [`window_from`, `to`) may span at most the window's bucket limit. Absent on a window's first request (and on a continuation of a stretch without the market, which is judged as a window of its own).";

export const CandlesQuery = z.strictObject({
  from: instantParam(
    "Start of the window (RFC 3339), rounded down to a bucket boundary of the resolution (UTC). Within the tape's retention.",
    "2026-11-20T00:00:00Z",
  ),
  to: instantParam(
    "End of the window (RFC 3339, exclusive), after `from`, rounded up to a bucket boundary.",
    "2026-11-22T00:00:00Z",
  ),
  resolution: z.enum(RESOLUTIONS, reason(`must be one of ${RESOLUTIONS.join(", ")}`)).openapi({
    description: `Bucket width, aligned to UTC multiples: ${RESOLUTIONS.join(", ")}. A window may span at most ${CANDLE_WINDOW_BUCKETS_MAX} buckets.`,
    example: "1h",
  }),
  outcome: z
    .string()
    .min(1, reason("must not be empty"))
    .max(128, reason("must be at most 128 characters"))
    .optional()
    .openapi({
      description:
        "The outcome whose rows make the candles, as the rows' `outcome`: `yes` (the default) or `no` for a binary market, else the venue's label. An outcome none of the market's rows names (Kalshi's tape has a `yes` row per market) answers 404 lake-outcome-not-found, listing those it names.",
      example: "yes",
    }),
  window_from: instantParam(WINDOW_FROM, "2026-11-20T00:00:00Z")
    .optional()
    .openapi({ description: WINDOW_FROM, example: "2026-11-20T00:00:00Z" }),
});

const Decimal = (description: string) =>
  z.string().openapi({ description: `${description} Exact decimal string.`, example: "0.4400" });

const Ohlc = {
  open: Decimal("First value of the bucket."),
  high: Decimal("Highest value (the first written, on ties)."),
  low: Decimal("Lowest value (the first written, on ties)."),
  close: Decimal("Last value of the bucket."),
};

const CandleSchema = z
  .object({
    start: instantSchema("Bucket start (inclusive), a UTC multiple of the resolution."),
    end: instantSchema("Bucket end (exclusive)."),
    mid: z
      .object({
        ...Ohlc,
        minutes: z.number().int().openapi({ description: "Minutes of the bucket with a two-sided book." }),
      })
      .nullable()
      .openapi({
        description:
          "OHLC of the row's `mid` over the minutes with a two-sided book, each exactly as taped; null when no minute of the bucket had one (no price is made up).",
      }),
    quote_minutes: z
      .number()
      .int()
      .openapi({ description: "Minutes of the bucket with a row of the outcome, one-sided or not." }),
    volume_usd: z.string().nullable().openapi({
      description:
        "The venue's traded volume in USD as last reported in the bucket (its running total, not a sum over the bucket); null when no minute reported it.",
      example: "18250.50",
    }),
    open_interest_usd: z.string().nullable().openapi({
      description:
        "Open interest in USD as last reported in the bucket; null when the venue reported none in it.",
      example: "7420.00",
    }),
    trades: z
      .object({
        price: z
          .object(Ohlc)
          .nullable()
          .openapi({ description: "OHLC of the prints' prices in venue-time order; null with no print." }),
        volume: Decimal("Sum of the prints' sizes."),
        count: z.number().int().openapi({ description: "Number of prints." }),
      })
      .nullable()
      .openapi({
        description:
          "The bucket's trade prints; null on every candle when `trade_source` is `not_taped` (never zero trades for prints that were not read).",
      }),
  })
  .openapi("LakeCandle", { description: "One bucket with data; buckets without any are omitted." });

export const CandlesSchema = z
  .object({
    type: z.literal("lake_candles").openapi({ description: "Resource type." }),
    venue: z.string().openapi({ description: "Venue id." }),
    market: z.string().openapi({ description: "The venue's market id." }),
    outcome: z.string().openapi({ description: "The outcome the candles are of." }),
    resolution: z.enum(RESOLUTIONS).openapi({ description: "Bucket width." }),
    from: instantSchema("Start of this answer's part of the window (a bucket boundary)."),
    to: instantSchema(
      `End (exclusive) of this answer's part: at most ${CANDLES_PER_ANSWER_MAX} buckets and ${CANDLE_MINUTES_PER_ANSWER_MAX} minutes of tape read minute by minute after \`from\`, and at \`1h\`, \`4h\`, \`1d\` at most ${CANDLE_HOURS_PER_ANSWER_MAX} hours; \`links.next\` continues. A continuation (\`window_from\`) whose part and the rest of the window hold no row of the market ends at the window's end, without candles.`,
    ),
    window_to: instantSchema(
      "End (exclusive) of the whole requested window, rounded up to a bucket boundary.",
    ),
    trade_source: z.enum(["taped", "partial", "not_taped"]).openapi({
      description:
        "Where the candles' trades come from: `taped`, the trade tape holds every minute of this answer in full; `partial`, some minutes have no prints taped or are incomplete (`meta.trade_tape`), and the trades are those of the taped minutes; `not_taped`, no minute of this answer has its prints taped, or the venue's prints are not in this outcome's terms (Kalshi outcomes other than `yes`, whose prints carry the YES price), so every candle's `trades` is null. A Polymarket outcome's trades are the prints of its own token.",
    }),
    empty_buckets: z.enum(["omitted"]).openapi({
      description: "Buckets without a taped minute or a trade are left out, never carried forward.",
    }),
    candles: z.array(CandleSchema).openapi({ description: "The buckets with data, ascending." }),
  })
  .openapi("LakeCandles", { description: "Candles of one market outcome over part of a window." });

export const CandlesResponse = envelopeSchema(CandlesSchema, {
  name: "LakeCandlesResponse",
  meta: {
    tape: z
      .object({
        snapshots: z.number().int().openapi({
          description:
            "Snapshots of this part of the window: read whole, or summarised in the hour summaries read (`hour_summaries`).",
        }),
        bytes: z.number().int().openapi({ description: "Their stored NDJSON bytes." }),
        incomplete_snapshots: z.number().int().openapi({
          description: "Of those, snapshots taped `incomplete` (the market may be missing from them).",
        }),
        hour_summaries: z.number().int().openapi({
          description:
            "Hours of this part served from their hour summaries (`1h`, `4h`, `1d` only; built about 15 minutes after the hour ends), each a few range reads; the other hours were read minute by minute. 0 below an hour.",
        }),
      })
      .openapi({ description: "What this answer read from the tape." }),
    trade_tape: z
      .object({
        minutes: z.number().int().openapi({
          description:
            "Minutes of this answer whose prints were looked for (0 when trades are not read for this venue and outcome).",
        }),
        taped: z.number().int().openapi({ description: "Of those, minutes with their prints taped." }),
        incomplete: z
          .number()
          .int()
          .openapi({ description: "Of the taped minutes, those whose prints are incomplete." }),
      })
      .openapi({ description: "What this answer read from the trade tape." }),
    hour_summaries_pending: z
      .object({
        from: instantSchema("Start of the bucket that waits for its hours' summaries (the answer's `from`)."),
        expected_at: instantSchema(
          "When the last of its hours' summaries is expected: ask again then, with the same request.",
        ),
      })
      .nullable()
      .openapi({
        description:
          "At `1h`, `4h` and `1d`, when the answer's first bucket holds hours not summarised yet whose minutes are more than one answer reads (a whole-venue tape's latest hours): the answer has no candles and no `links.next`, and says when to ask again. Null otherwise. Once a summary is overdue, the same request is a 400.",
      }),
  },
});
