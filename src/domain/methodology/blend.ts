/**
 * Venue blend: one index value from per-venue values and configured weights. When a venue has no value,
 * the weights are renormalised over the venues that do, and the result says which venues were used and
 * with what effective weight. Distributions over the same buckets blend as a weighted mixture, whose
 * expectation equals the blend of the venues' expectations (linearity).
 */
import {
  assembleDistribution,
  type Distribution,
  type DistributionResult,
  type ExcludedInput,
  fromAssembled,
  noDistribution,
  type OutcomeMass,
  type OutcomeSupport,
} from "./distribution.ts";
import { tidy } from "./numeric.ts";
import {
  effectiveWeights,
  type PerVenue,
  VENUE_IDS,
  type VenueId,
  type VenueSkipped,
  type VenueWeights,
  weightsValid,
} from "./venues.ts";

export interface VenueBlend {
  value: number | null;
  venuesUsed: VenueId[];
  /** Weights actually applied (sum to 1 over `venuesUsed`). */
  effectiveWeights: PerVenue<number>;
  venuesSkipped: VenueSkipped[];
  reason?: string;
}

/** Σ effective weight × value over the venues with a finite value and a positive configured weight. */
export function blendVenueValues(values: PerVenue<number | null>, weights: VenueWeights): VenueBlend {
  const venuesSkipped: VenueSkipped[] = [];
  const present: VenueId[] = [];
  for (const venue of VENUE_IDS) {
    const value = values[venue];
    if (value === undefined) continue;
    if (value === null) venuesSkipped.push({ venue, reason: "no_value" });
    else if (!Number.isFinite(value)) venuesSkipped.push({ venue, reason: "invalid_value" });
    else if (!((weights[venue] ?? 0) > 0)) venuesSkipped.push({ venue, reason: "no_weight" });
    else present.push(venue);
  }
  if (!weightsValid(weights)) {
    return {
      value: null,
      venuesUsed: [],
      effectiveWeights: {},
      venuesSkipped,
      reason: "invalid_venue_weights",
    };
  }
  const effective = effectiveWeights(present, weights);
  if (effective.venuesUsed.length === 0) {
    return { value: null, venuesUsed: [], effectiveWeights: {}, venuesSkipped, reason: "no_venue" };
  }
  const value = effective.venuesUsed.reduce(
    (sum, venue) => sum + (effective.weights[venue] ?? 0) * (values[venue] ?? 0),
    0,
  );
  return {
    value: tidy(value),
    venuesUsed: effective.venuesUsed,
    effectiveWeights: tidyWeights(effective.weights),
    venuesSkipped,
  };
}

/**
 * Weighted mixture of per-venue distributions. Outcomes are matched by their support; the union of
 * supports must still partition the axis (no partial overlap, e.g. ladders on different strikes), and
 * every distribution must share basis and relationship, else `incompatible_supports`. An outcome one
 * venue lacks (excluded there) contributes 0 from that venue. `raw_total` becomes the weight-averaged
 * raw total of the components; the other disclosures are summed and excluded inputs carry their venue.
 */
export function blendDistributions(
  distributions: PerVenue<Distribution | null>,
  weights: VenueWeights,
): DistributionResult {
  if (!weightsValid(weights)) return noDistribution("invalid_venue_weights");
  const present = VENUE_IDS.filter((venue) => distributions[venue] != null);
  const { venuesUsed, weights: effective } = effectiveWeights(present, weights);
  const components = venuesUsed.flatMap((venue) => {
    const distribution = distributions[venue];
    return distribution ? [{ venue, weight: effective[venue] ?? 0, distribution }] : [];
  });
  const [first] = components;
  if (first === undefined) return noDistribution("no_venue");
  const compatible = components.every(
    ({ distribution }) =>
      distribution.basis === first.distribution.basis &&
      distribution.relationship_to_index === first.distribution.relationship_to_index,
  );
  if (!compatible) return noDistribution("incompatible_supports");

  const byKey = new Map<string, OutcomeMass>();
  for (const { weight, distribution } of components) {
    for (const outcome of distribution.outcomes) {
      const key = JSON.stringify(outcome.support);
      const existing = byKey.get(key);
      const mass = weight * outcome.probability;
      if (existing) existing.mass += mass;
      else byKey.set(key, { label: outcome.label, support: outcome.support, mass });
    }
  }
  const masses = [...byKey.values()].sort((a, b) => compareSupports(a.support, b.support));
  if (!partitionsAxis(masses.map((m) => m.support))) return noDistribution("incompatible_supports");

  const sum = (pick: (d: Distribution) => number) =>
    components.reduce((total, { distribution }) => total + pick(distribution), 0);
  const excluded: ExcludedInput[] = components.flatMap(({ venue, distribution }) =>
    distribution.normalization.excluded.map((entry) => ({ ...entry, venue })),
  );
  const mixture = assembleDistribution({
    basis: first.distribution.basis,
    relationship: first.distribution.relationship_to_index,
    supportRule: first.distribution.support_rule,
    disclosure: {
      method: first.distribution.normalization.method,
      repaired: components.some(({ distribution }) => distribution.normalization.repaired),
      violations_pooled: sum((d) => d.normalization.violations_pooled),
      duplicates_pooled: sum((d) => d.normalization.duplicates_pooled),
      clamped: sum((d) => d.normalization.clamped),
      excluded,
    },
    venues: components.map(({ venue, weight }) => ({ venue, weight: tidy(weight) })),
    masses,
  });
  if (mixture !== null) {
    mixture.normalization.raw_total = tidy(
      components.reduce((total, c) => total + c.weight * c.distribution.normalization.raw_total, 0),
    );
  }
  return fromAssembled(mixture, "zero_total_probability");
}

const lowOf = (support: OutcomeSupport) => support.low ?? Number.NEGATIVE_INFINITY;
const highOf = (support: OutcomeSupport) => support.high ?? Number.POSITIVE_INFINITY;

function compareSupports(a: OutcomeSupport, b: OutcomeSupport): number {
  return lowOf(a) - lowOf(b) || highOf(a) - highOf(b) || a.representative - b.representative;
}

/** Sorted supports that touch at most at a shared bound (a point outcome touches only itself). */
function partitionsAxis(supports: readonly OutcomeSupport[]): boolean {
  return supports.every((support, i) => {
    const previous = supports[i - 1];
    return previous === undefined || highOf(previous) <= lowOf(support);
  });
}

function tidyWeights(weights: PerVenue<number>): PerVenue<number> {
  const tidied: PerVenue<number> = {};
  for (const venue of VENUE_IDS) {
    const weight = weights[venue];
    if (weight !== undefined) tidied[venue] = tidy(weight);
  }
  return tidied;
}
