import { z } from "zod";
import {
  anyString,
  arrayOfStringRecords,
  boolean,
  finiteNumber,
  jsonStringArray,
  nonEmptyString,
  nullish,
  objectOf,
  orEmpty,
  plainFirst,
  unknownArray,
} from "../shared/plain-shape.ts";

/**
 * Polymarket payloads (upstreams.md): Gamma for metadata (bare JSON arrays) and the CLOB for books.
 * Gamma's `outcomes`, `outcomePrices` and `clobTokenIds` are JSON-encoded strings of arrays, in the
 * same order; they are decoded here, and anything that is not an array of strings fails the market.
 */

/** A JSON-encoded string of an array of strings: `"[\"Yes\", \"No\"]"`. */
const encodedStringArray = z
  .string()
  .transform((text): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined; // fails the array check below
    }
  })
  .pipe(z.array(z.string()));

export const gammaMarketSchema = z.object({
  id: z.string().min(1),
  question: z.string(),
  slug: z.string().nullish(),
  conditionId: z.string().nullish(),
  outcomes: encodedStringArray,
  outcomePrices: encodedStringArray.nullish(),
  clobTokenIds: encodedStringArray.nullish(),
  volume: z.string().nullish(),
  volumeNum: z.number().nullish(),
  volume24hr: z.number().nullish(),
  liquidity: z.string().nullish(),
  liquidityNum: z.number().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  active: z.boolean(),
  closed: z.boolean(),
  enableOrderBook: z.boolean().nullish(),
  negRisk: z.boolean().nullish(),
  bestBid: z.number().nullish(),
  bestAsk: z.number().nullish(),
  lastTradePrice: z.number().nullish(),
  // Events are context only; their members are read leniently so they cannot fail a market.
  events: z.array(z.unknown()).nullish(),
});
export type GammaMarket = z.infer<typeof gammaMarketSchema>;

/** The plain case of `gammaMarketSchema` (./plain-shape.ts). */
export const readPlainGammaMarket = objectOf<GammaMarket>({
  id: nonEmptyString,
  question: anyString,
  slug: nullish(anyString),
  conditionId: nullish(anyString),
  outcomes: jsonStringArray,
  outcomePrices: nullish(jsonStringArray),
  clobTokenIds: nullish(jsonStringArray),
  volume: nullish(anyString),
  volumeNum: nullish(finiteNumber),
  volume24hr: nullish(finiteNumber),
  liquidity: nullish(anyString),
  liquidityNum: nullish(finiteNumber),
  startDate: nullish(anyString),
  endDate: nullish(anyString),
  active: boolean,
  closed: boolean,
  enableOrderBook: nullish(boolean),
  negRisk: nullish(boolean),
  bestBid: nullish(finiteNumber),
  bestAsk: nullish(finiteNumber),
  lastTradePrice: nullish(finiteNumber),
  events: nullish(unknownArray),
});
/** `gammaMarketSchema.safeParse`, answered by the plain reader when it can. */
export const parseGammaMarket = plainFirst(gammaMarketSchema, readPlainGammaMarket);

/** `GET /markets` answers a bare array; each market is validated on its own. */
export const gammaMarketsPageSchema = z.array(z.unknown());

const level = z.object({ price: z.string(), size: z.string() });
const side = z
  .array(level)
  .nullish()
  .transform((levels) => levels ?? []);

export const clobBookSchema = z.object({
  market: z.string().nullish(),
  asset_id: z.string().min(1),
  /** Epoch milliseconds, as a string. */
  timestamp: z.string().nullish(),
  /** Best level LAST: bids ascend in price, asks descend. */
  bids: side,
  asks: side,
  tick_size: z.string().nullish(),
  last_trade_price: z.string().nullish(),
  /** The venue's digest of this book: the one its market channel's changes carry for the same state. */
  hash: z.string().max(200).nullish(),
});
export type ClobBook = z.infer<typeof clobBookSchema>;

const plainSide = orEmpty(arrayOfStringRecords(["price", "size"]));
/** The plain case of `clobBookSchema` (./plain-shape.ts). */
export const readPlainClobBook = objectOf<ClobBook>({
  market: nullish(anyString),
  asset_id: nonEmptyString,
  timestamp: nullish(anyString),
  bids: plainSide,
  asks: plainSide,
  tick_size: nullish(anyString),
  last_trade_price: nullish(anyString),
  hash: nullish(anyString),
});
/** `clobBookSchema.safeParse`, answered by the plain reader when it can. */
export const parseClobBook = plainFirst(clobBookSchema, readPlainClobBook);

/** `POST /books` answers an array of books; each is validated on its own. */
export const clobBooksResponseSchema = z.array(z.unknown());
