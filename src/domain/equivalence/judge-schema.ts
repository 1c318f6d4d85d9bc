/**
 * The form of a pair's judgement (zod, type inferred, served as is): the severities and reason codes,
 * a rule difference with the evidence from both legs, and the judgement with its confidence basis.
 */

import { z } from "@hono/zod-openapi";
import { PolaritySchema, RelationSchema } from "./relations.ts";
import { EvidenceSchema } from "./schema.ts";

export const SEVERITIES = ["blocking", "material", "cosmetic"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const REASON_CODES = [
  "unfilled_template",
  "unreadable_rule",
  "unreadable_field",
  "subject_differs",
  "metric_differs",
  "seasonal_adjustment_differs",
  "publisher_differs",
  "series_differs",
  "print_differs",
  "window_differs",
  "unit_differs",
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export const RuleDiffSchema = z
  .object({
    field: z.string().openapi({
      description: "The fingerprint field that differs (`source.series`, `comparator`, `contingency`…).",
      example: "comparator",
    }),
    a: z
      .string()
      .nullable()
      .openapi({ description: "Leg a's value, in words; null when leg a does not state it." }),
    b: z
      .string()
      .nullable()
      .openapi({ description: "Leg b's value, in words; null when leg b does not state it." }),
    severity: z.enum(SEVERITIES).openapi({
      description:
        "`blocking`: the legs are different contracts because of it; `material`: the payout is the same but a trader should know (a later end date, another evidence standard, a rule stated on one leg only); `cosmetic`: the same rule in other words.",
    }),
    note: z.string().openapi({ description: "The difference in a sentence." }),
    evidence: z
      .object({
        a: z.array(EvidenceSchema).openapi({ description: "Leg a's evidence." }),
        b: z.array(EvidenceSchema).openapi({ description: "Leg b's evidence." }),
      })
      .openapi({ description: "Offsets and quotes from both legs' rule texts." }),
  })
  .openapi("RuleDiff", { description: "One difference between the two legs' rules." });
export type RuleDiff = z.infer<typeof RuleDiffSchema>;

export const PairJudgementSchema = z
  .object({
    status: z.enum(["paired", "refused"]).openapi({
      description:
        "`paired` when both legs read the same underlying and a relation holds between them; `refused` when the look-alikes read different underlyings or cannot be read (see `reasons`).",
    }),
    relation: RelationSchema.nullable().openapi({ description: "null when the rules cannot be judged." }),
    polarity: PolaritySchema.nullable().openapi({
      description: "null when the rules cannot be judged or a leg states no direction.",
    }),
    confidence: z.number().min(0).max(1).openapi({
      description:
        "How sure pix is of `relation`, from 0 to 1 (0 when there is none); `confidence_basis` says why.",
      example: 0.96,
    }),
    confidence_basis: z
      .object({
        method: z.literal("deterministic_rule_comparison").openapi({
          description: "The relation is computed from the two fingerprints; no model is asked.",
        }),
        fields_compared: z
          .array(z.string())
          .openapi({ description: "The fields read on both legs and compared." }),
        unknown_fields: z
          .object({
            a: z.array(z.string()).openapi({ description: "Fields leg a's rules do not state." }),
            b: z.array(z.string()).openapi({ description: "Fields leg b's rules do not state." }),
          })
          .openapi({ description: "Fields one leg does not state: each lowers the confidence by 0.02." }),
        material_differences: z
          .number()
          .int()
          .openapi({ description: "Material differences: each lowers the confidence by 0.05." }),
        blocking_differences: z.number().int().openapi({ description: "Blocking differences." }),
      })
      .openapi({ description: "What the confidence rests on." }),
    rule_diff: z.array(RuleDiffSchema).openapi({ description: "Every difference found, blocking first." }),
    reasons: z.array(z.enum(REASON_CODES)).openapi({
      description:
        "Why a look-alike was refused: `unfilled_template`, `unreadable_rule`, `unreadable_field`, `subject_differs`, `metric_differs`, `seasonal_adjustment_differs`, `publisher_differs`, `series_differs`, `print_differs`, `window_differs`, `unit_differs`; empty when paired.",
    }),
  })
  .openapi("PairJudgement", { description: "Two markets judged as a pair, with the evidence." });
export type PairJudgement = z.infer<typeof PairJudgementSchema>;
