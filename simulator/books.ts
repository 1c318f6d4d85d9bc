/**
 * The one order book per market that the REST book routes and the market-data streams both read.
 *
 * A book is kept in YES terms: bids and asks, each a map from a price in whole cents to a size in
 * hundredths of a contract. A Kalshi book is the YES bids plus the NO bids (a NO bid at 100 − p is a
 * YES ask at p); a Polymarket YES token's book is the bids and asks as they are, its NO token's the
 * mirror (a YES ask at p is a NO bid at 100 − p, same size).
 *
 * With nothing streaming, a market's book is the base book of the current minute: a pure function of
 * (market, minute) centred on the model's quote (`model.ts`), as before. A book becomes live when a
 * stream subscribes to it or an event moves it: from then on it is kept here, moved by `step` (level
 * size changes, new and cancelled levels, trades, tick size changes) and rolled to the next minute's base
 * book when the minute turns (on the next read or event). Every change is announced to the listeners
 * (the streams) synchronously, in the order it happened, so a stream's book after its snapshot and all
 * the updates sent so far equals what the REST route answers at that moment.
 */
import { hashString, hexFor, mix, unit } from "./hash.ts";
import { quoteAtMinute } from "./model.ts";
import type { SimMarket } from "./universe.ts";

/** Levels per side of a base book. */
const BASE_DEPTH = 5;
/** A side never grows beyond this many levels: adding to a full side cancels its worst level instead. */
const MAX_DEPTH = 8;

export type BookSide = "bid" | "ask";

export interface MarketBook {
  /** The minute whose base book this book started from. */
  minute: number;
  /** YES bids and asks: price in cents → size in hundredths of a contract. */
  bids: Map<number, number>;
  asks: Map<number, number>;
  /** Last trade in cents. */
  lastCents: number;
  /** Tick size in thousandths of a dollar (10 = 0.01, 1 = 0.001). */
  tickThousandths: number;
}

/** One level's new size (0: the level is gone), and its size before. */
export interface LevelChange {
  side: BookSide;
  priceCents: number;
  size: number;
  previous: number;
}

/** A trade in YES terms: the taker bought YES (lifting an ask) or sold it (hitting a bid). */
export interface BookTrade {
  /** Sequential per simulator, for trade ids. */
  number: number;
  priceCents: number;
  /** Contracts in hundredths. */
  count: number;
  takerBoughtYes: boolean;
}

/** What one event or minute roll did to a market's book. */
export interface BookUpdate {
  market: SimMarket;
  /** The book after the update (the live book itself: read it before the next update). */
  book: MarketBook;
  changes: LevelChange[];
  trade?: BookTrade;
  tick?: { old: number; new: number };
  /** `event` for a stream event, `roll` for the move to the next minute's base book. */
  cause: "event" | "roll";
}

/** A source of uniform numbers in [0, 1). */
export type Random = () => number;

/** A deterministic generator from a seed (a counter through `mix`). */
export function seededRandom(seed: number): Random {
  let counter = 0;
  return () => unit(mix(seed, ++counter));
}

/** The base book of a market at a minute: BASE_DEPTH levels per side from the minute's quote. */
export function baseBook(market: SimMarket, minute: number): MarketBook {
  const quote = quoteAtMinute(market.key, minute);
  const bids = new Map<number, number>();
  const asks = new Map<number, number>();
  const size = baseSize(market, minute);
  for (let i = 0; quote.bidCents !== null && i < BASE_DEPTH && quote.bidCents - i >= 1; i++) {
    bids.set(quote.bidCents - i, size("bid", i));
  }
  for (let i = 0; quote.askCents !== null && i < BASE_DEPTH && quote.askCents + i <= 99; i++) {
    asks.set(quote.askCents + i, size("ask", i));
  }
  return { minute, bids, asks, lastCents: quote.lastCents, tickThousandths: 10 };
}

/** Each venue's level sizes, in hundredths: Kalshi whole contracts 10–2,009, Polymarket 5.00–3,004.99. */
function baseSize(market: SimMarket, minute: number): (side: BookSide, index: number) => number {
  if (market.venue === "kalshi") {
    const seed = hashString(`book:${market.key}`);
    return (side, i) =>
      100 * (10 + Math.floor(2_000 * unit(mix(mix(seed, (side === "bid" ? 1 : 2) * 97 + i), minute))));
  }
  const seed = hashString(`clob:${market.yesTokenId ?? market.key}`);
  return (side, i) =>
    500 + Math.floor(300_000 * unit(mix(mix(seed, (side === "bid" ? 0 : 100) + i), minute)));
}

export const bestBid = (book: MarketBook): number | null =>
  book.bids.size ? Math.max(...book.bids.keys()) : null;
export const bestAsk = (book: MarketBook): number | null =>
  book.asks.size ? Math.min(...book.asks.keys()) : null;

/** A side's levels as [cents, size] pairs, ascending by price. */
export function ascending(levels: Map<number, number>): [number, number][] {
  return [...levels.entries()].sort((a, b) => a[0] - b[0]);
}

/** A book seen from one outcome: the NO outcome's bids are the YES asks mirrored, and the reverse. */
export function outcomeSides(book: MarketBook, outcome: "yes" | "no") {
  if (outcome === "yes") return { bids: book.bids, asks: book.asks };
  const mirror = (levels: Map<number, number>) =>
    new Map([...levels.entries()].map(([price, size]) => [100 - price, size] as [number, number]));
  return { bids: mirror(book.asks), asks: mirror(book.bids) };
}

/** A short digest of one outcome's book (40 hex digits), as a CLOB book's `hash`: it changes with the book. */
export function outcomeBookHash(tokenId: string, book: MarketBook, outcome: "yes" | "no"): string {
  const { bids, asks } = outcomeSides(book, outcome);
  const text = (levels: Map<number, number>) =>
    ascending(levels)
      .map(([p, s]) => `${p}:${s}`)
      .join(",");
  return hexFor(`${tokenId}|${text(bids)}|${text(asks)}|${book.tickThousandths}`, 40);
}

export interface BookStore {
  /** The market's book at `minute` (live if kept, else the base book); never keeps a new one. */
  read(market: SimMarket, minute: number): MarketBook;
  /** The market's book at `minute`, kept live from now on (a stream subscribed to it). */
  track(market: SimMarket, minute: number): MarketBook;
  /** Moves the market's book by one random event at `minute` and announces the update. */
  step(market: SimMarket, minute: number, random: Random): BookUpdate;
  /** Rolls every live book of the venue to `minute` (announcing each roll). */
  rollAll(venue: SimMarket["venue"], minute: number): void;
  /** Calls `listener` with every update from now on; returns the function that stops it. */
  listen(listener: (update: BookUpdate) => void): () => void;
}

export function createBookStore(): BookStore {
  const live = new Map<string, { market: SimMarket; book: MarketBook }>();
  const listeners = new Set<(update: BookUpdate) => void>();
  let trades = 0;

  const announce = (update: BookUpdate) => {
    if (update.changes.length === 0 && !update.trade && !update.tick) return;
    for (const listener of listeners) listener(update);
  };

  /** Brings a kept book to `minute`: the new base book, announced as the level changes between them. */
  function roll(market: SimMarket, book: MarketBook, minute: number): void {
    if (book.minute === minute) return;
    const next = baseBook(market, minute);
    const changes: LevelChange[] = [];
    for (const side of ["bid", "ask"] as const) {
      const before = side === "bid" ? book.bids : book.asks;
      const after = side === "bid" ? next.bids : next.asks;
      const prices = new Set([...before.keys(), ...after.keys()]);
      for (const price of [...prices].sort((a, b) => a - b)) {
        const previous = before.get(price) ?? 0;
        const size = after.get(price) ?? 0;
        if (previous !== size) changes.push({ side, priceCents: price, size, previous });
      }
    }
    book.minute = minute;
    book.bids = next.bids;
    book.asks = next.asks;
    book.lastCents = next.lastCents;
    announce({ market, book, changes, cause: "roll" });
  }

  function kept(market: SimMarket, minute: number) {
    let entry = live.get(market.key);
    if (!entry) {
      entry = { market, book: baseBook(market, minute) };
      live.set(market.key, entry);
    }
    roll(market, entry.book, minute);
    return entry.book;
  }

  return {
    read(market, minute) {
      const entry = live.get(market.key);
      if (!entry) return baseBook(market, minute);
      roll(market, entry.book, minute);
      return entry.book;
    },
    track: kept,
    step(market, minute, random) {
      const book = kept(market, minute);
      const update = stepBook(market, book, random, () => ++trades);
      announce(update);
      return update;
    },
    rollAll(venue, minute) {
      for (const { market, book } of live.values()) if (market.venue === venue) roll(market, book, minute);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const sizeBetween = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low));

function setLevel(book: MarketBook, side: BookSide, price: number, size: number): LevelChange {
  const levels = side === "bid" ? book.bids : book.asks;
  const previous = levels.get(price) ?? 0;
  if (size > 0) levels.set(price, size);
  else levels.delete(price);
  return { side, priceCents: price, size, previous };
}

/**
 * One random event on a book: mostly a level's size changing, else a trade at the best level, a new
 * level (inside the spread when there is room, else behind the worst), a cancelled best level, or
 * rarely a tick size change. The book never crosses and keeps at least one level on a side it has.
 */
function stepBook(
  market: SimMarket,
  book: MarketBook,
  random: Random,
  tradeNumber: () => number,
): BookUpdate {
  const update: BookUpdate = { market, book, changes: [], cause: "event" };
  const roll = random();
  const side: BookSide = random() < 0.5 ? "bid" : "ask";
  const levels = side === "bid" ? book.bids : book.asks;
  const other = side === "bid" ? book.asks : book.bids;
  const chosen = levels.size > 0 ? side : other.size > 0 ? (side === "bid" ? "ask" : "bid") : null;
  if (chosen === null) return update; // an empty book stays empty until the minute turns
  const chosenLevels = chosen === "bid" ? book.bids : book.asks;
  const best = chosen === "bid" ? (bestBid(book) as number) : (bestAsk(book) as number);
  const worst = chosen === "bid" ? Math.min(...chosenLevels.keys()) : Math.max(...chosenLevels.keys());

  if (roll < 0.01) {
    const old = book.tickThousandths;
    book.tickThousandths = old === 10 ? 1 : 10;
    update.tick = { old, new: book.tickThousandths };
  } else if (roll < 0.46) {
    // A resting size changes: orders added to or cancelled from one level.
    const prices = [...chosenLevels.keys()];
    const price = prices[Math.floor(random() * prices.length)] ?? best;
    const size = chosenLevels.get(price) ?? 100;
    const next = Math.max(100, Math.round(size * (0.6 + 0.8 * random())));
    if (next !== size) update.changes.push(setLevel(book, chosen, price, next));
  } else if (roll < 0.66) {
    // A trade at the best level: a YES buyer lifts the best ask, a YES seller hits the best bid.
    const size = chosenLevels.get(best) ?? 0;
    const count = random() < 0.3 ? size : Math.max(100, Math.floor((size * random()) / 200) * 100);
    const takes = Math.min(size, count);
    if (takes > 0 && (chosenLevels.size > 1 || takes < size)) {
      update.changes.push(setLevel(book, chosen, best, size - takes));
      book.lastCents = best;
      update.trade = {
        number: tradeNumber(),
        priceCents: best,
        count: takes,
        takerBoughtYes: chosen === "ask",
      };
    }
  } else if (roll < 0.86) {
    // A new level: improving the best when the spread has room, else behind the worst.
    const bid = bestBid(book);
    const ask = bestAsk(book);
    const inside = chosen === "bid" ? best + 1 : best - 1;
    const room = bid !== null && ask !== null ? ask - bid > 1 : chosen === "bid" ? best < 98 : best > 2;
    const behind = chosen === "bid" ? worst - 1 : worst + 1;
    const size = sizeBetween(random, 1, 500) * 100;
    if (room && inside >= 1 && inside <= 99) update.changes.push(setLevel(book, chosen, inside, size));
    else if (chosenLevels.size >= MAX_DEPTH) update.changes.push(setLevel(book, chosen, worst, 0));
    else if (behind >= 1 && behind <= 99) update.changes.push(setLevel(book, chosen, behind, size));
  } else if (chosenLevels.size > 1) {
    // The best level is cancelled.
    update.changes.push(setLevel(book, chosen, best, 0));
  }
  return update;
}
