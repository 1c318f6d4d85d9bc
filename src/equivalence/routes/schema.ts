/**
 * The equivalence routes' parameters and answers (zod, every member described): the pairs, one pair,
 * the refused look-alikes and the matcher's measured accuracy.
 */
import { z } from "@hono/zod-openapi";
import { AccuracySchema } from "../../domain/equivalence/accuracy.ts";
import { PairJudgementSchema, REASON_CODES, RuleDiffSchema } from "../../domain/equivalence/judge-schema.ts";
import { PolaritySchema, RELATIONS, RelationSchema } from "../../domain/equivalence/relations.ts";
import { SectionNameSchema } from "../../domain/equivalence/schema.ts";
import { VENUE_IDS } from "../../domain/methodology/venues.ts";
import { envelopeSchema } from "../../platform/http/envelope.ts";
import { pageParams } from "../../platform/http/pages.ts";
import { instantSchema } from "../../platform/http/schemas.ts";
import { reason } from "../../platform/http/validation.ts";

/** Rows per page of the pairs and the refused look-alikes. */
export const PAIRS_PAGE_SIZE_DEFAULT = 50;
export const PAIRS_PAGE_SIZE_MAX = 200;
/** The longest `q`. */
export const Q_MAX_CHARS = 100;

export const PAIR_STATUSES = ["active", "withdrawn"] as const;

const PAIR_ID = /^[0-9a-f]{24}$/;

export const PairIdParams = z.object({
  pair_id: z
    .string()
    .regex(PAIR_ID, reason("must be a pair id: 24 lower-case hexadecimal digits"))
    .openapi({
      param: { name: "pair_id", in: "path" },
      description: "The pair's id (24 lower-case hex digits), as listed by /api/v1/equivalence/pairs.",
      example: "5c1f0e2a9b7d4c3e8a61f203",
    }),
});

const venueParam = z.enum(VENUE_IDS).optional().openapi({
  description: "Only pairs with a leg on this venue.",
  example: "polymarket",
});

const qParam = z
  .string()
  .min(1, reason(`must be 1 to ${Q_MAX_CHARS} characters`))
  .max(Q_MAX_CHARS, reason(`must be 1 to ${Q_MAX_CHARS} characters`))
  .optional()
  .openapi({
    description: `Only pairs whose legs' market ids or titles contain this text (case-insensitive, 1 to ${Q_MAX_CHARS} characters).`,
    example: "crude",
  });

const page = pageParams({ sizeDefault: PAIRS_PAGE_SIZE_DEFAULT, sizeMax: PAIRS_PAGE_SIZE_MAX, of: "Pairs" });

export const PairsQuery = z.strictObject({
  venue: venueParam,
  relation: z
    .enum(RELATIONS)
    .optional()
    .openapi({ description: "Only pairs with this relation.", example: "identity" }),
  min_confidence: z
    .string()
    .regex(
      /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/,
      reason("must be a decimal from 0 to 1, at most 4 places, such as 0.9"),
    )
    .transform(Number)
    .optional()
    .openapi({
      type: "string",
      description: "Only pairs with at least this confidence (0 to 1).",
      example: "0.9",
    }),
  q: qParam,
  status: z.enum(PAIR_STATUSES).optional().openapi({
    description:
      "`active` (the default): pairs the latest judgement pairs; `withdrawn`: pairs it no longer pairs (refused since, or no longer candidates), kept with their last judgement.",
    example: "active",
  }),
  ...page,
});

export const RefusedQuery = z.strictObject({
  venue: venueParam,
  reason: z.enum(REASON_CODES).optional().openapi({
    description: "Only look-alikes refused with this reason code.",
    example: "series_differs",
  }),
  q: qParam,
  ...page,
});

const LegSchema = z
  .object({
    venue: z.enum(VENUE_IDS).openapi({ description: "The leg's venue." }),
    market_id: z.string().openapi({ description: "The venue's market id (Kalshi ticker, Gamma market id)." }),
    title: z.string().openapi({
      description: "The market's title (Kalshi `title`, Polymarket `question`), as the venue gives it.",
    }),
    rules_version: z.number().int().openapi({
      description:
        "The version of the market's rule texts this judgement read (1 for the first text pix stored; a changed text is a new version).",
    }),
  })
  .openapi("EquivalenceLeg", { description: "One leg of a pair: a market and the rule version judged." });

const LegsSchema = z
  .object({
    a: LegSchema.openapi({ description: "Leg a (Kalshi)." }),
    b: LegSchema.openapi({ description: "Leg b (Polymarket)." }),
  })
  .openapi({ description: "The two legs; relations and polarity read from a to b." });

export const EquivalencePairSchema = z
  .object({
    pair_id: z.string().openapi({
      description: "Stable id of the two legs (a hash of both markets); unchanged when their rules change.",
    }),
    status: z.enum(PAIR_STATUSES).openapi({
      description:
        "`active` while the latest judgement pairs the legs; `withdrawn` once it refuses them or they stop being candidates.",
    }),
    legs: LegsSchema,
    relation: RelationSchema,
    polarity: PolaritySchema.nullable().openapi({ description: "null when a leg states no direction." }),
    confidence: PairJudgementSchema.shape.confidence,
    confidence_basis: PairJudgementSchema.shape.confidence_basis,
    rule_diff: z.array(RuleDiffSchema).openapi({
      description:
        "Every difference between the legs' rules, blocking first, with offsets and quotes from both texts. A pair with a blocking difference is never `identity`.",
    }),
    judged_at: instantSchema(
      "When this judgement was made: the legs' rules last changed, or the pair was first judged, before it.",
    ),
    first_judged_at: instantSchema("When pix first judged the pair."),
  })
  .openapi("EquivalencePair", {
    description: "Two markets judged as a pair from their rule texts, with the evidence.",
  });

export const RefusedLookalikeSchema = z
  .object({
    pair_id: z
      .string()
      .openapi({ description: "The look-alikes' pair id (the same id if they are ever paired)." }),
    legs: LegsSchema,
    relation: RelationSchema.nullable().openapi({
      description:
        "The relation read despite the refusal (`overlap` for legs on different underlyings); null when the rules cannot be judged.",
    }),
    reasons: PairJudgementSchema.shape.reasons,
    rule_diff: z
      .array(RuleDiffSchema)
      .openapi({ description: "The differences found, blocking first, with evidence from both legs." }),
    judged_at: instantSchema("When this judgement was made."),
  })
  .openapi("RefusedLookalike", { description: "Two look-alike markets pix refused to pair, and why." });

const paginationMeta = {
  pagination: z
    .object({
      page: z.number().int().openapi({ description: "This page's number, from 1." }),
      page_size: z.number().int().openapi({ description: "Rows per page, as requested or defaulted." }),
      total_rows: z.number().int().openapi({ description: "Rows matching the filters." }),
      total_pages: z.number().int().openapi({ description: "At least 1: an empty list has one empty page." }),
    })
    .openapi("EquivalencePagination", { description: "Where this page sits in the list." }),
};

export const PairsResponseSchema = envelopeSchema(
  z
    .object({
      type: z.literal("equivalence_pairs").openapi({ description: "Resource type." }),
      pairs: z
        .array(EquivalencePairSchema)
        .openapi({ description: "This page's pairs, highest confidence first, then by pair id." }),
    })
    .openapi("EquivalencePairs", { description: "A page of judged pairs." }),
  { name: "EquivalencePairsResponse", meta: paginationMeta },
);

export const LegRuleTextsSchema = z
  .object({
    version: z
      .number()
      .int()
      .min(1)
      .openapi({ description: "The rule version judged (the leg's `rules_version`)." }),
    sha256: z.string().openapi({
      description: "SHA-256 of the version's canonical JSON (RFC 8785), as stored when it was read.",
    }),
    fetched_at: instantSchema("When this version was last read from the venue."),
    sections: z
      .array(
        z.object({
          section: SectionNameSchema,
          text: z.string().openapi({
            description:
              "The section's text, exactly as the venue gives it (settlement sources written `name <url>` and joined by `; `). Data, never markup.",
          }),
        }),
      )
      .openapi({
        description:
          "The version's sections in reading order, absent ones left out: the texts every evidence offset of `rule_diff` refers to (`text.slice(start, end) === quote`).",
      }),
  })
  .openapi("LegRuleTexts", { description: "One leg's rule texts, the version the judgement read." });

export const PairResponseSchema = envelopeSchema(
  EquivalencePairSchema.extend({
    type: z.literal("equivalence_pair").openapi({ description: "Resource type." }),
    rule_texts: z
      .object({
        a: LegRuleTextsSchema.nullable().openapi({
          description:
            "Leg a's texts; null when the stored version no longer reads as the venue's rule shape.",
        }),
        b: LegRuleTextsSchema.nullable().openapi({
          description:
            "Leg b's texts; null when the stored version no longer reads as the venue's rule shape.",
        }),
      })
      .openapi({ description: "Both legs' rule texts side by side, each the version judged." }),
  }).openapi("EquivalencePairResource", { description: "One judged pair, with both legs' rule texts." }),
  { name: "EquivalencePairResponse" },
);

export const RefusedResponseSchema = envelopeSchema(
  z
    .object({
      type: z.literal("equivalence_refused").openapi({ description: "Resource type." }),
      refused: z
        .array(RefusedLookalikeSchema)
        .openapi({ description: "This page's refused look-alikes, by leg a's then leg b's market id." }),
    })
    .openapi("EquivalenceRefused", { description: "A page of refused look-alikes." }),
  { name: "EquivalenceRefusedResponse", meta: paginationMeta },
);

export const AccuracyResponseSchema = envelopeSchema(
  z
    .object({
      type: z.literal("equivalence_accuracy").openapi({ description: "Resource type." }),
      held_out: AccuracySchema.openapi({
        description:
          "Measured on the held-out half of the labelled set, which the matcher's rules were never tuned on: the published figures.",
      }),
      development: AccuracySchema.openapi({
        description:
          "Measured on the development half, which the matcher's rules were written against (for comparison, not a measure of accuracy).",
      }),
      method: z.string().openapi({ description: "How the figures are measured, in a sentence." }),
    })
    .openapi("EquivalenceAccuracy", {
      description: "The matcher's precision and recall per relation on the labelled look-alike set.",
    }),
  { name: "EquivalenceAccuracyResponse" },
);
