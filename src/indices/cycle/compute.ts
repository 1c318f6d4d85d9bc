/**
 * From tape rows to instrument values: pure, so a committed round can be recomputed from the lake tape
 * alone (npm run audit). Inputs are the catalog as stored in D1 and the rows the normalizer wrote.
 */

import type { CycleContract, CycleInstrument } from "../../catalog/store.ts";
import { rfc3339 } from "../../domain/clock.ts";
import { decimalFromNumber, formatDecimal, parseDecimal, toNumber } from "../../domain/decimal.ts";
import {
  type CalculationClass,
  type ContractQuote,
  computeIndexValue,
  type Distribution,
  type IndexComputation,
  type InputsByClass,
  isCalculationClass,
  type PerVenue,
  VENUE_IDS,
  type VenueId,
} from "../../domain/methodology/index.ts";
import type { LakeRow } from "../../venues/shared/row.ts";

/** Quote selection constants of methodology 1.0.0 (stated here, not in the public payload). */
export const QUOTE_SELECTION = { maxSpread: 0.1, staleAfterSeconds: 900 } as const;

export interface InstrumentValue {
  symbol: string;
  value: number | null;
  valueDecimal: string | null;
  /** The oldest source observation the value depends on: the honest clock of the value. */
  sourceObservedAt: string | null;
  distribution: Distribution | null;
  venuesUsed: VenueId[];
  reason: string | null;
}

const num = (text: string | null | undefined): number | null => {
  if (text === null || text === undefined) return null;
  const parsed = parseDecimal(text);
  return parsed === null ? null : toNumber(parsed);
};

function quoteOf(row: LakeRow): ContractQuote {
  return {
    bid: num(row.bid),
    ask: num(row.ask),
    last: num(row.last),
    indicative: num(row.indicative),
    observedAt: row.observed_at,
    twoSidedBook: row.two_sided_book,
  };
}

/** YES rows by venue and market id. */
export function indexRows(rowsByVenue: Partial<Record<string, readonly LakeRow[]>>): Map<string, LakeRow> {
  const byKey = new Map<string, LakeRow>();
  for (const rows of Object.values(rowsByVenue)) {
    for (const row of rows ?? []) {
      if (row.outcome.toLowerCase() === "yes") byKey.set(`${row.venue}|${row.market_id}`, row);
    }
  }
  return byKey;
}

function inputsFor(
  instrument: CycleInstrument,
  cls: CalculationClass,
  rows: Map<string, LakeRow>,
): { inputs: InputsByClass[CalculationClass]; observed: string[] } {
  const observed: string[] = [];
  const rowFor = (c: CycleContract) => {
    const row = rows.get(`${c.venue}|${c.marketId}`);
    if (row) observed.push(row.observed_at);
    return row;
  };
  const byVenue = (venue: VenueId) => instrument.contracts.filter((c) => c.venue === venue);
  const weighted = VENUE_IDS.filter((v) => (instrument.venueWeights[v] ?? 0) > 0);

  if (cls === "binary_probability") {
    const inputs: PerVenue<ContractQuote> = {};
    for (const venue of weighted) {
      const row = byVenue(venue)
        .map(rowFor)
        .find((r) => r !== undefined);
      if (row) inputs[venue] = quoteOf(row);
    }
    return { inputs, observed };
  }
  if (cls === "strike_ladder_expectation") {
    const inputs: InputsByClass["strike_ladder_expectation"] = {};
    for (const venue of weighted) {
      const contracts = byVenue(venue).flatMap((c) => {
        const row = rowFor(c);
        const strike = num(c.strikeLow);
        return row && strike !== null ? [{ strike, quote: quoteOf(row), label: `above ${c.strikeLow}` }] : [];
      });
      if (contracts.length > 0) inputs[venue] = { form: "survival", contracts };
    }
    return { inputs, observed };
  }
  const inputs: InputsByClass["categorical_expectation"] = {};
  for (const venue of weighted) {
    const outcomes = byVenue(venue).flatMap((c) => {
      const row = rowFor(c);
      const value = num(c.outcomeValue);
      return row && value !== null
        ? [{ label: c.outcomeLabel ?? c.outcomeValue ?? c.marketId, value, quote: quoteOf(row) }]
        : [];
    });
    if (outcomes.length > 0) inputs[venue] = outcomes;
  }
  return { inputs, observed };
}

/** The wire-stable decimal of a computed value at the instrument's precision. */
export function valueDecimalOf(value: number, decimals: number): string | null {
  const scaled = decimalFromNumber(value);
  return scaled === null ? null : formatDecimal(scaled, decimals);
}

export function computeInstrument(
  instrument: CycleInstrument,
  rows: Map<string, LakeRow>,
  cycleStartMs: number,
): InstrumentValue {
  const none = (reason: string): InstrumentValue => ({
    symbol: instrument.symbol,
    value: null,
    valueDecimal: null,
    sourceObservedAt: null,
    distribution: null,
    venuesUsed: [],
    reason,
  });
  if (!isCalculationClass(instrument.calculationClass)) return none("unknown_calculation_class");
  const cls = instrument.calculationClass;
  const { inputs, observed } = inputsFor(instrument, cls, rows);
  const domain =
    instrument.domainMin !== null && instrument.domainMax !== null
      ? { min: num(instrument.domainMin) ?? undefined, max: num(instrument.domainMax) ?? undefined }
      : undefined;
  const computation: IndexComputation = computeIndexValue(cls, inputs as never, {
    quoteSelection: { ...QUOTE_SELECTION, now: rfc3339(cycleStartMs) },
    venueWeights: instrument.venueWeights,
    ...(domain ? { ladder: { domain } } : {}),
  });
  if (computation.value === null) return none(computation.reason ?? "no_value");
  const valueDecimal = valueDecimalOf(computation.value, instrument.decimals);
  if (valueDecimal === null) return none("value_not_finite");
  return {
    symbol: instrument.symbol,
    value: Number(valueDecimal),
    valueDecimal,
    sourceObservedAt: [...observed].sort()[0] ?? null,
    distribution: computation.distribution ?? null,
    venuesUsed: computation.venuesUsed,
    reason: null,
  };
}
