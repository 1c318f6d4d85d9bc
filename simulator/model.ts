/**
 * The price model: every quote is a pure function of (market key, minute). A structure's latent level
 * is a sum of slow sines with seed-derived phases plus per-minute hash noise; each venue adds its own
 * small deviation; a ladder maps the level through a logistic per strike, a categorical event through a
 * softmax. Mids sit on a half-cent grid so the books around them are exact cents.
 */
import type { VenueId } from "../src/catalog/types.ts";
import { hashString, mix, signedNoise, unit } from "./hash.ts";
import { type Placement, placementOf, type Structure } from "./structures.ts";
import { themeLogit } from "./theme-paths.ts";

export const MINUTE_MS = 60_000;

export const minuteOf = (epochMs: number): number => Math.floor(epochMs / MINUTE_MS);

/** One minute's quote for one market, in cents (probability × 100) so formatting is exact. */
export interface SimulatedQuote {
  minute: number;
  /** YES mid as a probability on the half-cent grid: what `simulatedProbability` returns. */
  mid: number;
  /** The same mid in half-cents (3..197). */
  midHalfCents: number;
  /** Best YES bid and ask in cents; null when that side of the book is empty this minute. */
  bidCents: number | null;
  askCents: number | null;
  /** Bid-ask distance in cents (1..4), also when a side is missing. */
  spreadCents: number;
  /** Last trade in cents. */
  lastCents: number;
}

// Salts keep the hash streams of different uses independent.
const SALT = {
  center: 0x1001,
  violation: 0x2002,
  violationRung: 0x3003,
  spread: 0x4004,
  missing: 0x5005,
  missingSide: 0x6006,
  last: 0x7007,
  venueBias: 0x8008,
  venuePhase: 0x9009,
};
const VENUE_SALT: Record<VenueId, number> = { kalshi: 0x6b616c73, polymarket: 0x706f6c79 };

/** About one ladder minute in 40 per venue shows one rung priced above the rung below it. */
const VIOLATION_RATE = 1 / 40;
/** About one market in 50 per minute has one empty side of the book. */
const MISSING_SIDE_RATE = 1 / 50;

const WAVES = [
  { periodMinutes: 97, amplitude: 0.2 },
  { periodMinutes: 463, amplitude: 0.35 },
  { periodMinutes: 2281, amplitude: 0.45 },
  { periodMinutes: 10079, amplitude: 0.5 },
];

/** A smooth path, roughly in [-1.5, 1.5], moving a little every minute. */
function smoothPath(seed: number, minute: number): number {
  let sum = 0;
  WAVES.forEach((wave, k) => {
    const phase = 2 * Math.PI * unit(mix(seed, k + 1));
    sum += wave.amplitude * Math.sin((2 * Math.PI * minute) / wave.periodMinutes + phase);
  });
  return sum;
}

/** A venue's own deviation from the shared level: a fixed bias, a slow wobble and minute noise. */
function venueDeviation(seed: number, venue: VenueId, minute: number): number {
  const venueSeed = mix(seed, VENUE_SALT[venue]);
  const bias = signedNoise(venueSeed, SALT.venueBias);
  const phase = 2 * Math.PI * unit(mix(venueSeed, SALT.venuePhase));
  return (
    0.6 * bias + 0.25 * Math.sin((2 * Math.PI * minute) / 733 + phase) + 0.15 * signedNoise(venueSeed, minute)
  );
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => Math.log(p / (1 - p));

function binaryProbability(structure: Structure, venue: VenueId, minute: number): number {
  const { seed } = structure;
  const center = logit(0.12 + 0.5 * unit(mix(seed, SALT.center)));
  const level =
    center +
    0.9 * smoothPath(seed, minute) +
    0.12 * signedNoise(seed, minute) +
    0.15 * venueDeviation(seed, venue, minute);
  return logistic(level);
}

/**
 * A theme contract: the theme's path plus a little venue deviation and minute noise, so the two venues
 * quote the same theme at slightly different levels and daily changes measure the path with small error.
 */
function themeProbability(
  structure: Extract<Structure, { kind: "theme" }>,
  venue: VenueId,
  minute: number,
): number {
  const { seed, theme } = structure;
  const level =
    themeLogit(theme, minute * MINUTE_MS) +
    0.1 * signedNoise(seed, minute) +
    0.08 * venueDeviation(seed, venue, minute);
  return logistic(level);
}

function ladderRung(strikes: number[], seed: number, venue: VenueId, minute: number, rung: number): number {
  const low = strikes[0] ?? 0;
  const high = strikes[strikes.length - 1] ?? low;
  const span = high - low || 1;
  const step = span / Math.max(1, strikes.length - 1);
  const center = low + span * (0.3 + 0.4 * unit(mix(seed, SALT.center)));
  // Noise moves the level, never single rungs, so the clean ladder stays monotone in the strike.
  const level =
    center +
    0.3 * span * smoothPath(seed, minute) +
    0.15 * step * signedNoise(seed, minute) +
    0.12 * step * venueDeviation(seed, venue, minute);
  return logistic((level - (strikes[rung] ?? low)) / (0.8 * step));
}

/** A violation moves one rung above the rung below it; only rungs this close to it qualify (tails). */
const VIOLATION_MAX_GAP = 0.08;
const VIOLATION_BUMP = 0.015;

/** The rung priced out of order this minute on this venue, or null (most minutes). */
export function violatedRung(structure: Structure, venue: VenueId, minute: number): number | null {
  if (structure.kind !== "ladder" || structure.strikes.length < 2) return null;
  const venueSeed = mix(structure.seed, VENUE_SALT[venue]);
  if (unit(mix(mix(venueSeed, SALT.violation), minute)) >= VIOLATION_RATE) return null;
  // Only a rung close to its neighbour is bumped, so the violation stays small.
  const { strikes, seed } = structure;
  const clean = strikes.map((_, rung) => ladderRung(strikes, seed, venue, minute, rung));
  const candidates: number[] = [];
  for (let rung = 1; rung < clean.length; rung++) {
    if ((clean[rung - 1] ?? 0) - (clean[rung] ?? 0) < VIOLATION_MAX_GAP) candidates.push(rung);
  }
  if (candidates.length === 0) return null;
  return (
    candidates[Math.floor(unit(mix(mix(venueSeed, SALT.violationRung), minute)) * candidates.length)] ?? null
  );
}

function ladderProbability(
  structure: Extract<Structure, { kind: "ladder" }>,
  venue: VenueId,
  minute: number,
  rung: number,
): number {
  const { strikes, seed } = structure;
  if (violatedRung(structure, venue, minute) === rung) {
    // A small, deliberate monotonicity violation, so the consumer's repair step has work to do.
    return Math.min(ladderRung(strikes, seed, venue, minute, rung - 1) + VIOLATION_BUMP, 0.985);
  }
  return ladderRung(strikes, seed, venue, minute, rung);
}

function categoricalProbability(
  structure: Extract<Structure, { kind: "categorical" }>,
  venue: VenueId,
  minute: number,
  position: number,
): number {
  const { seed, outcomes } = structure;
  const span = Math.max(1, outcomes - 1);
  const center =
    span * (0.3 + 0.4 * unit(mix(seed, SALT.center))) +
    0.35 * span * smoothPath(seed, minute) +
    0.1 * signedNoise(seed, minute);
  const scores: number[] = [];
  for (let j = 0; j < outcomes; j++) {
    const outcomeSeed = mix(seed, 0x100 + j);
    scores.push(
      -((j - center) ** 2) / (2 * 0.81) +
        0.1 * signedNoise(outcomeSeed, minute) +
        0.1 * venueDeviation(outcomeSeed, venue, minute),
    );
  }
  const top = Math.max(...scores);
  const weights = scores.map((s) => Math.exp(s - top));
  const total = weights.reduce((a, b) => a + b, 0);
  return (weights[position] ?? 0) / total;
}

/** The model's raw YES probability before rounding to the half-cent grid. */
function rawProbability(placement: Placement, minute: number): number {
  const { structure, venue, position } = placement;
  let p: number;
  if (structure.kind === "ladder") p = ladderProbability(structure, venue, minute, position);
  else if (structure.kind === "categorical") p = categoricalProbability(structure, venue, minute, position);
  else if (structure.kind === "theme") p = themeProbability(structure, venue, minute);
  else p = binaryProbability(structure, venue, minute);
  return placement.inverted ? 1 - p : p;
}

function requirePlacement(key: string): Placement {
  const placement = placementOf(key);
  if (!placement) throw new RangeError(`simulator: unknown market key ${key}`);
  return placement;
}

/** The quote of a market (by `marketKey(venue, id)`) at a minute number (epoch ms / 60,000). */
export function quoteAtMinute(key: string, minute: number): SimulatedQuote {
  const placement = requirePlacement(key);
  const keySeed = hashString(key);
  const midHalfCents = Math.min(197, Math.max(3, Math.round(rawProbability(placement, minute) * 200)));
  // bid = (mid - spread) / 2 must be whole cents, so the spread's parity follows the mid's.
  const choices = midHalfCents % 2 === 0 ? [2, 4] : [1, 3];
  let spreadCents = unit(mix(mix(keySeed, SALT.spread), minute)) < 0.5 ? choices[0] : choices[1];
  spreadCents ??= 2;
  while (spreadCents > midHalfCents - 2 || spreadCents > 198 - midHalfCents) spreadCents -= 2;
  const bid = (midHalfCents - spreadCents) / 2;
  const ask = bid + spreadCents;
  let bidCents: number | null = bid;
  let askCents: number | null = ask;
  if (unit(mix(mix(keySeed, SALT.missing), minute)) < MISSING_SIDE_RATE) {
    if (mix(mix(keySeed, SALT.missingSide), minute) % 2 === 0) bidCents = null;
    else askCents = null;
  }
  const lastCents = Math.round(
    (midHalfCents + spreadCents * signedNoise(mix(keySeed, SALT.last), minute)) / 2,
  );
  return {
    minute,
    mid: midHalfCents / 200,
    midHalfCents,
    bidCents,
    askCents,
    spreadCents,
    lastCents: Math.min(99, Math.max(1, lastCents)),
  };
}

/** The quote of a market at an instant (the minute containing it). */
export function simulatedQuote(key: string, epochMs: number): SimulatedQuote {
  return quoteAtMinute(key, minuteOf(epochMs));
}

/**
 * The YES probability (mid) the simulator serves for a market at an instant: the same number its books
 * are centred on. Pure, so a seed step can write synthetic history for past minutes without HTTP.
 * `marketKey` is `kalshi:<ticker>` or `polymarket:<gamma id>` (see `marketKey()`); unknown keys throw.
 */
export function simulatedProbability(marketKey: string, epochMs: number): number {
  return simulatedQuote(marketKey, epochMs).mid;
}
