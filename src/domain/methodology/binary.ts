/**
 * Binary probability: one contract's YES probability, published in percent (0–100).
 */
import {
  assembleDistribution,
  type DistributionResult,
  fromAssembled,
  noDistribution,
  pointSupport,
} from "./distribution.ts";
import { isProbability, tidy } from "./numeric.ts";

export type BinaryValue = { value: number; reason?: undefined } | { value: null; reason: string };

/**
 * 100 × the YES probability. `reason` carries quote selection's reason when the price is null; a value
 * outside [0, 1] or NaN is refused as `invalid_probability`.
 */
export function binaryIndexValue(selected: { price: number | null; reason?: string }): BinaryValue {
  if (selected.price === null) return { value: null, reason: selected.reason ?? "no_price" };
  if (!isProbability(selected.price)) return { value: null, reason: "invalid_probability" };
  return { value: tidy(selected.price * 100) };
}

/** The two-outcome distribution No (support 0) / Yes (support 1); the index is 100 × P(Yes). */
export function binaryDistribution(selected: { price: number | null; reason?: string }): DistributionResult {
  if (selected.price === null) return noDistribution(selected.reason ?? "no_price");
  if (!isProbability(selected.price)) return noDistribution("invalid_probability");
  return fromAssembled(
    assembleDistribution({
      basis: "binary_outcome",
      relationship: "yes_probability_percent",
      supportRule: null,
      disclosure: {
        method: "complement",
        repaired: false,
        violations_pooled: 0,
        duplicates_pooled: 0,
        clamped: 0,
        excluded: [],
      },
      masses: [
        { label: "No", support: pointSupport(0), mass: 1 - selected.price },
        { label: "Yes", support: pointSupport(1), mass: selected.price },
      ],
    }),
    "zero_total_probability",
  );
}
