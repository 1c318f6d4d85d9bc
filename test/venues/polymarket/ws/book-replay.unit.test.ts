import { describe, expect, it } from "vitest";
import { applyDeltaToSet, type BookSet, topOfBook } from "../../../../src/domain/book/index.ts";
import { parseClobBook } from "../../../../src/venues/polymarket/polymarket-schema.ts";
import {
  clobRestSnapshot,
  parsePolymarketFrame,
} from "../../../../src/venues/polymarket/ws/polymarket-ws-parse.ts";
import { bookSetOf, expectSameBook } from "../../../support/books.ts";
import { type Rng, random } from "../../../support/random.ts";

/**
 * The stream agrees with the REST book: a token's book from `GET /book` plus N generated
 * `price_change` frames (absolute sizes, "0" removes) equals the book built from the next `GET /book`
 * with the same changes applied independently; and after each change the venue's own best bid and
 * ask (sent with the change) match the book's top.
 */

const TOKEN = "71321045679252212594626385532706912750332728571942532289631379312455583992563";
type Side = "bids" | "asks";
/** Resting size in hundredths of a share, by price text ("0.61" or "0.615"). */
type State = Record<Side, Map<string, number>>;

const hundredths = (value: number): string =>
  value % 100 === 0
    ? String(value / 100)
    : `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, "0")}`;

const pricePick = (rng: Rng, side: Side): string => {
  // Bids below 0.5, asks above, so the generated book never crosses.
  const cents = side === "bids" ? rng.int(1, 49) : rng.int(51, 99);
  return rng.chance(0.8) ? `0.${String(cents).padStart(2, "0")}` : `0.${String(cents).padStart(2, "0")}5`;
};

function initialState(rng: Rng): State {
  const state: State = { bids: new Map(), asks: new Map() };
  for (const side of ["bids", "asks"] as const) {
    const count = rng.int(0, 20);
    for (let i = 0; i < count; i++) state[side].set(pricePick(rng, side), rng.int(1, 100_000));
  }
  return state;
}

function restBook(state: State): BookSet {
  const side = (name: Side) => [...state[name]].map(([price, size]) => ({ price, size: hundredths(size) }));
  const parsed = parseClobBook({
    asset_id: TOKEN,
    timestamp: "1795356187412",
    bids: side("bids"),
    asks: side("asks"),
  });
  if (!parsed.success) throw new Error("REST book did not parse");
  return bookSetOf(TOKEN, clobRestSnapshot(parsed.data));
}

const best = (levels: Map<string, number>, higher: boolean): string | null => {
  const prices = [...levels.keys()].sort((a, b) => (higher ? Number(b) - Number(a) : Number(a) - Number(b)));
  return prices[0] ?? null;
};

/** A frame of 1–4 random changes, applied to the state, each with the venue's best bid and ask after it. */
function frame(rng: Rng, state: State, at: number): string {
  const changes = Array.from({ length: rng.int(1, 4) }, () => {
    const side: Side = rng.chance(0.5) ? "bids" : "asks";
    const existing = [...state[side].keys()];
    const price = existing.length > 0 && rng.chance(0.6) ? rng.pick(existing) : pricePick(rng, side);
    const size = rng.chance(0.3) ? 0 : rng.int(1, 100_000);
    if (size === 0) state[side].delete(price);
    else state[side].set(price, size);
    return {
      asset_id: TOKEN,
      price,
      size: hundredths(size),
      side: side === "bids" ? "BUY" : "SELL",
      hash: "0",
      best_bid: best(state.bids, true) ?? "0",
      best_ask: best(state.asks, false) ?? "1",
    };
  });
  return JSON.stringify({
    event_type: "price_change",
    market: "0xabc",
    price_changes: changes,
    timestamp: String(at),
  });
}

describe("Polymarket: REST book + generated price changes = the next REST book", () => {
  for (let seed = 1; seed <= 25; seed++) {
    it(`seed ${seed}`, () => {
      const rng = random(seed * 104_729);
      const state = initialState(rng);
      let set = restBook(state);
      const frames = rng.int(1, 60);
      for (let i = 0; i < frames; i++) {
        const parsed = parsePolymarketFrame(frame(rng, state, 1_795_356_190_000 + i));
        if (!parsed.ok) throw new Error(parsed.reason);
        for (const event of parsed.events) {
          if (event.kind !== "delta") throw new Error("not a delta");
          const applied = applyDeltaToSet(set, event.market, event, event.seq);
          if (!applied.ok) throw new Error(`${applied.kind} ${applied.reason}`);
          set = applied.set;
          const top = topOfBook(applied.book);
          expect({ bid: top.bid?.price ?? null, ask: top.ask?.price ?? null }).toEqual(event.venue_top);
        }
      }
      expectSameBook(set, restBook(state), TOKEN);
    });
  }
});
