/**
 * The words a pair is judged in. `relation` is the logical relation between the two markets' YES
 * propositions as the venues list them; `polarity` says whether the two YES sides point the same way.
 * The definitions are in this folder's README and in docs/equivalence.md.
 */
import { z } from "@hono/zod-openapi";

export const RELATIONS = ["identity", "complement", "subset", "superset", "overlap", "disjoint"] as const;
export const RelationSchema = z.enum(RELATIONS).openapi({
  description:
    "How leg a's YES relates to leg b's YES: `identity` (true together, false together), `complement` (exactly one is true), `subset` (a's YES implies b's), `superset` (b's YES implies a's), `disjoint` (never both true, possibly both false), `overlap` (none of these: both can be true and neither implies the other, also when the two legs read different underlyings, or pay differently under their void, postponement or early-close rules).",
});
export type Relation = z.infer<typeof RelationSchema>;

export const POLARITIES = ["same", "inverted"] as const;
export const PolaritySchema = z.enum(POLARITIES).openapi({
  description:
    "`same` when both YES sides point the same way (both `above`, both `happens`), `inverted` when they point opposite ways (`above` against `at or below`, `happens` against `does not happen`): the basis then compares a's YES with b's NO (1 − p).",
});
export type Polarity = z.infer<typeof PolaritySchema>;

/**
 * The traps planted in look-alike rule texts (the labelled set's vocabulary). `BLOCKING_TRAPS` are those
 * that make two look-alikes different contracts: a pair carrying one is never `identity`.
 */
export const TRAPS = [
  "none",
  "comparator_offset",
  "tick_equivalent",
  "threshold_differs",
  "bucket_shape",
  "source_station",
  "source_series",
  "source_print",
  "metric",
  "rounding",
  "window_time_zone",
  "polarity_inversion",
  "void_rule",
  "early_close_rule",
  "unfilled_template",
  "subject_lookalike",
  "settlement_instant",
  "evidence_standard",
] as const;
export type Trap = (typeof TRAPS)[number];

export const BLOCKING_TRAPS: readonly Trap[] = [
  "comparator_offset",
  "threshold_differs",
  "bucket_shape",
  "source_station",
  "source_series",
  "source_print",
  "metric",
  "rounding",
  "window_time_zone",
  "polarity_inversion",
  "void_rule",
  "early_close_rule",
  "unfilled_template",
  "subject_lookalike",
];
