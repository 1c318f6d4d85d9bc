import { z } from "zod";
import { anyString, nonEmptyString, nullish, objectOf, plainFirst } from "../shared/plain-shape.ts";

/**
 * Kalshi Trade API v2 payloads (upstreams.md). Envelopes are checked per request; each market is
 * checked on its own so one malformed market is skipped while the page is kept. The integer-cent
 * fields (`yes_bid`, `last_price`, `volume`, …) were removed in March 2026 and are deliberately absent.
 */

const dollars = z.string().nullish();
const instant = z.string().nullish();

export const kalshiMarketSchema = z.object({
  ticker: z.string().min(1),
  event_ticker: z.string().min(1),
  market_type: z.string().nullish(),
  title: z.string(),
  yes_sub_title: z.string().nullish(),
  no_sub_title: z.string().nullish(),
  status: z.string().min(1),
  result: z.string().nullish(),
  open_time: instant,
  close_time: instant,
  expected_expiration_time: instant,
  updated_time: instant,
  yes_bid_dollars: dollars,
  yes_ask_dollars: dollars,
  no_bid_dollars: dollars,
  no_ask_dollars: dollars,
  last_price_dollars: dollars,
  previous_price_dollars: dollars,
  volume_fp: dollars,
  volume_24h_fp: dollars,
  open_interest_fp: dollars,
});
export type KalshiMarket = z.infer<typeof kalshiMarketSchema>;

const dollarsField = nullish(anyString);
/** The plain case of `kalshiMarketSchema` (./plain-shape.ts). */
export const readPlainKalshiMarket = objectOf<KalshiMarket>({
  ticker: nonEmptyString,
  event_ticker: nonEmptyString,
  market_type: nullish(anyString),
  title: anyString,
  yes_sub_title: nullish(anyString),
  no_sub_title: nullish(anyString),
  status: nonEmptyString,
  result: nullish(anyString),
  open_time: nullish(anyString),
  close_time: nullish(anyString),
  expected_expiration_time: nullish(anyString),
  updated_time: nullish(anyString),
  yes_bid_dollars: dollarsField,
  yes_ask_dollars: dollarsField,
  no_bid_dollars: dollarsField,
  no_ask_dollars: dollarsField,
  last_price_dollars: dollarsField,
  previous_price_dollars: dollarsField,
  volume_fp: dollarsField,
  volume_24h_fp: dollarsField,
  open_interest_fp: dollarsField,
});
/** `kalshiMarketSchema.safeParse`, answered by the plain reader when it can. */
export const parseKalshiMarket = plainFirst(kalshiMarketSchema, readPlainKalshiMarket);

// Kalshi's Go backend serialises an empty list as null; both mean "nothing here".
const items = z
  .array(z.unknown())
  .nullish()
  .transform((list) => list ?? []);
const cursor = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

export const kalshiMarketsPageSchema = z.object({ markets: items, cursor });

export const kalshiEventSchema = z.object({
  event_ticker: z.string().min(1),
  series_ticker: z.string().nullish(),
  title: z.string().nullish(),
  sub_title: z.string().nullish(),
  mutually_exclusive: z.boolean().nullish(),
  markets: items,
});

export const kalshiEventsPageSchema = z.object({ events: items, cursor });

/** One order book level: `[price in dollars, size in contracts]`, both strings. */
const level = z.tuple([z.string(), z.string()]);
const side = z
  .array(level)
  .nullish()
  .transform((levels) => levels ?? []);

export const kalshiOrderbookSchema = z.object({
  orderbook_fp: z.object({ yes_dollars: side, no_dollars: side }),
});
export type KalshiOrderbook = z.infer<typeof kalshiOrderbookSchema>;
