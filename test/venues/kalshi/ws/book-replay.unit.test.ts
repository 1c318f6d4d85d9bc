import { describe, it } from "vitest";
import { applyDeltaToSet, type BookSet } from "../../../../src/domain/book/index.ts";
import { kalshiOrderbookSchema } from "../../../../src/venues/kalshi/kalshi-schema.ts";
import { kalshiRestSnapshot, parseKalshiFrame } from "../../../../src/venues/kalshi/ws/kalshi-ws-parse.ts";
import { bookSetOf, expectSameBook } from "../../../support/books.ts";
import { type Rng, random } from "../../../support/random.ts";

/**
 * The stream agrees with the REST book: a book built from a REST order book plus N generated
 * `orderbook_delta` frames equals the book built from the REST order book that has the same changes
 * applied independently (plain integer arithmetic on hundredths of a contract here).
 */

const TICKER = "KXFED-26DEC-T3.75";
type Outcome = "yes" | "no";
/** Resting size in hundredths of a contract, by price text ("0.4100"), per outcome. */
type State = Record<Outcome, Map<string, number>>;

const hundredths = (value: number): string => {
  const sign = value < 0 ? "-" : "";
  const magnitude = Math.abs(value);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
};

/** Whole cents mostly, and some sub-penny prices as Kalshi allows. */
const pricePick = (rng: Rng): string =>
  rng.chance(0.8)
    ? `0.${String(rng.int(1, 99)).padStart(2, "0")}00`
    : `0.${String(rng.int(1, 9999)).padStart(4, "0")}`;

function initialState(rng: Rng): State {
  const state: State = { yes: new Map(), no: new Map() };
  for (const outcome of ["yes", "no"] as const) {
    const count = rng.int(0, 15);
    for (let i = 0; i < count; i++) state[outcome].set(pricePick(rng), rng.int(1, 50_000));
  }
  return state;
}

/** The REST order book of a state, read through the REST adapter's own schema. */
function restBook(state: State): BookSet {
  const side = (outcome: Outcome) => [...state[outcome]].map(([price, size]) => [price, hundredths(size)]);
  const parsed = kalshiOrderbookSchema.safeParse({
    orderbook_fp: { yes_dollars: side("yes"), no_dollars: side("no") },
  });
  if (!parsed.success) throw new Error("REST book did not parse");
  return bookSetOf(TICKER, kalshiRestSnapshot(parsed.data));
}

/** One random change, applied to the state, as the frame Kalshi would send. */
function change(rng: Rng, state: State, seq: number): string {
  const outcome: Outcome = rng.chance(0.5) ? "yes" : "no";
  const levels = state[outcome];
  const existing = [...levels.keys()];
  const price = existing.length > 0 && rng.chance(0.7) ? rng.pick(existing) : pricePick(rng);
  const before = levels.get(price) ?? 0;
  let delta = rng.int(-before, 30_000);
  if (delta === 0) delta = 100;
  if (before + delta === 0) levels.delete(price);
  else levels.set(price, before + delta);
  return JSON.stringify({
    type: "orderbook_delta",
    sid: 7,
    seq,
    msg: {
      market_ticker: TICKER,
      market_id: "m",
      price_dollars: price,
      delta_fp: hundredths(delta),
      side: outcome,
      ts_ms: 1_795_817_764_000 + seq,
    },
  });
}

describe("Kalshi: REST book + generated deltas = the next REST book", () => {
  for (let seed = 1; seed <= 25; seed++) {
    it(`seed ${seed}`, () => {
      const rng = random(seed * 7_919);
      const state = initialState(rng);
      let set = restBook(state);
      const count = rng.int(1, 120);
      for (let seq = 1; seq <= count; seq++) {
        const parsed = parseKalshiFrame(change(rng, state, seq));
        if (!parsed.ok) throw new Error(parsed.reason);
        const [event] = parsed.events;
        if (event?.kind !== "delta") throw new Error("not a delta");
        const applied = applyDeltaToSet(set, event.market, event, event.seq);
        if (!applied.ok) throw new Error(`${applied.kind} ${applied.reason} at seq ${seq}`);
        set = applied.set;
      }
      expectSameBook(set, restBook(state), TICKER);
    });
  }
});
