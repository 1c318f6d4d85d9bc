/**
 * How catalog contracts hang together for the price model. Contracts of one index share a latent
 * driver (a "structure"), so a strike ladder's rungs move together, categorical outcomes compete for one
 * unit of probability, and both venues quote the same underlying at slightly different levels. A factor
 * theme's contracts follow the theme's path (theme-paths.ts), which also drives the simulated equities.
 */
import { INSTRUMENTS, THEME_CONTRACTS } from "../src/catalog/definitions.ts";
import type { ContractDef, FactorTheme, VenueId } from "../src/catalog/types.ts";
import { extraNumberOf } from "./extra.ts";
import { hashString } from "./hash.ts";

export type Structure =
  | { kind: "binary"; id: string; seed: number }
  /** Strikes ascending; a rung's position indexes this list. */
  | { kind: "ladder"; id: string; seed: number; strikes: number[] }
  /** Outcomes ordered by numeric value; a contract's position indexes them. */
  | { kind: "categorical"; id: string; seed: number; outcomes: number }
  /** A factor theme: the probability of its adverse outcome follows the theme's path. */
  | { kind: "theme"; id: string; seed: number; theme: FactorTheme };

export interface Placement {
  structure: Structure;
  venue: VenueId;
  position: number;
  /** The contract's YES is the structure's NO (a theme contract whose adverse side is NO). */
  inverted: boolean;
}

/** The model's name for one venue market: `kalshi:<ticker>` or `polymarket:<gamma id>`. */
export function marketKey(venue: VenueId, marketId: string): string {
  return `${venue}:${marketId}`;
}

let registry: Map<string, Placement> | null = null;

/** Where a market sits in the model, or null for an unknown key. */
export function placementOf(key: string): Placement | null {
  registry ??= buildRegistry();
  const known = registry.get(key);
  if (known) return known;
  const extra = extraNumberOf(key);
  if (extra === null) return calendarPlacement(key);
  // Padding market n on both venues is one synthetic question, quoted by each.
  const id = `extra:${extra}`;
  return {
    structure: { kind: "binary", id, seed: hashString(id) },
    venue: key.startsWith("kalshi:") ? "kalshi" : "polymarket",
    position: 0,
    inverted: false,
  };
}

const CALENDAR_KEY = /^(kalshi:KXPIXCAL-\d{1,9}-\d|polymarket:\d{8,10})$/;

/** A resolution-calendar market (calendar.ts): a binary question of its own. */
function calendarPlacement(key: string): Placement | null {
  if (!CALENDAR_KEY.test(key)) return null;
  const id = `calendar:${key}`;
  return {
    structure: { kind: "binary", id, seed: hashString(id) },
    venue: key.startsWith("kalshi:") ? "kalshi" : "polymarket",
    position: 0,
    inverted: false,
  };
}

function buildRegistry(): Map<string, Placement> {
  const out = new Map<string, Placement>();
  const place = (
    contract: { venue: VenueId; marketId: string },
    structure: Structure,
    position: number,
    inverted = false,
  ) => {
    const key = marketKey(contract.venue, contract.marketId);
    if (!out.has(key)) out.set(key, { structure, venue: contract.venue, position, inverted });
  };
  // Themes first: a contract used by a factor theme and an index follows the theme's path, so every
  // theme contract moves with the equities' planted exposures (the index then moves with the theme).
  for (const contract of THEME_CONTRACTS) {
    // The theme's latent level is the adverse outcome's probability, so both venues' contracts move
    // together in the adverse direction even when one asks the opposite question.
    const id = `theme:${contract.theme}`;
    const structure: Structure = { kind: "theme", id, seed: hashString(id), theme: contract.theme };
    place(contract, structure, 0, contract.adverseSide === "no");
  }
  for (const instrument of INSTRUMENTS) {
    const id = `instrument:${instrument.symbol}`;
    const seed = hashString(id);
    const contracts = instrument.contracts;
    if (contracts.every((c) => c.role === "ladder_above")) {
      const strikes = distinctSorted(contracts.map((c) => Number(c.strike)));
      const structure: Structure = { kind: "ladder", id, seed, strikes };
      for (const c of contracts) place(c, structure, strikes.indexOf(Number(c.strike)));
    } else if (contracts.every((c) => c.role === "categorical_outcome")) {
      const values = distinctSorted(contracts.map(outcomeValue));
      const structure: Structure = { kind: "categorical", id, seed, outcomes: values.length };
      for (const c of contracts) place(c, structure, values.indexOf(outcomeValue(c)));
    } else {
      const structure: Structure = { kind: "binary", id, seed };
      for (const c of contracts) place(c, structure, 0);
    }
  }
  return out;
}

const outcomeValue = (c: ContractDef) => Number(c.outcomeValue);

function distinctSorted(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}
