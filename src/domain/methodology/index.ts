/**
 * The index methodologies behind one entry point: `computeIndexValue(classOfIndex, inputs, options)`
 * selects a price per contract, computes each venue's value (and distribution) with the class's
 * method, and blends the venues with the configured weights.
 */

import { binaryDistribution, binaryIndexValue } from "./binary.ts";
import { blendDistributions, blendVenueValues } from "./blend.ts";
import { categoricalDistribution } from "./categorical.ts";
import type { Distribution, DistributionResult } from "./distribution.ts";
import { type LadderOptions, rangeBucketDistribution, survivalLadderDistribution } from "./ladder.ts";
import {
  type ContractQuote,
  type PriceSource,
  type QuoteSelectionOptions,
  selectQuotePrice,
} from "./quote-selection.ts";
import { type PerVenue, VENUE_IDS, type VenueId, type VenueWeights } from "./venues.ts";

export * from "./binary.ts";
export * from "./blend.ts";
export * from "./categorical.ts";
export * from "./distribution.ts";
export * from "./ladder.ts";
export * from "./pav.ts";
export * from "./quote-selection.ts";
export * from "./support.ts";
export * from "./venues.ts";

export const CALCULATION_CLASSES = [
  "binary_probability",
  "strike_ladder_expectation",
  "categorical_expectation",
] as const;
export type CalculationClass = (typeof CALCULATION_CLASSES)[number];

/** Narrows a stored `calculation_class` string. */
export function isCalculationClass(value: string): value is CalculationClass {
  return (CALCULATION_CLASSES as readonly string[]).includes(value);
}

/** An "above strike" contract (survival form). */
export interface StrikeContract {
  strike: number;
  quote: ContractQuote;
  weight?: number;
  label?: string;
}

/** A "between low and high" contract (null bound = open tail). */
export interface RangeContract {
  low: number | null;
  high: number | null;
  quote: ContractQuote;
  label?: string;
}

export type LadderVenueInput =
  | { form: "survival"; contracts: StrikeContract[] }
  | { form: "ranges"; contracts: RangeContract[] };

export interface OutcomeContract {
  label: string;
  value: number;
  quote: ContractQuote;
}

export interface InputsByClass {
  /** The YES contract per venue. */
  binary_probability: PerVenue<ContractQuote>;
  strike_ladder_expectation: PerVenue<LadderVenueInput>;
  categorical_expectation: PerVenue<OutcomeContract[]>;
}

export interface MethodologyOptions {
  quoteSelection: QuoteSelectionOptions;
  venueWeights: VenueWeights;
  /** Ladder tails and domain (strike_ladder_expectation only). */
  ladder?: LadderOptions;
}

export interface VenueResult {
  value: number | null;
  /** Binary only: which price stood for the contract. */
  source?: PriceSource;
  reason?: string;
}

export interface IndexComputation {
  /** Percent for binary_probability; index units (an expectation) for the other classes. */
  value: number | null;
  /** The venue mixture; absent when no venue has one or the venues' supports differ. */
  distribution?: Distribution;
  venuesUsed: VenueId[];
  effectiveWeights: PerVenue<number>;
  /** Each venue given in the inputs, with its own value or the reason it has none. */
  venues: PerVenue<VenueResult>;
  reason?: string;
  /** Why `distribution` is absent while `value` is present. */
  distributionReason?: string;
}

type Handler<C extends CalculationClass> = (
  inputs: InputsByClass[C],
  options: MethodologyOptions,
) => IndexComputation;

const HANDLERS: { [C in CalculationClass]: Handler<C> } = {
  binary_probability: (inputs, options) =>
    blendVenues(
      perVenue(inputs, (quote) => {
        const selected = selectQuotePrice(quote, options.quoteSelection);
        const binary = binaryIndexValue(selected);
        const { distribution } = binaryDistribution(selected);
        return {
          result: {
            value: binary.value,
            ...(selected.source ? { source: selected.source } : {}),
            ...(binary.reason ? { reason: binary.reason } : {}),
          },
          distribution,
        };
      }),
      options,
    ),
  strike_ladder_expectation: (inputs, options) =>
    blendVenues(
      perVenue(inputs, (ladder) => fromDistribution(ladderDistribution(ladder, options))),
      options,
    ),
  categorical_expectation: (inputs, options) =>
    blendVenues(
      perVenue(inputs, (outcomes) =>
        fromDistribution(
          categoricalDistribution(
            outcomes.map(({ label, value, quote }) => {
              const selected = selectQuotePrice(quote, options.quoteSelection);
              return { label, value, probability: selected.price, reason: selected.reason };
            }),
          ),
        ),
      ),
      options,
    ),
};

/**
 * The index value for one calculation class. Pure: clocks come from `options.quoteSelection.now`.
 * Throws RangeError only for invalid quote-selection options (configuration, not data).
 */
export function computeIndexValue<C extends CalculationClass>(
  classOfIndex: C,
  inputs: InputsByClass[C],
  options: MethodologyOptions,
): IndexComputation {
  const handler: Handler<C> = HANDLERS[classOfIndex];
  return handler(inputs, options);
}

function ladderDistribution(ladder: LadderVenueInput, options: MethodologyOptions): DistributionResult {
  const select = (quote: ContractQuote) => selectQuotePrice(quote, options.quoteSelection);
  if (ladder.form === "survival") {
    return survivalLadderDistribution(
      ladder.contracts.map(({ strike, quote, weight, label }) => {
        const { price, reason } = select(quote);
        return { strike, probability: price, reason, weight, label };
      }),
      options.ladder,
    );
  }
  return rangeBucketDistribution(
    ladder.contracts.map(({ low, high, quote, label }) => {
      const { price, reason } = select(quote);
      return { low, high, probability: price, reason, label };
    }),
    options.ladder,
  );
}

interface VenueComputation {
  result: VenueResult;
  distribution: Distribution | null;
}

function fromDistribution(computed: DistributionResult): VenueComputation {
  return computed.distribution === null
    ? { result: { value: null, reason: computed.reason }, distribution: null }
    : { result: { value: computed.expectation }, distribution: computed.distribution };
}

function perVenue<T>(
  inputs: PerVenue<T>,
  compute: (input: T) => VenueComputation,
): PerVenue<VenueComputation> {
  const computed: PerVenue<VenueComputation> = {};
  for (const venue of VENUE_IDS) {
    const input = inputs[venue];
    if (input !== undefined) computed[venue] = compute(input);
  }
  return computed;
}

function blendVenues(computed: PerVenue<VenueComputation>, options: MethodologyOptions): IndexComputation {
  const values: PerVenue<number | null> = {};
  const distributions: PerVenue<Distribution | null> = {};
  const venues: PerVenue<VenueResult> = {};
  for (const venue of VENUE_IDS) {
    const entry = computed[venue];
    if (entry === undefined) continue;
    values[venue] = entry.result.value;
    distributions[venue] = entry.distribution;
    venues[venue] = entry.result;
  }
  const blend = blendVenueValues(values, options.venueWeights);
  const base = { venuesUsed: blend.venuesUsed, effectiveWeights: blend.effectiveWeights, venues };
  if (blend.value === null) return { ...base, value: null, reason: blend.reason ?? "no_venue" };
  const mixture = blendDistributions(distributions, options.venueWeights);
  return mixture.distribution === null
    ? { ...base, value: blend.value, distributionReason: mixture.reason }
    : { ...base, value: blend.value, distribution: mixture.distribution };
}
