/**
 * The distribution shape shared by ladders, categorical outcomes and binary contracts. Objects typed
 * here go on the wire (the distribution resource), hence snake_case members.
 */
import { tidy } from "./numeric.ts";

/** Where an outcome lives on the index's numeric axis. */
export interface OutcomeSupport {
  /** Lower bound; null for an open lower tail. Equal to `high` for a point outcome. */
  low: number | null;
  /** Upper bound; null for an open upper tail. */
  high: number | null;
  low_inclusive: boolean;
  high_inclusive: boolean;
  /** The value the outcome contributes to the expectation (midpoint, stated tail support, or point). */
  representative: number;
}

export interface DistributionOutcome {
  label: string;
  support: OutcomeSupport;
  /** Normalised: the outcomes' probabilities sum to 1. */
  probability: number;
  /** probability × 100. */
  percentage: number;
  /** The highest probability; every outcome tied at the top is flagged (rule `all_ties_flagged`). */
  modal: boolean;
}

/** How the probabilities were observed. */
export type DistributionBasis =
  | "strike_ladder_survival"
  | "range_buckets"
  | "categorical_outcomes"
  | "binary_outcome";

/** How the displayed index follows from the distribution. */
export type IndexRelationship =
  /** index value = Σ probability × representative. */
  | "expectation"
  /** index value = 100 × probability of the `Yes` outcome. */
  | "yes_probability_percent";

export type NormalizationMethod =
  /** Survival ladder: isotonic repair, then the tails take the complements (1 − S₁ below, Sₙ above). */
  | "pav_then_tail_fill"
  /** Quoted masses divided by their total. */
  | "proportional"
  /** Binary: No = 1 − Yes. */
  | "complement";

export interface ExcludedInput {
  /** The contract or outcome that was left out. */
  label: string;
  /** A quote-selection issue (`stale_observation`, `invalid_last`, …) or `invalid_value`. */
  reason: string;
  /** Set when the distribution is a mixture over venues. */
  venue?: string;
}

export interface NormalizationDisclosure {
  /** Always true: the published probabilities sum to 1. */
  normalized: true;
  method: NormalizationMethod;
  /** Sum of the masses before the final division (1 for a survival ladder up to float noise). */
  raw_total: number;
  /** The isotonic repair changed the quoted survival curve. */
  repaired: boolean;
  /** Pool-adjacent-violators merges (points − blocks); 0 when the quotes were already monotone. */
  violations_pooled: number;
  /** Quotes on a strike that already had one, averaged into it. */
  duplicates_pooled: number;
  /** Values pulled back into [0, 1] after the repair. */
  clamped: number;
  /** Inputs left out, each with its reason; their mass is redistributed by the normalisation. */
  excluded: ExcludedInput[];
}

export type TailSupportKind = "median_step_multiple" | "fixed_offset";

/** How representatives were chosen (ladders and range buckets only). */
export interface SupportRuleDisclosure {
  interior: "midpoint";
  tails: TailSupportKind;
  /** A tail's representative sits this far beyond its finite bound (before the domain clamp). */
  tail_offset: number;
  domain_min: number | null;
  domain_max: number | null;
}

export interface VenueWeightUsed {
  venue: string;
  weight: number;
}

export interface Distribution {
  basis: DistributionBasis;
  relationship_to_index: IndexRelationship;
  /** Σ probability × representative. */
  expectation: number;
  modal_rule: "all_ties_flagged";
  support_rule: SupportRuleDisclosure | null;
  normalization: NormalizationDisclosure;
  /** Venues mixed into this distribution with their effective weights; empty for a single source. */
  venues: VenueWeightUsed[];
  /** Ascending along the axis. */
  outcomes: DistributionOutcome[];
}

/** An outcome before normalisation: a non-negative mass. */
export interface OutcomeMass {
  label: string;
  support: OutcomeSupport;
  mass: number;
}

export interface DistributionParts {
  basis: DistributionBasis;
  relationship: IndexRelationship;
  supportRule: SupportRuleDisclosure | null;
  disclosure: Omit<NormalizationDisclosure, "normalized" | "raw_total">;
  venues?: VenueWeightUsed[];
  masses: OutcomeMass[];
}

/**
 * The disclosure of a plain proportional normalisation (no repair, nothing pooled or clamped): the
 * categorical and range-bucket methods' own, with the outcomes each left out.
 */
export function proportionalDisclosure(
  excluded: DistributionParts["disclosure"]["excluded"],
): DistributionParts["disclosure"] {
  return {
    method: "proportional",
    repaired: false,
    violations_pooled: 0,
    duplicates_pooled: 0,
    clamped: 0,
    excluded,
  };
}

/** Probabilities closer than this to the top one count as tied for the modal flag. */
export const MODAL_TIE_TOLERANCE = 1e-12;

/**
 * Normalises masses to probabilities, flags the mode and computes the expectation. Null when the total
 * mass is not positive (nothing to normalise).
 */
export function assembleDistribution(parts: DistributionParts): Distribution | null {
  const rawTotal = parts.masses.reduce((sum, outcome) => sum + outcome.mass, 0);
  if (!(rawTotal > 0) || !Number.isFinite(rawTotal)) return null;
  const probabilities = parts.masses.map((outcome) => outcome.mass / rawTotal);
  const top = Math.max(...probabilities);
  const expectation = parts.masses.reduce(
    (sum, outcome, i) => sum + (probabilities[i] ?? 0) * outcome.support.representative,
    0,
  );
  return {
    basis: parts.basis,
    relationship_to_index: parts.relationship,
    expectation: tidy(expectation),
    modal_rule: "all_ties_flagged",
    support_rule: parts.supportRule,
    normalization: { normalized: true, raw_total: tidy(rawTotal), ...parts.disclosure },
    venues: parts.venues ?? [],
    outcomes: parts.masses.map((outcome, i) => {
      const probability = probabilities[i] ?? 0;
      return {
        label: outcome.label,
        support: outcome.support,
        probability: tidy(probability),
        percentage: tidy(probability * 100),
        modal: top - probability <= MODAL_TIE_TOLERANCE,
      };
    }),
  };
}

/** A point outcome (categorical value, binary Yes/No). */
export function pointSupport(value: number): OutcomeSupport {
  return { low: value, high: value, low_inclusive: true, high_inclusive: true, representative: value };
}

/** A distribution and its expectation, or the reason there is none. */
export type DistributionResult =
  | { distribution: Distribution; expectation: number }
  | { distribution: null; expectation: null; reason: string };

export function noDistribution(reason: string): DistributionResult {
  return { distribution: null, expectation: null, reason };
}

export function fromAssembled(distribution: Distribution | null, reason: string): DistributionResult {
  return distribution === null
    ? noDistribution(reason)
    : { distribution, expectation: distribution.expectation };
}
