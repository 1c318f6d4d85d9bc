/**
 * Categorical outcomes → normalised distribution → expectation. The outcomes are mutually exclusive and
 * each settles the index at a numeric value (e.g. the Fed's upper bound: 4.25, 4.50, …). Quoted prices
 * rarely sum to exactly 1 (spreads, fees, stale legs), so they are divided by their total, which is
 * disclosed. An outcome without a usable price is left out and listed; its mass goes to the others.
 */
import {
  assembleDistribution,
  type DistributionResult,
  type ExcludedInput,
  fromAssembled,
  noDistribution,
  type OutcomeMass,
  pointSupport,
  proportionalDisclosure,
} from "./distribution.ts";
import { isProbability } from "./numeric.ts";

export interface CategoricalOutcome {
  label: string;
  /** The index value if this outcome resolves YES. */
  value: number;
  /** Selected YES probability; null when quote selection found none (say why in `reason`). */
  probability: number | null;
  reason?: string;
}

/** Outcomes come back ascending by value (input order among equal values). */
export function categoricalDistribution(outcomes: readonly CategoricalOutcome[]): DistributionResult {
  if (outcomes.length === 0) return noDistribution("no_outcomes");
  const excluded: ExcludedInput[] = [];
  const masses: OutcomeMass[] = [];
  for (const outcome of outcomes) {
    const { label } = outcome;
    if (!Number.isFinite(outcome.value)) excluded.push({ label, reason: "invalid_value" });
    else if (outcome.probability === null) excluded.push({ label, reason: outcome.reason ?? "no_price" });
    else if (!isProbability(outcome.probability)) excluded.push({ label, reason: "invalid_probability" });
    else masses.push({ label, support: pointSupport(outcome.value), mass: outcome.probability });
  }
  if (masses.length === 0) return noDistribution("no_priced_outcomes");
  masses.sort((a, b) => a.support.representative - b.support.representative);
  return fromAssembled(
    assembleDistribution({
      basis: "categorical_outcomes",
      relationship: "expectation",
      supportRule: null,
      disclosure: proportionalDisclosure(excluded),
      masses,
    }),
    "zero_total_probability",
  );
}
