/**
 * The rule fingerprint (zod, type inferred): what pix reads in a market's rule texts, field by field,
 * each with the character offsets of its evidence. It is served as is, so every member is described.
 */
import { z } from "@hono/zod-openapi";

export const FINGERPRINT_SCHEMA = "pix-rule-fingerprint-v1";

/** The texts a fingerprint reads, by the venue field they come from. */
export const SECTION_NAMES = [
  "title",
  "rules_primary",
  "rules_secondary",
  "early_close_condition",
  "settlement_sources",
  "close_time",
  "question",
  "description",
  "resolution_source",
  "end_date",
] as const;
export const SectionNameSchema = z.enum(SECTION_NAMES).openapi({
  description:
    "The venue field a text comes from: Kalshi `title`, `rules_primary`, `rules_secondary`, `early_close_condition`, `settlement_sources` (the event's sources, written `name <url>` and joined by `; `), `close_time`; Polymarket `question`, `description`, `resolution_source`, `end_date`.",
});
export type SectionName = z.infer<typeof SectionNameSchema>;

export const EvidenceSchema = z
  .object({
    section: SectionNameSchema,
    start: z.number().int().min(0).openapi({
      description: "Offset of the quote's first character in the section's text (UTF-16 code units).",
    }),
    end: z.number().int().min(0).openapi({
      description: "Offset just past the quote's last character: `text.slice(start, end) === quote`.",
    }),
    quote: z.string().openapi({ description: "The words read, exactly as they stand in the text." }),
  })
  .openapi("RuleEvidence", { description: "Where in a market's rule texts a field was read." });
export type Evidence = z.infer<typeof EvidenceSchema>;

const evidenceList = z
  .array(EvidenceSchema)
  .openapi({ description: "The passages the value was read from, in reading order." });

/**
 * A field: `read` with its value and evidence, `unknown` when the text does not say (never guessed), or
 * `not_applicable` when the market has no such element (a threshold on an event that either happens or not).
 */
function field<T extends z.ZodTypeAny>(value: T, description: string) {
  return z
    .discriminatedUnion("status", [
      z.object({
        status: z.literal("read").openapi({ description: "The value was read from the text." }),
        value: value.openapi({ description: `${description} The value read.` }),
        evidence: evidenceList,
      }),
      z.object({
        status: z.literal("unknown").openapi({ description: "The text does not say; nothing is guessed." }),
        value: z.null().openapi({ description: "Always null when unknown." }),
        evidence: evidenceList,
        reason: z.string().openapi({ description: "Why the field could not be read, in a sentence." }),
      }),
      z.object({
        status: z.literal("not_applicable").openapi({ description: "The market has no such element." }),
        value: z.null().openapi({ description: "Always null when not applicable." }),
        evidence: evidenceList,
      }),
    ])
    .openapi({ description });
}

const decimal = (description: string) =>
  z.string().openapi({ description: `${description} Exact decimal text.`, example: "3.1" });

export const UNITS = ["percent", "usd", "degrees_f", "number", "basis_points", "instant"] as const;
export const UnitSchema = z.enum(UNITS).openapi({
  description:
    "`percent`, `usd`, `degrees_f`, `number` (a count or an index level), `basis_points` (a change in a rate), `instant` (a point in time).",
});
export type Unit = z.infer<typeof UnitSchema>;

export const SubjectSchema = z.object({
  id: z.string().openapi({
    description:
      "pix's key of what the market is about, e.g. `us_cpi`, `temperature:new_york`, `ipo:halcyon_robotics`.",
    example: "us_cpi",
  }),
  label: z.string().openapi({ description: "The subject in words." }),
});

export const MEASURES = [
  "level",
  "change_yoy",
  "change_mom",
  "change_qoq_annualized",
  "change_qoq",
  "change",
  "maximum",
  "minimum",
  "occurrence",
] as const;
export const MetricSchema = z.object({
  measure: z.enum(MEASURES).openapi({
    description:
      "What is measured: a `level`, a change year over year (`change_yoy`), month over month (`change_mom`), quarter over quarter at an annual rate (`change_qoq_annualized`) or not (`change_qoq`), an unqualified `change` (a payroll gain, a rate decision), a day's `maximum` or `minimum`, or an `occurrence`.",
  }),
  seasonal_adjustment: z.enum(["adjusted", "not_adjusted", "unstated"]).openapi({
    description:
      "Whether the figure is seasonally adjusted, as the text says; `unstated` when it says nothing.",
  }),
});

export const COMPARATORS = [">", "≥", "<", "≤", "=", "between", "occurs"] as const;
export const ComparatorSchema = z.enum(COMPARATORS).openapi({
  description:
    "The comparator of the condition as stated (before `framing` says which outcome it gives): `>`, `≥`, `<`, `≤`, `=`, `between` (see `bucket`), `occurs` (an event happens within `window`).",
});
export type Comparator = z.infer<typeof ComparatorSchema>;

export const ThresholdSchema = z.object({
  value: decimal("The threshold."),
  unit: UnitSchema,
});

export const RoundingSchema = z.object({
  mode: z.enum(["as_published", "rounded", "unrounded"]).openapi({
    description:
      "`as_published`: the figure as the source prints it; `rounded`: computed by the rule and rounded; `unrounded`: computed without rounding.",
  }),
  places: z.number().int().min(0).max(5).nullable().openapi({
    description: "Decimal places of the figure compared (0 = whole units); null when unrounded.",
  }),
});
export type Rounding = z.infer<typeof RoundingSchema>;

const bound = z
  .object({
    value: decimal("The bound."),
    inclusive: z.boolean().openapi({ description: "Whether the bound itself is inside the bucket." }),
  })
  .nullable()
  .openapi({ description: "A bound of the bucket; null when unbounded on that side." });

export const BucketSchema = z.object({
  lower: bound,
  upper: bound,
  unit: UnitSchema,
  shape: z.enum(["cumulative", "exclusive", "point"]).openapi({
    description:
      "`cumulative`: unbounded on one side (above K, at or below K); `exclusive`: bounded on both sides (between K1 and K2); `point`: a single value (exactly K).",
  }),
});
export type Bucket = z.infer<typeof BucketSchema>;

export const WindowSchema = z.object({
  kind: z.enum(["month", "quarter", "week", "day", "instant", "meeting", "deadline", "range"]).openapi({
    description:
      "What the condition observes: a statistic's reference `month`, `quarter` or `week`; a `day`'s value; an `instant`; a scheduled `meeting`; an event by a `deadline`; an event within a `range` of dates.",
  }),
  label: z.string().openapi({
    description:
      "The period in pix's words: `2026-11`, `2027-Q1`, `2027-01-09` (a week's last day), `2026-12-31`, or the instant's RFC 3339 text.",
    example: "2026-11",
  }),
  start: z.string().nullable().openapi({
    description:
      "The window's first instant (RFC 3339 UTC) when it is an interval of time; null otherwise or when open.",
  }),
  end: z.string().nullable().openapi({
    description:
      "The instant just past the window (RFC 3339 UTC; a deadline of 11:59 PM counts through that minute) when it is an interval of time; null otherwise.",
  }),
  time_zone: z.string().nullable().openapi({
    description:
      "The time zone the text states: an IANA name, `UTC`, or a fixed offset for a named standard or daylight time (`-05:00`); null when none is stated or none applies.",
  }),
});
export type Window = z.infer<typeof WindowSchema>;

export const SourceSchema = z.object({
  publisher: z.string().nullable().openapi({
    description:
      "Who publishes the figure or settles the fact (`bls`, `cme`, `nws`, `coinbase`…); null when not stated.",
  }),
  series: z.string().nullable().openapi({
    description:
      "Which series, station or pair: `cpi_u_all_items`, `KNYC`, `coinbase:BTC-USD`, `cl_front_month`…; null when not stated.",
  }),
  print: z.enum(["first", "second_estimate", "third_estimate", "revised", "unstated"]).openapi({
    description:
      "Which vintage counts: the `first` print, a later estimate, a `revised` figure; `unstated` when not said.",
  }),
});
export type Source = z.infer<typeof SourceSchema>;

export const EVIDENCE_STANDARDS = ["official_publication", "exchange_notice", "credible_reporting"] as const;

export const CONTINGENCY_OUTCOMES = [
  "extends",
  "resolves_no",
  "resolves_yes",
  "fifty_fifty",
  "prior_value",
  "next_value",
  "venue_price",
  "alternative_source",
  "rescheduled_event",
] as const;
export const ContingencySchema = z.object({
  missing: z.enum(CONTINGENCY_OUTCOMES).nullable().openapi({
    description:
      "What happens when the figure is not published, delayed or cancelled (or the market is shut that day): the market `extends` until it is, resolves No, Yes or 50-50, takes the `prior_value` or the `next_value`, is settled at a `venue_price`, reads an `alternative_source`; null when the text does not say.",
  }),
  rescheduled: z.enum(CONTINGENCY_OUTCOMES).nullable().openapi({
    description:
      "What happens when the event is postponed or rescheduled (`rescheduled_event`: the rescheduled one counts); null when the text does not say.",
  }),
});
export type Contingency = z.infer<typeof ContingencySchema>;

export const EarlyCloseSchema = z.object({
  kind: z.enum(["on_occurrence", "interim_action_counts", "interim_action_ignored"]).openapi({
    description:
      "`on_occurrence`: closes early when the event happens (no payout changes); `interim_action_counts`: an action before the scheduled date (an unscheduled meeting) settles the market; `interim_action_ignored`: such an action is expressly not counted.",
  }),
});

export const FramingSchema = z.object({
  yes_when: z.enum(["condition_true", "condition_false"]).openapi({
    description:
      "`condition_true` when the text states the YES condition, `condition_false` when it states the NO one.",
  }),
  negated: z
    .boolean()
    .openapi({ description: "Whether the condition itself is negated (`does not`, `fails to`)." }),
  direction: z.enum(["up", "down", "inside", "outside", "occurs", "not_occurs"]).openapi({
    description:
      "Which way YES points: `up` (above), `down` (below), `inside` or `outside` a bucket, the event `occurs` or `not_occurs`.",
  }),
});
export type Framing = z.infer<typeof FramingSchema>;

export const FingerprintFieldsSchema = z.object({
  subject: field(SubjectSchema, "What the market is about."),
  metric: field(MetricSchema, "What is measured, and whether it is seasonally adjusted."),
  comparator: field(ComparatorSchema, "The condition's comparator."),
  threshold: field(ThresholdSchema, "The threshold with its unit (one-sided comparators)."),
  rounding: field(RoundingSchema, "How the compared figure is rounded."),
  bucket: field(BucketSchema, "The condition as a bucket of values, with the inclusivity of each bound."),
  window: field(WindowSchema, "The observation window, with its time zone."),
  settlement_instant: field(
    z.string().openapi({ description: "RFC 3339 UTC." }),
    "When the market is scheduled to close or end, as the venue states it.",
  ),
  source: field(SourceSchema, "The settlement source: publisher, series or station, and vintage."),
  evidence_standard: field(
    z.enum(EVIDENCE_STANDARDS).openapi({
      description:
        "`official_publication` (the publisher's release), `exchange_notice` (a listing exchange's notice), `credible_reporting` (a consensus of credible reporting).",
    }),
    "What counts as evidence of the outcome.",
  ),
  contingency: field(ContingencySchema, "Void, cancellation and postponement rules."),
  early_close: field(EarlyCloseSchema, "Early-close rules."),
  framing: field(FramingSchema, "Which outcome the stated condition gives, and which way YES points."),
});
export type FingerprintFields = z.infer<typeof FingerprintFieldsSchema>;
export type FieldName = keyof FingerprintFields;

export const RuleFingerprintSchema = z
  .object({
    schema: z.literal(FINGERPRINT_SCHEMA).openapi({ description: `Always \`${FINGERPRINT_SCHEMA}\`.` }),
    venue: z.enum(["kalshi", "polymarket"]).openapi({ description: "The market's venue." }),
    market_id: z.string().openapi({ description: "The venue's market id." }),
    fields: FingerprintFieldsSchema.openapi({
      description:
        "Every field of the rules, each read with its evidence, unknown with a reason, or not applicable.",
    }),
    placeholders: z.array(EvidenceSchema).openapi({
      description:
        "Unfilled template placeholders found in the rules (`{{strike}}`, `[DATE]`, `<MONTH>`, `TBD`); any makes the rules unreadable.",
    }),
  })
  .openapi("RuleFingerprint", {
    description:
      "What pix reads in a market's rule texts, deterministically (no model), each field with its evidence; a field the text does not state is `unknown`.",
  });
export type RuleFingerprint = z.infer<typeof RuleFingerprintSchema>;

export type Field<T> =
  | { status: "read"; value: T; evidence: Evidence[] }
  | { status: "unknown"; value: null; evidence: Evidence[]; reason: string }
  | { status: "not_applicable"; value: null; evidence: Evidence[] };
