import { z } from "zod";

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
});
export type ClobBook = z.infer<typeof clobBookSchema>;

/** `POST /books` answers an array of books; each is validated on its own. */
export const clobBooksResponseSchema = z.array(z.unknown());

/** `GET /midpoint`: `{ mid }`, or `{ mid_price }` in newer documentation. */
export const clobMidpointSchema = z
  .object({ mid: z.string().nullish(), mid_price: z.string().nullish() })
  .refine((body) => typeof (body.mid ?? body.mid_price) === "string", { path: ["mid"] })
  .transform((body) => body.mid ?? body.mid_price ?? "");
