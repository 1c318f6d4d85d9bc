/** The outcomes plane's parameters and answers, every member described. */
import { z } from "@hono/zod-openapi";
import { RELIABILITY_BINS } from "../../domain/outcomes/binary.ts";
import { HORIZONS } from "../../domain/outcomes/horizons.ts";
import { envelopeSchema } from "../../platform/http/envelope.ts";
import { instantParam, instantSchema } from "../../platform/http/schemas.ts";
import { signatureSchema } from "../../platform/http/signature-schemas.ts";
import { reason } from "../../platform/http/validation.ts";
import { RESOLUTION_STATUSES } from "../../venues/registry.ts";
import { CALIBRATION_MAX_MARKETS, OUTCOME_STATUS_FILTERS, OUTCOMES_PAGE_SIZE } from "../read.ts";

/** The venues that publish resolutions. */
export const OUTCOME_VENUES = ["kalshi", "polymarket"] as const;
export const HORIZON_NAMES = HORIZONS.map((h) => h.horizon) as [string, ...string[]];

// ---------------------------------------------------------------- parameters

const VenueQuery = z.enum(OUTCOME_VENUES).openapi({
  description: "Only this venue's markets: `kalshi` or `polymarket` (the venues that publish resolutions).",
  example: "kalshi",
});

const WindowFrom = instantParam(
  "Only markets that closed at or after this instant (RFC 3339, with a UTC offset).",
  "2026-11-01T00:00:00Z",
).optional();
const WindowTo = instantParam(
  "Only markets that closed before this instant (RFC 3339, with a UTC offset); after `from`.",
  "2026-12-01T00:00:00Z",
).optional();

/** `from` before `to` when both are given. */
function checkWindow(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (query.from === undefined || query.to === undefined) return;
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  if (Number.isFinite(from) && Number.isFinite(to) && from >= to) {
    ctx.addIssue({ code: "custom", path: ["from"], message: "must be before to" });
  }
}

const SERIES = /^[A-Z0-9]{1,32}$/;

export const OutcomesQuery = z
  .strictObject({
    venue: VenueQuery.optional(),
    series: z
      .string()
      .refine(
        (v) => SERIES.test(v),
        reason("must be a Kalshi series ticker (A–Z, 0–9), at most 32 characters"),
      )
      .optional()
      .openapi({
        description:
          "Only the markets of this series: market ids `SERIES-…`, as Kalshi's tickers are (Polymarket's numeric ids belong to none). A series no recorded market belongs to (on `venue`, when given) answers 404 series-not-found.",
        example: "KXCPIYOY",
      }),
    from: WindowFrom,
    to: WindowTo,
    status: z.enum(OUTCOME_STATUS_FILTERS).optional().openapi({
      description:
        "Only markets in this state: `final` (settled or voided), `pending` (not final yet), or one of pix's statuses. Default: every recorded market.",
      example: "final",
    }),
    page: z
      .string()
      .refine((v) => /^\d{1,9}$/.test(v) && Number(v) >= 1, reason("must be a whole number, at least 1"))
      .optional()
      .openapi({
        type: "integer",
        minimum: 1,
        default: 1,
        description: `1-based page of ${OUTCOMES_PAGE_SIZE} markets. A page past the last answers 404 page-not-found (page 1 of an empty answer is empty).`,
        example: "1",
      }),
  })
  .superRefine(checkWindow);

/** A category as a venue writes it: printable, at most 64 characters. */
const CATEGORY = /^[\p{L}\p{N}][\p{L}\p{N} &'.,/()-]{0,63}$/u;

export const CalibrationQuery = z
  .strictObject({
    venue: VenueQuery.optional(),
    category: z
      .string()
      .refine(
        (v) => CATEGORY.test(v),
        reason(
          "must be a category as the venue writes it: letters, digits, spaces and & ' . , / ( ) -, at most 64",
        ),
      )
      .optional()
      .openapi({
        description:
          "Only markets of this category, exactly as the venue writes it (e.g. `Economics`; compared case-sensitively). Polymarket states it with each resolution; Kalshi on the market's event, which pix reads within a few resolution runs of recording the market (until then a Kalshi market has none). A category no market has answers n 0, as any filter matching nothing does. The indices' part is not filtered by category.",
        example: "Economics",
      }),
    horizon: z.enum(HORIZON_NAMES).openapi({
      description: `The horizon before close whose price is scored: ${HORIZON_NAMES.join(", ")}. Any other answers 400 invalid-parameter.`,
      example: "24h",
    }),
    from: WindowFrom,
    to: WindowTo,
  })
  .superRefine(checkWindow);

// ---------------------------------------------------------------- outcomes

const Decimal = (description: string) => z.string().nullable().openapi({ description, example: "0.4350" });

const HorizonPriceSchema = z
  .object({
    horizon: z.enum(HORIZON_NAMES).openapi({ description: "How long before the close." }),
    target: instantSchema("close − horizon: the instant the price is read at."),
    mid: Decimal(
      "The YES side's mid exactly as taped (exact decimal): the last taped at or before `target` and no older than the horizon's tolerance (15m: 1 min, 1h: 5 min, 24h: 1 h, 7d: 6 h, 30d: 24 h); null where the tape does not reach.",
    ),
    observed_at: instantSchema(
      "When the mid was observed (the tape row's observed_at, to the second); null with mid.",
    ).nullable(),
  })
  .openapi("OutcomeHorizonPrice");

const SettlementSourceOut = z
  .object({
    name: z.string().openapi({ description: "The source's name, as the venue gives it." }),
    url: z.string().openapi({ description: "Its address, as the venue gives it (may be empty)." }),
  })
  .openapi("OutcomeSettlementSource");

/** One official print (the indices' scored outcomes serve it too). */
export const PrintSchema = z
  .object({
    revision: z.number().int().openapi({ description: "0 for the first print, then 1, 2, … per revision." }),
    value: z
      .string()
      .openapi({ description: "The value, exact decimal as the agency wrote it.", example: "324.122" }),
    preliminary: z.boolean().openapi({ description: "Whether the agency marks the value preliminary." }),
    released_at: instantSchema("When pix first read this value from the agency."),
    released_after: instantSchema(
      "pix's previous successful read of the series: the release lies between it and released_at. Null on the first read of the series, when the release time is not known.",
    ).nullable(),
    vintage: z.string().nullable().openapi({
      description: "The date the agency says the value entered its record, where it says.",
    }),
  })
  .openapi("OfficialPrint", { description: "One official print of a period." });

/**
 * A period's prints as both the outcomes and the index outcomes state them: the first print, its
 * revisions, which one the venues settle on and that print (`settling` says what it is used for).
 */
export function periodPrintsShape(settling: string) {
  return {
    first_print: PrintSchema,
    revisions: z
      .array(PrintSchema)
      .openapi({ description: "Revisions 1, 2, … in order; empty when never revised." }),
    settles_on: z.enum(["first_print", "latest_revision"]).openapi({
      description: "Which print the venues settle on: the first print, or the latest revision.",
    }),
    settling_print: PrintSchema.openapi({ description: settling }),
  };
}

const OfficialPrintMember = z
  .object({
    series_id: z.string().openapi({
      description: "pix's id of the official series the market settles on.",
      example: "bls-cpi-u-nsa",
    }),
    period: z.string().openapi({
      description:
        "The period the market settles on (a reference month `YYYY-MM`): the one whose first print pix read next after the market's close (from a day before it to 45 days after).",
      example: "2026-11",
    }),
    ...periodPrintsShape("The print `settles_on` names."),
    released_at: instantSchema(
      "The first print's release, as pix saw it: its released_at (the release lies between released_after and it).",
    ),
  })
  .openapi("OutcomeOfficialPrint", {
    description:
      "The official print a market on an official series settles on: its first print, revisions and the one the venues settle on.",
  });

const outcomeMembers = {
  venue: z.enum(OUTCOME_VENUES).openapi({ description: "The venue." }),
  market_id: z.string().openapi({ description: "The venue's market id (Kalshi ticker, Gamma market id)." }),
  status: z.enum(RESOLUTION_STATUSES).openapi({
    description:
      "Where the market stands: closed, proposed, disputed, determined, settled, voided or unknown. Only settled and voided are final.",
  }),
  final: z.boolean().openapi({ description: "true once settled or voided; nothing else is resolved." }),
  result: z.enum(["yes", "no", "void", "scalar"]).nullable().openapi({
    description:
      "The final result (yes, no, void or scalar); null until the market is final, whatever a proposal or determination says.",
  }),
  provisional_result: z.enum(["yes", "no", "void", "scalar"]).nullable().openapi({
    description:
      "A result proposed or determined but not final yet (null once final, and null while disputed).",
  }),
  settlement_value: Decimal("What one YES contract pays, exact decimal in [0, 1], once final; null before."),
  close_time: instantSchema("The market's close time, as the venue states it."),
  settled_at: instantSchema(
    "When the venue settled it; null until final (or when the venue does not say).",
  ).nullable(),
  settlement_lag_seconds: z.number().int().nullable().openapi({
    description: "settled_at − close_time in seconds; null while either is missing.",
  }),
  venue_status: z.string().openapi({ description: "The venue's own status word, as written." }),
  venue_result: z.string().nullable().openapi({ description: "The venue's own result field, as written." }),
  settlement_sources: z.array(SettlementSourceOut).nullable().openapi({
    description:
      "The sources the market settles on, from its latest rule text (Kalshi: the event's settlement sources; Polymarket: its resolution source). null when pix holds no rule text of the market: rule texts are read for the catalog's markets and the equivalence pairs' only.",
  }),
  horizons: z.array(HorizonPriceSchema).nullable().openapi({
    description:
      "The price at 15m, 1h, 24h, 7d and 30d before close, read once from the tape after the close; null until that read (within minutes of the close being recorded).",
  }),
  history_entries: z.number().int().openapi({
    description: "How many changes of the resolution pix recorded (each stage, dispute and reversal).",
  }),
  changed_at: instantSchema("When pix last recorded a change of it."),
};

/** The members an outcome's signature covers (src/outcomes/record.ts). */
const OutcomeRecordSchema = z
  .object({
    type: z.literal("outcome").openapi({ description: "Kind of signed record." }),
    ...outcomeMembers,
    signed_at: instantSchema(
      "When pix signed the outcome: the time checked against the signing key's validity.",
    ),
  })
  .openapi("OutcomeRecord", {
    description:
      "The outcome's signed record: its members as served, with `type` and `signed_at`, exactly as signed (RFC 8785 canonical JSON).",
  });

export const OutcomeSchema = z
  .object({
    ...outcomeMembers,
    signature: signatureSchema(OutcomeRecordSchema, "OutcomeSignature", "the record's `signed_at`"),
    official_print: z.union([OfficialPrintMember, z.null()]).openapi({
      description:
        "The official print the market settles on, for a catalog market on an official series pix collects by the month (CPI, the unemployment rate): the period whose first print pix read next after the close, with its first print, revisions and the print the venues settle on. Null for any other market, and until that print is out. Not part of the signed record (the agency's print is not the venue's outcome, and its revisions come later).",
    }),
  })
  .openapi("Outcome");

export const OutcomesSchema = z
  .object({
    type: z.literal("outcomes").openapi({ description: "Resource type." }),
    items: z
      .array(OutcomeSchema)
      .openapi({ description: "The markets of this page, the latest close first." }),
  })
  .openapi("Outcomes", {
    description: "One page of the markets pix has seen past trading, with their resolution and taped prices.",
  });

const Pagination = z
  .object({
    page: z.number().int().openapi({ description: "This page (1-based)." }),
    page_size: z
      .number()
      .int()
      .openapi({ description: `Markets per page (${OUTCOMES_PAGE_SIZE}).` }),
    total_rows: z.number().int().openapi({ description: "Markets matching the filters." }),
    total_pages: z.number().int().openapi({ description: "Pages (at least 1)." }),
  })
  .openapi({ description: "Where this page stands." });

export const OutcomesResponseSchema = envelopeSchema(OutcomesSchema, {
  name: "OutcomesResponse",
  meta: { pagination: Pagination },
});

// ---------------------------------------------------------------- calibration

const Score = (description: string) => z.number().nullable().openapi({ description });

const BinSchema = z
  .object({
    lower: z.number().openapi({ description: "The bin's lower bound (included)." }),
    upper: z.number().openapi({ description: "Its upper bound (excluded; the last bin includes 1)." }),
    n: z.number().int().openapi({ description: "Forecasts in the bin." }),
    hits: z.number().int().openapi({ description: "Of them, markets that resolved yes." }),
    mean_forecast: Score("f̄: the bin's mean forecast; null when empty."),
    observed_rate: Score("ō: hits / n; null when empty."),
    wilson_lower: Score("Lower bound of the Wilson 95 % interval of the observed rate; null when empty."),
    wilson_upper: Score("Upper bound of the Wilson 95 % interval; null when empty."),
  })
  .openapi("CalibrationBin");

const MurphySchema = z
  .object({
    reliability: Score("REL = (1/N) Σ nₖ (f̄ₖ − ōₖ)²: lower is better."),
    resolution: Score("RES = (1/N) Σ nₖ (ōₖ − ō)²: higher is better."),
    uncertainty: Score("UNC = ō (1 − ō)."),
    within_bin_variance: Score("WBV = (1/N) Σ (p − f̄ₖ)²."),
    within_bin_covariance: Score("WBC = (2/N) Σ (p − f̄ₖ)(o − ōₖ); BS = REL − RES + UNC + WBV − WBC."),
  })
  .openapi("CalibrationMurphy", { description: "The Murphy decomposition over the bins, 6 decimals." });

const binaryMembers = (of: string) => ({
  n: z
    .number()
    .int()
    .openapi({ description: `${of} scored.` }),
  base_rate: Score("ō: the share that resolved yes; null when n = 0."),
  brier: Score("Brier score (1/N) Σ (p − o)², 6 decimals; null when n = 0."),
  log_loss: Score("Log loss −(1/N) Σ ln q, q clamped to [10⁻⁶, 1 − 10⁻⁶], 6 decimals; null when n = 0."),
  murphy: z
    .union([MurphySchema, z.null()])
    .openapi({ description: "The Murphy decomposition over the bins, 6 decimals; null when n = 0." }),
  bins: z.array(BinSchema).openapi({
    description: `The ${RELIABILITY_BINS} reliability bins of equal width, every bin listed, empty or not; means and rates to 6 decimals.`,
  }),
});

const PerOutcomeSchema = z
  .object(binaryMembers("Outcomes (each market of a scored event)"))
  .openapi("CalibrationPerOutcome", {
    description:
      "Every outcome of the scored events as a binary forecast of that outcome (its market's YES mid against whether it happened): the reliability bins and Murphy decomposition of the multi-outcome markets. Its Brier score times the mean number of outcomes per event is the categorical Brier score.",
  });

const MultiOutcomeSchema = z
  .object({
    events: z.number().int().openapi({
      description:
        "Events scored: mutually exclusive events (Polymarket's negRisk events, Kalshi's mutually_exclusive events) with at least two recorded markets matching the filters, every one settled yes or no with a taped price at the horizon, exactly one yes.",
    }),
    markets: z.number().int().openapi({ description: "The markets (outcomes) of the scored events." }),
    events_left_out: z.number().int().openapi({
      description:
        "Events of the filter not scored: a market not final, voided or without a price at the horizon, fewer than two markets recorded, or not exactly one yes.",
    }),
    brier: Score(
      "Categorical Brier score (1/M) Σₘ Σⱼ (pₘⱼ − oₘⱼ)² over the M events, each outcome's mid as quoted (not renormalised); in [0, 2], 6 decimals; null when no event is scored.",
    ),
    log_loss: Score(
      "Categorical log loss −(1/M) Σₘ ln max(10⁻⁶, min(1 − 10⁻⁶, pₘ,ᵣ)), pₘ,ᵣ the mid of the outcome that happened; 6 decimals; null when no event is scored.",
    ),
    per_outcome: PerOutcomeSchema,
    truncated: z.boolean().openapi({
      description: `true when more than ${CALIBRATION_MAX_MARKETS} markets of such events match: the latest closed are grouped; narrow from/to.`,
    }),
  })
  .openapi("CalibrationMultiOutcome", {
    description:
      "The markets of mutually exclusive events scored as one categorical forecast per event, never pooled with the binary markets.",
  });

const PitBinSchema = z
  .object({
    lower: z.number().openapi({ description: "The bin's lower bound (included)." }),
    upper: z.number().openapi({ description: "Its upper bound (excluded; the last bin includes 1)." }),
    n: z.number().int().openapi({ description: "Periods whose mid-PIT falls in the bin." }),
    share: Score("n / pit_n, 6 decimals; null when no period has a PIT."),
  })
  .openapi("CalibrationPitBin");

const IndexCalibrationSchema = z
  .object({
    symbol: z.string().openapi({ description: "The index's symbol.", example: "PIXCPI" }),
    series_id: z
      .string()
      .openapi({ description: "pix's id of its official series.", example: "bls-cpi-u-nsa" }),
    unit: z.string().openapi({ description: "The index's unit: the unit of `mean_crps`." }),
    periods: z.number().int().openapi({
      description:
        "Periods of the series whose first print was released in [from, to) (the newest 90 read at most).",
    }),
    n: z.number().int().openapi({
      description:
        "Of them, periods scored at the horizon: a committed distribution standing then and a realised value (as GET /api/v1/indices/{id}/outcomes scores them).",
    }),
    mean_crps: Score(
      "(1/n) Σ CRPS over the scored periods, in the index's unit, 6 decimals; null when n = 0.",
    ),
    pit_n: z.number().int().openapi({
      description: "Scored periods with a mid-PIT (a bucket held the realised value): the histogram's total.",
    }),
    pit_histogram: z.array(PitBinSchema).openapi({
      description:
        "The mid-PIT values in 10 equal bins: about a tenth in each for a calibrated index; a U shape says too narrow, a hump too wide.",
    }),
    truncated: z.boolean().openapi({
      description: "true when the series has more than 90 printed periods: the newest 90 are read.",
    }),
  })
  .openapi("CalibrationIndex", {
    description: "One index's distributions before the official releases, scored against the prints.",
  });

export const CalibrationSchema = z
  .object({
    type: z.literal("calibration").openapi({ description: "Resource type." }),
    venue: z.enum(OUTCOME_VENUES).nullable().openapi({ description: "The venue scored; null: both." }),
    category: z
      .string()
      .nullable()
      .openapi({ description: "The category filtered on, as given; null: every market." }),
    horizon: z.enum(HORIZON_NAMES).openapi({ description: "The horizon before close scored." }),
    market_kind: z.literal("binary").openapi({
      description:
        "Markets the top-level scores are of: binary ones (settled yes or no, in no mutually exclusive event; those are in `multi_outcome`). Voided, disputed and other unfinished markets are left out, never scored as 0.",
    }),
    ...binaryMembers(
      "Binary markets (settled yes or no, with a taped price at the horizon, in no mutually exclusive event)",
    ),
    truncated: z.boolean().openapi({
      description: `true when more than ${CALIBRATION_MAX_MARKETS} markets match: the latest closed ${CALIBRATION_MAX_MARKETS} are scored; narrow from/to.`,
    }),
    from: instantSchema("The window's start as given (null: none).").nullable(),
    to: instantSchema("The window's end as given (null: none).").nullable(),
    multi_outcome: MultiOutcomeSchema,
    indices: z.array(IndexCalibrationSchema).openapi({
      description:
        "Each public index whose official series pix collects by the month, its distributions at the horizon before each release in [from, to) scored against the print: the mean CRPS and the PIT histogram. Not filtered by venue or category (an index pools the venues).",
    }),
  })
  .openapi("Calibration", {
    description:
      "The calibration at one horizon: of the venues' prices before close over settled binary markets (the top-level scores), of the multi-outcome events apart, and of the indices' distributions before the official releases.",
  });

export const CalibrationResponseSchema = envelopeSchema(CalibrationSchema, { name: "CalibrationResponse" });
